/// How serious a finding is. Ordered: `note` < `warning` < `error`.
public enum Severity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case note
    case warning
    case error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    /// Orders values for stable, sorted output.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
