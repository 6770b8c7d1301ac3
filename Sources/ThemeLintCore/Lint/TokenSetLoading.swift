/// The state of loading one token theme set.
struct TokenSetLoading {
    let definition: ThemeSetDefinition
    /// Token files read, by source.
    var files: [TokenSetSource: TokenFile] = [:]
    /// Sources in the order first read.
    var readOrder: [TokenSetSource] = []
    /// Files that could not be read (missing or broken).
    var unavailable: [String] = []
    /// Parsed documents kept while the set loads (inline sources point into them).
    var documents: [String: JSONNode] = [:]
    /// The `DocumentCache` keys of the token files read from whole files (`ReadTokenFile.key`).
    var cacheKeys: [TokenSetSource: String] = [:]
    /// The duplicate-key issues of the documents read, by path (none: absent).
    var duplicateKeyIssues: [String: [LoadIssue]] = [:]

    init(definition: ThemeSetDefinition) {
        self.definition = definition
    }

    var legacyKeys: Bool { definition.format == .tokensStudio }

    /// What the set was loaded from, when every file read has a content id: the documents read
    /// whole (themes, metadata, resolver), the token files by content and path in the order
    /// read, the files that could not be read, and the role narrowing. Two loads with equal
    /// keys made the same set (`LoadedThemeSet.hasSameInputs`, which `diff` uses to skip it).
    mutating func inputKey(state: inout LoadState, narrowing: [NameGlob]) -> ResolvedSetKey? {
        var documentIDs: [String] = []
        for path in documents.keys.sorted() where cacheKeys[.file(path)] == nil {
            guard let id = state.contentID(of: path) else { return nil }
            documentIDs.append(path + "\u{1F}" + id)
        }
        var tokenKeys: [String] = []
        for source in readOrder {
            guard let key = cacheKeys[source] else { return nil }
            tokenKeys.append(key)
        }
        tokenKeys.append("narrowing\u{1F}" + narrowing.map(\.description).joined(separator: "\u{1F}"))
        return ResolvedSetKey(definition: definition, schemeFile: documentIDs.joined(separator: "\u{1E}"), palettes: tokenKeys, unavailable: unavailable)
    }

    /// Whether the set's schemes come from a DTCG resolver document.
    var isResolverSet: Bool { RepositoryPath.fileName(of: definition.schemes).hasSuffix(".resolver.json") }

    /// The root of the document at `path`, read once.
    /// - Parameter cacheTree: whether the parsed tree may go to the shared cache (a token file
    ///   caches what is read from it instead, `ReadTokenFile`).
    /// - Parameter missingAt: where to report the file missing (a `$ref` naming it), else the
    ///   set's declaration.
    mutating func root(_ path: String, state: inout LoadState, cacheTree: Bool = true, missingAt: Location? = nil) throws(SourceError) -> JSONNode? {
        if let known = documents[path] { return known }
        guard let document = try state.document(path, missingAt: missingAt ?? definition.declaration, cacheTree: cacheTree) else {
            if !unavailable.contains(path) { unavailable.append(path) }
            return nil
        }
        documents[path] = document.root
        if !document.duplicateKeys.isEmpty { duplicateKeyIssues[path] = LoadState.duplicateKeyIssues(in: document, file: path) }
        return document.root
    }

    /// The tokens of `source`, read once per load.
    /// - Parameter missingAt: where to report the file missing, when not at the set's declaration.
    mutating func tokenFile(_ source: TokenSetSource, state: inout LoadState, missingAt: Location? = nil) throws(SourceError) -> TokenFile? {
        if let known = files[source] { return known }
        if let known = state.tokenFiles[source] {
            files[source] = known
            readOrder.append(source)
            return known
        }
        let tokenFile: TokenFile
        switch source {
        case .file(let path):
            // Read once per content and path for all the loads of a run (a log's loads share most
            // files): a file another load read is not parsed again (nor its tree kept).
            let contentID = state.contentID(of: path)
            let key = contentID.map { ReadTokenFile.key(contentID: $0, path: path, legacy: legacyKeys) }
            // (A resolver's inline sources point into the files it `$ref`s: their trees are read.)
            if documents[path] == nil, !isResolverSet, let key, let contentID, let known = state.cache?.tokenFile(forKey: key) {
                state.noteReadFromCache(path, contentID: contentID, duplicateKeyIssues: known.duplicateKeyIssues)
                tokenFile = known.file
                state.issues.append(contentsOf: known.issues)
                cacheKeys[source] = key
                break
            }
            guard let root = try root(path, state: &state, cacheTree: key == nil, missingAt: missingAt) else { return nil }
            if let key, let known = state.cache?.tokenFile(forKey: key) {
                tokenFile = known.file
                state.issues.append(contentsOf: known.issues)
            } else {
                var issues: [LoadIssue] = []
                tokenFile = TokenFileReader(legacyKeys: legacyKeys).read(root, file: path, issues: &issues)
                state.issues.append(contentsOf: issues)
                if let key {
                    var read = ReadTokenFile(file: tokenFile, issues: issues)
                    read.duplicateKeyIssues = duplicateKeyIssues[path] ?? []
                    read.modifierAliases = Self.modifierAliases(in: [root], legacyReferences: legacyKeys)
                    state.cache?.store(read, forKey: key)
                }
            }
            if let key { cacheKeys[source] = key }
        case .inline(let path, let pointer):
            guard let root = try root(path, state: &state) else { return nil }
            guard let node = JSONPointer.node(at: pointer, in: root) else {
                state.issues.append(LoadIssue(.invalidStructure, "\(path)#\(pointer) names nothing", at: Location(file: path, position: root.position)))
                return nil
            }
            tokenFile = TokenFileReader(legacyKeys: legacyKeys).read(node, file: path, key: pointer.isEmpty ? path : "\(path)#\(pointer)", issues: &state.issues)
        }
        files[source] = tokenFile
        state.tokenFiles[source] = tokenFile
        readOrder.append(source)
        return tokenFile
    }
}
