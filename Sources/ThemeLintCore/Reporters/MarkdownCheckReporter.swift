/// A GitHub-flavoured Markdown check report: a heading with the counts, the source, and a
/// table of findings (at most `rowLimit` rows; the rest are counted). Used on its own
/// (`--format markdown`, e.g. for a merge-request comment) and as the GitHub step summary.
///
/// Names from theme files are escaped so they cannot inject Markdown or HTML: control
/// characters become visible escapes, Markdown punctuation is backslash-escaped, and `<`, `>`,
/// `&` become entities.
public enum MarkdownCheckReporter {
    /// The most findings listed in the table.
    public static let rowLimit = 500

    /// Renders a check report as Markdown, ending with a newline.
    public static func render(_ report: CheckReport) -> String {
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
        out += "| Severity | Location | Rule | Message |\n"
        out += "|---|---|---|---|\n"
        for finding in report.findings.prefix(rowLimit) {
            let location = "\(escape(finding.file)):\(finding.line):\(finding.column)"
            out += "| \(icon(finding.severity)) \(finding.severity.rawValue) | \(location) | \(finding.rule) | \(escape(finding.message)) |\n"
        }
        if report.findings.count > rowLimit {
            out += "\n…and \(report.findings.count - rowLimit) more (not listed).\n"
        }
        return out
    }

    /// Makes untrusted text literal in Markdown, including inside a table cell (`MarkdownText.escape`).
    public static func escape(_ text: String) -> String {
        MarkdownText.escape(text)
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
            let spec = escape(source.spec)
            if let commit = source.commit { return "\(spec) (\(commit.prefix(7)))" }
            return spec
        case .index: return "the index"
        case .worktree: return "the working tree"
        case .filesystem: return escape(source.spec)
        }
    }

    private static func count(_ n: Int, _ word: String) -> String {
        "\(n) \(word)\(n == 1 ? "" : "s")"
    }
}
