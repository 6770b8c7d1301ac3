import Foundation
import Testing
import ThemeLintTestSupport

/// The composite action's definition and its script (`hooks/github-action.sh`), run as the
/// action runs it, on a pull request's merge commit in a clone with fetch-depth 2.
@Suite struct GitHubActionTests {
    /// main has a known finding; the pull request adds a new one and edits the palette; HEAD
    /// is the merge commit GitHub checks out (HEAD^1 = main, HEAD^2 = the pull request).
    private func pullRequestMergeClone() throws -> (origin: TemporaryGitRepository, clone: TemporaryGitRepository) {
        let origin = try TemporaryGitRepository()
        try origin.write("theme/palette.json", demoPalette)
        try origin.write("theme/scheme.json", demoScheme(darkAccent: "known_missing"))
        try origin.commitAll("main: one known finding")
        try origin.write("README.md", "a\n")
        try origin.commitAll("older history")
        try origin.git(["checkout", "-q", "-b", "pr"])
        try origin.write("theme/palette.json", demoPalette.replacingOccurrences(of: "#71AAEB", with: "#529EF4"))
        try origin.write("theme/scheme.json", demoScheme(lightAccent: "new_missing", darkAccent: "known_missing"))
        try origin.commitAll("pr: brighter sky, and a typo")
        try origin.git(["checkout", "-q", "main"])
        try origin.write("NOTES.md", "b\n")
        try origin.commitAll("main moves on")
        try origin.git(["merge", "-q", "--no-ff", "-m", "Merge pr into main", "pr"])

        let clone = try TemporaryGitRepository(initialize: false)
        try runGit(clone, ["clone", "-q", "--depth", "2", "file://\(origin.path)", clone.path], in: clone.url.deletingLastPathComponent())
        return (origin, clone)
    }

    private func runAction(in clone: TemporaryGitRepository, summary: URL, _ environment: [String: String?] = [:]) throws -> ProcessResult {
        let script = projectRootDirectory().appendingPathComponent("hooks/github-action.sh").path
        var env = hookEnvironment(clone, ["GITHUB_STEP_SUMMARY": summary.path, "THEMELINT_BASE": "HEAD^1"])
        env.merge(environment) { _, new in new }
        return try runProcess("/bin/bash", [script], in: clone.url, environment: env)
    }

    @Test func annotatesOnlyNewFindingsOfTheMergeCommitAndSummarises() throws {
        let (_, clone) = try pullRequestMergeClone()
        #expect(try clone.git(["rev-parse", "--is-shallow-repository"]) == "true\n")
        let summary = FileManager.default.temporaryDirectory.appendingPathComponent("summary-\(UUID().uuidString).md")
        defer { try? FileManager.default.removeItem(at: summary) }
        let result = try runAction(in: clone, summary: summary)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        let annotations = result.stdout.split(separator: "\n").filter { $0.hasPrefix("::error ") }
        #expect(annotations.count == 1, "\(result.stdout)")
        #expect(annotations.first?.contains("new_missing") == true)
        #expect(!result.stdout.contains("known_missing"))
        #expect(!result.stdout.contains("::warning"), "the diff step failed: \(result.stdout)\(result.stderr)")
        let written = try String(contentsOf: summary, encoding: .utf8)
        #expect(written.contains("### themelint: 1 error"), "\(written)")
        #expect(written.contains(#"new_missing"#), "not escaped inside a word")
        // The semantic diff comes first in the summary, with the palette color's new value.
        let checkSection = try #require(written.range(of: "### themelint: 1 error"))
        #expect(written[..<checkSection.lowerBound].contains("#529EF4"), "\(written)")
    }

    @Test func withoutTheBaseEverythingIsReportedAndTheDiffSkipped() throws {
        let (origin, _) = try pullRequestMergeClone()
        let shallow = try TemporaryGitRepository(initialize: false)
        try runGit(shallow, ["clone", "-q", "--depth", "1", "file://\(origin.path)", shallow.path], in: shallow.url.deletingLastPathComponent())
        let summary = FileManager.default.temporaryDirectory.appendingPathComponent("summary-\(UUID().uuidString).md")
        defer { try? FileManager.default.removeItem(at: summary) }
        let result = try runAction(in: shallow, summary: summary)
        #expect(result.status == 1)
        #expect(result.stdout.contains("::notice title=themelint::The base revision is not in this clone"), "\(result.stdout)")
        #expect(result.stdout.contains("known_missing"))
        #expect(result.stdout.contains("new_missing"))
    }

    @Test func sarifFileAndFailOnInputs() throws {
        let (_, clone) = try pullRequestMergeClone()
        let summary = FileManager.default.temporaryDirectory.appendingPathComponent("summary-\(UUID().uuidString).md")
        let sarif = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString).sarif")
        defer {
            try? FileManager.default.removeItem(at: summary)
            try? FileManager.default.removeItem(at: sarif)
        }
        let result = try runAction(in: clone, summary: summary, ["THEMELINT_SARIF": sarif.path, "THEMELINT_DIFF": "false"])
        #expect(result.status == 1)
        let report = try String(contentsOf: sarif, encoding: .utf8)
        try validate(report, schema: projectRootDirectory().appendingPathComponent("Tests/ThemeLintCoreTests/Fixtures/sarif-schema-2.1.0.json").path)
        #expect(report.contains("new_missing"))
        #expect(!report.contains("known_missing"))
        #expect(!(try String(contentsOf: summary, encoding: .utf8)).contains("#529EF4"), "diff: false skips the diff")
    }

    @Test func actionDefinitionIsACompositeActionRunningTheScript() throws {
        let text = try String(contentsOf: projectRootDirectory().appendingPathComponent("action.yml"), encoding: .utf8)
        let parsed = try runProcess("python3", ["-c", "import json, sys, yaml; print(json.dumps(yaml.safe_load(sys.stdin)))"], stdin: text)
        #expect(parsed.status == 0, "\(parsed.stderr)")
        let action = try jsonObject(parsed.stdout)
        let runs = try #require(action["runs"] as? [String: Any])
        #expect(runs["using"] as? String == "composite")
        let steps = try #require(runs["steps"] as? [[String: Any]])
        #expect(steps.allSatisfy { $0["uses"] != nil || $0["shell"] as? String == "bash" }, "composite run steps need a shell")
        let last = try #require(steps.last)
        #expect((last["run"] as? String)?.contains("hooks/github-action.sh") == true)
        // Inputs reach the script through the environment only, never spliced into shell text.
        for step in steps {
            if let run = step["run"] as? String { #expect(!run.contains("${{"), "\(run)") }
        }
        let inputs = try #require(action["inputs"] as? [String: Any])
        #expect((inputs["base"] as? [String: Any])?["default"] as? String == "HEAD^1")
    }
}
