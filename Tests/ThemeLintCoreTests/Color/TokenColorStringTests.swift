import Testing
import ThemeLintCore

/// `TokenColor.parse(string:)`: every string form real token repositories hold, and the errors.
@Suite struct TokenColorStringTests {
    private func color(_ text: String) throws -> TokenColor {
        try TokenColor.parse(string: text).get()
    }

    private func reason(_ text: String) -> String? {
        guard case .failure(let error) = TokenColor.parse(string: text) else { return nil }
        guard case .invalidString(let string, let reason) = error else { return "unexpected error \(error)" }
        #expect(string == text)
        #expect(error.message.contains(reason))
        return reason
    }

    private func expect(_ text: String, _ hex: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let parsed = try color(text)
        #expect(parsed.rgba.cssHex == hex, "\(text)", sourceLocation: sourceLocation)
        #expect(parsed.notation == text.withoutSurroundingWhitespace, sourceLocation: sourceLocation)
    }

    @Test func hexInCSSOrder() throws {
        try expect("#2688eb", "#2688EBFF")
        try expect("#2688EB", "#2688EBFF")
        try expect("#fff", "#FFFFFFFF")
        try expect("#0008", "#00000088")
        try expect("#2688eb80", "#2688EB80")
        try expect("  #2688eb\n", "#2688EBFF")
        #expect(try color("#2688eb80").rgba.alpha == 128.0 / 255)
        #expect(try !color("#2688eb").isOutOfGamut)
    }

    @Test func rgbInCommaAndSpaceSyntax() throws {
        try expect("rgb(38, 136, 235)", "#2688EBFF")
        try expect("rgba(38,136,235,0.5)", "#2688EB80")
        try expect("rgba(38, 136, 235, 50%)", "#2688EB80")
        try expect("rgb(38 136 235)", "#2688EBFF")
        try expect("rgb(38 136 235 / 50%)", "#2688EB80")
        try expect("RGB(38 136 235 / .5)", "#2688EB80")
        try expect("rgba(38 136 235 / 0.5)", "#2688EB80")
        try expect("rgb(100%, 0%, 50%)", "#FF0080FF")
        try expect("rgb(100% 0 127.5)", "#FF0080FF")
        try expect("rgb(none 0 0)", "#000000FF")
        #expect(try color("rgb(38 136 235 / 50%)").rgba.alpha == 0.5)
    }

    @Test func tokensStudioRgbaOfAHex() throws {
        try expect("rgba(#2688eb, 0.5)", "#2688EB80")
        try expect("rgba(#fff, 25%)", "#FFFFFF40")
    }

    @Test func hslAndOtherCSSFunctions() throws {
        try expect("hsl(300, 100%, 50%)", "#FF00FFFF")
        try expect("hsla(300, 100%, 50%, 0.5)", "#FF00FF80")
        try expect("hsl(300 100% 50%)", "#FF00FFFF")
        try expect("hsl(300deg 100 50 / 1)", "#FF00FFFF")
        try expect("hsl(-60 100% 50%)", "#FF00FFFF")
        try expect("hsl(0.5turn 100% 50%)", "#00FFFFFF")
        try expect("hsl(none 0% 100%)", "#FFFFFFFF")
        try expect("hwb(300 0% 0%)", "#FF00FFFF")
        try expect("lab(60.17% 93.54 -60.5)", "#FF00FFFF")
        try expect("lch(60.17 111.4 327.11)", "#FF00FFFF")
        try expect("oklab(0.701 0.2746 -0.169)", "#FF00FFFF")
        try expect("oklch(70.16% 0.3225 328.363)", "#FF00FFFF")
        try expect("color(srgb 1 0 1)", "#FF00FFFF")
        try expect("color(srgb 100% 0% 100% / 50%)", "#FF00FF80")
        try expect("color(xyz 0.5929 0.2848 0.9699)", "#FF00FFFF")
    }

    @Test func transparent() throws {
        let parsed = try color("transparent")
        #expect(parsed.rgba == RGBA(red: 0, green: 0, blue: 0, alpha: 0))
        #expect(parsed.notation == "transparent")
        #expect(try color("Transparent").notation == "Transparent")
    }

    @Test func wideGamutStringsAreClippedAndFlagged() throws {
        let p3 = try color("color(display-p3 0 1 0)")
        #expect(p3.isOutOfGamut)
        #expect(p3.rgba.green == 1 && p3.rgba.red == 0)
        #expect(try color("color(srgb 1.2 0 0)").isOutOfGamut)
        #expect(try color("oklch(70% 0.4 150)").isOutOfGamut)
    }

