/// The semantic difference between two sources: what `themelint diff` reports.
///
/// Changes say what the author did (palette edits, retargeted roles, added, removed and renamed
/// roles and schemes), contrast effects say what it did to the configured pairs, and notices say
/// which files could not be compared because they do not parse on one side or both.
public struct DiffReport: Sendable, Hashable {
    /// The old side.
    public var base: SourceDescriptor
    /// The new side.
    public var head: SourceDescriptor
    /// Every change, grouped by file: palette files first, then scheme files, each in document order.
    public var changes: [Change]
    /// Configured contrast pairs whose value changed.
    public var contrast: [ContrastEffect]
    /// Files that failed to parse (or had the wrong shape) on either side.
    public var notices: [DiffNotice]

    /// Creates a report.
    public init(base: SourceDescriptor, head: SourceDescriptor, changes: [Change] = [], contrast: [ContrastEffect] = [], notices: [DiffNotice] = []) {
        self.base = base
        self.head = head
        self.changes = changes
        self.contrast = contrast
        self.notices = notices
    }

    /// Whether the sources differ in anything themelint compares: a change, or a file that is
    /// broken on one side only (what `--exit-code` tests).
    public var hasDifferences: Bool {
        if !changes.isEmpty { return true }
        var sides: [String: Set<DiffSide>] = [:]
        for notice in notices { sides[notice.file, default: []].insert(notice.side) }
        return sides.values.contains { $0.count == 1 }
    }

    /// Counts for the summary.
    public var summary: DiffSummary { DiffSummary(self) }
}

/// Which side of a diff.
public enum DiffSide: String, Sendable, Hashable, CaseIterable {
    /// The old side.
    case base
    /// The new side.
    case head
}

/// The kinds of change (DESIGN.md's stable names).
public enum ChangeKind: String, Sendable, Hashable, CaseIterable {
    case schemeAdded = "scheme-added"
    case schemeRemoved = "scheme-removed"
    case schemeRenamed = "scheme-renamed"
    case roleAdded = "role-added"
    case roleRemoved = "role-removed"
    case roleChanged = "role-changed"
    case roleRenamed = "role-renamed"
    case paletteAdded = "palette-added"
    case paletteRemoved = "palette-removed"
    case paletteChanged = "palette-changed"
    case paletteRenamed = "palette-renamed"
}

/// One change between the sides.
public enum Change: Sendable, Hashable {
    /// A scheme that only the head has (its roles are not listed one by one).
    case schemeAdded(SchemePresence)
    /// A scheme that only the base has.
    case schemeRemoved(SchemePresence)
    /// A scheme renamed: same roles with the same references, another name.
    case schemeRenamed(SchemeRename)
    /// A role that a scheme has only in the head.
    case roleAdded(RolePresence)
    /// A role that a scheme has only in the base.
    case roleRemoved(RolePresence)
    /// A role whose identifier, alpha multiplier, flags or resolved color changed.
    case roleChanged(RoleChange)
    /// A role renamed in every scheme of its file, with the same reference in each.
    case roleRenamed(RoleRename)
    /// A palette color that only the head defines.
    case paletteAdded(PaletteColorPresence)
    /// A palette color that only the base defines.
    case paletteRemoved(PaletteColorPresence)
    /// A palette color whose value changed.
    case paletteChanged(PaletteColorChange)
    /// A palette color renamed (same value) with every reference moved to the new name.
    case paletteRenamed(PaletteColorRename)

    /// The change's kind.
    public var kind: ChangeKind {
        switch self {
        case .schemeAdded: .schemeAdded
        case .schemeRemoved: .schemeRemoved
        case .schemeRenamed: .schemeRenamed
        case .roleAdded: .roleAdded
        case .roleRemoved: .roleRemoved
        case .roleChanged: .roleChanged
        case .roleRenamed: .roleRenamed
        case .paletteAdded: .paletteAdded
        case .paletteRemoved: .paletteRemoved
        case .paletteChanged: .paletteChanged
        case .paletteRenamed: .paletteRenamed
        }
    }

    /// The file the change is in (a scheme file or a palette file).
    public var file: String {
        switch self {
        case .schemeAdded(let change), .schemeRemoved(let change): change.file
        case .schemeRenamed(let change): change.file
        case .roleAdded(let change), .roleRemoved(let change): change.file
        case .roleChanged(let change): change.file
        case .roleRenamed(let change): change.file
        case .paletteAdded(let change), .paletteRemoved(let change): change.file
        case .paletteChanged(let change): change.file
        case .paletteRenamed(let change): change.file
        }
    }
}

