/// Finding the design-token theme sets (DTCG 2025.10, Tokens Studio) of a repository without a configuration.
extension ProjectLoader {
    /// Whether `path` names a file that may hold design tokens under auto-detection.
    static func isTokenFileName(_ path: String) -> Bool {
        let name = RepositoryPath.fileName(of: path)
        // Hidden files (`.themelint.json`) and Tokens Studio's `$` files are never token files.
        guard !name.hasPrefix("."), !name.hasPrefix("$"), !name.hasSuffix(".resolver.json") else { return false }
        return name.hasSuffix(".json") || name.hasSuffix(".tokens")
    }

    /// Auto-detection of token theme sets: every `*.resolver.json`; else every `$themes.json`
    /// (its folder one Tokens Studio set); else every token file (`*.tokens.json`, `*.tokens`,
    /// and other `*.json` holding `"$value"`) one set with one scheme `default`.
    /// - Parameter holdsTokens: whether a candidate file's bytes hold `"$value"` (read only when
    ///   neither of the first two kinds exists).
    static func detectTokenThemeSets(in paths: [String], holdsTokens: (String) throws(SourceError) -> Bool) throws(SourceError) -> [ThemeSetDefinition] {
        let sorted = paths.sorted()
        let resolvers = sorted.filter { RepositoryPath.fileName(of: $0).hasSuffix(".resolver.json") }
        if !resolvers.isEmpty {
            return resolvers.map { path in
                var definition = ThemeSetDefinition(name: path, format: .dtcg, schemes: path, palettes: [], hexAlpha: .trailing)
                definition.tokens = RepositoryPath.directory(of: path)
                return definition
            }
        }
        let themes = sorted.filter { RepositoryPath.fileName(of: $0) == "$themes.json" }
        if !themes.isEmpty {
            return themes.map { path in
                let folder = RepositoryPath.directory(of: path)
                var definition = ThemeSetDefinition(name: folder.isEmpty ? path : folder, format: .tokensStudio, schemes: path, palettes: [], hexAlpha: .trailing)
                definition.tokens = folder
                return definition
            }
        }
        var result: [ThemeSetDefinition] = []
        for path in sorted where isTokenFileName(path) {
            let name = RepositoryPath.fileName(of: path)
            let named = name.hasSuffix(".tokens.json") || name.hasSuffix(".tokens")
            if !named {
                guard try holdsTokens(path) else { continue }
            }
            var definition = ThemeSetDefinition(name: path, format: .dtcg, schemes: path, palettes: [], hexAlpha: .trailing)
            definition.tokens = path
            result.append(definition)
        }
        return result
    }
}
