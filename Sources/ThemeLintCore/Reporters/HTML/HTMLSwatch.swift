/// The one swatch of every HTML page: a box painted with a color. The element painted with the
/// color itself carries it as `data-color` (`#RRGGBBAA`, uppercase, CSS order), so a test or a
/// script reads the page without parsing styles, and the element's computed background color
/// is that color.
enum HTMLSwatch {
    /// `color` drawn over `base` (the scheme's background, opaque): how a translucent role looks
    /// in its scheme. `classes` are added to `sw` (`before`, `after`, `small`).
    static func over(_ base: RGBA, _ color: RGBA, classes: String) -> String {
        "<span class=\"sw \(classes)\" style=\"background:\(base.composited(over: .white).shortCSSHex)\"><span data-color=\"\(color.cssHex)\" style=\"background:\(color.cssHex)\"></span></span>"
    }

    /// `color` on its own: opaque, the box is painted with it; translucent, the box is a
    /// checkerboard and the color is painted over it, so its transparency shows.
    static func checkered(_ color: RGBA, classes: String) -> String {
        let hex = color.cssHex
        if color.isOpaque {
            return "<span class=\"sw \(classes)\" data-color=\"\(hex)\" style=\"background:\(hex)\"></span>"
        }
        return "<span class=\"sw \(classes) ck\"><span data-color=\"\(hex)\" style=\"background:\(hex)\"></span></span>"
    }

    /// A palette value: opaque, painted with it; translucent, over white (top half) and over
    /// black (bottom half). The box carries the color itself as `data-color`.
    static func split(_ color: RGBA, classes: String) -> String {
        if color.isOpaque { return "<span class=\"sw \(classes)\" data-color=\"\(color.cssHex)\" style=\"background:\(color.cssHex)\"></span>" }
        return "<span class=\"sw \(classes) split\" data-color=\"\(color.cssHex)\"><span style=\"background:\(color.composited(over: .white).shortCSSHex)\"></span><span style=\"background:\(color.composited(over: .black).shortCSSHex)\"></span></span>"
    }

    /// A hatched box where there is no color; `reason` (escaped here) on hover.
    static func missing(classes: String, reason: String?) -> String {
        guard let reason else { return "<span class=\"sw \(classes) missing\"></span>" }
        return "<span class=\"sw \(classes) missing\" title=\"\(HTMLText.escape(reason))\"></span>"
    }
}
