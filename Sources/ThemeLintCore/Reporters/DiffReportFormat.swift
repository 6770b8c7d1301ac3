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
    /// DESIGN.md's diff report, `schemas/diff-report.schema.json` (`JSONDiffReporter`).
    case json
    /// For a pull-request comment or a CI job summary (`MarkdownDiffReporter`).
    case markdown
    /// One self-contained page with before/after swatches (`HTMLDiffReporter`).
    case html

    /// Renders `report` in this format.
    public func render(_ report: DiffReport, options: DiffReportOptions = DiffReportOptions()) -> String {
        switch self {
        case .text: TextDiffReporter.render(report, options: options)
        case .json: JSONDiffReporter.render(report, options: options)
        case .markdown: MarkdownDiffReporter.render(report, options: options)
        case .html: HTMLDiffReporter.render(report, options: options)
        }
    }
}
