/// Reads a source's theme files, decodes them, and resolves every theme set.
///
/// What it reads: with a configuration that lists theme sets, exactly those files; otherwise
/// auto-detection: in every directory, `scheme.json` and `scheme_<x>.json` are scheme files;
/// `scheme_<x>.json` resolves against `palette_<x>.json` then `palette.json`, `scheme.json`
/// against `palette.json`, each only where it exists; every other `palette*.json` is checked
/// on its own.
public struct ProjectLoader: Sendable {
    /// Files larger than this are reported (`json-syntax`) instead of parsed.
    public static let maximumFileSize = 128 * 1024 * 1024

    /// Where documents come from.
    public var source: any DocumentSource
    /// The configuration in effect.
    public var configuration: Configuration
    /// Parse results shared with other loads (optional).
    public var cache: DocumentCache?

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
        var state = LoadState(source: source, cache: cache)
        let definitions: [ThemeSetDefinition]
        var standalonePalettes: [String] = []
        if let configured = configuration.themes {
            definitions = configured
        } else {
            let detected = Self.detectThemeSets(in: try readFilePaths())
            definitions = detected.sets
            standalonePalettes = detected.standalonePalettes
        }

        var themeSets: [LoadedThemeSet] = []
        for definition in definitions {
            themeSets.append(try loadThemeSet(definition, state: &state))
        }
        for path in standalonePalettes {
            _ = try state.palette(path, hexAlpha: .leading, missingAt: nil)
        }
        return LoadedProject(
            source: source.descriptor, configuration: configuration, themeSets: themeSets,
            palettes: state.palettes, schemeFiles: state.schemeFiles, issues: state.issues,
            files: state.examinedFiles.sorted()
        )
    }

    private func readFilePaths() throws(SourceError) -> [String] {
        do {
            return try source.allFilePaths()
        } catch let error as SourceError {
            throw error
        } catch {
            throw SourceError("cannot list files of \(source.descriptor.spec): \(error)")
        }
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
        let resolved = Resolver.resolve(definition: definition, schemeFile: schemeFile, palettes: resolutionOrder, unavailablePalettes: unavailable)
        return LoadedThemeSet(definition: definition, schemeFile: schemeFile, palettes: palettes, unavailablePalettes: unavailable, resolved: resolved)
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
            } else if name.hasPrefix("palette"), name.hasSuffix(".json") {
                palettes.append(path)
            }
        }
        return (sets, palettes.filter { !usedPalettes.contains($0) })
    }
}

/// Per-load memo of files, palettes and scheme files, so each file is read and reported once.
struct LoadState {
    /// What one load knows about a file it has tried to read.
    enum FileState {
        /// Absent from the source (reported once).
        case missing
        /// Not JSON (reported once).
        case broken
        /// Parsed, its duplicate keys reported. The tree is kept only until the file is
        /// decoded (nil afterwards): the tree of a large scheme file is most of the memory a
        /// load needs, and the model holds everything later steps use. A file decoded again
        /// (a palette under a second hex-alpha convention) is read again.
        case parsed(JSONDocument?)
    }

    let source: any DocumentSource
    let cache: DocumentCache?
    var files: [String: FileState] = [:]
    var contentIDs: [String: String?] = [:]
    var palettes: [String: Palette] = [:]
    var decodedPalettes: [String: Palette?] = [:]
    var schemeFiles: [String: SchemeFile] = [:]
    var decodedSchemeFiles: [String: SchemeFile?] = [:]
    var issues: [LoadIssue] = []
    var examinedFiles: Set<String> = []

    init(source: any DocumentSource, cache: DocumentCache?) {
        self.source = source
        self.cache = cache
    }

    /// The parsed document at `path`; nil when absent (reported as missing-file at `missingAt`
    /// when given) or broken (reported as json-syntax).
    /// - Parameter cacheTree: whether a parsed tree may go to the shared cache (scheme files
    ///   cache their decoding instead).
    mutating func document(_ path: String, missingAt: Location?, cacheTree: Bool = true) throws(SourceError) -> JSONDocument? {
        switch files[path] {
        case .missing?, .broken?:
            return nil
        case .parsed(let document?)?:
            return document
        case .parsed(nil)?:
            // Decoded once already and released: read it again (reported the first time).
            if case .parsed(let document)? = try read(path, cacheTree: cacheTree) { return document }
            return nil
        case nil:
            break
        }
        switch try read(path, cacheTree: cacheTree) {
        case nil:
            files[path] = .missing
            let location = missingAt ?? Location(file: path, position: .start)
            issues.append(LoadIssue(.missingFile, "\(path) does not exist in \(source.descriptor.spec)", at: location, key: path))
            return nil
        case .broken(let error)?:
            files[path] = .broken
            examinedFiles.insert(path)
            issues.append(LoadIssue(.jsonSyntax, error.message, at: Location(file: path, position: error.position)))
            return nil
        case .parsed(let document)?:
            files[path] = .parsed(document)
            examinedFiles.insert(path)
            issues.append(contentsOf: Self.duplicateKeyIssues(in: document, file: path))
            return document
        }
    }

    /// Drops the tree of `path`, which has been decoded.
    mutating func releaseTree(of path: String) {
        if case .parsed? = files[path] { files[path] = .parsed(nil) }
    }

