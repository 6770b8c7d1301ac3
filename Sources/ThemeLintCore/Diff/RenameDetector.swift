/// Finds renames among what one side removed and the other added. Candidates are bucketed by a
/// signature (a value, or a reference per scheme) so only the few candidates that share one are
/// compared pairwise.
enum RenameDetector {
    // MARK: Schemes

    /// A removed and an added scheme with the same roles, each with the same reference
    /// (identifier and effective alpha multiplier). Schemes without roles are never renames.
    static func schemeRenames(removed: [ResolvedScheme], added: [ResolvedScheme]) -> [(base: ResolvedScheme, head: ResolvedScheme)] {
        guard !removed.isEmpty, !added.isEmpty else { return [] }
        var used: Set<Int> = []
        var renames: [(base: ResolvedScheme, head: ResolvedScheme)] = []
        for old in removed where !old.roles.isEmpty {
            for (index, new) in added.enumerated() where !used.contains(index) && sameReferences(old, new) {
                used.insert(index)
                renames.append((old, new))
                break
            }
        }
        return renames
    }

    private static func sameReferences(_ old: ResolvedScheme, _ new: ResolvedScheme) -> Bool {
        guard old.roles.count == new.roles.count else { return false }
        for role in old.roles {
            guard let other = new[role: role.role.name] else { return false }
            guard referenceKey(role.role) == referenceKey(other.role) else { return false }
        }
        return true
    }

    /// Identifier and effective alpha multiplier, or nil when the role has no valid reference.
    static func referenceKey(_ role: Role) -> String? {
        guard let reference = role.reference else { return nil }
        return reference.identifier + "\u{1F}" + JSONOutput.format(reference.effectiveAlphaMultiplier)
    }

    // MARK: Roles

    /// A role renamed within a scheme file.
    struct RoleRenameMatch {
        var role: String
        var previousRole: String
        /// Indexes into the matched scheme pairs, in order.
        var schemeIndexes: [Int]
    }

    /// A removed and an added role with the same reference in every matched scheme: the old
    /// name is in no head scheme, the new one in no base scheme, and they occupy the same schemes.
    static func roleRenames(removed: [ThemeDiffer.RoleSlot], added: [ThemeDiffer.RoleSlot], schemePairs: [ThemeDiffer.SchemePair]) -> [RoleRenameMatch] {
        guard !removed.isEmpty, !added.isEmpty else { return [] }
        let removedGroups = group(removed)
        let addedGroups = group(added)

        var candidatesBySignature: [String: [String]] = [:]
        for (name, slots) in addedGroups.ordered where !schemePairs.contains(where: { $0.base[role: name] != nil }) {
            if let signature = signature(slots) { candidatesBySignature[signature, default: []].append(name) }
        }
        guard !candidatesBySignature.isEmpty else { return [] }

        var matches: [RoleRenameMatch] = []
        for (name, slots) in removedGroups.ordered where !schemePairs.contains(where: { $0.head[role: name] != nil }) {
            guard let signature = signature(slots), var candidates = candidatesBySignature[signature], !candidates.isEmpty else { continue }
            let newName = candidates.remove(at: closestName(to: name, among: candidates))
            candidatesBySignature[signature] = candidates
            matches.append(RoleRenameMatch(role: newName, previousRole: name, schemeIndexes: slots.map(\.schemeIndex).sorted()))
        }
        return matches
    }

    private static func group(_ slots: [ThemeDiffer.RoleSlot]) -> (ordered: [(String, [ThemeDiffer.RoleSlot])], count: Int) {
        var order: [String] = []
        var byName: [String: [ThemeDiffer.RoleSlot]] = [:]
        for slot in slots {
            let name = slot.role.role.name
            if byName[name] == nil { order.append(name) }
            byName[name, default: []].append(slot)
        }
        return (order.map { ($0, byName[$0] ?? []) }, order.count)
    }

