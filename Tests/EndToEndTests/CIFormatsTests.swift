import Foundation
import Testing
import ThemeLintTestSupport

/// `check --format github|sarif|codeclimate|markdown` and `--new-since`, on real repositories.
@Suite struct CIFormatsTests {
    /// The official SARIF 2.1.0 schema kept with the unit-test fixtures.
    private var sarifSchemaPath: String {
        projectRootDirectory().appendingPathComponent("Tests/ThemeLintCoreTests/Fixtures/sarif-schema-2.1.0.json").path
    }

    /// A scheme file whose dark `accent` role is named `role` (JSON-escaped text) and references `identifier`.
    private func scheme(role: String, identifier: String) -> String {
        demoScheme().replacingOccurrences(
            of: "\"accent\": {\"color_identifier\": \"sky_300\"},\n            \"background\": {\"color_identifier\": \"gray_900\"}",
            with: "\"\(role)\": {\"color_identifier\": \"\(identifier)\"},\n            \"accent\": {\"color_identifier\": \"sky_300\"},\n            \"background\": {\"color_identifier\": \"gray_900\"}")
    }

    @Test func hostileRoleNameMakesExactlyOneAnnotationAndNoRawEscapeByte() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("palette.json", demoPalette)
        // The role name holds "%0A::error::x", a newline and an ANSI escape sequence.
        let hostile = #"evil%0A::error::x\n::warning::y\u001b[31mred"#
        let text = scheme(role: hostile, identifier: "nope")
        #expect(text.contains(hostile))
        try repo.write("scheme.json", text)
        try repo.commitAll("hostile")

        let github = try runThemelint(["check", "--format", "github"], in: repo.url)
        #expect(github.status == 1, "\(github.stdout)\(github.stderr)")
        let lines = github.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let commands = lines.filter { $0.hasPrefix("::") }
        // One unresolved identifier plus the missing-role findings of "accent"-like roles: count
        // what the JSON report says, and expect exactly that many workflow commands.
        let json = try runThemelint(["check", "--format", "json"], in: repo.url)
        let all = try findings(json.stdout)
        #expect(commands.count == all.count, "\(github.stdout)")
        let hostileFindings = all.filter { ($0["role"] as? String)?.contains("evil") == true }
        #expect(!hostileFindings.isEmpty)
        #expect(lines.filter { $0.contains("evil") }.count == hostileFindings.count)
        #expect(!github.stdout.contains("\u{1B}"))
        #expect(!github.stdout.contains("\r"))
        #expect(!lines.contains { $0.hasPrefix("::error::x") || $0.hasPrefix("::warning::y") })
        #expect(github.stdout.contains("evil%250A::error::x%0A::warning::y\\e[31mred"), "\(github.stdout)")

