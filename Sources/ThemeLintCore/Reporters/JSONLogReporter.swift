/// The log report (`schemas/log-report.schema.json`), streamed: `header`, then one
/// `entry` per commit, then `footer`. Each entry carries the commit, its parents, author, date
/// (ISO 8601), subject, and its diff's changes, contrast effects and notices as the diff
/// report writes them.
public struct JSONLogReporter: Reporter {
    /// Creates a reporter.
    public init() {}

    /// Writes `report`.
    public func write(_ report: LogReportPart, to sink: inout some TextOutputStream) {
        switch report {
        case .header(let range): sink.write(Self.header(range: range))
        case .entry(let entry, let first): sink.write(Self.entry(entry, first: first))
        case .footer(let empty): sink.write(Self.footer(empty: empty))
        }
    }

    /// The opening: tool, range, and the start of `entries`.
    public static func header(range: String) -> String {
        let tool = JSONOutput.object([("name", .string("themelint")), ("version", .string(ThemeLintVersion.current))])
        var out = Array("{\n  \"tool\": ".utf8)
        tool.write(into: &out, indent: 1)
        out.append(contentsOf: ",\n  \"range\": ".utf8)
        JSONOutput.writeString(range, into: &out)
        out.append(contentsOf: ",\n  \"entries\": [".utf8)
        return String(decoding: out, as: UTF8.self)
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
        // Written at its nesting depth (two levels) directly, not rendered then re-indented.
        var out = Array(((first ? "" : ",") + "\n    ").utf8)
        value.write(into: &out, indent: 2)
        return String(decoding: out, as: UTF8.self)
    }

    /// The closing, given whether any entry was written.
    public static func footer(empty: Bool) -> String {
        (empty ? "]" : "\n  ]") + "\n}\n"
    }
}
