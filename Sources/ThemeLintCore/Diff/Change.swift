/// One change between the sides.
///
/// `indirect`: each change is kept in a box of its own, so a `Change` is one reference however
/// large its payload (a role change with both snapshots is several hundred bytes). Arrays of
/// changes are built, merged and filtered on the way to a report; a reference is what they copy.
public indirect enum Change: Sendable, Hashable {
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
    /// Palette colors moved to another file with the same paths and values.
    case paletteMoved(PaletteFileMove)

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
        case .paletteMoved: .paletteMoved
        }
    }

    /// The role presence of a `role-added` or `role-removed`, else nil.
    public var presence: RolePresence? {
        switch self {
        case .roleAdded(let presence), .roleRemoved(let presence): presence
        default: nil
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
        case .paletteMoved(let change): change.file
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
    /// Design tokens: the role names the same token, but a token further along its reference
    /// chain now points elsewhere.
    case chain

    /// Orders values for stable, sorted output.
    public static func < (lhs: RoleChangeCause, rhs: RoleChangeCause) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}
