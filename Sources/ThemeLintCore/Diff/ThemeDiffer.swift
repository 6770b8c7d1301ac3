/// Computes the semantic difference between two loaded projects: a pure function, O(n) in the
/// number of roles and palette colors (dictionaries throughout; only the few added × removed
/// candidates of a rename are compared pairwise).
///
/// - Theme sets are matched by configured name when a configuration names them (both sides are
///   loaded with the head side's configuration), else by scheme file path.
/// - Schemes are matched by name within a set; the rest may be renames (`RenameDetector`).
/// - Roles are matched by name within a scheme pair; a role changes when its identifier, its
///   effective alpha multiplier, its flags, or (same identifier) its palette value changes.
/// - Palette colors are compared per palette file, by value: `#FFF` and `#FFFFFF` are equal.
/// - A file that does not parse on a side is a notice; what depends on it is not compared
///   (an indeterminate resolution is never a change by itself, never painted black).
/// - `deltaE` is CIEDE2000 between the colors as seen: each side's resolved color composited
///   over its scheme's base (the configured contrast base, else white for light, black for dark).
public enum ThemeDiffer {
    /// The difference from `base` to `head`.
    public static func diff(base: LoadedProject, head: LoadedProject) -> DiffReport {
        var report = DiffReport(base: base.source, head: head.source)
        let baseBroken = brokenFiles(base)
        let headBroken = brokenFiles(head)
        report.notices = notices(for: baseBroken, side: .base) + notices(for: headBroken, side: .head)

        let pairs = matchThemeSets(base: base, head: head)
        var setChanges: [Change] = []
        var schemePairsBySet: [String: [SchemePair]] = [:]
        var roleRenamesBySet: [String: [String: String]] = [:]
        for pair in pairs {
            if let file = pair.schemeFile, baseBroken[file] != nil || headBroken[file] != nil { continue }
            // The same scheme file, palettes and definition on both sides change nothing (and move
            // no reference, and no contrast value): one comparison instead of a diff per role. An
            // unchanged file read through the document cache shares its storage, so this is
            // usually a pointer comparison (`log` diffs every commit with all sets unchanged but one).
            if let old = pair.base, let new = pair.head, old.hasSameInputs(as: new) { continue }
            let before = setChanges.count
            schemePairsBySet[pair.key] = diffThemeSet(pair, into: &setChanges)
            // A role renamed (an Android `<color>` is its own palette color too): its palette
            // rename must name the same new name.
            for case .roleRenamed(let rename) in setChanges[before...] {
                roleRenamesBySet[pair.key, default: [:]][rename.previousRole] = rename.role
            }
        }

        let paletteChanges = diffPalettes(
            base: base, head: head, skipping: Set(baseBroken.keys).union(headBroken.keys),
            references: ReferenceMover(pairs: pairs, schemePairsBySet: schemePairsBySet, roleRenamesBySet: roleRenamesBySet)
        )
        // Palette files first, then scheme files (one copy of the set changes' references).
        report.changes = paletteChanges
        report.changes.append(contentsOf: setChanges)
        report.contrast = ContrastDiffer.effects(pairs: pairs, schemePairsBySet: schemePairsBySet)
        (report.ambiguousSchemes, report.schemeFileNamesAreUnique) = ambiguousSchemes(base, head)
        return report
    }

    /// Scheme names defined by more than one scheme file of either side, and whether the
    /// scheme files' names (last path components) are distinct.
    static func ambiguousSchemes(_ base: LoadedProject, _ head: LoadedProject) -> (Set<String>, Bool) {
        var filesByScheme: [String: Set<String>] = [:]
        var files = Set<String>()
        for project in [base, head] {
            for (file, schemeFile) in project.schemeFiles {
                files.insert(file)
                for scheme in schemeFile.schemes { filesByScheme[scheme.name, default: []].insert(file) }
            }
        }
        let ambiguous = Set(filesByScheme.filter { $0.value.count > 1 }.keys)
        let names = files.map { RepositoryPath.fileName(of: $0) }
        return (ambiguous, Set(names).count == names.count)
    }

    // MARK: Notices

    /// Files examined on a side that did not decode (do not parse, or the root has the wrong
    /// shape), with their first problem. A file read beside the theme sets that holds no palette
    /// or scheme of its own (a Tokens Studio `$metadata.json`) and had no such problem is not
    /// broken.
    static func brokenFiles(_ project: LoadedProject) -> [String: LoadIssue] {
        var broken: Set<String> = []
        for file in project.files where project.palettes[file] == nil && project.schemeFiles[file] == nil && project.gradientFiles[file] == nil && !project.memberFiles.contains(file) {
            broken.insert(file)
        }
        var result: [String: LoadIssue] = [:]
        guard !broken.isEmpty else { return result }
        for issue in project.issues where broken.contains(issue.location.file) && result[issue.location.file] == nil {
            if issue.kind == .jsonSyntax || issue.kind == .xmlSyntax || issue.kind == .invalidStructure { result[issue.location.file] = issue }
        }
        return result
    }

