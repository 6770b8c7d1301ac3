/// Plans the schemes of a Tokens Studio folder from its `$themes.json` and `$metadata.json`.
///
/// - One scheme per combination of one option (theme) from each group, groups in order of first
///   appearance; the themes without a group form one more group whose options are named by the
///   theme's name alone.
/// - A theme's `selectedTokenSets` maps set names to `enabled` (output), `source` (resolves
///   references only) or `disabled` (ignored). When the chosen themes name one set differently,
///   `enabled` wins over `source`.
/// - Sets are ordered by `$metadata.json`'s `tokenSetOrder`; sets it does not list come after,
///   in order of first appearance in `$themes.json`. A later set overrides an earlier one.
/// - Groups whose options all have the same color tokens do not multiply schemes and are not
///   named; their first option is used.
public enum TokensStudioThemes {
    /// Plans the schemes of a `$themes.json`.
    /// - Parameters:
    ///   - themes: the parsed `$themes.json` (an array of themes).
    ///   - metadata: the parsed `$metadata.json`, when the folder has one.
    ///   - themesFile: the repository-relative path of `$themes.json` (for locations).
    ///   - metadataFile: the repository-relative path of `$metadata.json` (for locations).
    ///   - folder: the directory holding `$themes.json` (`""` at the root); set `a/b` is the
    ///     file `folder/a/b.json`.
    ///   - colorDigest: a hash of a set's color tokens (names and values), or nil when the set
    ///     holds no color token.
    ///   - maxSchemes: the most color-changing combinations accepted.
    /// - Returns: the plans, the first group varying slowest; empty when `$themes.json` lists no theme.
    /// - Throws: `TokenThemesError` for a malformed document or more than `maxSchemes` schemes.
    public static func plans(
        themes: JSONNode, metadata: JSONNode?, themesFile: String, metadataFile: String? = nil, folder: String,
        colorDigest: (TokenSetUse) -> Int?, maxSchemes: Int = 10_000
    ) throws(TokenThemesError) -> [TokenSchemePlan] {
        try plans(
            themes: themes, metadata: metadata, themesFile: themesFile,
            metadataFile: metadataFile ?? RepositoryPath.join(folder, "$metadata.json"), colorDigest: colorDigest, maxSchemes: maxSchemes
        ) { (name, location) throws(TokenThemesError) in
            .file(try filePath(of: name, folder: folder, at: location))
        }
    }

    /// Plans the schemes of a single-file Tokens Studio export: a JSON object whose top-level
    /// keys are token sets, beside `"$themes"` (the themes) and `"$metadata"` (its `tokenSetOrder`).
    /// Set `a/b` is the top-level member `"a/b"`: the source `.inline(file: file, pointer: "/a~1b")`.
    /// - Parameters:
    ///   - root: the parsed file.
    ///   - file: its repository-relative path.
    ///   - colorDigest: a hash of a set's color tokens (names and values), or nil when the set
    ///     holds no color token.
    ///   - maxSchemes: the most color-changing combinations accepted.
    /// - Returns: the plans; empty when the file has no `"$themes"` or lists no theme.
    /// - Throws: `TokenThemesError` for malformed themes or more than `maxSchemes` schemes.
    public static func plans(
        singleFile root: JSONNode, file: String, colorDigest: (TokenSetUse) -> Int?, maxSchemes: Int = 10_000
    ) throws(TokenThemesError) -> [TokenSchemePlan] {
        guard let themes = root["$themes"] else { return [] }
        return try plans(
            themes: themes, metadata: root["$metadata"], themesFile: file, metadataFile: file,
            colorDigest: colorDigest, maxSchemes: maxSchemes
        ) { (name, _) throws(TokenThemesError) in
            .inline(file: file, pointer: "/" + ResolverReader.escape(name))
        }
    }

    /// The planner behind both layouts; `source` gives a set's tokens.
    static func plans(
        themes: JSONNode, metadata: JSONNode?, themesFile: String, metadataFile: String,
        colorDigest: (TokenSetUse) -> Int?, maxSchemes: Int,
        source: (String, Location) throws(TokenThemesError) -> TokenSetSource
    ) throws(TokenThemesError) -> [TokenSchemePlan] {
        let parsed = try parseThemes(themes, file: themesFile)
        guard !parsed.isEmpty else { return [] }
        let order = try setOrder(metadata: metadata, metadataFile: metadataFile, themes: parsed)
        var sources: [String: TokenSetSource] = [:]
        for theme in parsed {
            for selection in theme.sets where sources[selection.name] == nil {
                sources[selection.name] = try source(selection.name, selection.location)
            }
        }
        func use(_ name: String, _ status: SetStatus) -> TokenSetUse {
            TokenSetUse(name: name, sources: sources[name].map { [$0] } ?? [], isOutput: status == .enabled)
        }

        // Groups in order of first appearance; the themes without a group are one more group.
        var groupIndex: [String?: Int] = [:]
        var members: [[ParsedTheme]] = []
        for theme in parsed {
            if let index = groupIndex[theme.group] {
                members[index].append(theme)
            } else {
                groupIndex[theme.group] = members.count
                members.append([theme])
            }
        }
        var digests: [String: Int?] = [:]
        let dimensions = members.map { themes in
            ChoiceDimension(group: themes[0].group, options: themes.map { theme in
                let signature = theme.sets.compactMap { selection -> ColorSignaturePart? in
                    guard selection.status != .disabled else { return nil }
                    let key = selection.name + (selection.status == .enabled ? "\u{0}e" : "\u{0}s")
                    let digest: Int?
                    if let known = digests[key] {
                        digest = known
                    } else {
                        digest = colorDigest(use(selection.name, selection.status))
                        digests[key] = digest
                    }
                    return digest.map { ColorSignaturePart(set: selection.name, isOutput: selection.status == .enabled, digest: $0) }
                }
                return ChoiceOption(name: theme.name, location: theme.location, colorSignature: signature.sorted { order[$0.set ?? ""] ?? 0 < order[$1.set ?? ""] ?? 0 })
            }, defaultIndex: 0)
        }
        let combinations = SchemeCombinations(dimensions: dimensions)
        let documentLocation = Location(file: themesFile, position: themes.position)
        return try combinations.plans(maxSchemes: maxSchemes, documentLocation: documentLocation) { selection in
            var chosen: [String: SetStatus] = [:]
            for (dimension, option) in selection.enumerated() {
                for set in members[dimension][option].sets where set.status != .disabled {
                    chosen[set.name] = max(chosen[set.name] ?? .disabled, set.status)
                }
            }
            return chosen.sorted { (order[$0.key] ?? 0, $0.key) < (order[$1.key] ?? 0, $1.key) }.map { use($0.key, $0.value) }
        }
    }

