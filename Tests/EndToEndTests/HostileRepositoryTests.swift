import Foundation
import Testing
import ThemeLintTestSupport

/// Issue 12's hostile repositories and environments: each test reproduces one, and each checks
/// that themelint left the repository exactly as it found it.
@Suite struct HostileRepositoryTests {
    /// A repository with the demo palette and scheme committed.
    private func demoRepository() throws -> TemporaryGitRepository {
        let repository = try TemporaryGitRepository()
        try repository.write("palette.json", demoPalette)
        try repository.write("scheme.json", demoScheme())
        try repository.commitAll("themes")
        return repository
    }

    @Test func bareThemelintPrintsUsageToStandardErrorAndExits2() throws {
        let result = try runThemelint([], in: URL(fileURLWithPath: NSTemporaryDirectory()))
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty, "\(result.stdout)")
        #expect(result.stderr.contains("USAGE: themelint <subcommand>"), "\(result.stderr)")
        #expect(result.stderr.contains("check"))
    }

    @Test func bidirectionalAndInvisibleMarksAreEscapedInTextOutput() throws {
        let repository = try TemporaryGitRepository()
        let marks = ["\u{200E}", "\u{200F}", "\u{061C}", "\u{202A}", "\u{202E}", "\u{2066}", "\u{2069}"]
        let names = marks.enumerated().map { "c\($0.offset)\($0.element)x" }
        let palette = "{" + names.map { "\"\($0)\": \"#FFFFFF\"" }.joined(separator: ", ") + "}"
        try repository.write("palette.json", palette)
        let snapshot = try repository.fileTreeSnapshot()
        let result = try runThemelint(["check", "--color", "never"], in: repository.url)
        #expect(result.status == 0, "\(result.stderr)")
        for mark in marks {
            #expect(!result.stdout.unicodeScalars.contains(mark.unicodeScalars.first!), "U+\(String(mark.unicodeScalars.first!.value, radix: 16)) printed raw")
            #expect(result.stdout.contains("\\u{" + String(mark.unicodeScalars.first!.value, radix: 16, uppercase: true) + "}"), "\(result.stdout)")
        }
        #expect(try repository.fileTreeSnapshot() == snapshot)
    }

    /// Runs themelint with standard output pointing at `output` (the caller keeps or closes the
    /// other end); returns the exit status, whether it died of a signal, and standard error.
    private func runWithStandardOutput(_ output: FileHandle, _ arguments: [String], in directory: URL) throws -> (status: Int32, signaled: Bool, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: themelintBinaryPath())
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        for name in ["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GITHUB_STEP_SUMMARY"] { environment.removeValue(forKey: name) }
        environment["NO_COLOR"] = "1"
        process.environment = environment
        process.standardOutput = output
        let errors = Pipe()
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, process.terminationReason == .uncaughtSignal, String(decoding: stderr, as: UTF8.self))
    }

    @Test(arguments: [["check"], ["check", "--format", "json"], ["diff", "HEAD~1", "--format", "json"], ["show", "--no-pager"], ["log", "--no-pager"]])
    func aFullDeviceIsAnError(arguments: [String]) throws {
        let repository = try demoRepository()
        try repository.write("scheme.json", demoScheme(darkAccent: "white"))
        try repository.commitAll("two")
        try repository.write("scheme.json", demoScheme(lightAccent: "black"))
        let snapshot = try repository.fileTreeSnapshot()
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let result = try runWithStandardOutput(full, arguments, in: repository.url)
        #expect(!result.signaled)
        #expect(result.status == 2, "\(arguments): \(result.status) \(result.stderr)")
        #expect(result.stderr.contains("cannot write to standard output"), "\(result.stderr)")
        #expect(try repository.fileTreeSnapshot() == snapshot)
    }

    @Test(arguments: [["check", "--format", "json"], ["contrast", "#000", "#fff"]])
    func aClosedPipeIsAnErrorNotASignal(arguments: [String]) throws {
        let repository = try demoRepository()
        let snapshot = try repository.fileTreeSnapshot()
        let pipe = Pipe()
        // The reader is gone before themelint writes a byte (as after `| head -c1` has read its byte).
        try pipe.fileHandleForReading.close()
        let result = try runWithStandardOutput(pipe.fileHandleForWriting, arguments, in: repository.url)
        #expect(!result.signaled, "killed by SIGPIPE")
        #expect(result.status == 2, "\(result.status) \(result.stderr)")
        #expect(result.stderr.contains("cannot write to standard output"), "\(result.stderr)")
        #expect(try repository.fileTreeSnapshot() == snapshot)
    }
}

