/// Maps an asset catalog into the shared model: its schemes (one per idiom × luminosity ×
/// contrast), one role per color set, one palette of every literal entry, and each role
/// resolved to the entry Xcode would pick (a literal, or a system color's published value).
public enum XcassetsThemeSetBuilder {
    /// What one catalog becomes.
    public struct Output: Sendable {
        /// The schemes, every color set a role (an empty slot where nothing matches).
        public var schemeFile: SchemeFile
        /// Every literal entry, named `Set (label)`: `Brand/Accent (dark)`.
        public var palette: Palette
        /// The schemes resolved.
        public var resolved: ResolvedThemeSet
    }

    /// The palette-color name of an entry: `Brand/Accent (mac, dark)`.
    public static func paletteName(set: String, entry: XcassetsEntry) -> String {
        "\(set) (\(entry.label))"
    }

    /// Where a system color's resolution says it came from (`ios system colors`; the table's
    /// release is `AppleSystemColors.release`).
    public static func systemPaletteName(platform: String) -> String {
        "\(platform) system colors"
    }

    /// Builds the model of `catalog` for `definition`.
    /// - Parameter schemeLocation: where a scheme is said to stand (the catalog's own `Contents.json`).
    public static func build(_ catalog: XcassetsCatalog, definition: ThemeSetDefinition, schemeLocation: Location) -> Output {
        let keys = XcassetsSchemeKey.schemes(of: catalog)
        // Each scheme's name is made once (every resolved role of the scheme shares it).
        let names = keys.map(\.name)
        var colors: [PaletteColor] = []
        colors.reserveCapacity(catalog.sets.count)
        // One color set at a time, for every scheme: the set's entries are matched and made
        // into roles once, and each scheme's roles are appended in set order.
        var rolesByScheme: [[Role]] = keys.map { _ in [] }
        var resolutionsByScheme: [[Resolution]] = keys.map { _ in [] }
        for index in keys.indices {
            rolesByScheme[index].reserveCapacity(catalog.sets.count)
            resolutionsByScheme[index].reserveCapacity(catalog.sets.count)
        }
        // The set's literal entries' palette colors (nil where not literal), and the role and
        // resolution of each entry already picked by a scheme: an entry that is not a system
        // color paints every scheme that picks it alike (a resolution is boxed, so sharing
        // shares storage). Both are reused from set to set.
        var entryColors: [PaletteColor?] = []
        var shared: [(role: Role, resolution: Resolution)?] = []
        for set in catalog.sets {
            entryColors.removeAll(keepingCapacity: true)
            shared.removeAll(keepingCapacity: true)
            for entry in set.entries {
                shared.append(nil)
                guard case .literal(let literal) = entry.content else {
                    entryColors.append(nil)
                    continue
                }
                let color = paletteColor(literal, name: paletteName(set: set.name, entry: entry), entry: entry)
                colors.append(color)
                entryColors.append(color)
            }
            for (scheme, key) in keys.enumerated() where key.includes(set) {
                let index = key.entryIndex(of: set)
                if let index, let known = shared[index] {
                    rolesByScheme[scheme].append(known.role)
                    resolutionsByScheme[scheme].append(known.resolution)
                    continue
                }
                let (role, resolution) = self.role(set, entry: index, in: key, catalog: catalog.path, colors: entryColors)
                if let index, !set.entries[index].isSystemColor { shared[index] = (role, resolution) }
                rolesByScheme[scheme].append(role)
                resolutionsByScheme[scheme].append(resolution)
            }
        }
        let palette = Palette(file: catalog.path, colors: colors)
        var schemes: [Scheme] = []
        var resolvedSchemes: [ResolvedScheme] = []
        schemes.reserveCapacity(keys.count)
        resolvedSchemes.reserveCapacity(keys.count)
        for (index, key) in keys.enumerated() {
            let roles = rolesByScheme[index]
            rolesByScheme[index] = []
            let resolutions = resolutionsByScheme[index]
            resolutionsByScheme[index] = []
            var scheme = Scheme(name: names[index], location: schemeLocation, appearance: key.appearance, uniquelyNamedRoles: roles)
            scheme.family = key.idiom ?? "universal"
            schemes.append(scheme)
            var resolvedRoles: [ResolvedRole] = []
            resolvedRoles.reserveCapacity(resolutions.count)
            for offset in resolutions.indices {
                resolvedRoles.append(ResolvedRole(scheme: names[index], roles: roles, offset: offset, resolution: resolutions[offset]))
            }
            resolvedSchemes.append(ResolvedScheme(scheme: scheme, roles: resolvedRoles))
        }
        let schemeFile = SchemeFile(file: catalog.path, schemes: schemes)
        let resolved = ResolvedThemeSet(definition: definition, palettes: [palette], schemes: resolvedSchemes)
        return Output(schemeFile: schemeFile, palette: palette, resolved: resolved)
    }

