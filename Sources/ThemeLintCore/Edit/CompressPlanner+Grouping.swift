/// Grouping for `compress`: around kept colors, not by chains of neighbours.
extension CompressPlanner {
    /// A replaced candidate, the kept one, and their distance (the largest over the files
    /// defining both).
    struct Replacement {
        var partition: Int
        var kept: Int
        var replaced: Int
        var deltaE: Double
    }

    /// The replacements within one partition, chosen so that the kept colors cover it: in order
    /// of preference, each color not yet taken is kept and takes every untaken color within
    /// `maxDeltaE` of it (in every file defining both) that it may replace, found through the
    /// `similar-colors` index (O(log n) plus the neighbours per color). The kept colors form a
    /// D-net — each more than `maxDeltaE` from every earlier one — except where a merge is not
    /// possible (`isCompatible`) or was left out: `skipped` holds those pairs (kept, other),
    /// each once, found when the first of the two is kept — the other is untaken then, so no
    /// pair left within the threshold escapes it.
    ///
    /// A color that cannot take a neighbour which could take it (a scheme file refers to the
    /// neighbour and reads the color's name from another palette, or that merge was left out
    /// for contrast or a role's move) is not kept before that neighbour: it waits, so that the
    /// neighbour, kept in its turn, takes it (else a second run, ranking them anew, would). Preference picks
    /// among the colors that can be kept, never at the cost of the cover.
    static func replacements(in partition: Partition, index partitionIndex: Int, options: CompressOptions, rounds: Rounds) -> (replacements: [Replacement], skipped: [(kept: Int, other: Int)]) {
        let candidates = partition.candidates
        guard candidates.count > 1 else { return ([], []) }
        let neighbours = NeighbourSearch(candidates.map { $0.colors[0] }, maxDeltaE: options.maxDeltaE)
        let ranked = ranking(candidates, options)
        // Where every color is read by the same scheme files, every merge is possible.
        let uniform = candidates.allSatisfy { $0.users == candidates[0].users }
        // Colors kept in an earlier round stay.
        let earlierKept = rounds.kept.isEmpty ? Array(repeating: false, count: candidates.count) : candidates.map { rounds.kept.contains(Rounds.key(partition.scope, $0.name)) && !rounds.frozen.contains(Rounds.key(partition.scope, $0.name)) }
        // Frozen colors (`Rounds.frozen`) are neither kept nor replaced.
        var taken = rounds.frozen.isEmpty ? earlierKept : candidates.indices.map { earlierKept[$0] || rounds.frozen.contains(Rounds.key(partition.scope, candidates[$0].name)) }
        var result: [Replacement] = []
        var skipped: [(kept: Int, other: Int)] = []
        var replaced = Array(repeating: false, count: candidates.count)
        var found: [(index: Int, deltaE: Double)] = []
        let checksForbidden = !rounds.forbidden.isEmpty
        func mayReplace(_ kept: Int, _ replaced: Int) -> Bool {
            if checksForbidden, rounds.forbidden.contains(Rounds.key(partition.scope, candidates[kept].name) + "\u{0}" + candidates[replaced].name) { return false }
            return uniform || isCompatible(kept: candidates[kept], replaced: candidates[replaced])
        }
        // The untaken colors within the threshold of `keptIndex`, in index order.
        func untakenNeighbours(of keptIndex: Int) {
            found.removeAll(keepingCapacity: true)
            neighbours.forEachPossibleNeighbour(of: keptIndex) { other in
                guard !taken[other], let deltaE = distance(candidates[keptIndex], candidates[other], below: options.maxDeltaE) else { return }
                found.append((other, deltaE))
            }
            found.sort { $0.index < $1.index }
        }
        func keep(_ keptIndex: Int) {
            for (memberIndex, deltaE) in found where !taken[memberIndex] {
                guard mayReplace(keptIndex, memberIndex) else {
                    skipped.append((keptIndex, memberIndex))
                    continue
                }
                taken[memberIndex] = true
                replaced[memberIndex] = true
                result.append(Replacement(partition: partitionIndex, kept: keptIndex, replaced: memberIndex, deltaE: deltaE))
            }
        }
        var waiting: [Int] = []
        for keptIndex in ranked where !taken[keptIndex] || earlierKept[keptIndex] {
            taken[keptIndex] = true
            untakenNeighbours(of: keptIndex)
            if !uniform || checksForbidden, !earlierKept[keptIndex], found.contains(where: { !mayReplace(keptIndex, $0.index) && mayReplace($0.index, keptIndex) }) {
                taken[keptIndex] = false
                waiting.append(keptIndex)
                continue
            }
            keep(keptIndex)
        }
        // A waiting color no neighbour took is kept after all.
        for keptIndex in waiting where !taken[keptIndex] {
            taken[keptIndex] = true
            untakenNeighbours(of: keptIndex)
            keep(keptIndex)
        }
        // A skipped color a later kept one took is not left within the threshold.
        return (result, skipped.filter { !replaced[$0.other] })
    }

