/// The diff report (`schemas/diff-report.schema.json`): both sources, every change,
/// the contrast effects, the files not compared, and a summary. Colors are `#RRGGBBAA`.
public struct JSONDiffReporter: Reporter {
    /// The options.
    public var options: DiffReportOptions

    /// Creates a reporter.
    public init(options: DiffReportOptions = DiffReportOptions()) {
        self.options = options
    }

    /// Writes `report`.
    public func write(_ report: DiffReport, to sink: inout some TextOutputStream) {
        Self.write(report, options: options, to: &sink)
    }

    /// Renders a diff report as pretty JSON with a trailing newline. With `explain`, role sides
    /// carry their reference chain.
    public static func render(_ report: DiffReport, options: DiffReportOptions = DiffReportOptions()) -> String {
        var out = ""
        write(report, options: options, to: &out)
        return out
    }

    /// Writes the report to `sink`, one change at a time.
    public static func write(_ report: DiffReport, options: DiffReportOptions = DiffReportOptions(), to sink: inout some TextOutputStream) {
        write(report, options: options, extra: [], to: &sink)
    }

    /// Writes the report with `extra` members (a plan's `code`) before the summary.
    static func write(_ report: DiffReport, options: DiffReportOptions, extra: [(String, JSONStream)], to sink: inout some TextOutputStream) {
        let summary = report.summary
        let explain = options.explain
        let members: [(String, JSONStream)] = [
            ("tool", .value(.object([("name", .string("themelint")), ("version", .string(ThemeLintVersion.current))]))),
            ("base", .value(JSONCheckReporter.source(report.base))),
            ("head", .value(JSONCheckReporter.source(report.head))),
            ("changes", .elements(count: report.changes.count) { index, writer in
                write(report.changes[index], explain: explain, to: &writer)
            }),
            ("contrast", .items(report.contrast, effect)),
            ("notices", .items(report.notices, notice)),
        ] + extra + [
            ("summary", .value(.object([
                ("changes", .int(summary.changes)),
                ("kinds", .object(ChangeKind.allCases.map { ($0.rawValue, .int(summary[$0])) })),
                ("contrast", .object(ContrastEffectStatus.allCases.map { ($0.rawValue, .int(summary[$0])) })),
                ("notices", .int(summary.notices)),
            ]))),
        ]
        JSONStream.object(members).writeDocument(to: &sink)
    }

    /// One change.
    public static func change(_ change: Change, explain: Bool = false) -> JSONOutput {
        var members: [(String, JSONOutput)] = [("kind", .string(change.kind.rawValue)), ("file", .string(change.file))]
        func themeSet(_ name: String?) { if let name { members.append(("themeSet", .string(name))) } }
        switch change {
        case .schemeAdded(let scheme), .schemeRemoved(let scheme):
            themeSet(scheme.themeSet)
            members += [("scheme", .string(scheme.scheme)), ("appearance", .optional(scheme.appearance?.rawValue)), ("roles", .int(scheme.roleCount))]
        case .schemeRenamed(let rename):
            themeSet(rename.themeSet)
            members += [("scheme", .string(rename.scheme)), ("previousScheme", .string(rename.previousScheme)), ("roles", .int(rename.roleCount))]
        case .roleAdded(let presence):
            themeSet(presence.themeSet)
            members.append(("scheme", .string(presence.scheme)))
            if presence.schemes.count > 1 { members.append(("schemes", .array(presence.schemes.map { .string($0) }))) }
            members += [("role", .string(presence.role)), ("after", side(presence.snapshot, changeFile: presence.file, explain: explain))]
        case .roleRemoved(let presence):
            themeSet(presence.themeSet)
            members.append(("scheme", .string(presence.scheme)))
            if presence.schemes.count > 1 { members.append(("schemes", .array(presence.schemes.map { .string($0) }))) }
            members += [("role", .string(presence.role)), ("before", side(presence.snapshot, changeFile: presence.file, explain: explain))]
        case .roleChanged(let roleChange):
            themeSet(roleChange.themeSet)
            members += [
                ("scheme", .string(roleChange.scheme)),
            ]
            if roleChange.schemes.count > 1 { members.append(("schemes", .array(roleChange.schemes.map { .string($0) }))) }
            members += [
                ("role", .string(roleChange.role)),
                ("before", side(roleChange.before, changeFile: roleChange.file, explain: explain)), ("after", side(roleChange.after, changeFile: roleChange.file, explain: explain)),
                ("causes", .array(roleChange.causes.map { .string($0.rawValue) })),
                ("deltaE", roleChange.deltaE.map { .double(rounded($0)) } ?? .null),
            ]
        case .roleRenamed(let rename):
            themeSet(rename.themeSet)
            members += [
                ("role", .string(rename.role)), ("previousRole", .string(rename.previousRole)),
                ("schemes", .array(rename.schemes.map { .string($0) })), ("identifier", .optional(rename.identifier)),
            ]
        case .paletteAdded(let presence):
            members += [("name", .string(presence.name)), ("after", color(presence.value))] + notation("afterNotation", presence.value)
        case .paletteRemoved(let presence):
            members += [("name", .string(presence.name)), ("before", color(presence.value))] + notation("beforeNotation", presence.value)
        case .paletteChanged(let paletteChange):
            members += [
                ("name", .string(paletteChange.name)), ("before", color(paletteChange.before)), ("after", color(paletteChange.after)),
            ]
            members += notation("beforeNotation", paletteChange.before) + notation("afterNotation", paletteChange.after)
            members += [
                ("deltaE", paletteChange.deltaE.map { .double(rounded($0)) } ?? .null),
            ]
            if paletteChange.isTranslucent, let light = paletteChange.deltaEOverLight, let dark = paletteChange.deltaEOverDark {
                members += [("deltaEOverLight", .double(rounded(light))), ("deltaEOverDark", .double(rounded(dark)))]
            }
        case .paletteRenamed(let rename):
            members += [
                ("name", .string(rename.name)), ("previousName", .string(rename.previousName)), ("color", color(rename.value)),
            ]
            members += notation("notation", rename.value)
            members += [
                ("references", .int(rename.movedReferences)),
            ]
        case .paletteMoved(let move):
            members += [
                ("previousFile", .string(move.previousFile)), ("names", .array(move.names.map { .string($0) })),
            ]
        }
        return .object(members)
    }

