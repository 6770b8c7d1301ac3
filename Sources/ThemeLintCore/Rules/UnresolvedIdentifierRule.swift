/// `unresolved-identifier`: a role references an identifier no palette of its set defines.
public struct UnresolvedIdentifierRule: Rule {
    /// The rule's id, default severity, documentation and examples.
    public static let description = RuleDescription(
        id: "unresolved-identifier", defaultSeverity: .error,
        summary: "A role references a color identifier that no palette defines.",
        help: "Each scheme file resolves identifiers against its palettes in order (auto-detected: palette_<x>.json, then palette.json); an asset catalog's system-color reference against Apple's published system colors. The finding suggests the closest defined identifier (same name in another case, or a small edit distance). References into a palette that failed to load are not reported.",
        examples: [
            RuleExample(file: "scheme.json", snippet: ##"{"space_gray": {"appearance": "dark", "colors": {"accent": {"color_identifier": "sky_30"}}}}"##, triggers: true, context: ["palette.json": ##"{"sky_300": "#71AAEB", "white": "#FFFFFF", "black": "#000000"}"##]),
            RuleExample(file: "scheme.json", snippet: ##"{"space_gray": {"appearance": "dark", "colors": {"accent": {"color_identifier": "sky_300"}}}}"##, triggers: false, context: ["palette.json": ##"{"sky_300": "#71AAEB", "white": "#FFFFFF", "black": "#000000"}"##]),
            RuleExample(file: "Assets.xcassets/Link.colorset/Contents.json", snippet: ##"{"colors": [{"idiom": "universal", "color": {"platform": "ios", "reference": "systemBlu"}}]}"##, triggers: true),
        ])

    /// Creates the rule (rules hold no state).
    public init() {}

    /// The rule's findings in `context`, at the rule's default severity.
    public func findings(in context: LintContext) -> [Finding] {
        var result: [Finding] = []
        for set in context.project.themeSets {
            // Built only when a set has an unresolved identifier; each identifier looked up once.
            var candidates: SuggestionIndex?
            var suggestions: [String: String?] = [:]
            let where_ = set.identifierCandidates.map(\.description) ?? (set.palettes.isEmpty ? "any palette" : set.palettes.count > 3 ? "any of its \(set.palettes.count) palettes" : set.palettes.map { RepositoryPath.fileName(of: $0.file) }.joined(separator: " or "))
            for scheme in set.resolved.schemes {
                // Token roles that follow one broken reference share its place: one finding there.
                var reported = Set<Location>()
                for role in scheme.roles {
                    guard case .unresolved = role.resolution, let reference = role.role.reference else { continue }
                    let (identifier, location) = reference.unresolvedIdentifier
                    // (An Appearance role's reference has a place of its own: nothing to remember.)
                    if reference.tokenChain != nil { guard reported.insert(location).inserted else { continue } }
                    let suggestion: String?
                    if let known = suggestions[identifier] {
                        suggestion = known
                    } else {
                        // A token chain may name any token, not only a literal one: roles are candidates too.
                        let index = candidates ?? set.identifierCandidates.map { SuggestionIndex($0.names) } ?? (reference.tokenChain == nil
                            ? SuggestionIndex(set.palettes.lazy.flatMap(\.names))
                            : SuggestionIndex(Set(set.palettes.lazy.flatMap(\.names)).union(set.resolved.schemes.lazy.flatMap { $0.roles.lazy.map(\.role.name) }).sorted()))
                        candidates = index
                        suggestion = index.closest(to: identifier)
                        suggestions[identifier] = suggestion
                    }
                    let mayBeLibrary = set.definition.format.referencesMayNameLibraries
                    var message = "\"\(identifier)\" (role \"\(role.role.name)\" in \"\(scheme.name)\") is not defined in \(mayBeLibrary ? "the repository" : where_)"
                    if let suggestion { message += "; did you mean \"\(suggestion)\"?" }
                    var found = finding(message, at: location, scheme: scheme.name, role: role.role.name, identifier: identifier, suggestion: suggestion)
                    // A name with no near match may be a library's (AppCompat, Material): a warning.
                    if mayBeLibrary, suggestion == nil {
                        found.message += "; it may come from a library (AppCompat, Material Components), which is not in the repository"
                        found.severity = .warning
                    }
                    result.append(found)
                }
            }
            // Android color state list items that do not give the list its color (they paint
            // in their state): the same words, the same candidates as a chain's.
            for item in set.unresolvedItemReferences {
                let suggestion: String?
                if let known = suggestions[item.identifier] {
                    suggestion = known
                } else {
                    let index = candidates ?? SuggestionIndex(Set(set.palettes.lazy.flatMap(\.names)).union(set.resolved.schemes.lazy.flatMap { $0.roles.lazy.map(\.role.name) }).sorted())
                    candidates = index
                    suggestion = index.closest(to: item.identifier)
                    suggestions[item.identifier] = suggestion
                }
                var message = "\"\(item.identifier)\" (an item of color state list \"\(item.role)\") is not defined in the repository"
                if let suggestion { message += "; did you mean \"\(suggestion)\"?" }
                var found = finding(message, at: item.location, role: item.role, identifier: item.identifier, suggestion: suggestion)
                if suggestion == nil {
                    found.message += "; it may come from a library (AppCompat, Material Components), which is not in the repository"
                    found.severity = .warning
                }
                result.append(found)
            }
        }
        // `$ref`s inside design-token values (a color object's component) that name nothing.
        for issue in context.project.issues where issue.kind == .unresolvedIdentifier {
            result.append(finding(issue.message, at: issue.location, identifier: issue.identifier))
        }
        return result
    }
}
