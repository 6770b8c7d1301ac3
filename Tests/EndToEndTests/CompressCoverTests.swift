import Foundation
import Testing
import ThemeLintTestSupport

/// `compress` covers: afterwards no two colors of one palette lie within D
/// of each other unless their merge was left out and said so, and a second run plans nothing;
/// a palette no scheme file reads is left alone. Cases from VK Appearance's history
/// (`examples/vk-appearance/history.bundle`), as the configurations a user would write.
@Suite struct CompressCoverTests {
    /// `"contrast": {}` infers pairs from role names; `"infer": false` checks none.
    static let inferred = #"{"contrast": {}}"#
    static let noPairs = #"{"contrast": {"infer": false}}"#

    struct Case: CustomTestStringConvertible, Sendable {
        var revision: String
        var maxDeltaE: Double
        var configuration: String
        var testDescription: String { "\(revision) D = \(maxDeltaE) \(configuration)" }
    }

    static let cases: [Case] = [
        // gray_1000 went into gray_A970; black and gray_A970 (ΔE2000 1.20) both stayed, unsaid.
        Case(revision: "d951532b", maxDeltaE: 2.3, configuration: noPairs),
        Case(revision: "d951532b", maxDeltaE: 1, configuration: noPairs),
        // The unreferenced azure_100_muted stayed within D of sky_300.
        Case(revision: "ad742291", maxDeltaE: 2.3, configuration: inferred),
        Case(revision: "ad742291", maxDeltaE: 2.3, configuration: noPairs),
        Case(revision: "ad742291", maxDeltaE: 1, configuration: inferred),
        Case(revision: "ad742291", maxDeltaE: 1, configuration: noPairs),
        // The unreferenced blue_200 stayed within D of sky_300.
        Case(revision: "a0830e99", maxDeltaE: 2.3, configuration: inferred),
        Case(revision: "a0830e99", maxDeltaE: 2.3, configuration: noPairs),
        Case(revision: "a0830e99", maxDeltaE: 1, configuration: inferred),
        Case(revision: "a0830e99", maxDeltaE: 1, configuration: noPairs),
    ]

    /// The VK history at `revision`, with `configuration` committed as `.themelint.json`.
    private func checkout(_ revision: String, configuration: String?) throws -> TemporaryGitRepository {
        let repo = try cloneVKHistory()
        try repo.git(["checkout", "-q", "--detach", revision])
        if let configuration {
            try repo.write(".themelint.json", configuration + "\n")
            try repo.commitAll("configuration")
        }
        return repo
    }

