/// What a load reads: its theme sets, the palettes checked on their own, the gradient files,
/// and whether it scans code. `ProjectLoader.plan()` makes the whole project's plan (by the
/// configuration, else by auto-detection); a caller that rechecks part of a project (the
/// language server after an edit) loads a plan naming only some of them, and every load of a
/// part reads and reports exactly what a whole load reads and reports for that part.
public struct LoadPlan: Sendable, Equatable {
    /// The theme sets, in the project's order.
    public var themeSets: [ThemeSetDefinition]
    /// Palettes no theme set uses, checked on their own.
    public var standalonePalettes: [String]
    /// Gradient files.
    public var gradients: [String]
    /// Whether the load scans code (when the configuration asks for it).
    public var readsCode: Bool
    /// The source's listing, when making the plan read it (a load then does not list again).
    var listing: [String]?

    /// A plan naming exactly these parts.
    public init(themeSets: [ThemeSetDefinition], standalonePalettes: [String] = [], gradients: [String] = [], readsCode: Bool = false) {
        self.themeSets = themeSets
        self.standalonePalettes = standalonePalettes
        self.gradients = gradients
        self.readsCode = readsCode
    }

    /// Plans are equal when they name the same parts (the listing they kept is not compared).
    public static func == (lhs: LoadPlan, rhs: LoadPlan) -> Bool {
        lhs.themeSets == rhs.themeSets && lhs.standalonePalettes == rhs.standalonePalettes
            && lhs.gradients == rhs.gradients && lhs.readsCode == rhs.readsCode
    }

    /// Whether loading this plan may read `path`, given the files an earlier load of it
    /// `examined` (where a DTCG `$ref` led, among them): one of those, a scheme file or palette
    /// it names, a palette or gradient file of its own, anything in a token set's folder or an
    /// asset catalog, any Android resource file for an Android set (sets read other modules'
    /// resources), a code file when it scans code. A change to no such file leaves the load as
    /// it was, unless the listing changes (a file appearing where a `$ref` pointed).
    public func mayRead(_ path: String, examined: Set<String>) -> Bool {
        if examined.contains(path) || standalonePalettes.contains(path) || gradients.contains(path) { return true }
        if readsCode, CodeLanguage.of(path: path) != nil { return true }
        return themeSets.contains { set in
            if set.schemes == path || set.palettes.contains(path) { return true }
            switch set.format {
            case .android:
                return AndroidProjectLayout.isResourceFile(path)
            case .xcassets:
                return ProjectLoader.isInCatalog(path, catalog: set.schemes)
            case .dtcg, .tokensStudio:
                guard let tokens = set.tokens else { return false }
                return tokens.isEmpty || path == tokens || path.hasPrefix(tokens + "/")
            case .appearance:
                return false
            }
        }
    }
}

extension ProjectLoader {
    /// The whole project's plan: the configured theme sets, else those auto-detection finds
    /// (with the root's contrast block), the standalone palettes and gradient files.
    /// - Throws: `SourceError` when the source cannot be listed or read.
    public func plan() throws(SourceError) -> LoadPlan {
        let readsCode = readsCode && configuration.readsCode
        if let configured = configuration.themes {
            return LoadPlan(themeSets: configured, gradients: configuration.gradients ?? [], readsCode: readsCode)
        }
        let listed = try readFilePaths()
        // Asset catalogs are theme sets of their own; their Contents.json files hold no tokens.
        let xcassetsSets = Self.detectXcassetsThemeSets(in: listed)
        let allPaths = xcassetsSets.isEmpty ? listed : listed.filter { XcassetsCatalog.catalogFolder(of: $0) == nil }
        let detected = Self.detectThemeSets(in: allPaths)
        // Token sets beside Appearance ones only where a name says so (a resolver document,
        // `$themes.json`, `*.tokens.json`); plain JSON is looked into only without them.
        let candidates = detected.sets.isEmpty && detected.standalonePalettes.isEmpty ? allPaths : allPaths.filter { path in
            let name = RepositoryPath.fileName(of: path)
            return name.hasSuffix(".resolver.json") || name == "$themes.json" || name.hasSuffix(".tokens.json") || name.hasSuffix(".tokens")
        }
        let source = self.source
        let tokenSets = try Self.detectTokenThemeSets(in: candidates) { path throws(SourceError) in
            // A file the source refuses (over --max-file-size, unreadable) is not a token file.
            guard let bytes = try? source.contents(of: path) else { return false }
            return Self.contains(bytes, Array(#""$value""#.utf8))
        }
        let androidSets = try Self.detectAndroidThemeSets(in: allPaths, source: source)
        // The root's contrast block applies to detected sets too.
        let definitions = (detected.sets + tokenSets + xcassetsSets + androidSets).map { set in
            var set = set
            set.contrast = configuration.contrast
            return set
        }
        let gradients = configuration.gradients ?? allPaths.filter { Self.isGradientFileName(RepositoryPath.fileName(of: $0)) }.sorted()
        var plan = LoadPlan(themeSets: definitions, standalonePalettes: detected.standalonePalettes, gradients: gradients, readsCode: readsCode)
        plan.listing = listed
        return plan
    }
}

extension Linter {
    /// The findings of a project checked in parts, as one `lint` of the whole would give them:
    /// the parts' findings sorted together, repeats dropped and findings differing only in
    /// their scheme merged (the parts' own lints did the same within each part).
    public static func combined(_ parts: [[Finding]]) -> [Finding] {
        var all = parts.count == 1 ? parts[0] : parts.flatMap { $0 }
        sortUnique(&all)
        return mergedByPlace(all)
    }
}
