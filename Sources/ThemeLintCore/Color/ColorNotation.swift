/// How a color is written for people: in the notation of the source it came from.
///
/// Human-facing output (text, Markdown, HTML, textconv) writes a palette color exactly as the
/// palette spells it (`#14000000`, `#fff`, and for other formats whatever literal they hold), and
/// a color the source does not spell itself (a palette color times a role's alpha multiplier)
/// as hex in the set's `hexAlpha` order: `#RRGGBB` when opaque, else `#AARRGGBB` (`leading`) or
/// `#RRGGBBAA` (`trailing`). Machine-readable reports keep `#RRGGBBAA` and add the spelling as
/// `notation` where it differs.
public enum ColorNotation {
    /// `#RRGGBB` when opaque, else 8 digits with the alpha where `position` keeps it.
    public static func hex(_ color: RGBA, alpha position: HexAlphaPosition) -> String {
        if color.isOpaque { return HexColor.format([color.red, color.green, color.blue]) }
        switch position {
        case .leading: return HexColor.format([color.alpha, color.red, color.green, color.blue])
        case .trailing: return HexColor.format([color.red, color.green, color.blue, color.alpha])
        }
    }

    /// The source's spelling when it is another way of writing `color` than CSS-order hex (the
    /// `notation` member of JSON reports), else nil. `#71AAEB`, `#71aaeb` and `#71AAEBFF` need no
    /// notation; `#14000000` (alpha first), `#FFF` (short) and `oklch(…)` do.
    public static func notation(_ spelling: String, of color: RGBA) -> String? {
        var text = spelling
        var hex = color.cssHex
        // ASCII, the common case: compared byte by byte, case-folded, without an uppercased copy
        // (`#RRGGBB` is the first 7 bytes of `#RRGGBBAA`). nil when the spelling is not ASCII.
        let isHex: Bool? = text.withUTF8 { text in
            hex.withUTF8 { hex in
                guard text.allSatisfy({ $0 < 0x80 }) else { return nil }
                return equalIgnoringASCIICase(text, hex) || (color.isOpaque && equalIgnoringASCIICase(text, UnsafeBufferPointer(rebasing: hex.prefix(7))))
            }
        }
        if let isHex { return isHex ? nil : spelling }
        let upper = String(spelling.uppercased())
        if upper == hex { return nil }
        if color.isOpaque, upper == HexColor.format([color.red, color.green, color.blue]) { return nil }
        return spelling
    }

    /// Whether the ASCII `text` is `upper` (uppercase ASCII) but for the case of its letters.
    private static func equalIgnoringASCIICase(_ text: UnsafeBufferPointer<UInt8>, _ upper: UnsafeBufferPointer<UInt8>) -> Bool {
        guard text.count == upper.count else { return false }
        for index in text.indices {
            let byte = text[index]
            if (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") ? byte - 0x20 : byte) != upper[index] { return false }
        }
        return true
    }
}

extension PaletteColor {
    /// `color` as this palette color's source would write it: the palette's own spelling when
    /// `color` is this palette color unchanged, else hex in the palette's `hexAlpha` order.
    public func spelling(of color: RGBA) -> String {
        if let own = self.color, own == color { return rawValue }
        return ColorNotation.hex(color, alpha: hexAlpha)
    }
}

extension Resolution {
    /// The resolved color as the source writes it (see `ColorNotation`), when resolved.
    public var spelledColor: String? {
        if case .resolved(let color, let paletteColor, _) = self { return paletteColor.spelling(of: color) }
        return nil
    }
}