    /// The candidates' offsets in order of preference: `--prefer`, else the most referenced,
    /// else the first in file order.
    static func ranking(_ candidates: [Candidate], _ options: CompressOptions) -> [Int] {
        candidates.indices.sorted { a, b in
            let (px, py) = (isPreferred(candidates[a].name, options), isPreferred(candidates[b].name, options))
            if px != py { return px }
            if candidates[a].references != candidates[b].references { return candidates[a].references > candidates[b].references }
            return candidates[a].order < candidates[b].order
        }
    }

    /// The colors possibly within the threshold of a color: the same alpha through an index of
    /// each alpha's colors as they are, another alpha through one index of all colors over
    /// white (a pair too far apart there is too far apart), as `similar-colors` compares them.
    struct NeighbourSearch {
        private var byAlpha: [Double: (index: SimilarColorIndex, members: [Int], offsets: [Int])] = [:]
        private var overWhite: (index: SimilarColorIndex, offsets: [Int])?
        private let colors: [SimilarColorsComparable]
        private var localOffset: [Int]

        init(_ colors: [SimilarColorsComparable], maxDeltaE: Double) {
            self.colors = colors
            localOffset = Array(repeating: 0, count: colors.count)
            var groups: [Double: [Int]] = [:]
            for index in colors.indices { groups[colors[index].alpha, default: []].append(index) }
            for (alpha, members) in groups {
                for (local, member) in members.enumerated() { localOffset[member] = local }
                let index = SimilarColorIndex(members.map { colors[$0].lab }, maxDeltaE: maxDeltaE)
                byAlpha[alpha] = (index, members, index.treeOffsets())
            }
            if groups.count > 1 {
                let index = SimilarColorIndex(colors.map(\.labOverWhite), maxDeltaE: maxDeltaE)
                overWhite = (index, index.treeOffsets())
            }
        }

        /// Calls `body` with every color that may be within the threshold of color `index`.
        func forEachPossibleNeighbour(of index: Int, _ body: (Int) -> Void) {
            let alpha = colors[index].alpha
            if let group = byAlpha[alpha] {
                group.index.forEachPossibleNeighbour(ofTreeOffset: group.offsets[localOffset[index]]) { body(group.members[$0]) }
            }
            if let overWhite {
                overWhite.index.forEachPossibleNeighbour(ofTreeOffset: overWhite.offsets[index]) { other in
                    if colors[other].alpha != alpha { body(other) }
                }
            }
        }
    }

    /// The largest difference between the two candidates' colors over the files defining them
    /// (the same files, in the same order, by construction), nil when any is not below `limit`.
    static func distance(_ a: Candidate, _ b: Candidate, below limit: Double) -> Double? {
        guard a.colors.count == b.colors.count else { return nil }
        var largest = 0.0
        for (x, y) in zip(a.colors, b.colors) {
            guard let difference = x.difference(to: y, below: limit) else { return nil }
            largest = max(largest, difference)
        }
        return largest
    }

