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
