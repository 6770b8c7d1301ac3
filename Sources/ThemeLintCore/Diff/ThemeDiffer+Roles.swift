extension ThemeDiffer {
    /// A role of one matched scheme that only one side has.
    struct RoleSlot {
        var schemeIndex: Int
        var role: ResolvedRole
    }

    // MARK: Roles

    /// The change of one role between matched schemes, nil when nothing that matters changed.
    static func compare(_ old: borrowing ResolvedRole, _ new: borrowing ResolvedRole, pair: SchemePair, file: String, themeSet: String?) -> RoleChange? {
        let oldReference = old.role.reference
        let newReference = new.role.reference
        var causes: [RoleChangeCause] = []
        let identifierChanged = oldReference?.identifier != newReference?.identifier
        if identifierChanged { causes.append(.identifier) }
        if let oldReference, let newReference, oldReference.alphaForComparison != newReference.alphaForComparison {
            causes.append(.alpha)
        }
        let chainChanged = !identifierChanged && oldReference?.tokenChain?.route != newReference?.tokenChain?.route
        if chainChanged { causes.append(.chain) }
        if !identifierChanged, !chainChanged, paletteValueChanged(old.resolution, new.resolution) { causes.append(.palette) }
        if !haveSameFlags(old.role.flags, new.role.flags), flagValues(old.role.flags) != flagValues(new.role.flags) {
            causes.append(.flags)
        }
        guard !causes.isEmpty else { return nil }
        let before = snapshot(old, base: pair.baseColor)
        let after = snapshot(new, base: pair.headColor)
        var deltaE: Double?
        if let first = before.visibleColor, let second = after.visibleColor {
            deltaE = first == second ? 0 : first.deltaE2000(to: second)
        }
        return RoleChange(file: file, themeSet: themeSet, scheme: pair.head.name, role: new.role.name, before: before, after: after, causes: causes, deltaE: deltaE)
    }

    /// Whether the palette value behind the same identifier changed. An indeterminate side
    /// (a palette that did not load, an invalid color) is not known to have changed.
    static func paletteValueChanged(_ old: Resolution, _ new: Resolution) -> Bool {
        switch (old, new) {
        case (.indeterminate, _), (_, .indeterminate):
            return false
        case (.unresolved, .unresolved):
            return false
        case (.resolved(_, let first, _), .resolved(_, let second, _)):
            return first.color != second.color
        default:
            return true
        }
    }

    /// Whether two roles' flags are the same names with the same values in the same order
    /// (positions aside): then `flagValues` of both are equal without building them. Flags
    /// that differ only in order or layout are left to `flagValues`.
    @inline(__always)
    static func haveSameFlags(_ old: [RoleFlag], _ new: [RoleFlag]) -> Bool {
        guard old.count == new.count else { return false }
        for index in old.indices where old[index].name != new[index].name || canonicalJSON(old[index].value) != canonicalJSON(new[index].value) {
            return false
        }
        return true
    }

    /// Flags as name → canonical value, sorted by name; a repeated flag keeps its last value.
    static func flagValues(_ flags: [RoleFlag]) -> [FlagValue] {
        guard !flags.isEmpty else { return [] }
        var byName: [String: JSONValue] = [:]
        for flag in flags { byName[flag.name] = flag.value }
        return byName.map { FlagValue(name: $0.key, value: canonicalJSON($0.value), json: $0.value) }.sorted()
    }

    /// Compact JSON without positions, so that moving a flag does not change it.
    static func canonicalJSON(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        // A number too large for a Double (`1e999`) is infinite, which JSON output writes as
        // null; written back as the overflowing number it was, never as null.
        case .number(let number) where number.isInfinite: return number > 0 ? "1e999" : "-1e999"
        case .number(let number): return JSONOutput.format(number)
        case .string(let text):
            var out = ""
            JSONOutput.writeString(text, into: &out)
            return out
        case .array(let items):
            return "[" + items.map { canonicalJSON($0.value) }.joined(separator: ",") + "]"
        case .object(let members):
            return "{" + members.map { member in
                var key = ""
                JSONOutput.writeString(member.key, into: &key)
                return key + ":" + canonicalJSON(member.value.value)
            }.joined(separator: ",") + "}"
        }
    }

    /// A role as it stands on one side.
    static func snapshot(_ role: ResolvedRole, base: RGBA) -> RoleSnapshot {
        let value: ResolvedValue
        var paletteFile: String?
        var paletteValue: String?
        var paletteColor: RGBA?
        var paletteName: String?
        switch role.resolution {
        case .resolved(let color, let entry, let file):
            value = .color(color)
            paletteFile = file
            paletteValue = entry.rawValue
            paletteColor = entry.color
            paletteName = entry.name
        case .unresolved:
            value = .unresolved
        case .indeterminate(let reason):
            value = .indeterminate(reason: reason)
        }
        return RoleSnapshot(
            identifier: role.role.reference?.identifier, alphaMultiplier: role.role.reference?.alphaMultiplier,
            flags: flagValues(role.role.flags), value: value, paletteFile: paletteFile, paletteValue: paletteValue,
            paletteColor: paletteColor, base: base, location: role.role.location,
            scheme: role.scheme, role: role.role.name, paletteName: paletteName,
            modifierSteps: role.role.reference?.tokenChain?.modifierSteps ?? [], spelledColor: role.resolution.spelledColor
        )
    }
}
