import Foundation
import Testing
import ThemeLintTestSupport

@Suite struct ContrastCommandTests {
    private func contrast(_ arguments: [String]) throws -> ProcessResult {
        try runThemelint(["contrast"] + arguments, in: URL(fileURLWithPath: NSTemporaryDirectory()))
    }

    private func json(_ arguments: [String]) throws -> [String: Any] {
        let result = try contrast(arguments + ["--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        return try #require(object as? [String: Any])
    }

    /// The verdict printed on the line of `level` ("pass" / "fail").
    private func verdict(_ level: String, in output: String) -> String? {
        for line in output.split(separator: "\n") {
            let words = line.split(separator: " ")
            if words.first.map(String.init) == level, words.count > 1 { return String(words[1]) }
        }
        return nil
    }

    @Test func grey777OnWhiteReports4_47AndNoAA() throws {
        let result = try contrast(["#777", "#fff"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("4.47:1"))
        #expect(!result.stdout.contains("4.48"))
        #expect(verdict("AA", in: result.stdout) == "fail")
        #expect(verdict("AA-large", in: result.stdout) == "pass")
        #expect(result.stdout.contains("Passes      AA-large, non-text\n"))

        let object = try json(["#777", "#fff"])
        #expect(object["levels"] as? [String] == ["AA-large", "non-text"])
        let ratio = try #require(object["wcag"] as? Double)
        #expect(ratio > 4.478 && ratio < 4.479)
    }

    @Test func grey767676OnWhitePassesAA() throws {
        let result = try contrast(["#767676", "#fff"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("4.54:1"))
        #expect(verdict("AA", in: result.stdout) == "pass")
        #expect(verdict("AAA", in: result.stdout) == "fail")
        let object = try json(["#767676", "#FFFFFF"])
        #expect(object["levels"] as? [String] == ["AA", "AA-large", "AAA-large", "non-text"])
    }

    @Test func blackOnWhiteIs21AndPassesEverything() throws {
        let object = try json(["#000000", "#FFF"])
        #expect(object["wcag"] as? Double == 21)
        #expect(object["levels"] as? [String] == ["AA", "AA-large", "AAA", "AAA-large", "non-text"])
        let apca = try #require(object["apca"] as? Double)
        #expect(apca > 106 && apca < 107)
    }

    @Test func halfTransparentForegroundIsCompositedBeforeTheRatio() throws {
        // Black at 50 % over white is #808080-ish (0.498): ratio ≈ 3.95, not black-on-white's 21.
        let object = try json(["#00000080", "#FFFFFF"])
        #expect(object["foreground"] as? String == "#00000080")
        let composited = try #require(object["composited"] as? [String: String])
        #expect(composited["foreground"] == "#7F7F7FFF")
        #expect(composited["background"] == "#FFFFFFFF")
        let ratio = try #require(object["wcag"] as? Double)
        #expect(ratio > 3.9 && ratio < 4.1)
        #expect(object["levels"] as? [String] == ["AA-large", "non-text"])
        let text = try contrast(["#00000080", "#FFFFFF"]).stdout
        #expect(text.contains("#00000080 → #7F7F7F composited"))
    }

    @Test func translucentBackgroundIsDrawnOnTheBase() throws {
        let object = try json(["#FFFFFF", "#FFFFFF80", "--base", "#000"])
        #expect(object["base"] as? String == "#000000FF")
        let composited = try #require(object["composited"] as? [String: String])
        #expect(composited["background"] == "#808080FF")
        let onWhite = try json(["#FFFFFF", "#FFFFFF80"])
        #expect(onWhite["wcag"] as? Double == 1)
        #expect(onWhite["levels"] as? [String] == [])
    }

    @Test func jsonHasTheDocumentedKeysAndMatchesItsSchema() throws {
        for arguments in [["#2688EB", "#19191A"], ["#00000080", "#FFFFFF80", "--base", "#123"], ["#fff", "#fff"]] {
            let result = try contrast(arguments + ["--format", "json"])
            try validate(result.stdout, schema: "schemas/contrast.schema.json")
        }
        let object = try json(["#2688EB", "#19191A"])
        #expect(Set(object.keys) == ["foreground", "background", "base", "composited", "wcag", "levels", "apca", "deltaE"])
        #expect(object["foreground"] as? String == "#2688EBFF")
        #expect(object["background"] as? String == "#19191AFF")
        #expect(object["base"] as? String == "#FFFFFFFF")
        let apca = try #require(object["apca"] as? Double)
        #expect(apca < 0) // light on dark: negative Lc
        let deltaE = try #require(object["deltaE"] as? Double)
        #expect(deltaE > 10)
    }

    @Test(arguments: [["#12345", "#fff"], ["#fff", "white"], ["#fff", "#000", "--base", "#GGG"], ["#AARRGGBB", "#fff"]])
    func invalidColorsExitTwoWithAMessage(arguments: [String]) throws {
        let result = try contrast(arguments)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("is not a CSS hex color"))
    }
}
