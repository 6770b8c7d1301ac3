extension ResolvedRole {
    /// Whether this role and `other` reference the same color the same way: what
    /// `ColorReference.pointsAtSameTarget(as:)` answers (the identifier, the alpha multiplier as
    /// compared, the token route), asked field by field of the roles in place. A diff asks it of
    /// every role of a changed set; asking it of the references copied whole three big optional
    /// values per role.
    func pointsAtSameTarget(as other: ResolvedRole) -> Bool {
        guard let identifier = role.reference?.identifier, identifier == other.role.reference?.identifier,
              role.reference?.invalidAlphaMultiplier == other.role.reference?.invalidAlphaMultiplier else { return false }
        if role.reference?.invalidAlphaMultiplier == nil,
           (role.reference?.alphaMultiplier ?? 1) != (other.role.reference?.alphaMultiplier ?? 1) { return false }
        // Whether either reference has a token chain, asked of a plain field of the chain:
        // comparing the optional chain itself with nil copied the whole reference first.
        guard role.reference?.tokenChain?.steps.count != nil || other.role.reference?.tokenChain?.steps.count != nil else { return true }
        // A design-token role: the rare case, asked as the model asks it.
        return role.reference?.pointsAtSameTarget(as: other.role.reference) == true
    }

    /// Whether this role and `other` paint the same: both resolved to the same color from
    /// palette colors of the same value, or both unresolved, or both indeterminate.
    func paintsTheSame(as other: ResolvedRole) -> Bool {
        switch (resolution, other.resolution) {
        case (.resolved(let color, let entry, _), .resolved(let otherColor, let otherEntry, _)):
            return color == otherColor && entry.color == otherEntry.color
        case (.unresolved, .unresolved), (.indeterminate, .indeterminate):
            return true
        default:
            return false
        }
    }
}
