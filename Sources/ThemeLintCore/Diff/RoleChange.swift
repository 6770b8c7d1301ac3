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

/// A role added to or removed from one scheme, or alike in several schemes of one theme set
/// (the same role with the same snapshot: one change listing its schemes).
public struct RolePresence: Sendable, Hashable {
    /// The scheme file.
    public var file: String
    /// The configured theme set's name, when a configuration names sets.
    public var themeSet: String?
    /// The scheme (the first of `schemes`).
    public var scheme: String
    /// Every scheme the change occurs in, in report order (`scheme` first).
    public var schemes: [String]
    /// The role.
    public var role: String
    /// The role on the side that has it.
    public var snapshot: RoleSnapshot

    /// Creates a role presence change.
    public init(file: String, themeSet: String? = nil, scheme: String, schemes: [String]? = nil, role: String, snapshot: RoleSnapshot) {
        self.file = file
        self.themeSet = themeSet
        self.scheme = scheme
        self.schemes = schemes ?? [scheme]
        self.role = role
        self.snapshot = snapshot
    }
}

/// A role that changed in one scheme, or the same way in several schemes of one theme set (the
/// same role, before and after, causes and ΔE: one change listing its schemes).
///
/// Kept in a `SharedBox`, like its snapshots: a role change is copied whenever it is read out
/// of a `Change` (merging across schemes, grouping, writing), and then copies one reference.
public struct RoleChange: Sendable, Hashable {
    /// The stored fields.
    struct Fields: Sendable, Hashable {
        var file: String
        var themeSet: String?
        var scheme: String
        var schemes: [String]
        var role: String
        var before: RoleSnapshot
        var after: RoleSnapshot
        var causes: [RoleChangeCause]
        var deltaE: Double?
    }

    /// The fields' box (never changed once made).
    private var box: SharedBox<Fields>

    /// The fields; setting them makes a new box.
    private var fields: Fields {
        get { box.value }
        set { box = SharedBox(newValue) }
    }

    /// Creates a role change in `scheme` (and, when given, the other `schemes` it occurs in).
    public init(file: String, themeSet: String? = nil, scheme: String, schemes: [String]? = nil, role: String, before: RoleSnapshot, after: RoleSnapshot, causes: [RoleChangeCause], deltaE: Double?) {
        box = SharedBox(Fields(
            file: file, themeSet: themeSet, scheme: scheme, schemes: schemes ?? [scheme], role: role,
            before: before, after: after, causes: causes, deltaE: deltaE
        ))
    }

    /// Equality by the fields' content.
    public static func == (lhs: RoleChange, rhs: RoleChange) -> Bool {
        lhs.box === rhs.box || lhs.fields == rhs.fields
    }

    /// Hashes the same content `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fields)
    }

    /// The scheme file.
    public var file: String { get { box.value.file } set { fields.file = newValue } }
    /// The configured theme set's name, when a configuration names sets.
    public var themeSet: String? { get { box.value.themeSet } set { fields.themeSet = newValue } }
    /// The scheme (the first of `schemes`).
    public var scheme: String { get { box.value.scheme } set { fields.scheme = newValue } }
    /// Every scheme the change occurs in, in report order (`scheme` first).
    public var schemes: [String] { get { box.value.schemes } set { fields.schemes = newValue } }
    /// The role.
    public var role: String { get { box.value.role } set { fields.role = newValue } }
    /// The base side.
    public var before: RoleSnapshot { get { box.value.before } set { fields.before = newValue } }
    /// The head side.
    public var after: RoleSnapshot { get { box.value.after } set { fields.after = newValue } }
    /// Why, in `RoleChangeCause` order.
    public var causes: [RoleChangeCause] { get { box.value.causes } set { fields.causes = newValue } }
    /// CIEDE2000 between the colors as seen (each composited over its scheme's base); nil when
    /// either side does not resolve.
    public var deltaE: Double? { get { box.value.deltaE } set { fields.deltaE = newValue } }
}

extension RoleChange {
    /// Whether `other` is the same change in another scheme of the theme set: the same role,
    /// causes, ΔE, and both sides alike but for the scheme's name at the head of each chain.
    func isSameChange(as other: RoleChange) -> Bool {
        role == other.role && deltaE == other.deltaE && causes == other.causes
            && before.isAlike(other.before) && after.isAlike(other.after)
    }

    /// Appends each scheme's role changes (and its other changes) to `changes`, with identical
    /// role changes in several schemes made one, listing its schemes in order, at the place of
    /// the first. Candidates are found by role name, so the cost stays linear: the distinct
    /// changes of one role form a list through `nextOfSameRole` (at most one of them can be the
    /// same change, so the order they are tried in does not matter).
    static func appendMergingAcrossSchemes(_ perScheme: [[Change]], to changes: inout [Change]) {
        let start = changes.count
        // Role name → position in `changes` of its latest distinct change.
        var latestByRole: [String: Int] = [:]
        latestByRole.reserveCapacity(perScheme.first?.count ?? 0)
        // Per position from `start`: the previous distinct change of the same role, or -1.
        var nextOfSameRole: [Int] = []
        var laterSchemes: [Int: [String]] = [:]
        // Added and removed roles: (sign, role) → positions in `changes` of distinct presences.
        var presencesByRole: [String: [Int]] = [:]
        for schemeChanges in perScheme {
            for change in schemeChanges {
                if let presence = change.presence {
                    let key = (change.kind == .roleAdded ? "+" : "-") + presence.role
                    let same = presencesByRole[key]?.first { index in
                        changes[index].presence.map { $0.snapshot.isAlike(presence.snapshot) } ?? false
                    }
                    if let same {
                        laterSchemes[same, default: []].append(presence.scheme)
                    } else {
                        presencesByRole[key, default: []].append(changes.count)
                        changes.append(change)
                        nextOfSameRole.append(-1)
                    }
                    continue
                }
                guard case .roleChanged(let roleChange) = change else {
                    changes.append(change)
                    nextOfSameRole.append(-1)
                    continue
                }
                var candidate = latestByRole[roleChange.role] ?? -1
                while candidate >= 0 {
                    if case .roleChanged(let existing) = changes[candidate], existing.isSameChange(as: roleChange) { break }
                    candidate = nextOfSameRole[candidate - start]
                }
                if candidate >= 0 {
                    laterSchemes[candidate, default: []].append(roleChange.scheme)
                } else {
                    nextOfSameRole.append(latestByRole.updateValue(changes.count, forKey: roleChange.role) ?? -1)
                    changes.append(change)
                }
            }
        }
        for (index, schemes) in laterSchemes {
            switch changes[index] {
            case .roleChanged(var merged):
                merged.schemes += schemes
                changes[index] = .roleChanged(merged)
            case .roleAdded(var merged):
                merged.schemes += schemes
                changes[index] = .roleAdded(merged)
            case .roleRemoved(var merged):
                merged.schemes += schemes
                changes[index] = .roleRemoved(merged)
            default:
                break
            }
        }
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
    /// The files that define the role on either side, where other than `file` (an asset
    /// catalog's color set, moved with its folder), so `log -- PATH` can select it by them.
    public var definitionFiles: [String]

    /// Creates a role rename.
    public init(file: String, themeSet: String? = nil, role: String, previousRole: String, schemes: [String], identifier: String?, definitionFiles: [String] = []) {
        self.file = file
        self.themeSet = themeSet
        self.role = role
        self.previousRole = previousRole
        self.schemes = schemes
        self.identifier = identifier
        self.definitionFiles = definitionFiles
    }
}
