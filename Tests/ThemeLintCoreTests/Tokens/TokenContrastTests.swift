import Testing
@testable import ThemeLintCore

/// Contrast on design tokens: pairs by token path, configured or inferred from semantic names
/// that mix `.` and `-`, in every theme combination.
@Suite struct TokenContrastTests {
    @Test func aDottedAndDashedForegroundPairsWithItsOwnBackground() {
        let names: Set<String> = ["color.accent.background-default", "color.accent.text-default", "color.neutral.background-default"]
        #expect(RoleNamePairing.familyBackground(of: "color.accent.text-default", exists: names.contains) == "color.accent.background-default")
        #expect(RoleNamePairing.familyBackground(of: "button_primary_foreground", exists: { $0 == "button_primary_background" }) == "button_primary_background")
    }

    @Test func inferredAndConfiguredTokenPairsAreCheckedInEveryCombination() throws {
        let configuration = try Configuration.parse(bytes: Array("""
            {"contrast": {"pairs": [{"foreground": "color.text.default", "background": "color.background.default", "minimum": 4.5}]},
             "themes": [{"name": "app", "format": "dtcg", "tokens": "tokens",
              "schemes": {"light": ["light.json", "semantic.json"], "dark": ["dark.json", "semantic.json"]}}]}
            """.utf8), file: ".themelint.json")
        let files = [
            "tokens/light.json": ##"{"gray": {"$type": "color", "low": {"$value": "#ffffff"}, "high": {"$value": "#111111"}, "mid": {"$value": "#bbbbbb"}}}"##,
            "tokens/dark.json": ##"{"gray": {"$type": "color", "low": {"$value": "#000000"}, "high": {"$value": "#eeeeee"}, "mid": {"$value": "#222222"}}}"##,
            "tokens/semantic.json": ##"""
                {"color": {"$type": "color",
                  "background": {"default": {"$value": "{gray.low}"}},
                  "text": {"default": {"$value": "{gray.high}"}},
                  "accent": {"background-default": {"$value": "{gray.low}"}, "text-default": {"$value": "{gray.mid}"}}}}
                """##,
        ]
        let project = try ProjectLoader(source: InMemorySource(texts: files), configuration: configuration).load()
        let contrast = Linter().lint(project).filter { $0.rule == "contrast" }
        // The configured pair passes in both; the inferred accent pair fails in both (#bbb on white,
        // #222 on black), at one place but with a ratio of its own in each combination.
        #expect(contrast.count == 2)
        #expect(contrast.allSatisfy { $0.role == "color.accent.text-default" && $0.background == "color.accent.background-default" })
        #expect(Set(contrast.compactMap(\.scheme)) == ["light", "dark"])
    }
}
