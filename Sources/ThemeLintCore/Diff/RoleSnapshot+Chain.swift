extension RoleSnapshot {
    /// The reference chain (`scheme/role → identifier → palette: value → color`), for `--explain`
    /// (the steps `ResolvedRole.referenceChain` lists). Built when asked, from the snapshot's own
    /// fields: a diff of 100,000 repainted roles prints no chain unless explaining.
    public var chain: [String] {
        var chain = ["\(scheme)/\(role)"]
        // A role has an identifier exactly when it has a valid reference.
        guard let identifier else { return chain + ["(no color_identifier)"] }
        var step = identifier
        if let alphaMultiplier { step += " × alpha \(alphaMultiplier)" }
        chain.append(step)
        switch value {
        case .color:
            chain.append("\(paletteFile ?? ""): \(paletteName ?? "") = \(paletteValue ?? "")")
            chain.append(contentsOf: modifierSteps)
            chain.append(spelledColor ?? "")
        case .unresolved:
            chain.append("(unresolved)")
        case .indeterminate(let reason):
            chain.append("(\(reason))")
        }
        return chain
    }

    /// Equal in everything but the first step of the chain (`scheme/role`): what the role
    /// references and paints, and every later step of its chain.
    func isAlike(_ other: RoleSnapshot) -> Bool {
        identifier == other.identifier && alphaMultiplier == other.alphaMultiplier && value == other.value
            && paletteFile == other.paletteFile && paletteValue == other.paletteValue && paletteColor == other.paletteColor
            && base == other.base && location == other.location && spelledColor == other.spelledColor
            && flags == other.flags && paletteName == other.paletteName && modifierSteps == other.modifierSteps
    }
}
