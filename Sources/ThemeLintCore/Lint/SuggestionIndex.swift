/// Did-you-mean suggestions from a fixed set of names, without comparing every name per query.
///
/// A name within distance k of the query (optimal string alignment) shares at least b − 3k
/// of the query's b distinct padded bigrams (an edit breaks at most two bigrams, a
/// transposition three), so it appears in the postings of one of the query's 3k + 1 rarest
/// bigrams: only those names are compared. Short queries for which that bound says nothing
/// compare the names of nearby length. Results are exactly those of `Suggestion.closest`'s
/// documented rule.
public struct SuggestionIndex: Sendable {
    private struct Bigram: Hashable {
        var first: UInt32
        var second: UInt32
    }

    private let names: [String]
    private let lowered: [[Unicode.Scalar]]
    private let byLowercase: [String: [Int32]]
    private let postings: [Bigram: [Int32]]
    private let byLength: [Int: [Int32]]
    /// (hash of a name with one character deleted, or of the whole name; the name's offset),
    /// sorted: two names within distance 1 share such a variant (substitution: the same
    /// position deleted from both; insertion or deletion: one side's; transposition: either).
    private let deletions: [(hash: Int, offset: Int32)]

    /// Indexes `candidates` (duplicates are kept once).
    public init(_ candidates: some Sequence<String>) {
        var seen = Set<String>()
        var names: [String] = []
        for candidate in candidates where seen.insert(candidate).inserted { names.append(candidate) }
        var lowered: [[Unicode.Scalar]] = []
        lowered.reserveCapacity(names.count)
        var byLowercase: [String: [Int32]] = [:]
        var postings: [Bigram: [Int32]] = [:]
        var byLength: [Int: [Int32]] = [:]
        var deletions: [(hash: Int, offset: Int32)] = []
        for (offset, name) in names.enumerated() {
            let lower = name.lowercased()
            let scalars = Array(lower.unicodeScalars)
            lowered.append(scalars)
            byLowercase[lower, default: []].append(Int32(offset))
            byLength[scalars.count, default: []].append(Int32(offset))
            for variant in Self.deletionHashes(scalars) { deletions.append((variant, Int32(offset))) }
            var distinct = Set<Bigram>()
            for bigram in Self.bigrams(scalars) where distinct.insert(bigram).inserted {
                postings[bigram, default: []].append(Int32(offset))
            }
        }
        self.names = names
        self.lowered = lowered
        self.byLowercase = byLowercase
        self.postings = postings
        self.byLength = byLength
        deletions.sort { ($0.hash, $0.offset) < ($1.hash, $1.offset) }
        self.deletions = deletions
    }

    /// Hashes of `scalars` and of every string made by deleting one of its characters.
    private static func deletionHashes(_ scalars: [Unicode.Scalar]) -> [Int] {
        var result = [hash(scalars, skipping: -1)]
        for position in scalars.indices where position == 0 || scalars[position] != scalars[position - 1] {
            result.append(hash(scalars, skipping: position))
        }
        return result
    }

    private static func hash(_ scalars: [Unicode.Scalar], skipping skipped: Int) -> Int {
        var hasher = Hasher()
        for (position, scalar) in scalars.enumerated() where position != skipped { hasher.combine(scalar.value) }
        hasher.combine(scalars.count - (skipped >= 0 ? 1 : 0))
        return hasher.finalize()
    }

    /// The offsets of the names that share a deletion variant with `scalars` (every name within
    /// distance 1, and a few others).
    private func namesWithinOneEdit(of scalars: [Unicode.Scalar]) -> [Int32] {
        var result: [Int32] = []
        for variant in Self.deletionHashes(scalars) {
            var low = 0, high = deletions.count
            while low < high {
                let middle = (low + high) / 2
                if deletions[middle].hash < variant { low = middle + 1 } else { high = middle }
            }
            while low < deletions.count, deletions[low].hash == variant {
                result.append(deletions[low].offset)
                low += 1
            }
        }
        return result
    }

    /// The padded bigrams of a name (`^a`, `ab`, …, `z$`), as scalar values.
    private static func bigrams(_ scalars: [Unicode.Scalar]) -> [Bigram] {
        let padded = [UInt32(0)] + scalars.map(\.value) + [UInt32(0x1F)]
        return (0..<(padded.count - 1)).map { Bigram(first: padded[$0], second: padded[$0 + 1]) }
    }

    /// The candidate closest to `name`: a case-insensitive match first, then the smallest
    /// distance within `Suggestion.limit(forLength:)`, ties to the longest shared prefix, then
    /// alphabetical order; nil when nothing is close.
    public func closest(to name: String) -> String? {
        closest(to: name, where: { _ in true })
    }

    /// `closest(to:)` among the names for which `isCandidate` holds.
    public func closest(to name: String, where isCandidate: (String) -> Bool) -> String? {
        let lower = name.lowercased()
        if let matches = byLowercase[lower] {
            let others = matches.map { names[Int($0)] }.filter { $0 != name && isCandidate($0) }
            if let best = others.min() { return best }
        }
        let source = Array(lower.unicodeScalars)
        let limit = Suggestion.limit(forLength: source.count)
        // The query's bigrams, rarest first: a name within distance d shares at least b − 3d of
        // the b bigrams, so it holds one of the 3d + 1 rarest (pigeonhole). Distances are tried
        // from 1 up, and the first that finds a name answers, so a one-letter slip only reads
        // the postings of a few rare bigrams.
        let grams = Set(Self.bigrams(source)).map { ($0, postings[$0] ?? []) }.sorted { $0.1.count < $1.1.count }
        var best: (distance: Int, prefix: Int, name: String)?
        var examined = Set<Int32>()
        var gramsRead = 0
        for distance in 1...limit {
            var candidates: [Int32] = []
            if distance == 1 {
                candidates = namesWithinOneEdit(of: source)
            } else if 3 * distance + 1 >= grams.count {
                // The bound says nothing: compare every name of a nearby length.
                for length in max(0, source.count - limit)...(source.count + limit) {
                    candidates += byLength[length] ?? []
                }
                gramsRead = grams.count
            } else {
                while gramsRead < min(grams.count, 3 * distance + 1) {
                    candidates += grams[gramsRead].1
                    gramsRead += 1
                }
            }
            for offset in candidates where examined.insert(offset).inserted {
                let candidate = names[Int(offset)]
                guard candidate != name, isCandidate(candidate) else { continue }
                let target = lowered[Int(offset)]
                if abs(target.count - source.count) > limit { continue }
                guard let found = Suggestion.editDistance(source, target, limit: limit) else { continue }
                let prefix = zip(source, target).prefix { $0 == $1 }.count
                if let current = best {
                    if found < current.distance
                        || (found == current.distance && prefix > current.prefix)
                        || (found == current.distance && prefix == current.prefix && candidate < current.name) {
                        best = (found, prefix, candidate)
                    }
                } else {
                    best = (found, prefix, candidate)
                }
            }
            // Every name within `distance` has now been seen: the best at or below it is final.
            if let best, best.distance <= distance { return best.name }
            if gramsRead == grams.count && 3 * distance + 1 >= grams.count { break }
        }
        return best?.name
    }
}
