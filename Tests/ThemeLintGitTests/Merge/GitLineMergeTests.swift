import Foundation
import Testing
import ThemeLintCore
import ThemeLintGit
import ThemeLintTestSupport

/// `GitLineMerge` gives the bytes `git merge-file -p` gives, conflicts and all.
@Suite struct GitLineMergeTests {
    /// `git merge-file -p` on the three sides (labels ours, base, theirs), and whether it was clean.
    private func gitMergeFile(_ sides: MergeSides, extra: [String] = []) throws -> (bytes: [UInt8], clean: Bool) {
        let directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("themelint-mergefile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(sides.base).write(to: directory.appendingPathComponent("base"))
        try Data(sides.ours).write(to: directory.appendingPathComponent("ours"))
        try Data(sides.theirs).write(to: directory.appendingPathComponent("theirs"))
        let result = try runProcess(
            "git", ["merge-file", "-p", "--marker-size", "\(sides.markerSize)"] + extra
                + ["-L", sides.oursLabel, "-L", sides.baseLabel, "-L", sides.theirsLabel, "ours", "base", "theirs"],
            in: directory, environment: ["GIT_CONFIG_NOSYSTEM": "1", "HOME": directory.path])
        #expect(result.status >= 0 && result.status < 128, "git merge-file failed: \(result.stderr)")
        return (Array(result.stdout.utf8), result.status == 0)
    }

    private func sides(_ base: String, _ ours: String, _ theirs: String, markerSize: Int = 7) -> MergeSides {
        MergeSides(base: Array(base.utf8), ours: Array(ours.utf8), theirs: Array(theirs.utf8), markerSize: markerSize)
    }

    static let base = "one\ntwo\nthree\nfour\nfive\nsix\n"

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String, base: String, ours: String, theirs: String, markerSize: Int
        init(_ name: String, _ base: String, _ ours: String, _ theirs: String, _ markerSize: Int) {
            (self.name, self.base, self.ours, self.theirs, self.markerSize) = (name, base, ours, theirs, markerSize)
        }
        var testDescription: String { name }
    }

    @Test(arguments: [
        Case("clean", GitLineMergeTests.base, "one\nTWO\nthree\nfour\nfive\nsix\n", "one\ntwo\nthree\nfour\nfive\nSIX\n", 7),
        Case("conflict", GitLineMergeTests.base, "one\nTWO\nthree\nfour\nfive\nsix\n", "one\n2\nthree\nfour\nfive\nsix\n", 7),
        Case("marker size 10", GitLineMergeTests.base, "one\nTWO\nthree\nfour\nfive\nsix\n", "one\n2\nthree\nfour\nfive\nsix\n", 10),
        Case("CRLF", "a\r\nb\r\nc\r\nd\r\n", "a\r\nB\r\nc\r\nd\r\n", "a\r\nb2\r\nc\r\nD\r\n", 7),
        Case("no final newline", "a\nb\nc", "a\nB\nc", "a\nb\nC", 7),
        Case("no final newline, conflict", "a\nb\nc", "a\nb\nC1", "a\nb\nC2", 7),
        Case("both add the same", "", "x\ny\n", "x\ny\n", 7),
        Case("alphanumeric simplification", "a\nb\nc\nd\ne\n", "a\nB\nc\nD\ne\n", "a\nb2\nc\nd2\ne\n", 7),
    ])
    func equalsGitMergeFile(_ testCase: Case) throws {
        let name = testCase.name
        let input = sides(testCase.base, testCase.ours, testCase.theirs, markerSize: testCase.markerSize)
        let expected = try gitMergeFile(input)
        let actual = try GitLineMerge().lineMerge(input)
        #expect(actual.bytes == expected.bytes, "\(name): \(String(decoding: actual.bytes, as: UTF8.self)) vs \(String(decoding: expected.bytes, as: UTF8.self))")
        #expect(actual.isClean == expected.clean, "\(name)")
    }

    @Test func conflictsAreMarkedWithTheLabelsAndMarkerSize() throws {
        var input = sides(Self.base, "one\nTWO\nthree\nfour\nfive\nsix\n", "one\n2\nthree\nfour\nfive\nsix\n", markerSize: 10)
        input.oursLabel = "HEAD"
        input.theirsLabel = "feature"
        let result = try GitLineMerge().lineMerge(input)
        #expect(!result.isClean)
        #expect(String(decoding: result.bytes, as: UTF8.self) == "one\n<<<<<<<<<< HEAD\nTWO\n==========\n2\n>>>>>>>>>> feature\nthree\nfour\nfive\nsix\n")
    }

    @Test func diff3StyleEqualsGitMergeFileDiff3() throws {
        let input = sides(Self.base, "one\nTWO\nthree\nfour\nfive\nsix\n", "one\n2\nthree\nfour\nfive\nsix\n")
        let expected = try gitMergeFile(input, extra: ["--diff3"])
        let actual = try GitLineMerge(conflictStyle: .diff3).lineMerge(input)
        #expect(actual.bytes == expected.bytes)
        #expect(String(decoding: actual.bytes, as: UTF8.self).contains("||||||| base\ntwo\n"))
    }

    @Test func conflictStyleComesFromTheRepository() throws {
        let repository = try TemporaryGitRepository()
        try repository.git(["config", "merge.conflictStyle", "diff3"])
        #expect(GitLineMerge(repository: try open(repository)).conflictStyle == .diff3)
        try repository.git(["config", "merge.conflictStyle", "zdiff3"])
        #expect(GitLineMerge(repository: try open(repository)).conflictStyle == .zdiff3)
        try repository.git(["config", "merge.conflictStyle", "nonsense"])
        #expect(GitLineMerge(repository: try open(repository)).conflictStyle == .merge)
    }

    @Test func invalidUTF8IsMergedAsBytes() throws {
        let base: [UInt8] = [0x61, 0x0A, 0xFF, 0xFE, 0x0A, 0x63, 0x0A]
        let ours: [UInt8] = [0x41, 0x0A, 0xFF, 0xFE, 0x0A, 0x63, 0x0A]
        let theirs: [UInt8] = [0x61, 0x0A, 0xFF, 0xFE, 0x0A, 0xC0, 0x0A]
        let result = try GitLineMerge().lineMerge(MergeSides(base: base, ours: ours, theirs: theirs))
        #expect(result.isClean)
        #expect(result.bytes == [0x41, 0x0A, 0xFF, 0xFE, 0x0A, 0xC0, 0x0A])
    }

    @Test func aBinarySideKeepsOursAndConflictsAsGitDoes() throws {
        let ours: [UInt8] = [0x41, 0x0A, 0x00, 0x0A]
        let result = try GitLineMerge().lineMerge(MergeSides(base: [0x61, 0x0A], ours: ours, theirs: [0x62, 0x0A]))
        #expect(!result.isClean)
        #expect(result.bytes == ours)
    }
}
