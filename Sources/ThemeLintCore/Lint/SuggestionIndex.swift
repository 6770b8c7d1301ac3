import Synchronization

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

    /// What only a query beyond one edit reads: built on the first such query, since most
    /// misses are one slip from a name and a palette can hold 100,000 names.
    private struct WideTables: Sendable {
        var postings: [Bigram: [Int32]] = [:]
        var byLength: [Int: [Int32]] = [:]
    }

    private final class WideTablesCache: Sendable {
        let tables = Mutex<WideTables?>(nil)
    }

    private let names: [String]
    private let lowered: [[Unicode.Scalar]]
    /// The hash of each name's lowercase form and of every form with one character deleted
    /// (two names within distance 1 share one: substitution, the same position deleted from
    /// both; insertion or deletion, one side's; transposition, either), in the high bits, and
    /// the name's offset in the low `offsetBits`; sorted. Equal strings always hash alike; a
    /// rare collision only adds a name that the edit distance then rejects.
    private let deletions: [UInt64]
    private let offsetBits: UInt64
    /// Where in `deletions` each value of the top 16 bits starts (`Self.directory`).
    private let directory: [Int32]
    private let hashing: DeletionHash
    private let wide = WideTablesCache()
    /// The distinct lengths (in scalars) of the lowercase names, ascending: a query with no name
    /// within its distance limit in length has no suggestion, known without a look-up (a
    /// million identifiers far from a short palette's names cost a bisection each).
    private let lengths: [Int]

    /// Indexes `candidates` (duplicates are kept once).
    public init(_ candidates: some Sequence<String>) {
        var seen = Set<String>()
        var names: [String] = []
        for candidate in candidates where seen.insert(candidate).inserted { names.append(candidate) }
        var lowered: [[Unicode.Scalar]] = []
        lowered.reserveCapacity(names.count)
        var bits: UInt64 = 1
        while (1 << bits) < UInt64(names.count) { bits += 1 }
        let hashing = DeletionHash()
        let highMask = ~((1 << bits) - 1) as UInt64
        var deletions: [UInt64] = []
        deletions.reserveCapacity(names.count * 10)
        for (offset, name) in names.enumerated() {
            let scalars = Array(name.lowercased().unicodeScalars)
            lowered.append(scalars)
            hashing.forEachVariant(of: scalars) { deletions.append($0 & highMask | UInt64(offset)) }
        }
        Self.radixSort(&deletions, fromBit: bits)
        self.lengths = Set(lowered.lazy.map(\.count)).sorted()
        self.directory = Self.directory(deletions)
        self.names = names
        self.lowered = lowered
        self.deletions = deletions
        self.offsetBits = bits
        self.hashing = hashing
    }

    /// The offsets of the names whose entry for some variant of `scalars` matches (`whole`:
    /// only the undeleted form): every name within distance 1 (or of the same lowercase form),
    /// and a few others.
    private func names(sharingVariantsOf scalars: [Unicode.Scalar], wholeOnly: Bool) -> [Int32] {
        let highMask = ~((1 << offsetBits) - 1) as UInt64
        var result: [Int32] = []
        func look(_ variant: UInt64) {
            let key = variant & highMask
            let top = Int(key >> 48)
            var low = Int(directory[top]), high = Int(directory[top + 1])
            while low < high {
                let middle = (low + high) / 2
                if deletions[middle] < key { low = middle + 1 } else { high = middle }
            }
            while low < deletions.count, deletions[low] & highMask == key {
                result.append(Int32(truncatingIfNeeded: deletions[low] & ~highMask))
                low += 1
            }
        }
        if wholeOnly {
            look(hashing.whole(scalars))
        } else {
            hashing.forEachVariant(of: scalars, look)
        }
        return result
    }

    /// Sorts `values` by their bits from `lowestBit` up (the lower bits, an offset, may end in
    /// any order), in passes of 11 bits, least significant first: a few milliseconds for the
    /// million entries of 100,000 names, where a comparison sort costs tens.
    private static func radixSort(_ values: inout [UInt64], fromBit lowestBit: UInt64) {
        guard values.count > 1 else { return }
        var buffer = [UInt64](repeating: 0, count: values.count)
        var shift = lowestBit
        while shift < 64 {
            var counts = [Int](repeating: 0, count: 2049)
            for value in values { counts[Int((value >> shift) & 0x7FF) + 1] += 1 }
            if !counts[1...].contains(values.count) { // else every value has these bits alike
                for digit in 1...2048 { counts[digit] += counts[digit - 1] }
                for value in values {
                    let digit = Int((value >> shift) & 0x7FF)
                    buffer[counts[digit]] = value
                    counts[digit] += 1
                }
                swap(&values, &buffer)
            }
            shift += 11
        }
    }

    /// The offset in `deletions` of the first entry whose top 16 bits are each value: a lookup
    /// bisects only the entries that share its top bits.
    private static func directory(_ values: [UInt64]) -> [Int32] {
        var starts = [Int32](repeating: Int32(values.count), count: (1 << 16) + 1)
        for index in values.indices.reversed() { starts[Int(values[index] >> 48)] = Int32(index) }
        for slot in stride(from: (1 << 16) - 1, through: 0, by: -1) where starts[slot] > starts[slot + 1] { starts[slot] = starts[slot + 1] }
        return starts
    }

    private func wideTables() -> WideTables {
        wide.tables.withLock { cached in
            if let cached { return cached }
            var tables = WideTables()
            for (offset, scalars) in lowered.enumerated() {
                tables.byLength[scalars.count, default: []].append(Int32(offset))
                var distinct = Set<Bigram>()
                for bigram in Self.bigrams(scalars) where distinct.insert(bigram).inserted {
                    tables.postings[bigram, default: []].append(Int32(offset))
                }
            }
            cached = tables
            return tables
        }
    }

    /// The padded bigrams of a name (`^a`, `ab`, …, `z$`), as scalar values.
    private static func bigrams(_ scalars: [Unicode.Scalar]) -> [Bigram] {
        let padded = [UInt32(0)] + scalars.map(\.value) + [UInt32(0x1F)]
        return (0..<(padded.count - 1)).map { Bigram(first: padded[$0], second: padded[$0 + 1]) }
    }

    /// Whether some name's lowercase form has from `low` through `high` scalars.
    private func hasName(ofLengthFrom low: Int, through high: Int) -> Bool {
        var lower = 0, upper = lengths.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if lengths[middle] < low { lower = middle + 1 } else { upper = middle }
        }
        return lower < lengths.count && lengths[lower] <= high
    }

    /// The candidate closest to `name`: a case-insensitive match first, then the smallest
    /// distance within `Suggestion.limit(forLength:)`, ties to the longest shared prefix, then
    /// alphabetical order; nil when nothing is close.
    public func closest(to name: String) -> String? {
        closest(to: name, where: { _ in true })
    }

    /// `closest(to:)` among the names for which `isCandidate` holds.
    public func closest(to name: String, where isCandidate: (String) -> Bool) -> String? {
        let source = Array(name.lowercased().unicodeScalars)
        let limit = Suggestion.limit(forLength: source.count)
        guard hasName(ofLengthFrom: source.count - limit, through: source.count + limit) else { return nil }
        let sameLowercase = names(sharingVariantsOf: source, wholeOnly: true).filter { lowered[Int($0)] == source }
        if let best = sameLowercase.map({ names[Int($0)] }).filter({ $0 != name && isCandidate($0) }).min() { return best }
        // Beyond one edit, the query's bigrams, rarest first: a name within distance d shares at
        // least b − 3d of the b bigrams, so it holds one of the 3d + 1 rarest (pigeonhole).
        // Distances are tried from 1 up, and the first that finds a name answers.
        var grams: [(Bigram, [Int32])] = []
        var best: (distance: Int, prefix: Int, name: String)?
        var examined = Set<Int32>()
        var gramsRead = 0
        for distance in 1...limit {
            var candidates: [Int32] = []
            if distance == 2 {
                let postings = wideTables().postings
                grams = Set(Self.bigrams(source)).map { ($0, postings[$0] ?? []) }.sorted { $0.1.count < $1.1.count }
            }
            if distance == 1 {
                candidates = names(sharingVariantsOf: source, wholeOnly: false)
            } else if 3 * distance + 1 >= grams.count {
                // The bound says nothing: compare every name of a nearby length.
                let byLength = wideTables().byLength
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
            if distance > 1 && gramsRead == grams.count && 3 * distance + 1 >= grams.count { break }
        }
        return best?.name
    }
}