    /// A `duplicate-key` issue for every repeated key of `document`.
    static func duplicateKeyIssues(in document: JSONDocument, file: String) -> [LoadIssue] {
        document.duplicateKeys.map { duplicate in
            LoadIssue(
                .duplicateKey,
                "duplicate key \"\(duplicate.key)\" (first at line \(duplicate.firstPosition.line), column \(duplicate.firstPosition.column)); the last value wins",
                at: Location(file: file, position: duplicate.position), key: duplicate.key)
        }
    }

    /// The content id of `path` (a git blob id), when the source has one.
    private mutating func contentID(of path: String) -> String? {
        if let known = contentIDs[path] { return known }
        let contentID = try? source.contentID(of: path)
        contentIDs[path] = contentID
        return contentID
    }

    /// The bytes of `path` (nil when absent), read from the source unless already read.
    private mutating func bytes(of path: String) throws(SourceError) -> [UInt8]? {
        do {
            return try source.contents(of: path)
        } catch let error as SourceError {
            throw error
        } catch {
            throw SourceError("\(path): \(error)")
        }
    }

    private mutating func read(_ path: String, cacheTree: Bool) throws(SourceError) -> ParsedDocument? {
        let contentID = contentID(of: path)
        if let contentID, let cached = cache?.document(forContentID: contentID) {
            return cached
        }
        guard let bytes = try bytes(of: path) else { return nil }
        let result = Self.parse(bytes)
        if let contentID, let cache {
            switch result {
            case .parsed where !cacheTree:
                break // the caller caches what it makes of the tree instead
            default:
                cache.store(result, forContentID: contentID)
            }
        }
        return result
    }

    /// Parses file bytes; a file over `ProjectLoader.maximumFileSize` is reported, not parsed.
    static func parse(_ bytes: [UInt8]) -> ParsedDocument {
        if bytes.count > ProjectLoader.maximumFileSize {
            return .broken(JSONSyntaxError(message: "file is too large to check (\(bytes.count / 1_048_576) MiB; the limit is \(ProjectLoader.maximumFileSize / 1_048_576) MiB)", position: .start))
        }
        do {
            return .parsed(try JSONParser().parse(bytes))
        } catch {
            return .broken(error)
        }
    }

    /// What decoding scheme file `document` at `path` reports: its duplicate keys, then what the
    /// Appearance format makes of it.
    static func decodeSchemeFile(_ document: JSONDocument, path: String) -> DecodedSchemeFile {
        var newIssues: [LoadIssue] = []
        let decoded = AppearanceFormat.schemeFile(from: document, file: path, issues: &newIssues)
        return DecodedSchemeFile(schemeFile: decoded, issues: duplicateKeyIssues(in: document, file: path) + newIssues)
    }

    mutating func palette(_ path: String, hexAlpha: HexAlphaPosition, missingAt: Location?) throws(SourceError) -> Palette? {
        let key = "\(hexAlpha.rawValue):\(path)"
        if let known = decodedPalettes[key] { return known }
        var decoded: Palette?
        if let document = try document(path, missingAt: missingAt) {
            var newIssues: [LoadIssue] = []
            decoded = AppearanceFormat.palette(from: document, file: path, hexAlpha: hexAlpha, issues: &newIssues)
            // A palette read under two conventions reports its problems once.
            if !decodedPalettes.keys.contains(where: { $0.hasSuffix(":" + path) }) {
                issues.append(contentsOf: newIssues)
            }
            releaseTree(of: path)
        }
        decodedPalettes[key] = decoded
        if let decoded, palettes[path] == nil { palettes[path] = decoded }
        return decoded
    }

    mutating func schemeFile(_ path: String, missingAt: Location?) throws(SourceError) -> SchemeFile? {
        if let known = decodedSchemeFiles[path] { return known }
        var decoded: SchemeFile?
        if files[path] == nil, let cached = try previouslyDecodedSchemeFile(path) {
            // Decoded by an earlier load (the other side of a diff): its issues,
            // duplicate keys included, are reported again without parsing the file.
            files[path] = .parsed(nil)
            examinedFiles.insert(path)
            decoded = cached.schemeFile
            issues.append(contentsOf: cached.issues)
        } else if let document = try document(path, missingAt: missingAt, cacheTree: false) {
            let result = Self.decodeSchemeFile(document, path: path)
            decoded = result.schemeFile
            // `document` has reported the duplicate keys, which come first in `result.issues`.
            issues.append(contentsOf: result.issues.dropFirst(document.duplicateKeys.count))
            if let contentID = contentID(of: path) {
                cache?.store(result, forContentID: contentID, path: path)
            }
            releaseTree(of: path)
        }
        decodedSchemeFiles[path] = decoded
        if let decoded { schemeFiles[path] = decoded }
        return decoded
    }

    /// The decoding of scheme file `path` made by an earlier load of the same content id; nil
    /// when there is none.
    private mutating func previouslyDecodedSchemeFile(_ path: String) throws(SourceError) -> DecodedSchemeFile? {
        guard let cache, let contentID = contentID(of: path) else { return nil }
        return cache.schemeFile(forContentID: contentID, path: path)
    }
}
