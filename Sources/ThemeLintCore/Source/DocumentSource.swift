/// What kind of place documents are read from.
public enum SourceKind: String, Sendable, Hashable, Codable {
    /// A commit (any commit-ish git accepts).
    case commit
    /// The git index (staged content).
    case index
    /// The working tree.
    case worktree
    /// Plain files outside of git (tests, `--config` files, `textconv` inputs).
    case filesystem
}

/// Names a source in reports: what the user asked for and what it resolved to.
public struct SourceDescriptor: Sendable, Hashable, Codable {
    /// What the user typed (`HEAD~1`, `:index`, `worktree`).
    public var spec: String
    /// The kind of source.
    public var kind: SourceKind
    /// The full 40-hex commit id for a commit source, else nil.
    public var commit: String?

    /// Creates a descriptor.
    public init(spec: String, kind: SourceKind, commit: String? = nil) {
        self.spec = spec
        self.kind = kind
        self.commit = commit
    }

    /// How messages for people name the source, as git's own messages do: the revision as typed,
    /// `the index`, `the working tree` (`spec`'s `:index` and `worktree` are for machines).
    public var displayName: String {
        switch kind {
        case .commit, .filesystem: spec
        case .index: "the index"
        case .worktree: "the working tree"
        }
    }
}

/// A problem reading from a source that is not the content's fault (I/O, git, permissions).
public struct SourceError: Error, Sendable, CustomStringConvertible {
    /// A message naming the path and the reason.
    public var message: String

    /// Creates an error.
    public init(_ message: String) {
        self.message = message
    }

    /// A human-readable form, as shown in messages.
    public var description: String { message }
}

/// Where the core reads documents from. Paths are relative to the repository root and use `/`.
/// Implementations may throw any error (the git layer throws `GitError`); the loader reports it
/// with the path, and the command exits with status 2.
///
/// Implementations: the git layer's commit, index and working-tree sources, and
/// `InMemorySource` for tests. The core never knows which it has.
public protocol DocumentSource: Sendable {
    /// Names the source in reports.
    var descriptor: SourceDescriptor { get }

    /// The bytes of the file at `path`, or nil when no such file exists in this source.
    /// - Throws: when the file exists but cannot be read (or is not a regular file, or is a link).
    func contents(of path: String) throws -> [UInt8]?

    /// Every regular file of the source (tracked, and for a working tree also untracked but not
    /// ignored), repository-relative, sorted.
    func allFilePaths() throws -> [String]

    /// An identifier that is equal for equal content (a git blob id), when the source knows one
    /// cheaply; used to avoid parsing the same file twice. Nil when unknown.
    func contentID(of path: String) throws -> String?
}

extension DocumentSource {
    /// Default: no content id.
    public func contentID(of path: String) throws -> String? { nil }

    /// `allFilePaths()`, with any failure as a `SourceError` naming the source.
    public func listedFilePaths() throws(SourceError) -> [String] {
        do {
            return try allFilePaths()
        } catch let error as SourceError {
            throw error
        } catch {
            throw SourceError("cannot list the files of \(descriptor.displayName): \(error)")
        }
    }
}

/// A source held in memory: for tests and for files given on the command line.
public struct InMemorySource: DocumentSource {
    /// Names the source.
    public var descriptor: SourceDescriptor
    /// Path → bytes.
    public var files: [String: [UInt8]]

    /// Creates a source from path → bytes.
    public init(descriptor: SourceDescriptor = SourceDescriptor(spec: "memory", kind: .filesystem), files: [String: [UInt8]]) {
        self.descriptor = descriptor
        self.files = files
    }

    /// Creates a source from path → text.
    public init(descriptor: SourceDescriptor = SourceDescriptor(spec: "memory", kind: .filesystem), texts: [String: String]) {
        self.init(descriptor: descriptor, files: texts.mapValues { Array($0.utf8) })
    }

    /// The bytes stored for `path`, or nil.
    public func contents(of path: String) throws -> [UInt8]? { files[path] }

    /// Every stored path, sorted.
    public func allFilePaths() throws -> [String] { files.keys.sorted() }
}
