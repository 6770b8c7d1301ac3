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
        let upper = String(spelling.uppercased())
        if upper == color.cssHex { return nil }
        if color.isOpaque, upper == HexColor.format([color.red, color.green, color.blue]) { return nil }
        return spelling
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
