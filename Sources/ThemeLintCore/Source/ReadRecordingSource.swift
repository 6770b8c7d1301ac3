import Synchronization

/// What a load read from its source: the paths whose contents or content ids it asked for, and
/// whether it listed the source's files (auto-detection and token folders do), so that a
/// change touching none of those paths, and adding or removing no file a load may read, is
/// known to leave the loaded project as it was.
public struct SourceReads: Sendable {
    /// Paths whose bytes or content id were asked for (present or not).
    public var paths: Set<String>
    /// Whether the file listing was asked for.
    public var listed: Bool

    /// Creates a record.
    public init(paths: Set<String> = [], listed: Bool = false) {
        self.paths = paths
        self.listed = listed
    }
}

/// A source that passes every call to `base` and records what was asked (`reads`).
public final class ReadRecordingSource: DocumentSource {
    /// The source read.
    public let base: any DocumentSource
    private let record = Mutex(SourceReads())

    /// Wraps `base`.
    public init(_ base: any DocumentSource) {
        self.base = base
    }

    /// What has been asked so far.
    public var reads: SourceReads { record.withLock { $0 } }

    /// `base`'s descriptor.
    public var descriptor: SourceDescriptor { base.descriptor }

    /// `base`'s bytes of `path`, recorded.
    public func contents(of path: String) throws -> [UInt8]? {
        record.withLock { _ = $0.paths.insert(path) }
        return try base.contents(of: path)
    }

    /// `base`'s listing, recorded.
    public func allFilePaths() throws -> [String] {
        record.withLock { $0.listed = true }
        return try base.allFilePaths()
    }

    /// `base`'s content id of `path`, recorded.
    public func contentID(of path: String) throws -> String? {
        record.withLock { _ = $0.paths.insert(path) }
        return try base.contentID(of: path)
    }
}

/// One path that differs between two trees.
public struct ChangedPath: Sendable, Hashable {
    /// Repository-relative path.
    public var path: String
    /// Whether the path exists on one side only (added, deleted, or its type changed), as
    /// opposed to changed content at a path present on both sides.
    public var addedOrRemoved: Bool

    /// Creates a changed path.
    public init(path: String, addedOrRemoved: Bool) {
        self.path = path
        self.addedOrRemoved = addedOrRemoved
    }
}

extension SourceReads {
    /// Whether a load that read what `self` records could load something else from a tree
    /// that differs by `changes`: a changed path it read, the configuration file, or (when it
    /// listed the files) a path added or removed that a load may read.
    public func isAffected(by changes: [ChangedPath], configuration: Configuration) -> Bool {
        changes.contains { change in
            change.path == Configuration.defaultFileName || paths.contains(change.path)
                || (listed && change.addedOrRemoved && ProjectLoader.mayRead(change.path, configuration: configuration))
        }
    }
}
