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
    var gradientFiles: [String: Palette] = [:]
    var decodedSchemeFiles: [String: SchemeFile?] = [:]
    var issues: [LoadIssue] = []
    /// Token files read, by source (design-token formats).
    var tokenFiles: [TokenSetSource: TokenFile] = [:]
    var examinedFiles: Set<String> = []
    /// Files decoded as parts of a multi-file theme set (asset-catalog `Contents.json`).
    var memberFiles: Set<String> = []

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
            issues.append(LoadIssue(.missingFile, "\(path) does not exist in \(source.descriptor.displayName)", at: location, key: path))
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

    /// Notes that `path` (content `contentID`) was read from what an earlier load cached, its
    /// tree not needed: examined, its duplicate keys reported as a read would report them.
    mutating func noteReadFromCache(_ path: String, contentID: String, duplicateKeyIssues: [LoadIssue]) {
        guard files[path] == nil else { return }
        files[path] = .parsed(nil)
        examinedFiles.insert(path)
        issues.append(contentsOf: duplicateKeyIssues)
        cache?.noteRead(contentID: contentID, parsed: false)
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
    mutating func contentID(of path: String) -> String? {
        if let known = contentIDs[path] { return known }
        let contentID = try? source.contentID(of: path)
        contentIDs[path] = contentID
        return contentID
    }

    /// The bytes of `path` (nil when absent), read from the source unless already read.
    /// - Throws: `FileTooLargeError` as is (the caller makes it a finding), anything else as a
    ///   `SourceError`.
    private mutating func bytes(of path: String) throws -> [UInt8]? {
        do {
            return try source.contents(of: path)
        } catch let error as FileTooLargeError {
            throw error
        } catch let error as SourceError {
            throw error
        } catch {
            throw SourceError("\(path): \(error)")
        }
    }

    private mutating func read(_ path: String, cacheTree: Bool) throws(SourceError) -> ParsedDocument? {
        // The content id serves only the shared cache: without one (`check`), no second look-up
        // of the path in the source per file read.
        let contentID = cache == nil ? nil : contentID(of: path)
        if let contentID, let cached = cache?.document(forContentID: contentID) {
            cache?.noteRead(contentID: contentID, parsed: false)
            return cached
        }
        let result: ParsedDocument
        do {
            guard let bytes = try bytes(of: path) else { return nil }
            result = Self.parse(bytes)
        } catch let error as FileTooLargeError {
            // Refused before it was read: the file's own finding, like a file that does not parse.
            result = .broken(JSONSyntaxError(message: error.reason, position: .start))
        } catch let error as SourceError {
            throw error
        } catch {
            throw SourceError("\(path): \(error)")
        }
        if let contentID { cache?.noteRead(contentID: contentID, parsed: true) }
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

    /// Parses file bytes. (Size is the source's to enforce, before reading: `FileTooLargeError`.)
    static func parse(_ bytes: [UInt8]) -> ParsedDocument {
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
        // A palette read under two conventions reports its problems once.
        let firstConvention = !decodedPalettes.keys.contains(where: { $0.hasSuffix(":" + path) })
        let decoded = try decodedPalette(path, convention: hexAlpha.rawValue, missingAt: missingAt) { document, issues in
            AppearanceFormat.palette(from: document, file: path, hexAlpha: hexAlpha, issues: &issues)
        }
        if let decoded, firstConvention { issues.append(contentsOf: decoded.issues) }
        let palette = decoded?.palette
        decodedPalettes[key] = palette
        if let palette, palettes[path] == nil { palettes[path] = palette }
        return palette
    }

    /// Reads and decodes gradient file `path` (`AppearanceFormat.gradients`), once.
    mutating func gradientFile(_ path: String, missingAt: Location?) throws(SourceError) -> Palette? {
        if let known = gradientFiles[path] { return known }
        let decoded = try decodedPalette(path, convention: "gradients", missingAt: missingAt) { document, issues in
            AppearanceFormat.gradients(from: document, file: path, hexAlpha: .leading, issues: &issues)
        }
        if let decoded { issues.append(contentsOf: decoded.issues) }
        if let palette = decoded?.palette { gradientFiles[path] = palette }
        return decoded?.palette
    }

    /// The decoding of palette-like file `path` by `decode` under `convention`: from the shared
    /// cache when an earlier load decoded the same content (no parse, no decode), else parsed
    /// and decoded here and cached. Its `issues` are those of the adapter only (duplicate keys
    /// are reported when the file is first read); nil when the file is missing or broken.
    private mutating func decodedPalette(_ path: String, convention: String, missingAt: Location?, decode: (JSONDocument, inout [LoadIssue]) -> Palette?) throws(SourceError) -> DecodedPalette? {
        let contentID = contentID(of: path)
        if let contentID, let cached = cache?.palette(forContentID: contentID, path: path, convention: convention) {
            cache?.noteRead(contentID: contentID, parsed: false)
            if files[path] == nil {
                // First read of this file by this load: its duplicate keys too.
                files[path] = .parsed(nil)
                examinedFiles.insert(path)
                issues.append(contentsOf: cached.issues.prefix(cached.duplicateKeyCount))
            }
            var adapterOnly = cached
            adapterOnly.issues.removeFirst(cached.duplicateKeyCount)
            return adapterOnly
        }
        guard let document = try document(path, missingAt: missingAt, cacheTree: false) else { return nil }
        var newIssues: [LoadIssue] = []
        let palette = decode(document, &newIssues)
        let duplicates = Self.duplicateKeyIssues(in: document, file: path)
        if let contentID {
            cache?.store(DecodedPalette(palette: palette, duplicateKeyCount: duplicates.count, issues: duplicates + newIssues), forContentID: contentID, path: path, convention: convention)
        }
        releaseTree(of: path)
        return DecodedPalette(palette: palette, duplicateKeyCount: 0, issues: newIssues)
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
        let decoded = cache.schemeFile(forContentID: contentID, path: path)
        if decoded != nil { cache.noteRead(contentID: contentID, parsed: false) }
        return decoded
    }

    /// The key of a theme set's resolution (`DocumentCache.resolvedSet`): nil unless the scheme
    /// file and every resolving palette have content ids (commits and the index do).
    mutating func resolvedSetKey(definition: ThemeSetDefinition, palettes: [String], unavailable: [String]) throws(SourceError) -> ResolvedSetKey? {
        guard cache != nil, let scheme = contentID(of: definition.schemes) else { return nil }
        var ids: [String] = []
        for palette in palettes {
            guard let id = contentID(of: palette) else { return nil }
            ids.append(id)
        }
        return ResolvedSetKey(definition: definition, schemeFile: scheme, palettes: ids, unavailable: unavailable)
    }
}
