/// `duplicate-key`: a key repeated in one JSON object, at the position of each repeat.
public struct DuplicateKeyRule: LoadIssueRule {
    /// The load issues this rule reports.
    public static let issueKind = LoadIssueKind.duplicateKey
    /// The rule's id, default severity, documentation and examples.
    public static let description = RuleDescription(
        id: "duplicate-key", defaultSeverity: .error,
        summary: "A key appears twice in one JSON object.",
        help: "JSON readers disagree on duplicates; most keep the last value silently. Remove or rename the repeat.",
        examples: [
            RuleExample(file: "palette.json", snippet: ##"{"black": "#000000", "black": "#0A0A0A"}"##, triggers: true),
            RuleExample(file: "palette.json", snippet: ##"{"black": "#000000", "gray_900": "#0A0A0A"}"##, triggers: false),
        ])
    /// Creates the rule (rules hold no state).
    public init() {}
}