    @Test(arguments: cases) func noTwoColorsLeftWithinDUnlessSaid(_ testCase: Case) throws {
        let repo = try checkout(testCase.revision, configuration: testCase.configuration)
        let arguments = ["--max-delta-e", "\(testCase.maxDeltaE)"]
        let before = try paintedRoles(repo)
        let plan = try runThemelint(["compress", "--color", "never"] + arguments, in: repo.url)
        #expect(plan.status == 0, "\(plan.stderr)")
        let leftOut = Self.leftOutPairs(plan.stderr)
        let written = try runThemelint(["compress", "--write"] + arguments, in: repo.url)
        #expect(written.status == 0, "\(written.stderr)")
        #expect(!(try repo.git(["status", "--porcelain", "--", "main.valette"])).isEmpty, "nothing was merged")
        // Every replaced color is within D of its kept color, so no role moves further.
        let (move, _) = largestMove(before: before, after: try paintedRoles(repo), everyRoleStays: true)
        #expect(move < testCase.maxDeltaE, "a role moved by ΔE2000 \(move)")
        // The cover: every pair left within D was said to be left out.
        for (palette, colors) in try Self.palettes(repo) {
            for (first, second, deltaE) in Self.closePairs(colors, below: testCase.maxDeltaE) {
                #expect(leftOut.contains("\(palette)|\(first)|\(second)") || leftOut.contains("\(palette)|\(second)|\(first)"),
                        "\(palette): \(first) and \(second) (ΔE2000 \(deltaE)) are both left, and nothing says why:\n\(plan.stderr)")
            }
        }
        // A second run plans nothing.
        let again = try runThemelint(["compress", "--format", "json"] + arguments, in: repo.url)
        #expect(again.status == 0)
        #expect(try DiffJSON(again.stdout).changes.isEmpty, "\(again.stdout.prefix(2000))")
    }

    @Test(arguments: [1.0, 2.3]) func aPaletteNoSchemeFileReadsIsLeftAlone(maxDeltaE: Double) throws {
        // palette_web.json has no scheme_web.json beside it yet: it is checked on its own.
        let repo = try checkout("09ce6b07", configuration: nil)
        let web = "main.valette/palette_web.json"
        let original = try Data(contentsOf: repo.url.appendingPathComponent(web))
        let arguments = ["--max-delta-e", "\(maxDeltaE)"]
        let plan = try runThemelint(["compress", "--color", "never"] + arguments, in: repo.url)
        #expect(plan.status == 0, "\(plan.stderr)")
        #expect(!plan.stdout.contains("palette_web.json"), "\(plan.stdout)")
        #expect(plan.stderr.contains("themelint: note: \(web) is read by no scheme file (checked on its own): left alone"), "\(plan.stderr)")
        let json = try runThemelint(["compress", "--format", "json"] + arguments, in: repo.url)
        #expect(try DiffJSON(json.stdout).changes.allSatisfy { ($0["file"] as? String) != web })
        let written = try runThemelint(["compress", "--write"] + arguments, in: repo.url)
        #expect(written.status == 0, "\(written.stderr)")
        #expect(try Data(contentsOf: repo.url.appendingPathComponent(web)) == original)
        // The palettes the schemes read are compressed.
        #expect(try repo.git(["status", "--porcelain", "--", "main.valette/palette.json"]).contains("palette.json"))
        let again = try runThemelint(["compress", "--format", "json"] + arguments, in: repo.url)
        #expect(try DiffJSON(again.stdout).changes.isEmpty, "\(again.stdout.prefix(2000))")
    }

    @Test func aColorThatCannotTakeItsNeighbourWaitsToBeTakenByIt() throws {
        // scheme_web.json reads black from palette_web.json, and refers to near_black: black
        // (the most referenced) cannot take near_black, but near_black can take black.
        let repo = try TemporaryGitRepository()
        try repo.write("palette.json", "{\n  \"black\": \"#000000\",\n  \"near_black\": \"#070708\"\n}\n")
        try repo.write("palette_web.json", "{\n  \"black\": \"#000000\"\n}\n")
        try repo.write("scheme.json", diffScheme([("light", "light", [("a", reference("black")), ("b", reference("black")), ("c", reference("near_black"))])]))
        try repo.write("scheme_web.json", diffScheme([("web", "light", [("d", reference("near_black"))])]))
        try repo.commitAll("theme")
        let run = try runThemelint(["compress", "--format", "json", "--max-delta-e", "2.3"], in: repo.url)
        #expect(run.status == 0, "\(run.stderr)")
        let plan = try DiffJSON(run.stdout)
        #expect(plan.changes("palette-removed").map { "\($0["file"] as? String ?? ""): \($0["name"] as? String ?? "")" } == ["palette.json: black"], "\(run.stdout)")
        #expect(!run.stderr.contains("left out"), "\(run.stderr)")
    }

    @Test func aPairNeitherColorCanTakeIsSaid() throws {
        // Each name is shadowed for the scheme file that refers to the other.
        let repo = try TemporaryGitRepository()
        try repo.write("palette.json", "{\n  \"a\": \"#808080\",\n  \"b\": \"#818181\"\n}\n")
        try repo.write("palette_x.json", "{\n  \"a\": \"#FF0000\"\n}\n")
        try repo.write("palette_y.json", "{\n  \"b\": \"#00FF00\"\n}\n")
        try repo.write("scheme.json", diffScheme([("light", "light", [("r1", reference("a")), ("r2", reference("b"))])]))
        try repo.write("scheme_x.json", diffScheme([("x", "light", [("r3", reference("b"))])]))
        try repo.write("scheme_y.json", diffScheme([("y", "light", [("r4", reference("a"))])]))
        try repo.commitAll("theme")
        let run = try runThemelint(["compress", "--format", "json"], in: repo.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try DiffJSON(run.stdout).changes.isEmpty, "\(run.stdout)")
        #expect(run.stderr.contains("themelint: left out: palette.json: b is not merged into a: scheme_x.json refers to b and reads a from palette_x.json; nor the other way: scheme_y.json refers to a and reads b from palette_y.json"), "\(run.stderr)")
    }

    /// "palette|replaced|kept" for each `left out:` line of `compress`.
    static func leftOutPairs(_ stderr: String) -> Set<String> {
        var pairs = Set<String>()
        for line in stderr.split(separator: "\n") {
            guard let rest = line.components(separatedBy: "themelint: left out: ").dropFirst().first,
                  let colon = rest.range(of: ": ") else { continue }
            let palette = String(rest[..<colon.lowerBound])
            let words = rest[colon.upperBound...].components(separatedBy: " ")
            guard words.count > 5, words[1] == "is", words[2] == "not", words[3] == "merged", words[4] == "into" else { continue }
            pairs.insert("\(palette)|\(words[0])|\(words[5].hasSuffix(":") ? String(words[5].dropLast()) : words[5])")
        }
        return pairs
    }

    /// Every VK palette file of the working tree: name → `#RRGGBBAA` (VK writes alpha first).
    static func palettes(_ repo: TemporaryGitRepository) throws -> [(String, [(String, String)])] {
        var result: [(String, [(String, String)])] = []
        let files = try repo.git(["ls-files", "main.valette"]).split(separator: "\n").map(String.init)
        for file in files where file.hasPrefix("main.valette/palette") && file.hasSuffix(".json") {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(try repo.read(file).utf8)) as? [String: Any])
            var colors: [(String, String)] = []
            for (name, value) in object {
                guard let hex = value as? String else { continue }
                let digits = hex.dropFirst().uppercased()
                switch digits.count {
                case 6: colors.append((name, "#\(digits)FF"))
                case 8: colors.append((name, "#\(digits.dropFirst(2))\(digits.prefix(2))"))
                default: continue
                }
            }
            result.append((file, colors.sorted { $0.0 < $1.0 }))
        }
        return result
    }

    /// The pairs of `colors` whose reference ΔE2000 is below `limit` (a hair's margin kept, so
    /// that a pair at the threshold itself, which `compress` does not merge, is not counted).
    static func closePairs(_ colors: [(String, String)], below limit: Double) -> [(String, String, Double)] {
        var pairs: [(String, String, Double)] = []
        for first in colors.indices {
            for second in (first + 1)..<colors.count {
                guard let deltaE = ReferenceColorDifference.difference(colors[first].1, colors[second].1), deltaE < limit - 1e-9 else { continue }
                pairs.append((colors[first].0, colors[second].0, deltaE))
            }
        }
        return pairs
    }
}
