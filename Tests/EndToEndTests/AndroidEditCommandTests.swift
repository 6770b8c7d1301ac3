import Foundation
import Testing
import ThemeLintTestSupport

/// `compress` and `rename` on a two-module Android app (real git, its own identity): the plan
/// printed is what `diff` prints after `--write`, a second run plans nothing, `git diff` shows
/// only the lines that had to change, and every role paints what it painted.
@Suite struct AndroidEditCommandTests {
    static let appValues = "app/src/main/res/values/colors.xml"
    static let coreValues = "core/src/main/res/values/colors.xml"
    static let stateList = "app/src/main/res/color/button_tint.xml"
    static let themes = "app/src/main/res/values/themes.xml"

    /// `app` names `core`'s grays; `brand_blue_2` is a near duplicate of `brand_blue`, and
    /// `gray_600_alt` of `gray_600`; `background` and `text_primary` have night overrides.
    /// Core's file has CRLF line endings and no final newline.
    static func repository() throws -> TemporaryGitRepository {
        let repo = try TemporaryGitRepository()
        try repo.write("settings.gradle.kts", "include(\":app\", \":core\")\n")
        try repo.write(appValues, """
            <?xml version="1.0" encoding="utf-8"?>
            <resources>
                <!-- brand -->
                <color name="brand_blue">#2688EB</color>
                <color name="brand_blue_2">#2787EB</color>
                <color name="background">#FFFFFF</color>
                <color name="surface">#FFFFFE</color>
                <color name="text_primary">#000000</color>
                <color name="text_secondary">@color/gray_600_alt</color>
                <color name="link">@color/brand_blue</color>
            </resources>

            """)
        try repo.write("app/src/main/res/values-night/colors.xml", """
            <resources>
            \t<color name="background">#121212</color>
            \t<item name="text_primary" type="color">#FFFFFF</item>
            </resources>

            """)
        try repo.write(themes, """
            <resources>
                <style name="Theme.App" parent="Theme.Material3.DayNight">
                    <item name="colorPrimary">@color/brand_blue</item>
                </style>
            </resources>

            """)
        try repo.write(stateList, """
            <selector xmlns:android="http://schemas.android.com/apk/res/android">
                <item android:state_enabled="false" android:color="@color/brand_blue_2" android:alpha="0.38"/>
                <item android:color="@color/brand_blue_2"/>
            </selector>

            """)
        try repo.write(coreValues, "<resources>\r\n\t<color name=\"gray_600\">#6B6B6B</color>\r\n\t<color name=\"gray_600_alt\">#6C6B6B</color>\r\n\t<color name=\"divider\">@color/gray_600</color>\r\n\t<color name=\"outline\">@color/gray_600</color>\r\n\t<color name=\"accent\">@color/brand_blue</color>\r\n</resources>")
        try repo.commitAll("app colors")
        return repo
    }

    /// The removed and added lines of `git diff -U0`, by file (split at LF only, so that a
    /// CRLF line shows its CR).
    private func changedLines(_ repo: TemporaryGitRepository) throws -> [String: (removed: [String], added: [String])] {
        var result: [String: (removed: [String], added: [String])] = [:]
        var file = ""
        for bytes in try repo.git(["diff", "-U0", "--no-color"]).utf8.split(separator: 0x0A, omittingEmptySubsequences: false) {
            let line = String(decoding: bytes, as: UTF8.self)
            if line.hasPrefix("+++ b/") {
                file = String(line.dropFirst(6))
            } else if line.hasPrefix("-"), !line.hasPrefix("---") {
                result[file, default: ([], [])].removed.append(String(line.dropFirst()))
            } else if line.hasPrefix("+"), !line.hasPrefix("+++") {
                result[file, default: ([], [])].added.append(String(line.dropFirst()))
            }
        }
        return result
    }

