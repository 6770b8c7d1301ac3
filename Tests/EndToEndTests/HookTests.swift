import Foundation
import Testing
import ThemeLintTestSupport

/// The plain git hook, installed by `themelint hook install` and run by real `git commit`.
@Suite struct HookTests {
    /// A repository with two clean theme sets (`a/`, `b/`) committed and the hook installed.
    private func repositoryWithHook() throws -> TemporaryGitRepository {
        let repo = try TemporaryGitRepository()
        for directory in ["a", "b"] {
            try repo.write("\(directory)/palette.json", demoPalette)
            try repo.write("\(directory)/scheme.json", demoScheme())
        }
        try repo.write("README.md", "themes\n")
        try repo.commitAll("two clean theme sets")
        let install = try runThemelint(["hook", "install"], in: repo.url)
        #expect(install.status == 0, "\(install.stdout)\(install.stderr)")
        return repo
    }

    @Test func installWritesTheRepositoryHookScriptExecutable() throws {
        let repo = try repositoryWithHook()
        let installed = repo.url.appendingPathComponent(".git/hooks/pre-commit")
        let content = try Data(contentsOf: installed)
        let script = try Data(contentsOf: projectRootDirectory().appendingPathComponent("hooks/pre-commit"))
        #expect(content == script)
        #expect(FileManager.default.isExecutableFile(atPath: installed.path))
        // Installing again is a no-op.
        let again = try runThemelint(["hook", "install"], in: repo.url)
        #expect(again.status == 0)
        #expect(again.stdout.contains("already installed"), "\(again.stdout)")
    }

    @Test func commitIsRefusedWhenAStagedFileBreaksAReferenceAndAcceptedOtherwise() throws {
        let repo = try repositoryWithHook()
        let before = headCommit(repo)
        try repo.write("a/scheme.json", demoScheme(darkAccent: "sky_30"))
        try repo.git(["add", "a/scheme.json"])
        let refused = try runGit(repo, ["commit", "-m", "typo"])
        #expect(refused.status != 0)
        let output = refused.stdout + refused.stderr
        #expect(output.contains("a/scheme.json:"), "\(output)")
        #expect(output.contains("\"sky_30\""), "\(output)")
        #expect(output.contains("[unresolved-identifier]"), "\(output)")
        #expect(output.contains("commit refused"), "\(output)")
        // The staged semantic diff is shown first (the dark accent was retargeted).
        let diffHeader = try #require(output.range(of: "themelint: staged theme changes"), "\(output)")
        let finding = try #require(output.range(of: "[unresolved-identifier]"))
        #expect(diffHeader.lowerBound < finding.lowerBound)
        #expect(output[diffHeader.upperBound..<finding.lowerBound].contains("accent"), "the diff names the retargeted role: \(output)")
        #expect(headCommit(repo) == before)

        try repo.write("a/scheme.json", demoScheme(darkAccent: "white"))
        try repo.git(["add", "a/scheme.json"])
        let accepted = try runGit(repo, ["commit", "-m", "retarget dark accent"])
        #expect(accepted.status == 0, "\(accepted.stdout)\(accepted.stderr)")
        #expect(headCommit(repo) != before)
    }

    @Test func commitWithPathsChecksOnlyWhatIsCommitted() throws {
        let repo = try repositoryWithHook()
        // a/: a broken reference staged, but not part of the next commit.
        try repo.write("a/scheme.json", demoScheme(darkAccent: "broken_in_a"))
        try repo.git(["add", "a/scheme.json"])
        // b/: a clean edit, committed by path (git builds a temporary index: HEAD + b/scheme.json).
        try repo.write("b/scheme.json", demoScheme(darkAccent: "white"))
        let byPath = try runGit(repo, ["commit", "-m", "b only", "b/scheme.json"])
        #expect(byPath.status == 0, "\(byPath.stdout)\(byPath.stderr)")
        #expect(try repo.git(["show", "--name-only", "--format=", "HEAD"]) == "b/scheme.json\n")
        // The broken a/ is still staged, and a plain commit of it is refused.
        #expect(try repo.git(["diff", "--cached", "--name-only"]) == "a/scheme.json\n")
        let plain = try runGit(repo, ["commit", "-m", "a"])
        #expect(plain.status != 0)
        #expect((plain.stdout + plain.stderr).contains("broken_in_a"))

        // The reverse: the staged a/ is clean, the path committed is broken.
        try repo.write("a/scheme.json", demoScheme())
        try repo.git(["add", "a/scheme.json"])
        try repo.write("b/scheme.json", demoScheme(darkAccent: "broken_in_b"))
        let before = headCommit(repo)
        let brokenPath = try runGit(repo, ["commit", "-m", "b broken", "b/scheme.json"])
        #expect(brokenPath.status != 0)
        let output = brokenPath.stdout + brokenPath.stderr
        #expect(output.contains("broken_in_b"), "\(output)")
        #expect(headCommit(repo) == before)
    }

