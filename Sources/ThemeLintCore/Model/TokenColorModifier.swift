/// A Tokens Studio color modifier (`"$extensions": {"studio.tokens": {"modify": …}}`) with its
/// parameters resolved: what it does to the color its token resolves to.
public struct TokenColorModifier: Sendable, Hashable, CustomStringConvertible {
    /// The modifier's `type`.
    public enum Kind: String, Sendable, Hashable {
        case lighten, darken, mix, alpha
    }

    /// The modifier's `space`: where the change is made and the result spelled.
    public enum Space: String, Sendable, Hashable {
        case srgb, hsl, lch, p3
    }

    /// What it does.
    public var kind: Kind
    /// Its `value`, resolved to a number (`0.2`).
    public var amount: Double
    /// Its `space`.
    public var space: Space
    /// For `mix`, the `color` mixed in, resolved.
    public var mixColor: RGBA?

    /// Creates a modifier.
    public init(kind: Kind, amount: Double, space: Space, mixColor: RGBA? = nil) {
        self.kind = kind
        self.amount = amount
        self.space = space
        self.mixColor = mixColor
    }

    /// `lighten 0.2 in hsl`, `mix 0.3 with #334455 in srgb`.
    public var description: String {
        let with = mixColor.map { " with \(ColorNotation.hex($0, alpha: .trailing))" } ?? ""
        return "\(kind.rawValue) \(NumberSpelling.plain(amount))\(with) in \(space.rawValue)"
    }
}

/// A change a token chain makes to the color of its literal, in the order applied (the literal's
/// own first, the role's own last).
public enum TokenColorAdjustment: Sendable, Hashable {
    /// Tokens Studio's `rgba({alias}, a)`: the alpha set to `a`.
    case alpha(Double)
    /// A Tokens Studio color modifier.
    case modify(TokenColorModifier)
    /// A modifier themelint cannot reproduce (the reason): the color is not known.
    case unsupported(String)
}

extension TokenColorAdjustment {
    /// `color` after `adjustments`, or the reason it is not known.
    public static func apply(_ adjustments: [TokenColorAdjustment], to color: RGBA) -> Result<RGBA, UnknownColor> {
        var result = color
        for adjustment in adjustments {
            switch adjustment {
            case .alpha(let alpha): result.alpha = min(1, max(0, alpha))
            case .modify(let modifier): result = StudioColorMath.apply(modifier, to: result)
            case .unsupported(let reason): return .failure(UnknownColor(reason: reason))
            }
        }
        return .success(result)
    }

    /// How the adjustment reads in a chain (`modify: lighten 0.2 in hsl`).
    public var description: String {
        switch self {
        case .alpha(let alpha): "alpha \(NumberSpelling.plain(alpha))"
        case .modify(let modifier): "modify: \(modifier)"
        case .unsupported(let reason): "modify: unsupported (\(reason))"
        }
    }

    /// Why a chain's color is not known.
    public struct UnknownColor: Error, Sendable, Hashable {
        /// The reason, for people.
        public var reason: String
    }
}
