/// The color spaces an asset catalog's color entry may name (`"color-space"`), and their
/// conversion to gamma-encoded sRGB with the Color section's math (`ColorSpaceConversion`).
public enum XcassetsColorSpace: String, Sendable, Hashable, CaseIterable {
    /// sRGB, components 0…1.
    case srgb
    /// Extended sRGB: sRGB's transfer curve extended past 0…1 (sign-preserving).
    case extendedSRGB = "extended-srgb"
    /// Extended linear sRGB: sRGB primaries, linear light, any range.
    case extendedLinearSRGB = "extended-linear-srgb"
    /// Display P3, components 0…1 (sRGB's transfer curve, P3 primaries).
    case displayP3 = "display-p3"
    /// Gray with gamma 2.2 (`white`), 0…1.
    case grayGamma22 = "gray-gamma-22"
    /// Extended gray: gamma 2.2, any range.
    case extendedGray = "extended-gray"

    /// Whether components may lie beyond 0…1.
    public var isExtended: Bool {
        self == .extendedSRGB || self == .extendedLinearSRGB || self == .extendedGray
    }

    /// Whether the space has one `white` component instead of `red`, `green`, `blue`.
    public var isGray: Bool { self == .grayGamma22 || self == .extendedGray }

    /// The component keys, in notation order, without `alpha`.
    public var componentKeys: [String] { isGray ? Self.grayKeys : Self.rgbKeys }

    /// The component keys, in notation order, `alpha` last.
    var keysWithAlpha: [String] { isGray ? Self.grayKeysWithAlpha : Self.rgbKeysWithAlpha }

    private static let grayKeys = ["white"]
    private static let rgbKeys = ["red", "green", "blue"]
    private static let grayKeysWithAlpha = ["white", "alpha"]
    private static let rgbKeysWithAlpha = ["red", "green", "blue", "alpha"]

    /// Gamma-encoded sRGB of `components` (one value for a gray space, three otherwise),
    /// unclipped: an out-of-gamut color has channels beyond 0…1.
    ///
    /// Both gray spaces are gamma 2.2, as Xcode's generic gray is: linear = white^2.2 (sign
    /// kept for extended values), re-encoded with sRGB's curve.
    public func srgb(_ components: [Double]) -> SIMD3<Double> {
        switch self {
        case .srgb, .extendedSRGB:
            return SIMD3(components[0], components[1], components[2])
        case .extendedLinearSRGB:
            return ColorSpaceConversion.encodeSRGB(SIMD3(components[0], components[1], components[2]))
        case .displayP3:
            return ColorSpaceConversion.srgb(from: .displayP3, SIMD3(components[0], components[1], components[2]))
        case .grayGamma22, .extendedGray:
            let white = components[0]
            let linear = (white < 0 ? -1 : 1) * pow(abs(white), 2.2)
            return ColorSpaceConversion.encodeSRGB(SIMD3(repeating: linear))
        }
    }
}
