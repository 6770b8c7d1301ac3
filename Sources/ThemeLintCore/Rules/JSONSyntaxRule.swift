/// `json-syntax`: a theme file that is not RFC 8259 JSON, at the position of the first error.
public struct JSONSyntaxRule: LoadIssueRule {
    /// The load issues this rule reports.
    public static let issueKind = LoadIssueKind.jsonSyntax
    /// The rule's id, default severity, documentation and examples.
    public static let description = RuleDescription(
        id: "json-syntax", defaultSeverity: .error,
        summary: "A theme file is not valid JSON.",
        help: "The file is reported at its first syntax error (RFC 8259: no comments, no trailing commas, valid UTF-8, no lone surrogates). References into a file that does not parse are not checked, so one broken palette does not flood the report.",
        examples: [
            RuleExample(file: "palette.json", snippet: ##"{"azure_300": "#2688EB",}"##, triggers: true),
            RuleExample(file: "palette.json", snippet: ##"{"azure_300": "#2688EB"}"##, triggers: false),
        ])
    /// Creates the rule (rules hold no state).
    public init() {}
}
