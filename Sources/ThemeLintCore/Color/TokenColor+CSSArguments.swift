/// The arguments of CSS color functions, each read and range-checked as CSS Color 4 defines
/// it: `rgb()` channels, `hsl()`/`hwb()` percentages, Lab-family and `color()` components,
/// hues with their angle units, and alpha.
extension TokenColor {
    /// `rgb()` channels: numbers in [0, 255] or percentages, scaled into 0…1 (sRGB).
    static func rgbChannels(_ tokens: [CSSColorToken]) -> Result<(TokenColorSpace, SIMD3<Double>), ColorSyntaxError> {
        var channels: [Double] = []
        for (token, name) in zip(tokens, ["red", "green", "blue"]) {
            switch token.kind {
            case .number(let value):
                guard value >= 0, value <= 255 else { return .failure("\(name) \(token.text) is outside 0…255") }
                channels.append(value / 255)
            case .percentage(let value):
                guard value >= 0, value <= 100 else { return .failure("\(name) \(token.text) is outside 0%…100%") }
                channels.append(value / 100)
            case .identifier("none"):
                channels.append(0)
            default:
                return .failure("\(name) must be a number or a percentage, not \(token.text)")
            }
        }
        return .success((.srgb, SIMD3(channels[0], channels[1], channels[2])))
    }

    /// `hsl()` and `hwb()`: a hue, then two percentages in [0, 100] (plain numbers count as percentages).
    static func polarSRGB(_ space: TokenColorSpace, _ tokens: [CSSColorToken]) -> Result<(TokenColorSpace, SIMD3<Double>), ColorSyntaxError> {
        let names = space == .hsl ? ["saturation", "lightness"] : ["whiteness", "blackness"]
        return hue(tokens[0]).flatMap { hue in
            scaled(tokens[1], name: names[0], percentScale: 1, range: 0...100, unit: "%").flatMap { second in
                scaled(tokens[2], name: names[1], percentScale: 1, range: 0...100, unit: "%").map { third in
                    (space, SIMD3(hue, second, third))
                }
            }
        }
    }

    /// `lab()`, `lch()`, `oklab()`, `oklch()`: percentages as CSS Color 4 scales them
    /// (Lab L 100 % = 100, a/b 100 % = 125, LCH C 100 % = 150; OKLab L 100 % = 1, a/b and C 100 % = 0.4).
    static func labFamily(_ name: String, _ tokens: [CSSColorToken]) -> Result<(TokenColorSpace, SIMD3<Double>), ColorSyntaxError> {
        let isOK = name.hasPrefix("ok")
        let isPolar = name.hasSuffix("ch")
        let lightness = isOK
            ? scaled(tokens[0], name: "lightness", percentScale: 0.01, range: 0...1, unit: "")
            : scaled(tokens[0], name: "lightness", percentScale: 1, range: 0...100, unit: "")
        let space: TokenColorSpace = isOK ? (isPolar ? .oklch : .oklab) : (isPolar ? .lch : .lab)
        return lightness.flatMap { l in
            if isPolar {
                return scaled(tokens[1], name: "chroma", percentScale: isOK ? 0.004 : 1.5, range: 0...Double.greatestFiniteMagnitude, unit: "")
                    .flatMap { c in hue(tokens[2]).map { h in (space, SIMD3(l, c, h)) } }
            }
            let scale = isOK ? 0.004 : 1.25
            return scaled(tokens[1], name: "a", percentScale: scale, range: nil, unit: "").flatMap { a in
                scaled(tokens[2], name: "b", percentScale: scale, range: nil, unit: "").map { b in (space, SIMD3(l, a, b)) }
            }
        }
    }

    /// `color(<space> r g b)`: numbers or percentages (100 % = 1), any finite value (outside
    /// 0…1 is out of gamut, as CSS keeps it).
    static func predefined(_ spaceName: String, _ tokens: [CSSColorToken]) -> Result<(TokenColorSpace, SIMD3<Double>), ColorSyntaxError> {
        let known: [String: TokenColorSpace] = [
            "srgb": .srgb, "srgb-linear": .srgbLinear, "display-p3": .displayP3, "a98-rgb": .a98RGB,
            "prophoto-rgb": .prophotoRGB, "rec2020": .rec2020, "xyz": .xyzD65, "xyz-d65": .xyzD65, "xyz-d50": .xyzD50,
        ]
        guard let space = known[spaceName] else {
            return .failure("color() does not know the color space '\(spaceName)'")
        }
        var values: [Double] = []
        for (index, token) in tokens.enumerated() {
            switch scaled(token, name: "component \(index + 1)", percentScale: 0.01, range: nil, unit: "") {
            case .success(let value): values.append(value)
            case .failure(let reason): return .failure(reason)
            }
        }
        return .success((space, SIMD3(values[0], values[1], values[2])))
    }

    /// A number or percentage (`percentScale` per percent), `none` as 0, checked against `range`.
    static func scaled(_ token: CSSColorToken, name: String, percentScale: Double,
                               range: ClosedRange<Double>?, unit: String) -> Result<Double, ColorSyntaxError> {
        let value: Double
        switch token.kind {
        case .number(let number): value = number
        case .percentage(let percent): value = percent * percentScale
        case .identifier("none"): return .success(0)
        default: return .failure("\(name) must be a number or a percentage, not \(token.text)")
        }
        if let range, !range.contains(value) {
            let upper = range.upperBound == .greatestFiniteMagnitude ? "" : NumberSpelling.plain(range.upperBound) + unit
            return .failure("\(name) \(token.text) is outside \(NumberSpelling.plain(range.lowerBound))\(unit)…\(upper)")
        }
        return .success(value)
    }

    /// A hue in degrees: a number, or an angle in `deg`, `grad`, `rad` or `turn`; `none` is 0.
    static func hue(_ token: CSSColorToken) -> Result<Double, ColorSyntaxError> {
        switch token.kind {
        case .number(let value): return .success(value)
        case .identifier("none"): return .success(0)
        case .dimension(let value, let unit):
            switch unit {
            case "deg": return .success(value)
            case "grad": return .success(value * 0.9)
            case "rad": return .success(value * 180 / .pi)
            case "turn": return .success(value * 360)
            default: return .failure("hue \(token.text) has an unknown unit (deg, grad, rad or turn)")
            }
        default:
            return .failure("hue must be a number or an angle, not \(token.text)")
        }
    }

    /// An alpha: a number in [0, 1] or a percentage in [0 %, 100 %]; `none` (space syntax) is 0.
    static func alphaValue(_ token: CSSColorToken, allowNone: Bool) -> Result<Double, ColorSyntaxError> {
        switch token.kind {
        case .number(let value):
            guard value >= 0, value <= 1 else { return .failure("alpha \(token.text) is outside 0…1") }
            return .success(value)
        case .percentage(let value):
            guard value >= 0, value <= 100 else { return .failure("alpha \(token.text) is outside 0%…100%") }
            return .success(value / 100)
        case .identifier("none") where allowNone:
            return .success(0)
        default:
            return .failure("alpha must be a number or a percentage, not \(token.text)")
        }
    }
}
