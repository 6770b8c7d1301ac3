/// `missing-file`: a configured file absent from the source.
public struct MissingFileRule: LoadIssueRule {
    /// The load issues this rule reports.
    public static let issueKind = LoadIssueKind.missingFile
    /// The rule's id, default severity, documentation and examples.
    public static let description = RuleDescription(
        id: "missing-file", defaultSeverity: .error,
        summary: "A configured theme file does not exist at the revision checked.",
        help: "Every path in `.themelint.json` must exist in the source being checked (commit, index or working tree). Auto-detected scheme files with no palette beside them are reported too.",
        examples: [
            RuleExample(file: ".themelint.json", snippet: ##"{"themes": [{"schemes": "gone/scheme.json", "palettes": ["gone/palette.json"]}]}"##, triggers: true),
            RuleExample(file: ".themelint.json", snippet: ##"{"themes": [{"schemes": "scheme.json", "palettes": ["palette.json"]}]}"##, triggers: false, context: ["palette.json": ##"{"white": "#FFFFFF"}"##, "scheme.json": ##"{"light": {"appearance": "light", "colors": {"background": {"color_identifier": "white"}}}}"##]),
        ])
    /// Creates the rule (rules hold no state).
    public init() {}
}
