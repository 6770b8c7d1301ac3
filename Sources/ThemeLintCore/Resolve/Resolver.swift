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
            for offset in scheme.roles.indices {
                let resolution = memo.resolution(ofRoleAt: offset, in: scheme.roles)
                roles.append(ResolvedRole(scheme: scheme.name, roles: scheme.roles, offset: offset, resolution: resolution))
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
        for palette in palettes {
            if let paletteColor = palette[reference.identifier] {
                guard let color = paletteColor.color else {
                    return .indeterminate(reason: "\(palette.file): \(paletteColor.name) is not a valid color")
                }
                return .resolved(color: color.multiplyingAlpha(by: reference.effectiveAlphaMultiplier), paletteColor: paletteColor, paletteFile: palette.file)
            }
        }
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

/// The resolutions already worked out for one theme set. A resolution depends only on the
/// role's identifier and alpha multiplier, and a large scheme file repeats a few thousand
/// identifiers over hundreds of thousands of roles: roles that agree share one resolution
/// (`Resolution` is boxed, so sharing it shares its storage).
private struct ResolutionMemo {
    let palettes: [Palette]
    let unavailablePalettes: [String]
    /// The identifiers seen so far.
    private var identifiers = NameTable()
    /// For each identifier (by offset in `identifiers`), its resolutions by alpha multiplier,
    /// compared bit for bit so that sharing never changes a result (not even a zero's sign).
    private var known: [[(alphaMultiplierBits: UInt64?, resolution: Resolution)]] = []
    private var withoutReference: Resolution?
    /// Palette file → offset in `palettes`, for token chains (built on first use).
    private var paletteOffsets: [String: Int] = [:]

    init(palettes: [Palette], unavailablePalettes: [String]) {
        self.palettes = palettes
        self.unavailablePalettes = unavailablePalettes
    }

    /// The resolution of `roles[roleOffset]` (the role is read in place, not copied).
    mutating func resolution(ofRoleAt roleOffset: Int, in roles: [Role]) -> Resolution {
        if let chain = roles[roleOffset].reference?.tokenChain {
            // Token chains differ from scheme to scheme under one name: resolved each, not shared.
            if paletteOffsets.isEmpty {
                for (offset, palette) in palettes.enumerated() where paletteOffsets[palette.file] == nil { paletteOffsets[palette.file] = offset }
            }
            let multiplier = roles[roleOffset].reference?.effectiveAlphaMultiplier ?? 1
            return Resolver.resolution(of: chain, alphaMultiplier: multiplier, unavailable: unavailablePalettes.first) { file in paletteOffsets[file].map { palettes[$0] } }
        }
        guard let identifier = roles[roleOffset].reference?.identifier, roles[roleOffset].reference?.invalidAlphaMultiplier == nil else {
            if roles[roleOffset].reference != nil {
                // An invalid alpha multiplier: indeterminate at once, nothing to share.
                return Resolver.resolution(of: roles[roleOffset], palettes: palettes, unavailablePalettes: unavailablePalettes)
            }
            if let withoutReference { return withoutReference }
            let resolution = Resolver.resolution(of: roles[roleOffset], palettes: palettes, unavailablePalettes: unavailablePalettes)
            withoutReference = resolution
            return resolution
        }
        let bits = roles[roleOffset].reference?.alphaMultiplier?.bitPattern
        let (offset, inserted) = identifiers.insert(identifier)
        if inserted {
            known.append([])
        } else if let entry = known[offset].first(where: { $0.alphaMultiplierBits == bits }) {
            return entry.resolution
        }
        let resolution = Resolver.resolution(of: roles[roleOffset], palettes: palettes, unavailablePalettes: unavailablePalettes)
        known[offset].append((bits, resolution))
        return resolution
    }
}
