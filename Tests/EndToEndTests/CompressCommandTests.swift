import Foundation
import Testing
import ThemeLintTestSupport

/// `compress` on the samples: what it merges, how far any role moves (checked with the tests'
/// own CIEDE2000), that `diff` after `--write` prints the plan, that a second run plans nothing,
/// and that `git diff` shows only the lines it had to change.
@Suite struct CompressCommandTests {
    static let vk = projectRootDirectory().appendingPathComponent("examples/vk-appearance")
    static let designsystemet = projectRootDirectory().appendingPathComponent("examples/designsystemet")

    /// Plans, writes, and checks the write against the plan; returns the plan's JSON.
    private func compressAndCheckPlan(_ repo: TemporaryGitRepository, _ arguments: [String]) throws -> DiffJSON {
        let state = try repo.stateFingerprint()
        let plan = try runThemelint(["compress", "--format", "json"] + arguments, in: repo.url)
        #expect(plan.status == 0, "\(plan.stderr)")
        try validate(plan.stdout, schema: "schemas/diff-report.schema.json")
        #expect(try repo.stateFingerprint() == state, "compress without --write changed the repository")
        let textPlan = try runThemelint(["compress", "--color", "never"] + arguments, in: repo.url)
        let markdownPlan = try runThemelint(["compress", "--format", "markdown"] + arguments, in: repo.url)
        let (staged, head) = (try repo.git(["ls-files", "-s"]), try repo.git(["rev-parse", "HEAD"]))
        let written = try runThemelint(["compress", "--format", "json", "--write"] + arguments, in: repo.url)
        #expect(written.status == 0, "\(written.stderr)")
        #expect(written.stdout == plan.stdout)
        // The working tree only: no commit, the index as it was.
        #expect(try repo.git(["ls-files", "-s"]) == staged && (try repo.git(["rev-parse", "HEAD"])) == head)
        // `diff` (HEAD against the working tree) now prints exactly the plan, in JSON and in text.
        let diff = try runThemelint(["diff", "--format", "json"], in: repo.url)
        #expect(diff.stdout == plan.stdout)
        #expect(try runThemelint(["diff", "--color", "never"], in: repo.url).stdout == textPlan.stdout)
        #expect(try runThemelint(["diff", "--format", "markdown"], in: repo.url).stdout == markdownPlan.stdout)
        // A second run plans nothing.
        let again = try runThemelint(["compress", "--format", "json"] + arguments, in: repo.url)
        #expect(again.status == 0)
        #expect(try DiffJSON(again.stdout).changes.isEmpty, "\(again.stdout.prefix(2000))")
        return try DiffJSON(plan.stdout)
    }

    @Test(arguments: [1.0, 2.3]) func vkSample(maxDeltaE: Double) throws {
        let repo = try sampleRepository(Self.vk)
        let before = try paintedRoles(repo)
        let plan = try compressAndCheckPlan(repo, ["--max-delta-e", "\(maxDeltaE)"])
        let removed = plan.changes("palette-removed")
        let retargeted = plan.changes("role-changed")
        #expect(!removed.isEmpty)
        #expect(plan.kinds.allSatisfy { $0 == "palette-removed" || $0 == "role-changed" })
        // Every role still paints, within D of what it painted.
        let (move, compared) = largestMove(before: before, after: try paintedRoles(repo), everyRoleStays: true)
        #expect(compared == before.values.filter { $0 != "null" }.count)
        #expect(move <= maxDeltaE, "a role moved by ΔE2000 \(move)")
        // git diff: the deleted colors' lines, the rewritten color_identifier lines, and commas.
        let names = Set(removed.compactMap { $0["name"] as? String })
        let (deleted, rewritten) = try expectOnlyEditedLines(repo, deletedLine: { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return names.contains { trimmed.hasPrefix("\"\($0)\": \"#") || trimmed.hasPrefix("\"\($0)\":\"#") }
        }, referenceKey: "\"color_identifier\"")
        #expect(deleted == removed.count)
        #expect(rewritten == retargeted.count)
        print("compress VK sample, D = \(maxDeltaE): \(removed.count) palette colors removed, \(retargeted.count) roles retargeted, largest role move ΔE2000 \(move) over \(compared) roles")
    }