/// A polynomial hash modulo the prime 2⁶¹ − 1 at a random base, for which every string made by
/// deleting one character of a string costs O(1) once the string's prefix hashes are known.
/// Equal strings hash alike; two different strings of length n collide with probability about
/// n / 2⁶¹, whatever names someone chooses (the base is drawn per process).
struct DeletionHash: Sendable {
    private static let prime: UInt64 = (1 << 61) - 1
    private let base: UInt64

    init() {
        var generator = SystemRandomNumberGenerator()
        base = UInt64.random(in: 256..<(Self.prime - 1), using: &generator)
    }

    private static func multiply(_ x: UInt64, _ y: UInt64) -> UInt64 {
        let (high, low) = x.multipliedFullWidth(by: y)
        // (high · 2⁶⁴ + low) mod 2⁶¹ − 1, with 2⁶⁴ ≡ 8.
        let folded = (low & prime) + (low >> 61) + (high << 3)
        let once = (folded & prime) + (folded >> 61)
        return once >= prime ? once - prime : once
    }

    private static func add(_ x: UInt64, _ y: UInt64) -> UInt64 {
        let sum = x + y
        return sum >= prime ? sum - prime : sum
    }

    /// The hash of the whole string, its length folded in.
    func whole(_ scalars: [Unicode.Scalar]) -> UInt64 {
        var hash: UInt64 = 0
        for scalar in scalars { hash = Self.add(Self.multiply(hash, base), UInt64(scalar.value) + 1) }
        return Self.add(Self.multiply(hash, base), UInt64(scalars.count))
    }

    /// Calls `body` with the whole string's hash and, for each run of equal characters, the
    /// hash of the string with one of them deleted (deleting any one of a run gives one string),
    /// in no particular order.
    func forEachVariant(of scalars: [Unicode.Scalar], _ body: (UInt64) -> Void) {
        body(whole(scalars))
        let count = scalars.count
        guard count > 0 else { return }
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: count + 1) { prefix in
            // prefix[i]: the hash of scalars[0..<i].
            prefix[0] = 0
            for index in 0..<count { prefix[index + 1] = Self.add(Self.multiply(prefix[index], base), UInt64(scalars[index].value) + 1) }
            var power: UInt64 = 1 // base^(count − 1 − index)
            var suffix: UInt64 = 0 // the hash of scalars[(index + 1)...]
            for index in stride(from: count - 1, through: 0, by: -1) {
                if index == 0 || scalars[index] != scalars[index - 1] {
                    // Deleting `index`: prefix · base^(count − 1 − index) + suffix, then the length.
                    let hash = Self.add(Self.multiply(prefix[index], power), suffix)
                    body(Self.add(Self.multiply(hash, base), UInt64(count - 1)))
                }
                suffix = Self.add(suffix, Self.multiply(UInt64(scalars[index].value) + 1, power))
                power = Self.multiply(power, base)
            }
        }
    }
}
