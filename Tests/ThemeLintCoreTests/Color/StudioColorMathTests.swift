import Testing
@testable import ThemeLintCore

/// Tokens Studio's color modifiers, reproduced: the expected colors are the plugin's own test
/// vectors (tokens-studio/figma-plugin, `src/utils/convertModifiedColorToHex.test.ts`), and for
/// the spaces those do not cover, values computed with coloraide 8.13 (PyPI): the color
/// converted there, the modifier's formula applied, the coordinates rounded to 3 significant
/// digits as color.js's `toPrecision` does, and the result converted back to 8-bit sRGB.
@Suite struct StudioColorMathTests {
    private func modified(_ hex: String, _ kind: TokenColorModifier.Kind, _ space: TokenColorModifier.Space, _ amount: Double, mix: String? = nil) throws -> String {
        let base = try #require(HexColor.parseCSS(hex))
        let mixColor = try mix.map { try #require(HexColor.parseCSS($0)) }
        let result = StudioColorMath.apply(TokenColorModifier(kind: kind, amount: amount, space: space, mixColor: mixColor), to: base)
        return ColorNotation.hex(result, alpha: .trailing).lowercased()
    }

    @Test func thePluginsOwnTestVectors() throws {
        // Lightening in LCh leaves sRGB: the result is gamut mapped by reducing chroma (#ff7f74 clipped).
        #expect(try modified("#ff0033", .lighten, .lch, 0.3) == "#ff756b")
        #expect(try modified("#ff0033", .darken, .lch, 0.3) == "#ad1b26")
        #expect(try modified("#ff0033", .alpha, .lch, 0.3) == "#ff00334d")
        // Mixed in CIE Lab whatever the space says (#c2143d in sRGB, #c33c45 in OKLab).
        #expect(try modified("#ff0033", .mix, .srgb, 0.3, mix: "#334455") == "#c5393e")
    }

    @Test func hslSRGBAndP3AgreeWithColoraide() throws {
        #expect(try modified("#2688eb", .lighten, .hsl, 0.2) == "#51a0ef")
        #expect(try modified("#2688eb", .darken, .hsl, 0.5) == "#0c447d")
        #expect(try modified("#2688eb", .darken, .srgb, 0.5) == "#134476")
        #expect(try modified("#2688eb", .lighten, .p3, 0.2) == "#59a0f0")
    }

    /// 48 random cases whose every stage stays inside sRGB, computed with coloraide's own
    /// conversions (scripts/studio-modifier-reference.py prints them).
    static let coloraideCases: [(String, TokenColorModifier.Kind, TokenColorModifier.Space, Double, String?, String)] = [
        ("#e79e4a", .alpha, .p3, 0.48, nil, "#e79e4a7a"),
        ("#613ad6", .darken, .p3, 0.59, nil, "#281858"),
        ("#5f5228", .lighten, .p3, 0.31, nil, "#91886c"),
        ("#2e6c5e", .lighten, .p3, 0.87, nil, "#e5ecea"),
        ("#50a310", .lighten, .srgb, 0.1, nil, "#61ac28"),
        ("#6162fa", .darken, .srgb, 0.71, nil, "#1c1c48"),
        ("#a70fec", .alpha, .hsl, 0.49, nil, "#a60fec7d"),
        ("#969b08", .alpha, .srgb, 0.61, nil, "#969b089c"),
        ("#ea2724", .mix, .p3, 0.9, "#2a99a5", "#5a9398"),
        ("#820b99", .mix, .hsl, 0.49, "#0f3ba4", "#5a2d9e"),
        ("#23f455", .lighten, .p3, 0.14, nil, "#58f670"),
        ("#94f139", .alpha, .srgb, 0.86, nil, "#94f139db"),
        ("#00476d", .darken, .hsl, 0.84, nil, "#000b11"),
        ("#1aca06", .alpha, .p3, 0.88, nil, "#1aca06e0"),
        ("#cb7b35", .alpha, .srgb, 0.53, nil, "#cb7b3587"),
        ("#65a07f", .mix, .lch, 0.12, "#aa48a9", "#729784"),
        ("#07c1ad", .alpha, .srgb, 0.16, nil, "#07c1ad29"),
        ("#33bc57", .lighten, .srgb, 0.45, nil, "#8fdaa3"),
        ("#f940e7", .darken, .hsl, 0.43, nil, "#ad059c"),
        ("#61a163", .darken, .p3, 0.6, nil, "#274028"),
        ("#3ba6ef", .alpha, .p3, 0.89, nil, "#3ba6efe3"),
        ("#003db9", .mix, .lch, 0.9, "#0a0d09", "#12131b"),
        ("#6be235", .darken, .p3, 0.9, nil, "#0b1707"),
        ("#335ed0", .lighten, .hsl, 0.23, nil, "#6282db"),
        ("#843cf4", .lighten, .lch, 0.76, nil, "#e7d0fe"),
        ("#c5b811", .lighten, .srgb, 0.13, nil, "#cdc130"),
        ("#7c6c30", .lighten, .lch, 0.37, nil, "#ada079"),
        ("#e80ae4", .darken, .p3, 0.76, nil, "#380737"),
        ("#457f71", .alpha, .hsl, 0.58, nil, "#457f7194"),
        ("#9f22a8", .darken, .hsl, 0.67, nil, "#350b38"),
        ("#5123ba", .darken, .p3, 0.8, nil, "#100725"),
        ("#2830dd", .alpha, .srgb, 0.14, nil, "#2830dd24"),
        ("#13d006", .mix, .hsl, 0.68, "#c8813b", "#a99e32"),
        ("#839310", .alpha, .p3, 0.3, nil, "#8393104d"),
        ("#59d267", .lighten, .hsl, 0.24, nil, "#81dd8c"),
        ("#25f5b0", .mix, .hsl, 0.83, "#686feb", "#6c87e2"),
        ("#087c7d", .lighten, .lch, 0.4, nil, "#7dafaf"),
        ("#7f8552", .lighten, .srgb, 0.2, nil, "#989d75"),
        ("#bcd16f", .darken, .srgb, 0.36, nil, "#788647"),
        ("#e693b7", .mix, .hsl, 0.55, "#09296d", "#77558e"),
        ("#f3180d", .mix, .lch, 0.87, "#0ae27b", "#6bd16c"),
        ("#265098", .alpha, .srgb, 0.67, nil, "#265098ab"),
        ("#a34773", .darken, .srgb, 0.11, nil, "#913f66"),
        ("#bc4d1f", .lighten, .hsl, 0.72, nil, "#f3cab9"),
        ("#aee80a", .mix, .srgb, 0.63, "#27c445", "#68d238"),
        ("#d59518", .lighten, .p3, 0.54, nil, "#ecce9e"),
        ("#c3c138", .alpha, .srgb, 0.57, nil, "#c3c13891"),
        ("#29103d", .lighten, .srgb, 0.89, nil, "#e8e5ea")
    ]

    @Test(arguments: 0..<48) func randomInGamutCasesAgreeWithColoraide(_ index: Int) throws {
        let (base, kind, space, amount, mix, expected) = Self.coloraideCases[index]
        #expect(try modified(base, kind, space, amount, mix: mix) == expected)
    }

    @Test func amountsAreClampedWhereThePluginClampsThem() throws {
        #expect(try modified("#2688eb", .alpha, .srgb, 1.5) == "#2688eb")
        #expect(try modified("#2688eb", .mix, .srgb, 2, mix: "#000000") == "#000000")
        #expect(try modified("#808080", .lighten, .hsl, 1) == "#ffffff")
    }

    @Test func toPrecisionIsColorJSs() {
        #expect(StudioColorMath.toPrecision(68.15, 3) == 68.2)
        #expect(StudioColorMath.toPrecision(0.45928, 3) == 0.459)
        #expect(StudioColorMath.toPrecision(210.152, 3) == 210)
        #expect(StudioColorMath.toPrecision(-12.345, 3) == -12.3)
    }
}
