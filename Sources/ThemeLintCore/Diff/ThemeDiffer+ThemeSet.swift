extension ThemeDiffer {
    /// Appends the changes of one theme set to `changes`; the matched schemes.
    ///
    /// In steps: match the schemes by name (the rest may be renames), compare the roles of each
    /// matched pair, then tell renamed roles from added and removed ones.
    static func diffThemeSet(_ pair: ThemeSetPair, into changes: inout [Change]) -> [SchemePair] {
        let file = pair.schemeFile ?? ""
        let setName = pair.themeSetName
        let matched = matchSchemes(pair, file: file, setName: setName, into: &changes)
        let contrast = pair.contrast
        let schemePairs = matched.map { match in
            SchemePair(base: match.base, head: match.head, baseColor: baseColor(of: match.base, contrast: contrast), headColor: baseColor(of: match.head, contrast: contrast))
        }

        // Roles, per matched scheme; added and removed ones are kept aside for rename detection.
        var perScheme: [[Change]] = []
        var addedRoles: [RoleSlot] = []
        var removedRoles: [RoleSlot] = []
        for (index, schemePair) in schemePairs.enumerated() {
            perScheme.append(diffRoles(
                of: schemePair, index: index, file: file, setName: setName,
                addedRoles: &addedRoles, removedRoles: &removedRoles))
        }

        appendRoleRenamesAndPresence(
            schemePairs: schemePairs, addedRoles: addedRoles, removedRoles: removedRoles,
            file: file, setName: setName, perScheme: &perScheme, changes: &changes)
        if schemePairs.count > 1 {
            RoleChange.appendMergingAcrossSchemes(perScheme, to: &changes)
        } else {
            for schemeChanges in perScheme { changes += schemeChanges }
        }
        return schemePairs
    }

    /// The schemes of a set matched by name, then by rename; appends the renamed, added and
    /// removed schemes to `changes`.
    private static func matchSchemes(
        _ pair: ThemeSetPair, file: String, setName: String?, into changes: inout [Change]
    ) -> [(base: ResolvedScheme, head: ResolvedScheme)] {
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
        return matched
    }

    /// The changed roles of one matched scheme pair; its added and removed roles go to
    /// `addedRoles` and `removedRoles` (they may be renames).
    private static func diffRoles(
        of schemePair: SchemePair, index: Int, file: String, setName: String?,
        addedRoles: inout [RoleSlot], removedRoles: inout [RoleSlot]
    ) -> [Change] {
        var schemeChanges: [Change] = []
        // One side's roles copied from the other's but for a few (`log` builds a parent from
        // its child): only those few are compared; the rest are the same values, unchanged.
        if let offsets = schemePair.base.offsetsThatMayDiffer(from: schemePair.head),
           offsets.allSatisfy({ schemePair.base.roles[$0].role.name == schemePair.head.roles[$0].role.name }) {
            schemePair.head.roles.withUnsafeBufferPointer { headRoles in
                schemePair.base.roles.withUnsafeBufferPointer { baseRoles in
                    let roles = RoleComparison(base: baseRoles, head: headRoles)
                    for offset in offsets where !roles.isUnchanged(offset, offset) {
                        if let change = compare(baseRoles[offset], headRoles[offset], pair: schemePair, file: file, themeSet: setName) {
                            schemeChanges.append(.roleChanged(change))
                        }
                    }
                }
            }
            return schemeChanges
        }
        // The roles are read in place through buffer pointers: neither a role nor the scheme
        // pair is copied per role.
        schemePair.head.roles.withUnsafeBufferPointer { headRoles in
            schemePair.base.roles.withUnsafeBufferPointer { baseRoles in
                let matching = RoleMatching(head: headRoles, base: baseRoles)
                let roles = RoleComparison(base: baseRoles, head: headRoles)
                for offset in headRoles.indices {
                    let baseOffset = matching.baseOffsets[offset]
                    guard baseOffset >= 0 else {
                        addedRoles.append(RoleSlot(schemeIndex: index, role: headRoles[offset]))
                        continue
                    }
                    if roles.isUnchanged(baseOffset, offset) { continue }
                    if let change = compare(baseRoles[baseOffset], headRoles[offset], pair: schemePair, file: file, themeSet: setName) {
                        schemeChanges.append(.roleChanged(change))
                    }
                }
                for baseOffset in matching.removed {
                    removedRoles.append(RoleSlot(schemeIndex: index, role: baseRoles[baseOffset]))
                }
            }
        }
        return schemeChanges
    }

    /// Renamed roles to `changes`; the added and removed roles that are not renames to their
    /// scheme's changes in `perScheme`.
    private static func appendRoleRenamesAndPresence(
        schemePairs: [SchemePair], addedRoles: [RoleSlot], removedRoles: [RoleSlot],
        file: String, setName: String?, perScheme: inout [[Change]], changes: inout [Change]
    ) {
        let roleRenames = RenameDetector.roleRenames(removed: removedRoles, added: addedRoles, schemePairs: schemePairs)
        var renamedAway: Set<String> = []
        var renamedTo: Set<String> = []
        for rename in roleRenames {
            renamedAway.insert(rename.previousRole)
            renamedTo.insert(rename.role)
            let schemes = rename.schemeIndexes.map { schemePairs[$0].head.name }
            let identifier = rename.schemeIndexes.first.flatMap { schemePairs[$0].head[role: rename.role]?.role.reference?.identifier }
            var definitionFiles: [String] = []
            if let first = rename.schemeIndexes.first {
                for path in [schemePairs[first].base[role: rename.previousRole]?.role.location.file, schemePairs[first].head[role: rename.role]?.role.location.file] {
                    if let path, path != file, !definitionFiles.contains(path) { definitionFiles.append(path) }
                }
            }
            changes.append(.roleRenamed(RoleRename(
                file: file, themeSet: setName, role: rename.role, previousRole: rename.previousRole, schemes: schemes, identifier: identifier,
                definitionFiles: definitionFiles)))
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
    }
}
