import Foundation
import Testing
import ThemeLintTestSupport

/// `themelint merge-driver BASE OURS THEIRS [PATHNAME]` run as git runs it: the built binary on
/// three files, writing only OURS, exit 0/1/2, messages on standard error, nothing on standard output.
@Suite struct MergeDriverCommandTests {
    static let base = """
        <?xml version="1.0" encoding="utf-8"?>
        <resources>
            <color name="primary">#FF0000</color>
            <color name="secondary">#00FF00</color>
        </resources>

        """

    /// A folder holding the three sides as files `base`, `ours`, `theirs`.
    private final class Sides {
        let directory: URL
        init(base: String, ours: String, theirs: String) throws {
            directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("themelint-driver-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(base.utf8).write(to: directory.appendingPathComponent("base"))
            try Data(ours.utf8).write(to: directory.appendingPathComponent("ours"))
            try Data(theirs.utf8).write(to: directory.appendingPathComponent("theirs"))
        }
        deinit { try? FileManager.default.removeItem(at: directory) }
        func read(_ name: String) throws -> String {
            try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
        }
        /// Every file of the folder (to see that nothing but OURS was written).
        func names() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        }
        func run(_ extra: [String] = [], path: String? = "res/values/colors.xml") throws -> ProcessResult {
            try runThemelint(["merge-driver"] + extra + ["base", "ours", "theirs"] + (path.map { [$0] } ?? []), in: directory)
        }
    }

    @Test func aCleanMergeWritesOursAndExitsZero() throws {
        let sides = try Sides(
            base: Self.base, ours: Self.base.replacing("#FF0000", with: "#FF1111"), theirs: Self.base.replacing("#00FF00", with: "#00EE00"))
        let result = try sides.run()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty && result.stderr.isEmpty, "\(result.stdout)\(result.stderr)")
        #expect(try sides.read("ours") == Self.base.replacing("#FF0000", with: "#FF1111").replacing("#00FF00", with: "#00EE00"))
        #expect(try sides.read("theirs") == Self.base.replacing("#00FF00", with: "#00EE00"))
        #expect(try sides.read("base") == Self.base)
        #expect(try sides.names() == ["base", "ours", "theirs"])
    }

    @Test func aConflictWritesMarkersNamesTheMemberAndExitsOne() throws {
        let sides = try Sides(
            base: Self.base, ours: Self.base.replacing("#FF0000", with: "#FF1111"), theirs: Self.base.replacing("#FF0000", with: "#FF2222"))
        let result = try sides.run(["--marker-size", "9"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "res/values/colors.xml:3: conflict in member color.primary\n")
        #expect(try sides.read("ours") == Self.base.replacing(
            "    <color name=\"primary\">#FF0000</color>\n",
            with: "<<<<<<<<< ours\n    <color name=\"primary\">#FF1111</color>\n=========\n    <color name=\"primary\">#FF2222</color>\n>>>>>>>>> theirs\n"))
    }

    @Test func labelsGivenAreWrittenOnTheMarkers() throws {
        let sides = try Sides(
            base: Self.base, ours: Self.base.replacing("#FF0000", with: "#FF1111"), theirs: Self.base.replacing("#FF0000", with: "#FF2222"))
        let result = try sides.run(["--ours-label", "HEAD", "--theirs-label", "topic"])
        #expect(result.status == 1)
        let merged = try sides.read("ours")
        #expect(merged.contains("<<<<<<< HEAD\n") && merged.contains(">>>>>>> topic\n"), "\(merged)")
    }

    @Test func anUnparseableSideFallsBackToTheLineMergeAndSaysSo() throws {
        let broken = Self.base.replacing("</color>\n    <color name=\"secondary\">", with: "</colour>\n    <color name=\"secondary\">")
        let sides = try Sides(base: Self.base, ours: Self.base.replacing("#00FF00", with: "#00EE00"), theirs: broken)
        let result = try sides.run()
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("themelint: res/values/colors.xml: THEIRS (%B) is not well-formed XML at 3:"), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("; merged line by line (git merge-file)\n"), "\(result.stderr)")
        // git's line merge: the lines are adjacent, so it conflicts (exit 1), markers in OURS.
        #expect(result.status == 1)
        #expect(try sides.read("ours").contains("<<<<<<< ours\n"))
    }

    /// The reason follows the path once ("PATH: reason"), as for XML.
    @Test func aConflictAtTheRootOfAOneLineJSONFileFallsBackNamingThePathOnce() throws {
        let sides = try Sides(base: "{\"a\": 1, \"b\": 2}", ours: "{\"a\": 10, \"b\": 2}", theirs: "{\"a\": 11, \"b\": 2}")
        let result = try sides.run(path: "theme/palette.json")
        #expect(result.status == 1)
        #expect(result.stderr == "themelint: theme/palette.json: the sides conflict as a whole, or the members in conflict do not stand on lines of their own; merged line by line (git merge-file)\n")
    }

    @Test func anUnknownFormatIsMergedLineByLine() throws {
        let sides = try Sides(base: "a\nb\nc\nd\n", ours: "A\nb\nc\nd\n", theirs: "a\nb\nc\nD\n")
        let result = try sides.run(path: "notes.txt")
        #expect(result.status == 0)
        #expect(result.stderr == "themelint: notes.txt: not a format themelint merges by meaning; merged line by line (git merge-file)\n")
        #expect(try sides.read("ours") == "A\nb\nc\nD\n")
    }

    @Test func aMissingFileIsAnErrorAndOursStaysAsItWas() throws {
        let sides = try Sides(base: Self.base, ours: Self.base, theirs: Self.base)
        try FileManager.default.removeItem(at: sides.directory.appendingPathComponent("theirs"))
        let result = try sides.run()
        #expect(result.status == 2)
        #expect(result.stderr.contains("theirs: No such file or directory"), "\(result.stderr)")
        #expect(try sides.read("ours") == Self.base)
    }

    @Test func aMarkerSizeOutOfRangeIsAUsageError() throws {
        let sides = try Sides(base: Self.base, ours: Self.base, theirs: Self.base)
        let result = try sides.run(["--marker-size", "0"])
        #expect(result.status == 2)
        #expect(try sides.read("ours") == Self.base)
    }

    @Test func aFileOverTheSizeLimitIsRefusedUnread() throws {
        let sides = try Sides(base: Self.base, ours: Self.base, theirs: Self.base + String(repeating: " ", count: 4_000))
        let result = try sides.run(["--max-file-size", "1k"])
        #expect(result.status == 2)
        #expect(try sides.read("ours") == Self.base)
    }
}
