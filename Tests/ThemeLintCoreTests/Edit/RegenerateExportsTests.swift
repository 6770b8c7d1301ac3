import Testing
import ThemeLintTestSupport
@testable import ThemeLintCore

/// `rename` and `compress` re-run the configured exports: the generated files join the plan,
/// a generated color set no longer written is removed, and a plan that edits nothing leaves
/// them alone.
@Suite struct RegenerateExportsTests {
    /// The web fixture with an xcassets export besides its css one, its generated files in
    /// place (`ExportedNameTests.project` renders them).
    static func source(exports: String = #"[{"to": "css", "out": "web/generated"}, {"to": "xcassets", "out": "ios/App"}]"#) throws -> InMemorySource {
        var files = WebFixture.files
        files[".themelint.json"] = WebFixture.configuration.replacingOccurrences(of: #"[{"to": "css", "out": "web/generated"}]"#, with: exports)
        let project = try ExportedNameTests.project(files)
        var source = InMemorySource(texts: files)
        for export in try ConfiguredExports.render(project) {
            for file in export.files { source.files[file.path] = file.bytes }
        }
        return source
    }

    static func load(_ source: InMemorySource) throws -> LoadedProject {
        try ProjectLoader(source: source, configuration: try Configuration.load(from: source)).load()
    }

    @Test func renameRewritesTheGeneratedFilesAndRemovesTheOldColorSet() throws {
        let source = try Self.source()
        let project = try Self.load(source)
        let plan = try RenamePlanner.plan(EditableProject(project: project, source: source), source: source, old: "text_primary", new: "text_main")
        let css = String(decoding: try #require(plan.edit.contents["web/generated/theme.css"]), as: UTF8.self)
        #expect(css.contains("--text-main: var(--gray-900);") && !css.contains("--text-primary"))
        #expect(plan.edit.contents["ios/App/Colors.xcassets/text_main.colorset/Contents.json"] != nil)
        #expect(plan.edit.removedPaths == ["ios/App/Colors.xcassets/text_primary.colorset"])
        // Exactly the files the rename changes: the scheme, and what the exports make of it.
        #expect(plan.edit.contents.keys.sorted() == ["ios/App/Colors.xcassets/text_main.colorset/Contents.json", "theme/scheme.json", "web/generated/theme.css"])
        // The generated files are what `export` makes of the project as the plan leaves it.
        for export in try ConfiguredExports.render(plan.edit.after) {
            for file in export.files {
                let planned = try plan.edit.contents[file.path] ?? source.contents(of: file.path)
                #expect(planned == file.bytes, "\(file.path)")
            }
        }
    }

    @Test func aGeneratedCatalogReadAsAThemeSetIsLoadedAgain() throws {
        // Without a configuration naming the themes, the generated catalog is a theme set too.
        var source = try Self.source()
        source.files[".themelint.json"] = Array(#"{"exports": [{"to": "xcassets", "out": "ios/App", "theme": "theme/scheme.json"}]}"#.utf8)
        let project = try Self.load(source)
        #expect(project.themeSets.contains { $0.definition.format == .xcassets })
        let plan = try RenamePlanner.plan(EditableProject(project: project, source: source), source: source, old: "accent", new: "brand")
        let catalog = try #require(plan.edit.after.themeSets.first { $0.definition.format == .xcassets })
        #expect(catalog.resolved.schemes.first?[role: "brand"] != nil)
        #expect(catalog.resolved.schemes.first?[role: "accent"] == nil)
        #expect(plan.edit.report.changes.count > project.themeSets.count - 1)
    }

    @Test func aPlanThatEditsNothingLeavesDriftedExportsAlone() throws {
        var source = try Self.source()
        source.files["web/generated/theme.css"] = Array("/* edited by hand */\n".utf8)
        let project = try Self.load(source)
        let plan = try CompressPlanner.plan(EditableProject(project: project, source: source), source: source, options: CompressOptions(maxDeltaE: 0.5))
        #expect(plan.merges.isEmpty)
        #expect(plan.edit.contents.isEmpty && plan.edit.removedPaths.isEmpty)
    }

    @Test func anExportThatWouldFailAfterTheEditRefusesIt() throws {
        let source = try Self.source(exports: #"[{"to": "css", "out": "web/generated"}]"#)
        let project = try Self.load(source)
        // `text-primary` and `text_primary` become one custom property.
        #expect(throws: EditRefusal.self) {
            try RenamePlanner.plan(EditableProject(project: project, source: source), source: source, old: "accent", new: "text-primary")
        }
    }
}
