import Testing
import ThemeLintCore

@Suite struct WCAGTests {
    private func ratio(_ foreground: String, _ background: String) throws -> Double {
        let fg = try #require(HexColor.parseCSS(foreground))
        let bg = try #require(HexColor.parseCSS(background))
        return fg.contrastRatio(with: bg)
    }

    @Test func grey777OnWhiteIs4_478AndFailsAA() throws {
        let value = try ratio("#777777", "#FFFFFF")
        #expect(abs(value - 4.478) < 0.0005)
        #expect(!WCAGLevel.aa.isMet(byRatio: value))
        #expect(WCAGLevel.aaLarge.isMet(byRatio: value))
        #expect(MeasurementFormat.truncated(value) == "4.47")
    }

    @Test func grey767676OnWhiteIs4_542AndPassesAA() throws {
        let value = try ratio("#767676", "#FFFFFF")
        #expect(abs(value - 4.542) < 0.0005)
        #expect(WCAGLevel.aa.isMet(byRatio: value))
        #expect(!WCAGLevel.aaa.isMet(byRatio: value))
    }

    @Test func blackOnWhiteIs21AndSymmetric() throws {
        #expect(try ratio("#000", "#fff") == 21)
        #expect(try ratio("#fff", "#000") == 21)
        #expect(try ratio("#fff", "#fff") == 1)
        #expect(WCAGLevel.levels(metBy: 21) == WCAGLevel.allCases)
    }

    @Test func luminanceUsesThe0_04045Threshold() {
        // 10/255 = 0.0392 is on the linear segment, 11/255 = 0.0431 on the power segment.
        let linear = RGBA(red8: 10, green8: 10, blue8: 10).relativeLuminance
        #expect(abs(linear - (10.0 / 255) / 12.92) < 1e-15)
        #expect(abs(RGBA.linearizedSRGB(0.04045) - 0.04045 / 12.92) < 1e-15)
        #expect(RGBA.linearizedSRGB(0.04046) > 0.04045 / 12.92)
    }

    @Test func levelsAreNeverRounded() {
        #expect(!WCAGLevel.aa.isMet(byRatio: 4.499))
        #expect(!WCAGLevel.aa.isMet(byRatio: 4.4999999999))
        #expect(WCAGLevel.aa.isMet(byRatio: 4.5))
        #expect(WCAGLevel.levels(metBy: 4.5) == [.aa, .aaLarge, .aaaLarge, .nonText])
        #expect(WCAGLevel.levels(metBy: 2.99) == [])
    }

    @Test func fixedRoundsAsPrintfDoes() {
        #expect(MeasurementFormat.fixed(4.125, decimals: 2) == "4.12") // exactly halfway: to even
        #expect(MeasurementFormat.fixed(4.126, decimals: 2) == "4.13")
        #expect(MeasurementFormat.fixed(0.005, decimals: 2) == "0.01") // 0.005 is slightly above in binary
        #expect(MeasurementFormat.fixed(-1.5, decimals: 0) == "-2")
        #expect(MeasurementFormat.fixed(100, decimals: 2) == "100.00")
        #expect(MeasurementFormat.fixed(1e300, decimals: 2).count == 304)
    }

    @Test func truncationNeverRoundsUp() {
        #expect(MeasurementFormat.truncated(4.4999999999) == "4.49")
        #expect(MeasurementFormat.truncated(4.47) == "4.47")
        #expect(MeasurementFormat.truncated(21) == "21.00")
        #expect(MeasurementFormat.truncated(3.999) == "3.99")
        #expect(MeasurementFormat.truncated(-63.0589, decimals: 1) == "-63.0")
        #expect(MeasurementFormat.truncated(0.004) == "0.00")
        #expect(MeasurementFormat.truncated(0) == "0.00")
        #expect(MeasurementFormat.truncated(-0.004) == "0.00")
        #expect(MeasurementFormat.truncated(107.88, decimals: 0) == "107")
        #expect(MeasurementFormat.truncated(-107.884, decimals: 1) == "-107.8")
        #expect(MeasurementFormat.truncated(1.05, decimals: 3) == "1.050")
    }
}
