/// A source that reads ahead, in one go, the files a load will ask for, and then answers from
/// what it read: the listing, and the bytes of files up to a budget. Everything else passes
/// through to the source it wraps.
///
/// `check` prefetches on the thread that opened the repository while the main thread is still
/// reading the working tree ahead, so that comparing the two (`ProjectLoader.reuse`) costs no
/// reading once the prepared project is there. A file is read once, so a load sees one state of
/// it even when it reads it twice.
public final class PrefetchingSource: DocumentSource, @unchecked Sendable {
    /// The source read.
    public let base: any DocumentSource
    private let lock = Lock()
    private var listing: Result<[String], any Error>?
    private var prefetched: [String: [UInt8]?] = [:]

    /// Wraps `base`; nothing is read until `prefetch` or a request.
    public init(_ base: any DocumentSource) {
        self.base = base
    }

    /// Names the source (the wrapped source's name).
    public var descriptor: SourceDescriptor { base.descriptor }

    /// Lists the source (when `configuration` auto-detects theme sets) and reads the files a load
    /// with `configuration` reads, in its order, while they fit in `byteBudget` bytes. Errors are
    /// not reported here: the load that asks for the same thing meets them again.
    public func prefetch(for configuration: Configuration, byteBudget: Int) {
        guard let plan = try? ProjectLoader(source: self, configuration: configuration).plannedReads() else { return }
        var remaining = byteBudget
        for (path, _) in plan {
            let bytes: [UInt8]?
            do {
                bytes = try base.contents(of: path) // nil: absent, which is remembered too
            } catch {
                continue // left for the load to report
            }
            remaining -= bytes?.count ?? 0
            guard remaining >= 0 else { return }
            lock.lock()
            prefetched[path] = bytes
            lock.unlock()
        }
    }

    /// The prefetched bytes of `path`, else the wrapped source's.
    public func contents(of path: String) throws -> [UInt8]? {
        lock.lock()
        let known = prefetched[path]
        lock.unlock()
        if let known { return known }
        return try base.contents(of: path)
    }

    /// The wrapped source's listing, read once.
    public func allFilePaths() throws -> [String] {
        lock.lock()
        defer { lock.unlock() }
        let result = listing ?? Result { try base.allFilePaths() }
        listing = result
        return try result.get()
    }

    /// The wrapped source's content id.
    public func contentID(of path: String) throws -> String? {
        try base.contentID(of: path)
    }
}
