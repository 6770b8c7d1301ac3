import ThemeLintCore

/// Builds resolved theme sets by hand for contrast tests.
enum ContrastFixture {
    static let schemeFile = "scheme.json"

    /// A role resolved to `hex` (CSS order), or unresolved when `hex` is nil; the role's key sits on line `line`.
    static func role(_ name: String, _ hex: String?, scheme: String, line: Int) -> ResolvedRole {
        let location = Location(file: schemeFile, position: SourcePosition(line: line, column: 9))
        let reference = ColorReference(identifier: name + "_color", location: location)
        let role = Role(name: name, location: location, reference: reference)
        guard let hex, let color = HexColor.parseCSS(hex) else {
            return ResolvedRole(scheme: scheme, role: role, resolution: .unresolved)
        }
        let paletteColor = PaletteColor(name: name + "_color", rawValue: hex, color: color, location: location, valueLocation: location)
        return ResolvedRole(scheme: scheme, role: role, resolution: .resolved(color: color, paletteColor: paletteColor, paletteFile: "palette.json"))
    }

    /// A resolved scheme; roles are given in order as (name, CSS hex or nil for unresolved).
    static func scheme(_ name: String, _ appearance: Appearance?, _ roles: [(String, String?)], firstLine: Int = 1) -> ResolvedScheme {
        let resolved = roles.enumerated().map { offset, entry in role(entry.0, entry.1, scheme: name, line: firstLine + offset) }
        let scheme = Scheme(
            name: name, location: Location(file: schemeFile, position: SourcePosition(line: firstLine, column: 5)),
            appearance: appearance, roles: resolved.map(\.role)
        )
        return ResolvedScheme(scheme: scheme, roles: resolved)
    }

    static func set(_ schemes: [ResolvedScheme], contrast: ContrastConfiguration? = nil) -> ResolvedThemeSet {
        ResolvedThemeSet(
            definition: ThemeSetDefinition(name: "main", schemes: schemeFile, palettes: ["palette.json"], contrast: contrast),
            palettes: [], schemes: schemes
        )
    }

    /// Parses `json` as a `contrast` block of `.themelint.json`.
    static func configuration(_ json: String) throws -> ContrastConfiguration {
        let document = try JSONParser().parse(Array(json.utf8))
        return try ContrastConfiguration.parse(document.root, file: ".themelint.json")
    }

    /// The error parsing `json` throws, if any.
    static func configurationError(_ json: String) throws -> ConfigurationError? {
        let document = try JSONParser().parse(Array(json.utf8))
        do {
            _ = try ContrastConfiguration.parse(document.root, file: ".themelint.json")
            return nil
        } catch {
            return error
        }
    }
}
