/// Loading the design-token formats (DTCG 2025.10, Tokens Studio) into the shared model.
extension ProjectLoader {
    /// Loads one token theme set: its token files, its schemes (from a resolver document, a
    /// `$themes.json`, the configuration, or one scheme `default`), resolved.
    ///
    /// In steps: plan the schemes, read every file the plans name, classify each file's values
    /// once, read the files `$ref` pointers reach, build each scheme (from the previous load's
    /// build where the set was loaded before), make the palettes, resolve.
    func loadTokenThemeSet(_ definition: ThemeSetDefinition, paths: () throws(SourceError) -> [String], state: inout LoadState) throws(SourceError) -> LoadedThemeSet {
        var loader = TokenSetLoading(definition: definition)
        let plans = try loader.plans(paths: paths, state: &state)
        var builder = TokenThemeSetBuilder(files: loader.files, legacyReferences: definition.format == .tokensStudio, roleGlobs: definition.roles.map { $0.map(NameGlob.init) })
        try Self.readPlannedSources(of: plans, loader: &loader, builder: &builder, state: &state)
        Self.classifyFiles(loader: loader, builder: &builder, state: &state)
        try Self.readPointedFiles(loader: &loader, builder: &builder, state: &state)
        builder.fileKeys = loader.cacheKeys
        builder.roleNarrowing = roleNarrowing
        // The previous load of this set in the run (a log's loads follow the history): each
        // scheme is built from its previous build, following only chains through changed tokens.
        var previous = state.cache?.takeTokenSetBuild(for: definition, narrowing: roleNarrowing)
        let changedTokens = Self.changedTokens(since: previous, loader: loader, builder: builder)
        let builds = Self.buildSchemes(plans, builder: &builder, previous: &previous, changedTokens: changedTokens, state: &state)
        let schemes = builds.map(\.scheme)
        let (palettes, madePalettes) = Self.tokenPalettes(loader: loader, builder: builder, previous: previous, state: &state)
        let schemeFile = SchemeFile(file: definition.schemes, schemes: schemes)
        state.schemeFiles[definition.schemes] = schemeFile
        let inputKey = loader.inputKey(state: &state, narrowing: roleNarrowing)
        let resolved = Self.resolve(definition: definition, builds: builds, palettes: palettes, unavailable: loader.unavailable, previous: previous, cache: state.cache, narrowing: roleNarrowing,
                                    sourceKeys: loader.cacheKeys, files: builder.classified, madePalettes: madePalettes, inputKey: inputKey)
        var loaded = LoadedThemeSet(definition: definition, schemeFile: schemeFile, palettes: palettes, unavailablePalettes: loader.unavailable, resolved: resolved)
        loaded.inputKey = inputKey
        return loaded
    }

    /// Every source a plan names, read before building.
    private static func readPlannedSources(of plans: [TokenSchemePlan], loader: inout TokenSetLoading, builder: inout TokenThemeSetBuilder, state: inout LoadState) throws(SourceError) {
        for plan in plans {
            for set in plan.sets {
                for source in set.sources where builder.files[source] == nil {
                    if let file = try loader.tokenFile(source, state: &state) { builder.files[source] = file }
                }
            }
        }
    }

    /// Every file's values classified once, for all schemes and the palettes. Values another
    /// load classified from the same content are taken from the cache, and new ones stored there.
    private static func classifyFiles(loader: TokenSetLoading, builder: inout TokenThemeSetBuilder, state: inout LoadState) {
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
    }

    /// The files `$ref` pointers name, to their closure, read and classified; the files each
    /// token file's pointers name are found once per content (the cache's when known).
    private static func readPointedFiles(loader: inout TokenSetLoading, builder: inout TokenThemeSetBuilder, state: inout LoadState) throws(SourceError) {
        var pending = builder.classified.map { (key: loader.cacheKeys[$0.key], file: $0.value) }
        while let (key, file) = pending.popLast() {
            let pointed: [(path: String, at: Location)]
            if let key, let known = state.cache?.tokenFile(forKey: key)?.pointerFiles {
                pointed = known
            } else {
                pointed = Self.pointerFiles(in: file)
                if let key, let cache = state.cache, var known = cache.tokenFile(forKey: key) {
                    known.pointerFiles = pointed
                    cache.store(known, forKey: key)
                }
            }
            for (path, at) in pointed where builder.files[.file(path)] == nil {
                if let referenced = try loader.tokenFile(.file(path), state: &state, missingAt: at) {
                    builder.files[.file(path)] = referenced
                    let classified = TokenNamespace.ClassifiedFile(referenced, legacyReferences: builder.legacyReferences)
                    builder.classified[.file(path)] = classified
                    pending.append((nil, classified))
                }
            }
        }
    }

    /// The token paths changed since the previous load of the set, per source whose content
    /// changed (a source whose paths cannot be compared is left out: its schemes rebuild whole).
    private static func changedTokens(since previous: TokenSetBuild?, loader: TokenSetLoading, builder: TokenThemeSetBuilder) -> [TokenSetSource: [String]] {
        var changedTokens: [TokenSetSource: [String]] = [:]
        if let previous {
            for (source, key) in loader.cacheKeys where previous.sourceKeys[source] != key {
                guard let old = previous.files[source], let new = builder.classified[source],
                      let paths = TokenThemeSetBuilder.changedTokenPaths(from: old, to: new) else { continue }
                changedTokens[source] = paths
            }
        }
        return changedTokens
    }

    /// Each plan's scheme built, from its previous build when there is one (taken out of
    /// `previous`); its issues reported once per place, however many schemes meet them.
    private static func buildSchemes(_ plans: [TokenSchemePlan], builder: inout TokenThemeSetBuilder, previous: inout TokenSetBuild?, changedTokens: [TokenSetSource: [String]], state: inout LoadState) -> [SchemeBuild] {
        var builds: [SchemeBuild] = []
        var seen = Set<LoadIssue>()
        for plan in plans {
            var issues: [LoadIssue] = []
            var prior = previous?.schemes.removeValue(forKey: plan.name)
            builds.append(builder.schemeBuild(plan, issues: &issues, previous: &prior, changedTokens: changedTokens))
            for issue in issues where seen.insert(issue).inserted { state.issues.append(issue) }
        }
        return builds
    }

    /// The set's palettes, in the order their files were first used, and the ones made by this
    /// load that a later load of the same content may reuse (by content key).
    private static func tokenPalettes(loader: TokenSetLoading, builder: TokenThemeSetBuilder, previous: TokenSetBuild?, state: inout LoadState) -> ([Palette], [String: MadePalette]) {
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
        return (palettes, madePalettes)
    }
}
