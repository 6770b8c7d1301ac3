/// `check --new-since`: keeps the findings that a baseline did not already have.
public enum BaselineFilter {
    /// The findings of `current` absent from `baseline`, matched by rule, file and the names
    /// involved (`Finding.matchKey`), not by line numbers, which move. Counts matter: if the
    /// baseline had one such finding and the current source has two, one is new.
    public static func newFindings(_ current: [Finding], comparedWith baseline: [Finding]) -> [Finding] {
        var remaining: [String: Int] = [:]
        for finding in baseline { remaining[finding.matchKey, default: 0] += 1 }
        return current.filter { finding in
            if let count = remaining[finding.matchKey], count > 0 {
                remaining[finding.matchKey] = count - 1
                return false
            }
            return true
        }
    }
}