    /// A replaced token's lines: its key, `$type`, literal `$value` and closing brace.
    private static func isTokenLine(_ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed == "}," || trimmed == "}" || trimmed == "\"$type\": \"color\","
            || trimmed.range(of: #"^"[^"]+": \{$"#, options: .regularExpression) != nil
            || trimmed.range(of: ##"^"\$value": "#[0-9a-fA-F]+",?$"##, options: .regularExpression) != nil
    }

    @Test(arguments: [1.0, 2.3]) func designsystemetSample(maxDeltaE: Double) throws {
        let repo = try sampleRepository(Self.designsystemet)
        let before = try paintedRoles(repo)
        let plan = try compressAndCheckPlan(repo, ["--max-delta-e", "\(maxDeltaE)"])
        let removed = plan.changes("palette-removed")
        #expect(!removed.isEmpty)
        let after = try paintedRoles(repo)
        let (move, compared) = largestMove(before: before, after: after)
        #expect(move <= maxDeltaE, "a role moved by ΔE2000 \(move)")
        // The only roles gone are the deleted tokens themselves (a primitive set is output too).
        let names = Set(removed.compactMap { $0["name"] as? String })
        for key in before.keys where after[key] == nil {
            #expect(names.contains(String(key.split(separator: "|").last ?? "").trimmingCharacters(in: .whitespaces)), "\(key) is gone")
        }
        let (deleted, rewritten) = try expectOnlyEditedLines(repo, deletedLine: Self.isTokenLine, referenceKey: "\"$value\"")
        #expect(deleted == removed.count)
        #expect(rewritten > 0)
        #expect(try runThemelint(["check"], in: repo.url).status == 0)
        print("compress designsystemet, D = \(maxDeltaE): \(removed.count) tokens removed (\(names.count) paths), \(rewritten) aliases rewritten, largest role move ΔE2000 \(move) over \(compared) roles")
    }

    @Test func designsystemetWithKeptAliasesResolvesEveryTokenPath() throws {
        let maxDeltaE = 2.3
        let repo = try sampleRepository(Self.designsystemet)
        let before = try paintedRoles(repo)
        let plan = try compressAndCheckPlan(repo, ["--max-delta-e", "\(maxDeltaE)", "--keep-aliases"])
        // The replaced tokens are aliases now: no longer palette colors, still there.
        #expect(!plan.changes("palette-removed").isEmpty)
        #expect(!plan.changes("role-changed").isEmpty)
        #expect(plan.changes("role-removed").isEmpty)
        // Every token path that was painted still is, within D.
        let (move, compared) = largestMove(before: before, after: try paintedRoles(repo), everyRoleStays: true)
        #expect(move <= maxDeltaE, "a role moved by ΔE2000 \(move)")
        let (deleted, rewritten) = try expectOnlyEditedLines(repo, deletedLine: { _ in false }, referenceKey: "\"$value\"")
        #expect(deleted == 0)
        #expect(rewritten > 0)
        #expect(try runThemelint(["check"], in: repo.url).status == 0)
        print("compress --keep-aliases designsystemet, D = \(maxDeltaE): \(rewritten) values rewritten, largest move ΔE2000 \(move) over \(compared) roles")
    }

    @Test func preferChoosesTheKeptColor() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("palette.json", "{\n  \"blue\": \"#2688EB\",\n  \"blue_web\": \"#2688EC\",\n  \"red\": \"#FF0000\"\n}\n")
        try repo.write("scheme.json", diffScheme([("light", "light", [("accent", reference("blue")), ("link", reference("blue")), ("other", reference("blue_web"))])]))
        try repo.commitAll("theme")
        let plain = try DiffJSON(try runThemelint(["compress", "--format", "json"], in: repo.url).stdout)
        #expect(plain.changes("palette-removed").compactMap { $0["name"] as? String } == ["blue_web"])
        let preferred = try DiffJSON(try runThemelint(["compress", "--format", "json", "--prefer", "*_web"], in: repo.url).stdout)
        #expect(preferred.changes("palette-removed").compactMap { $0["name"] as? String } == ["blue"])
    }

    @Test func aChainOfNeighboursIsNotOneGroup() throws {
        // a–b and b–c are within 1.2 but a–c is not: b goes into a (most referenced), c stays.
        let repo = try TemporaryGitRepository()
        // ΔE2000: a–b 1.13, b–c 1.10, a–c 2.23 (coloraide).
        try repo.write("palette.json", "{\n  \"a\": \"#808080\",\n  \"b\": \"#838383\",\n  \"c\": \"#868686\"\n}\n")
        try repo.write("scheme.json", diffScheme([("light", "light", [("r1", reference("a")), ("r2", reference("a")), ("r3", reference("b")), ("r4", reference("c"))])]))
        try repo.commitAll("theme")
        let run = try runThemelint(["compress", "--format", "json", "--max-delta-e", "1.2"], in: repo.url)
        let plan = try DiffJSON(run.stdout)
        #expect(plan.changes("palette-removed").compactMap { $0["name"] as? String } == ["b"], "\(run.stdout)")
    }

    @Test func aMergeThatWouldFailAnInferredContrastPairIsLeftOut() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("palette.json", "{\n  \"text_a\": \"#767676\",\n  \"text_b\": \"#777777\",\n  \"white\": \"#FFFFFF\"\n}\n")
        try repo.write("scheme.json", diffScheme([("light", "light", [("text_primary", reference("text_a")), ("text_other", reference("text_b")), ("text_x", reference("text_b")), ("background_content", reference("white"))])]))
        // `check` infers text_* on background_* (AA): text_primary passes with 4.54, would fail with 4.47.
        try repo.write(".themelint.json", #"{"contrast": {}}"#)
        try repo.commitAll("theme")
        let run = try runThemelint(["compress", "--format", "json"], in: repo.url)
        #expect(run.status == 0)
        // The other way round is possible (text_other darkens): text_a is kept, so that a second
        // run, which would rank them anew, plans nothing.
        #expect(try DiffJSON(run.stdout).changes("palette-removed").compactMap { $0["name"] as? String } == ["text_b"], "\(run.stdout)")
        #expect(run.stderr.contains("text_a is not merged into text_b: contrast of text_primary on background_content in light would fall from 4.54 to 4.47"), "\(run.stderr)")
    }

    @Test func aMergeThatWouldFailAContrastPairIsLeftOut() throws {
        let repo = try TemporaryGitRepository()
        // text on background: 4.50 with text_a, just below with text_b (one step lighter).
        try repo.write("palette.json", "{\n  \"text_a\": \"#767676\",\n  \"text_b\": \"#777777\",\n  \"white\": \"#FFFFFF\"\n}\n")
        try repo.write("scheme.json", diffScheme([("light", "light", [("text_primary", reference("text_a")), ("text_other", reference("text_b")), ("text_other2", reference("text_b")), ("background_content", reference("white"))])]))
        try repo.write(".themelint.json", #"{"contrast": {"infer": false, "pairs": [{"foreground": "text_primary", "background": "background_content", "minimum": 4.5}]}}"#)
        try repo.commitAll("theme")
        let run = try runThemelint(["compress", "--format", "json"], in: repo.url)
        #expect(run.status == 0)
        // The other way round is possible (text_other darkens): text_a is kept.
        #expect(try DiffJSON(run.stdout).changes("palette-removed").compactMap { $0["name"] as? String } == ["text_b"], "\(run.stdout)")
        #expect(run.stderr.contains("left out"), "\(run.stderr)")
        #expect(run.stderr.contains("text_a is not merged into text_b"), "\(run.stderr)")
    }
}
