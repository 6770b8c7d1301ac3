import Testing
@testable import ThemeLintCore

/// `rename` on token files in memory: a token and a group, followed through `{alias}`,
/// `rgba()` and `$ref` pointers in other files.
@Suite struct RenamePlannerTests {
    static let base = """
        {
          "color": {
            "$type": "color",
            "blue": { "$value": "#2688EB" },
            "blue-dark": { "$value": "#1A5FA5" }
          }
        }
        """
    static let semantic = """
        {
          "link": { "$type": "color", "$value": "{color.blue}" },
          "shade": { "$type": "color", "$value": "rgba({color.blue}, 0.5)" },
          "pointer": { "$type": "color", "$value": { "$ref": "base.json#/color/blue" } },
          "other": { "$type": "color", "$value": "{color.blue-dark}" }
        }
        """

    private func plan(_ old: String, _ new: String) throws -> RenamePlan {
        let source = InMemorySource(texts: ["tokens/base.json": Self.base, "tokens/semantic.json": Self.semantic])
        let configuration = try Configuration.parse(bytes: Array(#"{"themes": [{"name": "t", "format": "dtcg", "tokens": "tokens", "schemes": {"default": ["base", "semantic"]}}]}"#.utf8), file: ".themelint.json")
        let project = try ProjectLoader(source: source, configuration: configuration).load()
        return try RenamePlanner.plan(EditableProject(project: project, source: source), source: source, old: old, new: new)
    }

    @Test func renamesATokenAndEveryReferenceToItInOtherFiles() throws {
        let result = try plan("color.blue", "color.azure")
        #expect(String(decoding: try #require(result.edit.contents["tokens/base.json"]), as: UTF8.self) == Self.base.replacingOccurrences(of: "\"blue\":", with: "\"azure\":"))
        #expect(String(decoding: try #require(result.edit.contents["tokens/semantic.json"]), as: UTF8.self) == Self.semantic
            .replacingOccurrences(of: "{color.blue}", with: "{color.azure}").replacingOccurrences(of: "#/color/blue\"", with: "#/color/azure\""))
    }

    @Test func renamesAGroupAndEveryPathUnderIt() throws {
        let result = try plan("color", "palette")
        let semantic = String(decoding: try #require(result.edit.contents["tokens/semantic.json"]), as: UTF8.self)
        #expect(semantic.contains("{palette.blue}") && semantic.contains("{palette.blue-dark}") && semantic.contains("#/palette/blue\""))
        #expect(!semantic.contains("color."))
    }

    @Test func refusesAnExistingOrMissingNameAndAMove() throws {
        #expect(throws: EditRefusal.self) { try plan("color.blue", "color.blue-dark") }
        #expect(throws: EditRefusal.self) { try plan("color.green", "color.lime") }
        #expect(throws: EditRefusal.self) { try plan("color.blue", "brand.blue") }
    }
}
