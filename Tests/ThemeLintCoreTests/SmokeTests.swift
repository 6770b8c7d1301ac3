import Testing
@testable import ThemeLintCore

@Test func hexParsesLeadingAlpha() {
    #expect(HexColor.parse("#14000000", alpha: .leading)?.cssHex == "#00000014")
}