    /// A role on one side: identifier, alpha multiplier (when written), color (null unless
    /// resolved) with `resolution` when not resolved, the palette file, flags, position (with
    /// the file it is in where that is not `changeFile`).
    static func side(_ snapshot: RoleSnapshot, changeFile: String, explain: Bool) -> JSONOutput {
        var members: [(String, JSONOutput)] = []
        forEachSideMember(snapshot, changeFile: changeFile, explain: explain) { members.append(($0.description, $1)) }
        return .object(members)
    }

    /// Calls `body` with each member of `side`, in order (a streaming writer writes them as
    /// they come, with no array in between).
    static func forEachSideMember(_ snapshot: RoleSnapshot, changeFile: String, explain: Bool, _ body: (StaticString, JSONOutput) -> Void) {
        body("identifier", .optional(snapshot.identifier))
        if let alpha = snapshot.alphaMultiplier { body("alphaMultiplier", .double(alpha)) }
        body("color", .optional(snapshot.value.color?.cssHex))
        if let color = snapshot.value.color, let spelling = snapshot.spelledColor, let notation = ColorNotation.notation(spelling, of: color) {
            body("notation", .string(notation))
        }
        switch snapshot.value {
        case .color:
            if let palette = snapshot.paletteFile { body("palette", .string(palette)) }
        case .unresolved:
            body("resolution", .string("unresolved"))
        case .indeterminate(let reason):
            body("resolution", .string("indeterminate"))
            body("reason", .string(reason))
        }
        if !snapshot.flags.isEmpty {
            body("flags", .object(snapshot.flags.map { ($0.name, json($0.json)) }))
        }
        // A design token is defined in a token file, not in the `$themes.json` or resolver
        // document the change is filed under: the position says which file it is in.
        if snapshot.location.file != changeFile { body("file", .string(snapshot.location.file)) }
        body("line", .int(snapshot.location.position.line))
        body("column", .int(snapshot.location.position.column))
        if explain { body("chain", .array(snapshot.chain.map { .string($0) })) }
    }

    /// `[(key, spelling)]` when the palette writes `value` other than `#RRGGBBAA`, else empty.
    private static func notation(_ key: String, _ value: PaletteValue) -> [(String, JSONOutput)] {
        guard let color = value.color, let notation = ColorNotation.notation(value.raw, of: color) else { return [] }
        return [(key, .string(notation))]
    }

    private static func color(_ value: PaletteValue) -> JSONOutput {
        .optional(value.color?.cssHex)
    }

    static func effect(_ effect: ContrastEffect) -> JSONOutput {
        var members: [(String, JSONOutput)] = [("file", .string(effect.file))]
        if let themeSet = effect.themeSet { members.append(("themeSet", .string(themeSet))) }
        members += [
            ("scheme", .string(effect.scheme)), ("foreground", .string(effect.foreground)), ("background", .string(effect.background)),
        ]
        if let previous = effect.previousBackground { members.append(("previousBackground", .string(previous))) }
        members += [
            ("algorithm", .string(effect.algorithm)),
            ("before", effect.before.map { .double($0) } ?? .null),
            ("after", .double(effect.after)),
            ("minimum", .double(effect.minimum)),
        ]
        if let level = effect.level { members.append(("level", .string(level))) }
        members.append(("status", .string(effect.status.rawValue)))
        return .object(members)
    }

    static func notice(_ notice: DiffNotice) -> JSONOutput {
        .object([
            ("side", .string(notice.side.rawValue)), ("file", .string(notice.file)),
            ("line", .int(notice.position.line)), ("column", .int(notice.position.column)), ("message", .string(notice.message)),
        ])
    }

    /// A JSON value from a parsed one (flags).
    static func json(_ value: JSONValue) -> JSONOutput {
        switch value {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .number(let number): .double(number)
        case .string(let text): .string(text)
        case .array(let items): .array(items.map { json($0.value) })
        case .object(let members): .object(members.map { ($0.key, json($0.value.value)) })
        }
    }

    /// ΔE with four decimals (stable across platforms' last-bit differences). Contrast values are
    /// written unrounded, so that none appears to meet a minimum it misses.
    static func rounded(_ value: Double) -> Double {
        (value * 10_000).rounded() / 10_000
    }
}
