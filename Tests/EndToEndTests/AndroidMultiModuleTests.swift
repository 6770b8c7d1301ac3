import Foundation
import Testing
import ThemeLintTestSupport

/// An app shaped like the Android apps people keep: an `app` module with a `debug` source set,
/// a `feature/login` module, and a `core/designsystem` module whose Material colors (light and
/// night) the others name; Kotlin and Java that name the colors. Every command runs on it
/// through the built binary, in a real git repository.
@Suite struct AndroidMultiModuleTests {
    static let designValues = "core/designsystem/src/main/res/values/colors.xml"
    static let designNight = "core/designsystem/src/main/res/values-night/colors.xml"
    static let appValues = "app/src/main/res/values/colors.xml"
    static let appNight = "app/src/main/res/values-night/colors.xml"

    static func repository() throws -> TemporaryGitRepository {
        let repo = try TemporaryGitRepository()
        try repo.write("settings.gradle.kts", "include(\":app\", \":feature:login\", \":core:designsystem\")\n")
        try repo.write(designValues, """
            <?xml version="1.0" encoding="utf-8"?>
            <resources>
                <color name="md_theme_primary">#6750A4</color>
                <color name="md_theme_onPrimary">#FFFFFF</color>
                <color name="md_theme_surface">#FFFBFE</color>
                <color name="md_theme_onSurface">#1C1B1F</color>
            </resources>

            """)
        try repo.write(designNight, """
            <?xml version="1.0" encoding="utf-8"?>
            <resources>
                <color name="md_theme_primary">#D0BCFF</color>
                <color name="md_theme_onPrimary">#381E72</color>
                <color name="md_theme_surface">#1C1B1F</color>
                <color name="md_theme_onSurface">#E6E1E5</color>
            </resources>

            """)
        try repo.write("feature/login/src/main/res/values/colors.xml", """
            <?xml version="1.0" encoding="utf-8"?>
            <resources>
                <color name="login_bg">@color/md_theme_surface</color>
                <color name="login_text">@color/md_theme_onSurface</color>
            </resources>

            """)
        try repo.write("feature/login/src/main/res/values-night/colors.xml", "<resources>\n    <color name=\"login_bg\">#000000</color>\n</resources>\n")
        try repo.write(appValues, """
            <?xml version="1.0" encoding="utf-8"?>
            <resources>
                <color name="background">#FFFBFE</color>
                <color name="text_primary">#DE000000</color>
                <color name="link">#2688EB</color>
            </resources>

            """)
        try repo.write(appNight, """
            <?xml version="1.0" encoding="utf-8"?>
            <resources>
                <color name="background">#1C1B1F</color>
                <color name="text_primary">#FFFFFF</color>
            </resources>

            """)
        try repo.write("app/src/debug/res/values/colors.xml", "<resources>\n    <color name=\"background\">#FFEEEE</color>\n</resources>\n")
        try repo.commitAll("modules")
        return repo
    }

    @Test func exportOfAModuleThatNamesAnotherModulesColorsWritesTheirLightValuesAsLight() throws {
        let repo = try Self.repository()
        let out = repo.url.appendingPathComponent("out").path
        let android = try runThemelint(["export", "--to", "android", "--theme", "feature/login", "--out", out], in: repo.url)
        #expect(android.status == 0, "\(android.stderr)")
        let light = try String(contentsOfFile: out + "/values/colors.xml", encoding: .utf8)
        // md_theme_primary is no login role's: the palette gives it, and values/ is the light one.
        #expect(light.contains("<color name=\"md_theme_primary\">#FF6750A4</color>"), "\(light)")
        #expect(light.contains("<color name=\"md_theme_surface\">#FFFFFBFE</color>"), "\(light)")
        #expect(!light.contains("D0BCFF"), "\(light)")
        let dark = try String(contentsOfFile: out + "/values-night/colors.xml", encoding: .utf8)
        #expect(dark.contains("<color name=\"md_theme_on_surface\">#FFE6E1E5</color>"), "\(dark)")

        let css = try runThemelint(["export", "--to", "css", "--theme", "feature/login", "--out", out], in: repo.url)
        #expect(css.status == 0, "\(css.stderr)")
        let sheet = try String(contentsOfFile: out + "/theme.css", encoding: .utf8)
        let root = try #require(sheet.components(separatedBy: "@media").first)
        #expect(root.contains("--md-theme-primary: #6750a4;"), "\(sheet)")
        #expect(root.contains("--md-theme-on-primary: #ffffff;"), "\(sheet)")
    }

