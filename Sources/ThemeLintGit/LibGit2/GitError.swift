/// A failure of the git layer: what went wrong, as a kind callers can branch on, and a message
/// meant for people (it names the revision, path or repository involved).
public struct GitError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, coarsely, so callers can choose an exit code or a hint.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Neither the given path nor any of its parents is (in) a git repository.
        case notARepository
        /// A revision that does not name any object (`nope`, `main~999`, a malformed revspec).
        case unknownRevision
        /// A short object id that more than one object starts with.
        case ambiguousRevision
        /// A revision that names an object which is not (and does not peel to) a commit,
        /// such as `HEAD^{tree}` or a tag of a blob.
        case notACommit
        /// A filesystem path given to the git layer (such as `--repo`) does not exist.
        case pathNotFound
        /// A repository-relative path that is empty, absolute, or has `.`, `..` or `.git` components.
        case invalidPath
        /// A path that names a directory, a submodule or a special file where a regular file is needed.
        case notARegularFile
        /// The working tree was asked for, but the repository is bare.
        case bareRepository
        /// A revision was asked for, but `HEAD` is unborn: the repository has no commits yet.
        case emptyRepository
        /// The repository is owned by another user and is not listed in `safe.directory`.
        case unsafeOwnership
        /// The history needed (a merge base, an older commit) lies beyond a shallow clone's boundary.
        case shallowMissingHistory
        /// Two commits have no common ancestor.
        case noMergeBase
        /// A path is, or lies below, a symbolic link; symbolic links are never followed.
        case symlink
        /// A path has unresolved merge conflicts in the index.
        case conflict
        /// The index is in a format libgit2 cannot read (a split or sparse index).
        case unsupportedIndex
        /// The operating system refused a read or write.
        case io
        /// Anything else libgit2 reported.
        case other
    }

    /// What went wrong.
    public var kind: Kind
    /// A message for people, naming the revision, path or repository involved.
    public var message: String

    /// Creates an error of `kind` with `message`.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
