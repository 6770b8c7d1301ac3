/// A color as every export target writes it: 8-bit sRGB channels and alpha, rounded as the
/// machine-readable reports round (`RGBA.cssHex`), so that what a target holds reads back as
/// the color `themelint show` reports for the source.
public struct ExportColor: Sendable, Hashable {
    /// Red, 0…255.
    public var red: UInt8
    /// Green, 0…255.
    public var green: UInt8
    /// Blue, 0…255.
    public var blue: UInt8
    /// Alpha, 0…255.
    public var alpha: UInt8
    /// The source's CSS Color 4 spelling (`color(display-p3 1 0 0)`, `oklch(…)`) when the color
    /// lies outside sRGB: what `css` writes instead of the clipped channels (nil otherwise).
    public var wideGamut: String?
    /// The color in Display P3 when the source gives it so (a `display-p3` design token or
    /// asset-catalog entry): what the targets that hold P3 write instead of the 8-bit sRGB
    /// channels (nil otherwise).
    public var displayP3: ExportP3Color?

    /// The color's channels rounded to 8 bits.
    public init(_ color: RGBA) {
        func byte(_ channel: Double) -> UInt8 { UInt8((min(1, max(0, channel.isNaN ? 0 : channel)) * 255).rounded()) }
        red = byte(color.red)
        green = byte(color.green)
        blue = byte(color.blue)
        alpha = byte(color.alpha)
    }

    /// Whether the color is fully opaque.
    public var isOpaque: Bool { alpha == 255 }

    /// Whether the 8-bit channels are the same (the wide-gamut spellings aside).
    func hasSameChannels(as other: ExportColor) -> Bool {
        red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
    }

    /// What CSS writes: the wide-gamut spelling, else the Display P3 components
    /// (`color(display-p3 1.000 0.200 0.000 / 0.500)`), else `cssHex`.
    public var cssValue: String {
        if let wideGamut { return wideGamut }
        guard let p3 = displayP3 else { return cssHex }
        let channels = [p3.red, p3.green, p3.blue].map(ExportP3Color.decimal).joined(separator: " ")
        return "color(display-p3 \(channels)" + (p3.alpha < 1 ? " / " + ExportP3Color.decimal(p3.alpha) : "") + ")"
    }

    /// `#rrggbb` when opaque, else `#rrggbbaa` (lowercase, CSS order).
    public var cssHex: String {
        "#" + Self.hex(red) + Self.hex(green) + Self.hex(blue) + (isOpaque ? "" : Self.hex(alpha))
    }

    /// `#AARRGGBB`, uppercase, alpha first (Android's order).
    public var androidHex: String {
        ("#" + Self.hex(alpha) + Self.hex(red) + Self.hex(green) + Self.hex(blue)).uppercased()
    }

    /// `#RRGGBBAA`, uppercase, CSS order (the reports' form).
    public var reportHex: String {
        ("#" + Self.hex(red) + Self.hex(green) + Self.hex(blue) + Self.hex(alpha)).uppercased()
    }

    /// Two lowercase hex digits.
    static func hex(_ byte: UInt8) -> String {
        String(decoding: [hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 15)]], as: UTF8.self)
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// A channel as a decimal fraction of 1 with three digits (`0.149`): enough for the 8-bit
    /// value to read back exactly.
    static func fraction(_ byte: UInt8) -> String {
        let thousandths = Int((Double(byte) / 255 * 1000).rounded())
        let whole = thousandths / 1000
        let rest = thousandths % 1000
        let digits = String(rest)
        return "\(whole)." + String(repeating: "0", count: 3 - digits.count) + digits
    }
}

/// A scheme an export writes.
public struct ExportScheme: Sendable, Hashable {
    /// The source's name for it.
    public var name: String
    /// Its appearance, when the source says.
    public var appearance: Appearance?
}

/// A palette color as exported: one name, its value in each written scheme (design-token
/// sources may give a name a value per mode: `designsystemet.accent.1` light and dark).
public struct ExportPaletteEntry: Sendable, Hashable {
    /// The source's name (a color identifier or a token path).
    public var name: String
    /// The value where no written scheme reaches it: its first definition.
    public var base: ExportColor
    /// The value each written scheme's roles reach, by scheme index (nil: not reached there).
    public var values: [ExportColor?]
    /// Whether the source color lies outside sRGB (the export holds it clipped).
    public var isOutOfGamut: Bool

    /// The value in scheme `index`.
    public func value(inScheme index: Int) -> ExportColor {
        values[index] ?? base
    }
}

/// What a role paints in one scheme: a color, and the palette color it names where it is that
/// color exactly (no alpha multiplier, no modifier).
public struct ExportValue: Sendable, Hashable {
    /// The color.
    public var color: ExportColor
    /// The palette entry named, when the role is exactly that palette color.
    public var palette: String?
}

/// A role as exported: its value in each written scheme.
public struct ExportRole: Sendable, Hashable {
    /// The source's name (`text_primary`, `color.accent.background-default`).
    public var name: String
    /// The value in each written scheme, by scheme index (nil: no color there).
    public var values: [ExportValue?]

    /// Whether the role is, in every scheme where it has a color, the palette color of its
    /// own name (a design-token source outputs its literal tokens as roles too): targets with
    /// one namespace for palette and roles write it once.
    public var isOwnPaletteColor: Bool {
        values.allSatisfy { $0 == nil || $0?.palette == name }
    }
}

/// What one theme set paints, in the shape every export target writes from: the written
/// schemes, the palette and the roles, each in source order.
public struct ExportModel: Sendable, Hashable {
    /// The theme set's name.
    public var themeName: String
    /// The written schemes, in source order.
    public var schemes: [ExportScheme]
    /// Which written scheme fills each of the target's slots.
    public var slots: [ExportSlot: Int]
    /// The palette, in resolution order (first definition wins).
    public var palette: [ExportPaletteEntry]
    /// The roles, in the first written scheme's order, then roles only later schemes have.
    public var roles: [ExportRole]
    /// What the target cannot hold, said while building the model.
    public var notices: [String]

    /// The scheme index of `slot`, when filled.
    public func scheme(for slot: ExportSlot) -> Int? {
        slots[slot]
    }

    /// The palette entry named `name`.
    public func paletteEntry(_ name: String) -> ExportPaletteEntry? {
        paletteIndex[name].map { palette[$0] }
    }

    /// Palette name → offset in `palette`.
    var paletteIndex: [String: Int] = [:]
    /// Whether palette colors outside sRGB keep their CSS spelling (design-token sources).
    var keepsCSSSpelling = false
}

extension ExportModel {
    /// The first line of every generated file (inside the target's comment syntax): names
    /// themelint and the theme set, and nothing that changes when the same content is read
    /// from another revision.
    public var generatedNotice: String {
        let name = ExportText.comment(themeName)
        return "Generated by themelint export from \(name). Do not edit: change the source and export again."
    }
}
