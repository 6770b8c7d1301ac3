/// Every rule themelint knows, in the order they run.
public enum RuleRegistry {
    /// All rule types.
    public static let all: [any Rule.Type] = [
        JSONSyntaxRule.self,
        DuplicateKeyRule.self,
        InvalidStructureRule.self,
        InvalidColorRule.self,
        MissingFileRule.self,
        UnresolvedIdentifierRule.self,
        AliasCycleRule.self,
        DeprecatedReferenceRule.self,
        MissingRoleRule.self,
        InconsistentFlagRule.self,
        ContrastRule.self,
        UnusedColorRule.self,
        SimilarColorsRule.self,
        OutOfGamutRule.self,
        XMLSyntaxRule.self,
        HardCodedColorRule.self,
    ]

    /// The rule type with id `id`.
    public static func rule(id: String) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }
}
