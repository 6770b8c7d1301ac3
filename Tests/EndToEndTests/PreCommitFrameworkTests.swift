import Foundation
import Testing
import ThemeLintTestSupport

/// How to run the pre-commit framework (from PyPI), or nil when it is not installed.
/// `scripts/ensure-deps.sh --test` installs it, so in CI these tests always run.
private let preCommitCommand: [String]? = {
    if let result = try? runProcess("pre-commit", ["--version"]), result.status == 0 { return ["pre-commit"] }
    if let result = try? runProcess("python3", ["-m", "pre_commit", "--version"]), result.status == 0 { return ["python3", "-m", "pre_commit"] }
    return nil
}()

private let slowTestsEnabled = ProcessInfo.processInfo.environment["THEMELINT_SLOW_TESTS"] == "1"

/// The real pre-commit framework driving themelint in scratch repositories. Each test gets its
/// own HOME and PRE_COMMIT_HOME, so nothing outside its temporary directories is read or written.
@Suite(.enabled(if: preCommitCommand != nil, "pre-commit is not installed (scripts/ensure-deps.sh --test installs it from PyPI)"))
struct PreCommitFrameworkTests {
    /// A scratch HOME / PRE_COMMIT_HOME, removed when released.
    private final class ScratchDirectory {
        let url: URL
        init() throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("themelint-pre-commit-\(UUID().uuidString)").resolvingSymlinksInPath()
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }
        deinit { try? FileManager.default.removeItem(at: url) }
    }

    private func environment(_ scratch: ScratchDirectory, _ repo: TemporaryGitRepository, _ extra: [String: String?] = [:]) -> [String: String?] {
        hookEnvironment(repo, [
            "HOME": scratch.url.path, "PRE_COMMIT_HOME": scratch.url.appendingPathComponent("cache").path,
            "PRE_COMMIT_COLOR": "never", "XDG_CACHE_HOME": nil, "XDG_CONFIG_HOME": nil,
        ]).merging(extra) { _, new in new }
    }

    @discardableResult
    private func preCommit(_ arguments: [String], _ repo: TemporaryGitRepository, _ scratch: ScratchDirectory, _ extra: [String: String?] = [:]) throws -> ProcessResult {
        let command = try #require(preCommitCommand)
        return try runProcess(command[0], Array(command.dropFirst()) + arguments, in: repo.url, environment: environment(scratch, repo, extra))
    }

    private func git(_ arguments: [String], _ repo: TemporaryGitRepository, _ scratch: ScratchDirectory) throws -> ProcessResult {
        try runProcess("git", arguments, in: repo.url, environment: environment(scratch, repo))
    }

    /// A clean theme repository whose committed `.pre-commit-config.yaml` is `config`, with
    /// pre-commit's git hook installed.
    private func repository(config: String, scratch: ScratchDirectory) throws -> TemporaryGitRepository {
        let repo = try TemporaryGitRepository()
        try repo.write("theme/palette.json", demoPalette)
        try repo.write("theme/scheme.json", demoScheme())
        try repo.write(".pre-commit-config.yaml", config)
        try repo.commitAll("clean theme and pre-commit config")
        let install = try preCommit(["install"], repo, scratch)
        #expect(install.status == 0, "\(install.stdout)\(install.stderr)")
        return repo
    }

    /// The hook as `.pre-commit-hooks.yaml` defines it, but as a local system hook running the
    /// built binary, so that no Swift build happens inside pre-commit.
    private var localConfig: String {
        """
        repos:
          - repo: local
            hooks:
              - id: themelint
                name: themelint
                entry: "'\(themelintBinaryPath())' check --staged"
                language: system
                pass_filenames: false
                require_serial: true
                files: \\.json$

        """
    }

    @Test func brokenStagedReferenceIsRefusedCleanCommitPasses() throws {
        let scratch = try ScratchDirectory()
        let repo = try repository(config: localConfig, scratch: scratch)
        let before = headCommit(repo)

        try repo.write("theme/scheme.json", demoScheme(darkAccent: "sky_30"))
        try repo.git(["add", "theme/scheme.json"])
        let refused = try git(["commit", "-m", "typo"], repo, scratch)
        #expect(refused.status != 0)
        let output = refused.stdout + refused.stderr
        #expect(output.contains("themelint"), "\(output)")
        #expect(output.contains("Failed"), "\(output)")
        #expect(output.contains("theme/scheme.json:13:44: error: \"sky_30\""), "\(output)")
        #expect(output.contains("[unresolved-identifier]"), "\(output)")
        #expect(headCommit(repo) == before)

        try repo.write("theme/scheme.json", demoScheme(darkAccent: "white"))
        try repo.git(["add", "theme/scheme.json"])
        let passed = try git(["commit", "-m", "retarget"], repo, scratch)
        #expect(passed.status == 0, "\(passed.stdout)\(passed.stderr)")
        #expect((passed.stdout + passed.stderr).contains("Passed"))
        #expect(headCommit(repo) != before)
    }

    @Test func unstagedBrokenEditDoesNotBlockACleanStagedChange() throws {
        let scratch = try ScratchDirectory()
        let repo = try repository(config: localConfig, scratch: scratch)
        try repo.write("theme/scheme.json", demoScheme(darkAccent: "white"))
        try repo.git(["add", "theme/scheme.json"])
        try repo.write("theme/scheme.json", demoScheme(darkAccent: "unstaged_broken"))

        let result = try git(["commit", "-m", "clean staged change"], repo, scratch)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect((result.stdout + result.stderr).contains("Passed"))
        #expect(try repo.git(["show", "HEAD:theme/scheme.json"]).contains("\"white\""))
        // pre-commit stashed the unstaged edit while the hook ran, and put it back.
        #expect(try repo.read("theme/scheme.json").contains("unstaged_broken"))
        #expect(try repo.git(["diff", "--name-only"]) == "theme/scheme.json\n")
    }

    @Test func commitWithPathsThroughTheFrameworkChecksTheTemporaryIndex() throws {
        let scratch = try ScratchDirectory()
        let repo = try repository(config: localConfig, scratch: scratch)
        try repo.write("other/palette.json", demoPalette)
        try repo.write("other/scheme.json", demoScheme())
        try repo.commitAll("second set")
        // Staged but not committed: a broken reference. Committed by path: a clean edit.
        try repo.write("theme/scheme.json", demoScheme(darkAccent: "staged_broken"))
        try repo.git(["add", "theme/scheme.json"])
        try repo.write("other/scheme.json", demoScheme(darkAccent: "white"))
        let result = try git(["commit", "-m", "other only", "other/scheme.json"], repo, scratch)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(try repo.git(["show", "--name-only", "--format=", "HEAD"]) == "other/scheme.json\n")
    }

    /// The published hook definition (`.pre-commit-hooks.yaml`, `language: swift`): pre-commit
    /// clones this project at its HEAD commit and builds it with `swift build -c release`,
    /// which takes minutes (and the network for dependencies), hence opt-in.
    @Test(.enabled(if: slowTestsEnabled, "set THEMELINT_SLOW_TESTS=1 to build the hook from a clone of this project"))
    func publishedHookDefinitionBuildsAndRuns() throws {
        let project = projectRootDirectory()
        let revision = try runProcess("git", ["rev-parse", "HEAD"], in: project).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let scratch = try ScratchDirectory()
        let config = """
            repos:
              - repo: \(project.path)
                rev: \(revision)
                hooks:
                  - id: themelint

            """
        let repo = try repository(config: config, scratch: scratch)
        // The system git config may redirect the package's dependencies to a mirror
        // (url.<base>.insteadOf): let SwiftPM's git see it while pre-commit builds the hook.
        let prepared = try preCommit(["install-hooks"], repo, scratch, ["GIT_CONFIG_NOSYSTEM": nil])
        #expect(prepared.status == 0, "\(prepared.stdout)\(prepared.stderr)")

        try repo.write("theme/scheme.json", demoScheme(darkAccent: "sky_30"))
        try repo.git(["add", "theme/scheme.json"])
        let refused = try git(["commit", "-m", "typo"], repo, scratch)
        #expect(refused.status != 0)
        #expect((refused.stdout + refused.stderr).contains("[unresolved-identifier]"), "\(refused.stdout)\(refused.stderr)")

        try repo.write("theme/scheme.json", demoScheme(darkAccent: "white"))
        try repo.git(["add", "theme/scheme.json"])
        let passed = try git(["commit", "-m", "fixed"], repo, scratch)
        #expect(passed.status == 0, "\(passed.stdout)\(passed.stderr)")
    }

    @Test func publishedHookDefinitionHasTheAgreedShape() throws {
        let text = try String(contentsOf: projectRootDirectory().appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        let script = """
            import json, sys, yaml
            print(json.dumps(yaml.safe_load(sys.stdin)))
            """
        let parsed = try runProcess("python3", ["-c", script], stdin: text)
        #expect(parsed.status == 0, "\(parsed.stderr)")
        let hooks = try #require(try JSONSerialization.jsonObject(with: Data(parsed.stdout.utf8)) as? [[String: Any]])
        let hook = try #require(hooks.first { $0["id"] as? String == "themelint" })
        #expect(hook["language"] as? String == "swift")
        #expect(hook["entry"] as? String == "themelint check --staged --min-severity warning")
        #expect(hook["pass_filenames"] as? Bool == false)
        #expect(hook["require_serial"] as? Bool == true)
        let files = try #require(hook["files"] as? String)
        #expect(try Regex(files).firstMatch(in: "theme/scheme.json") != nil)
        #expect(try Regex(files).firstMatch(in: "README.md") == nil)
    }
}
