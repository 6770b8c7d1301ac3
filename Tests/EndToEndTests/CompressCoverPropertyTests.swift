import Foundation
import Testing
import ThemeLintTestSupport

/// The cover of `compress` on random palettes: 200 colors crowded
/// together, a scheme file reading some of them (with and without inferred contrast pairs,
/// some through `alpha_multiplier`), several D. After `--write`: `diff` prints the plan, no
/// role moves more than D, no two colors of the palette lie within D unless the plan said
/// that merge was left out, and a second run plans nothing.
@Suite struct CompressCoverPropertyTests {

    struct Case: CustomTestStringConvertible, Sendable {
        var seed: UInt64
        var maxDeltaE: Double
        var contrast: Bool
        var testDescription: String { "seed \(seed) D = \(maxDeltaE)\(contrast ? " inferred pairs" : "")" }
    }

    static let cases: [Case] = [1, 2, 3, 4].flatMap { seed in
        [1.0, 2.3, 5.0].map { Case(seed: seed, maxDeltaE: $0, contrast: seed % 2 == 0) }
    }

    @Test(arguments: cases) func randomPaletteIsCovered(_ testCase: Case) throws {
        var rng = SplitMix64(state: testCase.seed)
        let repo = try TemporaryGitRepository()
        // 200 colors around a few bases, most opaque, some translucent (VK: alpha first).
        let bases = (0..<12).map { _ in (Int.random(in: 0...255, using: &rng), Int.random(in: 0...255, using: &rng), Int.random(in: 0...255, using: &rng)) }
        var names: [String] = []
        var lines: [String] = []
        for index in 0..<200 {
            let base = bases[Int.random(in: 0..<bases.count, using: &rng)]
            let jitter = { (c: Int, rng: inout SplitMix64) in min(255, max(0, c + Int.random(in: -6...6, using: &rng))) }
            let (r, g, b) = (jitter(base.0, &rng), jitter(base.1, &rng), jitter(base.2, &rng))
            let alpha = Int.random(in: 0..<10, using: &rng) == 0 ? String(format: "%02X", [0x7A, 0x80, 0xB8][Int.random(in: 0..<3, using: &rng)]) : ""
            let name = "c\(index)"
            names.append(name)
            lines.append("  \"\(name)\": \"#\(alpha)\(String(format: "%02X%02X%02X", r, g, b))\"")
        }
        try repo.write("palette.json", "{\n" + lines.joined(separator: ",\n") + "\n}\n")
        // Roles: text_/background_ names give inferred pairs; some use alpha_multiplier.
        var roles: [(String, String)] = []
        let prefixes = ["text_", "background_", "icon_", "accent_"]
        for index in 0..<80 {
            let name = names[Int.random(in: 0..<names.count, using: &rng)]
            let alpha = Int.random(in: 0..<8, using: &rng) == 0 ? 0.5 : nil
            roles.append(("\(prefixes[index % prefixes.count])\(index)", reference(name, alpha: alpha)))
        }
        try repo.write("scheme.json", diffScheme([("light", "light", roles)]))
        if testCase.contrast { try repo.write(".themelint.json", #"{"contrast": {}}"# + "\n") }
        try repo.commitAll("random palette")

        let arguments = ["--max-delta-e", "\(testCase.maxDeltaE)"]
        let before = try paintedRoles(repo)
        let plan = try runThemelint(["compress", "--format", "json"] + arguments, in: repo.url)
        #expect(plan.status == 0, "\(plan.stderr)")
        let leftOut = CompressCoverTests.leftOutPairs(plan.stderr)
        let written = try runThemelint(["compress", "--format", "json", "--write"] + arguments, in: repo.url)
        #expect(written.status == 0, "\(written.stderr)")
        #expect(written.stdout == plan.stdout)
        #expect(try runThemelint(["diff", "--format", "json"], in: repo.url).stdout == plan.stdout)
        let (move, _) = largestMove(before: before, after: try paintedRoles(repo), everyRoleStays: true)
        #expect(move <= testCase.maxDeltaE + 1e-6, "a role moved by ΔE2000 \(move)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(try repo.read("palette.json").utf8)) as? [String: String])
        let colors = object.map { name, hex in
            let digits = hex.dropFirst().uppercased()
            return (name, digits.count == 6 ? "#\(digits)FF" : "#\(digits.dropFirst(2))\(digits.prefix(2))")
        }.sorted { $0.0 < $1.0 }
        for (first, second, deltaE) in CompressCoverTests.closePairs(colors, below: testCase.maxDeltaE) {
            #expect(leftOut.contains("palette.json|\(first)|\(second)") || leftOut.contains("palette.json|\(second)|\(first)"),
                    "\(first) and \(second) (ΔE2000 \(deltaE)) are both left, and nothing says why:\n\(plan.stderr)")
        }
        let again = try runThemelint(["compress", "--format", "json"] + arguments, in: repo.url)
        #expect(again.status == 0)
        #expect(try DiffJSON(again.stdout).changes.isEmpty, "\(again.stdout.prefix(2000))")
    }
}

extension CompressCoverPropertyTests {
    /// A ladder of 25 grays, each a step bluer (lighter) than the next, each painting a text
    /// role whose configured minimum is its own contrast on white: every merge into a lighter
    /// step fails, so each check leaves out one step more, past the 16 checks after which the
    /// planner stops trying. The stubborn ladder must not cost the rest of the palette its
    /// merges: the unreferenced near-duplicates beside it are still merged, and the cover holds.
    @Test func aStubbornClusterLeavesTheRestOfItsPaletteMerged() throws {
        func linear(_ c: Int) -> Double {
            let v = Double(c) / 255
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        let repo = try TemporaryGitRepository()
        var lines: [String] = []
        var roles: [(String, String)] = [("background_content", reference("white"))]
        var pairs: [String] = []
        for step in 0..<25 {
            let (r, g, b) = (120, 120, 160 - step)
            lines.append("  \"l\(step)\": \"#\(String(format: "%02X%02X%02X", r, g, b))\"")
            roles.append(("text_l\(step)", reference("l\(step)")))
            // Lighter steps are referenced more, so they are kept first.
            for extra in 0..<(25 - step) { roles.append(("accent_l\(step)_\(extra)", reference("l\(step)"))) }
            let ratio = 1.05 / (0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b) + 0.05)
            pairs.append(#"{"foreground": "text_l\#(step)", "background": "background_content", "minimum": \#(String(format: "%.6f", ratio - 1e-6))}"#)
        }
        lines += ["  \"white\": \"#FFFFFF\"", "  \"red\": \"#E02020\"", "  \"red_twin\": \"#E02121\"", "  \"green\": \"#20A040\"", "  \"green_twin\": \"#21A040\""]
        try repo.write("palette.json", "{\n" + lines.joined(separator: ",\n") + "\n}\n")
        try repo.write("scheme.json", diffScheme([("light", "light", roles)]))
        try repo.write(".themelint.json", #"{"contrast": {"infer": false, "pairs": ["# + pairs.joined(separator: ", ") + "]}}\n")
        try repo.commitAll("a stubborn ladder")

        let arguments = ["--max-delta-e", "10"]
        let plan = try runThemelint(["compress", "--format", "json"] + arguments, in: repo.url)
        #expect(plan.status == 0, "\(plan.stderr)")
        let removed = Set(try DiffJSON(plan.stdout).changes("palette-removed").compactMap { $0["name"] as? String })
        #expect(removed.contains("red_twin") || removed.contains("red"), "the free near-duplicates were left alone:\n\(plan.stderr)")
        #expect(removed.contains("green_twin") || removed.contains("green"), "the free near-duplicates were left alone:\n\(plan.stderr)")
        let leftOut = CompressCoverTests.leftOutPairs(plan.stderr)
        #expect(try runThemelint(["compress", "--write"] + arguments, in: repo.url).status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(try repo.read("palette.json").utf8)) as? [String: String])
        let colors = object.map { ($0.key, "#\($0.value.dropFirst().uppercased())FF") }.sorted { $0.0 < $1.0 }
        for (first, second, deltaE) in CompressCoverTests.closePairs(colors, below: 10) {
            #expect(leftOut.contains("palette.json|\(first)|\(second)") || leftOut.contains("palette.json|\(second)|\(first)"),
                    "\(first) and \(second) (ΔE2000 \(deltaE)) are both left, and nothing says why:\n\(plan.stderr)")
        }
        let again = try runThemelint(["compress", "--format", "json"] + arguments, in: repo.url)
        #expect(try DiffJSON(again.stdout).changes.isEmpty, "\(again.stdout.prefix(2000))")
    }
}

extension CompressCoverPropertyTests {
    /// `b` may not go into the more referenced `a` (text_b would fall below its minimum), but `a`
    /// may go into `b`; `c` goes into `b`, which then outranks `a`. A second run would merge `a`
    /// into `b`: the first must do so already (the color that cannot take waits for the one that
    /// can take it, as for a merge that is not possible).
    @Test func aMergeLeftOutOneWayIsMadeTheOtherWay() throws {
        func linear(_ c: Int) -> Double {
            let v = Double(c) / 255
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        let repo = try TemporaryGitRepository()
        try repo.write("palette.json", "{\n  \"a\": \"#7878A0\",\n  \"b\": \"#78789D\",\n  \"c\": \"#787896\",\n  \"white\": \"#FFFFFF\"\n}\n")
        let roles = [("background_content", reference("white")), ("accent_a1", reference("a")), ("accent_a2", reference("a")), ("accent_a3", reference("a")),
                     ("text_b", reference("b")), ("accent_b", reference("b")), ("accent_c1", reference("c")), ("accent_c2", reference("c"))]
        try repo.write("scheme.json", diffScheme([("light", "light", roles)]))
        let ratio = 1.05 / (0.2126 * linear(0x78) + 0.7152 * linear(0x78) + 0.0722 * linear(0x9D) + 0.05)
        try repo.write(".themelint.json", #"{"contrast": {"infer": false, "pairs": [{"foreground": "text_b", "background": "background_content", "minimum": \#(String(format: "%.6f", ratio - 1e-6))}]}}"# + "\n")
        try repo.commitAll("a, b, c")
        let arguments = ["--max-delta-e", "2.5"]
        let plan = try runThemelint(["compress", "--color", "never"] + arguments, in: repo.url)
        #expect(plan.status == 0, "\(plan.stderr)")
        #expect(try runThemelint(["compress", "--write"] + arguments, in: repo.url).status == 0)
        let again = try runThemelint(["compress", "--format", "json"] + arguments, in: repo.url)
        #expect(try DiffJSON(again.stdout).changes.isEmpty, "first run:\n\(plan.stdout)\n\(plan.stderr)\nsecond run:\n\(again.stdout.prefix(2000))")
        #expect(Set(((try JSONSerialization.jsonObject(with: Data(try repo.read("palette.json").utf8)) as? [String: String]) ?? [:]).keys) == ["b", "white"])
    }
}
