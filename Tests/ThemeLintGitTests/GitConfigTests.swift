import Foundation
import Testing
import ThemeLintCore
import ThemeLintGit
import ThemeLintTestSupport

@Suite("Config and hooks directory")
struct GitConfigTests {
    @Test("configString reads repository config; unset keys are nil")
    func readsConfig() throws {
        let repository = try TemporaryGitRepository()
        try repository.git(["config", "themelint.example", "some value"])
        let opened = try open(repository)
        #expect(opened.configString("themelint.example") == "some value")
        #expect(opened.configString("user.email") == "tester@example.com")
        #expect(opened.configString("themelint.unset") == nil)
        #expect(opened.configString("not a key") == nil)
    }

    @Test("setConfigString writes the repository's local config, as git reads it")
    func writesLocalConfig() throws {
        let repository = try TemporaryGitRepository()
        let opened = try open(repository)
        try opened.setConfigString("diff.themelint.textconv", "themelint textconv")
        #expect(try repository.git(["config", "--local", "--get", "diff.themelint.textconv"]) == "themelint textconv\n")
        #expect(opened.configString("diff.themelint.textconv") == "themelint textconv")
        expectGitError(.other) { try opened.setConfigString("no-section", "x") }
    }

    @Test("hooks live in .git/hooks by default")
    func defaultHooksDirectory() throws {
        let repository = try TemporaryGitRepository()
        #expect(try open(repository).hooksDirectory == repository.path + "/.git/hooks")
        #expect(try repository.git(["rev-parse", "--git-path", "hooks"]) == ".git/hooks\n")
    }

    @Test("core.hooksPath: relative to the working tree root, absolute as is")
    func configuredHooksPath() throws {
        let repository = try TemporaryGitRepository()
        try repository.write("tools/x.json", "{}")
        try repository.git(["config", "core.hooksPath", ".githooks"])
        let fromSubdirectory = try GitRepository.open(path: repository.absolutePath("tools"), environment: [:], currentDirectory: "/")
        #expect(fromSubdirectory.hooksDirectory == repository.path + "/.githooks")
        try repository.git(["config", "core.hooksPath", "/opt/hooks/"])
        #expect(try open(repository).hooksDirectory == "/opt/hooks")
    }

    @Test("a bare repository's hooks are in its git directory")
    func bareHooksDirectory() throws {
        let repository = try TemporaryGitRepository(bare: true)
        #expect(try open(repository).hooksDirectory == repository.path + "/hooks")
    }

    @Test("a linked worktree uses the main repository's hooks")
    func linkedWorktreeHooks() throws {
        let repository = try TemporaryGitRepository()
        try repository.write("palette.json", "main")
        try repository.commitAll("initial")
        let linked = try TemporaryGitRepository(initialize: false)
        try repository.git(["worktree", "add", "-q", "-b", "side", linked.path + "/wt"])
        try linked.write("wt/palette.json", "linked worktree")
        let opened = try GitRepository.open(path: linked.path + "/wt", environment: [:], currentDirectory: "/")
        #expect(opened.workingDirectory == linked.path + "/wt")
        #expect(opened.gitDirectory == repository.path + "/.git/worktrees/wt")
        #expect(opened.commonDirectory == repository.path + "/.git")
        #expect(opened.hooksDirectory == repository.path + "/.git/hooks")
        #expect(try text(opened.source(.worktree), "palette.json") == "linked worktree")
        #expect(try text(opened.source(.index), "palette.json") == "main")
    }
}
