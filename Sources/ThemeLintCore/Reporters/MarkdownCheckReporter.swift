/// A GitHub-flavoured Markdown check report: a heading with the counts, the source, and a
/// table of findings per severity (long ones folded into `<details>`; the whole within GitHub's
/// 65,536-character comment limit, what is cut counted). Used on its own
/// (`--format markdown`, e.g. for a merge-request comment) and as the GitHub step summary.
///
/// Names from theme files are escaped so they cannot inject Markdown or HTML: control
/// characters are dropped, and only the Markdown that GitHub would render is backslash-escaped
/// (`MarkdownText.escape`).
public struct MarkdownCheckReporter: Reporter {
    /// Creates a reporter.
    public init() {}

    /// Writes `report`.
    public func write(_ report: CheckReport, to sink: inout some TextOutputStream) {
        sink.write(Self.render(report)) // cut to GitHub's comment limit
    }

    /// Renders a check report as Markdown, ending with a newline, within `limit` characters
    /// (GitHub's comment limit by default).
    public static func render(_ report: CheckReport, limit: Int = MarkdownAssembler.gitHubCommentLimit) -> String {
        let summary = report.summary
        var out = "### themelint: \(count(summary.errors, "error")), \(count(summary.warnings, "warning")), \(count(summary.notes, "note"))\n\n"
        out += "Checked \(count(report.files.count, "file")) at \(describe(report.source))."
        if let baseline = report.baseline {
            out += " \(count(report.suppressedCount, "finding")) already present at \(describe(baseline)) \(report.suppressedCount == 1 ? "is" : "are") not shown."
        }
        out += "\n\n"
        guard !report.findings.isEmpty else {
            out += "No findings.\n"
            return out
        }
        // One section per severity, errors first; long ones fold, and the whole stays within
        // GitHub's comment limit (what is cut is counted).
        var sections: [MarkdownSection] = []
        for severity in [Severity.error, .warning, .note] {
            let findings = report.findings.filter { $0.severity == severity }
            guard !findings.isEmpty else { continue }
            var section = MarkdownSection(
                title: "\(icon(severity)) \(count(findings.count, severity.rawValue))",
                tableHeader: "| Location | Rule | Message |\n|---|---|---|\n"
            )
            for finding in findings {
                let location = "\(MarkdownText.escape(finding.file)):\(finding.line):\(finding.column)"
                section.rows.append("| \(location) | \(finding.rule) | \(MarkdownText.escape(finding.message)) |\n")
            }
            sections.append(section)
        }
        return MarkdownAssembler.assemble(
            head: String(out.dropLast()), sections: sections, level: 4, limit: limit,
            omissionHint: " Every finding: `themelint check --format json` (or `sarif`)."
        )
    }

    private static func icon(_ severity: Severity) -> String {
        switch severity {
        case .error: "❌"
        case .warning: "⚠️"
        case .note: "ℹ️"
        }
    }

    private static func describe(_ source: SourceDescriptor) -> String {
        switch source.kind {
        case .commit:
            let spec = MarkdownText.escape(source.spec)
            if let commit = source.commit { return "\(spec) (\(commit.prefix(7)))" }
            return spec
        case .index: return "the index"
        case .worktree: return "the working tree"
        case .filesystem: return MarkdownText.escape(source.spec)
        }
    }

    private static func count(_ n: Int, _ word: String) -> String {
        "\(n) \(word)\(n == 1 ? "" : "s")"
    }
}
