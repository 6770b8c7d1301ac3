/// Did-you-mean suggestions for misspelled names.
public enum Suggestion {
    /// The candidate closest to `name`: a case-insensitive match first, then the smallest
    /// Damerau–Levenshtein (optimal string alignment) distance, within a limit that grows
    /// with the name's length (1 for short names, up to a third of the length). Ties go to
    /// the candidate sharing the longest prefix, then alphabetical order. Nil when nothing is close.
    public static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        let lowered = name.lowercased()
        var caseMatch: String?
        for candidate in candidates where candidate != name && candidate.lowercased() == lowered {
            if caseMatch.map({ candidate < $0 }) ?? true { caseMatch = candidate }
        }
        if let caseMatch { return caseMatch }
        let source = Array(lowered.unicodeScalars)
        let limit = max(1, min(4, source.count / 3))
        var best: (distance: Int, prefix: Int, name: String)?
        for candidate in candidates where candidate != name {
            let target = Array(candidate.lowercased().unicodeScalars)
            if abs(target.count - source.count) > limit { continue }
            guard let distance = editDistance(source, target, limit: limit) else { continue }
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

    /// Optimal string alignment distance, or nil when above `limit`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int? {
        if a.isEmpty { return b.count <= limit ? b.count : nil }
        if b.isEmpty { return a.count <= limit ? a.count : nil }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return nil }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }
}
