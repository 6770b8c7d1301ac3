import ThemeLintCore

/// A repository's history as the semantic log reads it: libgit2's revision walk, tree
/// comparisons and commit sources. Files over `maximumFileSize` are refused by their blob
/// header (each its own finding).
public struct GitCommitHistory: CommitHistory {
    /// The repository.
    public var repository: GitRepository
    /// Blobs over this many bytes are refused unread.
    public var maximumFileSize: Int

    /// Creates the history of `repository`.
    public init(repository: GitRepository, maximumFileSize: Int = FileSizeLimit.default) {
        self.repository = repository
        self.maximumFileSize = maximumFileSize
    }

    /// `GitRepository.walkCommits`.
    public func walkCommits(_ revisions: [String], firstParent: Bool, _ body: (LogCommit) throws -> Bool) throws {
        try repository.walkCommits(revisions, firstParent: firstParent, body)
    }

    /// `GitRepository.changedPaths`.
    public func changedPaths(from parent: String?, to commit: String) throws -> [ChangedPath] {
        try repository.changedPaths(from: parent, to: commit)
    }

    /// The commit's tree as a document source.
    public func source(ofCommit id: String) throws -> any DocumentSource {
        try repository.source(.revision(id), maximumFileSize: maximumFileSize)
    }
}

extension SemanticLog {
    /// A log over `repository`'s history (see `init(history:revisions:firstParent:filter:limit:)`).
    public init(repository: GitRepository, revisions: [String], firstParent: Bool, filter: LogFilter, limit: Int?, maximumFileSize: Int = FileSizeLimit.default) {
        self.init(
            history: GitCommitHistory(repository: repository, maximumFileSize: maximumFileSize), revisions: revisions, firstParent: firstParent,
            filter: filter, limit: limit)
    }
}
