/// A diff report grouped by cause, for the human-readable reporters (text, Markdown, HTML):
/// what the author did first (palette edits with the roles each repaints per scheme, retargeted
/// roles, added, removed and renamed roles, schemes), then contrast effects and notices.
public struct DiffOutline: Sendable {
    /// One palette edit and the role changes it explains.
    public struct PaletteEdit: Sendable {
        /// The palette change (`palette-changed`, `-added`, `-removed` or `-renamed`).
        public var change: Change
        /// The palette file.
        public var file: String
        /// The color identifier (the new one for a rename).
        public var name: String
        /// The role changes it explains, grouped by scheme file and scheme, in report order.
        public var repaints: [RoleGroup]

        /// How many role changes it explains.
        public var roleCount: Int { repaints.reduce(0) { $0 + $1.roles.count } }
    }

    /// Role changes of one scheme, or of the same list of schemes.
    public struct RoleGroup: Sendable {
        /// The scheme file.
        public var file: String
        /// The scheme (the first of `schemes`).
        public var scheme: String
        /// The schemes the changes occur in.
        public var schemes: [String]
        /// The role changes, in report order (read from the report, not copied).
        public var roles: RoleChangeList
        /// The scheme as named where no file heading says which file it is in: qualified with
        /// its file when another scheme file has a scheme of that name (`DiffReport.qualifiedScheme`).
        public var label: String

        /// Creates a group, labelled with the schemes' bare names (`DiffWording.schemes`).
        public init(file: String, schemes: [String], roles: RoleChangeList) {
            self.file = file
            self.scheme = schemes.first ?? ""
            self.schemes = schemes
            self.roles = roles
            self.label = DiffWording.schemes(schemes)
        }
    }

    /// A role added to (or removed from) one or more schemes of a file.
    public struct RolePresenceGroup: Sendable {
        /// The scheme file.
        public var file: String
        /// The role.
        public var role: String
        /// Per scheme, in report order.
        public var entries: [RolePresence]
    }

    /// Palette edits, in report order.
    public var paletteEdits: [PaletteEdit] = []
    /// Role changes the author made to the role itself (identifier, alpha, flags), and palette-caused
    /// changes no palette edit explains; in report order.
    public var roleEdits: [RoleChange] = []
    /// Roles added, by file and role.
    public var addedRoles: [RolePresenceGroup] = []
    /// Roles removed, by file and role.
    public var removedRoles: [RolePresenceGroup] = []
    /// Roles renamed.
    public var renamedRoles: [RoleRename] = []
    /// Scheme additions, removals and renames.
    public var schemeChanges: [Change] = []

    /// Groups `report`'s changes. A role change appears under a palette edit when the palette
    /// is among its causes (or it only followed a palette rename), and among the role edits when
    /// it has any other cause too.
    public init(_ report: DiffReport) {
        var editIndex = NameIndex()
        var renameIndex = NameIndex()
        for change in report.changes {
            switch change {
            case .paletteChanged(let edit):
                editIndex[edit.file, edit.name] = paletteEdits.count
                paletteEdits.append(PaletteEdit(change: change, file: edit.file, name: edit.name, repaints: []))
            case .paletteAdded(let edit), .paletteRemoved(let edit):
                editIndex[edit.file, edit.name] = paletteEdits.count
                paletteEdits.append(PaletteEdit(change: change, file: edit.file, name: edit.name, repaints: []))
            case .paletteRenamed(let edit):
                // A palette color is renamed at most once in its file: its old name is the key.
                renameIndex[edit.file, edit.previousName] = paletteEdits.count
                paletteEdits.append(PaletteEdit(change: change, file: edit.file, name: edit.name, repaints: []))
            case .paletteMoved(let move):
                paletteEdits.append(PaletteEdit(change: change, file: move.file, name: move.previousFile, repaints: []))
            default:
                break
            }
        }

        var addedIndex = NameIndex()
        var removedIndex = NameIndex()
        for (position, change) in report.changes.enumerated() {
            switch change {
            case .roleChanged(let roleChange):
                let explainedBy = paletteEdit(for: roleChange, edits: editIndex, renames: renameIndex)
                if let explainedBy {
                    Self.append(roleChange, at: position, of: report.changes, to: &paletteEdits[explainedBy].repaints)
                }
                let ownCauses = roleChange.causes.filter { $0 != .palette }
                let followsRename = explainedBy != nil && roleChange.causes == [.identifier]
                if (!ownCauses.isEmpty && !followsRename) || explainedBy == nil {
                    roleEdits.append(roleChange)
                }
            case .roleAdded(let presence):
                Self.append(presence, to: &addedRoles, index: &addedIndex)
            case .roleRemoved(let presence):
                Self.append(presence, to: &removedRoles, index: &removedIndex)
            case .roleRenamed(let rename):
                renamedRoles.append(rename)
            case .schemeAdded, .schemeRemoved, .schemeRenamed:
                schemeChanges.append(change)
            default:
                break
            }
        }
        // A palette edit's repaints name schemes without their file: qualify the ambiguous ones.
        guard !report.ambiguousSchemes.isEmpty else { return }
        for edit in paletteEdits.indices {
            for group in paletteEdits[edit].repaints.indices {
                let repaint = paletteEdits[edit].repaints[group]
                paletteEdits[edit].repaints[group].label = DiffWording.schemes(repaint.schemes.map { report.qualifiedScheme($0, file: repaint.file) })
            }
        }
    }

