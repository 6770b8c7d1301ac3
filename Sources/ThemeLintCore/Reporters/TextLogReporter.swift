/// `log` for a terminal, like `git log`: per commit, `commit <sha>`, `Author:`, `Date:` and the
/// indented subject, then its changes grouped by cause as `diff` prints them (swatches when
/// color is on). Streamed: one entry at a time.
public struct TextLogReporter: Reporter {
    /// The options.
    public var options: DiffReportOptions

    /// Creates a reporter.
    public init(options: DiffReportOptions = DiffReportOptions()) {
        self.options = options
    }

    /// Writes `report`.
    public func write(_ report: LogReportPart, to sink: inout some TextOutputStream) {
        if case .entry(let entry, let first) = report { sink.write(Self.entry(entry, first: first, options: options)) }
    }

    /// One entry (preceded by a blank line unless it is the first).
    public static func entry(_ entry: LogEntry, first: Bool, options: DiffReportOptions) -> String {
        let style = TerminalStyle(enabled: options.useColor)
        let commit = entry.commit
        var out = first ? "" : "\n"
        out += style.yellow("commit \(commit.id)") + "\n"
        if commit.parents.count > 1 {
            out += "Merge: " + commit.parents.map { String($0.prefix(7)) }.joined(separator: " ") + "\n"
        }
        out += "Author: \(e(commit.authorName)) <\(e(commit.authorEmail))>\n"
        out += "Date:   \(commit.gitDate)\n\n"
        out += "    \(e(commit.subject))\n"
        out += TextDiffReporter.renderSections(entry.report, options: options)
        return out
    }

    private static func e(_ text: String) -> String { TerminalText.escape(text) }
}
