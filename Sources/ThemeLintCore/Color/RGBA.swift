/// A color in gamma-encoded sRGB with straight (non-premultiplied) alpha; each channel in 0…1,
/// kept in floating point so that compositing never rounds to 8 bits in between.
public struct RGBA: Sendable, Hashable, CustomStringConvertible {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Alpha (opacity), 0…1.
    public var alpha: Double

    /// Creates a color from channels in 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a color from 8-bit channels.
    public init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha8: UInt8 = 255) {
        self.init(red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255, alpha: Double(alpha8) / 255)
    }

    /// Opaque white.
    public static let white = RGBA(red: 1, green: 1, blue: 1)
    /// Opaque black.
    public static let black = RGBA(red: 0, green: 0, blue: 0)

    /// Whether the color is fully opaque.
    public var isOpaque: Bool { alpha >= 1 }

    /// The color with its alpha multiplied by `factor` (clamped to 0…1).
    public func multiplyingAlpha(by factor: Double) -> RGBA {
        var copy = self
        copy.alpha = min(1, max(0, alpha * factor))
        return copy
    }

    /// `#RRGGBBAA`, uppercase, CSS order: the form of every machine-readable report.
    public var cssHex: String {
        HexColor.format([red, green, blue, alpha])
    }

    /// `#RRGGBB` when opaque, else `#RRGGBBAA`: compact form for human-readable text.
    public var shortCSSHex: String {
        isOpaque ? HexColor.format([red, green, blue]) : cssHex
    }

    /// A human-readable form, as shown in messages.
    public var description: String { cssHex }
}
