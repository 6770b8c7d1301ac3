/// Planning a token theme set's schemes: from a resolver document, a `$themes.json`, the
/// configuration, or one scheme of every token file.
extension TokenSetLoading {
    /// The scheme plans of the set.
    mutating func plans(paths: () throws(SourceError) -> [String], state: inout LoadState) throws(SourceError) -> [TokenSchemePlan] {
        let definition = self.definition
        let tokens = definition.tokens ?? RepositoryPath.directory(of: definition.schemes)
        let schemesName = RepositoryPath.fileName(of: definition.schemes)
        let at = definition.declaration ?? Location(file: definition.schemes, position: .start)
        // 1. a resolver document
        if schemesName.hasSuffix(".resolver.json") {
            guard let document = try root(definition.schemes, state: &state) else { return [] }
            try preloadReferencedFiles(of: document, from: definition.schemes, state: &state)
            return try plan(at: at, state: &state) { digest throws(TokenThemesError) in
                try DTCGResolverDocument.plans(document: document, file: definition.schemes, colorDigest: digest, maxSchemes: definition.maxSchemes)
            }
        }
        // 2. a Tokens Studio $themes.json (named, or in the tokens folder)
        var themesPath: String?
        if schemesName == "$themes.json" {
            themesPath = definition.schemes
        } else if definition.tokenSchemes.isEmpty, definition.format == .tokensStudio {
            let candidate = RepositoryPath.join(tokens, "$themes.json")
            if try paths().contains(candidate) { themesPath = candidate }
        }
        if let themesPath {
            let folder = RepositoryPath.directory(of: themesPath)
            guard let themes = try root(themesPath, state: &state) else { return [] }
            let metadataPath = RepositoryPath.join(folder, "$metadata.json")
            let metadata = try paths().contains(metadataPath) ? try root(metadataPath, state: &state) : nil
            // The sets the themes select, read before planning weighs them. A `disabled` set is
            // never read; one a theme uses that is missing is reported where the theme names it.
            let existing = Set(try paths())
            for (name, usedAt) in Self.selectedSetNames(themes) {
                let path = RepositoryPath.join(folder, name + ".json")
                if existing.contains(path) {
                    _ = try tokenFile(.file(path), state: &state)
                } else if let usedAt, (try? RepositoryPath.components(of: path)) != nil {
                    _ = try tokenFile(.file(path), state: &state, missingAt: Location(file: themesPath, position: usedAt))
                }
            }
            return try plan(at: at, state: &state) { digest throws(TokenThemesError) in
                try TokensStudioThemes.plans(themes: themes, metadata: metadata, themesFile: themesPath, metadataFile: metadataPath, folder: folder, colorDigest: digest, maxSchemes: definition.maxSchemes)
            }
        }
        let allPaths = try paths()
        let isFolder = !allPaths.contains(tokens)
        // 2b. a single-file Tokens Studio export with its own `$themes`
        if !isFolder, definition.tokenSchemes.isEmpty, let root = try root(tokens, state: &state),
           let themes = root["$themes"]?.value.arrayElements, !themes.isEmpty {
            return try plan(at: at, state: &state) { digest throws(TokenThemesError) in
                try TokensStudioThemes.plans(singleFile: root, file: tokens, colorDigest: digest, maxSchemes: definition.maxSchemes)
            }
        }
        // 3. schemes named in the configuration
        if !definition.tokenSchemes.isEmpty {
            var plans: [TokenSchemePlan] = []
            for scheme in definition.tokenSchemes {
                var sets: [TokenSetUse] = []
                for name in scheme.sets {
                    let sources = try sources(ofSet: name, tokens: tokens, isFolder: isFolder, paths: allPaths, at: scheme.location, state: &state)
                    sets.append(TokenSetUse(name: name, sources: sources, isOutput: true))
                }
                plans.append(TokenSchemePlan(name: scheme.name, choices: [], appearance: Self.appearance(of: scheme.name), sets: sets, location: scheme.location))
            }
            return plans
        }
        // 4. one scheme, every token file
        let files = isFolder ? allPaths.filter { $0.hasPrefix(tokens.isEmpty ? "" : tokens + "/") && ProjectLoader.isTokenFileName($0) }.sorted() : [tokens]
        if files.isEmpty {
            state.issues.append(LoadIssue(.missingFile, "\(tokens) holds no token file in \(state.source.descriptor.spec)", at: at, key: tokens))
        }
        let sets = files.map { TokenSetUse(name: $0, sources: [.file($0)], isOutput: true) }
        return [TokenSchemePlan(name: "default", choices: [], appearance: nil, sets: sets, location: Location(file: files.first ?? definition.schemes, position: .start))]
    }

