import Foundation
import Testing
import ThemeLintTestSupport

/// What real Android and iOS repositories met (issue 30), each as a small repository run through
/// the built binary: every state list item checked, a chain across modules going on where its
/// name was found, Xcode's empty template color sets, a rename read as a rename, and `show`'s
/// header naming only files that define colors.
@Suite struct RealRepositoryShapesTests {
    /// A color state list whose second item (not the one that gives the list its color) names
    /// an undefined `@color/primery`: an `unresolved-identifier` at the attribute's value, with
    /// did-you-mean; an undefined name with no near match is the library warning.
    @Test func everyStateListItemsReferenceIsChecked() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("app/src/main/res/values/colors.xml", """
            <resources>
                <color name="primary">#6750A4</color>
                <color name="disabled">#61000000</color>
            </resources>

            """)
        let stateList = "app/src/main/res/color/button_text.xml"
        try repo.write(stateList, """
            <selector xmlns:android="http://schemas.android.com/apk/res/android">
                <item android:state_enabled="false" android:color="@color/disabled"/>
                <item android:state_pressed="true" android:color="@color/primery"/>
                <item android:state_focused="true" android:color="@color/mtrl_focus_tint"/>
                <item android:state_hovered="true" android:color="?attr/colorPrimary"/>
                <item android:state_checked="true" android:color="@android:color/white"/>
                <item android:color="@color/primary"/>
            </selector>

            """)
        try repo.commitAll("state list")
        let result = try runThemelint(["check", "--format", "json"], in: repo.url)
        #expect(result.status == 1, "\(result.stderr)")
        let unresolved = try findings(result.stdout).filter { $0["rule"] as? String == "unresolved-identifier" }
        #expect(unresolved.count == 2, "\(unresolved)")
        let typo = try #require(unresolved.first { $0["line"] as? Int == 3 })
        #expect(typo["file"] as? String == stateList)
        #expect(typo["column"] as? Int == 55)
        #expect(typo["severity"] as? String == "error")
        #expect((typo["message"] as? String)?.contains("\"primery\" (an item of color state list \"button_text\") is not defined in the repository; did you mean \"primary\"?") == true, "\(typo)")
        let library = try #require(unresolved.first { $0["line"] as? Int == 4 })
        #expect(library["severity"] as? String == "warning")
        #expect((library["message"] as? String)?.contains("may come from a library") == true, "\(library)")
        // The item that gives the list its color is still followed as before: it resolves.
        let show = try runThemelint(["show", "--role", "button_text", "--format", "json"], in: repo.url)
        #expect(show.stdout.contains("\"color\": \"#6750A4FF\""), "\(show.stdout)")
    }

    /// `feature`'s `accent` names `@color/brand`, which only `app` defines, as
    /// `@color/shared_accent`. `app` does not define `shared_accent`; `core` and `feature` do.
    /// From `app` the chain looks in `app`, then the other modules' `main` in path order: `core`
    /// (`app` < `core` < `feature`), not the `feature` module the chain started in.
    @Test func aChainAcrossModulesGoesOnWhereItsNameWasFound() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("settings.gradle.kts", "include(\":app\", \":core\", \":feature\")\n")
        try repo.write("app/src/main/res/values/colors.xml", "<resources>\n    <color name=\"brand\">@color/shared_accent</color>\n</resources>\n")
        try repo.write("core/src/main/res/values/colors.xml", "<resources>\n    <color name=\"shared_accent\">#00AA00</color>\n</resources>\n")
        try repo.write("feature/src/main/res/values/colors.xml", """
            <resources>
                <color name="shared_accent">#AA0000</color>
                <color name="accent">@color/brand</color>
            </resources>

            """)
        try repo.commitAll("three modules")
        let show = try runThemelint(["show", "--role", "accent", "--role", "brand", "--format", "json"], in: repo.url)
        #expect(show.status == 0, "\(show.stderr)")
        var painted: [String: String] = [:]
        for theme in try #require(try jsonObject(show.stdout)["themes"] as? [[String: Any]]) {
            for scheme in theme["schemes"] as? [[String: Any]] ?? [] {
                for role in scheme["roles"] as? [[String: Any]] ?? [] {
                    painted["\(theme["name"] ?? ""):\(role["role"] ?? "")"] = "\(role["color"] ?? "null") \((role["chain"] as? [String])?.joined(separator: " → ") ?? "")"
                }
            }
        }
        #expect(painted["feature:accent"] == "#00AA00FF brand → shared_accent → #00AA00", "\(painted)")
        // The same resource paints the same in the set that defines it.
        #expect(painted["app:brand"] == "#00AA00FF shared_accent → #00AA00", "\(painted)")
    }

    /// Xcode's template `AccentColor.colorset` (and `WidgetBackground`), byte for byte as Xcode
    /// writes it: one universal entry with no color, the system's default. No finding; `show`
    /// gives no color and says why.
    @Test func anEmptyTemplateColorSetIsTheSystemDefault() throws {
        let repo = try TemporaryGitRepository()
        let template = "{\n  \"colors\" : [\n    {\n      \"idiom\" : \"universal\"\n    }\n  ],\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"
        try repo.write("App/Assets.xcassets/Contents.json", "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n")
        try repo.write("App/Assets.xcassets/AccentColor.colorset/Contents.json", template)
        try repo.write("Widget/Assets.xcassets/Contents.json", "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n")
        try repo.write("Widget/Assets.xcassets/AccentColor.colorset/Contents.json", #"{"colors":[{"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#)
        try repo.write("Widget/Assets.xcassets/WidgetBackground.colorset/Contents.json", #"{"colors":[{"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#)
        // A set with a dark entry beside them makes a dark scheme: the template sets are the
        // system's there too.
        try repo.write("Widget/Assets.xcassets/Brand.colorset/Contents.json", XcassetsFixture.colorSet([
            XcassetsFixture.Entry(color: XcassetsFixture.srgb("0.149", "0.533", "0.922")),
            XcassetsFixture.Entry(luminosity: "dark", color: XcassetsFixture.srgb("0.443", "0.667", "0.922")),
        ]))
        try repo.commitAll("new app from Xcode's template")
        let check = try runThemelint(["check", "--format", "json"], in: repo.url)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(try findings(check.stdout).isEmpty, "\(check.stdout)")

        let show = try runThemelint(["show", "--format", "json"], in: repo.url)
        #expect(show.status == 0, "\(show.stderr)")
        #expect(try validateLinked(show.stdout, schema: "show-report.schema.json").status == 0)
        var templateRoles = 0
        for theme in try #require(try jsonObject(show.stdout)["themes"] as? [[String: Any]]) {
            for scheme in theme["schemes"] as? [[String: Any]] ?? [] {
                for role in scheme["roles"] as? [[String: Any]] ?? [] where role["role"] as? String != "Brand" {
                    templateRoles += 1
                    #expect(role["color"] is NSNull, "\(role)")
                    #expect((role["problem"] as? String)?.contains("holds no color: the system's default color is used") == true, "\(role)")
                }
            }
        }
        #expect(templateRoles == 5, "App: AccentColor in light; Widget: two sets in light and dark")
        let text = try runThemelint(["show", "--color", "never"], in: repo.url)
        #expect(text.stdout.contains("WidgetBackground"), "\(text.stdout)")
        #expect(text.stdout.contains("the system's default color is used"), "\(text.stdout)")
    }

    /// A small Android app: `app_blue` used by `accent` and by two layouts, with a night scheme.
    static func renameRepository() throws -> TemporaryGitRepository {
        let repo = try TemporaryGitRepository()
        try repo.write("settings.gradle.kts", "include(\":app\")\n")
        try repo.write("app/src/main/res/values/colors.xml", """
            <resources>
                <color name="app_blue">#2688EB</color>
                <color name="accent">@color/app_blue</color>
                <color name="background">#FFFFFF</color>
            </resources>

            """)
        try repo.write("app/src/main/res/values-night/colors.xml", "<resources>\n    <color name=\"background\">#121212</color>\n</resources>\n")
        for layout in ["main", "detail"] {
            try repo.write("app/src/main/res/layout/\(layout).xml", """
                <TextView xmlns:android="http://schemas.android.com/apk/res/android"
                    android:textColor="@color/app_blue" />

                """)
        }
        try repo.commitAll("app")
        return repo
    }

    /// The plan and the diff after `--write` say "renamed" (palette-renamed, role-renamed),
    /// not added and removed: in Android a `<color>` is a palette color and a role.
    @Test func anAndroidRenameReadsAsARename() throws {
        let repo = try Self.renameRepository()
        let plan = try runThemelint(["rename", "app_blue", "brand_blue", "--color", "never"], in: repo.url)
        #expect(plan.status == 0, "\(plan.stderr)")
        let write = try runThemelint(["rename", "app_blue", "brand_blue", "--write", "--color", "never"], in: repo.url)
        #expect(write.status == 0, "\(write.stderr)")
        let diff = try runThemelint(["diff", "--color", "never"], in: repo.url)
        for output in [plan.stdout, diff.stdout] {
            // `accent` names it in both schemes; `app_blue` itself is the role renamed.
            #expect(output.contains("~ app_blue → brand_blue  #2688EB  renamed; 2 references moved"), "\(output)")
            #expect(output.contains("~ app_blue → brand_blue  (2 schemes: default, night; brand_blue)"), "\(output)")
            #expect(output.contains("1 palette color renamed, 2 roles changed, 1 role renamed\n"), "\(output)")
            #expect(!output.contains("added") && !output.contains("removed"), "\(output)")
        }
        // The plan is what diff prints after --write, then the code sites it rewrites (the layouts).
        #expect(plan.stdout.hasPrefix(diff.stdout), "the plan is what diff prints after --write")
        #expect(plan.stdout.dropFirst(diff.stdout.count).hasPrefix("\nCode: "), "\(plan.stdout)")
        let json = try runThemelint(["diff", "--format", "json"], in: repo.url)
        let kinds = try #require(try jsonObject(json.stdout)["changes"] as? [[String: Any]]).compactMap { $0["kind"] as? String }
        #expect(kinds.contains("palette-renamed") && kinds.contains("role-renamed"), "\(kinds)")
        #expect(!kinds.contains { $0.hasSuffix("-added") || $0.hasSuffix("-removed") }, "\(kinds)")
        #expect(try repo.git(["diff", "--stat"]).contains("3 files changed"), "colors.xml and the two layouts")
    }

    /// `show`'s header lists the files that define colors: not a module's 60 translations.
    @Test func showsHeaderListsOnlyFilesThatDefineColors() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("app/src/main/res/values/colors.xml", "<resources>\n    <color name=\"primary\">#6750A4</color>\n</resources>\n")
        try repo.write("app/src/main/res/values/aliases.xml", "<resources>\n    <color name=\"link\">@color/primary</color>\n</resources>\n")
        try repo.write("app/src/main/res/values/strings.xml", "<resources>\n    <string name=\"app_name\">App</string>\n</resources>\n")
        try repo.write("app/src/main/res/values/dimens.xml", "<resources>\n    <dimen name=\"margin\">8dp</dimen>\n</resources>\n")
        for index in 0..<60 {
            try repo.write("app/src/main/res/values-mcc\(200 + index)/strings.xml", "<resources>\n    <string name=\"app_name\">App \(index)</string>\n</resources>\n")
        }
        try repo.commitAll("app with 60 translations")
        let show = try runThemelint(["show", "--color", "never"], in: repo.url)
        #expect(show.status == 0, "\(show.stderr)")
        let header = try #require(show.stdout.split(separator: "\n").first { $0.contains("palettes:") })
        #expect(header.hasSuffix("palettes: app/src/main/res/values/aliases.xml, app/src/main/res/values/colors.xml, @android:color"), "\(header)")
        let json = try runThemelint(["show", "--format", "json"], in: repo.url)
        let theme = try #require((try jsonObject(json.stdout)["themes"] as? [[String: Any]])?.first)
        #expect(theme["palettes"] as? [String] == ["app/src/main/res/values/aliases.xml", "app/src/main/res/values/colors.xml", "@android:color"], "\(theme)")
    }
}
