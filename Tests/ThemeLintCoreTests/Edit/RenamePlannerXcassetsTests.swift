import Testing
@testable import ThemeLintCore

/// `rename` of an asset catalog's color set, in memory: the folder moves inside its namespace,
/// the project as it would be reads the set under its new name (a renamed role), and what
/// cannot be renamed so is refused.
@Suite struct RenamePlannerXcassetsTests {
    static let set = #"{"colors": [{"color": {"color-space": "srgb", "components": {"alpha": "1.000", "blue": "0xFF", "green": "0x88", "red": "0x00"}}, "idiom": "universal"}, {"appearances": [{"appearance": "luminosity", "value": "dark"}], "color": {"color-space": "srgb", "components": {"alpha": "1.000", "blue": "0xFF", "green": "0xAA", "red": "0x22"}}, "idiom": "universal"}]}"#
    static let namespace = #"{"properties": {"provides-namespace": true}}"#
    static let catalog = "App/Assets.xcassets"

    private func source(_ extra: [String: String] = [:]) -> InMemorySource {
        var files = [
            "\(Self.catalog)/Contents.json": "{}",
            "\(Self.catalog)/Brand/Contents.json": Self.namespace,
            "\(Self.catalog)/Brand/Accent.colorset/Contents.json": Self.set,
            "\(Self.catalog)/Brand/Accent.colorset/notes.txt": "kept with the set",
            "\(Self.catalog)/Plain/Contents.json": "{}",
            "\(Self.catalog)/Plain/Text.colorset/Contents.json": Self.set,
        ]
        files.merge(extra) { $1 }
        return InMemorySource(texts: files)
    }

    private func plan(_ old: String, _ new: String, source: InMemorySource? = nil, configuration: String = "{}") throws -> RenamePlan {
        let source = source ?? self.source()
        let parsed = try Configuration.parse(bytes: Array(configuration.utf8), file: ".themelint.json")
        let project = try ProjectLoader(source: source, configuration: parsed).load()
        return try RenamePlanner.plan(EditableProject(project: project, source: source), source: source, old: old, new: new)
    }

    @Test func movesTheSetsFolderAndTheAfterProjectReadsARenamedRole() throws {
        let result = try plan("Brand/Accent", "Brand/Primary")
        #expect(result.edit.movedFolders == [FolderMove(from: "\(Self.catalog)/Brand/Accent.colorset", to: "\(Self.catalog)/Brand/Primary.colorset")])
        #expect(result.edit.contents.isEmpty && result.edit.removedPaths.isEmpty)
        let renames = result.edit.report.changes.compactMap { change -> RoleRename? in
            if case .roleRenamed(let rename) = change { return rename }
            return nil
        }
        #expect(renames.map { "\($0.previousRole) → \($0.role)" } == ["Brand/Accent → Brand/Primary"])
        #expect(!result.edit.report.changes.contains { [.roleAdded, .roleRemoved].contains($0.kind) })
        let schemes = try #require(result.edit.after.themeSets.first?.resolved.schemes)
        #expect(schemes.allSatisfy { $0[role: "Brand/Primary"]?.color != nil && $0[role: "Brand/Accent"] == nil })
        // A plain folder adds nothing to the name: `Text` lives in `Plain/`, and stays there.
        let plain = try plan("Text", "Caption")
        #expect(plain.edit.movedFolders.map(\.to) == ["\(Self.catalog)/Plain/Caption.colorset"])
    }

    @Test func refusesAnotherNamespaceAnExistingNameAndNoFolderName() throws {
        for (new, message) in [
            ("Other/Primary", "would move the color set to another namespace folder"),
            ("Primary", "would move the color set to another namespace folder"),
            ("Text", "Text already exists: a color set of the asset catalog App/Assets.xcassets"),
            ("text", "text already exists"),
            ("Brand/.hidden", "cannot name a color set's folder"),
            ("Brand/", "cannot name a color set's folder"),
        ] {
            #expect(performing: { try plan("Brand/Accent", new) }, throws: { ($0 as? EditRefusal)?.message.contains(message) == true })
        }
        #expect(performing: { try plan("Brand/Missing", "Brand/Other") }, throws: { ($0 as? EditRefusal)?.message.contains("does not exist") == true })
        // Only the case changes: the set is itself, not another one.
        #expect(try plan("Brand/Accent", "Brand/accent").edit.movedFolders.map(\.to) == ["\(Self.catalog)/Brand/accent.colorset"])
    }

    @Test func aGeneratedSetIsRefusedWithItsSourceRole() throws {
        let tokens = ##"{"color": {"$type": "color", "brand": {"accent": {"$value": "#0088FF"}}}}"##
        let generated = "Generated/\(XcassetsExporter.catalogName)"
        let source = InMemorySource(texts: [
            "tokens/base.json": tokens,
            "\(generated)/Contents.json": "{}",
            "\(generated)/color/Contents.json": Self.namespace,
            "\(generated)/color/brand/Contents.json": Self.namespace,
            "\(generated)/color/brand/accent.colorset/Contents.json": Self.set,
        ])
        let configuration = #"{"themes": [{"name": "t", "format": "dtcg", "tokens": "tokens", "schemes": {"default": ["base"]}}, {"name": "app", "format": "xcassets", "catalog": "Generated/Colors.xcassets"}], "exports": [{"to": "xcassets", "theme": "t", "out": "Generated"}]}"#
        #expect(performing: { try plan("color/brand/accent", "color/brand/primary", source: source, configuration: configuration) }, throws: { error in
            let message = (error as? EditRefusal)?.message ?? ""
            return message.contains("which the xcassets export at .themelint.json:1:") && message.contains("rename its source role color.brand.accent instead")
        })
    }

    @Test func theEditedSourceReadsMovedFilesAtTheirNewPathsAndHidesRemovedOnes() throws {
        let base = InMemorySource(texts: ["a/x/1": "one", "a/x/2": "two", "a/y": "why", "b/z": "zed", "c": "see"])
        let edited = EditedSource(base: base, replacements: ["n/x/2": Array("TWO".utf8), "new/file": Array("new".utf8)],
                                  movedFolders: [FolderMove(from: "a/x", to: "n/x")], removedPaths: ["b", "c"])
        #expect(try edited.allFilePaths() == ["a/y", "n/x/1", "n/x/2", "new/file"])
        #expect(try edited.contents(of: "n/x/1") == Array("one".utf8))
        #expect(try edited.contents(of: "n/x/2") == Array("TWO".utf8))
        #expect(try edited.contents(of: "a/x/1") == nil)
        #expect(try edited.contents(of: "b/z") == nil && edited.contents(of: "c") == nil)
        #expect(try edited.contents(of: "a/y") == Array("why".utf8))
        // Without moves, a replacement at a new path is a new file.
        #expect(try EditedSource(base: base, replacements: ["a/new": []]).allFilePaths() == ["a/new", "a/x/1", "a/x/2", "a/y", "b/z", "c"])
    }
}
