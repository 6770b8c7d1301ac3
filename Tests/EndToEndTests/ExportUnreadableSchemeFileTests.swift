import Foundation
import Testing
import ThemeLintTestSupport

/// `export` of a theme set whose scheme file does not parse refuses (exit 2), naming the file and
/// the place of its first problem rather than sending the user to `check`.
@Suite struct ExportUnreadableSchemeFileTests {
    @Test func theRefusalNamesTheSchemeFilesProblemWithItsPlace() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("palette.json", "{\n    \"white\": \"#FFFFFF\",\n    \"black\": \"#000000\"\n}\n")
        // A trailing comma: a key was expected at line 5, column 1.
        try repo.write("scheme.json", """
            {
                "light": {"appearance": "light", "colors": {"text": {"color_identifier": "black"}}},
                "dark": {"appearance": "dark", "colors": {"text": {"color_identifier": "white"}}},

            }

            """)
        _ = try repo.commitAll("themes")
        for arguments in [["export", "--to", "css"], ["export", "--to", "swift", "--rev", "HEAD", "--out", "out", "--check"]] {
            let result = try runThemelint(arguments, in: repo.url)
            #expect(result.status == 2, "\(arguments): \(result.stdout)")
            #expect(result.stderr.contains("theme set 'scheme.json' has no scheme that loads: scheme.json:5:1: "), "\(result.stderr)")
            #expect(result.stderr.contains("trailing commas are not allowed"), "\(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: repo.url.appendingPathComponent("out").path))
    }
}
