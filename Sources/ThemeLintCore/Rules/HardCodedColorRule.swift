/// `hard-coded-color`: a color literal in code or resources that a palette color or role of a
/// theme matches, with the name to write instead in the literal's own spelling.
///
/// Read only with `"code": true` in the configuration. A literal is matched against the colors
/// of every theme set its file can name: an Android set's resources from resource XML, Kotlin
/// and Java; an asset catalog's color sets, and the names a configured export generates, from
/// Swift, Objective-C and CSS. Same alpha, ΔE2000 below the `similar-colors` threshold, the
/// closest color winning (the first in naming order on a tie); a role is suggested when it is
/// the one role that paints that color in every scheme, else the palette color. A literal
/// nothing can name gets no finding.
public struct HardCodedColorRule: Rule {
    /// The rule's id, default severity, documentation and examples.
    public static let description = RuleDescription(
        id: "hard-coded-color", defaultSeverity: .note,
        summary: "A color literal in code or resources matches a theme color.",
        help: """
            A color written out in code or resources (android:textColor="#2b90d9" in a layout, \
            Color(0xFF2B90D9) in Kotlin) that the theme already names does not follow the theme: \
            it stays the same in dark mode and when the palette changes. Use the name the finding \
            suggests (@color/app_blue, R.color.app_blue, UIColor.textPrimary, var(--text-primary)): \
            Swift, Objective-C and CSS literals are matched when an export for that language is \
            configured, or an asset catalog's color sets can name them. Read only with "code": true in \
            .themelint.json; a literal matches when its alpha is the same and its CIEDE2000 \
            difference is below the similar-colors maxDeltaE.
            """,
        examples: [
            RuleExample(file: "app/src/main/res/layout/main.xml", snippet: ##"<TextView xmlns:android="http://schemas.android.com/apk/res/android" android:textColor="#2b90d9"/>"##, triggers: true, context: examplesContext),
            RuleExample(file: "app/src/main/res/layout/main.xml", snippet: ##"<TextView xmlns:android="http://schemas.android.com/apk/res/android" android:textColor="@color/app_blue"/>"##, triggers: false, context: examplesContext),
        ])

    /// The repository the examples run in: a palette with `app_blue` and code reading on.
    static let examplesContext = [
        ".themelint.json": ##"{"code": true}"##,
        "app/src/main/res/values/colors.xml": ##"<resources><color name="app_blue">#2B90D9</color></resources>"##,
    ]

    /// Creates the rule (rules hold no state).
    public init() {}

    /// The rule's findings in `context`, at the rule's default severity.
    public func findings(in context: LintContext) -> [Finding] {
        guard let code = context.project.code, !code.literals.isEmpty else { return [] }
        let project = context.project
        let maxDeltaE = context.configuration(for: SimilarColorsRule.description.id).number("maxDeltaE") ?? SimilarColorsRule.defaultMaxDeltaE
        let namings = Self.namings(of: project)
        let generated = Self.generatedFiles(of: project)
        var setColors: [Int: [ThemeColor]] = [:]
        var matchers: [Writing: (matcher: ThemeColorMatcher, suggestions: [(color: ThemeColor, suggestion: String)])] = [:]
        var cache: [Writing: [RGBA: ThemeColorMatcher.Match?]] = [:]
        var result: [Finding] = []
        for literal in code.literals where !generated.contains(literal.file) {
            let writing = Writing(literal)
            if matchers[writing] == nil {
                let suggestions = Self.suggestions(for: writing, namings: namings) { set in
                    if let known = setColors[set] { return known }
                    let colors = Self.themeColors(of: project.themeSets[set])
                    setColors[set] = colors
                    return colors
                }
                matchers[writing] = (ThemeColorMatcher(colors: suggestions.map(\.color.color), maxDeltaE: maxDeltaE), suggestions)
            }
            guard let (matcher, suggestions) = matchers[writing] else { continue }
            let match: ThemeColorMatcher.Match?
            if let known = cache[writing]?[literal.color] {
                match = known
            } else {
                match = matcher.closest(to: literal.color)
                cache[writing, default: [:]][literal.color] = match
            }
            guard let match else { continue }
            let (color, name) = suggestions[match.index]
            let how = match.difference == 0 ? "" : " (ΔE2000 \(MeasurementFormat.truncated(match.difference)))"
            result.append(finding(
                "\(literal.text) is the theme's \(color.name) (\(color.display))\(how): use \(name)",
                at: code.location(in: literal.file, offset: literal.start), identifier: color.name, suggestion: name
            ))
        }
        return result
    }
}
