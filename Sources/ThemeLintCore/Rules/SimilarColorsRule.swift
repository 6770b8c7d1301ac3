/// (Pending: issue 3.)
public struct SimilarColorsRule: Rule {
    public static let description = RuleDescription(id: "similar-colors", defaultSeverity: .note, summary: "(pending)", help: "(pending)")
    public init() {}
    public func findings(in context: LintContext) -> [Finding] { [] }
}
