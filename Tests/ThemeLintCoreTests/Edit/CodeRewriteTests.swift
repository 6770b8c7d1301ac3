import Testing
@testable import ThemeLintCore

/// Rewriting code in memory: only the names' bytes change, a site the XML editor already
/// rewrites is edited once, and a rename refuses where NEW is already declared in code.
@Suite struct CodeRewriteTests {
    static let values = "app/src/main/res/values/colors.xml"
    static let layout = "app/src/main/res/layout/main.xml"
    static let kotlin = "app/src/main/java/Main.kt"

    static func files(extra: [String: String] = [:]) -> [String: String] {
        [
            values: "<resources>\n    <color name=\"app_blue\">#FF2B90D9</color>\n</resources>\n",
            layout: "<View xmlns:android=\"http://schemas.android.com/apk/res/android\"\n    android:background=\"@color/app_blue\"/>\n",
            kotlin: "val app_blue = 1 // R.color.app_blue\nval c = R.color.app_blue + R.color.app_blue\nval w = android.R.color.white\n",
        ].merging(extra) { _, new in new }
    }

    static func rename(_ texts: [String: String], readingCode: Bool = true, new: String = "brand_blue") throws -> RenamePlan {
        let source = InMemorySource(texts: texts)
        let project = try ProjectLoader(source: source, configuration: .automatic).load()
        var editable = EditableProject(project: project, source: source)
        if readingCode { try editable.readCode(from: source) }
        return try RenamePlanner.plan(editable, source: source, old: "app_blue", new: new)
    }

    @Test func onlyTheNameBytesChangeAndEachSiteOnce() throws {
        let plan = try Self.rename(Self.files())
        let kotlin = String(decoding: try #require(plan.edit.contents[Self.kotlin]), as: UTF8.self)
        #expect(kotlin == "val app_blue = 1 // R.color.app_blue\nval c = R.color.brand_blue + R.color.brand_blue\nval w = android.R.color.white\n")
        let layout = String(decoding: try #require(plan.edit.contents[Self.layout]), as: UTF8.self)
        #expect(layout == Self.files()[Self.layout]!.replacingOccurrences(of: "app_blue", with: "brand_blue"))
        #expect(plan.edit.codeSites.map(\.description) == [
            "\(Self.kotlin):2:17: app_blue → brand_blue",
            "\(Self.kotlin):2:36: app_blue → brand_blue",
            "\(Self.layout):2:32: app_blue → brand_blue",
        ])
    }

    @Test func withoutCodeNoCodeFileChanges() throws {
        let plan = try Self.rename(Self.files(), readingCode: false)
        #expect(plan.edit.contents[Self.kotlin] == nil)
        #expect(plan.edit.codeSites.isEmpty)
        #expect(plan.edit.contents[Self.layout] != nil, "resource XML is followed as before")
    }

    @Test func aCodeFileThatChangedUnderneathIsRefused() throws {
        var session = EditSession(documents: [:])
        session.addCodeFile("a.kt", bytes: Array("val c = R.color.other\n".utf8))
        let reference = CodeReference(name: "app_blue", spelling: .androidResourceClass, file: "a.kt", nameStart: 16, nameEnd: 24)
        let replaced = session.replaceName(of: reference, with: "brand_blue")
        #expect(!replaced)
        #expect(session.failures.count == 1)
    }