        let plain = try runThemelint(["check", "--color", "never"], in: repo.url)
        #expect(plain.status == 1)
        #expect(!plain.stdout.contains("\u{1B}"))
        #expect(plain.stdout.split(separator: "\n").count == all.count + 1, "one line per finding plus the summary")
    }

    @Test func annotationsAreCappedAtTenPerSeverity() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("palette.json", demoPalette)
        var text = demoScheme()
        for index in 1...12 {
            text = text.replacingOccurrences(
                of: "\"text\": {\"color_identifier\": \"black\"}",
                with: "\"text\": {\"color_identifier\": \"black\"},\n            \"extra_\(index)\": {\"color_identifier\": \"missing_\(index)\"}")
        }
        try repo.write("scheme.json", text)
        try repo.commitAll("many")
        let result = try runThemelint(["check", "--format", "github"], in: repo.url)
        #expect(result.status == 1)
        let errors = try findings(try runThemelint(["check", "--format", "json"], in: repo.url).stdout).filter { $0["severity"] as? String == "error" }.count
        #expect(errors > 10)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("::error ") }.count == 10)
        #expect(lines.contains { $0 == "themelint: \(errors - 10) more errors not annotated" }, "\(result.stdout)")
    }

    @Test func githubFormatAppendsAMarkdownStepSummary() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("palette.json", demoPalette)
        try repo.write("scheme.json", demoScheme(darkAccent: "sky_30"))
        try repo.commitAll("typo")
        let summary = FileManager.default.temporaryDirectory.appendingPathComponent("step-summary-\(UUID().uuidString).md")
        defer { try? FileManager.default.removeItem(at: summary) }
        try "# Earlier step\n".write(to: summary, atomically: true, encoding: .utf8)
        let result = try runThemelint(["check", "--format", "github"], in: repo.url, environment: ["GITHUB_STEP_SUMMARY": summary.path])
        #expect(result.status == 1)
        let written = try String(contentsOf: summary, encoding: .utf8)
        #expect(written.hasPrefix("# Earlier step\n### themelint: 1 error, 0 warnings, 0 notes\n"), "\(written)")
        #expect(written.contains(#"| scheme.json:13:44 | unresolved-identifier |"#), "\(written)")
        // Without the variable nothing is written anywhere, and the annotations are the same.
        let plain = try runThemelint(["check", "--format", "github"], in: repo.url)
        #expect(plain.stdout == result.stdout)
    }

    @Test func sarifIsValidAgainstTheOfficialSchema() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("theme dir/palette.json", "{\n  \"white\": \"#FFFFFF\",\n  \"white\": \"#FFF\",\n  \"bad\": \"#12345\",\n  \"black\": \"#000000\",\n  \"sky_300\": \"#71AAEB\",\n  \"gray_900\": \"#19191A\"\n}\n")
        try repo.write("theme dir/scheme.json", demoScheme(darkAccent: "sky_30"))
        try repo.write("broken/palette.json", "{\"a\": ")
        try repo.commitAll("several kinds of findings")
        let result = try runThemelint(["check", "--format", "sarif", "--fail-on", "note"], in: repo.url)
        #expect(result.status == 1)
        try validate(result.stdout, schema: sarifSchemaPath)
        let log = try jsonObject(result.stdout)
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        let rules = Set(results.compactMap { $0["ruleId"] as? String })
        #expect(rules.isSuperset(of: ["duplicate-key", "invalid-color", "json-syntax", "unresolved-identifier"]), "\(rules)")
        let uris = Set(results.compactMap { result -> String? in
            let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            return (location?["artifactLocation"] as? [String: Any])?["uri"] as? String
        })
        #expect(uris.contains("theme%20dir/scheme.json"), "\(uris)")
    }

    @Test func checkReportWithBaselineIsValidAgainstItsSchema() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("palette.json", demoPalette)
        try repo.write("scheme.json", demoScheme(darkAccent: "old_missing"))
        try repo.commitAll("base with one finding")
        let result = try runThemelint(["check", "--format", "json", "--new-since", "HEAD"], in: repo.url)
        try validate(result.stdout, schema: "schemas/check-report.schema.json")
        let summary = try #require(try jsonObject(result.stdout)["summary"] as? [String: Any])
        #expect(summary["suppressed"] as? Int == 1)
    }

    @Test func diffReportIsValidAgainstItsSchema() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("palette.json", demoPalette)
        try repo.write("scheme.json", demoScheme())
        try repo.commitAll("base")
        try repo.write("palette.json", demoPalette.replacingOccurrences(of: "#71AAEB", with: "#529EF4"))
        try repo.write("scheme.json", demoScheme(darkAccent: "white", extraLight: "\n                \"text_link\": {\"color_identifier\": \"sky_300\"},"))
        try repo.commitAll("head")
        let result = try runThemelint(["diff", "--format", "json", "HEAD~1", "HEAD"], in: repo.url)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        try validate(result.stdout, schema: "schemas/diff-report.schema.json")
    }

    @Test func newSinceReportsOnlyFindingsAbsentAtTheBaseEvenWhenLinesMove() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("palette.json", demoPalette)
        try repo.write("scheme.json", demoScheme(darkAccent: "old_missing"))
        try repo.commitAll("base: one known finding")
        try repo.git(["branch", "base"])
        // Head: lines above the old finding (it moves down) and a new finding.
        try repo.write("scheme.json", demoScheme(darkAccent: "old_missing", extraLight: "\n                \"text_link\": {\"color_identifier\": \"white\"},\n                \"text_new\": {\"color_identifier\": \"new_missing\"},"))
        try repo.commitAll("head: moved plus new")

        let all = try findings(try runThemelint(["check", "--format", "json"], in: repo.url).stdout)
        #expect(all.contains { $0["identifier"] as? String == "old_missing" })

        let json = try runThemelint(["check", "--format", "json", "--new-since", "base"], in: repo.url)
        #expect(json.status == 1)
        let new = try findings(json.stdout)
        #expect(!new.contains { $0["identifier"] as? String == "old_missing" }, "\(new)")
        #expect(new.contains { $0["identifier"] as? String == "new_missing" })
        #expect(new.count == all.count - 1)

        let github = try runThemelint(["check", "--format", "github", "--new-since", "base"], in: repo.url)
        #expect(!github.stdout.contains("old_missing"))
        #expect(github.stdout.contains("new_missing"))
        #expect(github.stdout.contains("1 already present at base"), "\(github.stdout)")

        // Fixing the only new problems makes the PR check pass although the old one remains.
        try repo.write("scheme.json", demoScheme(darkAccent: "old_missing"))
        #expect(try runThemelint(["check", "--new-since", "base"], in: repo.url).status == 0)
        #expect(try runThemelint(["check"], in: repo.url).status == 1)
    }

    @Test func codeClimateAndMarkdownFormats() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("palette.json", demoPalette)
        try repo.write("scheme.json", demoScheme(darkAccent: "sky_30"))
        try repo.commitAll("typo")
        let codeClimate = try runThemelint(["check", "--format", "codeclimate"], in: repo.url)
        #expect(codeClimate.status == 1)
        let issues = try #require(try JSONSerialization.jsonObject(with: Data(codeClimate.stdout.utf8)) as? [[String: Any]])
        let typo = try #require(issues.first { $0["check_name"] as? String == "unresolved-identifier" })
        #expect(typo["severity"] as? String == "major")
        #expect((typo["description"] as? String)?.contains("sky_30") == true)
        let location = try #require(typo["location"] as? [String: Any])
        #expect(location["path"] as? String == "scheme.json")
        #expect((location["lines"] as? [String: Any])?["begin"] as? Int == 13)
        // The fingerprint ignores lines: the same finding moved down keeps it.
        try repo.write("scheme.json", demoScheme(darkAccent: "sky_30", extraLight: "\n                \"text_link\": {\"color_identifier\": \"white\"},"))
        let moved = try #require(try JSONSerialization.jsonObject(with: Data(try runThemelint(["check", "--format", "codeclimate"], in: repo.url).stdout.utf8)) as? [[String: Any]])
        let movedTypo = try #require(moved.first { $0["check_name"] as? String == "unresolved-identifier" })
        #expect(movedTypo["fingerprint"] as? String == typo["fingerprint"] as? String)
        #expect(((movedTypo["location"] as? [String: Any])?["lines"] as? [String: Any])?["begin"] as? Int == 14)

        let markdown = try runThemelint(["check", "--format", "markdown", "--rev", "HEAD"], in: repo.url)
        #expect(markdown.status == 1)
        #expect(markdown.stdout.hasPrefix("### themelint: 1 error, 0 warnings, 0 notes\n"))
        #expect(markdown.stdout.contains("#### ❌ 1 error\n"))
        #expect(markdown.stdout.contains(#"| scheme.json:13:44 | unresolved-identifier |"#))
    }
}
