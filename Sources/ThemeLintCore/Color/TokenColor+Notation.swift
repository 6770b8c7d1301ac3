/// The family of a token color's notation, from which `TokenColor.withAlpha` re-spells it.
enum NotationForm: Sendable, Hashable {
    /// CSS hex: `#` and the red, green and blue digits as the source wrote them (six; nil spells
    /// them from the color, uppercase), then two alpha digits when not opaque.
    case hex(rgbDigits: String?, uppercase: Bool)
    /// A CSS function in space syntax: `name(a b c)`, or `name(a b c / alpha)` when not opaque.
    /// `arguments` are spelled already (`70%`, `none`, and for `color()` the space name first).
    case function(name: String, arguments: [String])
    /// CSS legacy comma syntax: `name(a, b, c)` when opaque, else `namea(a, b, c, alpha)`
    /// (`name` is `rgb` or `hsl`).
    case legacy(name: String, arguments: [String])
    /// Tokens Studio's `rgba(#rrggbb, alpha)`, `hex` as written.
    case hexWithAlpha(hex: String)

    /// The color spelled in this family; only its alpha is taken from `color`, except for a
    /// hex spelled from the color.
    func spelling(of color: RGBA) -> String {
        let opaque = color.alpha >= 1
        let alpha = NumberSpelling.plain(color.alpha)
        switch self {
        case .hex(nil, _):
            return color.shortCSSHex
        case .hex(let digits?, let uppercase):
            guard !opaque else { return "#" + digits }
            let byte = Int((color.alpha * 255).rounded())
            let alphaDigits = String(byte / 16, radix: 16, uppercase: uppercase) + String(byte % 16, radix: 16, uppercase: uppercase)
            return "#" + digits + alphaDigits
        case .function(let name, let arguments):
            let body = arguments.joined(separator: " ")
            return opaque ? "\(name)(\(body))" : "\(name)(\(body) / \(alpha))"
        case .legacy(let name, let arguments):
            let body = arguments.joined(separator: ", ")
            return opaque ? "\(name)(\(body))" : "\(name)a(\(body), \(alpha))"
        case .hexWithAlpha(let hex):
            return "rgba(\(hex), \(alpha))"
        }
    }

    /// Whether hex digits contain an uppercase letter (the source's case, kept for alpha digits).
    static func isUppercase(_ digits: Substring) -> Bool {
        digits.contains { $0 >= "A" && $0 <= "F" }
    }
}
