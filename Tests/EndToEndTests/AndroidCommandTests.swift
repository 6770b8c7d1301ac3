import Foundation
import Testing
import ThemeLintTestSupport

/// A real-looking Android app repository (an `app` module with `values`, `values-night`, a
/// color state list and a theme; a `core` module whose colors the app names), committed in a
/// real git repository, and every command run on it by the built binary.
@Suite struct AndroidCommandTests {
    static let values = "app/src/main/res/values/colors.xml"
    static let night = "app/src/main/res/values-night/colors.xml"

    static func lightColors() -> String {
        """
        <?xml version="1.0" encoding="utf-8"?>
        <resources>
            <color name="md_theme_primary">#6750A4</color>
            <color name="background">#FFFBFE</color>
            <color name="surface">@color/background</color>
            <color name="text_primary">#DE000000</color>
            <color name="text_secondary">@color/gray_600</color>
            <color name="link">@color/brand_blue</color>
        </resources>

        """
    }

    static func nightColors(background: String = "#1C1B1F", secondary: String = "#B3FFFFFF") -> String {
        """
        <?xml version="1.0" encoding="utf-8"?>
        <resources>
            <color name="background">\(background)</color>
            <color name="text_primary">#FFFFFF</color>
            <color name="text_secondary">\(secondary)</color>
        </resources>

        """
    }

    static let configuration = ##"""
        {"themes": [
          {"name": "app", "format": "android", "res": "app/src/main/res",
           "contrast": {"pairs": [{"foreground": "text_primary", "background": "background", "minimum": 4.5},
                                  {"foreground": "text_secondary", "background": "background", "minimum": 4.5}]}},
          {"name": "core", "format": "android", "res": "core/src/main/res"}]}
        """##

    /// The app at its first revision, committed.
    static func appRepository() throws -> TemporaryGitRepository {
        let repo = try TemporaryGitRepository()
        try repo.write(".themelint.json", configuration)
        try repo.write("settings.gradle.kts", "include(\":app\", \":core\")\n")
        try repo.write(values, lightColors())
        try repo.write(night, nightColors())
        try repo.write("app/src/main/res/values/themes.xml", """
            <resources>
                <style name="Theme.App" parent="Theme.Material3.DayNight">
                    <item name="colorPrimary">@color/md_theme_primary</item>
                </style>
            </resources>

            """)
        try repo.write("app/src/main/res/values/strings.xml", "<resources><string name=\"app_name\">Demo</string></resources>\n")
        try repo.write("app/src/main/res/color/button_text.xml", """
            <selector xmlns:android="http://schemas.android.com/apk/res/android">
                <item android:state_enabled="false" android:color="@color/text_primary" android:alpha="0.38"/>
                <item android:color="@color/text_primary"/>
            </selector>

            """)
        try repo.write("app/src/main/res/layout/main.xml", "<LinearLayout/>\n")
        try repo.write("core/src/main/res/values/colors.xml", """
            <resources>
                <color name="brand_blue">#FF2688EB</color>
                <color name="gray_600">#6B6B6B</color>
            </resources>

