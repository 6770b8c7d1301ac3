import Foundation
import Testing
import ThemeLintTestSupport

/// `themelint check` with configured contrast pairs, on real git repositories.
@Suite struct ContrastCheckTests {
    /// Palette (alpha-first hex): gray_400 is only used by the dark scheme's text_secondary.
    private static func palette(gray400: String) -> String {
        """
        {
            "white": "#FFFFFF",
            "black": "#000000",
            "gray_500": "#767676",
            "gray_400": "\(gray400)",
            "gray_900": "#19191A",
            "white_alpha60": "#99FFFFFF"
        }

        """
    }

    private static let scheme = """
        {
            "bright_light": {
                "appearance": "light",
                "colors": {
                    "background_content": {"color_identifier": "white"},
                    "text_primary": {"color_identifier": "black"},
                    "text_secondary": {"color_identifier": "gray_500"},
                    "text_overlay": {"color_identifier": "black", "alpha_multiplier": 0.7}
                }
            },
            "space_gray": {
                "appearance": "dark",
                "colors": {
                    "background_content": {"color_identifier": "gray_900"},
                    "text_primary": {"color_identifier": "white"},
                    "text_secondary": {"color_identifier": "gray_400"},
                    "text_overlay": {"color_identifier": "white_alpha60"}
                }
            }
        }

        """

    private static func configuration(pairs: String) -> String {
        """
        {
          "themes": [
            {
              "name": "main",
              "schemes": "theme/scheme.json",
              "palettes": ["theme/palette.json"],
              "contrast": {
                "pairs": [\(pairs)]
              }
            }
          ],
          "rules": {"unused-color": "off", "similar-colors": "off"}
        }

        """
    }

    private static let declaredPairs = """
        {"foreground": "text_secondary", "background": "background_content", "level": "AA"},
                  {"foreground": "text_primary", "background": "background_content", "level": "AAA"},
                  {"foreground": "text_overlay", "background": "background_content", "level": "AA"}
        """

    private func contrastFindings(_ stdout: String) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(stdout.utf8))
        let report = try #require(object as? [String: Any])
        let all = try #require(report["findings"] as? [[String: Any]])
        return all.filter { $0["rule"] as? String == "contrast" }
    }

    @Test func aPaletteEditThatBreaksOnlyTheDarkSchemeFailsWithOneFindingNamingIt() throws {
        let repo = try TemporaryGitRepository()
        try repo.write(".themelint.json", Self.configuration(pairs: Self.declaredPairs))
        try repo.write("theme/scheme.json", Self.scheme)
        try repo.write("theme/palette.json", Self.palette(gray400: "#909499")) // 5.9:1 on #19191A
        try repo.commitAll("theme with passing contrast")
        try repo.write("theme/palette.json", Self.palette(gray400: "#5D5F61")) // 2.73:1 on #19191A
        try repo.commitAll("darken gray_400")
        let before = try repo.stateFingerprint()

        let previous = try runThemelint(["check", "--rev", "HEAD~1", "--format", "json"], in: repo.url)
        #expect(previous.status == 0, "\(previous.stdout)\(previous.stderr)")
        #expect(try contrastFindings(previous.stdout).isEmpty)

        let result = try runThemelint(["check", "--format", "json"], in: repo.url)
        #expect(result.status == 1, "\(result.stderr)")
        try validate(result.stdout, schema: "schemas/check-report.schema.json")
        let findings = try contrastFindings(result.stdout)
        try #require(findings.count == 1, "\(result.stdout)")
        let finding = findings[0]
        #expect(finding["scheme"] as? String == "space_gray")
        #expect(finding["role"] as? String == "text_secondary")
        #expect(finding["background"] as? String == "background_content")
        #expect(finding["severity"] as? String == "error")
        #expect(finding["file"] as? String == "theme/scheme.json")
        #expect(finding["line"] as? Int == 16) // the dark scheme's text_secondary key
        #expect(finding["minimum"] as? Double == 4.5)
        let value = try #require(finding["value"] as? Double)
        #expect(value > 2.73 && value < 2.74)
        let message = try #require(finding["message"] as? String)
        #expect(message == "text_secondary on background_content in space_gray: 2.73:1 (#5D5F61 on #19191A) is below 4.5:1 (AA)")
        #expect(!message.contains("bright_light"))

        let text = try runThemelint(["check"], in: repo.url)
        #expect(text.status == 1)
        let contrastLines = text.stdout.split(separator: "\n").filter { $0.hasSuffix("[contrast]") }
        #expect(contrastLines == ["theme/scheme.json:16:13: error: \(message) [contrast]"])
        #expect(try repo.stateFingerprint() == before)
    }

    @Test func translucentRolesAreCompositedBeforeTheRatio() throws {
        // text_overlay: black × 0.7 on white (light) and white at 60 % on #19191A (dark). Both pass
        // AA once composited; with a minimum of 7 only the dark one fails, and the message shows
        // the composited colors.
        let repo = try TemporaryGitRepository()
        try repo.write(".themelint.json", Self.configuration(pairs: #"{"foreground": "text_overlay", "background": "background_content", "minimum": 7}"#))
        try repo.write("theme/scheme.json", Self.scheme)
        try repo.write("theme/palette.json", Self.palette(gray400: "#909499"))
        try repo.commitAll("overlay")
        let result = try runThemelint(["check", "--format", "json"], in: repo.url)
        let findings = try contrastFindings(result.stdout)
        #expect(findings.map { $0["scheme"] as? String } == ["space_gray"], "\(result.stdout)")
        let message = try #require(findings.first?["message"] as? String)
        #expect(message.contains("(#99FFFFFF on #19191A, seen as #A3A3A3 on #19191A)"), "\(message)")
        #expect(result.status == 1)
    }

    @Test func aPairNamingAnUnknownRoleIsAFindingInTheConfiguration() throws {
        let repo = try TemporaryGitRepository()
        try repo.write(".themelint.json", Self.configuration(pairs: #"{"foreground": "text_secondery", "background": "background_content"}"#))
        try repo.write("theme/scheme.json", Self.scheme)
        try repo.write("theme/palette.json", Self.palette(gray400: "#909499"))
        try repo.commitAll("typo")
        let result = try runThemelint(["check", "--format", "json"], in: repo.url)
        #expect(result.status == 1, "\(result.stderr)")
        let findings = try contrastFindings(result.stdout)
        #expect(findings.count == 1)
        #expect(findings.first?["file"] as? String == ".themelint.json")
        #expect(findings.first?["line"] as? Int == 8)
        #expect(findings.first?["role"] as? String == "text_secondery")
    }

    @Test func aContrastBlockOfTheWrongShapeExitsTwoWithItsPosition() throws {
        let repo = try TemporaryGitRepository()
        try repo.write(".themelint.json", Self.configuration(pairs: #"{"foreground": "text_primary", "background": "background_content", "level": "AA+"}"#))
        try repo.write("theme/scheme.json", Self.scheme)
        try repo.write("theme/palette.json", Self.palette(gray400: "#909499"))
        try repo.commitAll("bad level")
        let result = try runThemelint(["check"], in: repo.url)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(".themelint.json:8:"), "\(result.stderr)")
        #expect(result.stderr.contains("level"), "\(result.stderr)")
    }
}