    private static func notices(for broken: [String: LoadIssue], side: DiffSide) -> [DiffNotice] {
        broken.keys.sorted().compactMap { file in
            broken[file].map { DiffNotice(side: side, file: file, position: $0.location.position, message: $0.message) }
        }
    }

    // MARK: Theme sets

    /// Theme sets of both sides, matched.
    struct ThemeSetPair {
        var key: String
        var base: LoadedThemeSet?
        var head: LoadedThemeSet?

        /// The configured name, when the configuration names sets.
        var themeSetName: String? {
            let definition = (head ?? base)?.definition
            return definition?.declaration == nil ? nil : definition?.name
        }

        /// The scheme file (the head's when both exist).
        var schemeFile: String? { (head ?? base)?.definition.schemes }

        /// The contrast configuration (the head side's).
        var contrast: ContrastConfiguration? { (head ?? base)?.definition.contrast }
    }

    /// Two schemes matched by name (or by rename).
    struct SchemePair {
        var base: ResolvedScheme
        var head: ResolvedScheme
        var baseColor: RGBA
        var headColor: RGBA
    }

    static func matchThemeSets(base: LoadedProject, head: LoadedProject) -> [ThemeSetPair] {
        func key(_ set: LoadedThemeSet) -> String {
            set.definition.declaration == nil ? "path:" + set.definition.schemes : "name:" + set.definition.name
        }
        var baseByKey: [String: LoadedThemeSet] = [:]
        var baseOrder: [String] = []
        for set in base.themeSets where baseByKey[key(set)] == nil {
            baseByKey[key(set)] = set
            baseOrder.append(key(set))
        }
        var pairs: [ThemeSetPair] = []
        var seen: Set<String> = []
        for set in head.themeSets {
            let setKey = key(set)
            guard seen.insert(setKey).inserted else { continue }
            pairs.append(ThemeSetPair(key: setKey, base: baseByKey[setKey], head: set))
        }
        for setKey in baseOrder where !seen.contains(setKey) {
            pairs.append(ThemeSetPair(key: setKey, base: baseByKey[setKey], head: nil))
        }
        return pairs
    }

    /// The opaque color a scheme's roles are drawn on: the configured contrast base for its
    /// appearance, else white for light (and unknown), black for dark.
    static func baseColor(of scheme: ResolvedScheme, contrast: ContrastConfiguration?) -> RGBA {
        let fallback = ContrastBase.defaultColor(for: scheme.scheme.appearance)
        if let contrast, let configured = ContrastEvaluator.base(of: scheme, configuration: contrast) {
            return configured
        }
        return fallback
    }

