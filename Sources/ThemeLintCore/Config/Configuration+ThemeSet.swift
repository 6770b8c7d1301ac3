extension Configuration {
    /// One element of `"themes"`: its members read as written, then checked against its format.
    static func parseThemeSet(_ node: JSONNode, index: Int, file: String, inheriting root: ContrastConfiguration?) throws(ConfigurationError) -> ThemeSetDefinition {
        let members = try ConfigReader.object(node, "a theme set", file: file)
        let here = Location(file: file, position: node.position)
        var written = ThemeSetMembers()
        for member in members { try written.read(member, file: file) }
        var contrast = root
        if let contrastNode = written.contrastNode {
            contrast = try ContrastConfiguration.parse(contrastNode, file: file, inheriting: root)
        }
        let format = written.format
        if format == .android {
            return try androidThemeSet(name: written.name, resources: written.resources, unexpected: written.namesNonAndroidMembers, contrast: contrast, at: here, index: index)
        }
        guard written.resources == nil else { throw ConfigurationError("\"res\" belongs to the \"android\" format", at: here) }
        if format == .xcassets {
            return try xcassetsThemeSet(name: written.name, catalog: written.catalog ?? written.schemes, palettes: written.palettes, tokens: written.tokens, roles: written.roles, tokenSchemes: written.tokenSchemes, contrast: contrast, at: here, index: index)
        }
        guard written.catalog == nil else {
            throw ConfigurationError("\"catalog\" belongs to the \"xcassets\" format", at: here)
        }
        if format.isTokenFormat {
            return try tokenThemeSet(written, contrast: contrast, at: here, index: index)
        }
        return try appearanceThemeSet(written, contrast: contrast, at: here, index: index)
    }

    /// A `dtcg` or `tokens-studio` theme set: its `tokens` file or folder (else the folder of
    /// `schemes`), no palettes.
    private static func tokenThemeSet(_ written: ThemeSetMembers, contrast: ContrastConfiguration?, at here: Location, index: Int) throws(ConfigurationError) -> ThemeSetDefinition {
        let (name, format, schemes) = (written.name, written.format, written.schemes)
        guard let tokens = written.tokens ?? schemes.map(RepositoryPath.directory) else {
            throw ConfigurationError("theme set \(name.map { "\"\($0)\"" } ?? "#\(index + 1)") of format \"\(format.rawValue)\" has no \"tokens\" file or folder", at: here)
        }
        guard written.palettes.isEmpty else {
            throw ConfigurationError("a \"\(format.rawValue)\" theme set has no \"palettes\": its literal color tokens are its palette", at: here)
        }
        var definition = ThemeSetDefinition(
            name: name ?? tokens, format: format, schemes: schemes ?? tokens, palettes: [],
            hexAlpha: .trailing, contrast: contrast, declaration: here)
        definition.tokens = tokens
        definition.tokenSchemes = written.tokenSchemes
        definition.roles = written.roles
        if let maxSchemes = written.maxSchemes { definition.maxSchemes = maxSchemes }
        return definition
    }

    /// An Appearance theme set: a `schemes` file and its `palettes`, nothing of the token formats.
    private static func appearanceThemeSet(_ written: ThemeSetMembers, contrast: ContrastConfiguration?, at here: Location, index: Int) throws(ConfigurationError) -> ThemeSetDefinition {
        guard written.tokens == nil, written.tokenSchemes.isEmpty, written.roles == nil, written.maxSchemes == nil else {
            throw ConfigurationError("\"tokens\", \"roles\", \"maxSchemes\" and named \"schemes\" belong to the \"dtcg\" and \"tokens-studio\" formats", at: here)
        }
        guard let schemes = written.schemes else {
            throw ConfigurationError("theme set \(written.name.map { "\"\($0)\"" } ?? "#\(index + 1)") has no \"schemes\" file", at: here)
        }
        return ThemeSetDefinition(
            name: written.name ?? schemes, format: written.format, schemes: schemes, palettes: written.palettes,
            hexAlpha: written.hexAlpha, contrast: contrast, declaration: here
        )
    }

    /// An `xcassets` theme set: its `catalog` folder (or `schemes`), nothing else to name.
    static func xcassetsThemeSet(
        name: String?, catalog: String?, palettes: [String], tokens: String?, roles: [String]?, tokenSchemes: [NamedTokenSets],
        contrast: ContrastConfiguration?, at here: Location, index: Int
    ) throws(ConfigurationError) -> ThemeSetDefinition {
        guard let catalog else {
            throw ConfigurationError("theme set \(name.map { "\"\($0)\"" } ?? "#\(index + 1)") of format \"xcassets\" has no \"catalog\" (the *.xcassets folder)", at: here)
        }
        guard palettes.isEmpty, tokens == nil, roles == nil, tokenSchemes.isEmpty else {
            throw ConfigurationError("an \"xcassets\" theme set names only its \"catalog\": its color sets are its roles, their literal entries its palette", at: here)
        }
        return ThemeSetDefinition(name: name ?? catalog, format: .xcassets, schemes: catalog, palettes: [], hexAlpha: .trailing, contrast: contrast, declaration: here)
    }
}
