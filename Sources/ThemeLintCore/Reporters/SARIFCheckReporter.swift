/// SARIF 2.1.0 (OASIS Static Analysis Results Interchange Format), as GitHub code scanning
/// and other CI systems read it: one run whose driver lists every rule of `RuleRegistry.all`
/// (id, name, short and full description, default level) and one result per finding with
/// `ruleId`, `ruleIndex`, `level`, `message.text`, a physical location (repository-relative
/// URI under `%SRCROOT%`, start line and column) and a `partialFingerprints` entry from
/// `StableFingerprint` (line-independent). Columns count Unicode code points
/// (`columnKind: unicodeCodePoints`).
public struct SARIFCheckReporter: Reporter {
    /// Creates a reporter.
    public init() {}

    /// Writes `report`.
    public func write(_ report: CheckReport, to sink: inout some TextOutputStream) {
        Self.write(report, to: &sink)
    }

    /// The `$schema` URI written into the log.
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    /// The key of the fingerprint in `partialFingerprints`.
    public static let fingerprintKey = "themelintMatchKey/v1"

    /// Renders a check report as a SARIF log (pretty JSON, trailing newline).
    public static func render(_ report: CheckReport) -> String {
        var out = ""
        write(report, to: &out)
        return out
    }

    /// Writes the report to `sink`, one result at a time.
    public static func write(_ report: CheckReport, to sink: inout some TextOutputStream) {
        let rules: [RuleDescription] = RuleRegistry.all.map { ruleType in ruleType.description }
        var ruleIndex: [String: Int] = [:]
        for (offset, rule) in rules.enumerated() { ruleIndex[rule.id] = offset }

        // Each result is made as it is written, in report order (the order fingerprints count in).
        var fingerprints = StableFingerprint.Generator(capacity: report.findings.count)
        var uri = (file: "", reference: "") // findings come by file: each file's URI made once
        var layout: SARIFResultLayout?
        let results = JSONStream.elements(count: report.findings.count) { index, writer in
            let finding = report.findings[index]
            if uri.file != finding.file || uri.reference.isEmpty { uri = (finding.file, uriReference(finding.file)) }
            let fingerprint = fingerprints.next(for: finding)
            writer.raw { bytes, indent in
                if layout?.indent != indent { layout = SARIFResultLayout(indent: indent) }
                layout?.write(finding, ruleIndex: ruleIndex[finding.rule], level: level(finding.severity), fingerprint: fingerprint, uri: uri.reference, into: &bytes)
            }
        }
        var sourceMembers: [(String, JSONOutput)] = [("spec", .string(report.source.spec)), ("kind", .string(report.source.kind.rawValue))]
        if let commit = report.source.commit { sourceMembers.append(("commit", .string(commit))) }
        var runProperties: [(String, JSONOutput)] = [("source", .object(sourceMembers))]
        if let baseline = report.baseline {
            var baselineMembers: [(String, JSONOutput)] = [("spec", .string(baseline.spec)), ("kind", .string(baseline.kind.rawValue))]
            if let commit = baseline.commit { baselineMembers.append(("commit", .string(commit))) }
            runProperties.append(("baseline", .object(baselineMembers)))
            runProperties.append(("suppressed", .int(report.suppressedCount)))
        }

        let driver: JSONOutput = .object([
            ("name", .string("themelint")),
            ("version", .string(ThemeLintVersion.current)),
            ("semanticVersion", .string(ThemeLintVersion.current)),
            ("rules", .array(rules.map(rule))),
        ])
        let run: JSONStream = .object([
            ("tool", .value(.object([("driver", driver)]))),
            ("columnKind", .value(.string("unicodeCodePoints"))),
            ("results", results),
            ("properties", .value(.object(runProperties))),
        ])
        let log: JSONStream = .object([
            ("$schema", .value(.string(schemaURI))),
            ("version", .value(.string("2.1.0"))),
            ("runs", .array([run])),
        ])
        log.writeDocument(to: &sink)
    }

    /// The SARIF level of a severity.
    public static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// A `reportingDescriptor` for a rule.
    static func rule(_ description: RuleDescription) -> JSONOutput {
        .object([
            ("id", .string(description.id)),
            ("name", .string(pascalCase(description.id))),
            ("shortDescription", .object([("text", .string(description.summary))])),
            ("fullDescription", .object([("text", .string(description.help))])),
            ("help", .object([("text", .string(description.summary + "\n\n" + description.help))])),
            ("defaultConfiguration", .object([("level", .string(level(description.defaultSeverity)))])),
        ])
    }

    /// A repository-relative path as a relative URI reference: every byte outside RFC 3986's
    /// unreserved characters and `/` is percent-encoded (UTF-8). A name that is not UTF-8, shown
    /// as `th\xFFemes/…`, is encoded by the bytes git stores (`%FF`), so the URI names the file.
    public static func uriReference(_ path: String) -> String {
        let hex = Array("0123456789ABCDEF")
        var out = ""
        for byte in RepositoryPath.bytes(of: path) {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out.append("%")
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0xF)])
            }
        }
        return out
    }

    /// `unresolved-identifier` → `UnresolvedIdentifier`.
    static func pascalCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
