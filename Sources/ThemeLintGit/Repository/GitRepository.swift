internal import CLibGit2
import Synchronization
import ThemeLintCore

/// A git repository opened read-only through libgit2.
///
/// Reading never writes: not the index (no stat-cache refresh), not the config, not refs.
/// The only writer is `setConfigString(_:_:)`, for an explicit `hook install`.
///
/// libgit2 objects are not safe to use from several threads at once, so every access to the
/// repository and to the sources made from it goes through one lock per repository.
///
/// `@unchecked Sendable` is safe: the only stored state is the immutable `handle` pointer and
/// the lock, and every use of `handle` (and of objects owned by it) happens inside `withLock`.
public final class GitRepository: @unchecked Sendable {
    /// The `git_repository*`; freed in `deinit`, after every source (they hold the repository).
    let handle: OpaquePointer
    /// Serialises every libgit2 call on `handle` and on objects that belong to it.
    private let lock = Mutex(())

    /// The root of the working tree (no trailing `/`), or nil for a bare repository.
    /// `GIT_WORK_TREE` overrides where git would look.
    public var workingDirectory: String? {
        withLock { git_repository_workdir(handle).map { withoutTrailingSlash(String(cString: $0)) } }
    }

    /// The git directory (`.git`, or `.git/worktrees/NAME` for a linked worktree), no trailing `/`.
    public var gitDirectory: String {
        withLock { withoutTrailingSlash(String(cString: git_repository_path(handle))) }
    }

    /// The directory all worktrees share (objects, refs, config, hooks), no trailing `/`.
    /// The same as `gitDirectory` except in a linked worktree.
    public var commonDirectory: String {
        withLock {
            let common = git_repository_commondir(handle) ?? git_repository_path(handle)
            return common.map { withoutTrailingSlash(String(cString: $0)) } ?? ""
        }
    }

    /// True for a bare repository (one without a working tree).
    public var isBare: Bool { workingDirectory == nil }

    /// Takes ownership of an opened `git_repository*`: `deinit` frees it.
    init(adopting handle: OpaquePointer) {
        self.handle = handle
    }

    deinit {
        git_repository_free(handle)
    }

    /// True when the repository is a shallow clone (it has a `shallow` file).
    public var isShallow: Bool {
        withLock { git_repository_is_shallow(handle) == 1 }
    }

    /// True when `HEAD` names a branch that has no commit yet (a new, empty repository).
    public var isHeadUnborn: Bool {
        withLock { git_repository_head_unborn(handle) == 1 }
    }

    /// A readable source for `spec`: a commit's tree, the index, or the working tree.
    /// - Parameter maximumFileSize: files over this many bytes are refused before they are read
    ///   (`FileTooLargeError`), measured by `fstat` in the working tree and by the blob's header
    ///   in a commit or the index.
    /// - Throws: `GitError` (`.unknownRevision`, `.ambiguousRevision`, `.notACommit`,
    ///   `.emptyRepository`, `.shallowMissingHistory` for revisions; `.bareRepository` for the
    ///   index or the working tree of a bare repository, which git refuses too;
    ///   `.unsupportedIndex` for them when the index is split or sparse).
    public func source(_ spec: GitSourceSpec, maximumFileSize: Int = FileSizeLimit.default) throws(GitError) -> any DocumentSource {
        switch spec {
        case .revision(let revision):
            return try GitCommitSource(repository: self, revision: revision, maximumFileSize: maximumFileSize)
        case .index:
            guard workingDirectory != nil else {
                throw GitError(.bareRepository, "repository '\(gitDirectory)' is bare: it has no index to read (nothing is staged in a bare repository)")
            }
            try ensureIndexReadable()
            return try GitIndexSource(repository: self, maximumFileSize: maximumFileSize)
        case .worktree:
            guard let workingDirectory else {
                throw GitError(.bareRepository, "repository '\(gitDirectory)' is bare: it has no working tree to read")
            }
            try ensureIndexReadable()
            return GitWorktreeSource(repository: self, root: workingDirectory, maximumFileSize: maximumFileSize)
        }
    }

    /// Runs `body` holding the repository's lock.
    func withLock<Result>(_ body: () throws(GitError) -> Result) throws(GitError) -> Result {
        try lock.withLock { _ throws(GitError) -> Result in try body() }
    }

    /// Runs `body` holding the repository's lock (non-throwing form).
    func withLock<Result>(_ body: () -> Result) -> Result {
        lock.withLock { _ in body() }
    }
}
