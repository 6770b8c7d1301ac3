import Synchronization
import ThemeLintCore

/// The working tree as the editor sees it: the files of a base source (read once, then kept
/// until the editor says they changed on disk), overlaid with the editor's unsaved buffers.
///
/// A file read from the base has a content id (its path and how many times it was reread), so
/// a load parses it once for the whole session; an edited buffer has none, so its every
/// version is parsed anew and none is kept: memory stays flat however long the session.
public struct OverlaySource: DocumentSource {
    /// The working tree.
    public let base: any DocumentSource
    /// Buffers that differ from the disk: path → bytes.
    public var buffers: [String: [UInt8]]
    private let snapshot: DiskSnapshot

    /// A source over `base` with no buffer yet.
    public init(base: any DocumentSource) {
        self.base = base
        buffers = [:]
        snapshot = DiskSnapshot()
    }

    /// Names the source: the working tree.
    public var descriptor: SourceDescriptor { base.descriptor }

    /// The buffer's bytes when one is open, else the disk's (read once).
    public func contents(of path: String) throws -> [UInt8]? {
        if let buffer = buffers[path] { return buffer }
        return try snapshot.contents(of: path, base: base)
    }

    /// The base's listing (read once) with every buffer's path.
    public func allFilePaths() throws -> [String] {
        let listed = try snapshot.listing(base: base)
        let extra = buffers.keys.filter { !snapshot.isListed($0) }
        return extra.isEmpty ? listed : (listed + extra).sorted()
    }

    /// A stable id for a file as on disk; nil for an edited buffer.
    public func contentID(of path: String) throws -> String? {
        buffers[path] == nil ? snapshot.contentID(of: path) : nil
    }

    /// The bytes on disk (as last read), without the buffer.
    public func diskContents(of path: String) -> [UInt8]? {
        try? snapshot.contents(of: path, base: base)
    }

    /// Forgets what was read of `path` (the editor saved it, or it changed on disk), and the
    /// listing when `relist`.
    public func invalidate(_ path: String, relist: Bool = false) {
        snapshot.invalidate(path, relist: relist)
    }
}

/// What was read from the base, shared by the copies of an `OverlaySource`.
final class DiskSnapshot: Sendable {
    private struct State {
        var files: [String: [UInt8]?] = [:]
        var generations: [String: Int] = [:]
        var listing: [String]?
        var listed: Set<String> = []
    }

    private let state = Mutex(State())

    func contents(of path: String, base: any DocumentSource) throws -> [UInt8]? {
        if let known = state.withLock({ $0.files[path] }) { return known }
        let bytes = try base.contents(of: path)
        state.withLock { $0.files[path] = .some(bytes) }
        return bytes
    }

    func listing(base: any DocumentSource) throws -> [String] {
        if let known = state.withLock({ $0.listing }) { return known }
        let paths = try base.allFilePaths()
        state.withLock { state in
            state.listing = paths
            state.listed = Set(paths)
        }
        return paths
    }

    func isListed(_ path: String) -> Bool {
        state.withLock { $0.listed.contains(path) }
    }

    func contentID(of path: String) -> String {
        "lsp-disk:\(state.withLock { $0.generations[path] ?? 0 }):" + path
    }

    func invalidate(_ path: String, relist: Bool) {
        state.withLock { state in
            state.files[path] = nil
            state.generations[path, default: 0] += 1
            if relist { state.listing = nil }
        }
    }
}
