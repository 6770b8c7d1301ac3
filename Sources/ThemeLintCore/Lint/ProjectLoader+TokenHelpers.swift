/// Helpers of token set loading: the files `$ref` pointers reach, the sets a `$themes.json`
/// selects, appearances from names, and the per-load palette of a token file.
extension ProjectLoader {
    /// The other files a token file's `$ref` pointers name, each once, with the value of the
    /// first token that names it (where a missing file is reported).
    static func pointerFiles(in file: TokenNamespace.ClassifiedFile) -> [(path: String, at: Location)] {
        var result: [(path: String, at: Location)] = []
        var seen = Set<String>()
        for (token, value) in zip(file.tokens.tokens, file.values) {
            if case .reference(.pointer(let path, _), _) = value, path != token.location.file, seen.insert(path).inserted {
                result.append((path, token.valueLocation))
            }
            // `$ref`s inside a value (a color object's components, alpha, colorSpace).
            for reference in TokenPointerResolver.nestedReferences(in: token.value) {
                if let (path, _) = TokenPointerResolver.split(reference, from: token.location.file), path != token.location.file, seen.insert(path).inserted {
                    result.append((path, token.valueLocation))
                }
            }
        }
        return result
    }
}

extension TokenSetLoading {
    /// The set names a `$themes.json` selects (keys of each theme's `selectedTokenSets`).
    /// Each with where a theme first selects it as `enabled` or `source` (nil when every theme
    /// that names it says `disabled`).
    static func selectedSetNames(_ themes: JSONNode) -> [(name: String, usedAt: SourcePosition?)] {
        var names: [(name: String, usedAt: SourcePosition?)] = []
        var offsets: [String: Int] = [:]
        for theme in themes.value.arrayElements ?? [] {
            for member in theme["selectedTokenSets"]?.value.objectMembers ?? [] {
                let used = member.value.value.stringValue != "disabled" ? member.keyPosition : nil
                if let offset = offsets[member.key] {
                    if names[offset].usedAt == nil { names[offset].usedAt = used }
                } else {
                    offsets[member.key] = names.count
                    names.append((member.key, used))
                }
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
