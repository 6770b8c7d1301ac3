/// Finds renames among what one side removed and the other added. Candidates are bucketed by a
/// signature (a value, or a reference per scheme) so only the few candidates that share one are
/// compared pairwise.
enum RenameDetector {
    // MARK: Schemes

    /// A removed and an added scheme with the same roles, each with the same reference
    /// (identifier and effective alpha multiplier). Schemes without roles are never renames.
    /// Each scheme is reduced to one signature (its roles and references, sorted), so matching
    /// costs one pass over the roles, not a comparison of every removed with every added scheme.
    static func schemeRenames(removed: [ResolvedScheme], added: [ResolvedScheme]) -> [(base: ResolvedScheme, head: ResolvedScheme)] {
        guard !removed.isEmpty, !added.isEmpty else { return [] }
        var addedBySignature: [String: [Int]] = [:]
        for (index, new) in added.enumerated().reversed() {
            if let signature = schemeSignature(new) { addedBySignature[signature, default: []].append(index) }
        }
        var renames: [(base: ResolvedScheme, head: ResolvedScheme)] = []
        for old in removed {
            guard let signature = schemeSignature(old), let index = addedBySignature[signature]?.popLast() else { continue }
            renames.append((old, added[index]))
        }
        return renames
    }

    /// A scheme's roles with their references, sorted by role name; nil without roles.
    private static func schemeSignature(_ scheme: ResolvedScheme) -> String? {
        guard !scheme.roles.isEmpty else { return nil }
        let parts = scheme.roles.map { $0.role.name + "\u{1F}" + (referenceKey($0.role) ?? "\u{0}") }
        return parts.sorted().joined(separator: "\u{1E}")
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
        var available: [String: CandidatePool] = [:]
        for (name, slots) in removedGroups.ordered where !schemePairs.contains(where: { $0.head[role: name] != nil }) {
            guard let signature = signature(slots), let candidates = candidatesBySignature[signature] else { continue }
            // Out of the dictionary while taken from: a copy there would copy its `taken` set
            // at every take (the square of a large pool).
            var pool = available.removeValue(forKey: signature) ?? CandidatePool(candidates)
            let taken = pool.take(closestTo: name)
            available[signature] = pool
            guard let newName = taken else { continue }
            matches.append(RoleRenameMatch(role: newName, previousRole: name, schemeIndexes: slots.map(\.schemeIndex).sorted()))
        }
        return matches
    }

    /// The added names that share a signature, taken one by one: the one closest to the removed
    /// name (did-you-mean distance, through an index), else the first left in document order.
    /// Only a pool of at most `indexedLimit` names is searched by name: a did-you-mean look-up
    /// may compare every name of a similar length, and thousands of colors of one value renamed
    /// at once (an Android `<color>` is a role keyed by its value) would cost their square. A
    /// larger pool is taken in document order, as a mass rename writes its names.
    private struct CandidatePool {
        static let indexedLimit = 64
        let names: [String]
        let index: SuggestionIndex?
        var taken: Set<String> = []
        var next = 0

        init(_ names: [String]) {
            self.names = names
            index = (2...Self.indexedLimit).contains(names.count) ? SuggestionIndex(names) : nil
        }

