/// A color in Display P3 as the source gives it: gamma-encoded red, green and blue in 0…1
/// (six decimals, as the source's notation keeps them) and alpha.
public struct ExportP3Color: Sendable, Hashable {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Alpha, 0…1.
    public var alpha: Double

    /// Creates a P3 color.
    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The components of a notation `themelint` gives a Display P3 color: a design token's
    /// `color(display-p3 1 0.2 0 / 0.5)` (numbers, percentages or `none`), or an asset-catalog
    /// entry's `display-p3(0.800 0.200 0.000 / 1.000)` (components as Xcode spells them: float,
    /// 8-bit integer or hex). Nil for any other notation.
    public init?(notation: String) {
        let body: Substring
        let xcode: Bool
        if notation.hasPrefix("color(display-p3 "), notation.hasSuffix(")") {
            body = notation.dropFirst("color(display-p3 ".count).dropLast()
            xcode = false
        } else if notation.hasPrefix("display-p3("), notation.hasSuffix(")") {
            body = notation.dropFirst("display-p3(".count).dropLast()
            xcode = true
        } else {
            return nil
        }
        let parts = body.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count <= 2 else { return nil }
        let channels = parts[0].split(separator: " ")
        guard channels.count == 3 else { return nil }
        func number(_ text: Substring) -> Double? {
            let text = String(text).trimmingASCIIWhitespace()
            if xcode {
                guard case .success(let component) = XcassetsComponent.read(.string(text)) else { return nil }
                return component.value
            }
            if text == "none" { return 0 }
            if text.hasSuffix("%") { return Double(text.dropLast()).map { $0 / 100 } }
            return Double(text)
        }
        guard let red = number(channels[0]), let green = number(channels[1]), let blue = number(channels[2]) else { return nil }
        var alpha = 1.0
        if parts.count == 2 {
            guard let value = number(parts[1]) else { return nil }
            alpha = value
        }
        let values = [red, green, blue, alpha]
        guard values.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 }) else { return nil }
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A component as a decimal with three to six digits after the point, as Xcode writes P3
    /// components (`0.800`), longer only where the source is (`0.123457`).
    public static func decimal(_ value: Double) -> String {
        let millionths = Int((value * 1_000_000).rounded())
        var fraction = String(millionths % 1_000_000)
        fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
        while fraction.count > 3, fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(millionths / 1_000_000)." + fraction
    }
}
