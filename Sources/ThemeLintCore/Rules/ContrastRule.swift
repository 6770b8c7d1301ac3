/// (Pending: issue 3.)
public struct ContrastRule: Rule {
    public static let description = RuleDescription(id: "contrast", defaultSeverity: .error, summary: "(pending)", help: "(pending)")
    public init() {}
    public func findings(in context: LintContext) -> [Finding] { [] }
}