/// Why a role changed (`causes` of a `role-changed`).
public enum RoleChangeCause: String, Sendable, Hashable, CaseIterable, Comparable {
    /// It references another color identifier.
    case identifier
    /// Its alpha multiplier changed.
    case alpha
    /// Same identifier, but the palette value it resolves to changed (or now resolves, or no longer does).
    case palette
    /// A flag was set, cleared or changed.
    case flags

    /// Orders values for stable, sorted output.
    public static func < (lhs: RoleChangeCause, rhs: RoleChangeCause) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}

/// What a role finally paints on one side.
public enum ResolvedValue: Sendable, Hashable {
    /// A color: the palette color with the alpha multiplier applied.
    case color(RGBA)
    /// No palette of the set defines the identifier.
    case unresolved
    /// Cannot tell (no valid reference, an invalid palette color, a palette that did not load).
    case indeterminate(reason: String)

    /// The color, when resolved.
    public var color: RGBA? {
        if case .color(let color) = self { return color }
        return nil
    }

    /// `resolved`, `unresolved` or `indeterminate` (the JSON report's `resolution`).
    public var state: String {
        switch self {
        case .color: "resolved"
        case .unresolved: "unresolved"
        case .indeterminate: "indeterminate"
        }
    }
}

/// A flag of a role, with its value; compared by name and canonical compact JSON (positions left out).
public struct FlagValue: Sendable, Hashable, Comparable {
    /// The flag's name.
    public var name: String
    /// Its value, as canonical compact JSON (`true`, `"web"`).
    public var value: String
    /// Its value as parsed.
    public var json: JSONValue

    /// Creates a flag value.
    public init(name: String, value: String, json: JSONValue) {
        self.name = name
        self.value = value
        self.json = json
    }

    /// Equality by the value's content.
    public static func == (lhs: FlagValue, rhs: FlagValue) -> Bool { lhs.name == rhs.name && lhs.value == rhs.value }

    /// Hashes the same content `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(value)
    }

    /// Orders values for stable, sorted output.
    public static func < (lhs: FlagValue, rhs: FlagValue) -> Bool { (lhs.name, lhs.value) < (rhs.name, rhs.value) }
}

/// A role as it stands on one side: its reference, flags and what it paints.
public struct RoleSnapshot: Sendable, Hashable {
    /// The color identifier, nil when the role has no valid reference.
    public var identifier: String?
    /// The alpha multiplier as written (nil when absent).
    public var alphaMultiplier: Double?
    /// Flags, sorted by name.
    public var flags: [FlagValue]
    /// What it paints.
    public var value: ResolvedValue
    /// The palette file the identifier resolved in, when resolved.
    public var paletteFile: String?
    /// The palette color as written there (`#71AAEB`), when resolved.
    public var paletteValue: String?
    /// The palette color's own value (before the alpha multiplier), when resolved.
    public var paletteColor: RGBA?
    /// The opaque color the role is drawn on for comparisons (the scheme's base).
    public var base: RGBA
    /// Where the role's key stands.
    public var location: Location
    /// The reference chain (`scheme/role → identifier → palette: value → color`), for `--explain`.
    public var chain: [String]

    /// Creates a snapshot.
    public init(
        identifier: String?, alphaMultiplier: Double?, flags: [FlagValue], value: ResolvedValue, paletteFile: String? = nil,
        paletteValue: String? = nil, paletteColor: RGBA? = nil, base: RGBA = .white, location: Location, chain: [String] = []
    ) {
        self.identifier = identifier
        self.alphaMultiplier = alphaMultiplier
        self.flags = flags
        self.value = value
        self.paletteFile = paletteFile
        self.paletteValue = paletteValue
        self.paletteColor = paletteColor
        self.base = base
        self.location = location
        self.chain = chain
    }

    /// The color as seen: composited over the scheme's base (opaque), when resolved.
    public var visibleColor: RGBA? { value.color?.composited(over: base) }
}

/// A scheme added or removed as a whole.
public struct SchemePresence: Sendable, Hashable {
    /// The scheme file.
    public var file: String
    /// The configured theme set's name, when a configuration names sets.
    public var themeSet: String?
    /// The scheme.
    public var scheme: String
    /// Its appearance, when valid.
    public var appearance: Appearance?
    /// How many roles it has.
    public var roleCount: Int

    /// Creates a scheme presence change.
    public init(file: String, themeSet: String? = nil, scheme: String, appearance: Appearance?, roleCount: Int) {
        self.file = file
        self.themeSet = themeSet
        self.scheme = scheme
        self.appearance = appearance
        self.roleCount = roleCount
    }
}