    static func isPreferred(_ name: String, _ options: CompressOptions) -> Bool {
        options.prefer.contains { $0.matches(name) }
    }
}

extension CompressPlanner {
    /// Why `other` is left within the threshold of `kept` (of `partition`), as a merge left out;
    /// nil when that merge was already left out and listed (a contrast pair, a role's move).
    static func leftWithin(kept: Candidate, other: Candidate, partition: Partition, project: LoadedProject, rounds: Rounds) -> LeftOutMerge? {
        func forbidden(_ kept: Candidate, _ replaced: Candidate) -> Bool {
            rounds.forbidden.contains(Rounds.key(partition.scope, kept.name) + "\u{0}" + replaced.name)
        }
        guard !forbidden(kept, other), !forbidden(other, kept) else { return nil }
        /// Why `replaced` may not be merged into `kept`, when it may not.
        func incompatibility(_ kept: Candidate, _ replaced: Candidate) -> String? {
            guard let set = replaced.referencingSets.first(where: { !kept.users.contains($0) }), set < project.themeSets.count else { return nil }
            let themeSet = project.themeSets[set]
            let elsewhere = themeSet.palettes.first { $0[kept.name] != nil }?.file
            return "\(themeSet.definition.schemes) refers to \(replaced.name) and reads \(kept.name) \(elsewhere.map { "from \($0)" } ?? "from no palette")"
        }
        let reason: String
        if let why = incompatibility(kept, other) {
            reason = incompatibility(other, kept).map { "\(why); nor the other way: \($0)" } ?? why
        } else if let why = incompatibility(other, kept) {
            reason = why
        } else if let name = [kept.name, other.name].first(where: { rounds.everFrozen.contains(Rounds.key(partition.scope, $0)) }) {
            reason = "\(name)'s merges were left alone after \(patientChecks) checks that blamed them"
        } else if rounds.givenUp.contains(partition.scope) {
            reason = "this palette's merges were left alone after \(patientChecks) checks that blamed them"
        } else {
            reason = "both were kept in earlier rounds"
        }
        return LeftOutMerge(scope: partition.scope, replaced: other.name, kept: kept.name, reason: reason)
    }

    /// Every pair of colors left within `maxDeltaE` of each other in the palettes `scopes` names,
    /// as merges left out (those not already listed): for the palettes left alone in a round,
    /// whose pairs no grouping saw (with `frozenOnly`, the pairs of their frozen colors). Found
    /// through the neighbour index of the project as it would be.
    static func uncoveredPairs(in editable: EditableProject, scopes: Set<String>, options: CompressOptions, rounds: Rounds, frozenOnly: Bool = false) -> [LeftOutMerge] {
        var result: [LeftOutMerge] = []
        for partition in partitions(of: editable) where scopes.contains(partition.scope) && partition.candidates.count > 1 {
            let candidates = partition.candidates
            let neighbours = NeighbourSearch(candidates.map { $0.colors[0] }, maxDeltaE: options.maxDeltaE)
            var rank = Array(repeating: 0, count: candidates.count)
            for (position, index) in ranking(candidates, options).enumerated() { rank[index] = position }
            // (kept, other): the one preferred first.
            var pairs = Set<[Int]>()
            for first in candidates.indices where !frozenOnly || rounds.everFrozen.contains(Rounds.key(partition.scope, candidates[first].name)) {
                neighbours.forEachPossibleNeighbour(of: first) { second in
                    guard distance(candidates[first], candidates[second], below: options.maxDeltaE) != nil else { return }
                    pairs.insert(rank[first] < rank[second] ? [first, second] : [second, first])
                }
            }
            for pair in pairs.sorted(by: { ($0[0], $0[1]) < ($1[0], $1[1]) }) {
                if let merge = leftWithin(kept: candidates[pair[0]], other: candidates[pair[1]], partition: partition, project: editable.project, rounds: rounds) {
                    result.append(merge)
                }
            }
        }
        return result
    }
}
