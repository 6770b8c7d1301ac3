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
    /// Scheme names that more than one scheme file defines (on either side): human-facing
    /// reports qualify them with their file (`scheme_web.json:space_gray`) where no file
    /// heading says which one is meant.
    public var ambiguousSchemes: Set<String> = []

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

    /// `scheme`, qualified with its file when its name is ambiguous: `scheme_web.json:space_gray`
    /// (the file's name, or its whole path when two scheme files share that name).
    public func qualifiedScheme(_ scheme: String, file: String) -> String {
        guard ambiguousSchemes.contains(scheme) else { return scheme }
        return (schemeFileNamesAreUnique ? RepositoryPath.fileName(of: file) : file) + ":" + scheme
    }

    /// Whether no two scheme files of the report's schemes share a file name (set by the differ).
    public var schemeFileNamesAreUnique = true

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

/// The kinds of change (stable names, used in every report).
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
    case paletteMoved = "palette-moved"
}

extension ChangeKind {
    /// The position in `allCases`.
    var ordinal: Int {
        switch self {
        case .schemeAdded: 0
        case .schemeRemoved: 1
        case .schemeRenamed: 2
        case .roleAdded: 3
        case .roleRemoved: 4
        case .roleChanged: 5
        case .roleRenamed: 6
        case .paletteAdded: 7
        case .paletteRemoved: 8
        case .paletteChanged: 9
        case .paletteRenamed: 10
        case .paletteMoved: 11
        }
    }
}
