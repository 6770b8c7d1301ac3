extension ExportModel {
    /// The model of `themeSet` for `target`: the schemes the target holds (chosen by
    /// `ExportSchemeChoice`), the palette with each scheme's values, and every role.
    /// Linear in the set's roles and palette colors.
    /// - Throws: `ExportError` when the set has no scheme or the scheme choice fails.
    public init(themeSet: LoadedThemeSet, target: ExportTarget, requestedSchemes: [String]) throws(ExportError) {
        let source = themeSet.resolved.schemes
        guard !source.isEmpty else {
            throw ExportError("theme set '\(themeSet.definition.name)' has no scheme that loads; `themelint check` says why")
        }
        let candidates = source.map { ExportSchemeChoice.Candidate(name: $0.name, appearance: $0.scheme.appearance) }
        let (chosen, choiceNotices) = try ExportSchemeChoice.choose(schemes: candidates, target: target, requested: requestedSchemes)
        let written = target.holdsEveryScheme ? Array(source.indices) : Array(Set(chosen.values)).sorted()
        var modelIndex: [Int: Int] = [:]
        for (index, sourceIndex) in written.enumerated() { modelIndex[sourceIndex] = index }

        self.themeName = themeSet.definition.name
        self.schemes = written.map { ExportScheme(name: source[$0].name, appearance: source[$0].scheme.appearance) }
        self.slots = chosen.compactMapValues { modelIndex[$0] }
        self.palette = []
        self.roles = []
        self.notices = choiceNotices

        let skipped = source.indices.filter { modelIndex[$0] == nil }.map { source[$0].name }
        if !skipped.isEmpty {
            let filled = target.slots.compactMap { slot in slots[slot].map { "\(slot.rawValue)=\(schemes[$0].name)" } }
            notices.append("\(target.rawValue) holds \(target.slots.map(\.rawValue).joined(separator: ", ")): wrote \(filled.joined(separator: ", ")); not written: \(ExportWording.list(skipped)) (css and dtcg hold every scheme; --scheme SLOT=NAME picks others)")
        }

        let isTokenFormat = themeSet.definition.format == .dtcg || themeSet.definition.format == .tokensStudio
        addPalette(themeSet.palettes, keepingCSS: isTokenFormat)
        var roleIndex: [String: Int] = [:]
        var withoutColor: [String] = []
        var withoutColorCount = 0
        var changedP3 = ExportChangedP3Roles()
        for (index, sourceIndex) in written.enumerated() {
            let scheme = source[sourceIndex]
            for resolved in scheme.roles {
                let name = resolved.role.name
                let offset: Int
                if let known = roleIndex[name] {
                    offset = known
                } else {
                    offset = roles.count
                    roleIndex[name] = offset
                    roles.append(ExportRole(name: name, values: Array(repeating: nil, count: written.count)))
                }
                guard let value = value(of: resolved, scheme: index, changedP3: &changedP3) else {
                    withoutColorCount += 1
                    if withoutColor.count < 20 { withoutColor.append("\(scheme.name): \(name)") }
                    continue
                }
                roles[offset].values[index] = value
            }
        }
        for offset in roles.indices where !roles[offset].values.allSatisfy({ $0 != nil }) {
            for index in schemes.indices where roles[offset].values[index] == nil && source[written[index]][role: roles[offset].name] == nil {
                withoutColorCount += 1
                if withoutColor.count < 20 { withoutColor.append("\(schemes[index].name): \(roles[offset].name) (absent)") }
            }
        }
        if withoutColorCount > 0 {
            let more = withoutColorCount > withoutColor.count ? " and \(withoutColorCount - withoutColor.count) more" : ""
            let lightFallback = target.holdsEveryScheme ? "" : " (a light value takes the role's dark color, the appearance every other falls back to)"
            notices.append("\(withoutColorCount) role value\(withoutColorCount == 1 ? " has" : "s have") no color in a written scheme and \(withoutColorCount == 1 ? "is" : "are") left out there\(lightFallback) (`themelint show` says why): \(withoutColor.joined(separator: ", "))\(more)")
        }
        mergeRolesWithTheirOwnPaletteColors()
        if target != .android, !changedP3.names.isEmpty {
            // Android holds no P3 at all: its clipping is said for the palette colors.
            let count = changedP3.names.count
            notices.append("\(count) role\(count == 1 ? " changes" : "s change") a Display P3 color other than in alpha; \(target.rawValue) gets the result in sRGB, as `show` reports it: \(ExportWording.list(changedP3.names))")
        }
        // CSS writes a wide-gamut color as the source spells it, a Display P3 one also as
        // `color(display-p3 …)`; asset catalogs, DTCG, Swift and Objective-C hold Display P3;
        // Android holds only 8-bit sRGB. The rest is clipped.
        let clipped = palette.filter { entry in
            guard entry.isOutOfGamut else { return false }
            switch target {
            case .css: return entry.base.wideGamut == nil && entry.base.displayP3 == nil
            case .android: return true
            case .xcassets, .dtcg, .swift, .objc: return entry.base.displayP3 == nil
            }
        }.map(\.name)
        if !clipped.isEmpty {
            notices.append("\(clipped.count) palette color\(clipped.count == 1 ? " lies" : "s lie") outside sRGB; \(target.rawValue) gets \(clipped.count == 1 ? "it" : "them") clipped to sRGB: \(ExportWording.list(clipped))")
        }
    }

    /// Where a role and a palette color share a name (Android resources, design tokens: every
    /// color is both) but the role is not that palette color in every scheme (`@color/gray_600`
    /// in `values`, a literal in `values-night`), they are one color of the source, not two:
    /// the role holds the color itself there, and the palette color, when no other role names
    /// it, is not written, so the targets with one namespace (css, android, objc) do not see
    /// two names become one. Linear in roles and palette.
    private mutating func mergeRolesWithTheirOwnPaletteColors() {
        var merged: Set<String> = []
        for offset in roles.indices where !roles[offset].isOwnPaletteColor && paletteIndex[roles[offset].name] != nil {
            let name = roles[offset].name
            for index in roles[offset].values.indices where roles[offset].values[index]?.palette == name {
                roles[offset].values[index]?.palette = nil
            }
            merged.insert(name)
        }
        guard !merged.isEmpty else { return }
        var stillNamed: Set<String> = []
        for role in roles {
            for value in role.values { if let name = value?.palette, merged.contains(name) { stillNamed.insert(name) } }
        }
        let dropped = merged.subtracting(stillNamed)
        guard !dropped.isEmpty else { return }
        palette.removeAll { dropped.contains($0.name) }
        paletteIndex = [:]
        for (offset, entry) in palette.enumerated() { paletteIndex[entry.name] = offset }
    }

    /// Adds every palette color that parses, in resolution order, the first definition of a
    /// name winning; the Android framework's palette only as far as roles reach it.
    private mutating func addPalette(_ palettes: [Palette], keepingCSS: Bool) {
        keepsCSSSpelling = keepingCSS
        // The Android framework's colors (`@android:color`) are not the source's: only those a
        // role reaches are written (by `value(of:scheme:)`).
        for file in palettes where file.file != AndroidFrameworkColors.file {
            for color in file.colors {
                guard let base = exportColor(of: color), paletteIndex[color.name] == nil else { continue }
                paletteIndex[color.name] = palette.count
                palette.append(ExportPaletteEntry(
                    name: color.name, base: base, values: Array(repeating: nil, count: schemes.count), isOutOfGamut: color.isOutOfGamut))
            }
        }
    }

    /// A palette color as exported: its channels, its Display P3 components where the source
    /// gives it in P3, and for a design-token color outside sRGB written in a CSS Color 4
    /// function, that spelling.
    private func exportColor(of color: PaletteColor) -> ExportColor? {
        guard let rgba = color.color else { return nil }
        var value = ExportColor(rgba)
        value.displayP3 = ExportP3Color(notation: color.rawValue)
        if keepsCSSSpelling, color.isOutOfGamut, Self.wideGamutFunctions.contains(where: { color.rawValue.hasPrefix($0) }) {
            value.wideGamut = color.rawValue
        }
        return value
    }

    /// CSS functions that can spell a color outside sRGB.
    private static let wideGamutFunctions = ["color(", "oklch(", "oklab(", "lch(", "lab("]

    /// What `resolved` paints in written scheme `scheme`, recording the palette value it
    /// reaches there (and in `changedP3` a role that changes a P3 color other than in alpha);
    /// nil when it has no color.
    private mutating func value(of resolved: ResolvedRole, scheme: Int, changedP3: inout ExportChangedP3Roles) -> ExportValue? {
        guard case .resolved(let rgba, let paletteColor, _) = resolved.resolution else { return nil }
        var color = ExportColor(rgba)
        guard let paletteValue = exportColor(of: paletteColor) else { return ExportValue(color: color, palette: nil) }
        let offset: Int
        if let known = paletteIndex[paletteColor.name] {
            offset = known
        } else {
            offset = palette.count
            paletteIndex[paletteColor.name] = offset
            palette.append(ExportPaletteEntry(
                name: paletteColor.name, base: paletteValue, values: Array(repeating: nil, count: schemes.count), isOutOfGamut: paletteColor.isOutOfGamut))
        }
        if paletteColor.isOutOfGamut { palette[offset].isOutOfGamut = true }
        if let earlier = palette[offset].values[scheme], earlier != paletteValue {
            // Two colors of one name in one scheme (two token files): the role keeps its color.
            return ExportValue(color: color, palette: nil)
        }
        palette[offset].values[scheme] = paletteValue
        guard paletteValue.hasSameChannels(as: color) else {
            if let p3 = paletteValue.displayP3 {
                // The resolved color is sRGB. Where only the alpha changed (an alpha modifier, an
                // alpha multiplier) the P3 components are the palette color's: keep them, with the
                // alpha to three decimals (enough to read back as the 8-bit alpha `show` reports).
                if let base = paletteColor.color, base.red == rgba.red, base.green == rgba.green, base.blue == rgba.blue {
                    let alpha = (min(1, max(0, rgba.alpha.isNaN ? 0 : rgba.alpha)) * 1000).rounded() / 1000
                    color.displayP3 = ExportP3Color(red: p3.red, green: p3.green, blue: p3.blue, alpha: alpha)
                } else {
                    changedP3.insert(resolved.role.name)
                }
            }
            return ExportValue(color: color, palette: nil)
        }
        return ExportValue(color: paletteValue, palette: paletteColor.name)
    }
}

/// The roles that change a Display P3 color other than in alpha, each once, in the order met.
struct ExportChangedP3Roles {
    /// Their names.
    private(set) var names: [String] = []
    private var seen: Set<String> = []

    /// Records `name` once.
    mutating func insert(_ name: String) {
        if seen.insert(name).inserted { names.append(name) }
    }
}