    /// Offsets by file, then by name (a palette color, or a role of a scheme file): nested
    /// dictionaries keyed by the strings themselves, so a look-up builds no key (and a key
    /// type of its own would cost a runtime type look-up on first use).
    private struct NameIndex {
        private var byFile: [String: [String: Int]] = [:]

        subscript(file: String, name: String) -> Int? {
            get { byFile[file]?[name] }
            set { byFile[file, default: [:]][name] = newValue }
        }
    }

    /// The palette edit that explains a role change, if any.
    private func paletteEdit(for change: RoleChange, edits: NameIndex, renames: NameIndex) -> Int? {
        if change.causes.contains(.palette), let identifier = change.after.identifier {
            // The head side's palette file first, then the base side's when it is another.
            if let file = change.after.paletteFile, let index = edits[file, identifier] { return index }
            if let file = change.before.paletteFile, file != change.after.paletteFile {
                return edits[file, identifier]
            }
            return nil
        }
        if change.causes == [.identifier], let file = change.before.paletteFile, let old = change.before.identifier, let new = change.after.identifier,
           let index = renames[file, old], paletteEdits[index].name == new {
            return index
        }
        return nil
    }

    /// Adds the role change at `position` of `changes` to the group of its file and schemes.
    private static func append(_ change: RoleChange, at position: Int, of changes: [Change], to groups: inout [RoleGroup]) {
        if let index = groups.firstIndex(where: { $0.file == change.file && $0.schemes == change.schemes }) {
            groups[index].roles.positions.append(position)
        } else {
            groups.append(RoleGroup(file: change.file, schemes: change.schemes, roles: RoleChangeList(changes, positions: [position])))
        }
    }

    private static func append(_ presence: RolePresence, to groups: inout [RolePresenceGroup], index: inout NameIndex) {
        if let existing = index[presence.file, presence.role] {
            groups[existing].entries.append(presence)
        } else {
            index[presence.file, presence.role] = groups.count
            groups.append(RolePresenceGroup(file: presence.file, role: presence.role, entries: [presence]))
        }
    }
}

/// Wording shared by the human-readable diff reporters.
enum DiffWording {

    /// "1 role" / "3 roles".
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// How a source is named in headings: `HEAD~1 (abc1234)`, `the index`, `the working tree`.
    static func describe(_ source: SourceDescriptor) -> String {
        TextCheckReporter.describe(source)
    }

    /// A palette value for people: as the palette writes it.
    static func spelling(_ value: PaletteValue) -> String { value.raw }

    /// A role's color for people: as the source writes it (see `ColorNotation`).
    static func spelling(_ snapshot: RoleSnapshot, _ color: RGBA) -> String {
        snapshot.spelledColor ?? ColorNotation.hex(color, alpha: .leading)
    }

    /// A palette edit's ΔE: `4.12`, or for a translucent color `1.20 on light, 9.85 on dark`.
    static func paletteDeltaE(_ change: PaletteColorChange) -> String? {
        if change.isTranslucent, let light = change.deltaEOverLight, let dark = change.deltaEOverDark {
            return "\(deltaE(light)) on light, \(deltaE(dark)) on dark"
        }
        return change.deltaE.map(deltaE)
    }

