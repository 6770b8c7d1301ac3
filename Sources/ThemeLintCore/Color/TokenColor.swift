/// A color value of a design token, converted to sRGB.
///
/// Made by `parse(colorObject:)` (a DTCG 2025.10 color object in any of its fourteen color
/// spaces) or `parse(string:)` (hex and CSS color strings), and by `withAlpha(_:)` (Tokens
/// Studio's `rgba({alias}, 0.5)`).
public struct TokenColor: Sendable, Hashable {
    /// The color in gamma-encoded sRGB, each channel clipped into 0…1.
    public var rgba: RGBA
    /// Whether any channel lay outside 0…1 (by more than 1e-6) before clipping: the source
    /// color is outside the sRGB gamut.
    public var isOutOfGamut: Bool
    /// How people should see the color: the source's own spelling (`#2688eb`,
    /// `rgb(38 136 235 / 50%)`), or for a color object a CSS spelling in its own color space
    /// (`oklch(70% 0.1 200)`, `color(display-p3 1 0.5 0 / 0.5)`, its `hex` for opaque sRGB).
    public var notation: String
    /// The notation's family, so that `withAlpha` re-spells it alike.
    var form: NotationForm

    /// Creates a color from sRGB channels given unclipped: they are clipped into 0…1, and
    /// `isOutOfGamut` says whether that changed any by more than 1e-6. Alpha is clamped into 0…1.
    /// - Parameter notation: the spelling; nil spells the color as CSS hex (`#RRGGBB` or `#RRGGBBAA`).
    public init(unclippedRed red: Double, green: Double, blue: Double, alpha: Double = 1, notation: String? = nil) {
        let channels = SIMD3(red, green, blue)
        self.init(unclipped: channels, alpha: alpha, form: .hex(rgbDigits: nil, uppercase: true))
        if let notation { self.notation = notation }
    }

    init(unclipped channels: SIMD3<Double>, alpha: Double, form: NotationForm) {
        let tolerance = 1e-6
        let outside = channels.x < -tolerance || channels.y < -tolerance || channels.z < -tolerance
            || channels.x > 1 + tolerance || channels.y > 1 + tolerance || channels.z > 1 + tolerance
        let clip = { (value: Double) -> Double in value.isNaN ? 0 : min(1, max(0, value)) }
        let clampedAlpha = alpha.isNaN ? 1 : min(1, max(0, alpha))
        rgba = RGBA(red: clip(channels.x), green: clip(channels.y), blue: clip(channels.z), alpha: clampedAlpha)
        isOutOfGamut = outside
        self.form = form
        notation = ""
        notation = form.spelling(of: rgba)
    }

    /// The same color with its alpha replaced (Tokens Studio's `rgba({alias}, 0.5)`), the
    /// notation re-spelled in the same family: `#2688eb` → `#2688eb80`, `rgb(38 136 235)` →
    /// `rgb(38 136 235 / 0.5)`, `oklch(70% 0.1 200)` → `oklch(70% 0.1 200 / 0.5)`.
    /// A color made with `init(unclippedRed:green:blue:alpha:notation:)` is re-spelled as CSS hex.
    /// - Parameter alpha: clamped into 0…1; NaN leaves the color unchanged.
    public func withAlpha(_ alpha: Double) -> TokenColor {
        guard !alpha.isNaN else { return self }
        var copy = self
        copy.rgba.alpha = min(1, max(0, alpha))
        copy.notation = form.spelling(of: copy.rgba)
        return copy
    }
}

/// Why a value is not a color this layer can read; `message` says it for people.
public enum TokenColorError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The value is neither a color object nor a string (`found` is its JSON type).
    case notAColor(found: String)
    /// A required member of the color object is missing (`colorSpace`, `components`).
    case missingMember(String)
    /// The color object has a member the Color Module does not define.
    case unknownMember(String)
    /// A member has the wrong JSON type.
    case wrongType(member: String, expected: String, found: String)
    /// `colorSpace` is none of the fourteen spaces of the Color Module.
    case unknownColorSpace(String)
    /// `components` does not hold exactly three items.
    case wrongComponentCount(colorSpace: String, expected: Int, found: Int)
    /// A component lies outside its range (or is not finite).
    case componentOutOfRange(colorSpace: String, component: String, value: Double, range: String)
    /// `alpha` lies outside [0, 1] (or is not finite).
    case alphaOutOfRange(Double)
    /// `hex` is not 6-digit CSS hex (`#rrggbb`).
    case invalidHex(String)
    /// The components are in range but too large to convert to finite sRGB.
    case notConvertible(colorSpace: String)
    /// A member or component is a `{"$ref": …}` that points nowhere (or is not resolved here).
    case unresolvedReference(member: String, reference: String)
    /// A string that is no color this layer reads, with the reason.
    case invalidString(String, reason: String)

    /// A one-line explanation for people.
    public var message: String {
        switch self {
        case .notAColor(let found):
            return "a color must be a color object or a string, not \(found)"
        case .missingMember(let name):
            return "the color object has no '\(name)'"
        case .unknownMember(let name):
            return "the color object has a member '\(name)' the Color Module does not define (colorSpace, components, alpha, hex)"
        case .wrongType(let member, let expected, let found):
            return "'\(member)' must be \(expected), not \(found)"
        case .unknownColorSpace(let name):
            return "unknown colorSpace \"\(name)\" (one of \(TokenColorSpace.allCases.map(\.rawValue).joined(separator: ", ")))"
        case .wrongComponentCount(let space, let expected, let found):
            return "\(space) takes \(expected) components, not \(found)"
        case .componentOutOfRange(let space, let component, let value, let range):
            return "\(space) \(component) \(NumberSpelling.exact(value)) is outside \(range)"
        case .alphaOutOfRange(let value):
            return "alpha \(NumberSpelling.exact(value)) is outside [0, 1]"
        case .invalidHex(let text):
            return "hex \"\(text)\" is not 6-digit CSS hex (#rrggbb)"
        case .notConvertible(let space):
            return "the \(space) components are too large to convert to sRGB"
        case .unresolvedReference(let member, let reference):
            return "'\(member)' refers to \(reference), which does not resolve to a value"
        case .invalidString(let text, let reason):
            return "\"\(text)\" is not a color: \(reason)"
        }
    }

    /// The message.
    public var description: String { message }
}
