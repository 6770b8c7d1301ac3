import Foundation
import Testing
import ThemeLintTestSupport

/// `show` and `contrast` on a source where a theme set's scheme file or palette does not parse:
/// the set or the colors it would give are missing from what they print, and standard error
/// says which file, where, and why, in every format (as `diff` names such a file under "Not
/// compared").
@Suite struct UnreadableThemeFileTests {
    private let palette = """
        {
            "white": "#FFFFFF",
            "black": "#000000"
        }

        """
    private let scheme = """
        {
            "light": {
                "appearance": "light",
                "colors": {
                    "text_primary": {"color_identifier": "black"},
                    "background_content": {"color_identifier": "white"}
                }
            }
        }

        """

    @Test func aSchemeFileThatDoesNotParseIsNamedWithItsPlace() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("theme/palette.json", palette)
        // A trailing comma after the last role: a key was expected at line 7, column 9.
        try repo.write("theme/scheme.json", scheme.replacingOccurrences(of: "\"white\"}\n", with: "\"white\"},\n"))
        try repo.write("other/palette.json", palette)
        try repo.write("other/scheme.json", scheme)
        _ = try repo.commitAll("themes")
        for format in ["text", "json", "html"] {
            let result = try runThemelint(["show", "HEAD", "--format", format], in: repo.url)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.contains("themelint: note: theme/scheme.json:7:9: "), "\(format): \(result.stderr)")
            #expect(result.stderr.contains("its schemes are not shown"), "\(result.stderr)")
            // The set that loads is still shown, and nothing about it goes to standard error.
            #expect(result.stdout.contains("other/scheme.json"))
            #expect(!result.stderr.contains("other/"), "\(result.stderr)")
        }
        // A --scheme that only the unreadable file could hold is refused after the note that says why.
        let scheme = try runThemelint(["show", "HEAD", "--scheme", "theme/scheme.json:light"], in: repo.url)
        #expect(scheme.status == 2)
        #expect(scheme.stderr.contains("themelint: note: theme/scheme.json:7:9: "), "\(scheme.stderr)")
        let json = try runThemelint(["show", "HEAD", "--format", "json"], in: repo.url)
        #expect(try validateLinked(json.stdout, schema: "show-report.schema.json").status == 0)
    }

    @Test func aPaletteThatDoesNotParseIsNamedBesideItsIndeterminateRoles() throws {
        let repo = try TemporaryGitRepository()
        // A missing comma: the second member starts at line 3, column 5.
        try repo.write("palette.json", palette.replacingOccurrences(of: "\"#FFFFFF\",", with: "\"#FFFFFF\""))
        try repo.write("scheme.json", scheme)
        _ = try repo.commitAll("themes")
        let result = try runThemelint(["show", "--role", "text_primary"], in: repo.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("indeterminate: palette.json could not be read"), "\(result.stdout)")
        #expect(result.stderr.contains("themelint: note: palette.json:3:5: "), "\(result.stderr)")
        #expect(result.stderr.contains("roles that might resolve against it are indeterminate"), "\(result.stderr)")
        // Fixed, the note goes away.
        try repo.write("palette.json", palette)
        let fixed = try runThemelint(["show", "--role", "text_primary"], in: repo.url)
        #expect(fixed.stderr.isEmpty, "\(fixed.stderr)")
        #expect(fixed.stdout.contains("text_primary  #000000"), "\(fixed.stdout)")
    }

    /// VK's history holds such commits: at 0b1d32f `main.valette/scheme.json` has a trailing comma
    /// at 640:9 (as `check` and `diff` say), and `show` used to leave its two schemes out without a word.
    @Test func vkHistoryCommitWithABrokenSchemeFile() throws {
        let repo = try TemporaryGitRepository(initialize: false)
        try repo.clone(from: vkHistoryBundle().path)
        let result = try runThemelint(["show", "0b1d32f", "--role", "accent"], in: repo.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("themelint: note: main.valette/scheme.json:640:9: expected a string key after ','"), "\(result.stderr)")
        #expect(result.stdout.contains("main.valette/scheme_messages.json"), "\(result.stdout)")
    }

    @Test func contrastNamesTheSchemeFileItCannotRead() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("theme/palette.json", palette)
        try repo.write("theme/scheme.json", scheme.replacingOccurrences(of: "\"white\"}\n", with: "\"white\"},\n"))
        try repo.write("other/palette.json", palette)
        try repo.write("other/scheme.json", scheme.replacingOccurrences(of: "text_primary", with: "text_other"))
        _ = try repo.commitAll("themes")
        // The roles live only in the unreadable file: the refusal follows the note that says why.
        let pair = try runThemelint(["contrast", "text_primary", "background_content"], in: repo.url)
        #expect(pair.status == 2)
        #expect(pair.stderr.contains("themelint: note: theme/scheme.json:7:9: "), "\(pair.stderr)")
        let matrix = try runThemelint(["contrast", "--matrix", "--rev", "HEAD"], in: repo.url)
        #expect(matrix.status == 0, "\(matrix.stderr)")
        #expect(matrix.stdout.contains("other/scheme.json"), "\(matrix.stdout)")
        #expect(matrix.stderr.contains("themelint: note: theme/scheme.json:7:9: "), "\(matrix.stderr)")
    }
}
