/// `themelint contrast FG BG` over roles: per scheme, a heading and the pair's measurement as
/// `ColorPairMeasurementReporter` writes it (indented), or one JSON document listing the schemes.
public struct RoleContrastReporter: Reporter {
    /// JSON instead of text.
    public var json: Bool
    /// ANSI colors (text).
    public var useColor: Bool

    /// Creates a reporter.
    public init(json: Bool, useColor: Bool = false) {
        self.json = json
        self.useColor = useColor
    }

    /// Writes `report`.
    public func write(_ report: RoleContrastReport, to sink: inout some TextOutputStream) {
        sink.write(json ? Self.json(report) : Self.text(report, useColor: useColor))
    }

    /// Per scheme: the heading in bold, then the measurement indented two spaces.
    static func text(_ report: RoleContrastReport, useColor: Bool) -> String {
        let style = TerminalStyle(enabled: useColor)
        let operands = report.operands
        var out = ""
        for (index, result) in report.results.enumerated() {
            if index > 0 { out += "\n" }
            out += style.bold(TerminalText.escape("\(operands[0]) on \(operands[1]) — \(result.heading)")) + "\n"
            guard let measurement = result.measurement else {
                out += "  not measured: a role does not resolve to a color in this scheme\n"
                continue
            }
            let body = ColorPairMeasurementReporter.text(measurement, useColor: useColor, hexAlpha: result.set.definition.hexAlpha, spellings: result.spellings)
            out += body.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
        }
        return out
    }

    /// `{"foreground", "background", "schemes": [{"file", "scheme", "appearance", "measurement"}]}`.
    static func json(_ report: RoleContrastReport) -> String {
        JSONOutput.object([
            ("foreground", .string(report.operands[0])),
            ("background", .string(report.operands[1])),
            ("schemes", .array(report.results.map { result in
                .object([
                    ("file", .string(result.set.definition.schemes)),
                    ("scheme", .string(result.scheme.name)),
                    ("appearance", result.scheme.scheme.appearance.map { .string($0.rawValue) } ?? .null),
                    ("measurement", result.measurement.map(ColorPairMeasurementReporter.jsonValue) ?? .null),
                ])
            })),
        ]).rendered(pretty: true) + "\n"
    }
}
