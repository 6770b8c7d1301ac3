/// `log --role`'s test that a commit cannot change a listed role, made without loading the
/// commit's parent: the commit changes only whole token files of the head's token sets, each
/// keeping its token paths in order, and none of the tokens it edits is on the chain of a
/// role the narrowing builds (nor a token the narrowing names, nor one that reads other
/// tokens), and the edits leave the sets' scheme plans as they were. Then every listed role
/// resolves through the same tokens to the same values on both sides, so the commit's diff,
/// narrowed to the listed roles, is empty: it is skipped, and the head stands in for the
/// parent (`LoadedProjectReads.standIn`).
///
/// The chains are the head's last build of each set (`TokenSetBuild`, which follows only the
/// narrowed roles), used only when it is the build the head's set was made with and every
/// scheme of it could be rebuilt from (no issue, `$ref` pointer or color modifier met). Each
/// changed file is read once per content, by the loads' own reader and cache.
struct RoleChainCheck {
    /// The globs `--role` narrows the token sets' roles to.
    var narrowing: [NameGlob]
    /// The cache the log's loads share.
    var cache: DocumentCache

    /// Whether the changes from `parentSource` to the commit whose project is `head` (read from
    /// `headSource`) leave every role the narrowing builds as it is.
    func leavesRolesAlone(head: LoadedProjectReads, headSource: any DocumentSource, parentSource: any DocumentSource, changed: [ChangedPath], configuration: Configuration) throws -> Bool {
        guard !narrowing.isEmpty else { return false }
        var touched: Set<String> = []
        for change in changed {
            if change.path == Configuration.defaultFileName { return false }
            let read = head.reads.paths.contains(change.path)
            if change.addedOrRemoved, read || (head.reads.listed && ProjectLoader.mayRead(change.path, configuration: configuration)) { return false }
            if read { touched.insert(change.path) }
        }
        var covered: Set<String> = []
        for set in head.project.themeSets {
            guard set.definition.format.isTokenFormat else {
                // Other formats are not narrowed: a file they read ends the test.
                if set.definition.format != .appearance { return false }
                if touched.contains(set.definition.schemes) || set.definition.palettes.contains(where: touched.contains) { return false }
                continue
            }
            guard let inputKey = set.inputKey, let build = cache.tokenSetBuild(for: set.definition, narrowing: narrowing), build.inputKey == inputKey else { return false }
            var files: Set<String> = []
            for source in build.files.keys {
                switch source {
                case .file(let path) where touched.contains(path): files.insert(path)
                case .inline(let file, _) where touched.contains(file): return false
                default: continue
                }
            }
            guard !files.isEmpty else { continue }
            guard try leavesSetAlone(set, build: build, changedFiles: files, headSource: headSource, parentSource: parentSource) else { return false }
            covered.formUnion(files)
        }
        return covered == touched && !touched.contains { head.project.gradientFiles[$0] != nil }
    }

    /// Whether changing `changedFiles` (whole token files of `set`) from their versions in
    /// `headSource` to those in `parentSource` leaves the set's narrowed roles and plans alone.
    private func leavesSetAlone(_ set: LoadedThemeSet, build: TokenSetBuild, changedFiles: Set<String>, headSource: any DocumentSource, parentSource: any DocumentSource) throws -> Bool {
        guard build.schemes.count == set.resolved.schemes.count, build.schemes.values.allSatisfy(\.reusable) else { return false }
        var head = TokenFileVersions(definition: set.definition, source: headSource, cache: cache)
        var parent = TokenFileVersions(definition: set.definition, source: parentSource, cache: cache)
        // The color digests of the head's files, and of the parent's where they differ: scheme
        // plans depend on digests only through which are equal (and which are absent).
        var before: [Int?] = []
        var after: [Int?] = []
        for case .file(let path) in build.sourceKeys.keys {
            guard let old = try head.file(path) else { return false }
            before.append(head.colorDigest(path, of: old))
            guard changedFiles.contains(path) else {
                after.append(before[before.count - 1])
                continue
            }
            guard let new = try parent.file(path), let edited = Self.editedTokens(from: old, to: new) else { return false }
            for token in edited where narrowing.contains(where: { $0.matches(token) }) || build.schemes.values.contains(where: { $0.dependents[token] != nil }) {
                return false
            }
            after.append(parent.colorDigest(path, of: new))
        }
        return TokenSetLoading.equalInTheSamePlaces(before, after)
    }

    /// The paths of the tokens that differ between two versions of a file holding the same
    /// paths in the same order; nil when the paths differ or an edited token reads other tokens.
    static func editedTokens(from old: TokenFile, to new: TokenFile) -> [String]? {
        guard old.tokens.count == new.tokens.count else { return nil }
        var edited: [String] = []
        for (before, after) in zip(old.tokens, new.tokens) {
            guard before.path == after.path else { return nil }
            if before != after {
                if TokenThemeSetBuilder.readsOtherTokens(before) || TokenThemeSetBuilder.readsOtherTokens(after) { return nil }
                edited.append(after.path)
            }
        }
        return edited
    }
}

/// The token files of one set at one commit, read as the set's loads read them (by content,
/// through the shared cache).
private struct TokenFileVersions {
    var loading: TokenSetLoading
    var state: LoadState
    let legacy: Bool

    init(definition: ThemeSetDefinition, source: any DocumentSource, cache: DocumentCache) {
        loading = TokenSetLoading(definition: definition)
        state = LoadState(source: source, cache: cache)
        legacy = definition.format == .tokensStudio
    }

    /// The tokens of the file at `path`; nil when it is missing, broken or has no content id.
    mutating func file(_ path: String) throws -> TokenFile? {
        guard state.contentID(of: path) != nil else { return nil }
        return try loading.tokenFile(.file(path), state: &state)
    }

    /// The color digest of `file` at `path` (`TokenThemeSetBuilder.colorDigest(ofFile:)`), the
    /// cache's when known (and stored there when not).
    mutating func colorDigest(_ path: String, of file: TokenFile) -> Int? {
        guard let key = loading.cacheKeys[.file(path)], let cache = state.cache, var known = cache.tokenFile(forKey: key) else {
            return TokenThemeSetBuilder.colorDigest(ofFile: file)
        }
        if let digest = known.colorDigest { return digest }
        let digest = TokenThemeSetBuilder.colorDigest(ofFile: file)
        known.colorDigest = .some(digest)
        cache.store(known, forKey: key)
        return digest
    }
}
