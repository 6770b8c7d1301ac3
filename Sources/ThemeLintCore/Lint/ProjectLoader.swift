/// Reads a source's theme files, decodes them, and resolves every theme set.
///
/// What it reads: with a configuration that lists theme sets, exactly those files; otherwise
/// auto-detection: in every directory, `scheme.json` and `scheme_<x>.json` are scheme files;
/// `scheme_<x>.json` resolves against `palette_<x>.json` then `palette.json`, `scheme.json`
/// against `palette.json`, each only where it exists; every other `palette*.json` is checked
/// on its own.
public struct ProjectLoader: Sendable {
    /// Where documents come from.
    public var source: any DocumentSource
    /// The configuration in effect.
    public var configuration: Configuration
    /// Parse results shared with other loads (optional).
    public var cache: DocumentCache?
    /// Limits what is read, as `git log -- PATH` does: a theme set none of whose files the
    /// pathspec can select is not loaded (`themeSetMayMatch`), nor a standalone palette or
    /// gradient file it does not select. `.everything` (the default) loads all.
    public var pathspec: Pathspec = .everything
    /// Builds only the roles of token theme sets that one of these globs matches (empty: all),
    /// for a caller that keeps only those roles (`log --role`): the other roles' chains are not
    /// followed, and the project holds none of them.
    public var roleNarrowing: [NameGlob] = []
    /// Whether the code of the source is read when the configuration asks (`"code": true`);
    /// callers that use no code reference or literal (`log`, which loads every commit) turn it
    /// off.
    public var readsCode = true

    /// Creates a loader.
    public init(source: any DocumentSource, configuration: Configuration, cache: DocumentCache? = nil) {
        self.source = source
        self.configuration = configuration
        self.cache = cache
    }

    /// Loads and resolves the project.
    /// - Throws: `SourceError` when the source cannot be read (not when a file is broken:
    ///   that is a finding).
    public func load() throws(SourceError) -> LoadedProject {
        try load(try plan())
    }

    /// Loads and resolves what `plan` names (the whole project's plan, or one part of it).
    /// - Throws: `SourceError` when the source cannot be read.
    public func load(_ plan: LoadPlan) throws(SourceError) -> LoadedProject {
        var state = LoadState(source: source, cache: cache)
        let readsCode = readsCode && plan.readsCode
        var listing = plan.listing
        let paths = { () throws(SourceError) -> [String] in
            if let listing { return listing }
            let read = try readFilePaths()
            listing = read
            return read
        }
        let definitions = plan.themeSets
        let standalonePalettes = plan.standalonePalettes
        let gradientPaths = plan.gradients

        var themeSets: [LoadedThemeSet] = []
        var android = AndroidLoading()
        for definition in definitions where Self.themeSetMayMatch(definition, pathspec) {
            if definition.format == .android {
                themeSets.append(try android.loadThemeSet(definition, paths: paths, state: &state))
            } else if definition.format == .xcassets {
                themeSets.append(try loadXcassetsThemeSet(definition, paths: paths, state: &state))
            } else if definition.format.isTokenFormat {
                themeSets.append(try loadTokenThemeSet(definition, paths: paths, state: &state))
            } else {
                themeSets.append(try loadThemeSet(definition, state: &state))
            }
        }
        for path in standalonePalettes where pathspec.matches(path) {
            _ = try state.palette(path, hexAlpha: .leading, missingAt: nil)
        }
        let configuredAt = configuration.file.map { Location(file: $0, position: .start) }
        for path in gradientPaths where pathspec.matches(path) {
            _ = try state.gradientFile(path, missingAt: configuration.gradients == nil ? nil : configuredAt)
        }
        var project = LoadedProject(
            source: source.descriptor, configuration: configuration, themeSets: themeSets,
            palettes: state.palettes, schemeFiles: state.schemeFiles, issues: state.issues,
            files: state.examinedFiles.sorted()
        )
        project.gradientFiles = state.gradientFiles
        project.memberFiles = state.memberFiles
        if readsCode, configuration.readsCode {
            project.code = try CodeScan.read(try paths().filter { pathspec.matches($0) }, from: source)
            let naming = CodeNaming(project: project)
            project.code?.keepReferences(namedBy: naming)
        }
        return project
    }

    /// Whether `pathspec` may select a file of the theme set `definition` describes: its scheme
    /// file or a palette (Appearance), anything in its tokens folder (Tokens Studio) or its
    /// catalog (asset catalogs). DTCG sets (whose `$ref`s may name files anywhere) and Android
    /// sets (which read other modules' resources) are always loaded.
    static func themeSetMayMatch(_ definition: ThemeSetDefinition, _ pathspec: Pathspec) -> Bool {
        if pathspec.isEmpty { return true }
        switch definition.format {
        case .android, .dtcg:
            return true
        case .xcassets:
            return pathspec.mayMatch(inFolder: definition.schemes)
        case .tokensStudio:
            let folder = definition.tokens ?? RepositoryPath.directory(of: definition.schemes)
            return pathspec.matches(definition.schemes) || pathspec.mayMatch(inFolder: folder)
        case .appearance:
            return pathspec.matches(definition.schemes) || definition.palettes.contains { pathspec.matches($0) }
        }
    }

