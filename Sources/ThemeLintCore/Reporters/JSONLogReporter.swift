/// DESIGN.md's log report (`schemas/log-report.schema.json`), streamed: `header`, then one
/// `entry` per commit, then `footer`. Each entry carries the commit, its parents, author, date
/// (ISO 8601), subject, and its diff's changes, contrast effects and notices as the diff
/// report writes them.
public enum JSONLogReporter {
    /// The opening: tool, range, and the start of `entries`.
    public static func header(range: String) -> String {
        let tool = JSONOutput.object([("name", .string("themelint")), ("version", .string(ThemeLintVersion.current))])
        var out = "{\n  \"tool\": " + indented(tool.rendered(), by: "  ") + ",\n  \"range\": "
        JSONOutput.writeString(range, into: &out)
        return out + ",\n  \"entries\": ["
    }

    /// One entry (with its separating comma unless it is the first).
    public static func entry(_ entry: LogEntry, first: Bool) -> String {
        let commit = entry.commit
        let value = JSONOutput.object([
            ("commit", .string(commit.id)),
            ("parents", .array(commit.parents.map { .string($0) })),
            ("author", .object([("name", .string(commit.authorName)), ("email", .string(commit.authorEmail))])),
            ("date", .string(commit.isoDate)),
            ("subject", .string(commit.subject)),
            ("changes", .array(entry.report.changes.map { JSONDiffReporter.change($0) })),
            ("contrast", .array(entry.report.contrast.map(JSONDiffReporter.effect))),
            ("notices", .array(entry.report.notices.map(JSONDiffReporter.notice))),
        ])
        return (first ? "" : ",") + "\n    " + indented(value.rendered(), by: "    ")
    }

    /// The closing, given whether any entry was written.
    public static func footer(empty: Bool) -> String {
        (empty ? "]" : "\n  ]") + "\n}\n"
    }

    private static func indented(_ text: String, by indent: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n" + indent)
    }
}
