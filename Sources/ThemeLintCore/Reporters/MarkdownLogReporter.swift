/// `log` as GitHub-flavoured Markdown: per commit a heading with the short sha and subject, the
/// author and date, then the changes as `diff --format markdown` writes them (its headings one
/// level down). Streamed: one entry at a time.
public struct MarkdownLogReporter: Reporter {
    /// Creates a reporter.
    public init() {}

    /// Writes `report`.
    public func write(_ report: LogReportPart, to sink: inout some TextOutputStream) {
        switch report {
        case .header(let range): sink.write(Self.header(range: range))
        case .entry(let entry, _): sink.write(Self.entry(entry))
        case .footer: break
        }
    }

    /// The opening heading.
    public static func header(range: String) -> String {
        "# Theme history: \(MarkdownText.escape(range))\n"
    }

    /// One entry.
    public static func entry(_ entry: LogEntry) -> String {
        let commit = entry.commit
        var out = "\n## `\(commit.id.prefix(12))` \(MarkdownText.escape(commit.subject))\n\n"
        out += "\(MarkdownText.escape(commit.authorName)), \(commit.isoDate)\n"
        let diff = MarkdownDiffReporter.render(entry.report)
        // Drop the diff's own heading; nest its sections under the commit.
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false).dropFirst() {
            out += (line.hasPrefix("### ") ? "#" + line : String(line)) + "\n"
        }
        return out
    }
}