    @Test func refusesAnAndroidColorDeclaredWhereTheThemeDoesNotRead() throws {
        // The theme is an Appearance palette exported to Android; a hand-kept resource declares NEW.
        let texts = [
            ".themelint.json": #"{"themes": [{"name": "main", "format": "appearance", "schemes": "scheme.json", "palettes": ["palette.json"]}], "exports": [{"to": "android", "theme": "main", "out": "app/src/main/res"}]}"#,
            "palette.json": ##"{"app_blue": "#2B90D9"}"##,
            "scheme.json": #"{"light": {"text": {"color_identifier": "app_blue"}}}"#,
            "app/src/main/res/values/brand.xml": "<resources><color name=\"brand_blue\">#000000</color><color name=\"link\">@color/app_blue</color></resources>",
            Self.kotlin: "val c = R.color.app_blue\n",
        ]
        let source = InMemorySource(texts: texts)
        let configuration = try Configuration.parse(bytes: Array(texts[".themelint.json"]!.utf8), file: ".themelint.json")
        let project = try ProjectLoader(source: source, configuration: configuration).load()
        var editable = EditableProject(project: project, source: source)
        try editable.readCode(from: source)
        #expect(throws: EditRefusal.self) { try RenamePlanner.plan(editable, source: source, old: "app_blue", new: "brand_blue") }
        // Without an Android theme set, a values file naming the exported color is code like the Kotlin.
        let plan = try RenamePlanner.plan(editable, source: source, old: "app_blue", new: "brand_primary")
        #expect(plan.edit.codeSites.map(\.file) == [Self.kotlin, "app/src/main/res/values/brand.xml"])
        #expect(plan.edit.contents["app/src/main/res/values/brand.xml"].map { String(decoding: $0, as: UTF8.self) } == "<resources><color name=\"brand_blue\">#000000</color><color name=\"link\">@color/brand_primary</color></resources>")
    }

    @Test func declarationsOfABareIdentifier() {
        func found(_ code: String, _ language: CodeLanguage) -> String? {
            let bytes = Array(code.utf8)
            return EditableProject.declaration(of: ["textPrimary"], in: bytes, language: language).map { String(decoding: bytes[$0.offset...].prefix(11), as: UTF8.self) }
        }
        #expect(found("extension UIColor { static var textPrimary: UIColor { .red } }", .swift) == "textPrimary")
        #expect(found("enum Style { case textPrimary }", .swift) == "textPrimary")
        #expect(found("val textPrimary = 1", .kotlin) == "textPrimary")
        #expect(found("class A { int textPrimary = 1; }", .java) == "textPrimary")
        #expect(found("+ (UIColor *)textPrimary;", .objectiveC) == "textPrimary")
        #expect(found("@property (nonatomic) UIColor *textPrimary;", .objectiveC) == "textPrimary")
        // Uses, comments and strings are not declarations.
        #expect(found("label.textColor = .textPrimary // var textPrimary", .swift) == nil)
        #expect(found("return textPrimary; String s = \"int textPrimary;\";", .java) == nil)
        #expect(found("foo(textPrimary)", .kotlin) == nil)
    }

    @Test func compressLeavesOutAMergeCodeCannotFollow() throws {
        // Preferred, blue_2 would become blue in a/ and red in b/: code naming blue_2 could follow neither.
        let texts = [
            "a/palette.json": ##"{"blue": "#2688EB", "blue_2": "#2688EC"}"##,
            "a/scheme.json": ##"{"light": {"x": {"color_identifier": "blue"}, "y": {"color_identifier": "blue"}, "z": {"color_identifier": "blue_2"}}}"##,
            "b/palette.json": ##"{"blue_2": "#FF0000", "red": "#FF0001"}"##,
            "b/scheme.json": ##"{"light": {"x": {"color_identifier": "red"}, "y": {"color_identifier": "red"}, "z": {"color_identifier": "blue_2"}}}"##,
            Self.kotlin: "val c = R.color.blue_2\n",
        ]
        let source = InMemorySource(texts: texts)
        let project = try ProjectLoader(source: source, configuration: .automatic).load()
        var editable = EditableProject(project: project, source: source)
        let without = try CompressPlanner.plan(editable, source: source, options: CompressOptions(maxDeltaE: 1, prefer: [NameGlob("blue"), NameGlob("red")]))
        #expect(without.merges.count == 2, "\(without.merges)")
        try editable.readCode(from: source)
        let plan = try CompressPlanner.plan(editable, source: source, options: CompressOptions(maxDeltaE: 1, prefer: [NameGlob("blue"), NameGlob("red")]))
        // Those merges are left out; blue_2 is kept instead, in both palettes, so the code still names it.
        #expect(plan.merges.map { "\($0.scope): \($0.replaced.map(\.name)) → \($0.kept)" } == ["a/palette.json: [\"blue\"] → blue_2", "b/palette.json: [\"red\"] → blue_2"])
        #expect(plan.leftOut.count == 2 && plan.leftOut.allSatisfy { $0.reason.contains("code cannot follow") }, "\(plan.leftOut)")
        #expect(plan.edit.contents[Self.kotlin] == nil)
    }
}
