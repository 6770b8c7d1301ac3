/// For the design-token formats: the references a role's token follows to a literal color.
///
/// A role of a token format is a color token; its `ColorReference.identifier` is the token it
/// names first (or its own path when it holds a literal), and the chain records every token
/// followed after that, and how the chain ended.
public struct TokenChain: Sendable, Hashable {
    /// How a chain ends.
    public enum End: Sendable, Hashable {
        /// At a literal color: token `name` of token file `file` (a palette color of that file).
        case literal(file: String, name: String)
        /// At a reference to a token no set of the scheme defines.
        case missing(name: String, location: Location)
        /// In a loop through these tokens.
        case cycle(members: [String])
        /// At a token that is not a color (its type, when known).
        case notColor(name: String, type: String?)
        /// At a value that has no fixed color (an Android theme attribute, a Material You
        /// color): unknown, with why, and no finding.
        case unknown(reason: String)
    }

    /// Token paths followed, in order, ending at the literal (empty when the role's own token
    /// holds the literal).
    public var steps: [String]
    /// How the chain ended.
    public var end: End
    /// The alpha a Tokens Studio `rgba({alias}, a)` on the chain sets, nearest the role winning.
    public var alpha: Double?
    /// The `$deprecated` tokens the chain passes through (the role's own token excluded).
    public var deprecations: [TokenDeprecation]
    /// When a token on the chain (the role's own or the literal's included) has a Tokens Studio
    /// color modifier: every change to the literal's color in the order applied, `rgba()` alphas
    /// included (then `alpha` is only for display). Empty otherwise.
    public var adjustments: [TokenColorAdjustment]

    /// Creates a chain.
    public init(steps: [String], end: End, alpha: Double? = nil, deprecations: [TokenDeprecation] = [], adjustments: [TokenColorAdjustment] = []) {
        self.steps = steps
        self.end = end
        self.alpha = alpha
        self.deprecations = deprecations
        self.adjustments = adjustments
    }
}

extension TokenChain {
    /// What a diff compares: the tokens followed and the token the chain ends at (not where a
    /// missing name is written, which moves with unrelated edits), and the alpha it sets. A token
    /// is its path, not its file: a literal moved to another file with the same path is the same
    /// end (its value is compared apart, as a palette color's).
    public var route: [String] {
        var route = steps
        switch end {
        case .literal(_, let name): route.append("=\(name)")
        case .missing(let name, _): route.append("?\(name)")
        case .cycle: route.append("(cycle)")
        case .notColor(let name, _): route.append("!\(name)")
        case .unknown(let reason): route.append("(\(reason))")
        }
        if let alpha { route.append("alpha \(alpha)") }
        route.append(contentsOf: modifierSteps)
        return route
    }

    /// Whether `route` equals `other.route`, without building either in the common case (same
    /// steps, no alpha, no modifier).
    public func hasSameRoute(as other: TokenChain) -> Bool {
        guard alpha == nil, other.alpha == nil, adjustments.isEmpty, other.adjustments.isEmpty, steps.count == other.steps.count else {
            return route == other.route
        }
        guard steps == other.steps else { return false }
        switch (end, other.end) {
        case (.literal(_, let name), .literal(_, let otherName)), (.missing(let name, _), .missing(let otherName, _)), (.notColor(let name, _), .notColor(let otherName, _)):
            return name == otherName
        default:
            return route == other.route
        }
    }

    /// The modifiers applied to the literal's color, as people read them
    /// (`modify: lighten 0.2 in hsl`), in order.
    public var modifierSteps: [String] {
        adjustments.compactMap { adjustment in
            if case .alpha = adjustment { return nil }
            return adjustment.description
        }
    }
}

/// A `$deprecated` token met on a reference chain.
public struct TokenDeprecation: Sendable, Hashable {
    /// The deprecated token's path.
    public var token: String
    /// Its deprecation message (`""` when it gives none).
    public var message: String

    /// Creates a deprecation.
    public init(token: String, message: String) {
        self.token = token
        self.message = message
    }
}

extension ColorReference {
    /// The identifier reported when the reference does not resolve, and where it is written: the
    /// missing token at the end of a token chain, else the reference's own identifier.
    public var unresolvedIdentifier: (name: String, location: Location) {
        if case .missing(let name, let location)? = tokenChain?.end { return (name, location) }
        return (identifier, location)
    }
}
