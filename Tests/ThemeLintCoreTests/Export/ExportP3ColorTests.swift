import Testing
@testable import ThemeLintCore

/// Display P3 components read from the notations themelint gives P3 colors, and written as Xcode does.
@Suite struct ExportP3ColorTests {
    @Test func p3ComponentsComeFromEitherNotation() {
        #expect(ExportP3Color(notation: "color(display-p3 1 0.2 0)") == ExportP3Color(red: 1, green: 0.2, blue: 0, alpha: 1))
        #expect(ExportP3Color(notation: "color(display-p3 none 50% 0.25 / 0.5)") == ExportP3Color(red: 0, green: 0.5, blue: 0.25, alpha: 0.5))
        #expect(ExportP3Color(notation: "display-p3(0.800 0xFF 128 / 1.000)") == ExportP3Color(red: 0.8, green: 1, blue: 128.0 / 255, alpha: 1))
        #expect(ExportP3Color(notation: "color(rec2020 1 0 0)") == nil)
        #expect(ExportP3Color(notation: "#2688eb") == nil)
        #expect(ExportP3Color(notation: "color(display-p3 1 0)") == nil)
        #expect(ExportP3Color.decimal(0.8) == "0.800")
        #expect(ExportP3Color.decimal(1) == "1.000")
        #expect(ExportP3Color.decimal(0.123456) == "0.123456")
        #expect(ExportP3Color.decimal(0.0005) == "0.0005")
    }
}
