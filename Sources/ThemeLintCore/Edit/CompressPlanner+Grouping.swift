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

    /// The replacements within one partition: in order of preference, each color not yet taken
    /// is kept and takes every untaken color within `maxDeltaE` of it (in every file defining
    /// both), found through the `similar-colors` index (O(log n) plus the neighbours per
    /// color). Every replaced color is within `maxDeltaE` of the color that replaces it,
    /// however long a chain of neighbours links it to others.
    static func replacements(in partition: Partition, index partitionIndex: Int, options: CompressOptions, rounds: Rounds) -> [Replacement] {
        let candidates = partition.candidates
        guard candidates.count > 1 else { return [] }
        let neighbours = NeighbourSearch(candidates.map { $0.colors[0] }, maxDeltaE: options.maxDeltaE)
        let ranked = candidates.indices.sorted { a, b in
            let (px, py) = (isPreferred(candidates[a].name, options), isPreferred(candidates[b].name, options))
            if px != py { return px }
            if candidates[a].references != candidates[b].references { return candidates[a].references > candidates[b].references }
            return candidates[a].order < candidates[b].order
        }
        // Colors kept in an earlier round stay.
        let earlierKept = candidates.map { rounds.kept.contains(Rounds.key(partition.scope, $0.name)) }
        var taken = earlierKept
        var result: [Replacement] = []
        var found: [Int] = []
        for keptIndex in ranked where !taken[keptIndex] || earlierKept[keptIndex] {
            taken[keptIndex] = true
            let keptKey = Rounds.key(partition.scope, candidates[keptIndex].name) + "\u{0}"
            found.removeAll(keepingCapacity: true)
            neighbours.forEachPossibleNeighbour(of: keptIndex) { if !taken[$0] { found.append($0) } }
            for memberIndex in found.sorted() where !taken[memberIndex] {
                guard !rounds.forbidden.contains(keptKey + candidates[memberIndex].name),
                      isCompatible(kept: candidates[keptIndex], replaced: candidates[memberIndex]),
                      let deltaE = distance(candidates[keptIndex], candidates[memberIndex], below: options.maxDeltaE) else { continue }
                taken[memberIndex] = true
                result.append(Replacement(partition: partitionIndex, kept: keptIndex, replaced: memberIndex, deltaE: deltaE))
            }
        }
        return result
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
