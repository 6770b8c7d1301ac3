/// Loading the design-token formats (DTCG 2025.10, Tokens Studio) into the shared model.
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

    /// Loads one token theme set: its token files, its schemes (from a resolver document, a
    /// `$themes.json`, the configuration, or one scheme `default`), resolved.
    func loadTokenThemeSet(_ definition: ThemeSetDefinition, paths: () throws(SourceError) -> [String], state: inout LoadState) throws(SourceError) -> LoadedThemeSet {
        var loader = TokenSetLoading(definition: definition)
        let plans = try loader.plans(paths: paths, state: &state)
        var builder = TokenThemeSetBuilder(files: loader.files, legacyReferences: definition.format == .tokensStudio, roleGlobs: definition.roles.map { $0.map(NameGlob.init) })
        // Every source a plan names must be read before building.
        for plan in plans {
            for set in plan.sets {
                for source in set.sources where builder.files[source] == nil {
                    if let file = try loader.tokenFile(source, state: &state) { builder.files[source] = file }
                }
            }
        }
        // Files that `$ref` pointers name, to their closure; every file's values classified
        // once, for all schemes and the palettes.
        // Values another load classified from the same content are taken from the cache.
        for (source, file) in builder.files {
            if let key = loader.cacheKeys[source], let values = state.cache?.tokenFile(forKey: key)?.values {
                builder.classified[source] = TokenNamespace.ClassifiedFile(tokens: file, values: values)
            }
        }
        builder.classifyFiles()
        for (source, classified) in builder.classified {
            if let key = loader.cacheKeys[source], let cache = state.cache, var known = cache.tokenFile(forKey: key), known.values == nil {
                known.values = classified.values
                cache.store(known, forKey: key)
            }
        }
        // The files `$ref` pointers name, per token file content (the cache's when known).
        var pending = builder.classified.map { (key: loader.cacheKeys[$0.key], file: $0.value) }
        while let (key, file) = pending.popLast() {
            let pointed: [String]
            if let key, let known = state.cache?.tokenFile(forKey: key)?.pointerFiles {
                pointed = known
            } else {
                pointed = Self.pointerFiles(in: file)
                if let key, let cache = state.cache, var known = cache.tokenFile(forKey: key) {
                    known.pointerFiles = pointed
                    cache.store(known, forKey: key)
                }
            }
            for path in pointed where builder.files[.file(path)] == nil {
                if let referenced = try loader.tokenFile(.file(path), state: &state) {
                    builder.files[.file(path)] = referenced
                    let classified = TokenNamespace.ClassifiedFile(referenced, legacyReferences: builder.legacyReferences)
                    builder.classified[.file(path)] = classified
                    pending.append((nil, classified))
                }
            }
        }
        builder.fileKeys = loader.cacheKeys
        builder.roleNarrowing = roleNarrowing
        // The previous load of this set in the run (a log's loads follow the history): each
        // scheme is built from its previous build, following only chains through changed tokens.
        var previous = state.cache?.takeTokenSetBuild(for: definition, narrowing: roleNarrowing)
        var changedTokens: [TokenSetSource: [String]] = [:]
        if let previous {
            for (source, key) in loader.cacheKeys where previous.sourceKeys[source] != key {
                guard let old = previous.files[source], let new = builder.classified[source],
                      let paths = TokenThemeSetBuilder.changedTokenPaths(from: old, to: new) else { continue }
                changedTokens[source] = paths
            }
        }
        var builds: [SchemeBuild] = []
        var seen = Set<LoadIssue>()
        for plan in plans {
            var issues: [LoadIssue] = []
            var prior = previous?.schemes.removeValue(forKey: plan.name)
            builds.append(builder.schemeBuild(plan, issues: &issues, previous: &prior, changedTokens: changedTokens))
            // One issue per place, however many schemes meet it.
            for issue in issues where seen.insert(issue).inserted { state.issues.append(issue) }
        }
        let schemes = builds.map(\.scheme)
        // Palettes in the order their files were first used.
        var palettes: [Palette] = []
        var added = Set<String>()
        // Palettes made by the previous load of the set from the same content are its own.
        var madePalettes: [String: MadePalette] = [:]
        for source in loader.readOrder {
            guard let file = builder.files[source], added.insert(file.file).inserted else { continue }
            let key = loader.cacheKeys[source]
            if state.palettes[file.file] == nil, let key, let known = previous?.palettes[key] {
                state.palettes[file.file] = known.palette
                state.issues.append(contentsOf: known.issues)
                palettes.append(known.palette)
                madePalettes[key] = known
                continue
            }
            let files = builder.files
            let made = state.palettes[file.file] == nil
            let issuesBefore = state.issues.count
            palettes.append(state.tokenPalette(of: file, legacyReferences: builder.legacyReferences, values: builder.classified[source]?.values) { files[.file($0)] })
            if made, let key, let palette = palettes.last, !file.tokens.contains(where: TokenThemeSetBuilder.readsOtherTokens) {
                madePalettes[key] = MadePalette(palette: palette, issues: Array(state.issues[issuesBefore...]))
            }
        }
        let schemeFile = SchemeFile(file: definition.schemes, schemes: schemes)
        state.schemeFiles[definition.schemes] = schemeFile
        let resolved = Self.resolve(definition: definition, builds: builds, palettes: palettes, unavailable: loader.unavailable, previous: previous, cache: state.cache, narrowing: roleNarrowing,
                                    sourceKeys: loader.cacheKeys, files: builder.classified, madePalettes: madePalettes)
        var loaded = LoadedThemeSet(definition: definition, schemeFile: schemeFile, palettes: palettes, unavailablePalettes: loader.unavailable, resolved: resolved)
        loaded.inputKey = loader.inputKey(state: &state, narrowing: roleNarrowing)
        return loaded
    }
}

