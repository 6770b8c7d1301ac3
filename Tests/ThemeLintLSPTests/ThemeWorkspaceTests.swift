import Testing
import ThemeLintCore
@testable import ThemeLintLSP

@Suite struct ThemeWorkspaceTests {
    static let palette = "{\n  \"white\": \"#FFFFFF\",\n  \"black\": \"#000000\"\n}\n"
    static let scheme = "{\n  \"light\": {\n    \"appearance\": \"light\",\n    \"colors\": {\n      \"text\": { \"color_identifier\": \"black\" }\n    }\n  }\n}\n"
    static let other = "{\n  \"sand\": \"#F0E0D0\"\n}\n"

    func workspace() -> ThemeWorkspace {
        let source = InMemorySource(descriptor: SourceDescriptor(spec: "worktree", kind: .worktree), texts: [
            "palette.json": Self.palette, "scheme.json": Self.scheme, "other/palette.json": Self.other,
        ])
        return ThemeWorkspace(setup: WorkspaceSetup(source: source, configuration: Configuration(), rootDirectory: "/repo"), unit: .utf16)
    }

    func open(_ workspace: ThemeWorkspace, _ path: String, _ text: String) {
        workspace.open(OpenDocument(path: path, uri: "file:///repo/" + path, bytes: Array(text.utf8), version: 1))
    }

    @Test func aPaletteEditRepublishesItsSchemesAndOnlyThoseThenClearsWhenFixed() throws {
        let workspace = workspace()
        _ = try workspace.refresh()
        #expect(workspace.findings["scheme.json"]?.contains { $0.rule == "unresolved-identifier" } != true)
        open(workspace, "palette.json", Self.palette)
        #expect(try workspace.refresh() == ["palette.json", "scheme.json"])
        // Rename "black" in the buffer only (the disk keeps it): the scheme's reference breaks.
        workspace.change("palette.json", version: 2, changes: [OpenDocument.Change(range: LSPRange(start: LSPPosition(line: 2, character: 3), end: LSPPosition(line: 2, character: 8)), text: "noir")])
        #expect(try workspace.refresh() == ["palette.json", "scheme.json"])
        #expect(workspace.findings["scheme.json"]?.contains { $0.rule == "unresolved-identifier" && $0.identifier == "black" } == true)
        #expect(workspace.source.diskContents(of: "palette.json") == Array(Self.palette.utf8))
        // Undo: fixed, republished (cleared).
        workspace.change("palette.json", version: 3, changes: [OpenDocument.Change(range: nil, text: Self.palette)])
        #expect(try workspace.refresh() == ["palette.json", "scheme.json"])
        #expect(workspace.findings["scheme.json"]?.contains { $0.rule == "unresolved-identifier" } != true)
        #expect(try workspace.refresh() == [])
    }

    @Test func aBufferThatDoesNotParseGetsItsSyntaxFindingAndTheRestStands() throws {
        let workspace = workspace()
        open(workspace, "other/palette.json", Self.other)
        _ = try workspace.refresh()
        workspace.change("other/palette.json", version: 2, changes: [OpenDocument.Change(range: LSPRange(start: LSPPosition(line: 1, character: 22), end: LSPPosition(line: 2, character: 1)), text: "")])
        let published = try workspace.refresh()
        #expect(published == ["other/palette.json"])
        #expect(workspace.findings["other/palette.json"]?.map(\.rule) == ["json-syntax"])
        #expect(workspace.symbols?.colors["white"] != nil)
    }

    @Test func incrementalChangesCountUTF16Units() {
        var document = OpenDocument(path: "a.json", uri: "file:///repo/a.json", bytes: Array("{\"фон😀\": \"#fff\"}".utf8), version: 1)
        // After `{"фон😀` (1 + 1 + 3 + 2 UTF-16 units): replace the closing quote of the key.
        document.apply([OpenDocument.Change(range: LSPRange(start: LSPPosition(line: 0, character: 7), end: LSPPosition(line: 0, character: 8)), text: "X\"")], unit: .utf16)
        #expect(String(decoding: document.bytes, as: UTF8.self) == "{\"фон😀X\": \"#fff\"}")
        document.apply([OpenDocument.Change(range: LSPRange(start: LSPPosition(line: 0, character: 13), end: LSPPosition(line: 0, character: 13)), text: "Z")], unit: .utf8)
        #expect(String(decoding: document.bytes, as: UTF8.self) == "{\"фон😀XZ\": \"#fff\"}")
    }
}