    private static func paletteColor(_ literal: XcassetsLiteralColor, name: String, entry: XcassetsEntry) -> PaletteColor {
        var color = PaletteColor(name: name, rawValue: literal.color.notation, color: literal.color.rgba, location: entry.location, valueLocation: literal.location, hexAlpha: .trailing)
        color.isOutOfGamut = literal.color.isOutOfGamut
        return color
    }

    /// The role of `set` in scheme `key`, and how it resolves.
    /// - Parameter colors: the palette color of each of the set's entries (nil where not literal).
    /// - Parameter index: the entry the scheme picks (`XcassetsSchemeKey.entryIndex`), nil for none.
    static func role(_ set: XcassetsColorSet, entry index: Int?, in key: XcassetsSchemeKey, catalog: String, colors: [PaletteColor?]) -> (Role, Resolution) {
        if set.asksForSystemDefault {
            // Not an empty slot (no missing-role): the app paints the system's color here.
            var role = Role(name: set.name, location: index.map { set.entries[$0].location } ?? set.location, reference: nil)
            role.asksForSystemDefault = true
            return (role, .indeterminate(reason: "color set \(set.name) holds no color: the system's default color is used"))
        }
        guard let index else {
            var role = Role(name: set.name, location: set.location, reference: nil)
            role.isEmptySlot = true
            return (role, .indeterminate(reason: "no entry of color set \(set.name) is for \"\(key.name)\""))
        }
        let entry = set.entries[index]
        switch entry.content {
        case .empty:
            var role = Role(name: set.name, location: entry.location, reference: nil)
            role.isEmptySlot = true
            return (role, .indeterminate(reason: "the \(entry.label) entry of color set \(set.name) is an empty slot"))
        case .invalid:
            let role = Role(name: set.name, location: entry.location, reference: nil)
            return (role, .indeterminate(reason: "the \(entry.label) entry of color set \(set.name) is not a valid color"))
        case .literal(let literal):
            let color = colors[index] ?? paletteColor(literal, name: paletteName(set: set.name, entry: entry), entry: entry)
            // The entry's palette color is named directly (no chain of tokens to follow).
            let reference = ColorReference(identifier: color.name, location: literal.location)
            let role = Role(name: set.name, location: entry.location, reference: reference)
            return (role, .resolved(color: literal.color.rgba, paletteColor: color, paletteFile: catalog))
        case .system(let platform, let name, let location):
            let reference = ColorReference(identifier: name, location: location)
            let role = Role(name: set.name, location: entry.location, reference: reference)
            guard let value = AppleSystemColors.value(platform: platform, reference: name) else { return (role, .unresolved) }
            let rgba = value.color(key.appearance, highContrast: key.highContrast)
            let color = PaletteColor(name: name, rawValue: ColorNotation.hex(rgba, alpha: .trailing), color: rgba, location: entry.location, valueLocation: location, hexAlpha: .trailing)
            return (role, .resolved(color: rgba, paletteColor: color, paletteFile: systemPaletteName(platform: platform)))
        }
    }
}