    @Test func compressMergesUniqueColorsAndRewritesEveryReference() throws {
        let repo = try Self.repository()
        let before = try paintedRoles(repo)
        let plan = try runThemelint(["compress", "--format", "json"], in: repo.url)
        #expect(plan.status == 0, "\(plan.stderr)")
        try validate(plan.stdout, schema: "schemas/diff-report.schema.json")
        // Colors with a night override are left alone, and it says so.
        #expect(plan.stderr.contains("not merged: background, text_primary"), "\(plan.stderr)")
        #expect(plan.stderr.contains("2 colors merged into 2"), "\(plan.stderr)")
        let textPlan = try runThemelint(["compress", "--color", "never"], in: repo.url)

        let written = try runThemelint(["compress", "--format", "json", "--write"], in: repo.url)
        #expect(written.status == 0, "\(written.stderr)")
        #expect(written.stdout == plan.stdout)
        #expect(try runThemelint(["diff", "--format", "json"], in: repo.url).stdout == plan.stdout)
        #expect(try runThemelint(["diff", "--color", "never"], in: repo.url).stdout == textPlan.stdout)
        let again = try runThemelint(["compress", "--format", "json"], in: repo.url)
        #expect(again.status == 0)
        #expect(try DiffJSON(again.stdout).changes.isEmpty, "\(again.stdout.prefix(2000))")
        let removed = try DiffJSON(plan.stdout).changes("palette-removed").compactMap { $0["name"] as? String }
        #expect(removed.sorted() == ["brand_blue_2", "gray_600_alt"])

        // Only the deleted colors' lines and the rewritten references changed; CRLF and the
        // missing final newline of core's file are kept.
        let lines = try changedLines(repo)
        #expect(Set(lines.keys) == [Self.appValues, Self.coreValues, Self.stateList])
        #expect(lines[Self.appValues]?.removed == ["    <color name=\"brand_blue_2\">#2787EB</color>", "    <color name=\"text_secondary\">@color/gray_600_alt</color>"])
        #expect(lines[Self.appValues]?.added == ["    <color name=\"text_secondary\">@color/gray_600</color>"])
        #expect(lines[Self.coreValues]?.removed == ["\t<color name=\"gray_600_alt\">#6C6B6B</color>\r"])
        #expect(lines[Self.coreValues]?.added == [])
        #expect(lines[Self.stateList]?.added == [
            "    <item android:state_enabled=\"false\" android:color=\"@color/brand_blue\" android:alpha=\"0.38\"/>",
            "    <item android:color=\"@color/brand_blue\"/>",
        ])
        #expect(try repo.read(Self.coreValues) == "<resources>\r\n\t<color name=\"gray_600\">#6B6B6B</color>\r\n\t<color name=\"divider\">@color/gray_600</color>\r\n\t<color name=\"outline\">@color/gray_600</color>\r\n\t<color name=\"accent\">@color/brand_blue</color>\r\n</resources>")

        // Every role still painted moves by less than D (1.0).
        let after = try paintedRoles(repo)
        let (move, compared) = largestMove(before: before.filter { !$0.key.hasSuffix("brand_blue_2") && !$0.key.hasSuffix("gray_600_alt") }, after: after, everyRoleStays: true)
        #expect(compared > 10)
        #expect(move <= 1.0)
    }

    /// The plan page's "Merges" table paints each kept and replaced Android color (the merge's
    /// scope is its values folder, not a palette file), rather than a hatched "not found".
    @Test func thePlanPagePaintsEachMergedAndroidColor() throws {
        let repo = try Self.repository()
        let run = try runThemelint(["compress", "--format", "html"], in: repo.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("data-replaced=\"brand_blue_2\"") || run.stdout.contains("data-replaced=\"brand_blue\""), "\(run.stdout)")
        #expect(!run.stdout.contains("title=\"not found\""), "a merged color without its swatch")
        #expect(run.stdout.contains("data-color=\"#2688EBFF\""))
        #expect(run.stdout.contains("data-color=\"#2787EBFF\""))
    }

    @Test func compressLeavesOutAMergeThatWouldFailAContrastPair() throws {
        let repo = try TemporaryGitRepository()
        // `on_brand` on `brand` (Material's pair, inferred) passes 4.5 with #767676, fails with #777777.
        try repo.write(".themelint.json", "{\"contrast\": {}}\n")
        try repo.write(Self.appValues, """
            <resources>
                <color name="gray_a">#767676</color>
                <color name="gray_b">#777777</color>
                <color name="brand">@color/gray_a</color>
                <color name="on_brand">#FFFFFF</color>
                <color name="divider">@color/gray_b</color>
                <color name="outline">@color/gray_b</color>
            </resources>

            """)
        try repo.commitAll("grays")
        let check = try runThemelint(["check", "--format", "json"], in: repo.url)
        #expect(check.status == 0, "\(check.stdout)")
        let run = try runThemelint(["compress", "--format", "json", "--write"], in: repo.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("gray_a is not merged into gray_b: contrast of on_brand on brand"), "\(run.stderr)")
        // Kept the other way round, nothing moves for the pair: merged (as a second run would).
        #expect(try DiffJSON(run.stdout).changes("palette-removed").compactMap { $0["name"] as? String } == ["gray_b"])
        #expect(try repo.read(Self.appValues).contains("<color name=\"divider\">@color/gray_a</color>"))
        let again = try runThemelint(["compress", "--format", "json"], in: repo.url)
        #expect(try DiffJSON(again.stdout).changes.isEmpty)
    }

    @Test func compressKeepsAliasesWhenAsked() throws {
        let repo = try Self.repository()
        let run = try runThemelint(["compress", "--keep-aliases", "--write"], in: repo.url)
        #expect(run.status == 0, "\(run.stderr)")
        let app = try repo.read(Self.appValues)
        #expect(app.contains("    <color name=\"brand_blue_2\">@color/brand_blue</color>\n"))
        #expect(try repo.read(Self.coreValues).contains("\t<color name=\"gray_600_alt\">@color/gray_600</color>\r\n"))
        let again = try runThemelint(["compress", "--format", "json"], in: repo.url)
        #expect(try DiffJSON(again.stdout).changes.isEmpty, "\(again.stdout.prefix(2000))")
    }

    @Test func renameFollowsTheColorAcrossModules() throws {
        let repo = try Self.repository()
        let before = try paintedRoles(repo)
        let run = try runThemelint(["rename", "brand_blue", "brand_primary", "--write"], in: repo.url)
        #expect(run.status == 0, "\(run.stderr)")
        let check = try runThemelint(["check", "--color", "never"], in: repo.url)
        #expect(!check.stdout.contains("unresolved"), "\(check.stdout)")
        // Every role paints the same; the renamed one under its new name.
        let renamed = Dictionary(uniqueKeysWithValues: before.map { key, value in
            (key.hasSuffix(" | brand_blue") ? String(key.dropLast("brand_blue".count)) + "brand_primary" : key, value)
        })
        #expect(try paintedRoles(repo) == renamed)
        let lines = try changedLines(repo)
        #expect(Set(lines.keys) == [Self.appValues, Self.coreValues, Self.themes])
        #expect(lines[Self.appValues]?.added == ["    <color name=\"brand_primary\">#2688EB</color>", "    <color name=\"link\">@color/brand_primary</color>"])
        #expect(lines[Self.themes]?.added == ["        <item name=\"colorPrimary\">@color/brand_primary</item>"])
        #expect(lines[Self.coreValues]?.added == ["\t<color name=\"accent\">@color/brand_primary</color>\r"])
        let again = try runThemelint(["rename", "brand_blue", "brand_primary"], in: repo.url)
        #expect(again.status == 2)
    }

    @Test func renameRenamesEveryQualifierFolder() throws {
        let repo = try Self.repository()
        let before = try paintedRoles(repo)
        let run = try runThemelint(["rename", "text_primary", "on_surface", "--write"], in: repo.url)
        #expect(run.status == 0, "\(run.stderr)")
        let renamed = Dictionary(uniqueKeysWithValues: before.map { key, value in
            (key.hasSuffix(" | text_primary") ? String(key.dropLast("text_primary".count)) + "on_surface" : key, value)
        })
        #expect(try paintedRoles(repo) == renamed)
        #expect(renamed.keys.filter { $0.hasSuffix(" | on_surface") }.count == 2)
        let lines = try changedLines(repo)
        #expect(Set(lines.keys) == [Self.appValues, "app/src/main/res/values-night/colors.xml"])
        #expect(lines["app/src/main/res/values-night/colors.xml"]?.added == ["\t<item name=\"on_surface\" type=\"color\">#FFFFFF</item>"])
        // A color state list is named by its file: refused.
        let stateList = try runThemelint(["rename", "button_tint", "button_color"], in: repo.url)
        #expect(stateList.status == 2)
        #expect(stateList.stderr.contains("color state list"), "\(stateList.stderr)")
    }

    @Test func renameRefusesAnExistingOrMissingName() throws {
        let repo = try Self.repository()
        let state = try repo.stateFingerprint()
        for (old, new) in [("brand_blue", "gray_600"), ("brand_blue", "background"), ("no_such_color", "brand_x")] {
            let run = try runThemelint(["rename", old, new, "--write"], in: repo.url)
            #expect(run.status == 2, "\(old) → \(new): \(run.stderr)")
            #expect(run.stdout.isEmpty)
            #expect(try repo.stateFingerprint() == state, "\(old) → \(new) changed the repository")
        }
        #expect(try runThemelint(["rename", "brand_blue", "gray_600"], in: repo.url).stderr.contains("gray_600 already exists"))
    }
}
