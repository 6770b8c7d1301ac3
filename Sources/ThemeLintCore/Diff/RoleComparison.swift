/// The roles of two matched schemes, compared in place in their role buffers.
///
/// A diff asks this of every role of a changed set. Reading a field of a buffer's element reads
/// it where it is; handing the element (or its reference) to a function copies it first (its
/// scheme name, resolution and role storage retained and released per role, and a reference
/// is three large optionals). So every question here is asked field by field.
struct RoleComparison {
    /// The base scheme's roles.
    let base: UnsafeBufferPointer<ResolvedRole>
    /// The head scheme's roles.
    let head: UnsafeBufferPointer<ResolvedRole>

    /// Whether nothing a diff compares changed from `base[old]` to `head[new]` (identifier,
    /// effective alpha, token route, resolved color and palette value, flags in the same order);
    /// `ThemeDiffer.compare` decides the rest.
    func isUnchanged(_ old: Int, _ new: Int) -> Bool {
        haveSameFlags(old, new) && pointAtSameTarget(old, new) && base[old].resolution.paint == head[new].resolution.paint
    }

    private func haveSameFlags(_ old: Int, _ new: Int) -> Bool {
        if base[old].role.flags.isEmpty, head[new].role.flags.isEmpty { return true }
        return ThemeDiffer.haveSameFlags(base[old].role.flags, head[new].role.flags)
    }

    /// What `ColorReference.pointsAtSameTarget(as:)` answers: the same identifier, alpha
    /// multiplier as compared and token route.
    private func pointAtSameTarget(_ old: Int, _ new: Int) -> Bool {
        guard let identifier = base[old].role.reference?.identifier, identifier == head[new].role.reference?.identifier else { return false }
        let invalidAlpha = base[old].role.reference?.invalidAlphaMultiplier
        guard invalidAlpha == head[new].role.reference?.invalidAlphaMultiplier else { return false }
        if invalidAlpha == nil, (base[old].role.reference?.alphaMultiplier ?? 1) != (head[new].role.reference?.alphaMultiplier ?? 1) {
            return false
        }
        // Whether either has a token chain, asked of a plain field of it (comparing the
        // optional chain with nil copies the whole reference).
        guard base[old].role.reference?.tokenChain?.steps.count != nil || head[new].role.reference?.tokenChain?.steps.count != nil else {
            return true
        }
        // A design-token role: asked as the model asks it.
        return base[old].role.reference?.pointsAtSameTarget(as: head[new].role.reference) == true
    }
}

/// What a role paints, as far as the first test of a diff compares it.
enum ComparedPaint: Equatable {
    /// Resolved: the role's color and its palette color's own value.
    case resolved(RGBA, RGBA?)
    /// Unresolved.
    case unresolved
    /// Indeterminate (for any reason).
    case indeterminate
}

extension Resolution {
    /// What a diff compares first, read from the shared resolution in place (binding the
    /// palette color of a copied resolution copies the color, its strings and locations).
    var paint: ComparedPaint {
        switch self {
        case .resolved(let color, let paletteColor, _): .resolved(color, paletteColor.color)
        case .unresolved: .unresolved
        case .indeterminate: .indeterminate
        }
    }
}
