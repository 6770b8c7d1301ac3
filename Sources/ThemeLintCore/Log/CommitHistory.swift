/// What the semantic log needs of a version history, and nothing more: the commits a walk
/// selects, the paths two commits' trees differ in, and one commit's files. The git layer
/// implements it over libgit2 (`GitCommitHistory`); the core never knows which it has, and its
/// tests use a history held in memory.
public protocol CommitHistory: Sendable {
    /// Calls `body` with each commit `revisions` select (as `git log` takes them; empty:
    /// `HEAD`), newest first and a commit never before its children, until it returns false.
    /// With `firstParent`, only first parents are followed.
    func walkCommits(_ revisions: [String], firstParent: Bool, _ body: (LogCommit) throws -> Bool) throws

    /// The paths whose entries differ between the trees of `parent` (nil: no tree) and
    /// `commit`, both given as full commit ids.
    func changedPaths(from parent: String?, to commit: String) throws -> [ChangedPath]

    /// The files of commit `id` (a full commit id), its descriptor naming that id.
    func source(ofCommit id: String) throws -> any DocumentSource
}