/// `--max-file-size` (default 64 MiB): a file over it is refused before it is read, by its size
/// from `fstat` in the working tree or from the blob's header in a commit or the index, and gets
/// its own `json-syntax` finding; input given to `textconv` is read only up to the limit.
@Suite struct MaximumFileSizeTests {
    /// Runs themelint under `timeout` so that a regression (reading the file) fails the test
    /// instead of hanging the suite; returns the result and the wall time in milliseconds.
    private func runBounded(_ arguments: [String], in directory: URL, seconds: Int = 60) throws -> (result: ProcessResult, milliseconds: Int) {
        let start = Date()
        let result = try runProcess("timeout", ["-s", "KILL", "\(seconds)", themelintBinaryPath()] + arguments, in: directory,
                                    environment: ["NO_COLOR": "1", "GIT_DIR": nil, "GIT_INDEX_FILE": nil, "GIT_WORK_TREE": nil, "GITHUB_STEP_SUMMARY": nil])
        return (result, Int(Date().timeIntervalSince(start) * 1000))
    }

    private func findings(_ json: String) throws -> [[String: Any]] {
        try #require(try jsonObject(json)["findings"] as? [[String: Any]])
    }

    @Test func aHundredGibibyteSparseFileInTheWorkingTreeIsRefusedUnread() throws {
        let repository = try TemporaryGitRepository()
        try repository.write("palette.json", demoPalette)
        try repository.write("scheme.json", demoScheme())
        try repository.commitAll("themes")
        // Untracked, not ignored: auto-detection finds it as a palette of its own.
        _ = try runProcess("truncate", ["-s", "100G", repository.absolutePath("palette_huge.json")])
        let snapshot = try repository.fileTreeSnapshot(contentLimit: 1 << 20)

        let (result, milliseconds) = try runBounded(["check", "--format", "json"], in: repository.url)
        #expect(result.status == 1, "\(result.status) \(result.stderr)")
        let huge = try findings(result.stdout).filter { $0["file"] as? String == "palette_huge.json" }
        #expect(huge.count == 1, "\(result.stdout)")
        #expect(huge.first?["rule"] as? String == "json-syntax")
        let message = huge.first?["message"] as? String ?? ""
        #expect(message.contains("100 GiB") && message.contains("64 MiB") && message.contains("--max-file-size"), "\(message)")
        #expect(milliseconds < 30_000, "took \(milliseconds) ms")
        print("100 GiB sparse file refused in \(milliseconds) ms (whole check, debug build)")
        // The other files are still checked.
        #expect(try findings(result.stdout).allSatisfy { $0["file"] as? String != "scheme.json" || $0["rule"] as? String != "json-syntax" })

        let text = try runBounded(["check"], in: repository.url).result
        #expect(text.status == 1)
        #expect(text.stdout.contains("palette_huge.json:1:1: error:"), "\(text.stdout)")
        #expect(try repository.fileTreeSnapshot(contentLimit: 1 << 20) == snapshot)
    }

