import Foundation
import Testing
import ThemeLintTestSupport

/// Issue 22's diff rules on a small Tokens Studio folder (`Mode` light/dark × `Brand` a/b/c,
/// six combinations): a token is its path, not its file, and one change made in several
/// combinations is one change listing them.
@Suite struct TokenMoveAndCombinationTests {
    private static func primitives(_ blue: String, _ gray: String) -> String {
        """
        {
          "color": {
            "blue": {"$type": "color", "$value": "\(blue)"},
            "gray": {"$type": "color", "$value": "\(gray)"},
            "white": {"$type": "color", "$value": "#FFFFFF"}
          }
        }

        """
    }

    private static let themes = """
        [
          {"id": "light", "name": "Light", "group": "Mode", "selectedTokenSets": {"PRIMITIVES/light": "source"}},
          {"id": "dark", "name": "Dark", "group": "Mode", "selectedTokenSets": {"PRIMITIVES/dark": "source"}},
          {"id": "a", "name": "a", "group": "Brand", "selectedTokenSets": {"brands/a": "source", "semantic": "enabled"}},
          {"id": "b", "name": "b", "group": "Brand", "selectedTokenSets": {"brands/b": "source", "semantic": "enabled"}},
          {"id": "c", "name": "c", "group": "Brand", "selectedTokenSets": {"brands/c": "source", "semantic": "enabled"}}
        ]

        """

    private static func brand(_ accent: String) -> String {
        "{\"brand\": {\"accent\": {\"$type\": \"color\", \"$value\": \"{color.\(accent)}\"}}}\n"
    }

    private static let semantic = """
        {
          "text": {"$type": "color", "$value": "{color.gray}"},
          "accent": {"$type": "color", "$value": "{brand.accent}"},
          "surface": {"$type": "color", "$value": "{color.white}"}
        }

        """

    /// The folder with its primitives under `folder` (`primitives` or `core/palette`).
    private func write(_ repo: TemporaryGitRepository, folder: String = "primitives", lightBlue: String = "#2688EB", darkBlue: String = "#3F8AE0") throws {
        try repo.write("tokens/$themes.json", Self.themes.replacingOccurrences(of: "PRIMITIVES", with: folder))
        try repo.write("tokens/$metadata.json", "{\"tokenSetOrder\": [\"\(folder)/light\", \"\(folder)/dark\", \"brands/a\", \"brands/b\", \"brands/c\", \"semantic\"]}\n")
        try repo.write("tokens/\(folder)/light.json", Self.primitives(lightBlue, "#6D7885"))
        try repo.write("tokens/\(folder)/dark.json", Self.primitives(darkBlue, "#A3ADB8"))
        try repo.write("tokens/brands/a.json", Self.brand("blue"))
        try repo.write("tokens/brands/b.json", Self.brand("blue"))
        try repo.write("tokens/brands/c.json", Self.brand("gray"))
        try repo.write("tokens/semantic.json", Self.semantic)
    }

    private func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func movingTokenFilesIsOneMovePerFileAndNoRoleChange() throws {
        let repo = try TemporaryGitRepository()
        try write(repo)
        try repo.commitAll("tokens")
        try FileManager.default.removeItem(at: repo.url.appendingPathComponent("tokens/primitives"))
        try write(repo, folder: "core/palette")
        try repo.commitAll("move the primitives")

        let result = try runThemelint(["diff", "HEAD~1", "HEAD", "--format", "json"], in: repo.url)
        #expect(result.status == 0, "\(result.stderr)")
        try validate(result.stdout, schema: "schemas/diff-report.schema.json")
        let report = try json(result.stdout)
        let changes = try #require(report["changes"] as? [[String: Any]])
        #expect(changes.map { $0["kind"] as? String } == ["palette-moved", "palette-moved"], "\(changes)")
        let moves = Set(changes.map { "\($0["previousFile"] as? String ?? "") -> \($0["file"] as? String ?? "")" })
        #expect(moves == ["tokens/primitives/light.json -> tokens/core/palette/light.json", "tokens/primitives/dark.json -> tokens/core/palette/dark.json"])
        #expect(changes.allSatisfy { ($0["names"] as? [String]) == ["color.blue", "color.gray", "color.white"] })
        #expect((report["notices"] as? [Any])?.isEmpty ?? true, "a $metadata.json is not a broken file: \(report)")

        let text = try runThemelint(["diff", "HEAD~1", "HEAD"], in: repo.url, environment: ["NO_COLOR": "1"]).stdout
        #expect(text.contains("→ 3 colors moved here from tokens/primitives/light.json, same paths and values"), "\(text)")
        #expect(text.hasSuffix("2 palette files moved\n"), "\(text)")
    }

