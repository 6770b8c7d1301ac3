import Foundation
import Testing
import ThemeLintTestSupport

/// `compress` and `rename` on input they must not break: files that do not parse, files that
/// cannot be written, merge conflicts.
@Suite struct EditSafetyTests {
    @Test func aFileThatDoesNotParseIsLeftAloneAndNamed() throws {
        let repo = try sampleRepository(projectRootDirectory().appendingPathComponent("examples/vk-appearance"))
        let broken = try repo.read("scheme_messages.json").replacingOccurrences(of: "\"appearance\"", with: "appearance", options: [], range: nil)
        try repo.write("scheme_messages.json", broken)
        try repo.write("palette_extra.json", "{\n  \"a\": \"#FFFFFF\",\n")
        // Parses, but which "a" an edit would mean is a guess: left alone too.
        try repo.write("palette_twice.json", "{\n  \"a\": \"#FFFFFF\",\n  \"a\": \"#FFFFFE\",\n  \"b\": \"#FFFFFF\"\n}\n")
        let untouched = ["scheme_messages.json", "palette_extra.json", "palette_twice.json", "palette_messages.json", "palette.json"].map { ($0, try? repo.read($0)) }
        let run = try runThemelint(["compress", "--max-delta-e", "2.3", "--write"], in: repo.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("scheme_messages.json:"), "\(run.stderr)")
        #expect(run.stderr.contains("palette_extra.json:"), "\(run.stderr)")
        #expect(run.stderr.contains("palette_twice.json:3:3: duplicate key"), "\(run.stderr)")
        for (file, contents) in untouched { #expect(try repo.read(file) == contents, "\(file) changed") }
        // Other palettes were still compressed.
        #expect(try !repo.git(["status", "--porcelain"]).isEmpty)
    }

    @Test func aFileThatCannotBeWrittenChangesNothing() throws {
        let repo = try sampleRepository(projectRootDirectory().appendingPathComponent("examples/vk-appearance"))
        // Root is not stopped by permissions: the temporary file's name is taken by a folder
        // instead, so scheme.json (written after the palettes) cannot be written.
        try FileManager.default.createDirectory(atPath: repo.absolutePath(".scheme.json.themelint-tmp"), withIntermediateDirectories: false)
        try repo.write(".scheme.json.themelint-tmp/keep", "x")
        let snapshot = try repo.fileTreeSnapshot()
        let plan = try runThemelint(["compress", "--format", "json"], in: repo.url)
        #expect(try DiffJSON(plan.stdout).changes.contains { $0["file"] as? String == "scheme.json" })
        let run = try runThemelint(["compress", "--write"], in: repo.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("cannot write") && run.stderr.contains("scheme.json"), "\(run.stderr)")
        #expect(try repo.fileTreeSnapshot() == snapshot)
        let rename = try runThemelint(["rename", "background_content", "background_surface", "--write"], in: repo.url)
        #expect(rename.status == 2)
        #expect(try repo.fileTreeSnapshot() == snapshot)
    }

    /// The HTML plan page says "written" in its header: it must not say so when the write
    /// fails (exit 2, nothing written), nor when there was nothing to write.
    @Test func thePlanPageSaysWrittenOnlyWhenFilesWereWritten() throws {
        let repo = try sampleRepository(projectRootDirectory().appendingPathComponent("examples/vk-appearance"))
        try FileManager.default.createDirectory(atPath: repo.absolutePath(".scheme.json.themelint-tmp"), withIntermediateDirectories: false)
        try repo.write(".scheme.json.themelint-tmp/keep", "x")
        let snapshot = try repo.fileTreeSnapshot()
        for command in [["compress"], ["rename", "background_content", "background_surface"]] {
            let run = try runThemelint(command + ["--write", "--format", "html"], in: repo.url)
            #expect(run.status == 2, "\(command)")
            #expect(!run.stdout.contains("· written ·"), "\(command): the page claims the failed write: \(run.stdout.prefix(600))")
            #expect(try repo.fileTreeSnapshot() == snapshot)
        }
        // Nothing to merge: nothing written, and the page does not say otherwise.
        let distinct = try TemporaryGitRepository()
        try distinct.write("palette.json", "{\n  \"a\": \"#FFFFFF\",\n  \"b\": \"#000000\"\n}\n")
        try distinct.write("scheme.json", diffScheme([("light", "light", [("r", reference("a")), ("s", reference("b"))])]))
        try distinct.commitAll("base")
        let none = try runThemelint(["compress", "--write", "--format", "html"], in: distinct.url)
        #expect(none.status == 0, "\(none.stderr)")
        #expect(!none.stdout.contains("· written ·"), "\(none.stdout.prefix(600))")
        #expect(try distinct.git(["status", "--porcelain"]).isEmpty)
        // A write that succeeds says so.
        try FileManager.default.removeItem(atPath: repo.absolutePath(".scheme.json.themelint-tmp"))
        let written = try runThemelint(["compress", "--write", "--format", "html"], in: repo.url)
        #expect(written.status == 0, "\(written.stderr)")
        #expect(written.stdout.contains("· written ·"))
        #expect(try !repo.git(["status", "--porcelain"]).isEmpty)
    }

    @Test func conflictMarkersAndUnmergedEntriesAreRefused() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("palette.json", "{\n  \"a\": \"#FFFFFF\",\n  \"b\": \"#FFFFFE\"\n}\n")
        try repo.write("scheme.json", diffScheme([("light", "light", [("r", reference("a"))])]))
        try repo.commitAll("base")
        try repo.git(["checkout", "-q", "-b", "other"])
        try repo.write("palette.json", "{\n  \"a\": \"#FFFFFF\",\n  \"b\": \"#000000\"\n}\n")
        try repo.commitAll("other")
        try repo.git(["checkout", "-q", "main"])
        try repo.write("palette.json", "{\n  \"a\": \"#FFFFFF\",\n  \"b\": \"#111111\"\n}\n")
        try repo.commitAll("main")
        #expect(throws: (any Error).self) { try repo.git(["merge", "-q", "other"]) }
        let snapshot = try repo.fileTreeSnapshot()
        for command in [["compress", "--write"], ["rename", "a", "z", "--write"]] {
            let run = try runThemelint(command, in: repo.url)
            #expect(run.status == 2, "\(command)")
            #expect(run.stderr.contains("conflicts") && run.stderr.contains("palette.json"), "\(run.stderr)")
        }
        // Markers gone but the index still unmerged: still refused.
        try repo.write("palette.json", "{\n  \"a\": \"#FFFFFF\",\n  \"b\": \"#FFFFFE\"\n}\n")
        let run = try runThemelint(["compress", "--write"], in: repo.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("unmerged index entries"), "\(run.stderr)")
        _ = snapshot
    }
}
