#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The outcome of reading and parsing one file.
public enum ParsedDocument: Sendable {
    /// The file parsed (duplicate keys, if any, are in the document).
    case parsed(JSONDocument)
    /// The file is not JSON: the first error.
    case broken(JSONSyntaxError)
}

/// Parse results shared between loads, keyed by content id (git blob id), so a file that is
/// identical on both sides of a diff is parsed once. Scheme files are cached as decoded (their
/// trees, large, are not kept); palettes and broken files as parsed. Thread-safe.
///
/// It also holds files read ahead of time (`ProjectLoader.readAhead`), keyed by path and
/// reused only by a load that reads exactly the same bytes at that path.
public final class DocumentCache: @unchecked Sendable {
    private let lock = Lock()
    private var documents: [String: ParsedDocument] = [:]
    private var schemeFiles: [String: DecodedSchemeFile] = [:]
    private var readAheadEntries: [String: ReadAheadEntry] = [:]
    private var configurations: [(file: String, bytes: [UInt8], configuration: Configuration)] = []
    private var readAheadHits = 0

    /// Creates an empty cache.
    public init() {}

    /// The cached parse of content `id`, if any.
    public func document(forContentID id: String) -> ParsedDocument? {
        lock.lock()
        defer { lock.unlock() }
        return documents[id]
    }

    /// Caches a parse result for content `id`.
    public func store(_ document: ParsedDocument, forContentID id: String) {
        lock.lock()
        defer { lock.unlock() }
        documents[id] = document
    }

    /// The cached decoding of the scheme file with content `id` at `path` (what the Appearance
    /// format made of it, and the issues it reported), if any: a scheme file that is the same on
    /// both sides of a diff is decoded once.
    public func schemeFile(forContentID id: String, path: String) -> DecodedSchemeFile? {
        lock.lock()
        defer { lock.unlock() }
        return schemeFiles[id + "\u{1F}" + path]
    }

    /// Caches the decoding of the scheme file with content `id` at `path`.
    public func store(_ decoded: DecodedSchemeFile, forContentID id: String, path: String) {
        lock.lock()
        defer { lock.unlock() }
        schemeFiles[id + "\u{1F}" + path] = decoded
    }

    /// The read-ahead result for `path` when it was made from exactly `bytes`
    /// (see `ProjectLoader.readAhead`).
    func readAhead(at path: String, matching bytes: [UInt8]) -> ReadAheadEntry.Result? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = readAheadEntries[path], entry.bytes.hasSameBytes(as: bytes) else { return nil }
        readAheadHits += 1
        return entry.result
    }

    /// True when a read-ahead result exists for `path` (whatever its bytes).
    func hasReadAhead(at path: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return readAheadEntries[path] != nil
    }

    /// Records what reading `bytes` at `path` ahead of time gave.
    func storeReadAhead(_ result: ReadAheadEntry.Result, of bytes: [UInt8], at path: String) {
        lock.lock()
        defer { lock.unlock() }
        readAheadEntries[path] = ReadAheadEntry(bytes: bytes, result: result)
    }

    /// How many files were read ahead.
    public var readAheadCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return readAheadEntries.count
    }

    /// How many times a load reused a file read ahead (same path, same bytes).
    public var readAheadReuseCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return readAheadHits
    }

    /// The configuration `bytes` read from `file` give: parsed once per cache, so that the
    /// threads of one run that each read the same configuration (the read-ahead's from the
    /// working tree, the load's from its source) parse it once.
    public func configuration(parsing bytes: [UInt8], file: String) throws(ConfigurationError) -> Configuration {
        lock.lock()
        let earlier = configurations.first { $0.file == file && $0.bytes.hasSameBytes(as: bytes) }
        lock.unlock()
        if let earlier { return earlier.configuration }
        let configuration = try Configuration.parse(bytes: bytes, file: file)
        lock.lock()
        configurations.append((file, bytes, configuration))
        lock.unlock()
        return configuration
    }

    /// How many distinct configurations `configuration(parsing:file:)` has parsed.
    var configurationCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return configurations.count
    }

    /// How many documents are cached.
    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return documents.count
    }
}

/// A scheme file as decoded from a document, with the issues reading it reported.
public struct DecodedSchemeFile: Sendable {
    /// The scheme file (nil when the root has the wrong shape).
    public var schemeFile: SchemeFile?
    /// The issues the document's duplicate keys and its decoding reported, in that order.
    public var issues: [LoadIssue]

    /// Creates a decoding result.
    public init(schemeFile: SchemeFile?, issues: [LoadIssue]) {
        self.schemeFile = schemeFile
        self.issues = issues
    }
}

/// A file read ahead of time: its bytes, and what parsing (and for a scheme file, decoding)
/// them gave.
struct ReadAheadEntry: Sendable {
    /// What reading ahead made of a file.
    enum Result: Sendable {
        /// A palette, or a file that is not JSON: the parse result.
        case document(ParsedDocument)
        /// A scheme file that parsed: its decoding, with the issues it reported.
        case schemeFile(DecodedSchemeFile)
    }

    /// The bytes the result was made from.
    let bytes: [UInt8]
    /// The result.
    let result: Result
}