/// A scheme renamed.
public struct SchemeRename: Sendable, Hashable {
    /// The scheme file.
    public var file: String
    /// The configured theme set's name, when a configuration names sets.
    public var themeSet: String?
    /// The new name.
    public var scheme: String
    /// The old name.
    public var previousScheme: String
    /// How many roles it has.
    public var roleCount: Int

    /// Creates a scheme rename.
    public init(file: String, themeSet: String? = nil, scheme: String, previousScheme: String, roleCount: Int) {
        self.file = file
        self.themeSet = themeSet
        self.scheme = scheme
        self.previousScheme = previousScheme
        self.roleCount = roleCount
    }
}

/// A role added to or removed from one scheme.
public struct RolePresence: Sendable, Hashable {
    /// The scheme file.
    public var file: String
    /// The configured theme set's name, when a configuration names sets.
    public var themeSet: String?
    /// The scheme.
    public var scheme: String
    /// The role.
    public var role: String
    /// The role on the side that has it.
    public var snapshot: RoleSnapshot

    /// Creates a role presence change.
    public init(file: String, themeSet: String? = nil, scheme: String, role: String, snapshot: RoleSnapshot) {
        self.file = file
        self.themeSet = themeSet
        self.scheme = scheme
        self.role = role
        self.snapshot = snapshot
    }
}

/// A role that changed in one scheme.
public struct RoleChange: Sendable, Hashable {
    /// The scheme file.
    public var file: String
    /// The configured theme set's name, when a configuration names sets.
    public var themeSet: String?
    /// The scheme.
    public var scheme: String
    /// The role.
    public var role: String
    /// The base side.
    public var before: RoleSnapshot
    /// The head side.
    public var after: RoleSnapshot
    /// Why, in `RoleChangeCause` order.
    public var causes: [RoleChangeCause]
    /// CIEDE2000 between the colors as seen (each composited over its scheme's base); nil when
    /// either side does not resolve.
    public var deltaE: Double?

    /// Creates a role change.
    public init(file: String, themeSet: String? = nil, scheme: String, role: String, before: RoleSnapshot, after: RoleSnapshot, causes: [RoleChangeCause], deltaE: Double?) {
        self.file = file
        self.themeSet = themeSet
        self.scheme = scheme
        self.role = role
        self.before = before
        self.after = after
        self.causes = causes
        self.deltaE = deltaE
    }
}

/// A role renamed across its scheme file.
public struct RoleRename: Sendable, Hashable {
    /// The scheme file.
    public var file: String
    /// The configured theme set's name, when a configuration names sets.
    public var themeSet: String?
    /// The new name.
    public var role: String
    /// The old name.
    public var previousRole: String
    /// The schemes it is in (head names), in document order.
    public var schemes: [String]
    /// The identifier it references in the first of those schemes.
    public var identifier: String?

    /// Creates a role rename.
    public init(file: String, themeSet: String? = nil, role: String, previousRole: String, schemes: [String], identifier: String?) {
        self.file = file
        self.themeSet = themeSet
        self.role = role
        self.previousRole = previousRole
        self.schemes = schemes
        self.identifier = identifier
    }
}

/// A palette color's value as written and as parsed.
public struct PaletteValue: Sendable, Hashable {
    /// As written (`#71AAEB`).
    public var raw: String
    /// Parsed, when valid.
    public var color: RGBA?

    /// Creates a value.
    public init(raw: String, color: RGBA?) {
        self.raw = raw
        self.color = color
    }

    /// Whether two values mean the same color (equal colors; the raw text when either is invalid).
    public func means(_ other: PaletteValue) -> Bool {
        if let color, let otherColor = other.color { return color == otherColor }
        return color == nil && other.color == nil && raw == other.raw
    }
}

/// A palette color added or removed.
public struct PaletteColorPresence: Sendable, Hashable {
    /// The palette file.
    public var file: String
    /// The color identifier.
    public var name: String
    /// Its value.
    public var value: PaletteValue

    /// Creates a palette presence change.
    public init(file: String, name: String, value: PaletteValue) {
        self.file = file
        self.name = name
        self.value = value
    }
}

/// A palette color whose value changed.
public struct PaletteColorChange: Sendable, Hashable {
    /// The palette file.
    public var file: String
    /// The color identifier.
    public var name: String
    /// The old value.
    public var before: PaletteValue
    /// The new value.
    public var after: PaletteValue
    /// CIEDE2000 between the two values (each composited over white when translucent); nil when
    /// either is invalid.
    public var deltaE: Double?