    /// A set's status in a theme; ordered so that the stronger status wins.
    enum SetStatus: Int, Comparable, Sendable {
        case disabled, source, enabled

        static func < (lhs: SetStatus, rhs: SetStatus) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// One set a theme names.
    struct SetSelection: Sendable {
        var name: String
        var status: SetStatus
        var location: Location
    }

    /// One theme of `$themes.json`.
    struct ParsedTheme: Sendable {
        var name: String
        var group: String?
        var sets: [SetSelection]
        var location: Location
    }

    static func parseThemes(_ themes: JSONNode, file: String) throws(TokenThemesError) -> [ParsedTheme] {
        func location(_ position: SourcePosition) -> Location { Location(file: file, position: position) }
        guard let elements = themes.value.arrayElements else {
            throw TokenThemesError("$themes.json must be an array of themes, not \(themes.value.typeName)", at: location(themes.position))
        }
        var result: [ParsedTheme] = []
        var seen: [String?: Set<String>] = [:]
        for element in elements {
            guard let members = element.value.objectMembers else {
                throw TokenThemesError("a theme must be an object, not \(element.value.typeName)", at: location(element.position))
            }
            guard let nameNode = element["name"] else {
                throw TokenThemesError("a theme has no \"name\"", at: location(element.position))
            }
            guard let name = nameNode.value.stringValue, !name.isEmpty else {
                throw TokenThemesError("a theme's \"name\" must be a non-empty string", at: location(nameNode.position))
            }
            var group: String?
            if let groupNode = element["group"] {
                switch groupNode.value {
                case .string(let text): group = text.isEmpty ? nil : text
                case .null: group = nil
                default: throw TokenThemesError("a theme's \"group\" must be a string", at: location(groupNode.position))
                }
            }
            guard seen[group, default: []].insert(name).inserted else {
                let what = group.map { "group \"\($0)\"" } ?? "the themes without a group"
                throw TokenThemesError("theme \"\(name)\" appears twice in \(what)", at: location(element.position))
            }
            var sets: [SetSelection] = []
            if let selected = members.last(where: { $0.key == "selectedTokenSets" })?.value {
                guard let entries = selected.value.objectMembers else {
                    throw TokenThemesError("\"selectedTokenSets\" must be an object of set name to \"enabled\", \"source\" or \"disabled\"", at: location(selected.position))
                }
                var index: [String: Int] = [:]
                for entry in entries {
                    let status: SetStatus
                    switch entry.value.value.stringValue {
                    case "enabled": status = .enabled
                    case "source": status = .source
                    case "disabled": status = .disabled
                    default:
                        throw TokenThemesError("set \"\(entry.key)\" must be \"enabled\", \"source\" or \"disabled\"", at: location(entry.value.position))
                    }
                    // JSON's last-one-wins for a repeated set name, at its first place.
                    let selection = SetSelection(name: entry.key, status: status, location: location(entry.keyPosition))
                    if let known = index[entry.key] {
                        sets[known] = selection
                    } else {
                        index[entry.key] = sets.count
                        sets.append(selection)
                    }
                }
            }
            result.append(ParsedTheme(name: name, group: group, sets: sets, location: location(element.position)))
        }
        return result
    }

    /// Rank of every set: `tokenSetOrder` first, then the others in order of first appearance.
    static func setOrder(metadata: JSONNode?, metadataFile: String, themes: [ParsedTheme]) throws(TokenThemesError) -> [String: Int] {
        var order: [String: Int] = [:]
        if let metadata {
            guard metadata.value.objectMembers != nil else {
                throw TokenThemesError("$metadata.json must be an object", at: Location(file: metadataFile, position: metadata.position))
            }
            if let list = metadata["tokenSetOrder"] {
                guard let elements = list.value.arrayElements else {
                    throw TokenThemesError("\"tokenSetOrder\" must be an array of set names", at: Location(file: metadataFile, position: list.position))
                }
                for element in elements {
                    guard let name = element.value.stringValue else {
                        throw TokenThemesError("\"tokenSetOrder\" must hold set names (strings)", at: Location(file: metadataFile, position: element.position))
                    }
                    if order[name] == nil { order[name] = order.count }
                }
            }
        }
        for theme in themes {
            for set in theme.sets where order[set.name] == nil {
                order[set.name] = order.count
            }
        }
        return order
    }

    /// The file of set `name`: `folder/name.json`.
    static func filePath(of name: String, folder: String, at location: Location) throws(TokenThemesError) -> String {
        let path = RepositoryPath.join(folder, name + ".json")
        do {
            _ = try RepositoryPath.components(of: path)
        } catch {
            throw TokenThemesError("set \"\(name)\" does not name a file inside the repository: \(error.description)", at: location)
        }
        return path
    }
}
