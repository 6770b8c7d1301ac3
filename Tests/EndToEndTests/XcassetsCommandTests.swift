import Foundation
import Testing
import ThemeLintTestSupport

/// Every command on an iOS app repository whose colors live in an asset catalog, committed in
/// a scratch git repository in two revisions: the second darkens two colors in dark mode only.
@Suite struct XcassetsCommandTests {
    static let catalog = "App/Assets.xcassets"

    /// A real-looking app: sources, an app icon, the catalog (`XcassetsFixture.appCatalog`), a
    /// configuration with one contrast pair (the `on` and camel-case pairs are inferred).
    /// Revision 2 changes only dark entries: `Brand/Accent`'s dark (display-p3 green 0.6 → 0.4)
    /// and `TextPrimary`'s dark (extended-linear-srgb 0.9 → 0.05).
    func appRepository() throws -> TemporaryGitRepository {
        let repo = try TemporaryGitRepository()
        try repo.write("App/AppDelegate.swift", "import UIKit\n\n@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {}\n")
        try repo.write("App/Views/BadgeView.swift", "import SwiftUI\n\nstruct BadgeView: View {\n    var body: some View { Text(\"3\").foregroundStyle(Color(\"Brand/OnAccent\")).background(Color(\"Brand/Accent\")) }\n}\n")
        try repo.write("App/Assets.xcassets/AppIcon.appiconset/Contents.json", "{\n  \"images\" : [\n    {\n      \"idiom\" : \"universal\",\n      \"platform\" : \"ios\",\n      \"size\" : \"1024x1024\"\n    }\n  ],\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n")
        try repo.write(".themelint.json", #"{"contrast": {"pairs": [{"foreground": "TextPrimary", "background": "Background", "minimum": 4.5}]}, "rules": {"similar-colors": "off"}}"# + "\n")
        for (path, text) in XcassetsFixture.appCatalog(Self.catalog) { try repo.write(path, text) }
        try repo.commitAll("App colors")
        for (path, text) in XcassetsFixture.appCatalog(Self.catalog, accentDark: ("0.200", "0.400", "1.000"), textDark: "0.050") { try repo.write(path, text) }
        try repo.commitAll("Darker accent and text in dark mode")
        return repo
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func diffSaysWhichColorSetsChangedInDarkModeOnlyAndWhichPairsRegressed() throws {
        let repo = try appRepository()
        let result = try runThemelint(["diff", "HEAD~1", "HEAD", "--format", "json"], in: repo.url)
        #expect(result.status == 0, "\(result.stderr)")
        let report = try Self.json(result.stdout)
        let changes = try #require(report["changes"] as? [[String: Any]])
        let palette = changes.filter { $0["kind"] as? String == "palette-changed" }.compactMap { $0["name"] as? String }
        #expect(palette == ["Brand/Accent (dark)", "TextPrimary (dark)"])
        let roles = changes.filter { $0["kind"] as? String == "role-changed" }
        // The same change in several schemes is one change listing them (`schemes`).
        let changed = Set(roles.flatMap { change in
            ((change["schemes"] as? [String]) ?? [change["scheme"] as? String ?? ""]).map { "\(change["role"] as? String ?? "") in \($0)" }
        })
        #expect(roles.count == 2, "one change per color set, listing its four dark schemes: \(roles)")
        var expected = Set<String>()
        for scheme in ["dark", "dark, high contrast", "mac, dark", "mac, dark, high contrast"] {
            expected.insert("Brand/Accent in \(scheme)")
            expected.insert("TextPrimary in \(scheme)")
        }
        // Only dark schemes: no light scheme, no other role.
        #expect(changed == expected)
        #expect(roles.allSatisfy { ($0["causes"] as? [String]) == ["palette"] })
        #expect(changes.count == palette.count + roles.count)

        let contrast = try #require(report["contrast"] as? [[String: Any]])
        let effects = Set(contrast.map { "\($0["foreground"] as? String ?? "") on \($0["background"] as? String ?? "") in \($0["scheme"] as? String ?? ""): \($0["status"] as? String ?? "")" })
        // The configured pair: 16.9:1 → 1.77:1 (extended-linear 0.05 on the gray 0.1).
        // The inferred Material pair Brand/OnAccent on Brand/Accent: about 6.4:1 → 4.0:1.
        // (A value that falls, measured on both sides, is `regressed`, as ContrastDiffer says.)
        var expectedEffects = Set<String>()
        for scheme in ["dark", "dark, high contrast", "mac, dark", "mac, dark, high contrast"] {
            expectedEffects.insert("TextPrimary on Background in \(scheme): regressed")
            expectedEffects.insert("Brand/OnAccent on Brand/Accent in \(scheme): regressed")
        }
        #expect(effects == expectedEffects)

        let text = try runThemelint(["diff", "HEAD~1", "HEAD", "--color", "never"], in: repo.url)
        #expect(text.status == 0)
        // Colors as the entries spell them.
        #expect(text.stdout.contains("Brand/Accent (dark)  display-p3(0.200 0.600 1.000) → display-p3(0.200 0.400 1.000)"), "\(text.stdout)")
        #expect(!text.stdout.contains(" light:"))
        let markdown = try runThemelint(["diff", "HEAD~1", "HEAD", "--format", "markdown"], in: repo.url)
        #expect(markdown.status == 0 && markdown.stdout.contains("TextPrimary (dark)"))
        let html = try runThemelint(["diff", "HEAD~1", "HEAD", "--format", "html"], in: repo.url)
        #expect(html.status == 0 && html.stdout.contains("Accent (dark)"))
    }

    @Test func checkShowAndLogReadTheCatalog() throws {
        let repo = try appRepository()
        let before = try repo.stateFingerprint()
        let check = try runThemelint(["check", "--rev", "HEAD~1", "--color", "never"], in: repo.url)
        // The empty dark Badge slot is an error with its place.
        #expect(check.status == 1)
        #expect(check.stdout.contains("\(Self.catalog)/Badge.colorset/Contents.json:15:5: error: role \"Badge\" is missing from 4 schemes"), "\(check.stdout)")
        let head = try runThemelint(["check", "--format", "json"], in: repo.url)
        let findings = try #require(try Self.json(head.stdout)["findings"] as? [[String: Any]])
        #expect(Set(findings.compactMap { $0["rule"] as? String }) == ["contrast", "missing-role", "out-of-gamut"])
        for format in ["sarif", "github", "markdown", "codeclimate"] {
            let run = try runThemelint(["check", "--format", format], in: repo.url)
            #expect(run.status == 1 && run.stdout.contains("Badge.colorset"), "\(format)")
        }

        let show = try runThemelint(["show", "HEAD", "--format", "json", "--scheme", "dark"], in: repo.url)
        #expect(show.status == 0)
        let themes = try #require(try Self.json(show.stdout)["themes"] as? [[String: Any]])
        #expect(themes.first?["format"] as? String == "xcassets")
        let roles = try #require((themes.first?["schemes"] as? [[String: Any]])?.first?["roles"] as? [[String: Any]])
        let badge = try #require(roles.first { $0["role"] as? String == "Badge" })
        #expect(badge["color"] is NSNull)
        let link = try #require(roles.first { $0["role"] as? String == "Link" })
        #expect(link["color"] as? String == "#0091FFFF")
        #expect((link["chain"] as? [String])?.first == "systemBlueColor")

        let log = try runThemelint(["log", "--format", "json"], in: repo.url)
        #expect(log.status == 0)
        let entries = try #require(try Self.json(log.stdout)["entries"] as? [[String: Any]])
        #expect(entries.compactMap { $0["subject"] as? String } == ["Darker accent and text in dark mode", "App colors"])
        // A role's history: the commit that changed it (the root commit adds the whole set).
        let blame = try runThemelint(["log", "--format", "json", "--role", "TextPrimary", "--scheme", "dark"], in: repo.url)
        let blamed = try #require(try Self.json(blame.stdout)["entries"] as? [[String: Any]])
        #expect(blamed.compactMap { $0["subject"] as? String } == ["Darker accent and text in dark mode"])
        let light = try runThemelint(["log", "--format", "json", "--role", "TextPrimary", "--scheme", "light"], in: repo.url)
        #expect((try Self.json(light.stdout)["entries"] as? [[String: Any]])?.compactMap { $0["subject"] as? String } == [])

        let textconv = try runThemelint(["textconv", "\(Self.catalog)/Brand/Accent.colorset/Contents.json"], in: repo.url)
        #expect(textconv.stdout == """
            any = srgb(0x00 0x88 0xFF) #0088FF
            any, high contrast = srgb(0 64 200) #0040C8
            dark = display-p3(0.200 0.400 1.000) #1B68FF (outside sRGB)
            mac, any = extended-srgb(-0.050 0.500 1.100) #0080FF (outside sRGB)

            """)
        let matrix = try runThemelint(["contrast", "--matrix", "--scheme", "dark", "--color", "never"], in: repo.url)
        #expect(matrix.status == 0 && matrix.stdout.contains("TextPrimary"), "\(matrix.stdout)\(matrix.stderr)")
        let pair = try runThemelint(["contrast", "TextPrimary", "Background", "--scheme", "light", "--format", "json"], in: repo.url)
        #expect(pair.status == 0, "\(pair.stderr)")
        // Reading commands leave the repository as it was.
        #expect(try repo.stateFingerprint() == before)
    }

    /// `log -- PATH` with the path of a color set (its folder, its `Contents.json`, a glob over
    /// a namespace folder) lists the commits that changed that set, as `git log -- PATH` does,
    /// and only its changes: a catalog's changes are filed under the catalog, its roles under
    /// their color sets. A set moved to a new name is found by either path. A scheme added
    /// whole (the catalog's first commit) is filed under the catalog, and listed under any
    /// path in it.
    @Test func logUnderAColorSetPathListsThatSetsChanges() throws {
        let repo = try appRepository()
        try repo.git(["mv", "\(Self.catalog)/Brand/Accent.colorset", "\(Self.catalog)/Brand/Primary.colorset"])
        try repo.commitAll("Rename the accent")
        let subjects = ["Rename the accent", "Darker accent and text in dark mode", "App colors"]
        for path in ["\(Self.catalog)/Brand/Accent.colorset", "\(Self.catalog)/Brand/Accent.colorset/Contents.json"] {
            let log = try runThemelint(["log", "--format", "json", "--", path], in: repo.url)
            #expect(log.status == 0, "\(log.stderr)")
            let entries = try #require(try Self.json(log.stdout)["entries"] as? [[String: Any]])
            #expect(entries.compactMap { $0["subject"] as? String } == subjects, "\(path): \(log.stdout)")
            let darker = try #require(entries.first { $0["subject"] as? String == subjects[1] })
            let changes = try #require(darker["changes"] as? [[String: Any]])
            // Only the accent's changes (and the palette edit that repainted it), not TextPrimary's.
            let roles = Set(changes.compactMap { $0["role"] as? String })
            #expect(roles == ["Brand/Accent"], "\(changes)")
            #expect(changes.compactMap { $0["name"] as? String } == ["Brand/Accent (dark)"])
            let contrast = try #require(darker["contrast"] as? [[String: Any]])
            #expect(!contrast.isEmpty && contrast.allSatisfy { $0["background"] as? String == "Brand/Accent" }, "\(contrast)")
            let renamed = try #require(entries.first?["changes"] as? [[String: Any]])
            #expect(renamed.contains { $0["kind"] as? String == "role-renamed" && $0["previousRole"] as? String == "Brand/Accent" })
        }
        let moved = try runThemelint(["log", "--format", "json", "--", "\(Self.catalog)/Brand/Primary.colorset"], in: repo.url)
        #expect((try Self.json(moved.stdout)["entries"] as? [[String: Any]])?.compactMap { $0["subject"] as? String } == ["Rename the accent", "App colors"])
        // A path outside the catalog selects none of it.
        let outside = try runThemelint(["log", "--format", "json", "--", "App/Views"], in: repo.url)
        #expect((try Self.json(outside.stdout)["entries"] as? [[String: Any]])?.count == 0)
        let text = try runThemelint(["log", "--color", "never", "--", "\(Self.catalog)/Surfaces/TextPrimary.colorset"], in: repo.url)
        #expect(text.status == 0 && text.stdout.contains("TextPrimary (dark)") && !text.stdout.contains("Brand/Accent"), "\(text.stdout)")
        // The catalog's own path still selects every change in it.
        let whole = try runThemelint(["log", "--format", "json", "--", Self.catalog], in: repo.url)
        #expect((try Self.json(whole.stdout)["entries"] as? [[String: Any]])?.count == 3)
    }

    /// A hard-coded literal that names a color set's color is told that set's color as the set
    /// spells it, even where a display-p3 entry of another set, clipped to sRGB, is the same
    /// 8-bit color and comes first in the palette.
    @Test func hardCodedColorShowsTheSuggestedSetsOwnSpelling() throws {
        let repo = try TemporaryGitRepository()
        try repo.write(".themelint.json", #"{"code": true}"# + "\n")
        try repo.write("App/Assets.xcassets/Contents.json", XcassetsFixture.folder(providesNamespace: false))
        try repo.write("App/Assets.xcassets/Alert.colorset/Contents.json", XcassetsFixture.colorSet([
            XcassetsFixture.Entry(color: XcassetsFixture.literal("display-p3", [("red", "\"1.000\""), ("green", "\"0.200\""), ("blue", "\"0.100\""), ("alpha", "\"1.000\"")])),
            XcassetsFixture.Entry(luminosity: "dark", color: XcassetsFixture.srgb("0.000", "0.000", "1.000")),
        ]))
        try repo.write("App/Assets.xcassets/Red.colorset/Contents.json", XcassetsFixture.colorSet([
            XcassetsFixture.Entry(color: XcassetsFixture.srgb("1.000", "0.000", "0.000")),
        ]))
        try repo.write("App/View.swift", "import UIKit\nlet red = UIColor(red: 1.0, green: 0.0, blue: 0.0, alpha: 1.0)\n")
        try repo.commitAll("App")
        let check = try runThemelint(["check", "--color", "never"], in: repo.url)
        #expect(check.stdout.contains(#"App/View.swift:2:11: note: UIColor(red: 1.0, green: 0.0, blue: 0.0, alpha: 1.0) is the theme's Red (srgb(1.000 0.000 0.000)): use UIColor(named: "Red") [hard-coded-color]"#), "\(check.stdout)")
    }

    /// `contrast --matrix` keeps its columns apart where APCA's Lc has three digits (white text
    /// on black is Lc -107.8).
    @Test func contrastMatrixColumnsStayApartAtTheLargestLc() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("App/Assets.xcassets/Contents.json", XcassetsFixture.folder(providesNamespace: false))
        try repo.write("App/Assets.xcassets/TextPrimary.colorset/Contents.json", XcassetsFixture.colorSet([
            XcassetsFixture.Entry(color: XcassetsFixture.srgb("0.000", "0.000", "0.000")),
            XcassetsFixture.Entry(luminosity: "dark", color: XcassetsFixture.srgb("1.000", "1.000", "1.000")),
        ]))
        try repo.write("App/Assets.xcassets/Background.colorset/Contents.json", XcassetsFixture.colorSet([
            XcassetsFixture.Entry(color: XcassetsFixture.srgb("1.000", "1.000", "1.000")),
            XcassetsFixture.Entry(luminosity: "dark", color: XcassetsFixture.srgb("0.000", "0.000", "0.000")),
        ]))
        try repo.commitAll("App")
        let matrix = try runThemelint(["contrast", "--matrix", "--scheme", "dark", "--color", "never"], in: repo.url)
        #expect(matrix.status == 0, "\(matrix.stderr)")
        #expect(matrix.stdout.contains("  21.00:1 Lc -107.8 pass AA       TextPrimary srgb(1.000 1.000 1.000)  on  Background srgb(0.000 0.000 0.000)"), "\(matrix.stdout)")
    }

    /// A color set's entry is one place shared by several schemes (`dark`, `mac, dark`, and
    /// their high-contrast variants): a pair failing alike in each is one contrast finding
    /// there, listing the schemes, as other findings of one place are.
    @Test func aContrastFailureOfOneEntryIsOneFindingListingItsSchemes() throws {
        let repo = try appRepository()
        let check = try runThemelint(["check", "--format", "json"], in: repo.url)
        #expect(check.status == 1)
        let findings = try #require(try Self.json(check.stdout)["findings"] as? [[String: Any]])
        let text = findings.filter { $0["rule"] as? String == "contrast" && $0["role"] as? String == "TextPrimary" }
        #expect(text.count == 1, "\(text)")
        #expect(Set(text.first?["schemes"] as? [String] ?? []) == ["dark", "dark, high contrast", "mac, dark", "mac, dark, high contrast"], "\(text)")
        let human = try runThemelint(["check", "--color", "never"], in: repo.url)
        #expect(human.stdout.contains("TextPrimary on Background in dark, high contrast and 3 other schemes: 1.77:1"), "\(human.stdout)")
    }

    /// Renaming Xcode's template `AccentColor` (a set that holds no color) reads as a renamed
    /// role, in the plan and in `diff` after the write, as any color set's rename does; not as
    /// one role removed and another added.
    @Test func renamingAColorSetThatHoldsNoColorIsARename() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("App/Assets.xcassets/Contents.json", XcassetsFixture.folder(providesNamespace: false))
        try repo.write("App/Assets.xcassets/AccentColor.colorset/Contents.json", XcassetsFixture.colorSet([XcassetsFixture.Entry(color: nil)]))
        try repo.write("App/Assets.xcassets/Text.colorset/Contents.json", XcassetsFixture.colorSet([
            XcassetsFixture.Entry(color: XcassetsFixture.srgb("0.000", "0.000", "0.000")),
            XcassetsFixture.Entry(luminosity: "dark", color: XcassetsFixture.srgb("1.000", "1.000", "1.000")),
        ]))
        try repo.commitAll("App")
        func kinds(_ output: String) throws -> [String] {
            try #require(try Self.json(output)["changes"] as? [[String: Any]]).compactMap { $0["kind"] as? String }
        }
        let plan = try runThemelint(["rename", "AccentColor", "Tint", "--format", "json"], in: repo.url)
        #expect(plan.status == 0, "\(plan.stderr)")
        #expect(try kinds(plan.stdout) == ["role-renamed"], "\(plan.stdout)")
        let write = try runThemelint(["rename", "AccentColor", "Tint", "--write"], in: repo.url)
        #expect(write.status == 0, "\(write.stderr)")
        let diff = try runThemelint(["diff", "--format", "json"], in: repo.url)
        #expect(try kinds(diff.stdout) == ["role-renamed"], "\(diff.stdout)")
        let renamed = try #require(try Self.json(diff.stdout)["changes"] as? [[String: Any]]).first
        #expect(renamed?["previousRole"] as? String == "AccentColor" && renamed?["role"] as? String == "Tint")
    }
}
