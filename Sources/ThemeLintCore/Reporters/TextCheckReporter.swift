/// `path:line:col: severity: message [rule]` lines, then a summary line.
public enum TextCheckReporter {
    /// Renders a check report as text. Names from theme files are escaped (no control characters).
    public static func render(_ report: CheckReport, options: ReportOptions) -> String {
        let style = TerminalStyle(enabled: options.useColor)
        var out = ""
        out.reserveCapacity(report.findings.count * 120)
        for finding in report.findings {
            let place = TerminalText.escape(finding.file) + ":" + String(finding.line) + ":" + String(finding.column)
            out += style.bold(place)
            out += ": "
            out += style.severity(finding.severity)
            out += ": "
            out += TerminalText.escape(finding.message)
            out += " "
            out += style.dim("[" + finding.rule + "]")
            out += "\n"
        }
        out += summaryLine(report) + "\n"
        return out
    }

    /// "2 errors, 1 warning and 0 notes in 3 files at HEAD (abc1234)".
    static func summaryLine(_ report: CheckReport) -> String {
        let summary = report.summary
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        var line = "\(count(summary.errors, "error")), \(count(summary.warnings, "warning")) and \(count(summary.notes, "note")) in \(count(report.files.count, "file")) at \(TerminalText.escape(describe(report.source)))"
        if let baseline = report.baseline {
            line += "; \(report.suppressedCount) already present at \(TerminalText.escape(describe(baseline))) not shown"
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
