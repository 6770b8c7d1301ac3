import Foundation
import Testing
import ThemeLintTestSupport

/// During a merge that stopped on a conflict the index holds the palette only at stages 1 to 3:
/// reading the index says so (exit 2), never that the palette is missing.
@Suite struct ConflictedIndexTests {
    @Test func aConflictedPaletteInTheIndexIsAnErrorNotAMissingFile() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("theme/palette.json", diffPalette())
        try repo.write("theme/scheme.json", standardDiffScheme())
        try repo.commitAll("themes")
        try repo.git(["checkout", "-q", "-b", "feature"])
        try repo.write("theme/palette.json", diffPalette(["sky_300": "#529EF4"]))
        try repo.commitAll("feature sky")
        try repo.git(["checkout", "-q", "main"])
        try repo.write("theme/palette.json", diffPalette(["sky_300": "#4B8FE0"]))
        try repo.commitAll("main sky")
        let merge = try runProcess("git", ["merge", "-q", "feature"], in: repo.url, environment: ["GIT_DIR": nil, "GIT_WORK_TREE": nil])
        try #require(merge.status != 0, "the merge should stop on the conflict")
        try #require(try repo.git(["ls-files", "-u"]).contains("theme/palette.json"))
        let before = try repo.stateFingerprint()

        for arguments in [["check", "--staged"], ["diff", "--staged"], ["show", "--staged"], ["check", "--staged", "--format", "json"]] {
            let result = try runThemelint(arguments, in: repo.url)
            #expect(result.status == 2, "\(arguments): \(result.stdout)")
            #expect(result.stderr.contains("theme/palette.json") && result.stderr.contains("unresolved merge conflicts"), "\(arguments): \(result.stderr)")
            #expect(!result.stdout.contains("missing-file"), "\(arguments): \(result.stdout)")
        }
        #expect(try repo.stateFingerprint() == before)
    }
}