    @Test func malformedStringsSayWhy() {
        #expect(reason("") == "it is empty")
        #expect(reason("red")?.contains("expected hex") == true)
        #expect(reason("#12")?.contains("3, 4, 6 or 8") == true)
        #expect(reason("#ggg")?.contains("3, 4, 6 or 8") == true)
        #expect(reason("rgb(1, 2, 3")?.contains("')'") == true)
        #expect(reason("cmyk(0 0 0 0)")?.contains("not a CSS color function") == true)
        #expect(reason("rgb(1, 2)")?.contains("3 or 4 values") == true)
        #expect(reason("rgb(1 2)")?.contains("3 components") == true)
        #expect(reason("rgb(1, 2 3)")?.contains("one value between each pair of commas") == true)
        #expect(reason("rgb(1, 50%, 3)")?.contains("three numbers or three percentages") == true)
        #expect(reason("rgb(none, 0, 0)")?.contains("'none'") == true)
        #expect(reason("rgb(256 0 0)") == "red 256 is outside 0…255")
        #expect(reason("rgb(0 0 0 / 1.5)") == "alpha 1.5 is outside 0…1")
        #expect(reason("rgba(0, 0, 0, 150%)") == "alpha 150% is outside 0%…100%")
        #expect(reason("rgb(0 0 0 / 0.5 0.5)")?.contains("one alpha value") == true)
        #expect(reason("hsl(0, 50, 50)")?.contains("percentages for saturation") == true)
        #expect(reason("hsl(0 120% 50%)") == "saturation 120% is outside 0%…100%")
        #expect(reason("hsl(10px 50% 50%)")?.contains("unknown unit") == true)
        #expect(reason("hwb(0, 0%, 0%)") == "only rgb() and hsl() take commas")
        #expect(reason("lab(120 0 0)") == "lightness 120 is outside 0…100")
        #expect(reason("oklch(0.5 -0.1 0)") == "chroma -0.1 is outside 0…")
        #expect(reason("color(p3 1 0 0)") == "color() does not know the color space 'p3'")
        #expect(reason("color(1 0 0)")?.contains("starts with a color space") == true)
        #expect(reason("rgb(1 2 3 ; 4)") == "unexpected ';'")
        #expect(reason("rgb(1e999 0 0)") == "the number 1e999 is out of range")
        #expect(reason("lab(50 1e300 0)") == "the components are too large to convert to sRGB")
        #expect(reason("rgba(#12345, 0.5)") == "#12345 is not #rgb or #rrggbb hex")
    }

    @Test func arbitraryTextNeverTrapsAndEveryColorIsInRange() {
        // Fragments of color syntax shuffled into nonsense: the parser must answer, not trap,
        // and whatever it accepts is finite and clipped.
        let pieces = ["rgb(", "rgba(", "hsl(", "hwb(", "lab(", "lch(", "oklab(", "oklch(", "color(", "display-p3", "xyz",
                      "#", "#fff", "ff", ")", "(", ",", " ", "/", "%", "none", "deg", "turn", "e", "e+", "-", "+", ".", "0",
                      "1", "255", "1e308", "1e-320", "360", "0.5", "é", "\u{0}", "transparent", "{a.b}"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3000 {
            let count = Int.random(in: 1...9, using: &generator)
            let text = (0..<count).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            if case .success(let color) = TokenColor.parse(string: text) {
                for channel in [color.rgba.red, color.rgba.green, color.rgba.blue, color.rgba.alpha] {
                    #expect(channel >= 0 && channel <= 1, "\(text)")
                }
                #expect(color.notation == text.withoutSurroundingWhitespace)
            }
        }
    }

    @Test func alphaArgumentOfTokensStudio() throws {
        #expect(try TokenColor.parse(alpha: "0.5").get() == 0.5)
        #expect(try TokenColor.parse(alpha: " 25% ").get() == 0.25)
        #expect(throws: TokenColorError.self) { try TokenColor.parse(alpha: "2").get() }
        #expect(throws: TokenColorError.self) { try TokenColor.parse(alpha: "0.5 0.5").get() }
        #expect(throws: TokenColorError.self) { try TokenColor.parse(alpha: "none").get() }
    }
}

private extension String {
    /// Without leading and trailing spaces and newlines.
    var withoutSurroundingWhitespace: String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return String(text)
    }
}
