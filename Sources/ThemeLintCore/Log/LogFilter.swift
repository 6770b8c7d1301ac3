/// What `log` keeps of a commit's diff: `--role`, `--scheme`, `--color` and `-- PATH…`.
///
/// A change is kept when it matches every filter given: roles by name (a rename by either
/// name), schemes by name or `FILE:SCHEME`, palette colors by name (a role change when its
/// identifier was or is that color), files by path. Scheme additions, removals and renames
/// are kept only without `--role` and `--color`. A palette edit that no filter selects is
/// still kept when it explains a kept role change (it repainted it), so the text can group
/// the role under its cause. Contrast effects are kept when their pair's roles and scheme
/// match (and, with `--color`, when a kept role change is one of the pair).
public struct LogFilter: Sendable, Hashable {
    /// `--role` and `--scheme`.
    public var selection: RoleSelection
    /// `--color`: palette color names (globs); empty keeps all.
    public var colors: [NameGlob]
    /// `-- PATH…`: git pathspecs over the changes' files.
    public var paths: Pathspec

    /// Creates a filter.
    public init(selection: RoleSelection = RoleSelection(), colors: [NameGlob] = [], paths: Pathspec = .everything) {
        self.selection = selection
        self.colors = colors
        self.paths = paths
    }

    /// Whether nothing is filtered.
    public var isEmpty: Bool { selection.isEmpty && colors.isEmpty && paths.isEmpty }

    /// `report` narrowed to what the filter keeps; nil when nothing is left (no change, no
    /// contrast effect, no file broken on one side only).
    public func apply(_ report: DiffReport) -> DiffReport? {
        if isEmpty {
            return report.hasDifferences || !report.contrast.isEmpty ? report : nil
        }
        var kept: [Bool] = report.changes.map(keepsPrimary)
        // Palette edits that explain a kept role change.
        var explained = Set<String>()
        for (change, keep) in zip(report.changes, kept) where keep {
            for snapshot in snapshots(of: change) {
                if let file = snapshot.paletteFile, let name = snapshot.identifier { explained.insert(file + "\u{1F}" + name) }
            }
        }
        var primary = false
        for (index, change) in report.changes.enumerated() {
            if kept[index] { primary = true; continue }
            switch change {
            case .paletteChanged(let edit): kept[index] = explained.contains(edit.file + "\u{1F}" + edit.name)
            case .paletteAdded(let edit), .paletteRemoved(let edit): kept[index] = explained.contains(edit.file + "\u{1F}" + edit.name)
            case .paletteRenamed(let edit): kept[index] = explained.contains(edit.file + "\u{1F}" + edit.name)
            default: break
            }
        }
        var result = report
        result.changes = zip(report.changes, kept).filter(\.1).map { narrowedToKeptSchemes($0.0) }
        let keptRoles = Set(result.changes.flatMap { change -> [String] in
            if case .roleChanged(let role) = change { return role.schemes.map { role.file + "\u{1F}" + $0 + "\u{1F}" + role.role } }
            return []
        })
        result.contrast = report.contrast.filter { effect in
            let key = effect.file + "\u{1F}" + effect.scheme + "\u{1F}"
            // Under a path inside the file (a color set of a catalog): the pairs of a kept role.
            let onPath = paths.matches(effect.file) || keptRoles.contains(key + effect.foreground) || keptRoles.contains(key + effect.background)
            guard onPath, selection.keepsScheme(effect.scheme, file: effect.file, themeSet: effect.themeSet) else { return false }
            if !selection.roles.isEmpty, !selection.keepsRole(effect.foreground), !selection.keepsRole(effect.background) { return false }
            if !colors.isEmpty {
                return keptRoles.contains(key + effect.foreground) || keptRoles.contains(key + effect.background)
            }
            return true
        }
        result.notices = selection.isEmpty && colors.isEmpty ? report.notices.filter { paths.matches($0.file) } : []
        let brokenOnOneSide = result.notices.count > 0 && result.hasDifferences
        return primary || !result.contrast.isEmpty || brokenOnOneSide ? result : nil
    }

