/// The check report (`schemas/check-report.schema.json`).
public struct JSONCheckReporter: Reporter {
    /// Creates a reporter.
    public init() {}

    /// Writes `report`.
    public func write(_ report: CheckReport, to sink: inout some TextOutputStream) {
        Self.write(report, to: &sink)
    }

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
        members.append(("findings", .elements(count: report.findings.count) { index, writer in finding(report.findings[index], to: &writer) }))
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
        var members: [(String, JSONOutput)] = []
        forEachMember(of: finding) { members.append(($0, $1)) }
        return .object(members)
    }

    /// One finding written straight into `writer` (what `finding(_:)` builds, without the tree).
    static func finding(_ finding: Finding, to writer: inout JSONWriter) {
        writer.beginObject()
        forEachMember(of: finding) { writer.member($0, $1) }
        writer.endObject()
    }

    /// The finding's members in report order; optional fields only where they apply.
    private static func forEachMember(of finding: Finding, _ body: (String, JSONOutput) -> Void) {
        body("rule", .string(finding.rule))
        body("severity", .string(finding.severity.rawValue))
        body("message", .string(finding.message))
        body("file", .string(finding.file))
        body("line", .int(finding.line))
        body("column", .int(finding.column))
        if let scheme = finding.scheme { body("scheme", .string(scheme)) }
        if let role = finding.role { body("role", .string(role)) }
        if let identifier = finding.identifier { body("identifier", .string(identifier)) }
        if let key = finding.key { body("key", .string(key)) }
        if let suggestion = finding.suggestion { body("suggestion", .string(suggestion)) }
        if let background = finding.background { body("background", .string(background)) }
        if let value = finding.value { body("value", .double(value)) }
        if let minimum = finding.minimum { body("minimum", .double(minimum)) }
        if let schemes = finding.schemes { body("schemes", .array(schemes.map { .string($0) })) }
        if let names = finding.members { body("members", .array(names.map { .string($0) })) }
    }
}
