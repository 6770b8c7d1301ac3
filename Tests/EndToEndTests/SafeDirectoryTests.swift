import Foundation
import Testing
import ThemeLintTestSupport

/// A repository owned by another user is used exactly when git would use it (`safe.directory`):
/// the binary and `git status` run with the same environment must agree, including the forms
/// libgit2 1.5.1 alone refuses (`*`, `GIT_CONFIG_GLOBAL`, `git -c`, `GIT_CONFIG_COUNT`, sudo).
@Suite(.enabled(if: isRunningAsRoot, "needs root to give the repository to another user"))
struct SafeDirectoryTests {
    struct Case: Sendable, CustomStringConvertible {
        var description: String
        /// `.gitconfig` in HOME (`REPO` stands for the repository's path), or nil for none.
        var homeConfig: String?
        var environment: [String: String] = [:]
        var gitAccepts: Bool
    }

    static let cases: [Case] = [
        Case(description: "no safe.directory", homeConfig: nil, gitAccepts: false),
        Case(description: "the path", homeConfig: "[safe]\n\tdirectory = REPO\n", gitAccepts: true),
        Case(description: "*", homeConfig: "[safe]\n\tdirectory = *\n", gitAccepts: true),
        Case(description: "* then cleared", homeConfig: "[safe]\n\tdirectory = *\n\tdirectory =\n", gitAccepts: false),
        Case(description: "another path", homeConfig: "[safe]\n\tdirectory = /nowhere\n", gitAccepts: false),
        Case(description: "GIT_CONFIG_GLOBAL", homeConfig: nil, environment: ["GIT_CONFIG_GLOBAL": "HOME/other.gitconfig"], gitAccepts: true),
        Case(description: "GIT_CONFIG_COUNT", homeConfig: nil,
             environment: ["GIT_CONFIG_COUNT": "1", "GIT_CONFIG_KEY_0": "safe.directory", "GIT_CONFIG_VALUE_0": "*"], gitAccepts: true),
        Case(description: "git -c (GIT_CONFIG_PARAMETERS)", homeConfig: nil, environment: ["GIT_CONFIG_PARAMETERS": "'safe.directory=*'"], gitAccepts: true),
        // As `git -c alias.x='!it'"'"'s' -c safe.directory='*' commit` hands it to a hook.
        Case(description: "git -c after a quoted ! and '", homeConfig: nil,
             environment: ["GIT_CONFIG_PARAMETERS": "'alias.x'=''\\!'it'\\''s' 'safe.directory'='*'"], gitAccepts: true),
        Case(description: "sudo by the owner", homeConfig: nil, environment: ["SUDO_UID": "65534"], gitAccepts: true),
        Case(description: "sudo by someone else", homeConfig: nil, environment: ["SUDO_UID": "4242"], gitAccepts: false),
    ]

    @Test(arguments: cases)
    func agreesWithGit(_ testCase: Case) throws {
        let repository = try TemporaryGitRepository()
        try repository.write("theme/palette.json", diffPalette())
        try repository.write("theme/scheme.json", standardDiffScheme())
        try repository.commitAll("themes")
        let home = try TemporaryGitRepository(initialize: false)
        let repositoryPath = URL(fileURLWithPath: repository.path).resolvingSymlinksInPath().path
        if let config = testCase.homeConfig {
            try home.write(".gitconfig", config.replacingOccurrences(of: "REPO", with: repositoryPath))
        }
        try home.write("other.gitconfig", "[safe]\n\tdirectory = \(repositoryPath)\n")
        let chown = try runProcess("chown", ["-R", "nobody", repository.path])
        try #require(chown.status == 0, "chown failed: \(chown.stderr)")

        var environment: [String: String?] = ["HOME": home.path, "XDG_CONFIG_HOME": nil, "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": nil, "SUDO_UID": nil]
        for (name, value) in testCase.environment { environment[name] = value.replacingOccurrences(of: "HOME", with: home.path) }
        let git = try runProcess("git", ["status", "--porcelain"], in: repository.url, environment: environment.merging(["GIT_DIR": nil, "GIT_WORK_TREE": nil]) { _, new in new })
        // The installed git's own answer (the case's expectation is git's documented behaviour).
        try #require((git.status == 0) == testCase.gitAccepts, "git: \(git.status) \(git.stderr)")

        let result = try runThemelint(["check", "--rev", "HEAD", "--format", "json"], in: repository.url, environment: environment)
        if testCase.gitAccepts {
            #expect(result.status == 0, "\(testCase): \(result.stderr)")
            #expect(result.stdout.contains("\"findings\""))
        } else {
            #expect(result.status == 2, "\(testCase): \(result.stdout)")
            #expect(result.stderr.contains("safe.directory"), "\(result.stderr)")
        }
    }
}
