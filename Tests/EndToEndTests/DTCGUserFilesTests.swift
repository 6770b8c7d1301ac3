import Foundation
import Testing
import ThemeLintTestSupport

/// DTCG 2025.10 files as people write them by hand (names with spaces, `$type` on groups,
/// chains of aliases, `$ref` pointers), run through the built binary in real repositories.
@Suite struct DTCGUserFilesTests {
    /// The JSON object `arguments` print, with the exit status checked.
    func report(_ arguments: [String], in repo: TemporaryGitRepository, status: Int32 = 0) throws -> [String: Any] {
        let result = try runThemelint(arguments, in: repo.url)
        #expect(result.status == status, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    /// Role name → `#RRGGBBAA` of the only scheme `show --format json` prints.
    func shownColors(in repo: TemporaryGitRepository) throws -> [String: String] {
        let shown = try report(["show", "--format", "json"], in: repo)
        let scheme = try #require(((shown["themes"] as? [[String: Any]])?.first?["schemes"] as? [[String: Any]])?.first)
        var colors: [String: String] = [:]
        for role in scheme["roles"] as? [[String: Any]] ?? [] {
            colors[role["role"] as? String ?? ""] = role["color"] as? String
        }
        return colors
    }

    /// The rules of the findings `check --format json` reports.
    func findings(in repo: TemporaryGitRepository, status: Int32 = 0) throws -> [[String: Any]] {
        try report(["check", "--format", "json"], in: repo, status: status)["findings"] as? [[String: Any]] ?? []
    }

    /// Names may hold spaces (the format forbids only `{`, `}`, `.` and a leading `$`; Tokens
    /// Studio users name groups `Brand Colors`): `{Brand Colors.Primary Red}` is an alias.
    @Test func aliasesToNamesWithSpacesResolve() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("tokens.json", """
        {
          "Brand Colors": {"$type": "color", "Primary Red": {"$value": "#d00000"}},
          "ui": {
            "$type": "color",
            "danger": {"$value": "{Brand Colors.Primary Red}"},
            "scrim": {"$value": "{Brand Colors.Primary Rde}"}
          }
        }
        """)
        _ = try repo.commitAll("tokens")
        let found = try findings(in: repo, status: 1)
        #expect(!found.contains { $0["rule"] as? String == "invalid-color" }, "\(found)")
        let unresolved = try #require(found.first { $0["rule"] as? String == "unresolved-identifier" })
        #expect(unresolved["identifier"] as? String == "Brand Colors.Primary Rde")
        #expect(unresolved["suggestion"] as? String == "Brand Colors.Primary Red")
        let colors = try shownColors(in: repo)
        #expect(colors["ui.danger"] == "#D00000FF")
    }
}