    /// The sources of configured set `name`: a top-level key of a single-file export, a file
    /// (`name`, `name.json`) or a folder under `tokens`, or a repository path.
    private mutating func sources(ofSet name: String, tokens: String, isFolder: Bool, paths: [String], at: Location, state: inout LoadState) throws(SourceError) -> [TokenSetSource] {
        if !isFolder {
            return [.inline(file: tokens, pointer: "/" + JSONPointer.escape(name))]
        }
        for candidate in [RepositoryPath.join(tokens, name), RepositoryPath.join(tokens, name + ".json"), name, name + ".json"] where paths.contains(candidate) {
            return [.file(candidate)]
        }
        let folder = RepositoryPath.join(tokens, name)
        let inside = paths.filter { $0.hasPrefix(folder + "/") && ProjectLoader.isTokenFileName($0) }.sorted()
        if inside.isEmpty {
            state.issues.append(LoadIssue(.missingFile, "token set \"\(name)\" is neither a file nor a folder under \(tokens.isEmpty ? "the repository root" : tokens) in \(state.source.descriptor.spec)", at: at, key: name))
            if !unavailable.contains(name) { unavailable.append(name) }
        }
        return inside.map { .file($0) }
    }

    /// Runs a planner with a color digest over the sources it asks about (inline sources are
    /// read on demand); a planning error becomes an issue, or exit 2 above `maxSchemes`.
    ///
    /// Plans depend only on what has been read so far, and on the digests only through which
    /// of them are equal and which are absent (options are told apart by comparing them). So
    /// the last plans of the set are reused when the same documents and token files (by
    /// content) were read, and also when the same documents and token file paths were and the
    /// digests the planner asked for are equal in the same places: a log's load of a commit
    /// that repaints a few tokens does not plan again.
    private mutating func plan(at: Location, state: inout LoadState, _ planner: ((TokenSetUse) -> Int?) throws(TokenThemesError) -> [TokenSchemePlan]) throws(SourceError) -> [TokenSchemePlan] {
        let keys = planKeys(state: &state)
        let known = keys.flatMap { _ in state.cache?.madePlans(of: definition) }
        if let keys, let known, known.key == keys.key { return known.plans }
        var digester = SetDigester(loading: self, cache: state.cache)
        if let keys, let known {
            if known.structure == keys.structure {
                let digests = known.uses.map { digester.digest($0) }
                if Self.equalInTheSamePlaces(known.digests, digests) {
                    state.cache?.store(MadePlans(key: keys.key, structure: keys.structure, uses: known.uses, digests: digests, plans: known.plans), of: definition)
                    return known.plans
                }
            }
        }
        var uses: [TokenSetUse] = []
        var digests: [Int?] = []
        let plans: [TokenSchemePlan]?
        do {
            plans = try planner { use in
                let digest = digester.digest(use)
                uses.append(use)
                digests.append(digest)
                return digest
            }
        } catch {
            if error.kind == .tooManySchemes {
                throw SourceError("\(error.location): \(error.message)")
            }
            state.issues.append(LoadIssue(.invalidStructure, error.message, at: error.location))
            plans = nil
        }
        if let keys, let plans { state.cache?.store(MadePlans(key: keys.key, structure: keys.structure, uses: uses, digests: digests, plans: plans), of: definition) }
        return plans ?? []
    }

