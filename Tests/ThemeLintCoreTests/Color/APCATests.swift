import Testing
import ThemeLintCore

@Suite struct APCATests {
    @Test func matchesTheApcaW3ReferenceValues() throws {
        let rows = try fixtureRows("apca-reference")
        #expect(rows.count == 8)
        for row in rows {
            let text = try #require(HexColor.parseCSS(row[0]))
            let background = try #require(HexColor.parseCSS(row[1]))
            let expected = try #require(Double(row[2]))
            let lc = APCA.lightnessContrast(text: text, background: background)
            #expect(abs(lc - expected) < 1e-9, "\(row[0]) on \(row[1]): \(lc) ≠ \(expected)")
        }
    }

    @Test func signFollowsPolarity() {
        #expect(APCA.lightnessContrast(text: .black, background: .white) > 100)
        #expect(APCA.lightnessContrast(text: .white, background: .black) < -100)
        #expect(APCA.lightnessContrast(text: .white, background: .white) == 0)
    }

    @Test func outOfRangeLuminanceGivesZero() {
        #expect(APCA.lightnessContrast(textLuminance: -0.1, backgroundLuminance: 1) == 0)
        #expect(APCA.lightnessContrast(textLuminance: 0, backgroundLuminance: 1.2) == 0)
    }
}
