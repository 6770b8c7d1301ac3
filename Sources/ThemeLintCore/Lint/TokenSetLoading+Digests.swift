/// The plans of a token set made by a planner, and what they were made from
/// (`TokenSetLoading.plan`): the content key and the structure key of what was read, and the
/// sets the planner asked digests of, in order, with those digests.
struct MadePlans: Sendable {
    var key: String
    var structure: String
    var uses: [TokenSetUse]
    var digests: [Int?]
    var plans: [TokenSchemePlan]
}

/// The color digests of the token sets a planner weighs, over what one load of a set has
/// read: inline sources read on demand from the documents parsed, and a whole file's digest
/// taken from the cache when another load made it (it depends on the file's content alone,
/// unless a color modifier reads tokens of other types, which are then digested too).
struct SetDigester {
    private let documents: [String: JSONNode]
    private let legacyKeys: Bool
    private let files: [TokenSetSource: TokenFile]
    private let cacheKeys: [TokenSetSource: String]
    private let cache: DocumentCache?
    /// Tokens a color's Tokens Studio modifier reads by alias (`"value": "{opacity.strong}"`),
    /// of any type: an option that changes only them still changes colors.
    private let modifierInputs: Set<String>
    private var inlineFiles: [TokenSetSource: TokenFile] = [:]
    private var ignoredIssues: [LoadIssue] = []

    init(loading: TokenSetLoading, cache: DocumentCache?) {
        documents = loading.documents
        legacyKeys = loading.legacyKeys
        files = loading.files
        cacheKeys = loading.cacheKeys
        self.cache = cache
        modifierInputs = loading.modifierAliases(cache: cache)
    }

    /// The digest of `use`'s color tokens (`TokenThemeSetBuilder.colorDigest`), nil when it has none.
    mutating func digest(_ use: TokenSetUse) -> Int? {
        for source in use.sources where files[source] == nil && inlineFiles[source] == nil {
            if case .inline(let path, let pointer) = source, let root = documents[path], let node = JSONPointer.node(at: pointer, in: root) {
                inlineFiles[source] = TokenFileReader(legacyKeys: legacyKeys).read(node, file: path, issues: &ignoredIssues)
            }
        }
        let files = self.files
        let inlineFiles = self.inlineFiles
        guard modifierInputs.isEmpty else {
            return TokenThemeSetBuilder.colorDigest(of: use, alsoNamed: modifierInputs) { files[$0] ?? inlineFiles[$0] }
        }
        let cacheKeys = self.cacheKeys
        let cache = self.cache
        return TokenThemeSetBuilder.colorDigest(of: use) { source in
            guard let tokens = files[source] ?? inlineFiles[source] else { return nil }
            guard let key = cacheKeys[source], let cache, var known = cache.tokenFile(forKey: key) else {
                return .some(TokenThemeSetBuilder.colorDigest(ofFile: tokens))
            }
            if let digest = known.colorDigest { return .some(digest) }
            let digest = TokenThemeSetBuilder.colorDigest(ofFile: tokens)
            known.colorDigest = .some(digest)
            cache.store(known, forKey: key)
            return .some(digest)
        }
    }
}