    /// The keys of what planning reads (`plan(at:state:_:)`): every document and token file by
    /// content (`key`), and every document by content but token files by path only
    /// (`structure`); nil when a file has no content id.
    private func planKeys(state: inout LoadState) -> (key: String, structure: String)? {
        var parts: [String] = []
        for path in documents.keys.sorted() where cacheKeys[.file(path)] == nil {
            guard let id = state.contentID(of: path) else { return nil }
            parts.append(path + "\u{1F}" + id)
        }
        var keys: [String] = []
        var sources: [String] = []
        for source in files.keys {
            guard let key = cacheKeys[source] else { return nil }
            keys.append(key)
            switch source {
            case .file(let path): sources.append(path)
            case .inline(let file, let pointer): sources.append(file + "#" + pointer)
            }
        }
        let structure = (parts + sources.sorted()).joined(separator: "\u{1E}")
        return ((parts + keys.sorted()).joined(separator: "\u{1E}"), structure)
    }

    /// Whether two lists of digests are absent in the same places and equal in the same pairs
    /// of places (then a planner that compares them plans the same).
    static func equalInTheSamePlaces(_ first: [Int?], _ second: [Int?]) -> Bool {
        guard first.count == second.count else { return false }
        var forward: [Int: Int] = [:]
        var backward: [Int: Int] = [:]
        for (a, b) in zip(first, second) {
            switch (a, b) {
            case (nil, nil):
                continue
            case (let a?, let b?):
                if let known = forward[a], known != b { return false }
                if let known = backward[b], known != a { return false }
                forward[a] = b
                backward[b] = a
            default:
                return false
            }
        }
        return true
    }

    /// The token paths the color modifiers of the documents read so far name by alias
    /// (`modifierAliases(in:legacyReferences:)`), each token file's from the cache when another
    /// load walked the same content.
    func modifierAliases(cache: DocumentCache?) -> Set<String> {
        var names: Set<String> = []
        // Token files read from the cache have no tree here: their aliases are the cache's.
        for (source, key) in cacheKeys {
            guard case .file(let path) = source, documents[path] == nil else { continue }
            names.formUnion(cache?.tokenFile(forKey: key)?.modifierAliases ?? [])
        }
        for (path, root) in documents {
            guard let key = cacheKeys[.file(path)], let cache, var known = cache.tokenFile(forKey: key) else {
                names.formUnion(Self.modifierAliases(in: [root], legacyReferences: legacyKeys))
                continue
            }
            if let aliases = known.modifierAliases {
                names.formUnion(aliases)
                continue
            }
            let aliases = Self.modifierAliases(in: [root], legacyReferences: legacyKeys)
            known.modifierAliases = aliases
            cache.store(known, forKey: key)
            names.formUnion(aliases)
        }
        return names
    }

    /// Reads every file a resolver document's `$ref`s name, so that planning can weigh them.
    private mutating func preloadReferencedFiles(of document: JSONNode, from file: String, state: inout LoadState) throws(SourceError) {
        // Each file with the `$ref` that first names it (where it is reported missing).
        var referenced: [(path: String, at: SourcePosition)] = []
        document.forEachMember { member in
            guard member.key == "$ref", let text = member.value.value.stringValue else { return true }
            let filePart = text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            if !filePart.isEmpty, let path = RepositoryPath.resolve(filePart, relativeTo: RepositoryPath.directory(of: file)) {
                referenced.append((path, member.value.position))
            }
            return false
        }
        for (path, position) in referenced where files[.file(path)] == nil {
            _ = try tokenFile(.file(path), state: &state, missingAt: Location(file: file, position: position))
        }
    }
}