    @Test func showListsAModulesDefaultValuesBeforeItsNightValues() throws {
        let repo = try Self.repository()
        let show = try runThemelint(["show", "--format", "json"], in: repo.url)
        #expect(show.status == 0, "\(show.stderr)")
        let text = try runThemelint(["show", "--color", "never"], in: repo.url)
        let header = try #require(text.stdout.split(separator: "\n").first { $0.hasPrefix("feature/login ") })
        let values = try #require(header.range(of: Self.designValues))
        let night = try #require(header.range(of: Self.designNight))
        #expect(values.lowerBound < night.lowerBound, "\(header)")
    }

    @Test func aColorOnlyNightDefinesIsOneFindingAtMainsValuesFileNotOnePerSourceSet() throws {
        let repo = try Self.repository()
        try repo.write(Self.appNight, """
            <?xml version="1.0" encoding="utf-8"?>
            <resources>
                <color name="background">#1C1B1F</color>
                <color name="text_primary">#FFFFFF</color>
                <color name="night_only">#FF0000</color>
            </resources>

            """)
        let result = try runThemelint(["check", "--format", "json"], in: repo.url)
        #expect(result.status == 1, "\(result.stderr)")
        let missing = try findings(result.stdout).filter { $0["rule"] as? String == "missing-role" }
        #expect(missing.map { "\($0["file"] ?? ""):\($0["line"] ?? ""):\($0["role"] ?? "")" } == ["\(Self.appValues):1:night_only"])
    }

    @Test func aResourceFileThatDoesNotParseIsNotComparedRatherThanReadAsRemovedColors() throws {
        let repo = try Self.repository()
        // Mid-edit: the night file is cut short; the default file gains a color.
        try repo.write(Self.appNight, "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n    <color name=\"background\">#1C1B1F</color>\n")
        let result = try runThemelint(["diff", "--format", "json"], in: repo.url)
        #expect(result.status == 0, "\(result.stderr)")
        try validate(result.stdout, schema: "schemas/diff-report.schema.json")
        let json = try jsonObject(result.stdout)
        let changes = try #require(json["changes"] as? [[String: Any]])
        let kinds = changes.map { "\($0["kind"] ?? "") \($0["file"] ?? "") \($0["scheme"] ?? "") \($0["role"] ?? "")" }
        #expect(!kinds.contains { $0.hasPrefix("scheme-removed") || $0.hasPrefix("role-removed") || $0.hasPrefix("role-changed") }, "\(kinds)")
        let notices = try #require(json["notices"] as? [[String: Any]])
        #expect(notices.map { $0["file"] as? String } == [Self.appNight])

        let text = try runThemelint(["diff", "--color", "never"], in: repo.url)
        #expect(text.status == 0)
        #expect(text.stdout.contains("Not compared"), "\(text.stdout)")
        #expect(!text.stdout.contains("scheme removed"), "\(text.stdout)")
        #expect(!text.stdout.contains("roles removed"), "\(text.stdout)")
    }

