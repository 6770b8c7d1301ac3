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
            let detected = try Self.detectThemeSets(in: try readFilePaths())
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
        var unavailable: [String] = []
        for path in definition.palettes {
            if let palette = try state.palette(path, hexAlpha: definition.hexAlpha, missingAt: definition.declaration) {
                palettes.append(palette)
            } else {
                unavailable.append(path)
            }
        }
        if definition.palettes.isEmpty, let schemeFile, schemeFile.schemes.contains(where: { !$0.roles.isEmpty }) {
            let expected = definition.declaration == nil ? " (expected \(Self.expectedPaletteNames(for: definition.schemes)) beside it)" : ""
            state.issues.append(LoadIssue(.missingFile, "\(definition.schemes) has no palette to resolve against\(expected)", at: Location(file: definition.schemes, position: .start)))
            unavailable.append("(no palette)")
        }
        let resolved = Resolver.resolve(definition: definition, schemeFile: schemeFile, palettes: palettes, unavailablePalettes: unavailable)
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
    public static func detectThemeSets(in paths: [String]) throws(SourceError) -> (sets: [ThemeSetDefinition], standalonePalettes: [String]) {
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
            } else if affix(of: name, base: "palette") != nil {
                palettes.append(path)
            }
        }
        return (sets, palettes.filter { !usedPalettes.contains($0) })
    }
}

/// Per-load memo of documents, palettes and scheme files, so each file is read and reported once.
struct LoadState {
    let source: any DocumentSource
    let cache: DocumentCache?
    var documents: [String: ParsedDocument?] = [:]
    var contentIDs: [String: String] = [:]
    var palettes: [String: Palette] = [:]
    var decodedPalettes: [String: Palette?] = [:]
    var schemeFiles: [String: SchemeFile] = [:]
    var decodedSchemeFiles: [String: SchemeFile?] = [:]
    var issues: [LoadIssue] = []
    var examinedFiles: Set<String> = []
    private var reportedMissing: Set<String> = []

    init(source: any DocumentSource, cache: DocumentCache?) {
        self.source = source
        self.cache = cache
    }

    /// The parsed document at `path`; nil when absent (reported as missing-file at `missingAt`
    /// when given) or broken (reported as json-syntax).
    mutating func document(_ path: String, missingAt: Location?) throws(SourceError) -> JSONDocument? {
        if let known = documents[path] {
            if case .parsed(let document)? = known { return document }
            return nil
        }
        let (parsed, contentID) = try read(path)
        documents[path] = parsed
        if let contentID { contentIDs[path] = contentID }
        switch parsed {
        case nil:
            if !reportedMissing.contains(path) {
                reportedMissing.insert(path)
                let location = missingAt ?? Location(file: path, position: .start)
                issues.append(LoadIssue(.missingFile, "\(path) does not exist in \(source.descriptor.spec)", at: location, key: path))
            }
            return nil
        case .broken(let error)?:
            examinedFiles.insert(path)
            issues.append(LoadIssue(.jsonSyntax, error.message, at: Location(file: path, position: error.position)))
            return nil
        case .parsed(let document)?:
            examinedFiles.insert(path)
            for duplicate in document.duplicateKeys {
                issues.append(LoadIssue(
                    .duplicateKey,
                    "duplicate key \"\(duplicate.key)\" (first at line \(duplicate.firstPosition.line), column \(duplicate.firstPosition.column)); the last value wins",
                    at: Location(file: path, position: duplicate.position), key: duplicate.key))
            }
            return document
        }
    }

    private func read(_ path: String) throws(SourceError) -> (ParsedDocument?, String?) {
        let contentID: String?
        do {
            contentID = try source.contentID(of: path)
        } catch {
            contentID = nil
        }
        if let contentID, let cached = cache?.document(forContentID: contentID) {
            return (cached, contentID)
        }
        let bytes: [UInt8]?
        do {
            bytes = try source.contents(of: path)
        } catch let error as SourceError {
            throw error
        } catch {
            throw SourceError("\(path): \(error)")
        }
        guard let bytes else { return (nil, contentID) }
        let result: ParsedDocument
        if bytes.count > ProjectLoader.maximumFileSize {
            result = .broken(JSONSyntaxError(message: "file is too large to check (\(bytes.count / 1_048_576) MiB; the limit is \(ProjectLoader.maximumFileSize / 1_048_576) MiB)", position: .start))
        } else {
            do {
                result = .parsed(try JSONParser().parse(bytes))
            } catch {
                result = .broken(error)
            }
        }
        if let contentID { cache?.store(result, forContentID: contentID) }
        return (result, contentID)
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
        }
        decodedPalettes[key] = decoded
        if let decoded, palettes[path] == nil { palettes[path] = decoded }
        return decoded
    }

    mutating func schemeFile(_ path: String, missingAt: Location?) throws(SourceError) -> SchemeFile? {
        if let known = decodedSchemeFiles[path] { return known }
        var decoded: SchemeFile?
        if let document = try document(path, missingAt: missingAt) {
            if let contentID = contentIDs[path], let cached = cache?.schemeFile(forContentID: contentID, path: path) {
                decoded = cached.schemeFile
                issues.append(contentsOf: cached.issues)
            } else {
                var newIssues: [LoadIssue] = []
                decoded = AppearanceFormat.schemeFile(from: document, file: path, issues: &newIssues)
                issues.append(contentsOf: newIssues)
                if let contentID = contentIDs[path] {
                    cache?.store(DecodedSchemeFile(schemeFile: decoded, issues: newIssues), forContentID: contentID, path: path)
                }
            }
        }
        decodedSchemeFiles[path] = decoded
        if let decoded { schemeFiles[path] = decoded }
        return decoded
    }
}