    @Test func commitAllChecksTheWorkingTreeChangesItIncludes() throws {
        let repo = try repositoryWithHook()
        // Staged: clean. Not staged: a broken edit of a tracked file.
        try repo.write("a/scheme.json", demoScheme(darkAccent: "white"))
        try repo.git(["add", "a/scheme.json"])
        try repo.write("b/scheme.json", demoScheme(darkAccent: "broken_unstaged"))
        let before = headCommit(repo)
        let all = try runGit(repo, ["commit", "-a", "-m", "everything"])
        #expect(all.status != 0, "git commit -a includes the broken edit")
        #expect((all.stdout + all.stderr).contains("broken_unstaged"))
        #expect(headCommit(repo) == before)
        // Without -a only the clean staged change is committed, and that passes.
        let staged = try runGit(repo, ["commit", "-m", "staged only"])
        #expect(staged.status == 0, "\(staged.stdout)\(staged.stderr)")
        #expect(try repo.read("b/scheme.json").contains("broken_unstaged"))
    }

    @Test func commitsWithoutThemeFilesExitEarlyWithoutRunningThemelint() throws {
        let repo = try repositoryWithHook()
        // HEAD itself is broken (committed past the hook); commits that touch no JSON file
        // are not checked, even when themelint cannot be found.
        try repo.write("a/scheme.json", demoScheme(darkAccent: "broken_in_head"))
        try repo.git(["commit", "-q", "--no-verify", "-am", "broken, bypassing the hook"])
        let missing: [String: String?] = ["THEMELINT": "/nonexistent/themelint"]
        try repo.write("README.md", "themes, edited\n")
        try repo.git(["add", "README.md"])
        let docs = try runGit(repo, ["commit", "-m", "docs"], environment: missing)
        #expect(docs.status == 0, "\(docs.stdout)\(docs.stderr)")
        #expect(!(docs.stdout + docs.stderr).contains("themelint"))

        // A staged JSON file does run it; a missing executable is reported with a hint.
        try repo.write("a/scheme.json", demoScheme())
        try repo.git(["add", "a/scheme.json"])
        let noTool = try runGit(repo, ["commit", "-m", "fix"], environment: missing)
        #expect(noTool.status != 0)
        #expect(noTool.stderr.contains("cannot find themelint"), "\(noTool.stderr)")
        let fixed = try runGit(repo, ["commit", "-m", "fix"])
        #expect(fixed.status == 0, "\(fixed.stdout)\(fixed.stderr)")
    }

    @Test func theFirstCommitOfANewRepositoryIsCheckedToo() throws {
        let repo = try TemporaryGitRepository()
        #expect(try runThemelint(["hook", "install"], in: repo.url).status == 0)
        try repo.write("palette.json", demoPalette)
        try repo.write("scheme.json", demoScheme(lightAccent: "first_missing"))
        try repo.git(["add", "-A"])
        let refused = try runGit(repo, ["commit", "-m", "first"])
        #expect(refused.status != 0)
        #expect((refused.stdout + refused.stderr).contains("first_missing"), "\(refused.stdout)\(refused.stderr)")
        #expect(headCommit(repo) == "unborn")
        try repo.write("scheme.json", demoScheme())
        try repo.git(["add", "-A"])
        let accepted = try runGit(repo, ["commit", "-m", "first"])
        #expect(accepted.status == 0, "\(accepted.stdout)\(accepted.stderr)")
    }

    /// A design-token file named `*.tokens` (a token file as the DTCG format names them) is
    /// checked like a JSON one: the fast exit must not skip it.
    @Test func aTokensFileIsCheckedToo() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("design/colors.tokens", ##"{"color": {"$type": "color", "blue": {"$value": "#0044cc"}, "link": {"$value": "{color.blue}"}}}"##)
        try repo.commitAll("tokens")
        #expect(try runThemelint(["hook", "install"], in: repo.url).status == 0)
        let before = headCommit(repo)
        try repo.write("design/colors.tokens", ##"{"color": {"$type": "color", "blue": {"$value": "#0044cc"}, "link": {"$value": "{color.bleu}"}}}"##)
        try repo.git(["add", "design/colors.tokens"])
        let refused = try runGit(repo, ["commit", "-m", "typo"])
        #expect(refused.status != 0)
        #expect((refused.stdout + refused.stderr).contains("[unresolved-identifier]"), "\(refused.stdout)\(refused.stderr)")
        #expect(headCommit(repo) == before)
    }

    @Test func deletingAPaletteIsCheckedToo() throws {
        let repo = try repositoryWithHook()
        try repo.git(["rm", "-q", "b/palette.json"])
        let result = try runGit(repo, ["commit", "-m", "drop palette"])
        #expect(result.status != 0)
        #expect((result.stdout + result.stderr).contains("b/scheme.json"), "\(result.stdout)\(result.stderr)")
    }

    @Test func aForeignHookIsLeftAloneUnlessForcedAndRestoredOnUninstall() throws {
        let repo = try TemporaryGitRepository()
        let hook = repo.url.appendingPathComponent(".git/hooks/pre-commit")
        try FileManager.default.createDirectory(at: hook.deletingLastPathComponent(), withIntermediateDirectories: true)
        let foreign = "#!/bin/sh\necho someone else's hook\n"
        try foreign.write(to: hook, atomically: true, encoding: .utf8)

        let refused = try runThemelint(["hook", "install"], in: repo.url)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("not installed by themelint"), "\(refused.stderr)")
        #expect(try String(contentsOf: hook, encoding: .utf8) == foreign)

        let keep = try runThemelint(["hook", "uninstall"], in: repo.url)
        #expect(keep.status == 1)
        #expect(try String(contentsOf: hook, encoding: .utf8) == foreign)

        let forced = try runThemelint(["hook", "install", "--force"], in: repo.url)
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try String(contentsOf: hook, encoding: .utf8).contains("# themelint-hook: pre-commit"))
        #expect(try String(contentsOf: hook.deletingLastPathComponent().appendingPathComponent("pre-commit.themelint-backup"), encoding: .utf8) == foreign)

