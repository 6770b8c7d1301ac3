import Testing
import ThemeLintCore

/// `TokenColor.parse(colorObject:)` on DTCG 2025.10 color objects, and `withAlpha`.
@Suite struct TokenColorObjectTests {
    private func parse(_ json: String) throws -> Result<TokenColor, TokenColorError> {
        TokenColor.parse(colorObject: try JSONParser().parse(json).root.value)
    }

    private func color(_ json: String) throws -> TokenColor {
        try parse(json).get()
    }

    private func error(_ json: String) throws -> TokenColorError? {
        if case .failure(let error) = try parse(json) { return error }
        return nil
    }

    @Test func srgbWithItsHexFallbackIsSpelledWithTheHex() throws {
        let pink = try color(##"{"colorSpace": "srgb", "components": [1, 0, 1], "alpha": 1, "hex": "#ff00ff"}"##)
        #expect(pink.rgba == RGBA(red: 1, green: 0, blue: 1))
        #expect(pink.notation == "#ff00ff")
        #expect(!pink.isOutOfGamut)
        let shadow = try color(##"{"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.5, "hex": "#000000"}"##)
        #expect(shadow.rgba.alpha == 0.5)
        #expect(shadow.notation == "#00000080")
        // Components rounded as design tools write them still agree with their hex.
        let blue = try color(##"{"colorSpace": "srgb", "components": [0.149, 0.5333, 0.9216], "hex": "#2688EB"}"##)
        #expect(blue.notation == "#2688EB")
        #expect(blue.rgba.cssHex == "#2688EBFF")
    }

    @Test func theHexFallbackNeverOverridesTheComponents() throws {
        let disagreeing = try color(##"{"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#0000ff"}"##)
        #expect(disagreeing.rgba == RGBA(red: 1, green: 0, blue: 0))
        #expect(disagreeing.notation == "color(srgb 1 0 0)")
        let p3 = try color(##"{"colorSpace": "display-p3", "components": [1, 0.5, 0], "alpha": 0.5, "hex": "#ff8000"}"##)
        #expect(p3.notation == "color(display-p3 1 0.5 0 / 0.5)")
    }

    @Test func eachSpaceIsSpelledInItsOwnCSSNotation() throws {
        let cases: [(String, String)] = [
            (##"{"colorSpace": "srgb", "components": [1, 0.5, 0]}"##, "color(srgb 1 0.5 0)"),
            (##"{"colorSpace": "srgb-linear", "components": [1, 0.5, 0]}"##, "color(srgb-linear 1 0.5 0)"),
            (##"{"colorSpace": "hsl", "components": [330, 100, 50]}"##, "hsl(330 100% 50%)"),
            (##"{"colorSpace": "hwb", "components": ["none", 0, 0]}"##, "hwb(none 0% 0%)"),
            (##"{"colorSpace": "lab", "components": [60.17, 93.54, -60.5]}"##, "lab(60.17% 93.54 -60.5)"),
            (##"{"colorSpace": "lch", "components": [60.17, 111.4, 327.11]}"##, "lch(60.17% 111.4 327.11)"),
            (##"{"colorSpace": "oklab", "components": [0.701, 0.2746, -0.169]}"##, "oklab(70.1% 0.2746 -0.169)"),
            (##"{"colorSpace": "oklch", "components": [0.7, 0.1, 200]}"##, "oklch(70% 0.1 200)"),
            (##"{"colorSpace": "display-p3", "components": [1, 0.5, 0], "alpha": 0.5}"##, "color(display-p3 1 0.5 0 / 0.5)"),
            (##"{"colorSpace": "a98-rgb", "components": [1, 0, 1]}"##, "color(a98-rgb 1 0 1)"),
            (##"{"colorSpace": "prophoto-rgb", "components": [1, 0, 1]}"##, "color(prophoto-rgb 1 0 1)"),
            (##"{"colorSpace": "rec2020", "components": [1, 0, 1]}"##, "color(rec2020 1 0 1)"),
            (##"{"colorSpace": "xyz-d65", "components": [0.5929, 0.2848, 0.9699]}"##, "color(xyz-d65 0.5929 0.2848 0.9699)"),
            (##"{"colorSpace": "xyz-d50", "components": [0.5791, 0.2831, 0.728]}"##, "color(xyz-d50 0.5791 0.2831 0.728)"),
        ]
        for (json, notation) in cases {
            #expect(try color(json).notation == notation)
            // Each notation is one parse(string:) reads back as the same color.
            let reparsed = try TokenColor.parse(string: notation).get()
            let original = try color(json)
            #expect(abs(reparsed.rgba.red - original.rgba.red) < 1e-12 && abs(reparsed.rgba.blue - original.rgba.blue) < 1e-12, "\(notation)")
        }
    }

    @Test func noneIsZeroAndAlphaDefaultsToOne() throws {
        let white = try color(##"{"colorSpace": "hsl", "components": ["none", 0, 100], "hex": "#ffffff"}"##)
        #expect(white.rgba == RGBA.white)
        let gray = try color(##"{"colorSpace": "oklch", "components": [0.5, 0, "none"]}"##)
        #expect(gray.rgba.alpha == 1)
        #expect(abs(gray.rgba.red - gray.rgba.blue) < 1e-9)
        #expect(gray.notation == "oklch(50% 0 none)")
    }

    @Test func inRangeColorsOutsideSRGBAreClippedAndFlagged() throws {
        let p3Green = try color(##"{"colorSpace": "display-p3", "components": [0, 1, 0]}"##)
        #expect(p3Green.isOutOfGamut)
        #expect(p3Green.rgba.red == 0 && p3Green.rgba.green == 1 && p3Green.rgba.blue == 0)
        let p3White = try color(##"{"colorSpace": "display-p3", "components": [1, 1, 1]}"##)
        #expect(!p3White.isOutOfGamut)
        let vivid = try color(##"{"colorSpace": "oklch", "components": [0.7, 0.4, 150]}"##)
        #expect(vivid.isOutOfGamut)
    }

    @Test func malformedObjectsSayWhatIsWrong() throws {
        #expect(try error(##""#2688eb""##) == .notAColor(found: "string"))
        #expect(try error(##"{"components": [1, 0, 0]}"##) == .missingMember("colorSpace"))
        #expect(try error(##"{"colorSpace": "srgb"}"##) == .missingMember("components"))
        #expect(try error(##"{"colorSpace": "srgb", "components": [1, 0, 0], "channels": 1}"##) == .unknownMember("channels"))
        #expect(try error(##"{"colorSpace": 1, "components": [1, 0, 0]}"##) == .wrongType(member: "colorSpace", expected: "a string", found: "number"))
        #expect(try error(##"{"colorSpace": "p3", "components": [1, 0, 0]}"##) == .unknownColorSpace("p3"))
        #expect(try error(##"{"colorSpace": "srgb", "components": "1 0 0"}"##) == .wrongType(member: "components", expected: "an array", found: "string"))
        #expect(try error(##"{"colorSpace": "srgb", "components": [1, 0, 0, 1]}"##) == .wrongComponentCount(colorSpace: "srgb", expected: 3, found: 4))
        #expect(try error(##"{"colorSpace": "srgb", "components": [1, "0", 0]}"##)
            == .wrongType(member: "components[1]", expected: "a number or \"none\"", found: "string"))
        #expect(try error(##"{"colorSpace": "srgb", "components": [1.5, 0, 0]}"##)
            == .componentOutOfRange(colorSpace: "srgb", component: "red", value: 1.5, range: "[0, 1]"))
        #expect(try error(##"{"colorSpace": "hsl", "components": [360, 50, 50]}"##)
            == .componentOutOfRange(colorSpace: "hsl", component: "hue", value: 360, range: "[0, 360)"))
        #expect(try error(##"{"colorSpace": "oklch", "components": [0.5, -0.1, 0]}"##)
            == .componentOutOfRange(colorSpace: "oklch", component: "chroma", value: -0.1, range: "[0, ∞)"))
        #expect(try error(##"{"colorSpace": "oklab", "components": [1.2, 0, 0]}"##)
            == .componentOutOfRange(colorSpace: "oklab", component: "lightness", value: 1.2, range: "[0, 1]"))
        #expect(try error(##"{"colorSpace": "xyz-d65", "components": [0.5, 1.1, 0.5]}"##)
            == .componentOutOfRange(colorSpace: "xyz-d65", component: "Y", value: 1.1, range: "[0, 1]"))
        #expect(try error(##"{"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 2}"##) == .alphaOutOfRange(2))
        #expect(try error(##"{"colorSpace": "srgb", "components": [1, 0, 0], "alpha": "1"}"##) == .wrongType(member: "alpha", expected: "a number", found: "string"))
        #expect(try error(##"{"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#f00"}"##) == .invalidHex("#f00"))
        #expect(try error(##"{"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#ff000080"}"##) == .invalidHex("#ff000080"))
        #expect(try error(##"{"colorSpace": "srgb", "components": [1, 0, 0], "hex": "ff0000"}"##) == .invalidHex("ff0000"))
        #expect(try error(##"{"colorSpace": "lab", "components": [50, 1e300, 0]}"##) == .notConvertible(colorSpace: "lab"))
        #expect(try error(##"{"colorSpace": "lab", "components": [50, 1e999, 0]}"##) != nil)
    }

    @Test func extremeComponentsNeverTrapAndEveryColorIsInRange() throws {
        let values = ["0", "1", "-1", "0.5", "100", "359.999", "230", "1e-320", "1e308", "-1e308", "1e100", "\"none\""]
        var generator = SystemRandomNumberGenerator()
        for space in TokenColorSpace.allCases {
            for _ in 0..<300 {
                let components = (0..<3).map { _ in values.randomElement(using: &generator) ?? "0" }.joined(separator: ", ")
                let json = #"{"colorSpace": ""# + space.rawValue + #"", "components": ["# + components + "]}"
                if case .success(let color) = try parse(json) {
                    for channel in [color.rgba.red, color.rgba.green, color.rgba.blue] {
                        #expect(channel >= 0 && channel <= 1, "\(json)")
                    }
                }
            }
        }
    }

    @Test func membersAndComponentsMayBeJSONPointerReferences() throws {
        let targets: [String: JSONValue] = [
            "#/base/blue/$value/components/0": .number(0),
            "#/base/blue/$value/components": try JSONParser().parse("[0, 0.5, 1]").root.value,
            "#/space": .string("display-p3"),
            "#/alias": try JSONParser().parse(##"{"$ref": "#/space"}"##).root.value,
            "#/loop": try JSONParser().parse(##"{"$ref": "#/loop"}"##).root.value,
        ]
        func parse(_ json: String) throws -> Result<TokenColor, TokenColorError> {
            TokenColor.parse(colorObject: try JSONParser().parse(json).root.value, resolvingReference: { targets[$0] })
        }
        let component = try parse(##"{"colorSpace": "srgb", "components": [{"$ref": "#/base/blue/$value/components/0"}, 0.5, 1]}"##).get()
        #expect(component.rgba == RGBA(red: 0, green: 0.5, blue: 1))
        let whole = try parse(##"{"colorSpace": {"$ref": "#/alias"}, "components": {"$ref": "#/base/blue/$value/components"}}"##).get()
        #expect(whole.notation == "color(display-p3 0 0.5 1)")
        #expect(try parse(##"{"colorSpace": "srgb", "components": [1, 0, 0], "alpha": {"$ref": "#/missing"}}"##)
            == .failure(.unresolvedReference(member: "alpha", reference: "#/missing")))
        #expect(try parse(##"{"colorSpace": {"$ref": "#/loop"}, "components": [1, 0, 0]}"##)
            == .failure(.unresolvedReference(member: "colorSpace", reference: "a chain of more than 16 references")))
        // Without a resolver, a reference is named, not mistaken for a wrong type.
        #expect(try error(##"{"colorSpace": "srgb", "components": [{"$ref": "#/x"}, 0, 0]}"##)
            == .unresolvedReference(member: "components[0]", reference: "#/x"))
    }

    @Test func messagesNameTheProblem() {
        #expect(TokenColorError.componentOutOfRange(colorSpace: "hsl", component: "hue", value: 360, range: "[0, 360)").message
            == "hsl hue 360 is outside [0, 360)")
        #expect(TokenColorError.unknownColorSpace("p3").message.hasPrefix(#"unknown colorSpace "p3" (one of srgb, srgb-linear, hsl"#))
        #expect(TokenColorError.alphaOutOfRange(1.5).message == "alpha 1.5 is outside [0, 1]")
        #expect(TokenColorError.invalidHex("#f00").message == ##"hex "#f00" is not 6-digit CSS hex (#rrggbb)"##)
        #expect(TokenColorError.invalidString("red", reason: "expected hex").message == #""red" is not a color: expected hex"#)
        #expect(TokenColorError.unresolvedReference(member: "alpha", reference: "#/a").message == "'alpha' refers to #/a, which does not resolve to a value")
    }

    @Test func withAlphaReplacesTheAlphaAndKeepsTheNotationFamily() throws {
        let cases: [(String, String)] = [
            ("#2688eb", "#2688eb80"),
            ("#2688EB", "#2688EB80"),
            ("#fff", "#ffffff80"),
            ("#2688eb33", "#2688eb80"),
            ("rgb(38 136 235)", "rgb(38 136 235 / 0.5)"),
            ("rgb(38 136 235 / 20%)", "rgb(38 136 235 / 0.5)"),
            ("rgba(38, 136, 235, 0.2)", "rgba(38, 136, 235, 0.5)"),
            ("rgb(38, 136, 235)", "rgba(38, 136, 235, 0.5)"),
            ("hsl(210, 50%, 40%)", "hsla(210, 50%, 40%, 0.5)"),
            ("oklch(70% 0.1 200)", "oklch(70% 0.1 200 / 0.5)"),
            ("color(display-p3 1 0.5 0)", "color(display-p3 1 0.5 0 / 0.5)"),
            ("transparent", "rgb(0 0 0 / 0.5)"),
            ("rgba(#2688eb, 0.2)", "rgba(#2688eb, 0.5)"),
        ]
        for (text, expected) in cases {
            let original = try TokenColor.parse(string: text).get()
            let translucent = original.withAlpha(0.5)
            #expect(translucent.notation == expected)
            #expect(translucent.rgba.alpha == 0.5)
            #expect(translucent.rgba.red == original.rgba.red && translucent.rgba.blue == original.rgba.blue)
        }
        let object = try color(##"{"colorSpace": "oklch", "components": [0.7, 0.1, 200]}"##)
        #expect(object.withAlpha(0.25).notation == "oklch(70% 0.1 200 / 0.25)")
        #expect(object.withAlpha(0.25).withAlpha(1).notation == "oklch(70% 0.1 200)")
        #expect(try color(##"{"colorSpace": "srgb", "components": [1, 0, 1], "hex": "#ff00ff"}"##).withAlpha(0.5).notation == "#ff00ff80")
        #expect(object.withAlpha(7).rgba.alpha == 1)
        #expect(object.withAlpha(.nan) == object)
    }

    @Test func handBuiltColorsClipAndSpellAsHex() {
        let color = TokenColor(unclippedRed: 1.2, green: 0.5, blue: -0.1, alpha: 0.5)
        #expect(color.isOutOfGamut)
        #expect(color.rgba == RGBA(red: 1, green: 0.5, blue: 0, alpha: 0.5))
        #expect(color.notation == "#FF800080")
        #expect(TokenColor(unclippedRed: 0, green: 0, blue: 0, notation: "black").notation == "black")
    }
}
