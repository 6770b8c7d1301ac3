import Foundation
import Testing
import ThemeLintTestSupport

/// Themes kept in a submodule belong to the submodule's repository: the working tree, the
/// index and commits of the superproject all refuse a configured path inside it, with the same
/// message, so that `check` never passes where the pre-commit hook's `check --staged` cannot.
@Suite struct SubmoduleTests {
    @Test func aConfiguredPathInsideASubmoduleIsTheSameErrorInEverySource() throws {
        let themes = try TemporaryGitRepository()
        try themes.write("theme/palette.json", diffPalette())
        try themes.write("theme/scheme.json", standardDiffScheme())
        try themes.commitAll("themes")
        let app = try TemporaryGitRepository()
        try app.write("README.md", "app\n")
        try app.commitAll("app")
        try app.git(["-c", "protocol.file.allow=always", "submodule", "add", "-q", themes.path, "vendor/themes"])
        try app.write(".themelint.json", #"{"themes": [{"name": "v", "format": "appearance", "schemes": "vendor/themes/theme/scheme.json", "palettes": ["vendor/themes/theme/palette.json"]}]}"#)
        try app.commitAll("vendor the themes")
        let before = try app.stateFingerprint()

        for arguments in [["check"], ["check", "--staged"], ["check", "--rev", "HEAD"], ["show"], ["diff", "HEAD"]] {
            let result = try runThemelint(arguments, in: app.url)
            #expect(result.status == 2, "\(arguments): \(result.stdout)")
            #expect(result.stderr.contains("'vendor/themes/theme/scheme.json' lies inside 'vendor/themes', a submodule in")
                || result.stderr.contains("'vendor/themes/theme/palette.json' lies inside 'vendor/themes', a submodule in"), "\(arguments): \(result.stderr)")
        }
        // Without a configuration the submodule's files are not theme files of the superproject.
        try app.remove(".themelint.json")
        let detected = try runThemelint(["check", "--format", "json"], in: app.url)
        #expect(detected.status == 0, "\(detected.stderr)")
        #expect(!detected.stdout.contains("vendor/themes"))
        try app.git(["checkout", "-q", ".themelint.json"])
        #expect(try app.stateFingerprint() == before)
    }
}
