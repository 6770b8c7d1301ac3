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
