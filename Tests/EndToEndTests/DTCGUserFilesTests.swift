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

    /// `$type` is the token's own, else its alias target's, else its group's (Format 2025.10):
    /// an alias to a color inside a `dimension` group is a color token; an alias to a dimension
    /// inside a `color` group is a dimension token, not a broken color.
    @Test func anAliasTakesItsTargetsTypeBeforeItsGroups() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("tokens.json", """
        {
          "color": {"$type": "color", "blue": {"$value": "#0044cc"}, "gap": {"$value": "{size.small}"}},
          "size": {"$type": "dimension", "small": {"$value": {"value": 4, "unit": "px"}}, "ring": {"$value": "{color.blue}"}},
          "own": {"$type": "color", "broken": {"$type": "color", "$value": "{size.small}"}}
        }
        """)
        _ = try repo.commitAll("tokens")
        let found = try findings(in: repo, status: 1)
        let structure = found.filter { $0["rule"] as? String == "invalid-structure" }
        // Only the token that says it is a color is wrong.
        #expect(structure.count == 1, "\(structure)")
        #expect((structure.first?["message"] as? String)?.hasPrefix("own.broken refers to size.small") == true)
        let colors = try shownColors(in: repo)
        #expect(colors["size.ring"] == "#0044CCFF")
        #expect(colors.keys.contains("color.gap") == false)
    }

    /// A primitive renamed under a chain of aliases (the usual shape: component → semantic →
    /// primitive) or behind a `$ref` pointer is one `palette-renamed`, not an added and a
    /// removed color.
    @Test func aPrimitiveRenamedUnderAChainIsAPaletteRename() throws {
        let repo = try TemporaryGitRepository()
        let before = """
        {
          "color": {"$type": "color", "blue": {"$value": "#0044cc"}, "red": {"$value": "#cc0000"}},
          "ui": {"$type": "color", "link": {"$value": "{color.blue}"}, "error": {"$value": {"$ref": "#/color/red/$value"}}},
          "button": {"$type": "color", "text": {"$value": "{ui.link}"}}
        }
        """
        try repo.write("tokens.json", before)
        _ = try repo.commitAll("tokens")
        try repo.write("tokens.json", before
            .replacingOccurrences(of: "\"blue\"", with: "\"azure\"").replacingOccurrences(of: "{color.blue}", with: "{color.azure}")
            .replacingOccurrences(of: "\"red\"", with: "\"crimson\"").replacingOccurrences(of: "#/color/red/", with: "#/color/crimson/"))
        _ = try repo.commitAll("rename primitives")
        let diff = try report(["diff", "HEAD~1", "HEAD", "--format", "json"], in: repo)
        let changes = try #require(diff["changes"] as? [[String: Any]])
        let kinds = changes.compactMap { $0["kind"] as? String }
        #expect(!kinds.contains("palette-added") && !kinds.contains("palette-removed"), "\(kinds)")
        let renames = changes.filter { $0["kind"] as? String == "palette-renamed" }
        #expect(Set(renames.compactMap { $0["previousName"] as? String }) == ["color.blue", "color.red"])
        #expect(Set(renames.compactMap { $0["name"] as? String }) == ["color.azure", "color.crimson"])
    }

    /// A `$ref` to a file that is not there is reported at the `$ref` that names it (the file
    /// itself has no line to point at).
    @Test func aPointerToAMissingFileIsReportedWhereItStands() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("tokens.json", """
        {
          "color": {"$type": "color", "blue": {"$value": "#0044cc"}},
          "ui": {"$type": "color", "link": {"$value": {"$ref": "brand.json#/color/blue/$value"}}}
        }
        """)
        _ = try repo.commitAll("tokens")
        let missing = try #require(try findings(in: repo, status: 1).first { $0["rule"] as? String == "missing-file" })
        #expect(missing["file"] as? String == "tokens.json")
        #expect(missing["line"] as? Int == 3)
        #expect(missing["column"] as? Int == 47)
        #expect((missing["message"] as? String)?.contains("brand.json") == true)
    }

    /// Two groups that `$extends` each other: each finding spells the loop from the group read
    /// back to itself.
    @Test func anExtendsLoopIsSpelledAsALoop() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("tokens.json", """
        {
          "base": {"$type": "color", "ink": {"$value": "#111111"}},
          "loopA": {"$extends": "{loopB}"},
          "loopB": {"$extends": "{loopA}"}
        }
        """)
        _ = try repo.commitAll("tokens")
        let messages = try findings(in: repo, status: 1).filter { $0["rule"] as? String == "invalid-structure" }.compactMap { $0["message"] as? String }
        #expect(Set(messages) == ["$extends loops: loopA → loopB → loopA", "$extends loops: loopB → loopA → loopB"], "\(messages)")
    }

    /// `contrast --matrix` keeps a space between an APCA value of nine characters
    /// (`Lc -107.6`, light text on a near-black background) and the verdict.
    @Test func theMatrixSeparatesALongLcFromTheVerdict() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("tokens.json", """
        {"theme": {"$type": "color", "text": {"default": {"$value": "#ffffff"}, "muted": {"$value": "#777777"}}, "background": {"default": {"$value": "#0d0d0d"}}}}
        """)
        _ = try repo.commitAll("tokens")
        let result = try runThemelint(["contrast", "--matrix"], in: repo.url)
        #expect(result.status == 0, "\(result.stderr)")
        let rows = result.stdout.split(separator: "\n").filter { $0.contains(" on ") }
        #expect(rows.count == 2)
        let white = try #require(rows.first { $0.contains("#ffffff") })
        #expect(white.contains("Lc -107.6 pass"), "\(white)")
        // The verdicts stay in one column.
        let verdictColumns = rows.compactMap { row in
            (row.range(of: " pass ") ?? row.range(of: " fail ")).map { row.distance(from: row.startIndex, to: $0.lowerBound) }
        }
        #expect(verdictColumns.count == 2 && Set(verdictColumns).count == 1, "\(rows)")
    }

    /// A Tokens Studio theme that enables a set with no file, and a resolver context whose
    /// source is missing: each is reported at the name that asks for the file. A set every
    /// theme disables is never read, so its absence is no finding.
    @Test func aMissingSetIsReportedWhereTheThemeOrResolverNamesIt() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("studio/global.json", ##"{"white": {"value": "#ffffff", "type": "color"}}"##)
        try repo.write("studio/light.json", ##"{"bg": {"value": "{white}", "type": "color"}}"##)
        try repo.write("studio/$themes.json", """
        [
          {"id": "1", "name": "Light", "selectedTokenSets": {"global": "source", "light": "enabled", "ghost": "enabled"}},
          {"id": "2", "name": "Other", "selectedTokenSets": {"global": "source", "light": "enabled", "retired": "disabled"}}
        ]
        """)
        _ = try repo.commitAll("tokens")
        let studio = try findings(in: repo, status: 1).filter { $0["rule"] as? String == "missing-file" }
        #expect(studio.map { "\($0["file"] as? String ?? ""):\($0["line"] as? Int ?? 0):\($0["column"] as? Int ?? 0)" } == ["studio/$themes.json:2:94"], "\(studio)")
        // (A resolver document, found first, is what a repository holding one is read by.)
        try repo.write("dtcg/base.json", ##"{"ink": {"$type": "color", "$value": "#111111"}}"##)
        try repo.write("dtcg/app.resolver.json", """
        {"version": "2025.10",
         "modifiers": {"theme": {"contexts": {"light": [{"$ref": "base.json"}], "dark": [{"$ref": "night.json"}]}, "default": "light"}},
         "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}
        """)
        _ = try repo.commitAll("resolver")
        let resolver = try findings(in: repo, status: 1).filter { $0["rule"] as? String == "missing-file" }
        #expect(resolver.map { "\($0["file"] as? String ?? ""):\($0["line"] as? Int ?? 0):\($0["column"] as? Int ?? 0)" } == ["dtcg/app.resolver.json:2:91"], "\(resolver)")
    }

    /// In a diff of a Tokens Studio folder the role changes are filed under `$themes.json`, but
    /// the roles stand in token files: each side names the file its line and column are in.
    @Test func aRoleChangeSaysWhichTokenFileItsPositionIsIn() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("tokens/global.json", ##"{"white": {"value": "#ffffff", "type": "color"}, "gray": {"value": "#6b6b6b", "type": "color"}}"##)
        try repo.write("tokens/light.json", """
        {
          "bg": {"value": "{white}", "type": "color"},
          "text": {"value": "{white}", "type": "color"}
        }
        """)
        try repo.write("tokens/$themes.json", ##"[{"id": "1", "name": "Light", "selectedTokenSets": {"global": "source", "light": "enabled"}}]"##)
        _ = try repo.commitAll("tokens")
        try repo.write("tokens/light.json", try repo.read("tokens/light.json").replacingOccurrences(of: #""text": {"value": "{white}""#, with: #""text": {"value": "{gray}""#))
        _ = try repo.commitAll("readable text")
        let result = try runThemelint(["diff", "HEAD~1", "HEAD", "--format", "json"], in: repo.url)
        #expect(result.status == 0, "\(result.stderr)")
        try validate(result.stdout, schema: "schemas/diff-report.schema.json")
        let diff = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let change = try #require((diff["changes"] as? [[String: Any]])?.first { $0["kind"] as? String == "role-changed" })
        #expect(change["file"] as? String == "tokens/$themes.json")
        for side in ["before", "after"] {
            let role = try #require(change[side] as? [String: Any])
            #expect(role["file"] as? String == "tokens/light.json", "\(side): \(role)")
            #expect(role["line"] as? Int == 3)
            #expect(role["column"] as? Int == 3)
        }
    }

    /// `contrast ROLE ROLE` prints each role's color as its source writes it (docs/contrast.md),
    /// as `show` and the matrix do: `oklch(55% 0.01 260)` and `#0d0d0d`, not converted hex.
    @Test func roleContrastWritesColorsAsTheTokensDo() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("tokens.json", """
        {"theme": {"$type": "color",
          "text": {"default": {"$value": {"colorSpace": "oklch", "components": [0.55, 0.01, 260]}}},
          "background": {"default": {"$value": "#0d0d0d"}}}}
        """)
        _ = try repo.commitAll("tokens")
        let result = try runThemelint(["contrast", "theme.text.default", "theme.background.default"], in: repo.url)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("  Foreground  oklch(55% 0.01 260)"), "\(result.stdout)")
        #expect(lines.contains("  Background  #0d0d0d"), "\(result.stdout)")
    }
}

