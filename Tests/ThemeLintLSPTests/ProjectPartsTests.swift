import Testing
import ThemeLintCore
@testable import ThemeLintLSP

/// The workspace checks the project in parts that share no file; what it holds after any edit is
/// what one `check` of the whole finds.
@Suite struct ProjectPartsTests {
    static let configuration = """
        {"themes": [
          {"name": "x", "schemes": "x/scheme.json", "palettes": ["shared.json"]},
          {"name": "y", "schemes": "y/scheme.json", "palettes": ["shared.json", "y/palette.json"]},
          {"name": "z", "schemes": "z/scheme.json", "palettes": ["z/palette.json"]}
        ]}
        """
    static func scheme(_ identifiers: [String]) -> String {
        let roles = identifiers.enumerated().map { "\"r\($0.offset)\": {\"color_identifier\": \"\($0.element)\"}" }.joined(separator: ", ")
        return "{\"light\": {\"appearance\": \"light\", \"colors\": {\(roles)}}}\n"
    }

    func workspace() -> ThemeWorkspace {
        let source = InMemorySource(descriptor: SourceDescriptor(spec: "worktree", kind: .worktree), texts: [
            ".themelint.json": Self.configuration,
            "shared.json": "{\"white\": \"#FFFFFF\", \"black\": \"#000000\", \"ink\": \"#000001\"}\n",
            "x/scheme.json": Self.scheme(["white"]),
            "y/scheme.json": Self.scheme(["black", "sky"]),
            "y/palette.json": "{\"sky\": \"#2688EB\"}\n",
            "z/scheme.json": Self.scheme(["sand"]),
            "z/palette.json": "{\"sand\": \"#F0E0D0\", \"dune\": \"#F0E0D1\"}\n",
        ])
        return ThemeWorkspace(setup: WorkspaceSetup(source: source, configuration: Configuration(), rootDirectory: "/repo"), unit: .utf16)
    }

    /// What one load and lint of the whole finds, by file.
    func wholeCheck(_ workspace: ThemeWorkspace) throws -> [String: [Finding]] {
        let project = try ProjectLoader(source: workspace.source, configuration: workspace.configuration).load()
        var byFile: [String: [Finding]] = [:]
        for finding in Linter().lint(project) { byFile[finding.file, default: []].append(finding) }
        return byFile
    }

    func edit(_ workspace: ThemeWorkspace, _ path: String, _ text: String) {
        if workspace.documents[path] == nil {
            workspace.open(OpenDocument(path: path, uri: "file:///repo/" + path, bytes: Array(text.utf8), version: 1))
        } else {
            workspace.change(path, version: 2, changes: [OpenDocument.Change(range: nil, text: text)])
        }
    }

    @Test func setsSharingAPaletteAreOnePartAndEveryEditEqualsAWholeCheck() throws {
        let workspace = workspace()
        _ = try workspace.refresh()
        #expect(workspace.parts.map { $0.plan.themeSets.map(\.name) } == [["x", "y"], ["z"]])
        #expect(workspace.findings == (try wholeCheck(workspace)))
        #expect(workspace.findings["shared.json"]?.filter { $0.rule == "unused-color" }.map(\.identifier) == ["ink"]) // x uses white, y black
        // y stops using black: the shared palette's unused colors change, so x and y are rechecked.
        edit(workspace, "y/scheme.json", Self.scheme(["sky"]))
        let published = try workspace.refresh()
        #expect(workspace.statistics.lastSets == ["x", "y"])
        #expect(published.contains("shared.json") && published.contains("x/scheme.json") && !published.contains("z/scheme.json"))
        #expect(workspace.findings["shared.json"]?.filter { $0.rule == "unused-color" }.compactMap(\.identifier).sorted() == ["black", "ink"])
        #expect(workspace.findings == (try wholeCheck(workspace)))
        edit(workspace, "z/palette.json", "{\"sand\": \"#F0E0D0\", \"dune\": \"#GGGGGG\"}\n")
        _ = try workspace.refresh()
        #expect(workspace.statistics.lastSets == ["z"])
        #expect(workspace.findings == (try wholeCheck(workspace)))
        // z comes to read y's palette (a configuration change): everything is parted again.
        edit(workspace, ".themelint.json", Self.configuration.replacing("[\"z/palette.json\"]", with: "[\"z/palette.json\", \"y/palette.json\"]"))
        _ = try workspace.refresh()
        #expect(workspace.statistics.wholeLoads == 2)
        #expect(workspace.parts.map { $0.plan.themeSets.map(\.name) } == [["x", "y", "z"]])
        #expect(workspace.findings == (try wholeCheck(workspace)))
    }

    @Test func aRecheckThatIsToldToStopChangesNothing() throws {
        let workspace = workspace()
        _ = try workspace.refresh()
        let before = workspace.findings
        edit(workspace, "z/scheme.json", Self.scheme(["nowhere"]))
        #expect(throws: WorkStopped.self) { try workspace.refresh(shouldStop: { true }) }
        #expect(workspace.findings == before && workspace.isStale)
        _ = try workspace.refresh()
        #expect(workspace.findings["z/scheme.json"]?.contains { $0.identifier == "nowhere" } == true)
    }
}
