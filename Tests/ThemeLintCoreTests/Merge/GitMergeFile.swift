import Foundation
import ThemeLintCore

/// The real `git merge-file -p --marker-size=N -L ours -L base -L theirs` over temporary files:
/// git's default line merge, as a `LineMerging` for the merge by meaning (test support; the
/// product uses libgit2's `git_merge_file`).
struct GitMergeFile: LineMerging {
    func lineMerge(_ sides: MergeSides) throws -> LineMergeResult {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("themelint-merge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = ["ours", "base", "theirs"].map { directory.appendingPathComponent($0) }
        try Data(sides.ours).write(to: files[0])
        try Data(sides.base).write(to: files[1])
        try Data(sides.theirs).write(to: files[2])
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "merge-file", "-p", "--marker-size=\(sides.markerSize)",
                             "-L", sides.oursLabel, "-L", sides.baseLabel, "-L", sides.theirsLabel] + files.map(\.path)
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["HOME"] = directory.path
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let status = process.terminationStatus
        guard status >= 0, status < 128 else { throw GitMergeFileError(status: status) }
        return LineMergeResult(bytes: Array(data), isClean: status == 0)
    }
}

/// `git merge-file` failed (not a conflict count).
struct GitMergeFileError: Error {
    var status: Int32
}

/// A line merger that must not be asked (the merge by member alone).
struct NoLineMerge: LineMerging {
    struct Unavailable: Error {}
    func lineMerge(_ sides: MergeSides) throws -> LineMergeResult { throw Unavailable() }
}

/// Helpers shared by the merge tests.
enum MergeCheck {
    /// The three sides from strings.
    static func sides(_ base: String, _ ours: String, _ theirs: String, path: String = "file.json", markerSize: Int = 7) -> MergeSides {
        MergeSides(base: Array(base.utf8), ours: Array(ours.utf8), theirs: Array(theirs.utf8), path: path, markerSize: markerSize)
    }

    /// The text of each resolution of a conflicted result: every block's OURS side taken, or
    /// every block's THEIRS side.
    static func resolutions(_ bytes: [UInt8], markerSize: Int = 7) -> (ours: String, theirs: String) {
        let text = String(decoding: bytes, as: UTF8.self)
        var ours = ""
        var theirs = ""
        var state = 0  // 0 outside, 1 ours side, 2 theirs side
        let open = String(repeating: "<", count: markerSize)
        let middle = String(repeating: "=", count: markerSize)
        let close = String(repeating: ">", count: markerSize)
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let bare = line.hasSuffix("\r") ? String(line.dropLast()) : line
            if bare == open || bare.hasPrefix(open + " ") { state = 1; continue }
            if state == 1, bare == middle { state = 2; continue }
            if state == 2, bare == close || bare.hasPrefix(close + " ") { state = 0; continue }
            switch state {
            case 1: ours += line + "\n"
            case 2: theirs += line + "\n"
            default:
                ours += line + "\n"
                theirs += line + "\n"
            }
        }
        return (String(ours.dropLast()), String(theirs.dropLast()))
    }

    /// The parsed meaning of `text`, nil when it is not JSON.
    static func meaning(_ text: String) -> JSONValue? {
        (try? JSONParser().parse(Array(text.utf8)))?.root.value
    }

    /// Whether two texts mean the same JSON.
    static func sameMeaning(_ a: String, _ b: String) -> Bool {
        guard let left = meaning(a), let right = meaning(b) else { return false }
        return JSONMeaning.equal(left, right)
    }
}

/// The project checkout's root (this file is four levels down).
func mergeTestsProjectRoot(file: StaticString = #filePath) -> URL {
    URL(fileURLWithPath: "\(file)").deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
}
