import Foundation
import Testing
import ThemeLintTestSupport

/// What is shown (`--min-severity`) apart from what fails (`--fail-on`), `-q`, the hook without
/// notes, and `TERM=dumb` without escape sequences.
@Suite struct NoiseTests {
    /// The VK sample (which has notes and nothing worse) committed in a new repository.
    func vkRepository() throws -> TemporaryGitRepository {
        let repo = try TemporaryGitRepository()
        let sample = vkSampleDirectory()
        for name in try FileManager.default.contentsOfDirectory(atPath: sample.path) where name.hasSuffix(".json") {
            try repo.write("vk/" + name, try String(contentsOf: sample.appendingPathComponent(name), encoding: .utf8))
        }
        try repo.commitAll("vk")
        return repo
    }

    @Test func minSeverityWarningHidesVKNotesButSaysHowMany() throws {
        let repo = try vkRepository()
        let all = try runThemelint(["check"], in: repo.url)
        #expect(all.status == 0)
        #expect(all.stdout.contains(": note: "), "the sample has notes: \(all.stdout.suffix(200))")
        let shown = try runThemelint(["check", "--min-severity", "warning"], in: repo.url)
        #expect(shown.status == 0)
        #expect(!shown.stdout.contains("note:"), "\(shown.stdout.prefix(400))")
        #expect(shown.stdout.hasPrefix("0 errors, 0 warnings and 0 notes in 10 files at the working tree; "), "\(shown.stdout)")
        #expect(shown.stdout.hasSuffix(" below warning not shown\n"), "\(shown.stdout)")
        // JSON shows the same: only what is at or above the minimum.
        let json = try runThemelint(["check", "--min-severity", "warning", "--format", "json"], in: repo.url)
        #expect(try findings(json.stdout).isEmpty)
        // What fails is judged on every finding, shown or not.
        let failing = try runThemelint(["check", "--min-severity", "error", "--fail-on", "note"], in: repo.url)
        #expect(failing.status == 1)
        #expect(!failing.stdout.contains("note:"))
    }

    @Test func quietPrintsNothingOnSuccessAndEverythingOnFailure() throws {
        let repo = try vkRepository()
        let quiet = try runThemelint(["check", "-q"], in: repo.url)
        #expect(quiet.status == 0 && quiet.stdout.isEmpty && quiet.stderr.isEmpty, "\(quiet.stdout)")
        #expect(try runThemelint(["check", "--quiet", "--format", "json"], in: repo.url).stdout.isEmpty)
        let scheme = try repo.read("vk/scheme.json")
        try repo.write("vk/scheme.json", scheme.replacingOccurrences(of: "\"color_identifier\": \"black_alpha8\"", with: "\"color_identifier\": \"black_alpha_8\""))
        let failing = try runThemelint(["check", "-q", "--min-severity", "warning"], in: repo.url)
        #expect(failing.status == 1)
        #expect(failing.stdout.contains("error: ") && failing.stdout.contains("black_alpha_8"), "\(failing.stdout)")
    }

    @Test func theInstalledHookShowsNoNotes() throws {
        let repo = try TemporaryGitRepository()
        #expect(try runThemelint(["hook", "install"], in: repo.url).status == 0)
        let sample = vkSampleDirectory()
        for name in ["palette.json", "scheme.json"] {
            try repo.write(name, try String(contentsOf: sample.appendingPathComponent(name), encoding: .utf8))
        }
        try repo.git(["add", "-A"])
        let commit = try runProcess("git", ["commit", "-m", "vk"], in: repo.url, environment: ["THEMELINT": themelintBinaryPath()])
        #expect(commit.status == 0, "\(commit.stdout)\(commit.stderr)")
        let output = commit.stdout + commit.stderr
        #expect(output.contains("below warning not shown"), "\(output)")
        #expect(!output.contains(": note: "), "\(output)")
        let yaml = try String(contentsOf: projectRootDirectory().appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        #expect(yaml.contains("entry: themelint check --staged --min-severity warning"))
    }

    /// Runs `arguments` under a pseudo-terminal (util-linux `script`), so that `--color auto` sees a terminal.
    func onATerminal(_ arguments: [String], in repo: TemporaryGitRepository, term: String) throws -> String {
        let command = ([themelintBinaryPath()] + arguments).map { "'\($0)'" }.joined(separator: " ")
        let result = try runProcess("script", ["-qec", command, "/dev/null"], in: repo.url, environment: ["TERM": term, "NO_COLOR": nil])
        return result.stdout
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"))) func dumbTerminalsGetNoEscapeSequences() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("palette.json", diffPalette())
        try repo.write("scheme.json", standardDiffScheme())
        try repo.commitAll("base")
        try repo.write("palette.json", diffPalette(["sky_300": "#529EF4"]))
        try repo.commitAll("head")
        let smart = try onATerminal(["diff", "HEAD~1", "HEAD"], in: repo, term: "xterm-256color")
        #expect(smart.contains("\u{1B}[48;2;"), "a capable terminal gets swatches: \(smart)")
        let dumb = try onATerminal(["diff", "HEAD~1", "HEAD"], in: repo, term: "dumb")
        #expect(dumb.contains("sky_300"), "\(dumb)")
        #expect(!dumb.contains("\u{1B}"), "\(dumb)")
        let check = try onATerminal(["check", "--fail-on", "note"], in: repo, term: "dumb")
        #expect(!check.contains("\u{1B}"), "\(check)")
    }
}
