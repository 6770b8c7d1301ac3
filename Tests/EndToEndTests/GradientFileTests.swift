import Foundation
import Testing
import ThemeLintTestSupport

/// VK's `gradients.json` (gradient name → a list of literal colors, or `{"colors", "angle"}`):
/// malformed colors are `invalid-color` at their position, and stop changes appear in `diff`.
@Suite struct GradientFileTests {
    @Test func malformedStopsAreFindingsInBothShapes() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("vk/palette.json", diffPalette())
        try repo.write("vk/scheme.json", standardDiffScheme())
        try repo.write("vk/gradients.json", """
            {
                "blue": ["#70B2FF", "#5C9CE6"],
                "retrowave": {
                    "colors": ["#30F2B1F", "#5967FF"],
                    "angle": 135.0
                },
                "broken": {"angle": "wide", "colors": [1]}
            }
            """)
        try repo.commitAll("gradients")
        let result = try runThemelint(["check", "--format", "json"], in: repo.url)
        #expect(result.status == 1)
        let found = try findings(result.stdout).filter { ($0["file"] as? String) == "vk/gradients.json" }
        let invalid = found.filter { $0["rule"] as? String == "invalid-color" }
        #expect(invalid.count == 1)
        #expect(invalid.first?["line"] as? Int == 4 && invalid.first?["column"] as? Int == 20, "\(invalid)")
        #expect((invalid.first?["message"] as? String ?? "").contains("\"#30F2B1F\""))
        #expect(found.filter { $0["rule"] as? String == "invalid-structure" }.count == 2, "angle and a non-string stop: \(found)")
        #expect(!found.contains { $0["rule"] as? String == "unused-color" || $0["rule"] as? String == "similar-colors" }, "stops are not a palette roles use")
        // Limited with a pathspec, as a hook on that one file would.
        let text = try runThemelint(["check", "--", "vk/gradients.json"], in: repo.url)
        #expect(text.stdout.contains("vk/gradients.json:4:20: error: stop 0 of gradient \"retrowave\": \"#30F2B1F\" is not a color"), "\(text.stdout)")
    }

    @Test func stopChangesAppearInDiff() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("palette.json", diffPalette())
        try repo.write("gradients.json", ##"{"blue": {"colors": ["#70B2FF", "#5C9CE6"], "angle": 135.0}}"##)
        try repo.commitAll("one")
        try repo.write("gradients.json", ##"{"blue": {"colors": ["#70B2FF", "#3F8AE0", "#14000000"], "angle": 90.0}, "red": ["#FF0000", "#800000"]}"##)
        try repo.commitAll("two")
        let json = try runThemelint(["diff", "HEAD~1", "HEAD", "--format", "json"], in: repo.url)
        #expect(json.status == 0, "\(json.stderr)")
        try validate(json.stdout, schema: "schemas/diff-report.schema.json")
        let report = try DiffJSON(json.stdout)
        let changed = report.changes("palette-changed")
        #expect(changed.map { $0["name"] as? String } == ["blue[1]"])
        #expect(changed.first?["file"] as? String == "gradients.json")
        #expect(Set(report.changes("palette-added").compactMap { $0["name"] as? String }) == ["blue[2]", "red[0]", "red[1]"])
        let text = try runThemelint(["diff", "HEAD~1", "HEAD"], in: repo.url, environment: ["NO_COLOR": "1"]).stdout
        #expect(text.contains("  gradients.json\n    ~ blue[1]  #5C9CE6 → #3F8AE0  ΔE "), "\(text)")
        #expect(text.contains("    + blue[2]  #14000000\n"), "\(text)")
        // textconv lists the stops (a gradient file is not mistaken for a scheme file).
        let listing = try runThemelint(["textconv", "gradients.json"], in: repo.url)
        #expect(listing.stdout == "blue[0] = #70B2FF\nblue[1] = #3F8AE0\nblue[2] = #14000000\nred[0] = #FF0000\nred[1] = #800000\n", "\(listing.stdout)")
    }

    @Test func configuredGradientFilesAreTheOnlyOnesRead() throws {
        let repo = try TemporaryGitRepository()
        try repo.write(".themelint.json", ##"{"themes": [{"name": "t", "schemes": "scheme.json", "palettes": ["palette.json"]}], "gradients": ["art/g.json"]}"##)
        try repo.write("palette.json", diffPalette())
        try repo.write("scheme.json", standardDiffScheme())
        try repo.write("art/g.json", ##"{"sky": ["#70B2FF", "#nope"]}"##)
        try repo.write("gradients.json", ##"{"ignored": ["#nope"]}"##)
        try repo.commitAll("configured")
        let result = try runThemelint(["check", "--format", "json"], in: repo.url)
        let invalid = try findings(result.stdout).filter { $0["rule"] as? String == "invalid-color" }
        #expect(invalid.map { $0["file"] as? String } == ["art/g.json"])
        try validateConfig(repo)
        try repo.remove("art/g.json")
        let missing = try runThemelint(["check", "--format", "json"], in: repo.url)
        #expect(try findings(missing.stdout).contains { $0["rule"] as? String == "missing-file" }, "\(missing.stdout)")
    }

    func validateConfig(_ repo: TemporaryGitRepository) throws {
        try validate(try repo.read(".themelint.json"), schema: "schemas/config.schema.json")
    }

    @Test func vkHistoryMalformedGradientColorIsFound() throws {
        let repo = try cloneVKHistory()
        let result = try runThemelint(["check", "--rev", "bcb391d", "--", "main.valette/gradients.json"], in: repo.url)
        #expect(result.status == 1)
        #expect(result.stdout.contains("main.valette/gradients.json:75:14: error: stop 0 of gradient \"gradient_retrowave\": \"#30F2B1F\" is not a color"), "\(result.stdout)")
        let diff = try runThemelint(["diff", "b41e031^!", "--", "main.valette/gradients.json"], in: repo.url, environment: ["NO_COLOR": "1"]).stdout
        #expect(diff.contains("~ gradient_new_year[0]  #F291A2 → #BB64E4  ΔE 26.30"), "\(diff)")
    }
}
