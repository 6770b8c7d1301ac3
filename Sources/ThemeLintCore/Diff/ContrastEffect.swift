/// What a change did to a configured contrast pair.
public enum ContrastEffectStatus: String, Sendable, Hashable, CaseIterable {
    /// The value went down, on the same side of the minimum.
    case regressed
    /// The value went up and meets the minimum (it did before too).
    case improved
    /// The value went up but still fails the minimum: never shown as good.
    case stillFailing = "still-failing"
    /// It met the minimum before (or could not be measured) and does not now.
    case newlyFailing = "newly-failing"
    /// It failed before and meets the minimum now.
    case fixed
}

/// A configured contrast pair whose value changed in one scheme.
public struct ContrastEffect: Sendable, Hashable {
    /// The scheme file.
    public var file: String
    /// The configured theme set's name.
    public var themeSet: String?
    /// The scheme.
    public var scheme: String
    /// The foreground role.
    public var foreground: String
    /// The worst background role on the head side (the base side's when not measured there).
    public var background: String
    /// The worst background on the base side, when it differs.
    public var previousBackground: String?
    /// `wcag2` or `apca`.
    public var algorithm: String
    /// The base side's value (unrounded ratio, or |Lc|); nil when not measurable there.
    public var before: Double?
    /// The head side's value.
    public var after: Double
    /// The required minimum.
    public var minimum: Double
    /// The WCAG level the minimum came from, when named.
    public var level: String?
    /// The status.
    public var status: ContrastEffectStatus

    /// Creates an effect.
    public init(
        file: String, themeSet: String? = nil, scheme: String, foreground: String, background: String, previousBackground: String? = nil,
        algorithm: String, before: Double?, after: Double, minimum: Double, level: String? = nil, status: ContrastEffectStatus
    ) {
        self.file = file
        self.themeSet = themeSet
        self.scheme = scheme
        self.foreground = foreground
        self.background = background
        self.previousBackground = previousBackground
        self.algorithm = algorithm
        self.before = before
        self.after = after
        self.minimum = minimum
        self.level = level
        self.status = status
    }

    /// Whether `--fail-on regression` fails on it: a pair that regressed (its value fell, whether
    /// or not it still meets its minimum) or newly fails.
    public var isRegression: Bool { status == .regressed || status == .newlyFailing }

    /// Whether reports may show it as good news: `improved` (and passing) or `fixed`. A pair
    /// that is `still-failing` is not, even though its value rose.
    public var isGood: Bool { status == .improved || status == .fixed }
}

/// A file that could not be compared because it does not parse (or has the wrong shape) on a side.
public struct DiffNotice: Sendable, Hashable {
    /// Which side.
    public var side: DiffSide
    /// The file.
    public var file: String
    /// Where the first problem is.
    public var position: SourcePosition
    /// The problem.
    public var message: String

    /// Creates a notice.
    public init(side: DiffSide, file: String, position: SourcePosition, message: String) {
        self.side = side
        self.file = file
        self.position = position
        self.message = message
    }
}

/// Counts of a diff report.
public struct DiffSummary: Sendable, Hashable {
    /// Count per change kind, in `ChangeKind.allCases` order (plain arrays: a dictionary keyed
    /// by a kind costs a runtime type look-up on first use, more than the counting).
    private var kindCounts: [Int]
    /// Count per contrast status, in `ContrastEffectStatus.allCases` order.
    private var statusCounts: [Int]
    /// How many notices.
    public var notices: Int
    /// How many changes.
    public var changes: Int

    /// Counts `report`.
    public init(_ report: DiffReport) {
        kindCounts = Array(repeating: 0, count: ChangeKind.allCases.count)
        for change in report.changes { kindCounts[change.kind.ordinal] += 1 }
        statusCounts = Array(repeating: 0, count: ContrastEffectStatus.allCases.count)
        for effect in report.contrast { statusCounts[effect.status.ordinal] += 1 }
        notices = report.notices.count
        changes = report.changes.count
    }

    /// Changes by kind (every kind present, zero included).
    public var changesByKind: [ChangeKind: Int] {
        Dictionary(uniqueKeysWithValues: ChangeKind.allCases.map { ($0, self[$0]) })
    }
    /// Contrast effects by status (every status present).
    public var contrastByStatus: [ContrastEffectStatus: Int] {
        Dictionary(uniqueKeysWithValues: ContrastEffectStatus.allCases.map { ($0, self[$0]) })
    }

    /// The count of one kind.
    public subscript(kind: ChangeKind) -> Int { kindCounts[kind.ordinal] }
    /// The count of one status.
    public subscript(status: ContrastEffectStatus) -> Int { statusCounts[status.ordinal] }
}

extension ContrastEffectStatus {
    /// The position in `allCases`.
    var ordinal: Int {
        switch self {
        case .regressed: 0
        case .improved: 1
        case .stillFailing: 2
        case .newlyFailing: 3
        case .fixed: 4
        }
    }
}
