/// `invalid-structure`: a value of the wrong type or shape for the Appearance format.
public struct InvalidStructureRule: LoadIssueRule {
    /// The load issues this rule reports.
    public static let issueKind = LoadIssueKind.invalidStructure
    /// The rule's id, default severity, documentation and examples.
    public static let description = RuleDescription(
        id: "invalid-structure", defaultSeverity: .error,
        summary: "A value has the wrong type or shape for the theme format.",
        help: "Palettes map identifiers to color strings; scheme files map scheme names to {\"appearance\": \"light\"|\"dark\", \"colors\": {role: {\"color_identifier\": string, \"alpha_multiplier\": 0…1}}}.",
        examples: [
            RuleExample(file: "scheme.json", snippet: ##"{"space_gray": {"appearance": "dark", "colors": {"accent": "sky_300"}}}"##, triggers: true, context: ["palette.json": ##"{"sky_300": "#71AAEB", "white": "#FFFFFF", "black": "#000000"}"##]),
            RuleExample(file: "scheme.json", snippet: ##"{"space_gray": {"appearance": "dark", "colors": {"accent": {"color_identifier": "sky_300"}}}}"##, triggers: false, context: ["palette.json": ##"{"sky_300": "#71AAEB", "white": "#FFFFFF", "black": "#000000"}"##]),
        ])
    /// Creates the rule (rules hold no state).
    public init() {}
}