    /// Whether a change matches every filter by itself.
    func keepsPrimary(_ change: Change) -> Bool {
        guard paths.matches(change.file) || Self.definitionFiles(of: change).contains(where: paths.matches)
            || (Self.isWholeScheme(change) && paths.selectsInside(change.file)) else { return false }
        switch change {
        case .schemeAdded(let scheme), .schemeRemoved(let scheme):
            return selection.roles.isEmpty && colors.isEmpty && keepsScheme(scheme.scheme, scheme.file, scheme.themeSet)
        case .schemeRenamed(let rename):
            return selection.roles.isEmpty && colors.isEmpty
                && (keepsScheme(rename.scheme, rename.file, rename.themeSet) || keepsScheme(rename.previousScheme, rename.file, rename.themeSet))
        case .roleAdded(let presence), .roleRemoved(let presence):
            return presence.schemes.contains { keepsScheme($0, presence.file, presence.themeSet) } && selection.keepsRole(presence.role)
                && keepsColor(presence.snapshot.identifier)
        case .roleChanged(let role):
            return role.schemes.contains { keepsScheme($0, role.file, role.themeSet) } && selection.keepsRole(role.role)
                && (keepsColor(role.before.identifier) || keepsColor(role.after.identifier))
        case .roleRenamed(let rename):
            return (selection.schemes.isEmpty || rename.schemes.contains { keepsScheme($0, rename.file, rename.themeSet) })
                && (selection.keepsRole(rename.role) || selection.keepsRole(rename.previousRole)) && keepsColor(rename.identifier)
        case .paletteAdded(let edit), .paletteRemoved(let edit):
            return selection.isEmpty && keepsColor(edit.name)
        case .paletteChanged(let edit):
            return selection.isEmpty && keepsColor(edit.name)
        case .paletteRenamed(let edit):
            return selection.isEmpty && (keepsColor(edit.name) || keepsColor(edit.previousName))
        case .paletteMoved(let move):
            return selection.isEmpty && (colors.isEmpty || move.names.contains { keepsColor($0) })
        }
    }

    /// The files that define a role change's role, where other than the change's file: an
    /// asset catalog's changes are in the catalog, its roles in their color sets'
    /// `Contents.json`, and `-- PATH` selects them by either.
    static func definitionFiles(of change: Change) -> [String] {
        switch change {
        case .roleChanged(let role):
            return [role.before.location.file, role.after.location.file].filter { $0 != role.file }
        case .roleAdded(let presence), .roleRemoved(let presence):
            return presence.snapshot.location.file == presence.file ? [] : [presence.snapshot.location.file]
        case .roleRenamed(let rename):
            return rename.definitionFiles
        default:
            return []
        }
    }

    /// Whether `change` is a scheme's as a whole (added, removed or renamed).
    static func isWholeScheme(_ change: Change) -> Bool {
        switch change {
        case .schemeAdded, .schemeRemoved, .schemeRenamed: true
        default: false
        }
    }

    /// A role change, addition or removal made in several schemes, listing only the schemes
    /// the filter keeps.
    private func narrowedToKeptSchemes(_ change: Change) -> Change {
        guard !selection.schemes.isEmpty else { return change }
        switch change {
        case .roleChanged(var role):
            guard let (first, kept) = keptSchemes(role.schemes, role.file, role.themeSet) else { return change }
            role.scheme = first
            role.schemes = kept
            return .roleChanged(role)
        case .roleAdded(var presence), .roleRemoved(var presence):
            guard let (first, kept) = keptSchemes(presence.schemes, presence.file, presence.themeSet) else { return change }
            presence.scheme = first
            presence.schemes = kept
            return change.kind == .roleAdded ? .roleAdded(presence) : .roleRemoved(presence)
        default:
            return change
        }
    }

    /// The schemes of `schemes` the filter keeps (and the first), nil when it keeps all or none.
    private func keptSchemes(_ schemes: [String], _ file: String, _ themeSet: String?) -> (String, [String])? {
        guard schemes.count > 1 else { return nil }
        let kept = schemes.filter { keepsScheme($0, file, themeSet) }
        guard let first = kept.first, kept != schemes else { return nil }
        return (first, kept)
    }

    private func keepsScheme(_ scheme: String, _ file: String, _ themeSet: String?) -> Bool {
        selection.keepsScheme(scheme, file: file, themeSet: themeSet)
    }

    private func keepsColor(_ name: String?) -> Bool {
        colors.isEmpty || name.map { name in colors.contains { $0.matches(name) } } ?? false
    }

    private func snapshots(of change: Change) -> [RoleSnapshot] {
        switch change {
        case .roleChanged(let role): [role.before, role.after]
        case .roleAdded(let presence), .roleRemoved(let presence): [presence.snapshot]
        default: []
        }
    }
}
