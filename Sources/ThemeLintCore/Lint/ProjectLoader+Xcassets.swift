/// Loading Xcode asset catalogs (`*.xcassets`) into the shared model.
extension ProjectLoader {
    /// Auto-detection: every `*.xcassets` folder that holds a color set is one theme set,
    /// named by its path.
    static func detectXcassetsThemeSets(in paths: [String]) -> [ThemeSetDefinition] {
        XcassetsCatalog.catalogs(in: paths).map { catalog in
            ThemeSetDefinition(name: catalog, format: .xcassets, schemes: catalog, palettes: [], hexAlpha: .trailing)
        }
    }

    /// Whether `path` lies in the asset catalog `catalog` (its `Contents.json` files).
    static func isInCatalog(_ path: String, catalog: String) -> Bool {
        catalog.isEmpty || path.hasPrefix(catalog + "/")
    }

    /// Loads the asset catalog a definition names (`schemes` is the catalog folder).
    func loadXcassetsThemeSet(_ definition: ThemeSetDefinition, paths: () throws(SourceError) -> [String], state: inout LoadState) throws(SourceError) -> LoadedThemeSet {
        let catalogPath = definition.schemes
        let allPaths = try paths()
        let prefix = catalogPath + "/"
        let inside = allPaths.filter { $0.hasPrefix(prefix) }
        let at = definition.declaration ?? Location(file: catalogPath, position: .start)
        var issues: [LoadIssue] = []
        let catalog = try XcassetsCatalog.read(catalogPath, paths: inside, issues: &issues) { path throws(SourceError) in
            guard let document = try state.document(path, missingAt: nil) else { return nil }
            state.memberFiles.insert(path)
            return document.root
        }
        for path in inside where path.hasSuffix("/Contents.json") { state.releaseTree(of: path) }
        state.issues.append(contentsOf: issues)
        if catalog.sets.isEmpty, !inside.contains(where: { $0.hasSuffix(".colorset/Contents.json") }) {
            state.issues.append(LoadIssue(.missingFile, "\(catalogPath) holds no color set (*.colorset/Contents.json) in \(state.source.descriptor.displayName)", at: at, key: catalogPath))
        }
        let rootContents = prefix + "Contents.json"
        let schemeLocation = Location(file: inside.contains(rootContents) ? rootContents : catalogPath, position: .start)
        let output = XcassetsThemeSetBuilder.build(catalog, definition: definition, schemeLocation: schemeLocation)
        state.schemeFiles[catalogPath] = output.schemeFile
        state.palettes[catalogPath] = output.palette
        var loaded = LoadedThemeSet(definition: definition, schemeFile: output.schemeFile, palettes: [output.palette], unavailablePalettes: [], resolved: output.resolved)
        loaded.identifierCandidates = IdentifierCandidates(
            names: AppleSystemColors.names(platform: "universal"),
            description: "Apple's system colors (\(AppleSystemColors.release))")
        return loaded
    }
}
