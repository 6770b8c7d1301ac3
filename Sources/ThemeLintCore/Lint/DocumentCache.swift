import Foundation

/// The outcome of reading and parsing one file.
public enum ParsedDocument: Sendable {
    /// The file parsed (duplicate keys, if any, are in the document).
    case parsed(JSONDocument)
    /// The file is not JSON: the first error.
    case broken(JSONSyntaxError)
}

/// Parse results shared between loads, keyed by content id (git blob id), so a file that is
/// identical on both sides of a diff is parsed once. Thread-safe.
public final class DocumentCache: @unchecked Sendable {
    private let lock = NSLock()
    private var documents: [String: ParsedDocument] = [:]

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

    /// How many documents are cached.
    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return documents.count
    }
}
