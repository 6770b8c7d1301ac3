/// A `compress` or `rename` plan in a diff format: the plan's diff, written by that format's
/// diff reporter (what `themelint diff` prints after `--write`), then the code sites the plan
/// rewrites, when it rewrites any: a `Code` section in text and Markdown, a `code` member in
/// JSON (`schemas/diff-report.schema.json`). A plan that rewrites no code is its diff exactly.
public struct PlanDiffReporter: Reporter {
    /// The format.
    public var format: DiffReportFormat
    /// The options of its diff reporter.
    public var options: DiffReportOptions

    /// Creates a reporter writing `format` (text, json or markdown).
    public init(format: DiffReportFormat, options: DiffReportOptions = DiffReportOptions()) {
        self.format = format
        self.options = options
    }

    /// Writes the plan's diff and its code sites.
    public func write(_ report: EditPlanReport, to sink: inout some TextOutputStream) {
        let sites = report.codeSites
        switch format {
        case .json:
            let extra: [(String, JSONStream)] = sites.isEmpty ? [] : [("code", .items(sites, Self.json))]
            JSONDiffReporter.write(report.report, options: options, extra: extra, to: &sink)
        case .markdown:
            format.reporter(options: options).write(report.report, to: &sink)
            guard !sites.isEmpty else { return }
            sink.write("\n### Code\n\n\(MarkdownText.escape(DiffWording.count(sites.count, "code site"))) rewritten:\n\n")
            for site in sites {
                sink.write("- \(MarkdownText.code("\(site.file):\(site.position.line):\(site.position.column)")) \(MarkdownText.code(site.old)) → \(MarkdownText.code(site.new))\n")
            }
        case .text, .html:
            format.reporter(options: options).write(report.report, to: &sink)
            guard !sites.isEmpty else { return }
            sink.write("\nCode: \(DiffWording.count(sites.count, "site")) rewritten\n")
            for site in sites { sink.write("  \(TerminalText.escape(site.description))\n") }
        }
    }

    /// One code site as the JSON plan writes it.
    static func json(_ site: CodeSiteChange) -> JSONOutput {
        .object([
            ("file", .string(site.file)), ("line", .int(site.position.line)), ("column", .int(site.position.column)),
            ("spelling", .string(site.spelling.rawValue)), ("old", .string(site.old)), ("new", .string(site.new)),
        ])
    }
}
