/// GitHub Actions workflow commands: one `::error file=…,line=…,col=…,title=…::message` line
/// per finding (`::warning` for warnings, `::notice` for notes), at most
/// `annotationLimit` per severity (GitHub shows no more than 10 of each per step), then a line
/// counting the rest and the summary line.
///
/// Escaping follows actions/toolkit (`@actions/core` `toCommandValue`/`escapeData`/
/// `escapeProperty`): in the message `%`, CR and LF become `%25`, `%0D`, `%0A`; in properties
/// also `:` and `,` become `%3A` and `%2C`. Beyond the toolkit, every other control character
/// (ESC, C1, bidi overrides) is replaced by a visible escape, so a name from a theme file can
/// neither start a second workflow command nor put escape sequences into the log.
///
/// The step summary (Markdown) is `MarkdownCheckReporter`'s output; the executable appends it
/// to `$GITHUB_STEP_SUMMARY`.
public struct GitHubCheckReporter: Reporter {
    /// Creates a reporter.
    public init() {}

    /// Writes `report`.
    public func write(_ report: CheckReport, to sink: inout some TextOutputStream) {
        Self.write(report, to: &sink)
    }

    /// The most annotations emitted per severity.
    public static let annotationLimit = 10

    /// Renders a check report as workflow commands.
    public static func render(_ report: CheckReport) -> String {
        var out = ""
        write(report, to: &out)
        return out
    }

    /// Writes the report to `sink`, one annotation at a time.
    public static func write(_ report: CheckReport, to out: inout some TextOutputStream) {
        var emitted: [Severity: Int] = [:]
        for finding in report.findings {
            let count = emitted[finding.severity, default: 0]
            emitted[finding.severity] = count + 1
            guard count < annotationLimit else { continue }
            out.write(annotation(for: finding) + "\n")
        }
        for severity in [Severity.error, .warning, .note] {
            let total = emitted[severity, default: 0]
            if total > annotationLimit {
                let rest = total - annotationLimit
                out.write("themelint: \(rest) more \(noun(severity, rest)) not annotated\n")
            }
        }
        out.write(TextCheckReporter.summaryLine(report) + "\n")
    }

    /// One workflow command for `finding`.
    public static func annotation(for finding: Finding) -> String {
        let properties = [
            "file=" + escapeProperty(finding.file),
            "line=\(finding.line)",
            "col=\(finding.column)",
            "title=" + escapeProperty("themelint \(finding.rule)"),
        ]
        return "::\(command(for: finding.severity)) \(properties.joined(separator: ","))::\(escapeData(finding.message))"
    }

    /// The workflow command for a severity.
    public static func command(for severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    /// Escapes a command's message: `%`, CR, LF as the toolkit does; other control characters visibly.
    public static func escapeData(_ text: String) -> String {
        escape(text, property: false)
    }

    /// Escapes a command property's value: as `escapeData`, and `:` and `,` too.
    public static func escapeProperty(_ text: String) -> String {
        escape(text, property: true)
    }

    private static func escape(_ text: String, property: Bool) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":" where property: out += "%3A"
            case "," where property: out += "%2C"
            default:
                if TerminalText.needsEscape(scalar) {
                    out += TerminalText.escape(String(scalar))
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    private static func noun(_ severity: Severity, _ count: Int) -> String {
        let word = severity.rawValue
        return count == 1 ? word : word + "s"
    }
}
