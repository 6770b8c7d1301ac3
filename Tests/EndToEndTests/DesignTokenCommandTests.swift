import Foundation
import Testing
import ThemeLintTestSupport

/// `check`, `show` and `diff` on the designsystemet sample (a real Tokens Studio folder)
/// committed into a scratch repository, against an independent resolver in the test support.
@Suite struct DesignTokenCommandTests {
    /// A repository holding the sample at its root, committed.
    func sampleRepository() throws -> TemporaryGitRepository {
        let repo = try TemporaryGitRepository()
        let sample = designsystemetSampleDirectory()
        let files = FileManager.default.enumerator(at: sample, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = files?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let relative = String(url.path.dropFirst(sample.path.count + 1))
            try repo.write(relative, bytes: Array(try Data(contentsOf: url)))
        }
        try repo.git(["add", "-A"])
        try repo.git(["commit", "-q", "-m", "tokens"])
        return repo
    }

    @Test func showResolvesSixteenSchemesLikeAnIndependentResolver() throws {
        let repo = try sampleRepository()
        let result = try runThemelint(["show", "HEAD", "--format", "json"], in: repo.url)
        #expect(result.status == 0, "\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let themes = try #require(report["themes"] as? [[String: Any]])
        #expect(themes.count == 1)
        #expect(themes.first?["format"] as? String == "tokens-studio")
        let schemes = try #require(themes.first?["schemes"] as? [[String: Any]])
        let expected = try DesignsystemetReference.resolve(folder: designsystemetSampleDirectory())
        #expect(schemes.count == 16)
        #expect(Set(schemes.compactMap { $0["name"] as? String }) == Set(expected.keys))
        var compared = 0
        for scheme in schemes {
            let name = try #require(scheme["name"] as? String)
            let roles = try #require(scheme["roles"] as? [[String: Any]])
            var colors: [String: String] = [:]
            for role in roles { colors[role["role"] as? String ?? ""] = role["color"] as? String }
            let reference = try #require(expected[name])
            #expect(colors == reference, "scheme \(name)")
            compared += reference.count
            #expect(scheme["appearance"] as? String == (name.contains("Dark") ? "dark" : "light"))
        }
        #expect(compared > 16 * 100)
        // Every semantic token is reached through its chain, ending at a literal.
        let accent = try #require(schemes.first { $0["name"] as? String == "Color scheme=Light, Color=accent" })
        let background = try #require((accent["roles"] as? [[String: Any]])?.first { $0["role"] as? String == "background-default" })
        #expect((background["chain"] as? [String])?.first == "color.accent.background-default")
        #expect(background["file"] as? String == "semantic/color/accent.json")
    }

    @Test func checkFindsNoErrorAndNamesTheCombinations() throws {
        let repo = try sampleRepository()
        let result = try runThemelint(["check", "--format", "json"], in: repo.url)
        #expect(result.status == 0, "\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let summary = try #require(report["summary"] as? [String: Int])
        #expect(summary["errors"] == 0)
        #expect(summary["warnings"] == 0)
    }

    @Test func aPrimitiveEditRepaintsTheSemanticRolesThatReachIt() throws {
        let repo = try sampleRepository()
        let path = "primitives/modes/color-scheme/dark/designsystemet.json"
        var text = try repo.read(path)
        // designsystemet.accent.1 in dark mode, which color.accent.background-default reaches.
        let original = "\"#0c1927\""
        let range = try #require(text.range(of: original))
        text.replaceSubrange(range, with: "\"#2a1927\"")
        try repo.write(path, text)
        try repo.git(["commit", "-q", "-am", "warmer dark accent background"])
        let result = try runThemelint(["diff", "HEAD~1", "HEAD", "--format", "json"], in: repo.url)
        #expect(result.status == 0, "\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let changes = try #require(report["changes"] as? [[String: Any]])
        let palette = changes.filter { $0["kind"] as? String == "palette-changed" }
        #expect(palette.contains { $0["file"] as? String == path && ($0["name"] as? String)?.hasPrefix("designsystemet.accent.") == true })
        let roles = changes.filter { $0["kind"] as? String == "role-changed" }
        #expect(roles.contains { $0["role"] as? String == "background-default" && $0["scheme"] as? String == "Color scheme=Dark, Color=accent" && ($0["causes"] as? [String]) == ["palette"] })
        // Light schemes do not read the dark file.
        #expect(!roles.contains { ($0["scheme"] as? String)?.hasPrefix("Color scheme=Light") == true })
        #expect(try validateLinked(result.stdout, schema: "diff-report.schema.json").status == 0)
    }

    @Test func showJSONOfTheSampleMatchesTheSchema() throws {
        let repo = try sampleRepository()
        let result = try runThemelint(["show", "--format", "json"], in: repo.url)
        let validation = try validateLinked(result.stdout, schema: "show-report.schema.json")
        #expect(validation.status == 0, "\(validation.stdout)\(validation.stderr)")
    }

}