    /// ΔE2000 with two decimals.
    static func deltaE(_ value: Double) -> String { MeasurementFormat.fixed(value, decimals: 2) }

    /// A contrast value: `4.49:1` (truncated, never rounded up) or `Lc 59.9`.
    static func contrastValue(_ value: Double, algorithm: String) -> String {
        algorithm == ContrastAlgorithm.apca.rawValue ? "Lc \(MeasurementFormat.truncated(value, decimals: 1))" : "\(MeasurementFormat.truncated(value)):1"
    }

    /// The minimum of a contrast effect: `4.5:1 (AA)` or `Lc 60`.
    static func contrastMinimum(_ effect: ContrastEffect) -> String {
        if effect.algorithm == ContrastAlgorithm.apca.rawValue { return "Lc \(MeasurementFormat.shortNumber(effect.minimum))" }
        return "\(MeasurementFormat.shortNumber(effect.minimum)):1" + (effect.level.map { " (\($0))" } ?? "")
    }

    /// `newly failing`, `fixed`, `regressed`, `improved`.
    static func status(_ status: ContrastEffectStatus) -> String {
        switch status {
        case .newlyFailing: "newly failing"
        case .stillFailing: "improved, still failing"
        default: status.rawValue
        }
    }

    /// The alpha multiplier as written: `×0.5`, or empty when absent.
    static func alpha(_ multiplier: Double?) -> String {
        multiplier.map { " ×" + JSONOutput.format($0) } ?? ""
    }

    /// What a resolved value shows when it is not a color.
    static func unresolvedText(_ value: ResolvedValue) -> String? {
        switch value {
        case .color: nil
        case .unresolved: "unresolved"
        case .indeterminate(let reason): "indeterminate: \(reason)"
        }
    }

    /// The differences of two flag lists: `+deprecated_for_web=true`, `-transparent_version`,
    /// `web: "a" → "b"`.
    static func flagChanges(_ before: [FlagValue], _ after: [FlagValue]) -> [String] {
        var old: [String: String] = [:]
        for flag in before { old[flag.name] = flag.value }
        var new: [String: String] = [:]
        for flag in after { new[flag.name] = flag.value }
        var out: [String] = []
        for name in Set(old.keys).union(new.keys).sorted() {
            switch (old[name], new[name]) {
            case (nil, let value?): out.append("+\(name)=\(value)")
            case (let value?, nil): out.append("-\(name)=\(value)")
            case (let first?, let second?) where first != second: out.append("\(name): \(first) → \(second)")
            default: break
            }
        }
        return out
    }

    /// The summary sentence: "2 palette colors changed, 17 roles changed, …" or "no changes".
    static func summary(_ report: DiffReport) -> String {
        let summary = report.summary
        var parts: [String] = []
        let phrases: [(ChangeKind, String, String)] = [
            (.paletteChanged, "palette color", "changed"), (.paletteAdded, "palette color", "added"),
            (.paletteRemoved, "palette color", "removed"), (.paletteRenamed, "palette color", "renamed"),
            (.paletteMoved, "palette file", "moved"),
            (.roleChanged, "role", "changed"), (.roleAdded, "role", "added"), (.roleRemoved, "role", "removed"),
            (.roleRenamed, "role", "renamed"), (.schemeAdded, "scheme", "added"), (.schemeRemoved, "scheme", "removed"),
            (.schemeRenamed, "scheme", "renamed"),
        ]
        for (kind, noun, verb) in phrases where summary[kind] > 0 {
            parts.append("\(count(summary[kind], noun)) \(verb)")
        }
        if parts.isEmpty { parts.append("no changes") }
        var sentence = parts.joined(separator: ", ")
        let contrast = ContrastEffectStatus.allCases.filter { summary[$0] > 0 }.map { "\(summary[$0]) \(status($0))" }
        if !contrast.isEmpty { sentence += "; contrast: " + contrast.joined(separator: ", ") }
        let brokenFiles = Set(report.notices.map(\.file)).count
        if brokenFiles > 0 { sentence += "; \(count(brokenFiles, "file")) not compared" }
        return sentence
    }
}
