/// Resolves every role of a scheme file against an ordered list of palettes.
public enum Resolver {
    /// Resolves `schemeFile` against `palettes` (first palette defining an identifier wins).
    /// - Parameter unavailablePalettes: configured palettes that did not load; when any exists,
    ///   an identifier found in no loaded palette is `indeterminate`, not `unresolved`.
    public static func resolve(definition: ThemeSetDefinition, schemeFile: SchemeFile?, palettes: [Palette], unavailablePalettes: [String]) -> ResolvedThemeSet {
        guard let schemeFile else {
            return ResolvedThemeSet(definition: definition, palettes: palettes, schemes: [])
        }
        var memo = ResolutionMemo(palettes: palettes, unavailablePalettes: unavailablePalettes)
        let schemes = schemeFile.schemes.map { scheme in
            var roles: [ResolvedRole] = []
            roles.reserveCapacity(scheme.roles.count)
            // Through a pointer, each role is read in place (an array's element is copied out).
            scheme.roles.withUnsafeBufferPointer { buffer in
                guard let first = buffer.baseAddress else { return }
                for offset in buffer.indices {
                    let resolution = memo.resolution(of: first + offset)
                    roles.append(ResolvedRole(scheme: scheme.name, roles: scheme.roles, offset: offset, resolution: resolution))
                }
            }
            return ResolvedScheme(scheme: scheme, roles: roles)
        }
        return ResolvedThemeSet(definition: definition, palettes: palettes, schemes: schemes)
    }

    /// How one role resolves.
    public static func resolution(of role: Role, palettes: [Palette], unavailablePalettes: [String]) -> Resolution {
        guard let reference = role.reference else {
            return .indeterminate(reason: "no valid \(AppearanceFormat.identifierKey)")
        }
        if let invalid = reference.invalidAlphaMultiplier {
            return .indeterminate(reason: "\(AppearanceFormat.alphaKey) \(invalid) is not a number from 0 to 1")
        }
        if let chain = reference.tokenChain {
            return resolution(of: chain, alphaMultiplier: reference.effectiveAlphaMultiplier, unavailable: unavailablePalettes.first) { file in palettes.first { $0.file == file } }
        }
        guard let (paletteOffset, colorOffset) = place(of: reference.identifier, in: palettes) else {
            return notFound(unavailablePalettes: unavailablePalettes)
        }
        return resolution(ofColorAt: colorOffset, inPaletteAt: paletteOffset, of: palettes, alphaMultiplier: reference.effectiveAlphaMultiplier)
    }

    /// Where the first of `palettes` defining `identifier` has it: that palette's offset in
    /// `palettes` and the color's in its `colors`.
    static func place(of identifier: String, in palettes: [Palette]) -> (palette: Int, color: Int)? {
        for paletteOffset in palettes.indices {
            if let colorOffset = palettes[paletteOffset].offset(of: identifier) { return (paletteOffset, colorOffset) }
        }
        return nil
    }

    /// How a reference to the color at `colorOffset` of `palettes[paletteOffset]` resolves,
    /// times `alphaMultiplier`.
    static func resolution(ofColorAt colorOffset: Int, inPaletteAt paletteOffset: Int, of palettes: [Palette], alphaMultiplier: Double) -> Resolution {
        let paletteColor = palettes[paletteOffset].colors[colorOffset]
        guard let color = paletteColor.color else {
            return .indeterminate(reason: "\(palettes[paletteOffset].file): \(paletteColor.name) is not a valid color")
        }
        return .resolved(color: color.multiplyingAlpha(by: alphaMultiplier), paletteColor: paletteColor, paletteFile: palettes[paletteOffset].file)
    }

    /// How a reference no palette of the set defines resolves.
    static func notFound(unavailablePalettes: [String]) -> Resolution {
        if let unavailable = unavailablePalettes.first {
            return .indeterminate(reason: "\(unavailable) could not be read")
        }
        return .unresolved
    }
}

extension Resolver {
    /// How a role of a token scheme resolves, exactly as `resolve` resolves it.
    /// - Parameter paletteByFile: each palette file's first offset in `palettes`.
    static func resolution(ofTokenRole role: Role, palettes: [Palette], paletteByFile: [String: Int], unavailablePalettes: [String]) -> Resolution {
        guard let chain = role.reference?.tokenChain else {
            return resolution(of: role, palettes: palettes, unavailablePalettes: unavailablePalettes)
        }
        let multiplier = role.reference?.effectiveAlphaMultiplier ?? 1
        return resolution(of: chain, alphaMultiplier: multiplier, unavailable: unavailablePalettes.first) { file in paletteByFile[file].map { palettes[$0] } }
    }

    /// How a token chain resolves: its literal's color (alpha set by the chain, then multiplied),
    /// or why it does not.
    /// - Parameter unavailable: a token file of the set that could not be read: a reference no
    ///   token answers may be answered there, so it is indeterminate, not unresolved.
    static func resolution(of chain: TokenChain, alphaMultiplier: Double, unavailable: String?, palette: (String) -> Palette?) -> Resolution {
        switch chain.end {
        case .literal(let file, let name):
            guard let paletteColor = palette(file)?[name] else {
                return .indeterminate(reason: "\(file): \(name) could not be read")
            }
            guard var color = paletteColor.color else {
                return .indeterminate(reason: "\(file): \(name) is not a valid color")
            }
            if !chain.adjustments.isEmpty {
                switch TokenColorAdjustment.apply(chain.adjustments, to: color) {
                case .success(let adjusted): color = adjusted
                case .failure(let unknown): return .indeterminate(reason: unknown.reason)
                }
            } else if let alpha = chain.alpha {
                color.alpha = min(1, max(0, alpha))
            }
            return .resolved(color: color.multiplyingAlpha(by: alphaMultiplier), paletteColor: paletteColor, paletteFile: file)
        case .missing:
            if let unavailable { return .indeterminate(reason: "\(unavailable) could not be read") }
            return .unresolved
        case .cycle(let members):
            return .indeterminate(reason: "alias cycle \((members + members.prefix(1)).joined(separator: " → "))")
        case .notColor(let name, let type):
            return .indeterminate(reason: "\(name) is \(type.map { "a \($0) token" } ?? "not a color"), not a color")
        case .unknown(let reason):
            return .indeterminate(reason: reason)
        }
    }
}
