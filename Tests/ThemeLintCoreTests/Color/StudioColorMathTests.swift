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
