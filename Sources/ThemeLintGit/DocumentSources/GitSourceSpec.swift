import ThemeLintCore

/// Which state of a repository to read documents from.
public enum GitSourceSpec: Sendable, Hashable, CustomStringConvertible {
    /// A commit, named by anything git accepts as a commit-ish: `HEAD`, `main~3`, a tag
    /// (annotated or not), a full or short object id.
    case revision(String)
    /// The index (the staged content), honouring `GIT_INDEX_FILE`.
    case index
    /// The working tree: tracked files present on disk plus untracked files that are not ignored.
    case worktree

    /// The kind of source it is.
    public var sourceKind: SourceKind {
        switch self {
        case .revision: .commit
        case .index: .index
        case .worktree: .worktree
        }
    }

    /// How the source is named in reports: the revision as typed, `:index`, or `worktree`.
    public var description: String {
        switch self {
        case .revision(let revision): revision
        case .index: ":index"
        case .worktree: "worktree"
        }
    }
}
