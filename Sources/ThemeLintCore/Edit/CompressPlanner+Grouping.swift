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

    /// The replacements within one partition: clusters of similar colors are found with the
    /// `similar-colors` index (O(n log n)); within each cluster, the most wanted color not yet
    /// taken is kept and takes every other untaken member within `maxDeltaE` of it (in every
    /// file defining both), and so on. Every replaced color is within `maxDeltaE` of the color
    /// that replaces it, however long a chain of neighbours the cluster is.
    static func replacements(in partition: Partition, index partitionIndex: Int, options: CompressOptions, rounds: Rounds) -> [Replacement] {
        let candidates = partition.candidates
        guard candidates.count > 1 else { return [] }
        let clusters = SimilarColorsRule.clusters(of: candidates.map { $0.colors[0] }, maxDeltaE: options.maxDeltaE)
        var result: [Replacement] = []
        for cluster in clusters {
            let ranked = cluster.sorted { a, b in
                let (x, y) = (candidates[a], candidates[b])
                let (px, py) = (isPreferred(x.name, options), isPreferred(y.name, options))
                if px != py { return px }
                if x.references != y.references { return x.references > y.references }
                return x.order < y.order
            }
            // Colors kept in an earlier round stay.
            var taken = Set(cluster.filter { rounds.kept.contains(Rounds.key(partition.scope, candidates[$0].name)) })
            let earlierKept = taken
            for keptIndex in ranked where !taken.contains(keptIndex) || earlierKept.contains(keptIndex) {
                taken.insert(keptIndex)
                let kept = candidates[keptIndex]
                let keptKey = Rounds.key(partition.scope, kept.name) + "\u{0}"
                for memberIndex in ranked where !taken.contains(memberIndex) {
                    let member = candidates[memberIndex]
                    guard !rounds.forbidden.contains(keptKey + member.name), partition.compatible(kept, member), let deltaE = distance(kept, member, below: options.maxDeltaE) else { continue }
                    taken.insert(memberIndex)
                    result.append(Replacement(partition: partitionIndex, kept: keptIndex, replaced: memberIndex, deltaE: deltaE))
                }
            }
        }
        return result
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