    @Test func aConfiguredSchemeFileOverTheLimitIsItsOwnFinding() throws {
        let repository = try TemporaryGitRepository()
        try repository.write("palette.json", demoPalette)
        try repository.write(".themelint.json", #"{"themes": [{"schemes": "scheme.json", "palettes": ["palette.json"]}]}"#)
        try repository.commitAll("config")
        _ = try runProcess("truncate", ["-s", "100G", repository.absolutePath("scheme.json")])
        for command in [["check", "--format", "json"], ["show", "--format", "json", "--no-pager"], ["diff", "--format", "json"]] {
            let (result, milliseconds) = try runBounded(command, in: repository.url)
            #expect(milliseconds < 30_000, "\(command) took \(milliseconds) ms")
            #expect(result.status != 2 || result.stderr.contains("scheme.json"), "\(command): \(result.stderr)")
            #expect(!result.stderr.contains("Fatal") && !result.stderr.contains("fatal error"), "\(command): \(result.stderr)")
        }
        let check = try runBounded(["check", "--format", "json"], in: repository.url).result
        #expect(try findings(check.stdout).contains { $0["file"] as? String == "scheme.json" && $0["rule"] as? String == "json-syntax" }, "\(check.stdout)")
    }

    @Test func committedAndStagedBlobsAreMeasuredByTheirHeader() throws {
        let repository = try TemporaryGitRepository()
        try repository.write("palette.json", demoPalette)
        try repository.write("scheme.json", demoScheme())
        try repository.commitAll("themes")
        try repository.write("scheme.json", demoScheme(darkAccent: "white"))
        try repository.commitAll("two")
        let size = demoScheme().utf8.count
        #expect(size > 200)
        let snapshot = try repository.fileTreeSnapshot()
        for command in [["check", "--rev", "HEAD"], ["check", "--staged"], ["check"]] {
            let result = try runBounded(command + ["--max-file-size", "200", "--format", "json"], in: repository.url).result
            #expect(result.status == 1, "\(command): \(result.stderr)")
            let schemes = try findings(result.stdout).filter { $0["file"] as? String == "scheme.json" }
            #expect(schemes.map { $0["rule"] as? String } == ["json-syntax"], "\(command): \(result.stdout)")
            #expect((schemes.first?["message"] as? String)?.contains("200 bytes") == true, "\(command): \(result.stdout)")
        }
        // show lists what resolves: the refused scheme file has no roles to show.
        let show = try runBounded(["show", "HEAD", "--no-pager", "--max-file-size", "200"], in: repository.url).result
        #expect(show.status == 0 && !show.stdout.contains("accent"), "\(show.stdout) \(show.stderr)")
        // A limit above the files' sizes reads them as usual.
        #expect(try runBounded(["check", "--rev", "HEAD", "--max-file-size", "1M"], in: repository.url).result.status == 0)
        let diff = try runBounded(["diff", "HEAD~1", "HEAD", "--max-file-size", "200"], in: repository.url).result
        #expect(diff.status == 0 && diff.stdout.contains("scheme.json:1:1: file is") && diff.stdout.contains("--max-file-size"), "\(diff.stdout)")
        let log = try runBounded(["log", "--no-pager", "--max-file-size", "200", "--format", "json"], in: repository.url).result
        #expect(log.status == 0, "\(log.stderr)")
        #expect(try repository.fileTreeSnapshot() == snapshot)
    }

    @Test func badSizesAreUsageErrors() throws {
        let directory = URL(fileURLWithPath: NSTemporaryDirectory())
        for bad in ["", "-1", "12x", "1.5M", "99999999999999999999"] {
            let result = try runThemelint(["check", "--max-file-size", bad], in: directory)
            #expect(result.status == 2, "\(bad): \(result.stderr)")
        }
    }

    @Test func textconvStopsReadingAtTheLimit() throws {
        let directory = URL(fileURLWithPath: NSTemporaryDirectory())
        let binary = themelintBinaryPath()
        let start = Date()
        let fromStandardInput = try runProcess("timeout", ["-s", "KILL", "60", "sh", "-c", "exec \"$0\" textconv - < /dev/zero", binary], in: directory)
        #expect(fromStandardInput.status == 2, "\(fromStandardInput.status) \(fromStandardInput.stderr)")
        #expect(fromStandardInput.stderr.contains("standard input") && fromStandardInput.stderr.contains("64 MiB"), "\(fromStandardInput.stderr)")
        let fromFile = try runProcess("timeout", ["-s", "KILL", "60", binary, "textconv", "/dev/zero", "--max-file-size", "1M"], in: directory)
        #expect(fromFile.status == 2, "\(fromFile.status) \(fromFile.stderr)")
        #expect(fromFile.stderr.contains("/dev/zero") && fromFile.stderr.contains("1 MiB"), "\(fromFile.stderr)")
        print("textconv from /dev/zero refused in \(Int(Date().timeIntervalSince(start) * 1000)) ms (both runs)")

        let sparse = FileManager.default.temporaryDirectory.appendingPathComponent("themelint-sparse-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: sparse) }
        _ = try runProcess("truncate", ["-s", "100G", sparse.path])
        let fromSparse = try runProcess("timeout", ["-s", "KILL", "60", binary, "textconv", sparse.path], in: directory)
        #expect(fromSparse.status == 2, "\(fromSparse.stderr)")
        #expect(fromSparse.stderr.contains("100 GiB"), "\(fromSparse.stderr)")
    }
}

/// Messages name sources as a user of git does: "the working tree" and "the index", never the
/// internal spellings (`worktree`, `:index`) or type names.
@Suite struct SourceNamesInMessagesTests {
    private let internalNames = ["worktree", ":index", "WorkingTree", "Worktree", "IndexSource", "GitError", "SourceError", "DocumentSource"]

    private func expectPlainNames(_ text: String, _ context: String) {
        for name in internalNames {
            #expect(!text.contains(name), "\(context) says '\(name)': \(text)")
        }
    }

    @Test func humanOutputAndErrorsSayWorkingTreeAndIndex() throws {
        let repository = try TemporaryGitRepository()
        try repository.write("palette.json", demoPalette)
        try repository.write(".themelint.json", #"{"themes": [{"schemes": "scheme.json", "palettes": ["palette.json", "missing.json"]}]}"#)
        try repository.commitAll("config")
        try repository.write("scheme.json", demoScheme())
        let snapshot = try repository.fileTreeSnapshot()

        // missing-file findings name the source.
        let working = try runThemelint(["check"], in: repository.url)
        #expect(working.status == 1)
        #expect(working.stdout.contains("missing.json does not exist in the working tree"), "\(working.stdout)")
        expectPlainNames(working.stdout + working.stderr, "check")
        let staged = try runThemelint(["check", "--staged"], in: repository.url)
        #expect(staged.stdout.contains("scheme.json does not exist in the index"), "\(staged.stdout)")
        expectPlainNames(staged.stdout + staged.stderr, "check --staged")
        // Markdown too.
        let markdown = try runThemelint(["check", "--format", "markdown"], in: repository.url)
        expectPlainNames(markdown.stdout + markdown.stderr, "check --format markdown")

        // Diffs and show, in text.
        for arguments in [["diff"], ["diff", "--staged"], ["diff", "HEAD"], ["show", "--no-pager"], ["show", "--staged", "--no-pager"],
                          ["show", "--no-pager", "--scheme", "nope"], ["contrast", "accent", "background", "--scheme", "nope"]] {
            let result = try runThemelint(arguments, in: repository.url)
            expectPlainNames(result.stdout + result.stderr, arguments.joined(separator: " "))
        }
        #expect(try repository.fileTreeSnapshot() == snapshot)
    }

    @Test func errorsReadingTheSourcesSayWorkingTreeAndIndex() throws {
        let repository = try TemporaryGitRepository()
        try repository.write("palette.json", demoPalette)
        try repository.write("scheme.json", demoScheme())
        try repository.commitAll("themes")
        // A directory where the configuration should be: an error reading the working tree.
        try FileManager.default.createDirectory(atPath: repository.absolutePath(".themelint.json"), withIntermediateDirectories: true)
        let snapshot = try repository.fileTreeSnapshot()
        let working = try runThemelint(["check"], in: repository.url)
        #expect(working.status == 2)
        #expect(working.stderr.contains("the working tree"), "\(working.stderr)")
        expectPlainNames(working.stderr, "check with a directory .themelint.json")
        #expect(try repository.fileTreeSnapshot() == snapshot)
    }
}

/// An index libgit2 1.5 cannot read (split, sparse) is one clear message and exit status 2 for
/// what needs it; commits are still read.
@Suite struct UnreadableIndexTests {
    private func repository() throws -> TemporaryGitRepository {
        let repository = try TemporaryGitRepository()
        for directory in ["a", "b"] {
            try repository.write("\(directory)/palette.json", demoPalette)
            try repository.write("\(directory)/scheme.json", demoScheme())
        }
        try repository.commitAll("themes")
        return repository
    }

    private func expectOneClearMessage(_ repository: TemporaryGitRepository, naming words: [String]) throws {
        let snapshot = try repository.fileTreeSnapshot()
        for arguments in [["check"], ["check", "--staged"], ["diff"], ["diff", "--staged"], ["show", "--no-pager"]] {
            let result = try runThemelint(arguments, in: repository.url)
            #expect(result.status == 2, "\(arguments): \(result.status) \(result.stdout) \(result.stderr)")
            #expect(result.stdout.isEmpty, "\(arguments): \(result.stdout)")
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.count == 1, "\(arguments): \(result.stderr)")
            for word in words {
                #expect(result.stderr.contains(word), "\(arguments) does not say '\(word)': \(result.stderr)")
            }
            #expect(!result.stderr.contains("mandatory extension"), "\(arguments): \(result.stderr)")
        }
        let commit = try runThemelint(["check", "--rev", "HEAD"], in: repository.url)
        #expect(commit.status == 0, "\(commit.stderr)")
        #expect(try repository.fileTreeSnapshot() == snapshot)
    }

    @Test func aSplitIndex() throws {
        let repository = try repository()
        try repository.git(["update-index", "--split-index"])
        try expectOneClearMessage(repository, naming: ["split index", "git update-index --no-split-index", "--rev"])
    }

    @Test func aSparseIndex() throws {
        let repository = try repository()
        try repository.git(["config", "index.sparse", "true"])
        try repository.git(["sparse-checkout", "set", "--cone", "a"])
        try expectOneClearMessage(repository, naming: ["sparse index", "index.sparse", "--rev"])
    }
}

/// `GIT_DIR` without `GIT_WORK_TREE`: as git, the working tree is the current directory,
/// unless `core.worktree` names one or `core.bare` says there is none.
@Suite struct GitDirectoryWithoutWorkTreeTests {
    private func layout() throws -> (repository: TemporaryGitRepository, elsewhere: URL) {
        let repository = try TemporaryGitRepository()
        try repository.write("palette.json", ##"{"white": "#FFFFFF"}"##)
        try repository.commitAll("palette")
        let elsewhere = repository.url.appendingPathComponent("../\(repository.url.lastPathComponent)-elsewhere").standardizedFileURL
        try FileManager.default.createDirectory(at: elsewhere.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try Data(##"{"white": "#FFFFFG"}"##.utf8).write(to: elsewhere.appendingPathComponent("palette.json"))
        return (repository, elsewhere)
    }

    private func gitTopLevel(_ repository: TemporaryGitRepository, in directory: URL, gitDir: String) throws -> ProcessResult {
        try runProcess("git", ["rev-parse", "--show-toplevel"], in: directory,
                       environment: ["GIT_DIR": gitDir, "GIT_WORK_TREE": nil, "GIT_CONFIG_NOSYSTEM": "1", "HOME": repository.path])
    }

    @Test func theWorkingTreeIsTheCurrentDirectory() throws {
        let (repository, elsewhere) = try layout()
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let snapshot = try repository.fileTreeSnapshot()
        for (directory, gitDir) in [(elsewhere, repository.path + "/.git"), (elsewhere.appendingPathComponent("sub"), "../../\(repository.url.lastPathComponent)/.git")] {
            let git = try gitTopLevel(repository, in: directory, gitDir: gitDir)
            #expect(git.status == 0)
            #expect(git.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == directory.resolvingSymlinksInPath().path, "git: \(git.stdout)")
            // themelint reads the same working tree git does: the invalid color in the current directory.
            let result = try runThemelint(["check", "--format", "json"], in: directory, environment: ["GIT_DIR": gitDir])
            let findings = try jsonObject(result.stdout)["findings"] as? [[String: Any]] ?? []
            if directory == elsewhere {
                #expect(result.status == 1, "\(result.stdout) \(result.stderr)")
                #expect(findings.contains { $0["rule"] as? String == "invalid-color" && $0["file"] as? String == "palette.json" }, "\(result.stdout)")
            } else {
                // In sub/, the working tree is sub/ itself, which holds no theme file.
                #expect(result.status == 0, "\(result.stdout) \(result.stderr)")
                #expect(findings.isEmpty, "\(result.stdout)")
            }
        }
        #expect(try repository.fileTreeSnapshot() == snapshot)
    }

    @Test func coreWorktreeAndCoreBareDecideInstead() throws {
        let (repository, elsewhere) = try layout()
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let gitDir = repository.path + "/.git"
        // core.worktree names the repository's own directory: the current directory does not matter.
        try repository.git(["config", "core.worktree", repository.path])
        #expect(try gitTopLevel(repository, in: elsewhere, gitDir: gitDir).stdout.trimmingCharacters(in: .whitespacesAndNewlines) == repository.path)
        let named = try runThemelint(["check"], in: elsewhere, environment: ["GIT_DIR": gitDir])
        #expect(named.status == 0, "\(named.stdout) \(named.stderr)")

        try repository.git(["config", "--unset", "core.worktree"])
        try repository.git(["config", "core.bare", "true"])
        #expect(try gitTopLevel(repository, in: elsewhere, gitDir: gitDir).status != 0)
        let bare = try runThemelint(["check"], in: elsewhere, environment: ["GIT_DIR": gitDir])
        #expect(bare.status == 2, "\(bare.stdout) \(bare.stderr)")
        #expect(bare.stderr.contains("bare"), "\(bare.stderr)")
        let commit = try runThemelint(["check", "--rev", "HEAD"], in: elsewhere, environment: ["GIT_DIR": gitDir])
        #expect(commit.status == 0, "\(commit.stderr)")
    }
}

/// `core.ignorecase=true` (as on macOS and Windows) with `--staged`: a path names the staged file
/// at exactly that path, as `git cat-file -p :PATH` does, never another case variant.
@Suite struct IgnoreCaseIndexTests {
    @Test func theStagedFileAtTheExactPathIsRead() throws {
        let repository = try TemporaryGitRepository()
        try repository.write("palette.json", demoPalette)
        // A case variant of the palette, with a broken color, staged beside it.
        try repository.write("Palette.json", demoPalette.replacingOccurrences(of: "#FFFFFF", with: "#FFFFFG"))
        try repository.write("scheme.json", demoScheme())
        try repository.write(".themelint.json", #"{"themes": [{"schemes": "scheme.json", "palettes": ["Palette.json"]}]}"#)
        try repository.git(["add", "-A"])
        try repository.git(["config", "core.ignorecase", "true"])
        let snapshot = try repository.fileTreeSnapshot()

        // Palette.json is the broken one: its invalid color is found there.
        let exact = try runThemelint(["check", "--staged", "--format", "json"], in: repository.url)
        let findings = try jsonObject(exact.stdout)["findings"] as? [[String: Any]] ?? []
        #expect(findings.contains { $0["rule"] as? String == "invalid-color" && $0["file"] as? String == "Palette.json" }, "\(exact.stdout)")

        // A path staged under no exact name is missing, as git says.
        try repository.write(".themelint.json", #"{"themes": [{"schemes": "SCHEME.json", "palettes": ["palette.json"]}]}"#)
        try repository.git(["add", ".themelint.json"])
        #expect(try runGit(repository, ["cat-file", "-e", ":SCHEME.json"]).status != 0)
        let missing = try runThemelint(["check", "--staged"], in: repository.url)
        #expect(missing.status == 1, "\(missing.stdout) \(missing.stderr)")
        #expect(missing.stdout.contains("SCHEME.json does not exist in the index"), "\(missing.stdout)")
        _ = snapshot
    }
}

/// A sparse checkout: files outside the sparse patterns carry the skip-worktree bit and are not
/// on disk; git takes them from the index, so does themelint's working tree.
@Suite struct SparseCheckoutTests {
    @Test func skipWorktreeFilesAreReadFromTheIndex() throws {
        let repository = try TemporaryGitRepository()
        for directory in ["a", "b"] {
            try repository.write("\(directory)/palette.json", demoPalette)
            try repository.write("\(directory)/scheme.json", demoScheme())
        }
        try repository.commitAll("themes")
        try repository.git(["sparse-checkout", "set", "--cone", "a"])
        #expect(!FileManager.default.fileExists(atPath: repository.absolutePath("b/scheme.json")))
        #expect(try repository.git(["status", "--porcelain"]).isEmpty)
        let snapshot = try repository.fileTreeSnapshot()

        // Auto-detection sees b/ as git does; the check matches the one of HEAD.
        let working = try runThemelint(["check", "--format", "json"], in: repository.url)
        let atHead = try runThemelint(["check", "--rev", "HEAD", "--format", "json"], in: repository.url)
        #expect(working.status == atHead.status, "\(working.stdout) \(working.stderr)")
        let files = { (text: String) throws -> [String] in try jsonObject(text)["findings"].map { ($0 as? [[String: Any]] ?? []).compactMap { $0["file"] as? String } } ?? [] }
        #expect(try files(working.stdout) == files(atHead.stdout), "\(working.stdout)")
        // Both directories' files are examined, as at HEAD.
        let text = try runThemelint(["check"], in: repository.url)
        #expect(text.stdout.contains("in 4 files at the working tree"), "\(text.stdout)")
        // No change against HEAD, as git diff says.
        let diff = try runThemelint(["diff", "--format", "json"], in: repository.url)
        #expect(diff.status == 0, "\(diff.stderr)")
        #expect((try jsonObject(diff.stdout)["changes"] as? [Any])?.isEmpty == true, "\(diff.stdout)")

        // Configured paths outside the cone are read too (no missing-file).
        try repository.write(".themelint.json", #"{"themes": [{"schemes": "b/scheme.json", "palettes": ["b/palette.json"]}]}"#)
        let configured = try runThemelint(["check"], in: repository.url)
        #expect(!configured.stdout.contains("missing-file"), "\(configured.stdout)")
        #expect(configured.status == 0, "\(configured.stdout) \(configured.stderr)")
        try repository.remove(".themelint.json")
        #expect(try repository.fileTreeSnapshot() == snapshot)
    }
}

/// Paths are bytes: a directory name git stores that is not UTF-8 (`th\xFFemes`) is read in
/// the working tree, the index and commits (no false `missing-file`), and shown escaped.
@Suite struct NonUTF8PathTests {
    private let escaped = "th\\xFFemes"

    private func repository() throws -> TemporaryGitRepository {
        let repository = try TemporaryGitRepository()
        // The shell makes the name from bytes; Foundation's file APIs want UTF-8.
        let script = """
            dir="$(printf 'th\\377emes')" && mkdir "$dir" && cat > "$dir/palette.json" && \
            printf '%s' '{"light": {"appearance": "light", "colors": {"text": {"color_identifier": "black"}, "missing": {"color_identifier": "nope"}}}}' > "$dir/scheme.json"
            """
        let made = try runProcess("sh", ["-c", script], in: repository.url, stdin: ##"{"black": "#000000", "odd": "#12345G"}"##)
        #expect(made.status == 0, "\(made.stderr)")
        try repository.commitAll("themes under a name that is not UTF-8")
        return repository
    }

    private func findings(_ text: String) throws -> [[String: Any]] {
        try jsonObject(text)["findings"] as? [[String: Any]] ?? []
    }

    @Test func autoDetectedFilesAreReadEverywhere() throws {
        let repository = try repository()
        let listed = try repository.git(["-c", "core.quotePath=true", "ls-files"])
        #expect(listed.contains("th\\377emes/palette.json"), "\(listed)")
        let snapshot = try repository.stateFingerprint()
        for source in [[], ["--staged"], ["--rev", "HEAD"]] {
            let result = try runThemelint(["check", "--format", "json"] + source, in: repository.url)
            #expect(result.status == 1, "\(source): \(result.stderr)")
            let found = try findings(result.stdout)
            #expect(found.contains { $0["rule"] as? String == "invalid-color" && $0["file"] as? String == "\(escaped)/palette.json" }, "\(source): \(result.stdout)")
            #expect(found.contains { $0["rule"] as? String == "unresolved-identifier" && $0["file"] as? String == "\(escaped)/scheme.json" }, "\(source): \(result.stdout)")
            #expect(!found.contains { $0["rule"] as? String == "missing-file" }, "\(source): \(result.stdout)")
            // Text output shows the name escaped, never the raw byte (invalid UTF-8 on a terminal).
            let text = try runProcess(themelintBinaryPath(), ["check", "--color", "never"] + source, in: repository.url)
            #expect(text.stdout.contains("\(escaped)/palette.json:1:"), "\(source): \(text.stdout)")
            #expect(!text.stdout.contains("\u{FFFD}"), "\(source): \(text.stdout)")
        }
        #expect(try repository.stateFingerprint() == snapshot)
    }

    @Test func configuredPathsNameTheBytesWithEscapes() throws {
        let repository = try repository()
        try repository.write(".themelint.json", #"{"themes": [{"schemes": "th\\xFFemes/scheme.json", "palettes": ["th\\xFFemes/palette.json"]}]}"#)
        try repository.commitAll("configure")
        for source in [[], ["--staged"], ["--rev", "HEAD"]] {
            let result = try runThemelint(["check", "--format", "json"] + source, in: repository.url)
            let found = try findings(result.stdout)
            #expect(!found.contains { $0["rule"] as? String == "missing-file" }, "\(source): \(result.stdout)")
            #expect(found.contains { $0["rule"] as? String == "unresolved-identifier" }, "\(source): \(result.stdout)")
        }
    }

    @Test func diffsAndShowNameTheFileEscaped() throws {
        let repository = try repository()
        let edit = try runProcess("sh", ["-c", "printf '%s' '{\"black\": \"#111111\", \"odd\": \"#12345G\"}' > \"$(printf 'th\\377emes')/palette.json\""], in: repository.url)
        #expect(edit.status == 0)
        let snapshot = try repository.stateFingerprint()
        let diff = try runThemelint(["diff", "--format", "json"], in: repository.url)
        #expect(diff.status == 0, "\(diff.stderr)")
        let changes = try jsonObject(diff.stdout)["changes"] as? [[String: Any]] ?? []
        #expect(changes.contains { $0["kind"] as? String == "palette-changed" && $0["file"] as? String == "\(escaped)/palette.json" }, "\(diff.stdout)")
        let text = try runProcess(themelintBinaryPath(), ["diff", "--color", "never"], in: repository.url)
        #expect(text.stdout.contains("\(escaped)/palette.json"), "\(text.stdout)")
        let show = try runProcess(themelintBinaryPath(), ["show", "--no-pager", "--color", "never"], in: repository.url)
        #expect(show.stdout.contains("\(escaped)/scheme.json"), "\(show.stdout)")
        #expect(try repository.stateFingerprint() == snapshot)
    }
}
