/// `path:line:col: severity: message [rule]` lines, then a summary line.
public struct TextCheckReporter: Reporter {
    /// The options.
    public var options: ReportOptions

    /// Creates a reporter.
    public init(options: ReportOptions = ReportOptions()) {
        self.options = options
    }

    /// Writes `report`.
    public func write(_ report: CheckReport, to sink: inout some TextOutputStream) {
        Self.write(report, options: options, to: &sink)
    }

    /// Renders a check report as text. Names from theme files are escaped (no control characters).
    public static func render(_ report: CheckReport, options: ReportOptions) -> String {
        var out = ""
        write(report, options: options, to: &out)
        return out
    }

    /// Writes the report to `sink`, one line per finding.
    public static func write(_ report: CheckReport, options: ReportOptions, to sink: inout some TextOutputStream) {
        let style = TerminalStyle(enabled: options.useColor)
        // Each line built as UTF-8 bytes: appending a String to a String costs hundreds of
        // instructions (it checks how characters join at the seam), appending its bytes is a copy.
        var line: [UInt8] = []
        func put(_ text: String) { line.append(contentsOf: text.utf8) }
        for finding in report.findings {
            line.removeAll(keepingCapacity: true)
            let file = TerminalText.escape(finding.file)
            if style.enabled {
                put(style.bold("\(file):\(finding.line):\(finding.column)"))
            } else { // the same, without building the intermediate string
                put(file)
                put(":")
                JSONOutput.writeInteger(finding.line, into: &line)
                put(":")
                JSONOutput.writeInteger(finding.column, into: &line)
            }
            put(": ")
            put(style.severity(finding.severity))
            put(": ")
            put(TerminalText.escape(finding.message))
            if style.enabled {
                put(" " + style.dim("[\(finding.rule)]"))
            } else {
                put(" [")
                put(finding.rule)
                put("]")
            }
            line.append(UInt8(ascii: "\n"))
            sink.write(String(decoding: line, as: UTF8.self))
        }
        sink.write(summaryLine(report) + "\n")
    }

    /// "2 errors, 1 warning and 0 notes in 3 files at HEAD (abc1234)".
    static func summaryLine(_ report: CheckReport) -> String {
        let summary = report.summary
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        var line = "\(count(summary.errors, "error")), \(count(summary.warnings, "warning")) and \(count(summary.notes, "note")) in \(count(report.files.count, "file")) at \(TerminalText.escape(describe(report.source)))"
        if let baseline = report.baseline {
            line += "; \(report.suppressedCount) already present at \(TerminalText.escape(describe(baseline))) not shown"
        }
        if report.hiddenCount > 0 {
            line += "; \(count(report.hiddenCount, "finding")) below \(report.minimumSeverity.rawValue) not shown"
        }
        return line
    }

    static func describe(_ source: SourceDescriptor) -> String {
        switch source.kind {
        case .commit:
            if let commit = source.commit { return "\(source.spec) (\(commit.prefix(7)))" }
            return source.spec
        case .index: return "the index"
        case .worktree: return "the working tree"
        case .filesystem: return source.spec
        }
    }
}