extension ProjectLoader {
    /// The resolution of a token set's schemes: a scheme rebuilt from its previous build reuses
    /// the previous resolution of every role not followed again (its literal's palette color
    /// unchanged); any other scheme is resolved whole. Records the builds in `cache` for the
    /// next load of the set.
    static func resolve(definition: ThemeSetDefinition, builds: [SchemeBuild], palettes: [Palette], unavailable: [String], previous: TokenSetBuild?, cache: DocumentCache?, narrowing: [NameGlob],
                        sourceKeys: [TokenSetSource: String], files: [TokenSetSource: TokenNamespace.ClassifiedFile], madePalettes: [String: MadePalette]) -> ResolvedThemeSet {
        var resolvedSchemes: [ResolvedScheme] = []
        resolvedSchemes.reserveCapacity(builds.count)
        var paletteByFile: [String: Int] = [:]
        for (offset, palette) in palettes.enumerated() where paletteByFile[palette.file] == nil { paletteByFile[palette.file] = offset }
        let samePalettes = previous.map { $0.paletteFiles == palettes.map(\.file) && $0.unavailable == unavailable } ?? false
        var resolvedRoles = 0
        for build in builds {
            let scheme = build.scheme
            if samePalettes, let rebuilt = build.rebuiltRoles, let old = previous?.resolved[scheme.name], old.roles.count == scheme.roles.count {
                // A role not followed again has the same chain to the same unchanged literal
                // (its palette color made from that token alone: no build is reused across
                // color objects that `$ref` other tokens), so the same resolution.
                var roles = old.roles
                for offset in rebuilt {
                    let role = scheme.roles[offset]
                    roles[offset] = ResolvedRole(scheme: scheme.name, role: role, resolution: Resolver.resolution(ofTokenRole: role, palettes: palettes, paletteByFile: paletteByFile, unavailablePalettes: unavailable))
                }
                resolvedRoles += rebuilt.count
                // (`rebuilt` is ascending; role names and order are the previous build's.)
                resolvedSchemes.append(ResolvedScheme(scheme: scheme, roles: roles, derivedFrom: old, changedOffsets: rebuilt))
            } else {
                let single = SchemeFile(file: definition.schemes, schemes: [scheme])
                resolvedSchemes.append(contentsOf: Resolver.resolve(definition: definition, schemeFile: single, palettes: palettes, unavailablePalettes: unavailable).schemes)
                resolvedRoles += scheme.roles.count
            }
        }
        let resolved = ResolvedThemeSet(definition: definition, palettes: palettes, schemes: resolvedSchemes)
        if let cache {
            var next = TokenSetBuild(paletteFiles: palettes.map(\.file), unavailable: unavailable, sourceKeys: sourceKeys, files: files, palettes: madePalettes)
            for (build, scheme) in zip(builds, resolvedSchemes) {
                next.schemes[scheme.name] = build.state
                next.resolved[scheme.name] = scheme
            }
            cache.store(next, for: definition, narrowing: narrowing)
            cache.noteTokenResolution(chainsFollowed: builds.reduce(0) { $0 + $1.chainsFollowed }, rolesResolved: resolvedRoles)
        }
        return resolved
    }
}

/// The last build of a token theme set in a run, by scheme name, for the next load of the set
/// (`ProjectLoader.resolve`).
struct TokenSetBuild: Sendable {
    /// The palettes it resolved against (files, in order) and the files it could not read.
    var paletteFiles: [String]
    var unavailable: [String]
    /// The content key of each source, and its tokens classified.
    var sourceKeys: [TokenSetSource: String] = [:]
    var files: [TokenSetSource: TokenNamespace.ClassifiedFile] = [:]
    /// The palettes made from token files none of whose tokens reads another, by content key.
    var palettes: [String: MadePalette] = [:]
    /// Each scheme's build and resolution.
    var schemes: [String: SchemeBuildState] = [:]
    var resolved: [String: ResolvedScheme] = [:]
}

