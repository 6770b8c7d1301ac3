/// A `compress` or `rename` plan in a diff format: the plan's diff, written by that format's
/// diff reporter (what `themelint diff` prints after `--write`), then the code sites the plan
/// rewrites, when it rewrites any: a `Code` section in text and Markdown, a `code` member in
/// JSON (`schemas/diff-report.schema.json`); then the generated files the configured exports
/// write anew (`Generated`, `generated`). A plan that rewrites no code and regenerates nothing
/// is its diff exactly.
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
        let generated = report.regenerated
        switch format {
        case .json:
            var extra: [(String, JSONStream)] = sites.isEmpty ? [] : [("code", .items(sites, Self.json))]
            if !generated.isEmpty { extra.append(("generated", .items(generated) { .string($0) })) }
            JSONDiffReporter.write(report.report, options: options, extra: extra, to: &sink)
        case .markdown:
            format.reporter(options: options).write(report.report, to: &sink)
            if !sites.isEmpty {
                sink.write("\n### Code\n\n\(MarkdownText.escape(DiffWording.count(sites.count, "code site"))) rewritten:\n\n")
                for site in sites {
                    sink.write("- \(MarkdownText.code("\(site.file):\(site.position.line):\(site.position.column)")) \(MarkdownText.code(site.old)) → \(MarkdownText.code(site.new))\n")
                }
            }
            guard !generated.isEmpty else { return }
            sink.write("\n### Generated\n\n\(MarkdownText.escape(DiffWording.count(generated.count, "generated file"))) written anew by the configured exports:\n\n")
            for path in generated { sink.write("- \(MarkdownText.code(path))\n") }
        case .text, .html:
            format.reporter(options: options).write(report.report, to: &sink)
            if !sites.isEmpty {
                sink.write("\nCode: \(DiffWording.count(sites.count, "site")) rewritten\n")
                for site in sites { sink.write("  \(TerminalText.escape(site.description))\n") }
            }
            guard !generated.isEmpty else { return }
            sink.write("\nGenerated: \(DiffWording.count(generated.count, "file")) written anew by the configured exports\n")
            for path in generated { sink.write("  \(TerminalText.escape(path))\n") }
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