    /// Whether `bytes` holds `needle` (a short byte string).
    static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, bytes.count >= needle.count else { return false }
        var index = 0
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }

    func readFilePaths() throws(SourceError) -> [String] {
        try source.listedFilePaths()
    }

    private func loadThemeSet(_ definition: ThemeSetDefinition, state: inout LoadState) throws(SourceError) -> LoadedThemeSet {
        let schemeFile = try state.schemeFile(definition.schemes, missingAt: definition.declaration)
        var palettes: [Palette] = []
        // Resolution is ordered: once a palette fails to load, a later palette must not answer
        // for an identifier the failed one might define. Only the palettes before the first
        // failure resolve; what they do not define is indeterminate.
        var resolutionOrder: [Palette] = []
        var unavailable: [String] = []
        for path in definition.palettes {
            if let palette = try state.palette(path, hexAlpha: definition.hexAlpha, missingAt: definition.declaration) {
                palettes.append(palette)
                if unavailable.isEmpty { resolutionOrder.append(palette) }
            } else {
                unavailable.append(path)
            }
        }
        if definition.palettes.isEmpty, let schemeFile, schemeFile.schemes.contains(where: { !$0.roles.isEmpty }) {
            let expected = definition.declaration == nil ? " (expected \(Self.expectedPaletteNames(for: definition.schemes)) beside it)" : ""
            state.issues.append(LoadIssue(.missingFile, "\(definition.schemes) has no palette to resolve against\(expected)", at: Location(file: definition.schemes, position: .start)))
            unavailable.append("(no palette)")
        }
        // Every palette that loaded (those after a failure too), so that equal keys mean equal inputs.
        let key = try state.resolvedSetKey(definition: definition, palettes: palettes.map(\.file), unavailable: unavailable)
        let resolved: ResolvedThemeSet
        if let key, let known = cache?.resolvedSet(for: key) {
            resolved = known
        } else {
            resolved = Resolver.resolve(definition: definition, schemeFile: schemeFile, palettes: resolutionOrder, unavailablePalettes: unavailable)
            if let key { cache?.store(resolved, for: key) }
        }
        var loaded = LoadedThemeSet(definition: definition, schemeFile: schemeFile, palettes: palettes, unavailablePalettes: unavailable, resolved: resolved)
        loaded.inputKey = key
        return loaded
    }

    private static func expectedPaletteNames(for schemePath: String) -> String {
        let name = RepositoryPath.fileName(of: schemePath)
        if let suffix = schemeSuffix(name), !suffix.isEmpty {
            return "palette_\(suffix).json or palette.json"
        }
        return "palette.json"
    }

    /// The `<x>` of `scheme_<x>.json` (`""` for `scheme.json`), nil for other names.
    static func schemeSuffix(_ fileName: String) -> String? {
        affix(of: fileName, base: "scheme")
    }

    private static func affix(of fileName: String, base: String) -> String? {
        guard fileName.hasSuffix(".json"), fileName.hasPrefix(base) else { return nil }
        let stem = fileName.dropLast(5).dropFirst(base.count)
        if stem.isEmpty { return "" }
        guard stem.first == "_", stem.count > 1 else { return nil }
        return String(stem.dropFirst())
    }

    /// Whether `fileName` names a gradient file under auto-detection: `gradients.json` or
    /// `gradients_<x>.json`.
    static func isGradientFileName(_ fileName: String) -> Bool {
        affix(of: fileName, base: "gradients") != nil
    }

    /// Whether a load with `configuration` may read `path`, or list it when auto-detecting:
    /// the configuration file, a configured scheme file or palette, or, without configured
    /// theme sets, a `scheme*.json` or `palette*.json` anywhere. A change to no such path
    /// cannot change what a load makes of a source (`log` skips such commits unread).
    public static func mayRead(_ path: String, configuration: Configuration) -> Bool {
        if path == Configuration.defaultFileName { return true }
        if let gradients = configuration.gradients, gradients.contains(path) { return true }
        if let themes = configuration.themes {
            return themes.contains { set in
                if set.schemes == path || set.palettes.contains(path) { return true }
                // An Android set reads other modules' res folders too.
                if set.format == .android { return AndroidProjectLayout.isResourceFile(path) }
                if set.format == .xcassets { return isInCatalog(path, catalog: set.schemes) }
                // A token set reads files anywhere under its tokens folder (and `$ref`s beyond it).
                guard set.format.isTokenFormat, let tokens = set.tokens else { return false }
                return tokens.isEmpty || path == tokens || path.hasPrefix(tokens + "/") || isTokenFileName(path)
            }
        }
        let name = RepositoryPath.fileName(of: path)
        // Without a configuration any JSON file may hold design tokens.
        return name.hasSuffix(".json") || name.hasSuffix(".tokens") || AndroidProjectLayout.isResourceFile(path)
    }

    /// Auto-detection over a list of repository paths.
    public static func detectThemeSets(in paths: [String]) -> (sets: [ThemeSetDefinition], standalonePalettes: [String]) {
        let existing = Set(paths)
        var sets: [ThemeSetDefinition] = []
        var usedPalettes = Set<String>()
        var palettes: [String] = []
        for path in paths.sorted() {
            let name = RepositoryPath.fileName(of: path)
            let directory = RepositoryPath.directory(of: path)
            if let suffix = schemeSuffix(name) {
                var candidates: [String] = []
                if !suffix.isEmpty { candidates.append(RepositoryPath.join(directory, "palette_\(suffix).json")) }
                candidates.append(RepositoryPath.join(directory, "palette.json"))
                let found = candidates.filter { existing.contains($0) }
                usedPalettes.formUnion(found)
                sets.append(ThemeSetDefinition(name: path, schemes: path, palettes: found))
            } else if name.hasPrefix("palette"), name.hasSuffix(".json"), !name.hasSuffix(".tokens.json") {
                // (`palette.tokens.json` is a DTCG token file, `export --to dtcg`'s among them.)
                palettes.append(path)
            }
        }
        return (sets, palettes.filter { !usedPalettes.contains($0) })
    }
}
