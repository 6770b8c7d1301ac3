import Foundation

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
public final class DocumentCache: @unchecked Sendable {
    private let lock = NSLock()
    private var documents: [String: ParsedDocument] = [:]
    private var schemeFiles: [String: DecodedSchemeFile] = [:]

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
