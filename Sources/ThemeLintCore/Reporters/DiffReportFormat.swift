/// Options the diff reporters share.
public struct DiffReportOptions: Sendable {
    /// ANSI color and 24-bit swatches (text on a terminal only).
    public var useColor: Bool
    /// Print each changed role's reference chain, before and after (`--explain`).
    public var explain: Bool

    /// Creates options.
    public init(useColor: Bool = false, explain: Bool = false) {
        self.useColor = useColor
        self.explain = explain
    }
}

/// A diff report format; each case's reporter lives in its own file.
public enum DiffReportFormat: String, Sendable, CaseIterable {
    /// Grouped by cause, for a terminal (`TextDiffReporter`).
    case text
    /// The diff report, `schemas/diff-report.schema.json` (`JSONDiffReporter`).
    case json
    /// For a pull-request comment or a CI job summary (`MarkdownDiffReporter`).
    case markdown
    /// One self-contained page with before/after swatches (`HTMLDiffReporter`).
    case html

    /// Renders `report` in this format, as one string (tests, small reports).
    public func render(_ report: DiffReport, options: DiffReportOptions = DiffReportOptions()) -> String {
        var out = ""
        write(report, options: options, to: &out)
        return out
    }

    /// Writes `report` in this format to `sink`: text, JSON and the HTML page change by change;
    /// Markdown as one string cut to GitHub's comment limit.
    public func write(_ report: DiffReport, options: DiffReportOptions = DiffReportOptions(), to sink: inout some TextOutputStream) {
        switch self {
        case .text: TextDiffReporter.write(report, options: options, to: &sink)
        case .json: JSONDiffReporter.write(report, options: options, to: &sink)
        case .markdown: sink.write(MarkdownDiffReporter.render(report, options: options))
        case .html: HTMLDiffReporter.write(report, options: options, to: &sink)
        }
    }
}
