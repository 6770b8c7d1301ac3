/// Did-you-mean suggestions from a fixed set of names, without comparing every name per query.
///
/// A name within distance k of the query (optimal string alignment) shares at least b − 3k
/// of the query's b distinct padded bigrams (an edit breaks at most two bigrams, a
/// transposition three), so candidates come from an inverted index of bigrams, counted, and
/// only those that can be close are compared. Short queries for which that bound says nothing
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
        for (offset, name) in names.enumerated() {
            let lower = name.lowercased()
            let scalars = Array(lower.unicodeScalars)
            lowered.append(scalars)
            byLowercase[lower, default: []].append(Int32(offset))
            byLength[scalars.count, default: []].append(Int32(offset))
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
        let queryBigrams = Set(Self.bigrams(source))
        let needed = queryBigrams.count - 3 * limit
        var candidates: [Int32] = []
        if needed > 0 {
            var counts: [Int32: Int] = [:]
            for bigram in queryBigrams {
                for offset in postings[bigram] ?? [] { counts[offset, default: 0] += 1 }
            }
            candidates = counts.compactMap { $0.value >= needed ? $0.key : nil }
        } else {
            for length in max(0, source.count - limit)...(source.count + limit) {
                candidates += byLength[length] ?? []
            }
        }
        var best: (distance: Int, prefix: Int, name: String)?
        for offset in candidates {
            let candidate = names[Int(offset)]
            guard candidate != name, isCandidate(candidate) else { continue }
            let target = lowered[Int(offset)]
            if abs(target.count - source.count) > limit { continue }
            guard let distance = Suggestion.editDistance(source, target, limit: limit) else { continue }
            let prefix = zip(source, target).prefix { $0 == $1 }.count
            if let current = best {
                if distance < current.distance
                    || (distance == current.distance && prefix > current.prefix)
                    || (distance == current.distance && prefix == current.prefix && candidate < current.name) {
                    best = (distance, prefix, candidate)
                }
            } else {
                best = (distance, prefix, candidate)
            }
        }
        return best?.name
    }
}