        let removed = try runThemelint(["hook", "uninstall"], in: repo.url)
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(try String(contentsOf: hook, encoding: .utf8) == foreign)
        #expect(!FileManager.default.fileExists(atPath: hook.deletingLastPathComponent().appendingPathComponent("pre-commit.themelint-backup").path))

        // Our own hook is removed outright.
        try FileManager.default.removeItem(at: hook)
        #expect(try runThemelint(["hook", "install"], in: repo.url).status == 0)
        #expect(try runThemelint(["hook", "uninstall"], in: repo.url).status == 0)
        #expect(!FileManager.default.fileExists(atPath: hook.path))
        let nothing = try runThemelint(["hook", "uninstall"], in: repo.url)
        #expect(nothing.status == 0)
        #expect(nothing.stdout.contains("nothing to remove"))
    }

    @Test func honoursCoreHooksPathRelativeToTheWorkingTree() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("palette.json", demoPalette)
        try repo.write("scheme.json", demoScheme())
        try repo.commitAll("clean")
        try repo.git(["config", "core.hooksPath", "tools/git-hooks"])
        let subdirectory = repo.url.appendingPathComponent("nested/dir")
        try FileManager.default.createDirectory(at: subdirectory, withIntermediateDirectories: true)
        let install = try runThemelint(["hook", "install"], in: subdirectory)
        #expect(install.status == 0, "\(install.stderr)")
        #expect(FileManager.default.isExecutableFile(atPath: repo.url.appendingPathComponent("tools/git-hooks/pre-commit").path))
        #expect(!FileManager.default.fileExists(atPath: repo.url.appendingPathComponent(".git/hooks/pre-commit").path))
        #expect(!FileManager.default.fileExists(atPath: subdirectory.appendingPathComponent("tools/git-hooks/pre-commit").path))

        // git runs it from there.
        try repo.write("scheme.json", demoScheme(lightAccent: "nope"))
        try repo.git(["add", "scheme.json"])
        let refused = try runGit(repo, ["commit", "-m", "broken"])
        #expect(refused.status != 0)
        #expect((refused.stdout + refused.stderr).contains("\"nope\""))
    }

    @Test func linkedWorktreesShareTheMainRepositoryHooks() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("palette.json", demoPalette)
        try repo.write("scheme.json", demoScheme())
        try repo.commitAll("clean")
        let linked = repo.url.appendingPathComponent("linked")
        try repo.git(["worktree", "add", "-q", "-b", "feature", linked.path])
        let install = try runThemelint(["hook", "install"], in: linked)
        #expect(install.status == 0, "\(install.stderr)")
        #expect(FileManager.default.isExecutableFile(atPath: repo.url.appendingPathComponent(".git/hooks/pre-commit").path))

        try Data(demoScheme(darkAccent: "broken_in_linked").utf8).write(to: linked.appendingPathComponent("scheme.json"))
        try runGit(repo, ["add", "scheme.json"], in: linked)
        let refused = try runGit(repo, ["commit", "-m", "broken"], in: linked)
        #expect(refused.status != 0)
        #expect((refused.stdout + refused.stderr).contains("broken_in_linked"), "\(refused.stdout)\(refused.stderr)")
        // The main worktree's index is untouched by the linked one's check.
        let mainCommit = try runGit(repo, ["commit", "--allow-empty", "-m", "main still commits"])
        #expect(mainCommit.status == 0)
    }

    @Test func diffDriverOptionWritesTheTextconvConfig() throws {
        let repo = try TemporaryGitRepository()
        let install = try runThemelint(["hook", "install", "--diff-driver"], in: repo.url)
        #expect(install.status == 0, "\(install.stderr)")
        let configured = try repo.git(["config", "--local", "diff.themelint.textconv"]).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(configured == themelintBinaryPath() + " textconv")
        #expect(install.stdout.contains("diff=themelint"))
    }

    @Test func bareRepositoriesGetNoHook() throws {
        let bare = try TemporaryGitRepository(bare: true)
        let result = try runThemelint(["hook", "install"], in: bare.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("bare"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: bare.url.appendingPathComponent("hooks/pre-commit").path))
    }
}
