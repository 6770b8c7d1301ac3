/// Helpers of token set loading: the files `$ref` pointers reach, the sets a `$themes.json`
/// selects, appearances from names, and the per-load palette of a token file.
extension ProjectLoader {
    /// The other files a token file's `$ref` pointers name.
    static func pointerFiles(in file: TokenNamespace.ClassifiedFile) -> [String] {
        var result: [String] = []
        for (token, value) in zip(file.tokens.tokens, file.values) {
            if case .reference(.pointer(let path, _), _) = value, path != token.location.file {
                result.append(path)
            }
            // `$ref`s inside a value (a color object's components, alpha, colorSpace).
            for reference in TokenPointerResolver.nestedReferences(in: token.value) {
                if let (path, _) = TokenPointerResolver.split(reference, from: token.location.file), path != token.location.file {
                    result.append(path)
                }
            }
        }
        return result
    }
}

extension TokenSetLoading {
    /// The set names a `$themes.json` selects (keys of each theme's `selectedTokenSets`).
    static func selectedSetNames(_ themes: JSONNode) -> [String] {
        var names: [String] = []
        var seen = Set<String>()
        for theme in themes.value.arrayElements ?? [] {
            for member in theme["selectedTokenSets"]?.value.objectMembers ?? [] where seen.insert(member.key).inserted {
                names.append(member.key)
            }
        }
        return names
    }

    /// The appearance a name gives: `light` or `dark` in it, case-insensitively.
    static func appearance(of name: String) -> Appearance? {
        let lower = name.lowercased()
        if lower.contains("dark") { return .dark }
        if lower.contains("light") { return .light }
        return nil
    }
}

extension LoadState {
    /// The palette of token file `file`, made and its issues reported once per load.
    mutating func tokenPalette(of file: TokenFile, legacyReferences: Bool, values: [TokenValue]?, pointerFile: @escaping (String) -> TokenFile?) -> Palette {
        if let known = palettes[file.file] { return known }
        let palette = TokenThemeSetBuilder.palette(of: file, legacyReferences: legacyReferences, values: values, pointerFile: pointerFile, issues: &issues)
        palettes[file.file] = palette
        return palette
    }
}