        mutating func take(closestTo name: String) -> String? {
            if let index, let close = index.closest(to: name, where: { !taken.contains($0) }) {
                taken.insert(close)
                return close
            }
            while next < names.count, taken.contains(names[next]) { next += 1 }
            guard next < names.count else { return nil }
            taken.insert(names[next])
            return names[next]
        }
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
            guard let key = roleKey(slot.role) else { return nil }
            parts.append("\(slot.schemeIndex)\u{1F}\(key)")
        }
        return parts.joined(separator: "\u{1E}")
    }

    /// What a role's rename keeps: its reference, or, for a role that is its own palette color
    /// (an Android `<color>` with a literal value, whose identifier is its own name and so
    /// changes with it), the file and value it defines; for one whose own value has no fixed
    /// color (a theme attribute, a Material You color), the file and why.
    /// An asset catalog's color set is a role whose entries are palette colors named after it
    /// (`Brand/Accent (dark)`): what its rename keeps is the catalog, each entry's label and value.
    private static func roleKey(_ resolved: ResolvedRole) -> String? {
        // A color set that holds no color (Xcode's template AccentColor) keeps just that.
        if resolved.role.reference == nil, resolved.role.asksForSystemDefault { return "\u{0}system default" }
        guard let key = referenceKey(resolved.role) else { return nil }
        if let reference = resolved.role.reference, reference.identifier.hasPrefix(resolved.role.name + " ("),
           case .resolved(_, let color, let file) = resolved.resolution, color.name == reference.identifier {
            let label = reference.identifier.dropFirst(resolved.role.name.count)
            return "\u{0}" + file + "\u{1F}" + label + "\u{1F}" + (color.color?.cssHex ?? "raw:" + color.rawValue) + "\u{1F}" + JSONOutput.format(reference.effectiveAlphaMultiplier)
        }
        guard let reference = resolved.role.reference, reference.identifier == resolved.role.name else { return key }
        if let chain = reference.tokenChain, chain.steps.isEmpty, case .unknown(let reason) = chain.end {
            return "\u{0}" + resolved.role.location.file + "\u{1F}unknown:" + reason + "\u{1F}" + JSONOutput.format(reference.effectiveAlphaMultiplier)
        }
        guard case .resolved(_, let color, let file) = resolved.resolution, color.name == resolved.role.name else { return key }
        return "\u{0}" + file + "\u{1F}" + (color.color?.cssHex ?? "raw:" + color.rawValue) + "\u{1F}" + JSONOutput.format(reference.effectiveAlphaMultiplier)
    }

    // MARK: Palette colors

    /// A removed and an added color of one palette file with the same value, where every role
    /// (of the matched schemes) that resolved to the old name in the base references the new
    /// name in the head.
    ///
    /// The roles that referenced the old name name the candidate: only that added color is
    /// checked. A color no role referenced pairs with the first added color of its value left.
    static func paletteRenames(file: String, removed: [PaletteColor], added: [PaletteColor], references: ReferenceMover) -> [PaletteColorRename] {
        guard !removed.isEmpty, !added.isEmpty else { return [] }
        var addedByValue: [String: [PaletteColor]] = [:]
        var addedByName: [String: PaletteColor] = [:]
        for color in added {
            addedByValue[valueKey(color), default: []].append(color)
            addedByName[color.name] = color
        }
        var taken: Set<String> = []
        var nextUnreferenced: [String: Int] = [:]
        var renames: [PaletteColorRename] = []
        for old in removed {
            let key = valueKey(old)
            guard let candidates = addedByValue[key] else { continue }
            let new: PaletteColor
            let moved: Int
            if let target = references.headIdentifierOfFirstReference(file: file, to: old.name) {
                guard let candidate = addedByName[target], !taken.contains(target), valueKey(candidate) == key,
                      let count = references.movedReferences(file: file, from: old.name, to: target) else { continue }
                (new, moved) = (candidate, count)
            } else {
                var position = nextUnreferenced[key] ?? 0
                while position < candidates.count, taken.contains(candidates[position].name) { position += 1 }
                nextUnreferenced[key] = position
                // Referenced by nothing but its own definition (an Android `<color>`, a role too):
                // that definition went with it, or it is no rename.
                guard position < candidates.count,
                      references.movedReferences(file: file, from: old.name, to: candidates[position].name) != nil else { continue }
                (new, moved) = (candidates[position], 0)
            }
            taken.insert(new.name)
            renames.append(PaletteColorRename(file: file, name: new.name, previousName: old.name, value: PaletteValue(raw: new.rawValue, color: new.color), movedReferences: moved))
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
    /// Per set, the roles renamed (old name → new name).
    private let roleRenamesBySet: [String: [String: String]]
    private var index: [String: [Reference]]?

    init(pairs: [ThemeDiffer.ThemeSetPair], schemePairsBySet: [String: [ThemeDiffer.SchemePair]], roleRenamesBySet: [String: [String: String]] = [:]) {
        self.pairs = pairs
        self.schemePairsBySet = schemePairsBySet
        self.roleRenamesBySet = roleRenamesBySet
    }

    /// What the first base role that resolved to `old` references in the head (nil when no role
    /// resolved to it but its own definition, "\u{0}" when that role is gone or has no valid
    /// reference). A role named `old` that is gone from the head is the color's own definition
    /// (an Android `<color>` is a palette color and a role): it names no target, unless that
    /// role was renamed, whose new name the color's rename must take too.
    func headIdentifierOfFirstReference(file: String, to old: String) -> String? {
        for reference in referenceIndex()[file + "\u{1F}" + old] ?? [] {
            guard let pair = schemePairsBySet[reference.setKey]?[reference.schemeIndex] else { return nil }
            if let role = pair.head[role: reference.role] { return Self.target(of: role.role, in: file) ?? "\u{0}" }
            // A renamed role (an asset catalog's set, whose entries are named after it) is followed.
            if reference.role != old, let renamed = roleRenamesBySet[reference.setKey]?[reference.role], let role = pair.head[role: renamed] {
                return Self.target(of: role.role, in: file) ?? "\u{0}"
            }
            if reference.role != old { return "\u{0}" }
            if let new = roleRenamesBySet[reference.setKey]?[old] { return new }
        }
        return nil
    }

    /// How many references moved from `old` to `new`, or nil when some did not. The color's
    /// own definition as a role (a role named `old`, gone from the head) must be the role `new`
    /// naming `new`, and is not counted: it is the color, not a reference to it.
    func movedReferences(file: String, from old: String, to new: String) -> Int? {
        var moved = 0
        for reference in referenceIndex()[file + "\u{1F}" + old] ?? [] {
            guard let pair = schemePairsBySet[reference.setKey]?[reference.schemeIndex] else { return nil }
            if let role = pair.head[role: reference.role] {
                guard Self.target(of: role.role, in: file) == new else { return nil }
                moved += 1
            } else if reference.role != old, let renamed = roleRenamesBySet[reference.setKey]?[reference.role], let role = pair.head[role: renamed] {
                // A renamed role whose entries are named after it (an asset catalog's set): the
                // color's own definition, not a reference to it.
                guard Self.target(of: role.role, in: file) == new else { return nil }
            } else {
                guard reference.role == old, let role = pair.head[role: new], Self.target(of: role.role, in: file) == new else { return nil }
            }
        }
        return moved
    }

    /// The name by which `role` reaches a color of the palette `file`: its identifier, or for
    /// a chain of tokens or resources (`{ui.link}` → `{color.blue}` → literal, or a `$ref`
    /// pointer, whose identifier is `file#path`) the palette color the chain ends at (nil when
    /// it ends elsewhere).
    private static func target(of role: Role, in file: String) -> String? {
        guard let reference = role.reference else { return nil }
        guard let chain = reference.tokenChain, !chain.steps.isEmpty else { return reference.identifier }
        if case .literal(let endFile, let name) = chain.end, endFile == file { return name }
        return nil
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
