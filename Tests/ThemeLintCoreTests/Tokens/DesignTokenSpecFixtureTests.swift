import Foundation
import Testing
@testable import ThemeLintCore

/// Fixtures written from the 2025.10 Format, Color and Resolver modules, loaded through the
/// whole adapter (source → documents → model → resolve → rules), each with its expected result.
@Suite struct DesignTokenSpecFixtureTests {
    static func load(_ texts: [String: String]) throws -> LoadedProject {
        try ProjectLoader(source: InMemorySource(texts: texts), configuration: .automatic).load()
    }

    /// A resolver document: a set of `$ref`'d files, a theme modifier whose contexts change colors,
    /// a density modifier whose inline contexts change only dimensions, and an inline semantic set
    /// that reaches another file through `{alias}` and `$ref`.
    @Test func aResolverDocumentGivesOneSchemePerColorChangingContext() throws {
        let resolver = ##"""
            {"version": "2025.10",
             "sets": {
               "base": {"sources": [{"$ref": "base.json"}]},
               "semantic": {"sources": [{"color": {"$type": "color",
                  "text": {"$value": "{color.fg}"},
                  "surface": {"$value": "{color.bg}"},
                  "link": {"$value": {"$ref": "base.json#/palette/blue"}}}}]}},
             "modifiers": {
               "theme": {"contexts": {"light": [{"$ref": "light.json"}], "dark": [{"$ref": "dark.json"}]}, "default": "light"},
               "density": {"contexts": {
                  "compact": [{"space": {"$type": "dimension", "m": {"$value": {"value": 4, "unit": "px"}}}}],
                  "comfortable": [{"space": {"$type": "dimension", "m": {"$value": {"value": 8, "unit": "px"}}}}]}, "default": "compact"}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/density"}, {"$ref": "#/sets/semantic"}]}
            """##
        let project = try Self.load([
            "tokens/app.resolver.json": resolver,
            "tokens/base.json": ##"{"palette": {"$type": "color", "blue": {"$value": "#2688eb"}, "white": {"$value": "#ffffff"}, "black": {"$value": "#000000"}}}"##,
            "tokens/light.json": ##"{"color": {"$type": "color", "bg": {"$value": "{palette.white}"}, "fg": {"$value": "{palette.black}"}}}"##,
            "tokens/dark.json": ##"{"color": {"$type": "color", "bg": {"$value": "{palette.black}"}, "fg": {"$value": "{palette.white}"}}}"##,
        ])
        #expect(project.themeSets.count == 1)
        let set = try #require(project.themeSets.first)
        #expect(set.definition.format == .dtcg)
        #expect(set.resolved.schemes.map(\.name) == ["theme=light", "theme=dark"])
        #expect(set.resolved.schemes.map(\.scheme.appearance) == [.light, .dark])
        func hex(_ scheme: String, _ role: String) -> String? {
            set.resolved[scheme: scheme]?[role: role]?.color.map { ColorNotation.hex($0, alpha: .trailing) }
        }
        #expect(hex("theme=light", "color.text") == "#000000")
        #expect(hex("theme=dark", "color.text") == "#FFFFFF")
        #expect(hex("theme=dark", "color.surface") == "#000000")
        #expect(hex("theme=light", "color.link") == "#2688EB")
        #expect(set.resolved[scheme: "theme=dark"]?[role: "color.text"]?.role.reference?.tokenChain?.steps == ["color.fg", "palette.white"])
        #expect(Linter().lint(project).filter { $0.severity == .error }.isEmpty)
    }

    /// One token per color space of the Color module, each with coloraide's sRGB for its
    /// components (the committed reference table), through the adapter to the resolved role:
    /// clipped into sRGB, with an `out-of-gamut` note exactly where coloraide's value is outside.
    @Test func aColorInEachOfTheFourteenSpacesResolvesToItsSRGB() throws {
        let url = try #require(Bundle.module.url(forResource: "coloraide-srgb", withExtension: "json", subdirectory: "Fixtures"))
        let table = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let rows = try #require(table["rows"] as? [[String: Any]])
        var chosen: [String: (components: [Double], srgb: [Double])] = [:]
        for row in rows {
            guard let space = row["space"] as? String, chosen[space] == nil,
                  let components = row["components"] as? [Double], let srgb = row["srgb"] as? [Double],
                  srgb.allSatisfy({ abs($0) > 1e-4 && abs($0 - 1) > 1e-4 }) else { continue }
            chosen[space] = (components, srgb)
        }
        let spaces = ["srgb", "srgb-linear", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020", "xyz-d65", "xyz-d50"]
        #expect(Set(chosen.keys) == Set(spaces))
        let members = spaces.compactMap { space in
            chosen[space].map { "\"\(space)\": {\"$value\": {\"colorSpace\": \"\(space)\", \"components\": [\($0.components.map { String($0) }.joined(separator: ", "))]}}" }
        }
        let project = try Self.load(["spaces.tokens.json": "{\"c\": {\"$type\": \"color\", \(members.joined(separator: ", "))}}"])
        let scheme = try #require(project.themeSets.first?.resolved[scheme: "default"])
        for space in spaces {
            let color = try #require(scheme[role: "c.\(space)"]?.color, "c.\(space)")
            let expected = try #require(chosen[space]).srgb.map { min(1, max(0, $0)) }
            #expect(abs(color.red - expected[0]) < 1e-6 && abs(color.green - expected[1]) < 1e-6 && abs(color.blue - expected[2]) < 1e-6, "\(space): \(color) vs \(expected)")
        }
        let findings = Linter().lint(project)
        let outside = Set(spaces.filter { space in chosen[space]?.srgb.contains { $0 < 0 || $0 > 1 } == true }.map { "c.\($0)" })
        #expect(!outside.isEmpty && outside.count < spaces.count)
        #expect(Set(findings.filter { $0.rule == "out-of-gamut" }.compactMap(\.identifier)) == outside)
        #expect(!findings.contains { $0.severity == .error })
    }

    @Test func aWideGamutColorIsClippedAndNoted() throws {
        let project = try Self.load(["wide.tokens.json": ##"{"green": {"$type": "color", "$value": {"colorSpace": "display-p3", "components": [0, 1, 0]}}}"##])
        let findings = Linter().lint(project)
        #expect(findings.filter { $0.rule == "out-of-gamut" }.map(\.identifier) == ["green"])
        let color = try #require(project.themeSets.first?.resolved[scheme: "default"]?[role: "green"]?.color)
        #expect(color.green == 1 && color.red == 0)
    }
}
