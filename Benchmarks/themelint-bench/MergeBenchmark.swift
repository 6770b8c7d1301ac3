import Foundation
import ThemeLintCore

/// `themelint-bench merge`: the merge by meaning of a generated token file (DTCG / Tokens
/// Studio groups of color tokens) edited on both sides, in process: three parses, the merge by
/// member, the result written and checked. Git's line merge (libgit2, run by the driver before
/// it) is not part of this timing.
enum MergeBenchmark {
    /// A line merge that is not there: the merge by member alone is timed.
    private struct NoLineMerge: LineMerging {
        struct Unavailable: Error {}
        func lineMerge(_ sides: MergeSides) throws -> LineMergeResult { throw Unavailable() }
    }

    /// Git's own line merge (`git merge-file -p`, the same xdiff code libgit2 runs), for a
    /// timing of the whole driver's work.
    private struct GitMergeFile: LineMerging {
        func lineMerge(_ sides: MergeSides) throws -> LineMergeResult {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("themelint-bench-merge-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let files = [("ours", sides.ours), ("base", sides.base), ("theirs", sides.theirs)].map { name, bytes in
                let url = directory.appendingPathComponent(name)
                FileManager.default.createFile(atPath: url.path, contents: Data(bytes))
                return url.path
            }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "merge-file", "-p"] + files
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return LineMergeResult(bytes: Array(data), isClean: process.terminationStatus == 0)
        }
    }

    /// Runs the subcommand; returns the exit status.
    static func run(_ arguments: [String]) -> Int32 {
        var runs = 5
        var tokens = 133_000
        var withGit = false
        var oneLine = false
        var writeDirectory: String?
        var index = 0
        while index < arguments.count {
            if arguments[index] == "--write", index + 1 < arguments.count {
                writeDirectory = arguments[index + 1]
                index += 2
                continue
            }
            if arguments[index] == "--git" || arguments[index] == "--one-line" {
                if arguments[index] == "--git" { withGit = true } else { oneLine = true }
                index += 1
                continue
            }
            guard index + 1 < arguments.count, let value = Int(arguments[index + 1]), value > 0 else {
                return BenchSupport.fail("merge: expected --runs N, --tokens N or --write DIR")
            }
            switch arguments[index] {
            case "--runs": runs = value
            case "--tokens": tokens = value
            default: return BenchSupport.fail("merge: unknown argument '\(arguments[index])'")
            }
            index += 2
        }
        func side(_ side: Side) -> [UInt8] {
            let bytes = generate(tokens: tokens, side: side)
            return oneLine ? minified(bytes) : bytes
        }
        let sides = MergeSides(base: side(.base), ours: side(.ours), theirs: side(.theirs), path: "tokens.json")
        if let writeDirectory {
            // The three sides as files, for timing the real `themelint merge-driver` process.
            for (name, bytes) in [("base", sides.base), ("ours", sides.ours), ("theirs", sides.theirs)] {
                guard FileManager.default.createFile(atPath: writeDirectory + "/" + name + ".json", contents: Data(bytes)) else {
                    return BenchSupport.fail("merge: cannot write \(writeDirectory)/\(name).json")
                }
            }
            return 0
        }
        var times: [Double] = []
        var outcome = "?"
        for _ in 0..<runs {
            times.append(BenchSupport.measure {
                let result = withGit ? JSONThemeMerge.merge(sides, lineMerger: GitMergeFile()) : JSONThemeMerge.merge(sides, lineMerger: NoLineMerge())
                switch result {
                case .clean(let bytes): outcome = "clean, \(bytes.count) bytes"
                case .conflicted(_, let conflicts): outcome = "\(conflicts.count) conflicts"
                case .fallBack(let reason): outcome = "fall back: \(reason)"
                }
            })
        }
        let megabytes = Double(sides.ours.count) / 1_000_000
        print("merge \(withGit ? "with git merge-file first" : "by member alone"), \(tokens) tokens\(oneLine ? " on one line" : "") (\(BenchSupport.format(megabytes, decimals: 1)) MB a side): median \(BenchSupport.format(BenchSupport.median(times) / 1e6, decimals: 1)) ms over \(runs) runs (\(outcome))")
        return outcome.hasPrefix("clean") ? 0 : 1
    }

    /// The document on one line: every line break and the indentation after it dropped (the
    /// generated strings hold neither).
    static func minified(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") {
                index += 1
                while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
                continue
            }
            out.append(bytes[index])
            index += 1
        }
        return out
    }

    enum Side { case base, ours, theirs }

    /// Groups of 100 color tokens. OURS repaints every 50th token and adds one after every
    /// 500th; THEIRS rewrites the description of every 50th token (others than OURS'), deletes
    /// every 1,000th and adds one at the end of every group: thousands of edits on each side,
    /// none on the same member.
    static func generate(tokens: Int, side: Side) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(tokens * 170)
        func append(_ text: String) { out.append(contentsOf: text.utf8) }
        append("{\n  \"color\": {\n")
        let groups = (tokens + 99) / 100
        var number = 0
        for group in 0..<groups {
            append("    \"group-\(group)\": {\n")
            var members: [String] = []
            for _ in 0..<100 where number < tokens {
                defer { number += 1 }
                if side == .theirs, number % 1000 == 999 { continue }
                let value = side == .ours && number % 50 == 0 ? "#FF00\(String(format: "%02X", number % 256))" : "#\(String(format: "%06X", (number * 2_654_435) & 0xFFFFFF))"
                let description = side == .theirs && number % 50 == 25 ? "Rewritten on the other branch" : "Generated token \(number) of group \(group)"
                members.append(token("token-\(number)", value, description))
                if side == .ours, number % 500 == 0 { members.append(token("token-\(number)-ours", "#00AA00", "Added on one branch")) }
            }
            if side == .theirs { members.append(token("token-\(group)-theirs", "#0000AA", "Added on the other branch")) }
            append(members.joined(separator: ",\n"))
            append(group == groups - 1 ? "\n    }\n" : "\n    },\n")
        }
        append("  }\n}\n")
        return out
    }

    private static func token(_ name: String, _ value: String, _ description: String) -> String {
        "      \"\(name)\": {\n        \"$type\": \"color\",\n        \"$value\": \"\(value)\",\n        \"$description\": \"\(description)\"\n      }"
    }
}
