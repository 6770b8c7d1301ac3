/// One commit of `themelint log`: the commit and its semantic diff against its first parent
/// (against nothing for a root commit), narrowed to the filters.
public struct LogEntry: Sendable, Hashable {
    /// The commit.
    public var commit: LogCommit
    /// The diff (base: the first parent, head: the commit).
    public var report: DiffReport

    /// Creates an entry.
    public init(commit: LogCommit, report: DiffReport) {
        self.commit = commit
        self.report = report
    }
}
