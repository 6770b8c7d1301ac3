/// `hard-coded-color`: a color literal in code or resources that a palette color of the theme
/// matches, with the name to write instead.
///
/// Read only with `"code": true` in the configuration. Android literals (hex attribute values
/// in layouts and drawables, Kotlin/Compose `Color(0xAARRGGBB)`, `Color.parseColor("#…")`) are
/// matched against the palettes of Android theme sets: same alpha, ΔE2000 below the
/// `similar-colors` threshold, the closest color winning (the first in palette order on a tie).
public struct HardCodedColorRule: Rule {
    /// The rule's id, default severity, documentation and examples.
    public static let description = RuleDescription(
        id: "hard-coded-color", defaultSeverity: .note,
        summary: "A color literal in code or resources matches a theme color.",
        help: """
            A color written out in code or resources (android:textColor="#2b90d9" in a layout, \
            Color(0xFF2B90D9) in Kotlin) that the theme already names does not follow the theme: \
            it stays the same in dark mode and when the palette changes. Use the name the finding \
            suggests (@color/app_blue, R.color.app_blue). Read only with "code": true in \
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
        let maxDeltaE = context.configuration(for: SimilarColorsRule.description.id).number("maxDeltaE") ?? SimilarColorsRule.defaultMaxDeltaE
        let android = ThemeColorMatcher(colors: androidColors(context.project), maxDeltaE: maxDeltaE)
        var cache: [RGBA: ThemeColorMatcher.Match?] = [:]
        var result: [Finding] = []
        for literal in code.literals where literal.spelling == .resourceXML || literal.spelling == .androidCode {
            let match: ThemeColorMatcher.Match?
            if let known = cache[literal.color] {
                match = known
            } else {
                match = android.closest(to: literal.color)
                cache[literal.color] = match
            }
            guard let match else { continue }
            let name = Self.spelling(of: match.name, for: literal)
            let how = match.difference == 0 ? "" : " (ΔE2000 \(MeasurementFormat.truncated(match.difference)))"
            result.append(finding(
                "\(literal.text) is the theme's \(match.name) (\(match.rawValue))\(how): use \(name)",
                at: code.location(in: literal.file, offset: literal.start), identifier: match.name, suggestion: name
            ))
        }
        return result
    }

    /// The palette colors of the project's Android theme sets, each palette once, in order.
    func androidColors(_ project: LoadedProject) -> [PaletteColor] {
        var seen = Set<String>()
        var colors: [PaletteColor] = []
        for set in project.themeSets where set.definition.format == .android {
            for palette in set.palettes where seen.insert(palette.file).inserted { colors.append(contentsOf: palette.colors) }
        }
        return colors
    }

    /// The name `name` as the literal's file would write it.
    static func spelling(of name: String, for literal: ColorLiteral) -> String {
        switch literal.spelling {
        case .resourceXML: "@color/\(name)"
        case .androidCode:
            literal.text.hasPrefix("Color(") ? "colorResource(R.color.\(UnusedColorRule.CodeUses.resourceClassName(name)))" : "R.color.\(UnusedColorRule.CodeUses.resourceClassName(name))"
        case .appleCode: "UIColor(named: \"\(name)\")"
        case .css: "var(--\(name))"
        }
    }
}
