import Testing
import ThemeLintTestSupport
@testable import ThemeLintCore

/// The names configured exports generate, read as code references: where each is, and which
/// theme name `CodeNaming` says it names.
@Suite struct ExportedNameTests {
    /// `texts` loaded, with the configured exports' own files rendered into it first (as a
    /// repository that keeps them generated holds them).
    static func project(_ texts: [String: String]) throws -> LoadedProject {
        var source = InMemorySource(texts: texts)
        let configuration = try Configuration.load(from: source)
        let bare = try ProjectLoader(source: source, configuration: configuration).load()
        for export in try ConfiguredExports.render(bare) {
            for file in export.files { source.files[file.path] = file.bytes }
        }
        return try ProjectLoader(source: source, configuration: configuration).load()
    }

    /// Each reference as `file:line:column name → theme name` (`-` when it names nothing).
    static func listing(_ project: LoadedProject) throws -> [String] {
        let code = try #require(project.code)
        let naming = CodeNaming(project: project)
        return code.references.map { reference in
            "\(code.location(in: reference.file, offset: reference.nameStart)) \(reference.name) → \(naming.themeName(of: reference) ?? "-")"
        }
    }

    @Test func webFixtureVarReferencesOutsideCommentsAndCSSStrings() throws {
        let project = try Self.project(WebFixture.files)
        #expect(try Self.listing(project) == [
            "web/src/Button.tsx:4:34 text-primary → text_primary",
            "web/src/Button.tsx:4:69 background → background",
            "web/src/Button.tsx:6:49 azure-300 → azure_300",
            "web/src/app.css:3:16 text-primary → text_primary",
            "web/src/app.css:4:22 background → background",
            "web/src/app.css:6:55 accent → accent",
            "web/src/app.css:7:23 not-a-theme-name → -",
            "web/src/theme.scss:2:18 gray-900 → gray_900",
            "web/src/theme.scss:3:29 accent → accent",
        ])
        // The generated theme.css (`--text-primary: var(--gray-900)`) is the export's: not read.
        #expect(project.code?.references.contains { $0.file.hasPrefix(WebFixture.out) } == false)
        // Each span holds exactly the name.
        let source = InMemorySource(texts: WebFixture.files)
        for reference in try #require(project.code).references {
            let bytes = try #require(try source.contents(of: reference.file))
            #expect(String(decoding: bytes[reference.nameStart..<reference.nameEnd], as: UTF8.self) == reference.name)
        }
    }

    @Test func withoutTheCSSExportVarNamesNothing() throws {
        var files = WebFixture.files
        files[".themelint.json"] = WebFixture.configuration.replacingOccurrences(of: #""exports": [{"to": "css", "out": "web/generated"}]"#, with: #""exports": []"#)
        let project = try Self.project(files)
        #expect(try Self.listing(project).allSatisfy { $0.hasSuffix("→ -") })
        #expect(try Self.listing(project).count == 9)
    }

    @Test func aNewNameIsSpelledAsTheReferenceSpellsIt() throws {
        let project = try Self.project(WebFixture.files)
        let naming = CodeNaming(project: project)
        let references = try #require(project.code).references
        let css = try #require(references.first { $0.name == "text-primary" })
        #expect(naming.spelling(of: "text_main", like: css) == "text-main")
        #expect(naming.spelling(of: "textMain.one", like: css) == "text-main-one")
        let unknown = try #require(references.first { $0.name == "not-a-theme-name" })
        #expect(naming.spelling(of: "text_main", like: unknown) == nil)
    }
}
