import Testing
@testable import ThemeLintCore

/// The planners on documents in memory: every reference form rewritten, the rest of each
/// file byte for byte.
@Suite struct CompressPlannerTests {
    private func plan(_ texts: [String: String], _ options: CompressOptions) throws -> CompressPlan {
        let source = InMemorySource(texts: texts)
        let project = try ProjectLoader(source: source, configuration: .automatic).load()
        return try CompressPlanner.plan(EditableProject(project: project, source: source), source: source, options: options)
    }

    private func text(_ plan: CompressPlan, _ file: String) throws -> String {
        String(decoding: try #require(plan.edit.contents[file]), as: UTF8.self)
    }

    @Test func rewritesAliasesRGBAAndPointersAndDeletesTheReplacedToken() throws {
        let tokens = """
            {
              "color": {
                "$type": "color",
                "blue": { "$value": "#2688EB" },
                "blue-web": { "$value": "#2688EC" },
                "link": { "$value": "{color.blue-web}" },
                "shade": { "$value": "rgba({color.blue-web}, 0.5)" },
                "pointer": { "$value": { "$ref": "#/color/blue-web/$value" } }
              }
            }
            """
        let result = try plan(["base.tokens.json": tokens], CompressOptions(maxDeltaE: 1, prefer: [NameGlob("color.blue")]))
        #expect(try text(result, "base.tokens.json") == """
            {
              "color": {
                "$type": "color",
                "blue": { "$value": "#2688EB" },
                "link": { "$value": "{color.blue}" },
                "shade": { "$value": "rgba({color.blue}, 0.5)" },
                "pointer": { "$value": { "$ref": "#/color/blue/$value" } }
              }
            }
            """)
        #expect(result.merges.map(\.kept) == ["color.blue"])
        #expect(result.merges.flatMap { $0.replaced.map(\.name) } == ["color.blue-web"])
    }

    @Test func keepsReplacedTokensAsAliases() throws {
        let tokens = "{\n\t\"a\": {\"$type\": \"color\", \"$value\": \"#808080\"},\n\t\"b\": {\"$type\": \"color\", \"$value\": \"#818181\"},\n\t\"c\": {\"$value\": \"{b}\"}\r\n}"
        let result = try plan(["t.tokens.json": tokens], CompressOptions(maxDeltaE: 1, prefer: [NameGlob("a")], keepAliases: true))
        #expect(try text(result, "t.tokens.json") == "{\n\t\"a\": {\"$type\": \"color\", \"$value\": \"#808080\"},\n\t\"b\": {\"$type\": \"color\", \"$value\": \"{a}\"},\n\t\"c\": {\"$value\": \"{a}\"}\r\n}")
    }

    @Test func aPaletteShadowedForOneSchemeFileIsNotMergedThrough() throws {
        // scheme_ok.json resolves "gray" in palette_ok.json first: merging palette.json's
        // "gray_web" into "gray" would repaint its roles with another color.
        let texts = [
            "palette.json": ##"{"gray": "#808080", "gray_web": "#818181"}"##,
            "palette_ok.json": ##"{"gray": "#FF0000"}"##,
            "scheme.json": #"{"light": {"appearance": "light", "colors": {"a": {"color_identifier": "gray"}, "b": {"color_identifier": "gray"}}}}"#,
            "scheme_ok.json": #"{"light": {"appearance": "light", "colors": {"c": {"color_identifier": "gray_web"}}}}"#,
        ]
        let result = try plan(texts, CompressOptions(maxDeltaE: 1))
        // gray_web is kept for scheme_ok's sake; gray (palette.json) may merge into gray_web only
        // where every user of gray resolves gray_web to palette.json: scheme.json does.
        for merge in result.merges { #expect(!merge.replaced.contains { $0.name == "gray_web" }) }
        let after = result.edit.after
        let ok = try #require(after.themeSets.first { $0.definition.schemes == "scheme_ok.json" })
        #expect(ok.resolved.schemes.first?[role: "c"]?.color == HexColor.parse("#818181", alpha: .leading))
    }
}

/// The neighbour search misses no one: after a compression of a random palette (colors of
/// several alphas), no two colors left are within the threshold of each other — either would
/// have taken the other — and every replaced color is within it of the color kept for it.
@Suite struct CompressGroupingTests {
    @Test func noTwoColorsLeftAreWithinTheThreshold() throws {
        var generator = SystemRandomNumberGenerator()
        var members: [String] = []
        for index in 0..<1_500 {
            let alpha = ["", "80", "CC"][index % 3]
            let value = (0..<3).map { _ in String(format2(Int.random(in: 100...140, using: &generator))) }.joined()
            members.append("\"c\(index)\": \"#\(alpha)\(value)\"")
        }
        // A scheme file reads the palette (a palette none reads is left alone).
        let texts = [
            "palette.json": "{\n" + members.joined(separator: ",\n") + "\n}\n",
            "scheme.json": #"{"light": {"appearance": "light", "colors": {"r": {"color_identifier": "c0"}}}}"#,
        ]
        let source = InMemorySource(texts: texts)
        let project = try ProjectLoader(source: source, configuration: .automatic).load()
        let maxDeltaE = 2.0
        let plan = try CompressPlanner.plan(EditableProject(project: project, source: source), source: source, options: CompressOptions(maxDeltaE: maxDeltaE))
        let before = try #require(project.palettes["palette.json"])
        let after = try #require(plan.edit.after.palettes["palette.json"])
        #expect(plan.merges.count > 10)
        for merge in plan.merges {
            let kept = try #require(before[merge.kept]?.color)
            for replaced in merge.replaced {
                let color = try #require(before[replaced.name]?.color)
                #expect(SimilarColorsRule.difference(kept, color) < maxDeltaE)
            }
        }
        let left = after.colors.compactMap(\.color)
        #expect(left.count + plan.merges.reduce(0) { $0 + $1.replaced.count } == before.colors.count)
        var close = 0
        for first in left.indices {
            for second in (first + 1)..<left.count where SimilarColorsRule.difference(left[first], left[second]) < maxDeltaE { close += 1 }
        }
        #expect(close == 0)
    }

    private func format2(_ value: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }
}

/// Tokens Studio: the older `$a.b` spelling, and the Figma references `$themes.json` keeps.
@Suite struct TokensStudioCompressTests {
    @Test func rewritesDollarReferencesAndDropsTheDeletedTokensFigmaReferences() throws {
        let themes = """
            [
              {
                "id": "1",
                "name": "light",
                "selectedTokenSets": {"base": "enabled"},
                "$figmaVariableReferences": {
                  "color.blue": "VariableID:1",
                  "color.blue-web": "VariableID:2"
                }
              }
            ]
            """
        let base = """
            {
              "color": {
                "blue": {"value": "#2688EB", "type": "color"},
                "blue-web": {"value": "#2688EC", "type": "color"},
                "link": {"value": "$color.blue-web", "type": "color"},
                "shade": {"value": "rgba($color.blue-web, 50%)", "type": "color"}
              }
            }
            """
        let source = InMemorySource(texts: ["tokens/$themes.json": themes, "tokens/base.json": base])
        let project = try ProjectLoader(source: source, configuration: .automatic).load()
        let plan = try CompressPlanner.plan(EditableProject(project: project, source: source), source: source, options: CompressOptions(maxDeltaE: 1, prefer: [NameGlob("color.blue")]))
        #expect(String(decoding: try #require(plan.edit.contents["tokens/base.json"]), as: UTF8.self) == """
            {
              "color": {
                "blue": {"value": "#2688EB", "type": "color"},
                "link": {"value": "$color.blue", "type": "color"},
                "shade": {"value": "rgba($color.blue, 50%)", "type": "color"}
              }
            }
            """)
        #expect(String(decoding: try #require(plan.edit.contents["tokens/$themes.json"]), as: UTF8.self) == themes.replacingOccurrences(of: ",\n      \"color.blue-web\": \"VariableID:2\"", with: ""))
        let colors = plan.edit.after.themeSets.first?.resolved.schemes.first.map { scheme in scheme.roles.map { "\($0.role.name)=\($0.color.map { ColorNotation.hex($0, alpha: .trailing) } ?? "-")" } }
        #expect(colors == ["color.blue=#2688EB", "color.link=#2688EB", "color.shade=#2688EB80"])
    }
}
