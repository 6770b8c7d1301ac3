extension TokenColor {
    /// The color strings real token repositories hold, as CSS Color 4 reads them:
    /// - hex in CSS order: `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`;
    /// - `rgb()`/`rgba()` and `hsl()`/`hsla()` in comma syntax (`rgba(38, 136, 235, 0.5)`) and
    ///   space syntax (`rgb(38 136 235 / 50%)`), and Tokens Studio's `rgba(#2688eb, 0.5)`;
    /// - `hwb()`, `lab()`, `lch()`, `oklab()`, `oklch()` and `color(<space> …)`;
    /// - the keyword `transparent`.
    ///
    /// Function names and keywords are case-insensitive, `none` is 0, hues take `deg`, `grad`,
    /// `rad` and `turn` and wrap around. Where CSS would silently clamp a value (an `rgb()`
    /// channel above 255, an alpha above 1, a negative chroma), this is an error: in a token
    /// file it is a mistake. Values CSS keeps (`color(srgb 1.2 0 0)`, large Lab a/b) give an
    /// out-of-gamut color. `notation` is the string as written, without surrounding whitespace.
    public static func parse(string: String) -> Result<TokenColor, TokenColorError> {
        let text = trimmed(string)
        func fail(_ reason: String) -> Result<TokenColor, TokenColorError> {
            .failure(.invalidString(string, reason: reason))
        }
        guard !text.isEmpty else { return fail("it is empty") }
        if text.lowercased() == "transparent" {
            var color = TokenColor(unclipped: SIMD3(0, 0, 0), alpha: 0, form: .function(name: "rgb", arguments: ["0", "0", "0"]))
            color.notation = String(text)
            return .success(color)
        }
        let result: Result<TokenColor, ColorSyntaxError>
        if text.hasPrefix("#") {
            result = parseHex(text)
        } else if let open = text.firstIndex(of: "(") {
            guard text.hasSuffix(")") else { return fail("it does not end with ')'") }
            let name = text[..<open].lowercased()
            let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
            result = parseFunction(name: name, inside: inside)
        } else {
            return fail("expected hex (#rrggbb), a CSS color function (rgb(), hsl(), oklch(), …) or transparent")
        }
        switch result {
        case .success(var color):
            color.notation = String(text)
            return .success(color)
        case .failure(let reason):
            return fail(reason.reason)
        }
    }

    /// An alpha as CSS writes it, a number in [0, 1] or a percentage in [0 %, 100 %]: the second
    /// argument of Tokens Studio's `rgba({alias}, 0.5)`.
    public static func parse(alpha text: String) -> Result<Double, TokenColorError> {
        let tokens = CSSColorTokenizer.tokens(trimmed(text)[...])
        guard case .success(let list) = tokens, list.count == 1 else {
            return .failure(.invalidString(text, reason: "expected an alpha: a number in [0, 1] or a percentage"))
        }
        switch alphaValue(list[0], allowNone: false) {
        case .success(let value): return .success(value)
        case .failure(let error): return .failure(.invalidString(text, reason: error.reason))
        }
    }

    private static func trimmed(_ text: String) -> Substring {
        let isSpace = { (c: Character) in c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{0C}" }
        let start = text.firstIndex(where: { !isSpace($0) }) ?? text.endIndex
        let end = text.lastIndex(where: { !isSpace($0) }).map(text.index(after:)) ?? start
        return text[start..<max(start, end)]
    }

    // MARK: Hex

    private static func parseHex(_ text: Substring) -> Result<TokenColor, ColorSyntaxError> {
        let digits = text.dropFirst()
        guard let rgba = HexColor.parseCSS(String(text)) else {
            return .failure("hex colors have 3, 4, 6 or 8 hexadecimal digits after '#'")
        }
        let rgbDigits: String
        switch digits.count {
        case 3, 4: rgbDigits = String(digits.prefix(3).flatMap { [$0, $0] })
        default: rgbDigits = String(digits.prefix(6))
        }
        let form = NotationForm.hex(rgbDigits: rgbDigits, uppercase: NotationForm.isUppercase(digits))
        return .success(TokenColor(unclipped: SIMD3(rgba.red, rgba.green, rgba.blue), alpha: rgba.alpha, form: form))
    }

    // MARK: Functions

    private static let functionNames: Set<String> = ["rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color"]

    private static func parseFunction(name: String, inside: Substring) -> Result<TokenColor, ColorSyntaxError> {
        guard functionNames.contains(name) else {
            return .failure("\(name)() is not a CSS color function this reads (rgb, rgba, hsl, hsla, hwb, lab, lch, oklab, oklch, color)")
        }
        let tokens: [CSSColorToken]
        switch CSSColorTokenizer.tokens(inside) {
        case .success(let list): tokens = list
        case .failure(let reason): return .failure(reason)
        }
        if tokens.contains(where: { $0.kind == .comma }) {
            return parseLegacy(name: name, tokens: tokens)
        }
        return parseModern(name: name, tokens: tokens)
    }

    /// `rgb(r, g, b)`, `rgba(r, g, b, a)`, `hsl(h, s%, l%)`, `hsla(h, s%, l%, a)`, and Tokens
    /// Studio's `rgba(#hex, a)`.
    private static func parseLegacy(name: String, tokens: [CSSColorToken]) -> Result<TokenColor, ColorSyntaxError> {
        let base = name.hasPrefix("rgb") ? "rgb" : name.hasPrefix("hsl") ? "hsl" : name
        guard base == "rgb" || base == "hsl" else { return .failure("only rgb() and hsl() take commas") }
        var parts: [[CSSColorToken]] = [[]]
        for token in tokens {
            if token.kind == .comma { parts.append([]) } else { parts[parts.count - 1].append(token) }
        }
        guard parts.allSatisfy({ $0.count == 1 }) else {
            return .failure("with commas, \(name)() takes one value between each pair of commas")
        }
        let values = parts.map { $0[0] }
        if base == "rgb", values.count == 2, case .hash(let hex) = values[0].kind {
            guard let rgba = HexColor.parseCSS(hex), hex.count == 4 || hex.count == 7 else {
                return .failure("\(hex) is not #rgb or #rrggbb hex")
            }
            return alphaValue(values[1], allowNone: false).map { alpha in
                TokenColor(unclipped: SIMD3(rgba.red, rgba.green, rgba.blue), alpha: alpha, form: .hexWithAlpha(hex: hex))
            }
        }
        guard values.count == 3 || values.count == 4 else {
            return .failure("\(name)() takes 3 or 4 values, not \(values.count)")
        }
        if values.contains(where: { $0.kind == .identifier("none") }) {
            return .failure("'none' is not allowed with commas")
        }
        var alpha = 1.0
        if values.count == 4 {
            switch alphaValue(values[3], allowNone: false) {
            case .success(let value): alpha = value
            case .failure(let reason): return .failure(reason)
            }
        }
        let form = NotationForm.legacy(name: base, arguments: values.prefix(3).map(\.text))
        let channels: Result<(TokenColorSpace, SIMD3<Double>), ColorSyntaxError>
        if base == "rgb" {
            let allNumbers = values.prefix(3).allSatisfy { if case .number = $0.kind { true } else { false } }
            let allPercentages = values.prefix(3).allSatisfy { if case .percentage = $0.kind { true } else { false } }
            guard allNumbers || allPercentages else {
                return .failure("with commas, rgb() takes three numbers or three percentages")
            }
            channels = rgbChannels(values)
        } else {
            for token in values[1...2] {
                guard case .percentage = token.kind else {
                    return .failure("with commas, hsl() takes percentages for saturation and lightness (\(token.text))")
                }
            }
            channels = polarSRGB(.hsl, values)
        }
        return channels.flatMap { convert($0.0, $0.1, alpha: alpha, form: form) }
    }

    /// The space syntax: `name(a b c)` or `name(a b c / alpha)`; `color(space a b c [/ alpha])`.
    private static func parseModern(name: String, tokens: [CSSColorToken]) -> Result<TokenColor, ColorSyntaxError> {
        var values = tokens
        var alpha = 1.0
        if let slash = tokens.firstIndex(where: { $0.kind == .slash }) {
            let after = tokens[(slash + 1)...]
            guard after.count == 1 else { return .failure("'/' must be followed by one alpha value") }
            switch alphaValue(after[after.startIndex], allowNone: true) {
            case .success(let value): alpha = value
            case .failure(let reason): return .failure(reason)
            }
            values = Array(tokens[..<slash])
        }
        var spaceName: String?
        if name == "color" {
            guard let first = values.first, case .identifier(let space) = first.kind else {
                return .failure("color() starts with a color space (srgb, display-p3, …)")
            }
            spaceName = space
            values.removeFirst()
        }
        guard values.count == 3 else {
            return .failure("\(name)() takes 3 components\(name == "color" ? " after the color space" : ""), not \(values.count)")
        }
        let base = name == "rgba" ? "rgb" : name == "hsla" ? "hsl" : name
        let form = NotationForm.function(name: base, arguments: (spaceName.map { [$0] } ?? []) + values.map(\.text))
        let channels: Result<(TokenColorSpace, SIMD3<Double>), ColorSyntaxError>
        switch base {
        case "rgb": channels = rgbChannels(values)
        case "hsl": channels = polarSRGB(.hsl, values)
        case "hwb": channels = polarSRGB(.hwb, values)
        case "lab", "lch", "oklab", "oklch": channels = labFamily(base, values)
        default: channels = predefined(spaceName ?? "", values)
        }
        return channels.flatMap { convert($0.0, $0.1, alpha: alpha, form: form) }
    }

    private static func convert(_ space: TokenColorSpace, _ components: SIMD3<Double>, alpha: Double,
                                form: NotationForm) -> Result<TokenColor, ColorSyntaxError> {
        let srgb = ColorSpaceConversion.srgb(from: space, components)
        guard srgb.x.isFinite, srgb.y.isFinite, srgb.z.isFinite else {
            return .failure("the components are too large to convert to sRGB")
        }
        return .success(TokenColor(unclipped: srgb, alpha: alpha, form: form))
    }

    // MARK: Components

    /// `rgb()` channels: numbers in [0, 255] or percentages, scaled into 0…1 (sRGB).
    private static func rgbChannels(_ tokens: [CSSColorToken]) -> Result<(TokenColorSpace, SIMD3<Double>), ColorSyntaxError> {
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
    private static func polarSRGB(_ space: TokenColorSpace, _ tokens: [CSSColorToken]) -> Result<(TokenColorSpace, SIMD3<Double>), ColorSyntaxError> {
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
    private static func labFamily(_ name: String, _ tokens: [CSSColorToken]) -> Result<(TokenColorSpace, SIMD3<Double>), ColorSyntaxError> {
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
    private static func predefined(_ spaceName: String, _ tokens: [CSSColorToken]) -> Result<(TokenColorSpace, SIMD3<Double>), ColorSyntaxError> {
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
    private static func scaled(_ token: CSSColorToken, name: String, percentScale: Double,
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
    private static func hue(_ token: CSSColorToken) -> Result<Double, ColorSyntaxError> {
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
    private static func alphaValue(_ token: CSSColorToken, allowNone: Bool) -> Result<Double, ColorSyntaxError> {
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