    /// The schemes a role occupies and its reference in each; nil when a reference is invalid.
    private static func signature(_ slots: [ThemeDiffer.RoleSlot]) -> String? {
        var parts: [String] = []
        for slot in slots.sorted(by: { $0.schemeIndex < $1.schemeIndex }) {
            guard let key = referenceKey(slot.role.role) else { return nil }
            parts.append("\(slot.schemeIndex)\u{1F}\(key)")
        }
        return parts.joined(separator: "\u{1E}")
    }

    /// The index of the candidate closest to `name` (edit distance, then order).
    private static func closestName(to name: String, among candidates: [String]) -> Int {
        guard candidates.count > 1 else { return 0 }
        let source = Array(name.unicodeScalars)
        var best = (index: 0, distance: Int.max)
        for (index, candidate) in candidates.enumerated() {
            let target = Array(candidate.unicodeScalars)
            let limit = max(source.count, target.count)
            let distance = Suggestion.editDistance(source, target, limit: limit) ?? limit
            if distance < best.distance { best = (index, distance) }
        }
        return best.index
    }

    // MARK: Palette colors

    /// A removed and an added color of one palette file with the same value, where every role
    /// (of the matched schemes) that resolved to the old name in the base references the new
    /// name in the head.
    static func paletteRenames(file: String, removed: [PaletteColor], added: [PaletteColor], references: ReferenceMover) -> [PaletteColorRename] {
        guard !removed.isEmpty, !added.isEmpty else { return [] }
        var addedByValue: [String: [PaletteColor]] = [:]
        for color in added { addedByValue[valueKey(color), default: []].append(color) }
        var renames: [PaletteColorRename] = []
        for old in removed {
            let key = valueKey(old)
            guard var candidates = addedByValue[key], !candidates.isEmpty else { continue }
            for (index, new) in candidates.enumerated() {
                guard let moved = references.movedReferences(file: file, from: old.name, to: new.name) else { continue }
                renames.append(PaletteColorRename(file: file, name: new.name, previousName: old.name, value: PaletteValue(raw: new.rawValue, color: new.color), movedReferences: moved))
                candidates.remove(at: index)
                addedByValue[key] = candidates
                break
            }
        }
        return renames
    }

    private static func valueKey(_ color: PaletteColor) -> String {
        color.color.map(\.cssHex) ?? "raw:" + color.rawValue
    }
}

/// Answers "did every reference to this palette color move to that name?" over the matched
/// schemes, with an index of the base side's resolved references built on first use.
final class ReferenceMover {
    private struct Reference {
        var setKey: String
        var schemeIndex: Int
        var role: String
    }

    private let pairs: [ThemeDiffer.ThemeSetPair]
    private let schemePairsBySet: [String: [ThemeDiffer.SchemePair]]
    private var index: [String: [Reference]]?

    init(pairs: [ThemeDiffer.ThemeSetPair], schemePairsBySet: [String: [ThemeDiffer.SchemePair]]) {
        self.pairs = pairs
        self.schemePairsBySet = schemePairsBySet
    }

    /// How many references moved from `old` to `new`, or nil when some did not.
    func movedReferences(file: String, from old: String, to new: String) -> Int? {
        let references = referenceIndex()[file + "\u{1F}" + old] ?? []
        for reference in references {
            guard let pair = schemePairsBySet[reference.setKey]?[reference.schemeIndex],
                  pair.head[role: reference.role]?.role.reference?.identifier == new else { return nil }
        }
        return references.count
    }

    private func referenceIndex() -> [String: [Reference]] {
        if let index { return index }
        var built: [String: [Reference]] = [:]
        for pair in pairs {
            for (schemeIndex, schemePair) in (schemePairsBySet[pair.key] ?? []).enumerated() {
                for role in schemePair.base.roles {
                    guard case .resolved(_, let entry, let paletteFile) = role.resolution else { continue }
                    built[paletteFile + "\u{1F}" + entry.name, default: []].append(Reference(setKey: pair.key, schemeIndex: schemeIndex, role: role.role.name))
                }
            }
        }
        index = built
        return built
    }
}
