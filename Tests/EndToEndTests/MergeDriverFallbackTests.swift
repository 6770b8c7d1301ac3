import Foundation
import Testing
import ThemeLintTestSupport

/// Every way the merge driver ends in git's line merge says so on standard error, and exits as
/// git's line merge exits (a side that does not parse, repeats a key, or is a format it does not
/// know; docs/merge.md).
@Suite struct MergeDriverFallbackTests {
    /// VK's merge `b3eb414c` the other way round: OURS `eaaa2cf6`, THEIRS `fab7e423`, whose
    /// `palette_messages.json` repeats `mable_blue_100`. The driver writes git's line merge (the
    /// repeat included, as git would) and says why; the merge ends as it ends without the driver.
    @Test func theReversedVKMergeWhoseTheirsRepeatsAKeySaysItFellBack() throws {
        let plain = try cloneVKHistory()
        let driven = try cloneVKHistory()
        let install = try runThemelint(["hook", "install", "--merge-driver"], in: driven.url, environment: ["THEMELINT": themelintBinaryPath()])
        #expect(install.status == 0, "\(install.stdout)\(install.stderr)")
        let path = "main.valette/palette_messages.json"
        #expect(try plain.git(["show", "fab7e423:\(path)"]).components(separatedBy: "\"mable_blue_100\"").count == 3, "THEIRS repeats the key")
        var results: [(status: Int32, stderr: String, merged: Data)] = []
        for repo in [plain, driven] {
            try repo.git(["checkout", "-q", "-f", "--detach", "eaaa2cf6"])
            let run = try runGit(repo, ["merge", "--no-commit", "--no-ff", "-q", "fab7e423"])
            results.append((run.status, run.stderr, try Data(contentsOf: repo.url.appendingPathComponent(path))))
        }
        #expect(results[1].status == results[0].status, "\(results[1].stderr)")
        #expect(results[1].merged == results[0].merged, "the driver's bytes are git's line merge")
        let said = results[1].stderr.split(separator: "\n").filter { $0.contains("merged line by line (git merge-file)") }
        #expect(said.count == 1, "\(results[1].stderr)")
        #expect(said.first?.contains("themelint: \(path): theirs (\(path):69:5) repeats the key \"mable_blue_100\" (first at 58:5)") == true, "\(results[1].stderr)")
    }

    /// The three sides as files, run as git runs the driver; git's own `merge-file` beside it.
    private struct Sides {
        let directory: URL
        init(_ base: String, _ ours: String, _ theirs: String) throws {
            directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("themelint-fallback-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            for (name, text) in [("base", base), ("ours", ours), ("theirs", theirs), ("git-ours", ours)] {
                try Data(text.utf8).write(to: directory.appendingPathComponent(name))
            }
        }

        /// The driver's exit status, standard error and OURS afterwards; git merge-file's status
        /// and result.
        func run(path: String) throws -> (status: Int32, stderr: String, merged: String, gitStatus: Int32, gitMerged: String) {
            defer { try? FileManager.default.removeItem(at: directory) }
            let driver = try runThemelint(["merge-driver", "base", "ours", "theirs", path], in: directory)
            let git = Process()
            git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            git.arguments = ["git", "merge-file", "-L", "ours", "-L", "base", "-L", "theirs", "git-ours", "base", "theirs"]
            git.currentDirectoryURL = directory
            git.standardOutput = FileHandle.nullDevice
            git.standardError = FileHandle.nullDevice
            try git.run()
            git.waitUntilExit()
            let read = { (name: String) in try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8) }
            return (driver.status, driver.stderr, try read("ours"), git.terminationStatus > 0 ? 1 : 0, try read("git-ours"))
        }
    }

    static let palette = "{\n  \"a\": \"#111111\",\n  \"b\": \"#222222\",\n  \"c\": \"#333333\",\n  \"d\": \"#444444\"\n}\n"

    /// Each path that used to end in git's bytes silently, with the repeat on each side: a
    /// clean merge whose bytes are git's, git's clean bytes meaning the same, git's clean bytes
    /// over a conflict by member, and git's conflict.
    @Test(arguments: [
        ("THEIRS repeats, edits apart", palette, palette.replacing("#111111", with: "#111112"),
         palette.replacing("\"d\": \"#444444\"\n", with: "\"d\": \"#444444\",\n  \"b\": \"#222222\"\n"), "theirs (palette.json:6:3) repeats the key \"b\" (first at 3:3)", Int32(0)),
        ("OURS repeats, THEIRS edits", palette, palette.replacing("\"a\": \"#111111\",\n", with: "\"a\": \"#111111\",\n  \"a\": \"#111111\",\n"),
         palette.replacing("#444444", with: "#444445"), "ours (palette.json:3:3) repeats the key \"a\" (first at 2:3)", Int32(0)),
        ("BASE repeats, both keep it", palette.replacing("\"d\": \"#444444\"\n", with: "\"d\": \"#444444\",\n  \"d\": \"#444444\"\n"),
         palette.replacing("\"d\": \"#444444\"\n", with: "\"d\": \"#444444\",\n  \"d\": \"#444444\"\n").replacing("#111111", with: "#111112"),
         palette.replacing("\"d\": \"#444444\"\n", with: "\"d\": \"#444444\",\n  \"d\": \"#444444\"\n").replacing("#333333", with: "#333334"),
         "base (palette.json:6:3) repeats the key \"d\" (first at 5:3)", Int32(0)),
        ("THEIRS repeats, both edit one member", palette, palette.replacing("#222222", with: "#222223"),
         palette.replacing("#222222\"", with: "#222224\",\n  \"b\": \"#222224\""), "theirs (palette.json:4:3) repeats the key \"b\" (first at 3:3)", Int32(1)),
    ])
    func aSideThatRepeatsAKeyFallsBackAndSaysSo(_ name: String, _ base: String, _ ours: String, _ theirs: String, _ reason: String, _ gitStatus: Int32) throws {
        let result = try Sides(base, ours, theirs).run(path: "palette.json")
        #expect(result.gitStatus == gitStatus, "\(name): git merge-file")
        #expect(result.status == result.gitStatus, "\(name): \(result.stderr)")
        #expect(result.merged == result.gitMerged, "\(name)")
        #expect(result.stderr == "themelint: palette.json: \(reason); merged line by line (git merge-file)\n", "\(name)")
    }

    /// An Android resources side that defines a color twice, the same way.
    @Test func anAndroidSideThatDefinesAColorTwiceFallsBackAndSaysSo() throws {
        let base = "<resources>\n    <color name=\"a\">#111111</color>\n    <color name=\"b\">#222222</color>\n    <color name=\"c\">#333333</color>\n</resources>\n"
        let ours = base.replacing("#111111", with: "#111112")
        let theirs = base.replacing("</resources>", with: "    <color name=\"c\">#333333</color>\n</resources>")
        let result = try Sides(base, ours, theirs).run(path: "res/values/colors.xml")
        #expect(result.status == 0 && result.gitStatus == 0, "\(result.stderr)")
        #expect(result.merged == result.gitMerged)
        #expect(result.stderr == "themelint: res/values/colors.xml: THEIRS (%B) defines <color name=\"c\"> twice (again at 5:5); merged line by line (git merge-file)\n")
    }
}