    /// Appends the changes of one theme set to `changes`; the matched schemes.
    private static func diffThemeSet(_ pair: ThemeSetPair, into changes: inout [Change]) -> [SchemePair] {
        let file = pair.schemeFile ?? ""
        let setName = pair.themeSetName
        let baseSchemes = pair.base?.resolved.schemes ?? []
        let headSchemes = pair.head?.resolved.schemes ?? []
        var baseByName: [String: ResolvedScheme] = [:]
        for scheme in baseSchemes { baseByName[scheme.name] = scheme }
        let headNames = Set(headSchemes.map(\.name))

        var matched: [(base: ResolvedScheme, head: ResolvedScheme)] = []
        var added: [ResolvedScheme] = []
        for scheme in headSchemes {
            if let old = baseByName[scheme.name] { matched.append((old, scheme)) } else { added.append(scheme) }
        }
        var removed = baseSchemes.filter { !headNames.contains($0.name) }

        let renames = RenameDetector.schemeRenames(removed: removed, added: added)
        if !renames.isEmpty {
            let renamedOld = Set(renames.map(\.base.name))
            let renamedNew = Set(renames.map(\.head.name))
            removed.removeAll { renamedOld.contains($0.name) }
            added.removeAll { renamedNew.contains($0.name) }
            for rename in renames {
                changes.append(.schemeRenamed(SchemeRename(file: file, themeSet: setName, scheme: rename.head.name, previousScheme: rename.base.name, roleCount: rename.head.roles.count)))
                matched.append((rename.base, rename.head))
            }
        }
        for scheme in added {
            changes.append(.schemeAdded(SchemePresence(file: file, themeSet: setName, scheme: scheme.name, appearance: scheme.scheme.appearance, roleCount: scheme.roles.count)))
        }
        for scheme in removed {
            changes.append(.schemeRemoved(SchemePresence(file: file, themeSet: setName, scheme: scheme.name, appearance: scheme.scheme.appearance, roleCount: scheme.roles.count)))
        }

        let contrast = pair.contrast
        let schemePairs = matched.map { match in
            SchemePair(base: match.base, head: match.head, baseColor: baseColor(of: match.base, contrast: contrast), headColor: baseColor(of: match.head, contrast: contrast))
        }

        // Roles, per matched scheme; added and removed ones are kept aside for rename detection.
        var perScheme: [[Change]] = []
        var addedRoles: [RoleSlot] = []
        var removedRoles: [RoleSlot] = []
        for (index, schemePair) in schemePairs.enumerated() {
            var schemeChanges: [Change] = []
            // One side's roles copied from the other's but for a few (`log` builds a parent from
            // its child): only those few are compared; the rest are the same values, unchanged.
            if let offsets = schemePair.base.offsetsThatMayDiffer(from: schemePair.head),
               offsets.allSatisfy({ schemePair.base.roles[$0].role.name == schemePair.head.roles[$0].role.name }) {
                for offset in offsets {
                    let (old, new) = (schemePair.base.roles[offset], schemePair.head.roles[offset])
                    if isUnchanged(old, new) { continue }
                    if let change = compare(old, new, pair: schemePair, file: file, themeSet: setName) {
                        schemeChanges.append(.roleChanged(change))
                    }
                }
                perScheme.append(schemeChanges)
                continue
            }
            var matchedCount = 0
            schemePair.head.roles.withUnsafeBufferPointer { headRoles in
                schemePair.base.roles.withUnsafeBufferPointer { baseRoles in
                    // Same document order on both sides is the common case: no hashing then. After
                    // an added or removed role the rest are shifted by `shift`, tried next.
                    var shift = 0
                    for offset in headRoles.indices {
                        let baseOffset: Int?
                        let name = headRoles[offset].role.name
                        let shifted = offset + shift
                        if shifted >= 0, shifted < baseRoles.count, baseRoles[shifted].role.name == name {
                            baseOffset = shifted
                        } else {
                            baseOffset = schemePair.base.offset(ofRole: name)
                            if let baseOffset { shift = baseOffset - offset }
                        }
                        guard let baseOffset else {
                            addedRoles.append(RoleSlot(schemeIndex: index, role: headRoles[offset]))
                            continue
                        }
                        matchedCount += 1
                        if isUnchanged(baseRoles[baseOffset], headRoles[offset]) { continue }
                        if let change = compare(baseRoles[baseOffset], headRoles[offset], pair: schemePair, file: file, themeSet: setName) {
                            schemeChanges.append(.roleChanged(change))
                        }
                    }
                }
            }
            // Every base role was matched when the counts agree (names are unique in a scheme).
            if matchedCount != schemePair.base.roles.count {
                for role in schemePair.base.roles where schemePair.head[role: role.role.name] == nil {
                    removedRoles.append(RoleSlot(schemeIndex: index, role: role))
                }
            }
            perScheme.append(schemeChanges)
        }

        let roleRenames = RenameDetector.roleRenames(removed: removedRoles, added: addedRoles, schemePairs: schemePairs)
        var renamedAway: Set<String> = []
        var renamedTo: Set<String> = []
        for rename in roleRenames {
            renamedAway.insert(rename.previousRole)
            renamedTo.insert(rename.role)
            let schemes = rename.schemeIndexes.map { schemePairs[$0].head.name }
            let identifier = rename.schemeIndexes.first.flatMap { schemePairs[$0].head[role: rename.role]?.role.reference?.identifier }
            changes.append(.roleRenamed(RoleRename(file: file, themeSet: setName, role: rename.role, previousRole: rename.previousRole, schemes: schemes, identifier: identifier)))
        }
        for slot in addedRoles where !renamedTo.contains(slot.role.role.name) {
            let schemePair = schemePairs[slot.schemeIndex]
            perScheme[slot.schemeIndex].append(.roleAdded(RolePresence(
                file: file, themeSet: setName, scheme: schemePair.head.name, role: slot.role.role.name,
                snapshot: snapshot(slot.role, base: schemePair.headColor))))
        }
        for slot in removedRoles where !renamedAway.contains(slot.role.role.name) {
            let schemePair = schemePairs[slot.schemeIndex]
            perScheme[slot.schemeIndex].append(.roleRemoved(RolePresence(
                file: file, themeSet: setName, scheme: schemePair.head.name, role: slot.role.role.name,
                snapshot: snapshot(slot.role, base: schemePair.baseColor))))
        }
        if schemePairs.count > 1 {
            RoleChange.appendMergingAcrossSchemes(perScheme, to: &changes)
        } else {
            for schemeChanges in perScheme { changes += schemeChanges }
        }
        return schemePairs
    }

}