/// A token file's palette and the issues making it reported.
struct MadePalette: Sendable {
    var palette: Palette
    var issues: [LoadIssue]
}

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
    mutating func root(_ path: String, state: inout LoadState, cacheTree: Bool = true) throws(SourceError) -> JSONNode? {
        if let known = documents[path] { return known }
        guard let document = try state.document(path, missingAt: definition.declaration, cacheTree: cacheTree) else {
            if !unavailable.contains(path) { unavailable.append(path) }
            return nil
        }
        documents[path] = document.root
        if !document.duplicateKeys.isEmpty { duplicateKeyIssues[path] = LoadState.duplicateKeyIssues(in: document, file: path) }
        return document.root
    }

    /// The tokens of `source`, read once per load.
    mutating func tokenFile(_ source: TokenSetSource, state: inout LoadState) throws(SourceError) -> TokenFile? {
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
            guard let root = try root(path, state: &state, cacheTree: key == nil) else { return nil }
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
            // The sets the themes select, read before planning weighs them.
            let existing = Set(try paths())
            for name in Self.selectedSetNames(themes) {
                let path = RepositoryPath.join(folder, name + ".json")
                if existing.contains(path) { _ = try tokenFile(.file(path), state: &state) }
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
    private mutating func plan(at: Location, state: inout LoadState, _ planner: ((TokenSetUse) -> Int?) throws(TokenThemesError) -> [TokenSchemePlan]) throws(SourceError) -> [TokenSchemePlan] {
        // Plans depend only on what has been read so far: the same documents and token files
        // (by content) as the previous load of the set plan the same (a log's loads of a set
        // that the commit left alone).
        let key = planKey(state: &state)
        if let key, let known = state.cache?.plans(of: definition, key: key) { return known }
        let plans = try planFromScratch(at: at, state: &state, planner)
        if let key, let plans { state.cache?.store(plans, of: definition, key: key) }
        return plans ?? []
    }

    /// The key of what planning reads (`plan(at:state:_:)`), nil when a file has no content id.
    private func planKey(state: inout LoadState) -> String? {
        var parts: [String] = []
        for path in documents.keys.sorted() where cacheKeys[.file(path)] == nil {
            guard let id = state.contentID(of: path) else { return nil }
            parts.append(path + "\u{1F}" + id)
        }
        var keys: [String] = []
        for source in files.keys {
            guard let key = cacheKeys[source] else { return nil }
            keys.append(key)
        }
        parts.append(contentsOf: keys.sorted())
        return parts.joined(separator: "\u{1E}")
    }

    /// Plans from what has been read; nil when planning failed (its issue reported).
    private mutating func planFromScratch(at: Location, state: inout LoadState, _ planner: ((TokenSetUse) -> Int?) throws(TokenThemesError) -> [TokenSchemePlan]) throws(SourceError) -> [TokenSchemePlan]? {
        var inlineFiles: [TokenSetSource: TokenFile] = [:]
        let documents = self.documents
        let legacyKeys = self.legacyKeys
        var ignoredIssues: [LoadIssue] = []
        let files = self.files
        // Tokens a color's Tokens Studio modifier reads by alias (`"value": "{opacity.strong}"`),
        // of any type: an option that changes only them still changes colors.
        let modifierInputs = modifierAliases(cache: state.cache)
        let cache = state.cache
        let cacheKeys = self.cacheKeys
        do {
            return try planner { use in
                // Inline sources are read on demand from the documents already parsed.
                for source in use.sources where files[source] == nil && inlineFiles[source] == nil {
                    if case .inline(let path, let pointer) = source, let root = documents[path], let node = JSONPointer.node(at: pointer, in: root) {
                        inlineFiles[source] = TokenFileReader(legacyKeys: legacyKeys).read(node, file: path, issues: &ignoredIssues)
                    }
                }
                guard modifierInputs.isEmpty else {
                    return TokenThemeSetBuilder.colorDigest(of: use, alsoNamed: modifierInputs) { files[$0] ?? inlineFiles[$0] }
                }
                // Without modifier inputs, a file's digest depends on its content alone: the
                // cache's when another load made it.
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
        } catch {
            if error.kind == .tooManySchemes {
                throw SourceError("\(error.location): \(error.message)")
            }
            state.issues.append(LoadIssue(.invalidStructure, error.message, at: error.location))
            return nil
        }
    }

    /// The token paths the color modifiers of the documents read so far name by alias
    /// (`modifierAliases(in:legacyReferences:)`), each token file's from the cache when another
    /// load walked the same content.
    private func modifierAliases(cache: DocumentCache?) -> Set<String> {
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
        var referenced: [String] = []
        document.forEachMember { member in
            guard member.key == "$ref", let text = member.value.value.stringValue else { return true }
            let filePart = text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            if !filePart.isEmpty, let path = RepositoryPath.resolve(filePart, relativeTo: RepositoryPath.directory(of: file)) {
                referenced.append(path)
            }
            return false
        }
        for path in referenced where files[.file(path)] == nil {
            _ = try tokenFile(.file(path), state: &state)
        }
    }
}
