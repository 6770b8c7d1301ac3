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

    /// Parses `json` as a `contrast` block of `.themelint.json`. Unless `inferring`, a block
    /// that says nothing of `infer` gets `"infer": false`, so tests of explicit pairs see only those.
    static func configuration(_ json: String, inferring: Bool = false) throws -> ContrastConfiguration {
        var json = json
        // Appended before the closing brace, so positions in the block stay where the test wrote them.
        if !inferring, !json.contains("\"infer\""), let brace = json.lastIndex(of: "}") {
            let empty = json[..<brace].trimmingPrefix { $0 != "{" }.dropFirst().allSatisfy { $0 == " " || $0 == "\n" }
            json.insert(contentsOf: empty ? "\"infer\": false" : ", \"infer\": false", at: brace)
        }
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
