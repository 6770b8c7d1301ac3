import Foundation
import Testing
import ThemeLintTestSupport

/// Display P3 is never lost without a word: a role that changes only the alpha of a P3 color
/// stays P3, any other change to a P3 color is said; a P3 color read from an asset catalog stays
/// P3 in CSS; and a name too long for the file system is refused before anything is written.
@Suite struct ExportP3GapTests {
    /// A design-token source: a P3 color outside sRGB, a role that halves its alpha, and one that
    /// lightens it (a change themelint computes in sRGB).
    private func modifiedP3Repository() throws -> TemporaryGitRepository {
        let repo = try TemporaryGitRepository()
        try repo.write("colors.tokens.json", ##"""
            {"brand": {"$type": "color", "$value": {"colorSpace": "display-p3", "components": [1, 0.2, 0]}},
             "faint": {"$type": "color", "$value": "{brand}", "$extensions": {"studio.tokens": {"modify": {"type": "alpha", "value": 0.5, "space": "srgb"}}}},
             "bright": {"$type": "color", "$value": "{brand}", "$extensions": {"studio.tokens": {"modify": {"type": "lighten", "value": 0.3, "space": "srgb"}}}}}
            """##)
        try repo.commitAll("modified P3 tokens")
        return repo
    }

    /// (Tokens Studio's alpha modifier gives 8 bits, `#FF000080` in `show`: alpha 0.502.)
    @Test func aRoleThatChangesOnlyTheAlphaOfAP3ColorStaysP3() throws {
        let repo = try modifiedP3Repository()
        let catalog = try TemporaryGitRepository()
        try runExport(repo, ["--to", "xcassets", "--out", catalog.path + "/App"])
        let faint = try catalog.read("App/Colors.xcassets/faint.colorset/Contents.json")
        #expect(faint.contains("\"color-space\" : \"display-p3\"") && faint.contains("\"alpha\" : \"0.502\"") && faint.contains("\"green\" : \"0.200\""), "\(faint)")

        let swift = try runExport(repo, ["--to", "swift"])
        #expect(swift.stdout.contains("UIColor(displayP3Red: 1.000, green: 0.200, blue: 0.000, alpha: 0.502)"), "\(swift.stdout)")
    }

    @Test func aRoleThatChangesAP3ColorOtherwiseIsSaid() throws {
        let repo = try modifiedP3Repository()
        for target in ["swift", "css"] {
            let run = try runExport(repo, ["--to", target])
            #expect(run.stderr.contains("1 role changes a Display P3 color other than in alpha; \(target) gets the result in sRGB, as `show` reports it: 'bright'"), "\(target): \(run.stderr)")
        }
        let android = try runExport(repo, ["--to", "android", "--out", "res"])
        #expect(!android.stderr.contains("changes a Display P3 color"), "android holds no P3 at all (its clipping is said): \(android.stderr)")
    }

    @Test func aP3ColorFromAnAssetCatalogStaysP3InEveryTargetThatHoldsIt() throws {
        let tokens = try TemporaryGitRepository()
        try tokens.write("colors.tokens.json", ##"{"brand": {"$type": "color", "$value": {"colorSpace": "display-p3", "components": [1, 0.2, 0]}}}"##)
        try tokens.commitAll("P3 token")
        let catalog = try TemporaryGitRepository()
        try runExport(tokens, ["--to", "xcassets", "--out", catalog.path + "/App"])
        try catalog.commitAll("catalog")

        let css = try runExport(catalog, ["--to", "css"])
        #expect(css.stdout.contains("color(display-p3 1.000 0.200 0.000)"), "\(css.stdout)")
        #expect(!css.stdout.contains("#ff"), "no clipped channels: \(css.stdout)")
        #expect(!css.stderr.contains("outside sRGB"), "\(css.stderr)")
        let faint = try runExport(try modifiedP3Repository(), ["--to", "css"])
        #expect(faint.stdout.contains("--faint: color(display-p3 1.000 0.200 0.000 / 0.502);"), "a role that changes only the alpha: \(faint.stdout)")

        let swift = try runExport(catalog, ["--to", "swift"])
        #expect(swift.stdout.contains("UIColor(displayP3Red: 1.000, green: 0.200, blue: 0.000, alpha: 1.000)"), "\(swift.stdout)")
        let again = try TemporaryGitRepository()
        try runExport(catalog, ["--to", "xcassets", "--out", again.path + "/App"])
        #expect(try again.read("App/Colors.xcassets/brand.colorset/Contents.json").contains("\"color-space\" : \"display-p3\""))
        try runExport(catalog, ["--to", "dtcg", "--out", again.path + "/tokens"])
        #expect(try again.read("tokens/palette.tokens.json").contains("display-p3"))
    }

    @Test func aNameTooLongForTheFileSystemIsRefusedBeforeAnythingIsWritten() throws {
        let repo = try TemporaryGitRepository()
        let long = String(repeating: "a", count: 300)
        try repo.write("colors.tokens.json", ##"{"group": {"ok": {"$type": "color", "$value": "#112233"}, "\##(long)": {"$type": "color", "$value": "#445566"}}}"##)
        try repo.commitAll("a long name")
        let run = try runThemelint(["export", "--to", "xcassets", "--out", "out"], in: repo.url)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains("role 'group.\(long)'") && run.stderr.contains("309 bytes"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: repo.absolutePath("out")), "nothing written")
    }
}