    @Test func renameRewritesKotlinTemplatesAndBacktickNamesButNotJavaTextBlocks() throws {
        let repo = try Self.repository()
        try repo.write(".themelint.json", "{\"code\": true}\n")
        let kotlin = "app/src/main/java/com/example/Main.kt"
        let java = "app/src/main/java/com/example/Legacy.java"
        try repo.write(kotlin, """
            package com.example

            fun describe(ctx: Context) = "link ${ctx.getColor(R.color.link)} (R.color.link)"
            val raw = \"\"\"${R.color.link}\"\"\"
            val quoted = R.color.`link`

            """)
        try repo.write(java, """
            package com.example;

            class Legacy {
                String help = \"\"\"
                    Use R.color.link for links.
                    \"\"\";
                int link = R.color.link;
            }

            """)
        try repo.commitAll("code")

        let plan = try runThemelint(["rename", "link", "brand_link", "--format", "json"], in: repo.url)
        #expect(plan.status == 0, "\(plan.stderr)")
        let sites = try #require(try jsonObject(plan.stdout)["code"] as? [[String: Any]])
        #expect(sites.map { "\($0["file"] ?? ""):\($0["line"] ?? ""):\($0["column"] ?? "")" }.sorted() == [
            "\(java):7:24", "\(kotlin):3:59", "\(kotlin):4:24", "\(kotlin):5:23",
        ])

        let write = try runThemelint(["rename", "link", "brand_link", "--write"], in: repo.url)
        #expect(write.status == 0, "\(write.stderr)")
        let main = try repo.read(kotlin)
        #expect(main.contains("${ctx.getColor(R.color.brand_link)} (R.color.link)\""), "\(main)")
        #expect(main.contains("\"\"\"${R.color.brand_link}\"\"\""), "\(main)")
        #expect(main.contains("R.color.`brand_link`"), "\(main)")
        let legacy = try repo.read(java)
        #expect(legacy.contains("Use R.color.link for links."), "\(legacy)")
        #expect(legacy.contains("int link = R.color.brand_link;"), "\(legacy)")
    }

    @Test func contrastMatrixKeepsItsColumnsApartForThreeDigitLightness() throws {
        let repo = try Self.repository()
        let matrix = try runThemelint(["contrast", "--matrix", "--scheme", "night", "--color", "never"], in: repo.url)
        #expect(matrix.status == 0, "\(matrix.stderr)")
        // White on #1C1B1F is Lc -106.3: the verdict still stands apart from it.
        #expect(matrix.stdout.contains("Lc -106.3 pass"), "\(matrix.stdout)")
        #expect(!matrix.stdout.contains("Lc -106.3pass"), "\(matrix.stdout)")
    }

    @Test func logOfASeriesCommittedInOneSecondIsNewestFirstAsGitLogOrdersIt() throws {
        // A rebased series: every commit has the same committer date (the test clock's).
        let repo = try Self.repository()
        for step in 1...6 {
            try repo.write(Self.appValues, Self.lightAccent(step))
            try repo.commitAll("accent \(step)")
        }
        let git = try repo.git(["log", "--format=%s"]).split(separator: "\n").map(String.init)
        let log = try runThemelint(["log", "--format", "json"], in: repo.url)
        #expect(log.status == 0, "\(log.stderr)")
        let entries = try #require(try jsonObject(log.stdout)["entries"] as? [[String: Any]])
        #expect(entries.compactMap { $0["subject"] as? String } == git)
        // A role's blame names the last commit that changed it.
        let blame = try runThemelint(["log", "--role", "link", "-n", "1", "--format", "json"], in: repo.url)
        let last = try #require(try jsonObject(blame.stdout)["entries"] as? [[String: Any]])
        #expect(last.compactMap { $0["subject"] as? String } == ["accent 6"])
    }


    @Test func renameWritesADottedColorAsRSpellsIt() throws {
        // aapt names the R field of `brand.link` `brand_link`: code writes it that way.
        let repo = try Self.repository()
        try repo.write(".themelint.json", "{\"code\": true}\n")
        try repo.write(Self.appValues, "<resources>\n    <color name=\"brand.link\">#2688EB</color>\n    <color name=\"link\">@color/brand.link</color>\n</resources>\n")
        let kotlin = "app/src/main/java/com/example/Main.kt"
        try repo.write(kotlin, "val a = R.color.brand_link\nval b = R.color.link\n")
        try repo.write("app/src/main/res/layout/main.xml", "<View xmlns:android=\"http://schemas.android.com/apk/res/android\" android:background=\"@color/brand.link\"/>\n")
        try repo.commitAll("dotted")

        let dotted = try runThemelint(["rename", "brand.link", "brand.accent", "--write"], in: repo.url)
        #expect(dotted.status == 0, "\(dotted.stderr)")
        #expect(try repo.read(kotlin) == "val a = R.color.brand_accent\nval b = R.color.link\n")
        #expect(try repo.read("app/src/main/res/layout/main.xml").contains("@color/brand.accent\""))
        #expect(try repo.read(Self.appValues).contains("<color name=\"link\">@color/brand.accent</color>"))

        let toDotted = try runThemelint(["rename", "link", "text.link", "--write"], in: repo.url)
        #expect(toDotted.status == 0, "\(toDotted.stderr)")
        #expect(try repo.read(kotlin) == "val a = R.color.brand_accent\nval b = R.color.text_link\n")
    }

    @Test func renameRewritesDataBindingExpressionsInLayouts() throws {
        let repo = try Self.repository()
        try repo.write(".themelint.json", "{\"code\": true}\n")
        let layout = "app/src/main/res/layout/item.xml"
        try repo.write(layout, """
            <layout xmlns:android="http://schemas.android.com/apk/res/android">
                <data><variable name="vm" type="com.example.ItemViewModel"/></data>
                <TextView android:textColor="@{vm.visited ? @color/text_primary : @color/link}"/>
            </layout>

            """)
        try repo.commitAll("binding")
        let result = try runThemelint(["rename", "link", "link_unvisited", "--write"], in: repo.url)
        #expect(result.status == 0, "\(result.stderr)")
        let written = try repo.read(layout)
        #expect(written.contains("@{vm.visited ? @color/text_primary : @color/link_unvisited}"), "\(written)")
    }

    @Test func aLibraryWithOnlyNightColorsHasItsMissingDefaultsAtAFileThatExists() throws {
        let repo = try TemporaryGitRepository()
        let night = "lib/src/main/res/values-night/colors.xml"
        try repo.write(night, "<resources>\n    <color name=\"a\">#111111</color>\n</resources>\n")
        try repo.write("lib/src/main/res/values/strings.xml", "<resources><string name=\"s\">x</string></resources>\n")
        try repo.commitAll("night only")
        let result = try runThemelint(["check", "--format", "github"], in: repo.url)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("::error file=\(night),line=1,col=1,title=themelint missing-role::role \"a\" is missing from \"default\""), "\(result.stdout)")
    }

    @Test func aConflictedValuesFileIsOneFindingNotAMissingRoleForEveryNightColor() throws {
        let repo = try Self.repository()
        try repo.write(Self.designValues, """
            <?xml version="1.0" encoding="utf-8"?>
            <resources>
            <<<<<<< ours
                <color name="md_theme_primary">#6650A4</color>
            =======
                <color name="md_theme_primary">#6850A4</color>
            >>>>>>> theirs
                <color name="md_theme_onPrimary">#FFFFFF</color>
                <color name="md_theme_surface">#FFFBFE</color>
                <color name="md_theme_onSurface">#1C1B1F</color>
            </resources>

            """)
        let result = try runThemelint(["check", "--format", "json"], in: repo.url)
        #expect(result.status == 1, "\(result.stderr)")
        let rules = try findings(result.stdout).map { "\($0["rule"] ?? "") \($0["file"] ?? "")" }
        #expect(rules == ["xml-syntax \(Self.designValues)"], "\(rules)")
    }
    static func lightAccent(_ step: Int) -> String {
        "<resources>\n    <color name=\"background\">#FFFBFE</color>\n    <color name=\"text_primary\">#DE000000</color>\n    <color name=\"link\">#2688E\(step)</color>\n</resources>\n"
    }
}
