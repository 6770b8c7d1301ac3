/// `invalid-color`: a palette color string that does not parse.
public struct InvalidColorRule: LoadIssueRule {
    /// The load issues this rule reports.
    public static let issueKind = LoadIssueKind.invalidColor
    /// The rule's id, default severity, documentation and examples.
    public static let description = RuleDescription(
        id: "invalid-color", defaultSeverity: .error,
        summary: "A color string is not #RGB, #ARGB, #RRGGBB or #AARRGGBB.",
        help: "Colors are hex with a leading '#'. 4- and 8-digit forms keep alpha first by default (`hexAlpha: leading`, Android/VK order); set `hexAlpha: trailing` for CSS order. Roles that use an invalid color are not resolved.",
        examples: [
            RuleExample(file: "palette.json", snippet: ##"{"green": "3DCC4B", "blue": "#12345"}"##, triggers: true),
            RuleExample(file: "palette.json", snippet: ##"{"green": "#3DCC4B", "shadow": "#14000000"}"##, triggers: false),
        ])
    /// Creates the rule (rules hold no state).
    public init() {}
}
