/// `alias-cycle`: design-token references that loop; reported on every member of the loop.
public struct AliasCycleRule: LoadIssueRule {
    /// The load issues this rule reports.
    public static let issueKind = LoadIssueKind.aliasCycle
    /// The rule's id, default severity, documentation and examples.
    public static let description = RuleDescription(
        id: "alias-cycle", defaultSeverity: .error,
        summary: "Token references loop, so the tokens on the loop have no value.",
        help: "A DTCG or Tokens Studio token whose `{alias}` (or `$ref`) chain comes back to a token already on it. Every token of the loop gets a finding at its value; roles that reach the loop are indeterminate.",
        examples: [
            RuleExample(file: "colors.tokens.json", snippet: ##"{"color": {"$type": "color", "a": {"$value": "{color.b}"}, "b": {"$value": "{color.c}"}, "c": {"$value": "{color.a}"}}}"##, triggers: true),
            RuleExample(file: "colors.tokens.json", snippet: ##"{"color": {"$type": "color", "a": {"$value": "{color.b}"}, "b": {"$value": "{color.c}"}, "c": {"$value": "#2688eb"}}}"##, triggers: false),
        ])
    /// Creates the rule (rules hold no state).
    public init() {}
}
