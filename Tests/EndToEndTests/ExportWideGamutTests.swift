import Foundation
import Testing
import ThemeLintTestSupport

/// Display P3 colors stay Display P3 in the targets that hold it (asset catalogs, DTCG, Swift,
/// Objective-C) and read back as the same color with themelint's own adapters.
@Suite struct ExportWideGamutTests {
    /// A design-token source: two P3 colors outside sRGB (one translucent, with a six-decimal
    /// component), a P3 one inside sRGB, an sRGB one, and an alias.
    private func tokenRepository() throws -> TemporaryGitRepository {
        let repo = try TemporaryGitRepository()
        try repo.write("colors.tokens.json", ##"""
            {"brand": {"$type": "color", "$value": {"colorSpace": "display-p3", "components": [1, 0.2, 0]}},
             "soft": {"$type": "color", "$value": {"colorSpace": "display-p3", "components": [0.8, 0.5, 0.123456], "alpha": 0.5}},
             "muted": {"$type": "color", "$value": {"colorSpace": "display-p3", "components": [0.5, 0.5, 0.5]}},
             "plain": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.149, 0.533, 0.922], "hex": "#2688eb"}},
             "text": {"$type": "color", "$value": "{brand}"}}
            """##)
        try repo.commitAll("P3 tokens")
        return repo
    }

    /// `show --format json` of the repository's one theme set: role → (color, notation), over
    /// all its schemes (each painted alike here: the source has one).
    private func shown(_ repo: TemporaryGitRepository) throws -> [String: (color: String, notation: String?)] {
        let run = try runThemelint(["show", "--format", "json"], in: repo.url)
        #expect(run.status == 0, "\(run.stderr)")
        let themes = try #require(try jsonObject(run.stdout)["themes"] as? [[String: Any]])
        #expect(themes.count == 1, "one theme set: \(themes.map { $0["name"] ?? "" })")
        var roles: [String: (color: String, notation: String?)] = [:]
        for item in themes.first?["schemes"] as? [[String: Any]] ?? [] {
            for role in item["roles"] as? [[String: Any]] ?? [] {
                roles[role["role"] as? String ?? ""] = (role["color"] as? String ?? "null", role["notation"] as? String)
            }
        }
        return roles
    }

    /// The numbers of a notation (`color(display-p3 1 0.2 0 / 0.5)`, `display-p3(1.000 0.200
    /// 0.000 / 0.500)`), alpha 1 added when absent.
    private func components(_ notation: String?) -> [Double] {
        guard let notation, let open = notation.firstIndex(of: "(") else { return [] }
        let numbers = notation[notation.index(after: open)...].split(whereSeparator: { " /)".contains($0) }).compactMap { Double($0) }
        return numbers.count == 3 ? numbers + [1] : numbers
    }

    /// Expects `output` to paint every role of `source` with the same color, and the P3 ones
    /// with the same P3 components.
    private func expectSameP3Colors(_ source: [String: (color: String, notation: String?)], _ output: [String: (color: String, notation: String?)], _ what: String) {
        #expect(source.count == 5, "\(what): \(source.keys.sorted())")
        for (role, value) in source {
            let read = output[role]
            #expect(read?.color == value.color, "\(what) \(role): \(value.color) → \(read?.color ?? "absent")")
            guard value.notation?.contains("display-p3") == true else { continue }
            #expect(read?.notation?.contains("display-p3") == true, "\(what) \(role) read back in P3: \(read?.notation ?? "none")")
            let expected = components(value.notation)
            let got = components(read?.notation)
            #expect(expected.count == 4 && got.count == 4 && zip(expected, got).allSatisfy { abs($0 - $1) < 1e-9 }, "\(what) \(role): \(expected) → \(got)")
        }
    }

    @Test func p3TokensReadBackFromTheAssetCatalogAndDTCGAsTheSameColors() throws {
        let repo = try tokenRepository()
        let source = try shown(repo)
        try #require(source["brand"]?.notation == "color(display-p3 1 0.2 0)", "the source as themelint reads it: \(source)")

        let catalog = try TemporaryGitRepository()
        let xcassets = try runExport(repo, ["--to", "xcassets", "--out", catalog.path + "/App"])
        #expect(!xcassets.stderr.contains("outside sRGB"), "nothing clipped: \(xcassets.stderr)")
        let brand = try catalog.read("App/Colors.xcassets/brand.colorset/Contents.json")
        #expect(brand.contains("\"color-space\" : \"display-p3\"") && brand.contains("\"red\" : \"1.000\"") && brand.contains("\"green\" : \"0.200\""), "\(brand)")
        #expect(try catalog.read("App/Colors.xcassets/soft.colorset/Contents.json").contains("\"blue\" : \"0.123456\""))
        #expect(try catalog.read("App/Colors.xcassets/plain.colorset/Contents.json").contains("\"color-space\" : \"srgb\""), "sRGB stays sRGB")
        expectSameP3Colors(source, try shown(catalog), "xcassets")

        let tokens = try TemporaryGitRepository()
        let dtcg = try runExport(repo, ["--to", "dtcg", "--out", tokens.path + "/tokens"])
        #expect(!dtcg.stderr.contains("outside sRGB"), "nothing clipped: \(dtcg.stderr)")
        let readTokens = try shown(tokens)
        expectSameP3Colors(source, readTokens, "dtcg")
        #expect(readTokens["brand"]?.notation == "color(display-p3 1 0.2 0)", "the same spelling: \(String(describing: readTokens["brand"]))")

        // And from the asset catalog on: its P3 color sets become P3 color tokens, components kept.
        let again = try TemporaryGitRepository()
        try runExport(catalog, ["--to", "dtcg", "--out", again.path + "/tokens"])
        let palette = try jsonObject(try again.read("tokens/palette.tokens.json"))
        let values = colorValues(palette)
        #expect(values.contains { $0["colorSpace"] as? String == "display-p3" && $0["components"] as? [Double] == [0.8, 0.5, 0.123456] && $0["alpha"] as? Double == 0.5 }, "\(values)")
        #expect(values.contains { $0["colorSpace"] as? String == "display-p3" && $0["components"] as? [Double] == [0.5, 0.5, 0.5] && $0["alpha"] as? Double == 1 }, "\(values)")
    }

    /// Every token `$value` that is a color object, anywhere in `group`.
    private func colorValues(_ group: [String: Any]) -> [[String: Any]] {
        group.values.flatMap { member -> [[String: Any]] in
            guard let object = member as? [String: Any] else { return [] }
            if let value = object["$value"] as? [String: Any] { return [value] }
            return colorValues(object)
        }
    }

    @Test(.enabled(if: toolIsAvailable("swiftc"), "needs swiftc on PATH"))
    func swiftWritesDisplayP3Initializers() throws {
        let repo = try tokenRepository()
        let run = try runExport(repo, ["--to", "swift"])
        #expect(run.stdout.contains("public static var brand: UIColor { UIColor(displayP3Red: 1.000, green: 0.200, blue: 0.000, alpha: 1.000) }"), "\(run.stdout)")
        #expect(run.stdout.contains("UIColor(displayP3Red: 0.800, green: 0.500, blue: 0.123456, alpha: 0.500)"))
        #expect(run.stdout.contains("UIColor(themelintRed: 0x26, green: 0x88, blue: 0xEB, alpha: 0xFF)"), "sRGB stays sRGB")
        #expect(!run.stderr.contains("outside sRGB"), "\(run.stderr)")
        try repo.write("out/ThemeColors.swift", run.stdout)
        let parse = try runProcess("swiftc", ["-parse", repo.absolutePath("out/ThemeColors.swift")])
        #expect(parse.status == 0, "\(parse.stderr.prefix(2000))")
    }

    @Test(.enabled(if: toolIsAvailable("clang"), "needs clang on PATH (apt-get install clang)"))
    func objectiveCWritesDisplayP3ColorsThatPassClang() throws {
        let repo = try tokenRepository()
        let run = try runExport(repo, ["--to", "objc", "--out", "out"])
        #expect(!run.stderr.contains("outside sRGB"), "\(run.stderr)")
        let implementation = try repo.read("out/UIColor+Theme.m")
        #expect(implementation.contains("+ (UIColor *)brand { return [UIColor colorWithDisplayP3Red:1.000 green:0.200 blue:0.000 alpha:1.000]; }"), "\(implementation)")
        try repo.write("stub/UIKit/UIKit.h", ExportRoundTripTests.uikitStub)
        for (file, language) in [("out/UIColor+Theme.h", "objective-c-header"), ("out/UIColor+Theme.m", "objective-c")] {
            let arguments = ["-fsyntax-only", "-target", "arm64-apple-ios17.0", "-fobjc-arc", "-Werror", "-x", language, "-I", repo.absolutePath("stub"), repo.absolutePath(file)]
            let result = try runProcess("clang", arguments)
            #expect(result.status == 0, "\(file): \(result.stderr.prefix(2000))")
        }
    }

    @Test func androidStillClipsP3AndSaysSo() throws {
        let repo = try tokenRepository()
        let run = try runExport(repo, ["--to", "android", "--out", "res"])
        #expect(run.stderr.contains("2 palette colors lie outside sRGB; android gets them clipped to sRGB: 'brand', 'soft'"), "\(run.stderr)")
        #expect(try repo.read("res/values/colors.xml").contains("<color name=\"brand\">#FFFF0000</color>"))
    }
}