            """)
        try repo.commitAll("app colors")
        return repo
    }


    @Test func diffSaysWhichColorsChangedInNightModeOnlyAndWhichPairsRegressed() throws {
        let repo = try Self.appRepository()
        try repo.write(Self.night, Self.nightColors(background: "#2B2930", secondary: "#61FFFFFF"))
        try repo.commitAll("dimmer night text")

        let result = try runThemelint(["diff", "HEAD~1", "HEAD", "--format", "json"], in: repo.url)
        #expect(result.status == 0, "\(result.stderr)")
        try validate(result.stdout, schema: "schemas/diff-report.schema.json")
        let json = try jsonObject(result.stdout)
        let changes = try #require(json["changes"] as? [[String: Any]])
        let roles = changes.filter { $0["kind"] as? String == "role-changed" }.map { "\($0["scheme"] ?? "")/\($0["role"] ?? "")" }
        #expect(roles.sorted() == ["night/background", "night/surface", "night/text_secondary"])
        let palette = changes.filter { $0["kind"] as? String == "palette-changed" }.map { "\($0["file"] ?? ""):\($0["name"] ?? "") \($0["before"] ?? "") → \($0["after"] ?? "")" }
        #expect(palette.sorted() == ["\(Self.night):background #1C1B1FFF → #2B2930FF", "\(Self.night):text_secondary #FFFFFFB3 → #FFFFFF61"])
        let contrast = try #require(json["contrast"] as? [[String: Any]])
        let effects = contrast.map { "\($0["scheme"] ?? "") \($0["foreground"] ?? "") on \($0["background"] ?? ""): \($0["status"] ?? "")" }
        #expect(effects.sorted() == ["night text_primary on background: regressed", "night text_secondary on background: regressed"])
        let secondary = try #require(contrast.first { $0["foreground"] as? String == "text_secondary" })
        #expect((secondary["before"] as? Double ?? 0) > 4.5)
        #expect((secondary["after"] as? Double ?? 9) < 4.5)

        // Text: the file's own spelling (alpha first), night only.
        let text = try runThemelint(["diff", "HEAD~1", "HEAD", "--color", "never"], in: repo.url)
        #expect(text.status == 0)
        #expect(text.stdout.contains("#B3FFFFFF → #61FFFFFF"), "\(text.stdout)")
        #expect(text.stdout.contains("night"))
        #expect(!text.stdout.contains("default"), "\(text.stdout)")
        for format in ["markdown", "html"] {
            let report = try runThemelint(["diff", "HEAD~1", "HEAD", "--format", format], in: repo.url)
            #expect(report.status == 0, "\(format): \(report.stderr)")
            #expect(report.stdout.contains(format == "html" ? "text_<wbr>secondary" : "text_secondary"), "\(format)")
        }
    }

    @Test func checkReportsBadFilesAtTheirPlaceInEveryFormat() throws {
        let repo = try Self.appRepository()
        #expect(try runThemelint(["check"], in: repo.url).status == 0)
        try repo.write(Self.night, "<?xml version=\"1.0\"?>\n<!DOCTYPE resources [<!ENTITY lol \"lol\">]>\n<resources/>\n")
        try repo.write(Self.values, Self.lightColors().replacingOccurrences(of: "@color/brand_blue", with: "@color/brand_bleu"))
        let text = try runThemelint(["check", "--color", "never"], in: repo.url)
        #expect(text.status == 1)
        #expect(text.stdout.contains("\(Self.night):2:1: error: "), "\(text.stdout)")
        #expect(text.stdout.contains("[xml-syntax]"))
        #expect(text.stdout.contains("\(Self.values):8:24: error: \"brand_bleu\""), "\(text.stdout)")
        #expect(text.stdout.contains("did you mean \"brand_blue\"?"))

        let json = try runThemelint(["check", "--format", "json"], in: repo.url)
        #expect(json.status == 1)
        try validate(json.stdout, schema: "schemas/check-report.schema.json")
        let found = try findings(json.stdout)
        #expect(found.contains { $0["rule"] as? String == "xml-syntax" && $0["line"] as? Int == 2 && $0["column"] as? Int == 1 })
        for format in ["sarif", "github", "markdown", "codeclimate"] {
            let report = try runThemelint(["check", "--format", format], in: repo.url)
            #expect(report.status == 1, "\(format): \(report.stderr)")
            #expect(report.stdout.contains(Self.night), "\(format)")
        }
    }

    @Test func hostileXMLIsAFindingWithItsPlaceAndNothingHangs() throws {
        let repo = try TemporaryGitRepository()
        var laughs = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            laughs += " <!ENTITY lol\(level) \"" + String(repeating: "&lol\(level == 1 ? "" : String(level - 1));", count: 10) + "\">\n"
        }
        laughs += "]>\n<resources><color name=\"x\">&lol9;</color></resources>\n"
        try repo.write("app/src/main/res/values/colors.xml", laughs)
        try repo.write("app/src/main/res/values-night/colors.xml", "<?xml version=\"1.0\"?>\n<!DOCTYPE r [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<resources><color name=\"x\">&x;</color></resources>\n")
        try repo.write("app/src/main/res/values-land/colors.xml", "<resources>\n" + String(repeating: "<a>", count: 100_000) + String(repeating: "</a>", count: 100_000) + "</resources>\n")
        try repo.write("app/src/main/res/values-port/colors.xml", bytes: Array("<resources>\n  <color name=\"x\">#FFF".utf8) + [0xFF, 0xFE] + Array("</color></resources>\n".utf8))
        try repo.commitAll("hostile")
        let result = try runThemelint(["check", "--rev", "HEAD", "--format", "json"], in: repo.url)
        #expect(result.status == 1, "\(result.stderr)")
        let places = try findings(result.stdout).filter { $0["rule"] as? String == "xml-syntax" }.map { "\($0["file"] ?? ""):\($0["line"] ?? ""):\($0["column"] ?? "")" }
        #expect(places.sorted() == [
            "app/src/main/res/values-land/colors.xml:2:\(256 * 3 - 2)",
            "app/src/main/res/values-night/colors.xml:2:1",
            "app/src/main/res/values-port/colors.xml:2:23",
            "app/src/main/res/values/colors.xml:2:1",
        ])
    }

    @Test func showLogContrastAndTextconvWorkOnTheResources() throws {
        let repo = try Self.appRepository()
        try repo.write(Self.night, Self.nightColors(secondary: "#61FFFFFF"))
        try repo.commitAll("dimmer night text")

        let show = try runThemelint(["show", "--format", "json"], in: repo.url)
        #expect(show.status == 0, "\(show.stderr)")
        #expect(try validateLinked(show.stdout, schema: "show-report.schema.json").status == 0)
        let themes = try #require(try jsonObject(show.stdout)["themes"] as? [[String: Any]])
        #expect(themes.map { $0["name"] as? String } == ["app", "core"])
        #expect(themes.first?["format"] as? String == "android")
        let human = try runThemelint(["show", "--scheme", "default", "--role", "text_*", "--color", "never"], in: repo.url)
        #expect(human.stdout.contains("#DE000000"), "\(human.stdout)")
        #expect(human.stdout.contains("gray_600"))

        let log = try runThemelint(["log", "--scheme", "night", "--format", "json"], in: repo.url)
        #expect(log.status == 0, "\(log.stderr)")
        #expect(try validateLinked(log.stdout, schema: "log-report.schema.json").status == 0)
        let entries = try #require(try jsonObject(log.stdout)["entries"] as? [[String: Any]])
        #expect(entries.map { $0["subject"] as? String } == ["dimmer night text", "app colors"])

        let contrast = try runThemelint(["contrast", "text_secondary", "background", "--scheme", "night", "--color", "never"], in: repo.url)
        #expect(contrast.status == 0, "\(contrast.stderr)")
        #expect(contrast.stdout.contains("AA         fail"), "\(contrast.stdout)")
        let matrix = try runThemelint(["contrast", "--matrix", "--color", "never"], in: repo.url)
        #expect(matrix.status == 0, "\(matrix.stderr)")
        #expect(matrix.stdout.contains("button_text"), "\(matrix.stdout)")

        try repo.write(".gitattributes", "*.xml diff=themelint\n")
        try repo.commitAll("diff driver")
        #expect(try runThemelint(["hook", "install", "--diff-driver"], in: repo.url).status == 0)
        try repo.write(Self.values, Self.lightColors().replacingOccurrences(of: "#DE000000", with: "#99000000"))
        let gitDiff = try runProcess("git", ["diff", "--no-color", Self.values], in: repo.url)
        #expect(gitDiff.stdout.contains("\n-text_primary = #DE000000\n+text_primary = #99000000\n"), "\(gitDiff.stdout)\(gitDiff.stderr)")
        #expect(gitDiff.stdout.contains(" surface = @color/background → #FFFBFE\n"))
    }
}
