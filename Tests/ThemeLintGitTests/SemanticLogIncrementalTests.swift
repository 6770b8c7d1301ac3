import Foundation
import Testing
import ThemeLintCore
import ThemeLintGit
import ThemeLintTestSupport

/// `log` reads only what its pathspec can list, and resolves a token commit from the previous
/// load of the same theme set, following again only the chains through the tokens it changed.
@Suite("Semantic log: pathspec and incremental resolution")
struct SemanticLogIncrementalTests {
    /// A Tokens Studio folder: light and dark primitives (sources) and semantic roles over them.
    private func writeTokens(_ repository: TemporaryGitRepository, folder: String, blueLight: String = "#0000FF", redLight: String = "#FF0000") throws {
        func primitives(_ blue: String, _ red: String) -> String {
            """
            {"color": {"blue": {"1": {"$type": "color", "$value": "\(blue)"}, "2": {"$type": "color", "$value": "#0000AA"}},
                       "red": {"1": {"$type": "color", "$value": "\(red)"}, "2": {"$type": "color", "$value": "#AA0000"}}}}
            """
        }
        try repository.write("\(folder)/primitives/light.json", primitives(blueLight, redLight))
        try repository.write("\(folder)/primitives/dark.json", primitives("#000080", "#800000"))
        // semantic.c reaches color.blue.1 through semantic.a.
        try repository.write("\(folder)/semantic.json", """
            {"semantic": {"a": {"$type": "color", "$value": "{color.blue.1}"}, "b": {"$type": "color", "$value": "{color.blue.2}"},
                          "c": {"$type": "color", "$value": "{semantic.a}"}, "d": {"$type": "color", "$value": "{color.red.1}"},
                          "e": {"$type": "color", "$value": "{color.red.2}"}}}
            """)
        try repository.write("\(folder)/$themes.json", """
            [{"id": "l", "name": "Light", "group": "Mode", "selectedTokenSets": {"primitives/light": "source", "semantic": "enabled"}},
             {"id": "d", "name": "Dark", "group": "Mode", "selectedTokenSets": {"primitives/dark": "source", "semantic": "enabled"}}]
            """)
    }

    private func entries(_ log: SemanticLog) throws -> [LogEntry] {
        var entries: [LogEntry] = []
        try log.run { entries.append($0) }
        return entries
    }

    @Test("a commit editing one primitive follows again only the chains through it, and lists what full loads diff")
    func editingOnePrimitiveRebuildsOnlyItsRoles() throws {
        let repository = try TemporaryGitRepository()
        try writeTokens(repository, folder: "tokens")
        let first = try repository.commitAll("tokens")
        try writeTokens(repository, folder: "tokens", blueLight: "#3366FF")
        let second = try repository.commitAll("repaint color.blue.1 in light")

        let log = SemanticLog(repository: try open(repository), revisions: ["\(first)..\(second)"], firstParent: true, filter: LogFilter(), limit: nil)
        let listed = try entries(log)
        // The head is loaded whole (2 schemes x 5 roles); its parent from it: in Light, the two
        // roles whose chains pass through color.blue.1 (semantic.a and semantic.c), in Dark none.
        let statistics = log.cache.tokenResolutionStatistics
        #expect(statistics.chainsFollowed == 10 + 2)
        #expect(statistics.rolesResolved == 10 + 2)

        // The same diff as two loads from scratch.
        let git = try open(repository)
        func fresh(_ commit: String) throws -> LoadedProject {
            try ProjectLoader(source: try git.source(.revision(commit)), configuration: .automatic, cache: DocumentCache()).load()
        }
        let expected = ThemeDiffer.diff(base: try fresh(first), head: try fresh(second))
        #expect(listed.count == 1)
        #expect(listed.first?.report.changes == expected.changes)
        let changed = Set(expected.changes.compactMap { change -> String? in
            if case .roleChanged(let role) = change { return role.role }
            return nil
        })
        #expect(changed == ["semantic.a", "semantic.c"])
    }

