import Synchronization
import Testing
import ThemeLintCore

/// The semantic log over a history held in memory: no git, only the `CommitHistory` protocol.
@Suite struct SemanticLogTests {
    /// A linear history, newest first; each commit's files as text. Records which commits'
    /// files were opened.
    struct MemoryHistory: CommitHistory {
        var commits: [(id: String, files: [String: String])]
        let opened = OpenedCommits()

        func files(of id: String) -> [String: String] {
            commits.first { $0.id == id }?.files ?? [:]
        }

        func walkCommits(_ revisions: [String], firstParent: Bool, _ body: (LogCommit) throws -> Bool) throws {
            for (index, commit) in commits.enumerated() {
                let parents = index + 1 < commits.count ? [commits[index + 1].id] : []
                let record = LogCommit(id: commit.id, parents: parents, authorName: "A", authorEmail: "a@example.com", authorTime: Int64(1_700_000_000 - index), authorOffsetMinutes: 0, subject: commit.id)
                guard try body(record) else { return }
            }
        }

        func changedPaths(from parent: String?, to commit: String) throws -> [ChangedPath] {
            let old = parent.map(files(of:)) ?? [:]
            let new = files(of: commit)
            return Set(old.keys).union(new.keys).sorted().compactMap { path in
                old[path] == new[path] ? nil : ChangedPath(path: path, addedOrRemoved: old[path] == nil || new[path] == nil)
            }
        }

        func source(ofCommit id: String) throws -> any DocumentSource {
            opened.append(id)
            return MemorySource(descriptor: SourceDescriptor(spec: id, kind: .commit, commit: id), files: files(of: id))
        }
    }

    /// The commits whose files were opened, in order.
    final class OpenedCommits: Sendable {
        private let list = Mutex<[String]>([])
        func append(_ id: String) { list.withLock { $0.append(id) } }
        var ids: [String] { list.withLock { $0 } }
    }

    /// Files in memory whose content id is their text (equal for equal content, as a blob id).
    struct MemorySource: DocumentSource {
        var descriptor: SourceDescriptor
        var files: [String: String]
        func contents(of path: String) throws -> [UInt8]? { files[path].map { Array($0.utf8) } }
        func allFilePaths() throws -> [String] { files.keys.sorted() }
        func contentID(of path: String) throws -> String? { files[path] }
    }

    static func palette(blue: String) -> String { ##"{"white": "#FFFFFF", "ink": "#19191A", "blue": "\##(blue)"}"## }
    static let scheme = ##"""
        {"bright_light": {"appearance": "light", "colors": {
            "background_content": {"color_identifier": "white"},
            "text_primary": {"color_identifier": "ink"},
            "accent": {"color_identifier": "blue"}}}}
        """##
    static let repaintedScheme = scheme.replacingOccurrences(of: ##""text_primary": {"color_identifier": "ink"}"##, with: ##""text_primary": {"color_identifier": "blue"}"##)

    /// c4 repaints text_primary, c3 touches only a README, c2 edits blue, c1 is the root.
    static func history() -> MemoryHistory {
        let first = ["palette.json": palette(blue: "#2688EB"), "scheme.json": scheme]
        var second = first
        second["palette.json"] = palette(blue: "#3F8AE0")
        var third = second
        third["README.md"] = "# Themes\n"
        var fourth = third
        fourth["scheme.json"] = repaintedScheme
        return MemoryHistory(commits: [("c4", fourth), ("c3", third), ("c2", second), ("c1", first)])
    }

    static func entries(_ log: SemanticLog) throws -> [LogEntry] {
        var entries: [LogEntry] = []
        try log.run { entries.append($0) }
        return entries
    }

    static func load(_ files: [String: String]) throws -> LoadedProject {
        try ProjectLoader(source: InMemorySource(texts: files), configuration: .automatic).load()
    }

    @Test func eachCommitIsItsDiffAgainstItsFirstParentAndACommitChangingNoThemeFileIsNotListed() throws {
        let history = Self.history()
        let log = SemanticLog(history: history, revisions: [], firstParent: false, filter: LogFilter(), limit: nil)
        let listed = try Self.entries(log)
        #expect(listed.map(\.commit.id) == ["c4", "c2", "c1"])
        // Each entry is what a diff of the two commits' projects reports.
        for (entry, base) in zip(listed, ["c3", "c1"]) {
            let expected = ThemeDiffer.diff(base: try Self.load(history.files(of: base)), head: try Self.load(history.files(of: entry.commit.id)))
            #expect(entry.report.changes == expected.changes)
            #expect(!entry.report.changes.isEmpty)
        }
        // The root against nothing: everything is added.
        #expect(listed.last?.report.changes.contains { $0.kind == .schemeAdded || $0.kind == .paletteAdded } == true)
    }

    @Test func aCommitThatChangesNothingItsLoadReadNeverOpensItsParent() throws {
        // c3's tree differs from c2's only in README.md: c3 is skipped by the tree comparison
        // alone, and c2 (the next commit) is loaded once, not again as c3's parent.
        let history = Self.history()
        let log = SemanticLog(history: history, revisions: [], firstParent: false, filter: LogFilter(), limit: nil)
        _ = try Self.entries(log)
        let opened = history.opened.ids
        // c3 is opened once, as c4's parent; as a head it is known to load the same.
        #expect(opened.filter { $0 == "c3" }.count == 1)
        // c2 is opened once, as a head: c3's project serves as its parent's.
        #expect(opened.filter { $0 == "c2" }.count == 1)
        // Every palette and scheme text is parsed once however many commits hold it.
        #expect(log.cache.statistics.parsed == log.cache.statistics.distinct)
    }

    @Test func theFilterKeepsOnlyMatchingCommitsAndTheLimitCountsListedOnes() throws {
        let history = Self.history()
        let byRole = SemanticLog(history: history, revisions: [], firstParent: false, filter: LogFilter(selection: RoleSelection(roles: [NameGlob("text_primary")])), limit: nil)
        let roleEntries = try Self.entries(byRole)
        // c2 repaints only accent; the root adds the whole scheme, which --role does not select
        // (scheme additions are kept only without --role and --color).
        #expect(roleEntries.map(\.commit.id) == ["c4"])
        for entry in roleEntries {
            for change in entry.report.changes {
                if case .roleChanged(let role) = change { #expect(role.role == "text_primary") }
            }
        }
        let byColor = SemanticLog(history: history, revisions: [], firstParent: false, filter: LogFilter(colors: [NameGlob("blue")]), limit: nil)
        #expect(try Self.entries(byColor).map(\.commit.id) == ["c4", "c2", "c1"])
        let limited = SemanticLog(history: history, revisions: [], firstParent: false, filter: LogFilter(), limit: 1)
        #expect(try Self.entries(limited).map(\.commit.id) == ["c4"])
        let none = SemanticLog(history: history, revisions: [], firstParent: false, filter: LogFilter(), limit: 0)
        #expect(try Self.entries(none).isEmpty)
    }

    @Test func aBrokenConfigurationNamesItsCommit() throws {
        var history = Self.history()
        history.commits[0].files[".themelint.json"] = "{"
        let log = SemanticLog(history: history, revisions: [], firstParent: false, filter: LogFilter(), limit: nil)
        #expect(throws: ConfigurationError.self) { try Self.entries(log) }
        do {
            _ = try Self.entries(log)
        } catch let error as ConfigurationError {
            #expect(error.description.contains("in commit c4"))
        }
    }
}