    @Test func aChangeInSeveralCombinationsIsOneChangeListingThem() throws {
        let repo = try TemporaryGitRepository()
        try write(repo)
        try repo.commitAll("tokens")
        try write(repo, lightBlue: "#0077FF")
        try repo.commitAll("a bluer light blue")

        let result = try runThemelint(["diff", "HEAD~1", "HEAD", "--format", "json"], in: repo.url)
        #expect(result.status == 0, "\(result.stderr)")
        try validate(result.stdout, schema: "schemas/diff-report.schema.json")
        let changes = try #require(try json(result.stdout)["changes"] as? [[String: Any]])
        let roleChanges = changes.filter { $0["kind"] as? String == "role-changed" }
        // Brands a and b point their accent at color.blue; c at gray. In light mode only.
        #expect(roleChanges.count == 1, "\(roleChanges)")
        #expect(roleChanges.first?["role"] as? String == "accent")
        #expect(roleChanges.first?["schemes"] as? [String] == ["Mode=Light, Brand=a", "Mode=Light, Brand=b"])
        #expect(roleChanges.first?["scheme"] as? String == "Mode=Light, Brand=a")

        let text = try runThemelint(["diff", "HEAD~1", "HEAD"], in: repo.url, environment: ["NO_COLOR": "1"]).stdout
        #expect(text.contains("Mode=Light, Brand=a|b (2 schemes)"), "\(text)")
        #expect(!text.contains("Mode=Light, Brand=b/"), "\(text)")

        // A filter on one scheme keeps the change, naming that scheme alone.
        let log = try runThemelint(["log", "-n", "1", "--scheme", "Mode=Light, Brand=b", "--format", "json"], in: repo.url)
        let entries = try #require(try json(log.stdout)["entries"] as? [[String: Any]])
        let logged = try #require((entries.first?["changes"] as? [[String: Any]])?.first { $0["kind"] as? String == "role-changed" })
        #expect(logged["scheme"] as? String == "Mode=Light, Brand=b")
        #expect(logged["schemes"] == nil)
    }

    @Test func aRoleAddedInSeveralCombinationsIsOneAdditionPerDistinctColor() throws {
        let repo = try TemporaryGitRepository()
        try write(repo)
        try repo.commitAll("tokens")
        try repo.write("tokens/semantic.json", Self.semantic.replacingOccurrences(of: "\"surface\"", with: "\"link\": {\"$type\": \"color\", \"$value\": \"{color.blue}\"},\n  \"surface\""))
        try repo.commitAll("a link role")

        let result = try runThemelint(["diff", "HEAD~1", "HEAD", "--format", "json"], in: repo.url)
        #expect(result.status == 0, "\(result.stderr)")
        try validate(result.stdout, schema: "schemas/diff-report.schema.json")
        let changes = try #require(try json(result.stdout)["changes"] as? [[String: Any]])
        let added = changes.filter { $0["kind"] as? String == "role-added" }
        // The same color in the three brands of each mode: two additions, three schemes each.
        #expect(added.count == 2, "\(added)")
        #expect(added.map { $0["schemes"] as? [String] ?? [] } == [
            ["Mode=Light, Brand=a", "Mode=Light, Brand=b", "Mode=Light, Brand=c"],
            ["Mode=Dark, Brand=a", "Mode=Dark, Brand=b", "Mode=Dark, Brand=c"],
        ])
        let text = try runThemelint(["diff", "HEAD~1", "HEAD"], in: repo.url, environment: ["NO_COLOR": "1"]).stdout
        #expect(text.contains("Mode=Light, Brand=a|b|c (3 schemes)"), "\(text)")
    }
}
