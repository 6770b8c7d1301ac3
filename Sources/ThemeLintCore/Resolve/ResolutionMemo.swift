/// The resolutions already worked out for one theme set. A resolution depends only on the
/// palette color a role's identifier finds and on its alpha multiplier, and a large scheme file
/// repeats a few thousand identifiers over hundreds of thousands of roles: roles that agree
/// share one resolution (`Resolution` is boxed, so sharing it shares its storage).
///
/// Resolutions are kept by palette color (found through the palettes' own name tables), so a
/// role costs the look-up resolving needs anyway and no second table of identifiers.
struct ResolutionMemo {
    let palettes: [Palette]
    let unavailablePalettes: [String]
    /// Each palette's name table (`Palette.nameLookup`): a palette read for a look-up is
    /// copied whole, its table alone costs less.
    private let nameTables: [NameTable]
    /// The offset of each palette's first color among all the palettes' colors.
    private let colorBase: [Int]
    /// For each palette color (by `colorBase` + offset), the first resolution made of it and
    /// the alpha multiplier it was made for, compared bit for bit so that sharing never
    /// changes a result (not even a zero's sign).
    private var first: [(alphaMultiplierBits: UInt64?, resolution: Resolution)?]
    /// The resolutions of the same colors under other alpha multipliers (by the same offsets;
    /// empty until a color is met under a second multiplier).
    private var others: [[(alphaMultiplierBits: UInt64?, resolution: Resolution)]] = []
    /// The resolution of an identifier no palette defines (the same for all of them).
    private var notFound: Resolution?
    private var withoutReference: Resolution?
    /// Palette file → offset in `palettes`, for token chains (built on first use).
    private var paletteOffsets: [String: Int] = [:]

    init(palettes: [Palette], unavailablePalettes: [String]) {
        self.palettes = palettes
        self.unavailablePalettes = unavailablePalettes
        var colorBase: [Int] = []
        colorBase.reserveCapacity(palettes.count)
        var total = 0
        for offset in palettes.indices {
            colorBase.append(total)
            total += palettes[offset].colors.count
        }
        self.colorBase = colorBase
        nameTables = palettes.map(\.nameLookup)
        first = Array(repeating: nil, count: total)
    }

    /// The resolution of the role at `role` (its fields are read in place, the role is not copied).
    mutating func resolution(of role: UnsafePointer<Role>) -> Resolution {
        guard let identifier = role.pointee.reference?.identifier else {
            if let withoutReference { return withoutReference }
            let resolution = Resolver.resolution(of: role.pointee, palettes: palettes, unavailablePalettes: unavailablePalettes)
            withoutReference = resolution
            return resolution
        }
        if let chain = role.pointee.reference?.tokenChain {
            // Token chains differ from scheme to scheme under one name: resolved each, not shared.
            if paletteOffsets.isEmpty {
                for (offset, palette) in palettes.enumerated() where paletteOffsets[palette.file] == nil { paletteOffsets[palette.file] = offset }
            }
            let palettes = palettes
            let paletteOffsets = paletteOffsets
            return Resolver.resolution(of: chain, alphaMultiplier: role.pointee.reference?.effectiveAlphaMultiplier ?? 1, unavailable: unavailablePalettes.first) { file in paletteOffsets[file].map { palettes[$0] } }
        }
        if role.pointee.reference?.invalidAlphaMultiplier != nil {
            // An invalid alpha multiplier: indeterminate at once, nothing to share.
            return Resolver.resolution(of: role.pointee, palettes: palettes, unavailablePalettes: unavailablePalettes)
        }
        guard let (paletteOffset, colorOffset) = place(of: identifier) else {
            if let notFound { return notFound }
            let resolution = Resolver.notFound(unavailablePalettes: unavailablePalettes)
            notFound = resolution
            return resolution
        }
        return resolution(ofColorAt: colorOffset, inPaletteAt: paletteOffset, alphaMultiplier: role.pointee.reference?.alphaMultiplier)
    }

    /// Where the first palette defining `identifier` has it (as `Resolver.place(of:in:)`).
    private func place(of identifier: String) -> (palette: Int, color: Int)? {
        for paletteOffset in nameTables.indices {
            if let colorOffset = nameTables[paletteOffset].offset(of: identifier) { return (paletteOffset, colorOffset) }
        }
        return nil
    }

    /// The resolution of a reference to a palette color, made once per alpha multiplier.
    private mutating func resolution(ofColorAt colorOffset: Int, inPaletteAt paletteOffset: Int, alphaMultiplier: Double?) -> Resolution {
        let key = colorBase[paletteOffset] + colorOffset
        let bits = alphaMultiplier?.bitPattern
        if let known = first[key] {
            if known.alphaMultiplierBits == bits { return known.resolution }
            if !others.isEmpty, let other = others[key].first(where: { $0.alphaMultiplierBits == bits }) { return other.resolution }
        }
        let resolution = Resolver.resolution(ofColorAt: colorOffset, inPaletteAt: paletteOffset, of: palettes, alphaMultiplier: alphaMultiplier ?? 1)
        if first[key] == nil {
            first[key] = (bits, resolution)
        } else {
            if others.isEmpty { others = Array(repeating: [], count: first.count) }
            others[key].append((bits, resolution))
        }
        return resolution
    }
}
