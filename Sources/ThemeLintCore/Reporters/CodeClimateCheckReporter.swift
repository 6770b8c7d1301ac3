/// GitLab Code Quality report (a subset of the Code Climate issue format): a JSON array with
/// one issue per finding — `type`, `check_name` (the rule id), `description`, `categories`,
/// `severity`, `fingerprint` (from `StableFingerprint`, unique within the report and
/// independent of line numbers) and `location.path` / `location.lines.begin`.
public struct CodeClimateCheckReporter: Reporter {
    /// Creates a reporter.
    public init() {}

    /// Writes `report`.
    public func write(_ report: CheckReport, to sink: inout some TextOutputStream) {
        Self.write(report, to: &sink)
    }

    /// Renders a check report as a Code Quality JSON array (pretty, trailing newline).
    public static func render(_ report: CheckReport) -> String {
        var out = ""
        write(report, to: &out)
        return out
    }

    /// Writes the report to `sink`, one issue at a time.
    public static func write(_ report: CheckReport, to sink: inout some TextOutputStream) {
        // Each issue is made as it is written, in report order (the order fingerprints count in).
        var fingerprints = StableFingerprint.Generator(capacity: report.findings.count)
        let issues = JSONStream.elements(count: report.findings.count) { index, writer in
            let finding = report.findings[index]
            writer.beginObject()
            writer.member("type", .string("issue"))
            writer.member("check_name", .string(finding.rule))
            writer.member("description", .string(finding.message))
            writer.key("categories")
            writer.beginArray()
            writer.value(.string(category(forRule: finding.rule)))
            writer.endArray()
            writer.member("severity", .string(severity(finding.severity)))
            writer.member("fingerprint", .string(fingerprints.next(for: finding)))
            writer.key("location")
            writer.beginObject()
            writer.member("path", .string(finding.file))
            writer.key("lines")
            writer.beginObject()
            writer.member("begin", .int(max(1, finding.line)))
            writer.endObject()
            writer.endObject()
            writer.endObject()
        }
        issues.writeDocument(to: &sink)
    }

    /// Code Quality severity: error → `major`, warning → `minor`, note → `info`.
    public static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "major"
        case .warning: "minor"
        case .note: "info"
        }
    }

    /// The Code Climate category of a rule: `Style` for the housekeeping notes, `Duplication`
    /// for near-identical colors, `Bug Risk` for everything that breaks a theme.
    public static func category(forRule rule: String) -> String {
        switch rule {
        case "unused-color": "Style"
        case "similar-colors": "Duplication"
        case "inconsistent-flag": "Clarity"
        default: "Bug Risk"
        }
    }
}
