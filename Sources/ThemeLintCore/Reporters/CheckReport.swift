/// Everything a check reporter needs: the source, the findings and their summary.
public struct CheckReport: Sendable {
    /// The source checked.
    public var source: SourceDescriptor
    /// The findings, sorted.
    public var findings: [Finding]
    /// Files examined.
    public var files: [String]
    /// With `--new-since`: the baseline source whose findings were left out.
    public var baseline: SourceDescriptor?
    /// How many findings the baseline already had (left out).
    public var suppressedCount: Int
    /// With `--min-severity`: the lowest severity shown; findings below it were left out.
    public var minimumSeverity: Severity
    /// How many findings were below `minimumSeverity` (left out).
    public var hiddenCount: Int

    /// Creates a report.
    public init(
        source: SourceDescriptor, findings: [Finding], files: [String], baseline: SourceDescriptor? = nil, suppressedCount: Int = 0,
        minimumSeverity: Severity = .note, hiddenCount: Int = 0
    ) {
        self.minimumSeverity = minimumSeverity
        self.hiddenCount = hiddenCount
        self.source = source
        self.findings = findings
        self.files = files
        self.baseline = baseline
        self.suppressedCount = suppressedCount
    }

    /// Counts per severity.
    public var summary: FindingSummary { FindingSummary(findings) }
}

/// Options that reporters share.
public struct ReportOptions: Sendable {
    /// ANSI color and swatches (terminal output only).
    public var useColor: Bool

    /// Creates options.
    public init(useColor: Bool = false) {
        self.useColor = useColor
    }
}

/// A check report format; each case's reporter lives in its own file.
public enum CheckReportFormat: String, Sendable, CaseIterable {
    /// `path:line:col: severity: message [rule]` for people (`TextCheckReporter`).
    case text
    /// The check report of `schemas/check-report.schema.json` (`JSONCheckReporter`).
    case json
    /// GitHub Actions workflow commands (`GitHubCheckReporter`); the Markdown step summary is
    /// `MarkdownCheckReporter`'s output, written by the executable.
    case github
    /// SARIF 2.1.0 (`SARIFCheckReporter`).
    case sarif
    /// GitLab Code Quality JSON (`CodeClimateCheckReporter`).
    case codeclimate
    /// GitHub-flavoured Markdown (`MarkdownCheckReporter`).
    case markdown

    /// Renders `report` in this format, as one string (tests, small reports).
    public func render(_ report: CheckReport, options: ReportOptions = ReportOptions()) -> String {
        var out = ""
        write(report, options: options, to: &out)
        return out
    }

    /// Writes `report` in this format to `sink`, finding by finding: the report never exists
    /// as one string (the executable's sink is a buffered standard output).
    public func write(_ report: CheckReport, options: ReportOptions = ReportOptions(), to sink: inout some TextOutputStream) {
        switch self {
        case .text: TextCheckReporter.write(report, options: options, to: &sink)
        case .json: JSONCheckReporter.write(report, to: &sink)
        case .github: GitHubCheckReporter.write(report, to: &sink)
        case .sarif: SARIFCheckReporter.write(report, to: &sink)
        case .codeclimate: CodeClimateCheckReporter.write(report, to: &sink)
        case .markdown: sink.write(MarkdownCheckReporter.render(report)) // cut to GitHub's comment limit
        }
    }
}
