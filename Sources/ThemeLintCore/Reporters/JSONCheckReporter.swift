/// The check report of DESIGN.md (`schemas/check-report.schema.json`).
public enum JSONCheckReporter {
    /// Renders a check report as pretty JSON with a trailing newline.
    public static func render(_ report: CheckReport) -> String {
        var out = ""
        write(report, to: &out)
        return out
    }

    /// Writes the report to `sink`, one finding at a time.
    public static func write(_ report: CheckReport, to sink: inout some TextOutputStream) {
        var members: [(String, JSONStream)] = [
            ("tool", .value(.object([("name", .string("themelint")), ("version", .string(ThemeLintVersion.current))]))),
            ("source", .value(source(report.source))),
        ]
        if let baseline = report.baseline {
            members.append(("baseline", .value(source(baseline))))
        }
        members.append(("findings", .items(AnySequence(report.findings.lazy.map(finding)))))
        let summary = report.summary
        var summaryMembers: [(String, JSONOutput)] = [("errors", .int(summary.errors)), ("warnings", .int(summary.warnings)), ("notes", .int(summary.notes))]
        if report.baseline != nil { summaryMembers.append(("suppressed", .int(report.suppressedCount))) }
        members.append(("summary", .value(.object(summaryMembers))))
        JSONStream.object(members).writeDocument(to: &sink)
    }

    /// A source descriptor as `{"spec", "kind", "commit"}`.
    public static func source(_ source: SourceDescriptor) -> JSONOutput {
        .object([("spec", .string(source.spec)), ("kind", .string(source.kind.rawValue)), ("commit", .optional(source.commit))])
    }

    /// One finding; optional fields only where they apply.
    public static func finding(_ finding: Finding) -> JSONOutput {
        var members: [(String, JSONOutput)] = [
            ("rule", .string(finding.rule)), ("severity", .string(finding.severity.rawValue)), ("message", .string(finding.message)),
            ("file", .string(finding.file)), ("line", .int(finding.line)), ("column", .int(finding.column)),
        ]
        let optional: [(String, String?)] = [
            ("scheme", finding.scheme), ("role", finding.role), ("identifier", finding.identifier), ("key", finding.key),
            ("suggestion", finding.suggestion), ("background", finding.background),
        ]
        for (name, value) in optional { if let value { members.append((name, .string(value))) } }
        if let value = finding.value { members.append(("value", .double(value))) }
        if let minimum = finding.minimum { members.append(("minimum", .double(minimum))) }
        if let schemes = finding.schemes { members.append(("schemes", .array(schemes.map { .string($0) }))) }
        if let names = finding.members { members.append(("members", .array(names.map { .string($0) }))) }
        return .object(members)
    }
}
