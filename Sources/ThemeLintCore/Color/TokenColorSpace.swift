/// The fourteen color spaces of the Design Tokens Color Module 2025.10 (`colorSpace` of a color
/// object), with the component ranges its table states.
///
/// Source: designtokens.org/TR/2025.10/color/ ("Supported color spaces") and its JSON schema
/// (`designtokens.org/schemas/2025.10/format/values/color.json`): RGB and XYZ components in [0, 1], hues in
/// [0, 360), HSL/HWB percentages in [0, 100], CIELAB/LCH lightness in [0, 100], OKLAB/OKLCH
/// lightness in [0, 1], chroma ≥ 0, Lab/OKLab a and b unbounded.
public enum TokenColorSpace: String, Sendable, Hashable, CaseIterable {
    /// sRGB, gamma-encoded: red, green, blue in [0, 1].
    case srgb
    /// Linear-light sRGB: red, green, blue in [0, 1].
    case srgbLinear = "srgb-linear"
    /// HSL over sRGB: hue [0, 360), saturation and lightness [0, 100].
    case hsl
    /// HWB over sRGB: hue [0, 360), whiteness and blackness [0, 100].
    case hwb
    /// CIE Lab (D50): L [0, 100], a and b unbounded.
    case lab
    /// CIE LCH (D50): L [0, 100], chroma ≥ 0, hue [0, 360).
    case lch
    /// OKLab: L [0, 1], a and b unbounded.
    case oklab
    /// OKLCH: L [0, 1], chroma ≥ 0, hue [0, 360).
    case oklch
    /// Display P3: red, green, blue in [0, 1].
    case displayP3 = "display-p3"
    /// A98 RGB (Adobe RGB 1998 compatible): red, green, blue in [0, 1].
    case a98RGB = "a98-rgb"
    /// ProPhoto RGB (D50): red, green, blue in [0, 1].
    case prophotoRGB = "prophoto-rgb"
    /// ITU-R BT.2020: red, green, blue in [0, 1].
    case rec2020
    /// CIE XYZ relative to D65: X, Y, Z in [0, 1].
    case xyzD65 = "xyz-d65"
    /// CIE XYZ relative to D50: X, Y, Z in [0, 1].
    case xyzD50 = "xyz-d50"

    /// The three components' names and ranges, in `components` order.
    public var components: [TokenColorComponent] {
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020:
            [.unit("red"), .unit("green"), .unit("blue")]
        case .xyzD65, .xyzD50:
            [.unit("X"), .unit("Y"), .unit("Z")]
        case .hsl:
            [.hue, .percentage("saturation"), .percentage("lightness")]
        case .hwb:
            [.hue, .percentage("whiteness"), .percentage("blackness")]
        case .lab:
            [.percentage("lightness"), .unbounded("a"), .unbounded("b")]
        case .lch:
            [.percentage("lightness"), .chroma, .hue]
        case .oklab:
            [.unit("lightness"), .unbounded("a"), .unbounded("b")]
        case .oklch:
            [.unit("lightness"), .chroma, .hue]
        }
    }
}

/// One component of a color space: its name and the range the Color Module allows.
public struct TokenColorComponent: Sendable, Hashable {
    /// The component's name in messages ("red", "hue", "lightness").
    public var name: String
    /// The smallest allowed value, or nil when unbounded below.
    public var minimum: Double?
    /// The largest allowed value, or nil when unbounded above.
    public var maximum: Double?
    /// Whether `maximum` itself is excluded (hue: [0, 360)).
    public var isMaximumExcluded: Bool

    /// Creates a component description.
    public init(name: String, minimum: Double?, maximum: Double?, isMaximumExcluded: Bool = false) {
        self.name = name
        self.minimum = minimum
        self.maximum = maximum
        self.isMaximumExcluded = isMaximumExcluded
    }

    /// Whether `value` lies in the range (NaN and infinities never do).
    public func contains(_ value: Double) -> Bool {
        guard value.isFinite else { return false }
        if let minimum, value < minimum { return false }
        if let maximum {
            if isMaximumExcluded ? value >= maximum : value > maximum { return false }
        }
        return true
    }

    /// The range in interval notation, as messages show it: `[0, 1]`, `[0, 360)`, `[0, ∞)`.
    public var rangeDescription: String {
        let low = minimum.map(NumberSpelling.plain) ?? "-∞"
        let high = maximum.map(NumberSpelling.plain) ?? "∞"
        let closing = maximum == nil || isMaximumExcluded ? ")" : "]"
        return "\(minimum == nil ? "(" : "[")\(low), \(high)\(closing)"
    }

    static func unit(_ name: String) -> Self { Self(name: name, minimum: 0, maximum: 1) }
    static func percentage(_ name: String) -> Self { Self(name: name, minimum: 0, maximum: 100) }
    static func unbounded(_ name: String) -> Self { Self(name: name, minimum: nil, maximum: nil) }
    static let hue = Self(name: "hue", minimum: 0, maximum: 360, isMaximumExcluded: true)
    static let chroma = Self(name: "chroma", minimum: 0, maximum: nil)
}
