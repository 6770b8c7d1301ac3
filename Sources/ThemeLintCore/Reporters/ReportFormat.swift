// The one place where a `--format` value chooses its reporter: one enum per kind of report
// (the values each command accepts), each mapping its cases to the `Reporter` that writes them.
// The reporters themselves live one per file beside this one.

/// A check report format (`check --format`).
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
    /// GitHub-flavoured Markdown, cut to GitHub's comment limit (`MarkdownCheckReporter`).
    case markdown

    /// The reporter of this format.
    public func reporter(options: ReportOptions = ReportOptions()) -> any Reporter<CheckReport> {
        switch self {
        case .text: TextCheckReporter(options: options)
        case .json: JSONCheckReporter()
        case .github: GitHubCheckReporter()
        case .sarif: SARIFCheckReporter()
        case .codeclimate: CodeClimateCheckReporter()
        case .markdown: MarkdownCheckReporter()
        }
    }

    /// Renders `report` in this format, as one string (tests, small reports).
    public func render(_ report: CheckReport, options: ReportOptions = ReportOptions()) -> String {
        reporter(options: options).render(report)
    }

    /// Writes `report` in this format to `sink`, as its reporter does.
    public func write(_ report: CheckReport, options: ReportOptions = ReportOptions(), to sink: inout some TextOutputStream) {
        reporter(options: options).write(report, to: &sink)
    }
}

/// A diff report format (`diff --format`); also the formats of a `compress` or `rename` plan,
/// which is printed as `diff` prints it after `--write`.
public enum DiffReportFormat: String, Sendable, CaseIterable {
    /// Grouped by cause, for a terminal (`TextDiffReporter`).
    case text
    /// The diff report, `schemas/diff-report.schema.json` (`JSONDiffReporter`).
    case json
    /// For a pull-request comment or a CI job summary (`MarkdownDiffReporter`).
    case markdown
    /// One self-contained page with before/after swatches (`HTMLDiffReporter`).
    case html

    /// The reporter of this format.
    public func reporter(options: DiffReportOptions = DiffReportOptions()) -> any Reporter<DiffReport> {
        switch self {
        case .text: TextDiffReporter(options: options)
        case .json: JSONDiffReporter(options: options)
        case .markdown: MarkdownDiffReporter(options: options)
        case .html: HTMLDiffReporter(options: options)
        }
    }

    /// The reporter of a plan in this format: its diff as this format's diff reporter writes it
    /// (`PlanDiffReporter`), except `html`, which has its own page (`HTMLPlanReporter`: the
    /// plan's decisions, then the diff page's sections).
    public func planReporter(options: DiffReportOptions = DiffReportOptions()) -> any Reporter<EditPlanReport> {
        switch self {
        case .text, .json, .markdown: PlanDiffReporter(format: self, options: options)
        case .html: HTMLPlanReporter()
        }
    }

    /// Renders `report` in this format, as one string (tests, small reports).
    public func render(_ report: DiffReport, options: DiffReportOptions = DiffReportOptions()) -> String {
        reporter(options: options).render(report)
    }

    /// Writes `report` in this format to `sink`, as its reporter does.
    public func write(_ report: DiffReport, options: DiffReportOptions = DiffReportOptions(), to sink: inout some TextOutputStream) {
        reporter(options: options).write(report, to: &sink)
    }
}

/// A `show` format.
public enum ShowReportFormat: String, Sendable, CaseIterable {
    /// Per theme set and scheme, each role's color and chain (`TextShowReporter`).
    case text
    /// The show report (`JSONShowReporter`).
    case json
    /// The visual check: swatches and contrast pairs on one page (`HTMLShowReporter`).
    case html

    /// The reporter of this format; `useColor` for text on a terminal.
    public func reporter(useColor: Bool = false) -> any Reporter<ShowReport> {
        switch self {
        case .text: TextShowReporter(useColor: useColor)
        case .json: JSONShowReporter()
        case .html: HTMLShowReporter()
        }
    }
}

/// A `log` format.
public enum LogReportFormat: String, Sendable, CaseIterable {
    /// Like `git log`: the commit header, then the changes grouped by cause (`TextLogReporter`).
    case text
    /// The log report, `schemas/log-report.schema.json` (`JSONLogReporter`).
    case json
    /// For a pull-request comment or a changelog (`MarkdownLogReporter`).
    case markdown

    /// The reporter of this format.
    public func reporter(options: DiffReportOptions = DiffReportOptions()) -> any Reporter<LogReportPart> {
        switch self {
        case .text: TextLogReporter(options: options)
        case .json: JSONLogReporter()
        case .markdown: MarkdownLogReporter()
        }
    }
}

/// A `contrast` format: text and JSON for a pair, all four for `--matrix`.
public enum ContrastReportFormat: String, Sendable, CaseIterable {
    /// For a terminal.
    case text
    /// One JSON document.
    case json
    /// A GitHub-flavoured Markdown table per scheme (`--matrix`).
    case markdown
    /// One self-contained page (`--matrix`).
    case html

    /// The reporter of two colors' measurement (text, or JSON for `json`).
    public func pairReporter(useColor: Bool = false, hexAlpha: HexAlphaPosition = .trailing) -> any Reporter<ColorPairMeasurement> {
        ColorPairMeasurementReporter(format: self == .json ? .json : .text, useColor: useColor, hexAlpha: hexAlpha)
    }

    /// The reporter of two roles' measurement in each scheme (text, or JSON for `json`).
    public func rolesReporter(useColor: Bool = false) -> any Reporter<RoleContrastReport> {
        RoleContrastReporter(json: self == .json, useColor: useColor)
    }

    /// The reporter of `--matrix`.
    public func matrixReporter(useColor: Bool = false) -> any Reporter<[ContrastMatrix]> {
        ContrastMatrixReporter(format: self, useColor: useColor)
    }
}