    /// Creates a palette value change.
    public init(file: String, name: String, before: PaletteValue, after: PaletteValue, deltaE: Double?) {
        self.file = file
        self.name = name
        self.before = before
        self.after = after
        self.deltaE = deltaE
    }
}

/// A palette color renamed.
public struct PaletteColorRename: Sendable, Hashable {
    /// The palette file.
    public var file: String
    /// The new identifier.
    public var name: String
    /// The old identifier.
    public var previousName: String
    /// The (unchanged) value.
    public var value: PaletteValue
    /// How many role references moved from the old name to the new one.
    public var movedReferences: Int

    /// Creates a palette rename.
    public init(file: String, name: String, previousName: String, value: PaletteValue, movedReferences: Int) {
        self.file = file
        self.name = name
        self.previousName = previousName
        self.value = value
        self.movedReferences = movedReferences
    }
}

/// What a change did to a configured contrast pair.
public enum ContrastEffectStatus: String, Sendable, Hashable, CaseIterable {
    /// The value went down, on the same side of the minimum.
    case regressed
    /// The value went up, on the same side of the minimum.
    case improved
    /// It met the minimum before (or could not be measured) and does not now.
    case newlyFailing = "newly-failing"
    /// It failed before and meets the minimum now.
    case fixed
}

/// A configured contrast pair whose value changed in one scheme.
public struct ContrastEffect: Sendable, Hashable {
    /// The scheme file.
    public var file: String
    /// The configured theme set's name.
    public var themeSet: String?
    /// The scheme.
    public var scheme: String
    /// The foreground role.
    public var foreground: String
    /// The worst background role on the head side (the base side's when not measured there).
    public var background: String
    /// The worst background on the base side, when it differs.
    public var previousBackground: String?
    /// `wcag2` or `apca`.
    public var algorithm: String
    /// The base side's value (unrounded ratio, or |Lc|); nil when not measurable there.
    public var before: Double?
    /// The head side's value.
    public var after: Double
    /// The required minimum.
    public var minimum: Double
    /// The WCAG level the minimum came from, when named.
    public var level: String?
    /// The status.
    public var status: ContrastEffectStatus

    /// Creates an effect.
    public init(
        file: String, themeSet: String? = nil, scheme: String, foreground: String, background: String, previousBackground: String? = nil,
        algorithm: String, before: Double?, after: Double, minimum: Double, level: String? = nil, status: ContrastEffectStatus
    ) {
        self.file = file
        self.themeSet = themeSet
        self.scheme = scheme
        self.foreground = foreground
        self.background = background
        self.previousBackground = previousBackground
        self.algorithm = algorithm
        self.before = before
        self.after = after
        self.minimum = minimum
        self.level = level
        self.status = status
    }

    /// Whether `--fail-on regression` fails on it: a pair that regressed (its value fell, whether
    /// or not it still meets its minimum) or newly fails.
    public var isRegression: Bool { status == .regressed || status == .newlyFailing }
}

/// A file that could not be compared because it does not parse (or has the wrong shape) on a side.
public struct DiffNotice: Sendable, Hashable {
    /// Which side.
    public var side: DiffSide
    /// The file.
    public var file: String
    /// Where the first problem is.
    public var position: SourcePosition
    /// The problem.
    public var message: String

    /// Creates a notice.
    public init(side: DiffSide, file: String, position: SourcePosition, message: String) {
        self.side = side
        self.file = file
        self.position = position
        self.message = message
    }
}

/// Counts of a diff report.
public struct DiffSummary: Sendable, Hashable {
    /// Changes by kind (every kind present, zero included).
    public var changesByKind: [ChangeKind: Int]
    /// Contrast effects by status (every status present).
    public var contrastByStatus: [ContrastEffectStatus: Int]
    /// How many notices.
    public var notices: Int
    /// How many changes.
    public var changes: Int

    /// Counts `report`.
    public init(_ report: DiffReport) {
        var kinds = Dictionary(uniqueKeysWithValues: ChangeKind.allCases.map { ($0, 0) })
        for change in report.changes { kinds[change.kind, default: 0] += 1 }
        var statuses = Dictionary(uniqueKeysWithValues: ContrastEffectStatus.allCases.map { ($0, 0) })
        for effect in report.contrast { statuses[effect.status, default: 0] += 1 }
        changesByKind = kinds
        contrastByStatus = statuses
        notices = report.notices.count
        changes = report.changes.count
    }

    /// The count of one kind.
    public subscript(kind: ChangeKind) -> Int { changesByKind[kind] ?? 0 }
    /// The count of one status.
    public subscript(status: ContrastEffectStatus) -> Int { contrastByStatus[status] ?? 0 }
}
