import Testing
@testable import ThemeLintCore

/// What `unused-color` learns from code: the Android spellings name the colors of Android
/// theme sets' palettes, and only with `"code": true`.
@Suite struct CodeUsesTests {
    static let values = "app/src/main/res/values/colors.xml"

    static func project(code: Bool) throws -> LoadedProject {
        let source = InMemorySource(texts: [
            ".themelint.json": code ? #"{"code": true}"# : "{}",
            values: #"<resources><color name="only_kotlin">#123456</color><color name="only_layout">#654321</color><color name="white">#FFFFFF</color><color name="commented">#000000</color><color name="dotted.name">#111111</color></resources>"#,
            "app/src/main/java/Main.kt": "val a = R.color.only_kotlin // R.color.commented\nval b = android.R.color.white\nval c = R.color.dotted_name\n",
            "app/src/main/res/layout/main.xml": #"<View xmlns:android="x" android:background="@color/only_layout"/>"#,
        ])
        let configuration = try Configuration.load(from: source)
        return try ProjectLoader(source: source, configuration: configuration).load()
    }

    @Test func androidSpellingsNameTheColorsOfAndroidPalettes() throws {
        let uses = UnusedColorRule.CodeUses(try Self.project(code: true))
        #expect(uses.names("only_kotlin", inPalette: Self.values))
        #expect(uses.names("only_layout", inPalette: Self.values))
        #expect(uses.names("dotted.name", inPalette: Self.values))
        #expect(!uses.names("white", inPalette: Self.values))
        #expect(!uses.names("commented", inPalette: Self.values))
        #expect(!uses.names("only_kotlin", inPalette: "palette.json"))
    }

    @Test func nothingIsReadWithoutCodeInTheConfiguration() throws {
        let project = try Self.project(code: false)
        #expect(project.code == nil)
        #expect(!UnusedColorRule.CodeUses(project).names("only_kotlin", inPalette: Self.values))
        var loader = ProjectLoader(source: InMemorySource(texts: ["a.kt": "val a = R.color.x\n"]), configuration: Configuration(file: ".themelint.json"))
        loader.readsCode = false
        #expect(try loader.load().code == nil)
    }

    /// An Appearance theme exported to Android resources, an Android module of its own and an
    /// asset catalog: what `unused-color` reports with Kotlin and Swift naming some colors.
    static func unused(exports: String) throws -> [String] {
        let brand = #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "1", "green": "0", "blue": "0", "alpha": "1"}}}]}"#
        let source = InMemorySource(texts: [
            ".themelint.json": """
                {"code": true, "themes": [{"name": "main", "schemes": "theme/scheme.json", "palettes": ["theme/palette.json"]},
                  {"name": "assets", "format": "xcassets", "catalog": "ios/Assets.xcassets"}], "exports": [\(exports)]}
                """,
            "theme/palette.json": ##"{"azure_300": "#2688EB", "only_kotlin": "#123456", "forgotten": "#654321"}"##,
            "theme/scheme.json": #"{"light": {"appearance": "light", "colors": {"accent": {"color_identifier": "azure_300"}}}}"#,
            "app/src/main/java/Main.kt": "val a = R.color.only_kotlin // R.color.forgotten\n",
            "ios/Assets.xcassets/Contents.json": "{}",
            "ios/Assets.xcassets/Brand.colorset/Contents.json": brand,
            "ios/Assets.xcassets/Unnamed.colorset/Contents.json": brand,
            "ios/App.swift": "let b = UIColor(named: \"Brand\")\n",
        ])
        let project = try ProjectLoader(source: source, configuration: try Configuration.load(from: source)).load()
        #expect(project.themeSets.map(\.definition.format) == [.appearance, .xcassets])
        return UnusedColorRule().findings(in: LintContext(project: project)).map { $0.identifier ?? "" }.sorted()
    }

    @Test func unusedColorLeavesOutWhatOnlyCodeNames() throws {
        // R.color.only_kotlin names the resource the android export generates from only_kotlin;
        // asset catalogs are not judged (nothing refers to a set), named or not.
        #expect(try Self.unused(exports: #"{"to": "android", "theme": "main", "out": "android/app/src/main/res"}"#) == ["forgotten"])
        // Without the export, R.color names nothing of this theme.
        #expect(try Self.unused(exports: "") == ["forgotten", "only_kotlin"])
    }
}
