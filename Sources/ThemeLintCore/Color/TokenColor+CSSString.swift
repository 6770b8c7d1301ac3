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
        // Hex first (most token colors): no lowercased copy of the text.
        if text.utf8.first == UInt8(ascii: "#") {
            switch parseHex(text) {
            case .success(var color):
                color.notation = String(text)
                return .success(color)
            case .failure(let reason):
                return fail(reason.reason)
            }
        }
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
        // Nothing to trim (the usual case) when neither end is a space byte.
        let isSpaceByte = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C }
        if let first = text.utf8.first, let last = text.utf8.last, !isSpaceByte(first), !isSpaceByte(last) { return text[...] }
        let isSpace = { (c: Character) in c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{0C}" }
        let start = text.firstIndex(where: { !isSpace($0) }) ?? text.endIndex
        let end = text.lastIndex(where: { !isSpace($0) }).map(text.index(after:)) ?? start
        return text[start..<max(start, end)]
    }

    // MARK: Hex

    /// `#` and 3, 4, 6 or 8 hex digits (CSS order), read byte by byte (a token file holds
    /// thousands).
    private static func parseHex(_ text: Substring) -> Result<TokenColor, ColorSyntaxError> {
        let failure = Result<TokenColor, ColorSyntaxError>.failure("hex colors have 3, 4, 6 or 8 hexadecimal digits after '#'")
        let bytes = text.utf8.dropFirst()
        let count = bytes.count
        guard count == 3 || count == 4 || count == 6 || count == 8 else { return failure }
        var values = SIMD8<UInt8>()
        var uppercase = false
        // The red, green and blue digits as written (a short digit twice).
        var rgbDigits: [UInt8] = []
        rgbDigits.reserveCapacity(6)
        for (offset, byte) in bytes.enumerated() {
            guard let value = HexColor.hexValue(byte) else { return failure }
            if byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "F") { uppercase = true }
            values[offset] = value
            if count <= 4, offset < 3 {
                rgbDigits.append(byte)
                rgbDigits.append(byte)
            } else if count > 4, offset < 6 {
                rgbDigits.append(byte)
            }
        }
        var channels = SIMD4<UInt8>()
        if count <= 4 {
            for index in 0..<count { channels[index] = values[index] &* 17 }
        } else {
            for index in 0..<(count / 2) { channels[index] = values[2 * index] &* 16 &+ values[2 * index + 1] }
        }
        let rgba = count == 3 || count == 6
            ? RGBA(red8: channels[0], green8: channels[1], blue8: channels[2])
            : RGBA(red8: channels[0], green8: channels[1], blue8: channels[2], alpha8: channels[3])
        let form = NotationForm.hex(rgbDigits: String(decoding: rgbDigits, as: UTF8.self), uppercase: uppercase)
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
}
