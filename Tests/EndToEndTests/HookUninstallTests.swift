import Foundation
import Testing
import ThemeLintTestSupport

/// `hook uninstall` removes everything `hook install` added: the hook, a backup it made, and
/// the diff driver's settings, so that `.git/config` and the hooks directory are byte for byte
/// as before. Checked with real git repositories and the built binary.
@Suite struct HookUninstallTests {
    /// `.git/config`'s bytes and every file of the hooks directory (name, permissions, content).
    private func snapshot(_ repo: TemporaryGitRepository) throws -> (config: Data, hooks: [String]) {
        let gitDirectory = repo.url.appendingPathComponent(".git")
        let config = try Data(contentsOf: gitDirectory.appendingPathComponent("config"))
        let hooksPath = gitDirectory.appendingPathComponent("hooks").path
        let manager = FileManager.default
        let names = (try? manager.contentsOfDirectory(atPath: hooksPath)) ?? []
        let hooks = try names.sorted().map { name in
            let path = hooksPath + "/" + name
            let permissions = try manager.attributesOfItem(atPath: path)[.posixPermissions] as? Int ?? -1
            let content = try Data(contentsOf: URL(fileURLWithPath: path))
            return "\(name) \(String(permissions, radix: 8)) \(content.base64EncodedString())"
        }
        return (config, hooks)
    }

    private func repository() throws -> TemporaryGitRepository {
        let repo = try TemporaryGitRepository()
        try repo.write("palette.json", demoPalette)
        try repo.write("scheme.json", demoScheme())
        try repo.commitAll("theme")
        return repo
    }

    @Test func installWithDiffDriverThenUninstallLeavesConfigAndHooksAsBefore() throws {
        let repo = try repository()
        let before = try snapshot(repo)

        let install = try runThemelint(["hook", "install", "--diff-driver"], in: repo.url)
        #expect(install.status == 0, "\(install.stdout)\(install.stderr)")
        let installed = try snapshot(repo)
        #expect(installed.config != before.config, "install --diff-driver writes the config")
        #expect(installed.hooks.count == before.hooks.count + 1)
        #expect(try repo.git(["config", "--local", "diff.themelint.textconv"]).contains("textconv"))

        let uninstall = try runThemelint(["hook", "uninstall"], in: repo.url)
        #expect(uninstall.status == 0, "\(uninstall.stdout)\(uninstall.stderr)")
        #expect(uninstall.stdout.contains("removed the diff driver (diff.themelint.textconv)"), "\(uninstall.stdout)")
        let after = try snapshot(repo)
        #expect(String(decoding: after.config, as: UTF8.self) == String(decoding: before.config, as: UTF8.self))
        #expect(after.hooks == before.hooks)
        // git itself no longer sees a driver or an empty section.
        let sections = try runGit(repo, ["config", "--local", "--get-regexp", "^diff\\."])
        #expect(sections.status == 1 && sections.stdout.isEmpty, "\(sections.stdout)")
    }

    @Test func uninstallRemovesTheDriverSectionButKeepsWhatFollowsIt() throws {
        let repo = try repository()
        _ = try runThemelint(["hook", "install", "--diff-driver"], in: repo.url)
        // The user adds settings of their own after install: a variable in our section, and a
        // section after it.
        try repo.git(["config", "diff.themelint.binary", "true"])
        try repo.git(["config", "alias.st", "status"])
        let uninstall = try runThemelint(["hook", "uninstall"], in: repo.url)
        #expect(uninstall.status == 0, "\(uninstall.stdout)\(uninstall.stderr)")
        #expect(uninstall.stdout.contains("diff.themelint.textconv, diff.themelint.binary"), "\(uninstall.stdout)")
        let config = try repo.read(".git/config")
        #expect(!config.contains("themelint"), "\(config)")
        #expect(try repo.git(["config", "alias.st"]).trimmingCharacters(in: .whitespacesAndNewlines) == "status")
    }

    @Test func forcedInstallThenUninstallPutsTheForeignHookBackAndRemovesTheDriver() throws {
        let repo = try repository()
        try repo.write(".git/hooks/pre-commit", "#!/bin/sh\necho mine\n")
        try repo.git(["config", "core.editor", "true"])
        _ = try runProcess("chmod", ["755", repo.absolutePath(".git/hooks/pre-commit")], in: repo.url)
        let before = try snapshot(repo)

        let install = try runThemelint(["hook", "install", "--force", "--diff-driver"], in: repo.url)
        #expect(install.status == 0, "\(install.stdout)\(install.stderr)")
        let uninstall = try runThemelint(["hook", "uninstall"], in: repo.url)
        #expect(uninstall.status == 0, "\(uninstall.stdout)\(uninstall.stderr)")
        let after = try snapshot(repo)
        #expect(after.config == before.config)
        #expect(after.hooks == before.hooks)
    }

    @Test func uninstallRemovesTheDriverEvenWhenAForeignHookStays() throws {
        let repo = try repository()
        try repo.git(["config", "diff.themelint.textconv", "themelint textconv"])
        try repo.write(".git/hooks/pre-commit", "#!/bin/sh\necho mine\n")
        let uninstall = try runThemelint(["hook", "uninstall"], in: repo.url)
        #expect(uninstall.status == 1, "the foreign hook is reported: \(uninstall.stderr)")
        #expect(!(try repo.read(".git/config")).contains("themelint"))
        #expect(try repo.read(".git/hooks/pre-commit") == "#!/bin/sh\necho mine\n")
    }
}
