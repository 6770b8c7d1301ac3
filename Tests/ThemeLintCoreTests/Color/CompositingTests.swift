import Testing
import ThemeLintCore

@Suite struct CompositingTests {
    @Test func halfBlackOverWhiteIsMidGreyInFloatingPoint() {
        let result = RGBA(red: 0, green: 0, blue: 0, alpha: 0.5).composited(over: .white)
        #expect(result == RGBA(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
    }

    @Test func noEightBitRoundingInBetween() throws {
        // #14000000 (leading alpha): black at 20/255. Over white the channel is exactly 1 − 20/255.
        let tint = try #require(HexColor.parse("#14000000", alpha: .leading))
        let result = tint.composited(over: .white)
        #expect(abs(result.red - (1 - 20.0 / 255)) < 1e-15)
        #expect(result.alpha == 1)
    }

    @Test func opaqueSourceHidesBackdrop() {
        let red = RGBA(red: 1, green: 0, blue: 0)
        #expect(red.composited(over: .black) == red)
    }

    @Test func translucentOverTranslucentKeepsStraightAlpha() {
        let source = RGBA(red: 1, green: 0, blue: 0, alpha: 0.5)
        let backdrop = RGBA(red: 0, green: 0, blue: 1, alpha: 0.5)
        let result = source.composited(over: backdrop)
        #expect(abs(result.alpha - 0.75) < 1e-15)
        #expect(abs(result.red - 2.0 / 3) < 1e-15)
        #expect(abs(result.blue - 1.0 / 3) < 1e-15)
        #expect(RGBA(red: 1, green: 1, blue: 1, alpha: 0).composited(over: RGBA(red: 1, green: 0, blue: 0, alpha: 0)).alpha == 0)
    }

    @Test func pairCompositesBackgroundOverBaseThenForegroundOverThat() {
        let foreground = RGBA(red: 1, green: 1, blue: 1, alpha: 0.5)
        let background = RGBA(red: 0, green: 0, blue: 0, alpha: 0.5)
        let pair = RGBA.compositedPair(foreground: foreground, background: background, base: .black)
        #expect(pair.background == .black)
        #expect(pair.foreground == RGBA(red: 0.5, green: 0.5, blue: 0.5))
        let onWhite = RGBA.compositedPair(foreground: foreground, background: background, base: .white)
        #expect(onWhite.background == RGBA(red: 0.5, green: 0.5, blue: 0.5))
        #expect(onWhite.foreground == RGBA(red: 0.75, green: 0.75, blue: 0.75))
    }
}
