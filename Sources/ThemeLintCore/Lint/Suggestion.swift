/// Did-you-mean suggestions for misspelled names.
public enum Suggestion {
    /// The candidate closest to `name`: a case-insensitive match first, then the smallest
    /// Damerau–Levenshtein (optimal string alignment) distance, within a limit that grows
    /// with the name's length (1 for short names, up to a third of the length). Ties go to
    /// the candidate sharing the longest prefix, then alphabetical order. Nil when nothing is close.
    public static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        SuggestionIndex(candidates).closest(to: name)
    }

    /// The largest distance accepted for a name of `length` characters.
    static func limit(forLength length: Int) -> Int { max(1, min(4, length / 3)) }

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