    @Test("log --role skips, unloaded, a commit that edits no token on the role's chain, and still lists one that does")
    func roleWalkSkipsCommitsOffTheRolesChain() throws {
        let repository = try TemporaryGitRepository()
        try writeTokens(repository, folder: "tokens")
        let root = try repository.commitAll("tokens")
        // semantic.c reaches color.blue.1 through semantic.a: this commit repaints it in Light.
        try writeTokens(repository, folder: "tokens", blueLight: "#3366FF")
        let onChain = try repository.commitAll("repaint color.blue.1")
        // color.red.1 is on no chain of semantic.c.
        try writeTokens(repository, folder: "tokens", blueLight: "#3366FF", redLight: "#EE0000")
        _ = try repository.commitAll("repaint color.red.1")

        let filter = LogFilter(selection: RoleSelection(roles: [NameGlob("semantic.c")]))
        let log = SemanticLog(repository: try open(repository), revisions: [], firstParent: true, filter: filter, limit: nil)
        let listed = try entries(log)
        #expect(listed.map(\.commit.id) == [onChain])
        // The red repaint was skipped without loading its parent; the blue one was not.
        #expect(log.statistics.skippedByRoleChains == 1)

        // The listed entry is what two loads from scratch diff, narrowed to the role.
        let git = try open(repository)
        func fresh(_ commit: String) throws -> LoadedProject {
            try ProjectLoader(source: try git.source(.revision(commit)), configuration: .automatic, cache: DocumentCache()).load()
        }
        let expected = filter.apply(ThemeDiffer.diff(base: try fresh(root), head: try fresh(onChain)))
        #expect(listed.first?.report.changes == expected?.changes)
        #expect(expected?.changes.isEmpty == false)

        // A role whose chain the red repaint crosses is listed there (not skipped); the blue
        // repaint, walked after it (newest first), edits nothing on that chain and is skipped.
        let red = SemanticLog(repository: try open(repository), revisions: [], firstParent: true,
                              filter: LogFilter(selection: RoleSelection(roles: [NameGlob("semantic.d")])), limit: nil)
        #expect(try entries(red).map(\.commit.subject) == ["repaint color.red.1"])
        #expect(red.statistics.skippedByRoleChains == 1)
    }

    @Test("log -- FOLDER reads no blob of another folder's theme set")
    func pathspecLimitsWhatIsRead() throws {
        let repository = try TemporaryGitRepository()
        try writeTokens(repository, folder: "one")
        try writeTokens(repository, folder: "two")
        _ = try repository.commitAll("two token folders")
        try writeTokens(repository, folder: "one", blueLight: "#111111")
        try writeTokens(repository, folder: "two", blueLight: "#222222")
        _ = try repository.commitAll("repaint both")
        try writeTokens(repository, folder: "two", blueLight: "#333333")
        _ = try repository.commitAll("repaint two")

        let log = SemanticLog(repository: try open(repository), revisions: [], firstParent: true, filter: LogFilter(paths: try Pathspec(["one"])), limit: nil)
        let listed = try entries(log)
        #expect(listed.count == 2)
        // Every blob the log read is one of folder one's (read once each by content id).
        let blobsOfOne = Set(try repository.git(["rev-list", "--objects", "--all", "--", "one"]).split(separator: "\n")
            .filter { $0.contains(" one/") }.map { String($0.prefix(40)) })
        #expect(log.cache.statistics.distinct <= blobsOfOne.count)
        #expect(log.cache.statistics.distinct > 0)
        for entry in listed {
            for change in entry.report.changes { #expect(change.file.hasPrefix("one/")) }
        }
    }

    @Test("a loader with a pathspec reads nothing of a theme set the pathspec cannot select")
    func loaderSkipsUnselectedThemeSets() throws {
        let repository = try TemporaryGitRepository()
        try writeTokens(repository, folder: "one")
        try writeTokens(repository, folder: "two")
        let commit = try repository.commitAll("two token folders")
        let recording = ReadRecordingSource(try open(repository).source(.revision(commit)))
        var loader = ProjectLoader(source: recording, configuration: .automatic)
        loader.pathspec = try Pathspec(["one"])
        let project = try loader.load()
        #expect(project.themeSets.map(\.definition.name) == ["one"])
        #expect(!recording.reads.paths.isEmpty)
        #expect(recording.reads.paths.allSatisfy { $0.hasPrefix("one/") || $0 == ".themelint.json" })
    }
}
