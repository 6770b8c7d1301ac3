/// `deprecated-reference`: a role whose reference chain passes through a `$deprecated` token.
public struct DeprecatedReferenceRule: Rule {
    /// The rule's id, default severity, documentation and examples.
    public static let description = RuleDescription(
        id: "deprecated-reference", defaultSeverity: .warning,
        summary: "A role resolves through a token marked `$deprecated`.",
        help: "DTCG's `$deprecated` (true, or a message saying what to use instead) on a token or its group. A role that reaches such a token through its references is reported once per place, with the deprecation message; the deprecated token itself is not.",
        examples: [
            RuleExample(file: "colors.tokens.json", snippet: ##"{"color": {"$type": "color", "old-blue": {"$value": "#2688eb", "$deprecated": "use color.blue"}, "blue": {"$value": "#2688eb"}, "link": {"$value": "{color.old-blue}"}}}"##, triggers: true),
            RuleExample(file: "colors.tokens.json", snippet: ##"{"color": {"$type": "color", "old-blue": {"$value": "#2688eb", "$deprecated": "use color.blue"}, "blue": {"$value": "#2688eb"}, "link": {"$value": "{color.blue}"}}}"##, triggers: false),
        ])

    /// Creates the rule (rules hold no state).
    public init() {}

    /// The rule's findings in `context`, at the rule's default severity.
    public func findings(in context: LintContext) -> [Finding] {
        var result: [Finding] = []
        for set in context.project.themeSets {
            for scheme in set.resolved.schemes {
                for resolved in scheme.roles {
                    guard let reference = resolved.role.reference, let deprecation = reference.tokenChain?.deprecations.first else { continue }
                    let why = deprecation.message.isEmpty ? "" : ": \(deprecation.message)"
                    result.append(finding(
                        "\"\(resolved.role.name)\" (in \"\(scheme.name)\") resolves through deprecated token \"\(deprecation.token)\"\(why)",
                        at: reference.location, scheme: scheme.name, role: resolved.role.name, identifier: deprecation.token))
                }
            }
        }
        return result
    }
}
