/// The show report (`schemas/show-report.schema.json`): per theme set and scheme, each
/// role's color (`#RRGGBBAA`, null when it does not resolve, with `notation` when the source
/// writes it another way and `problem` saying why when null), chain, flags and position.
public struct JSONShowReporter: Reporter {
    /// Creates a reporter.
    public init() {}

    /// Writes `report`.
    public func write(_ report: ShowReport, to sink: inout some TextOutputStream) {
        sink.write(Self.render(report))
    }

    /// Renders a show report as pretty JSON with a trailing newline.
    public static func render(_ report: ShowReport) -> String {
        let members: [(String, JSONOutput)] = [
            ("tool", .object([("name", .string("themelint")), ("version", .string(ThemeLintVersion.current))])),
            ("source", JSONCheckReporter.source(report.source)),
            ("themes", .array(report.themes.map(theme))),
        ]
        return JSONOutput.object(members).rendered() + "\n"
    }

    private static func theme(_ theme: ShowReport.ThemeEntry) -> JSONOutput {
        .object([
            ("name", .string(theme.name)), ("format", .string(theme.format.rawValue)), ("file", .string(theme.file)),
            ("palettes", .array(theme.palettes.map { .string($0) })),
            ("schemes", .array(theme.schemes.map { scheme in
                .object([
                    ("name", .string(scheme.name)), ("appearance", .optional(scheme.appearance?.rawValue)),
                    ("roles", .array(scheme.roles.map { role($0, file: theme.file) })),
                ])
            })),
        ])
    }

    private static func role(_ role: ShowReport.RoleEntry, file: String) -> JSONOutput {
        var members: [(String, JSONOutput)] = [("role", .string(role.role)), ("color", .optional(role.color?.cssHex))]
        if let notation = role.notation, let color = role.color, let spelling = ColorNotation.notation(notation, of: color) {
            members.append(("notation", .string(spelling)))
        }
        if let problem = role.problem { members.append(("problem", .string(problem))) }
        members.append(("chain", .array(role.chain.map { .string($0) })))
        if let alpha = role.alphaMultiplier { members.append(("alphaMultiplier", .double(alpha))) }
        if let palette = role.palette { members.append(("palette", .string(palette))) }
        if !role.flags.isEmpty {
            members.append(("flags", .object(role.flags.map { ($0.name, JSONDiffReporter.json($0.value)) })))
        }
        members += [
            ("file", .string(role.location.file)),
            ("line", .int(role.location.position.line)), ("column", .int(role.location.position.column)),
        ]
        return .object(members)
    }
}
