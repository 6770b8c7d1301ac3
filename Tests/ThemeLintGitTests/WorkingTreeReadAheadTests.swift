import Foundation
import Testing
@testable import ThemeLintCore
import ThemeLintGit
import ThemeLintTestSupport

private let palette = ##"{"white": "#FFFFFF", "black": "#000000", "sky": "#71AAEB"}"##

private func scheme(_ background: String) -> String {
    """
    {"bright_light": {"appearance": "light", "colors": {"background": {"color_identifier": "\(background)"}}},
     "space_gray": {"appearance": "dark", "colors": {"background": {"color_identifier": "black"}}}}
    """
}

/// Reads ahead with nothing but the given variables, never stopping early.
@discardableResult
private func readAhead(
    repositoryPath: String?, environment: [String: String] = [:], currentDirectory: String, into cache: DocumentCache = DocumentCache()
) -> [String] {
    WorkingTreeReadAhead.Session(
        repositoryPath: repositoryPath, configurationPath: nil, into: cache,
        environment: environment, currentDirectory: currentDirectory).finish(preparing: nil).paths
}

@Suite("Reading the working tree ahead")
struct WorkingTreeReadAheadTests {
    @Test("HEAD is checked from its own content; only files equal to the working tree's are reused")
    func headKeepsItsOwnContent() throws {
        let repository = try TemporaryGitRepository()
        try repository.write("palette.json", palette)
        try repository.write("scheme.json", scheme("whte"))
        try repository.write("app/palette_app.json", ##"{"red": "#FF0000"}"##)
        try repository.commitAll("typo")
        try repository.write("scheme.json", scheme("white")) // fixed in the working tree only

        let cache = DocumentCache()
        #expect(readAhead(repositoryPath: repository.path, currentDirectory: repository.path, into: cache) == ["scheme.json", "palette.json", "app/palette_app.json"])

        let opened = try open(repository)
        let head = try opened.source(.revision("HEAD"))
        let expected = Linter().lint(try ProjectLoader(source: head, configuration: .automatic).load())
        let findings = Linter().lint(try ProjectLoader(source: head, configuration: .automatic, cache: cache).load())
        #expect(findings == expected)
        #expect(findings.contains { $0.rule == "unresolved-identifier" && $0.identifier == "whte" })
        #expect(cache.readAheadReuseCount == 2, "both palettes; not the scheme file, which differs")

        let worktree = try opened.source(.worktree)
        let worktreeFindings = Linter().lint(try ProjectLoader(source: worktree, configuration: .automatic, cache: cache).load())
        #expect(!worktreeFindings.contains { $0.rule == "unresolved-identifier" })
        #expect(cache.readAheadReuseCount == 5)
    }

    @Test("the working tree is found from a subdirectory, from --repo, and from GIT_WORK_TREE")
    func findsTheWorkingTree() throws {
        let repository = try TemporaryGitRepository()
        try repository.write("themes/palette.json", palette)
        let subdirectory = repository.absolutePath("themes")
        #expect(readAhead(repositoryPath: nil, currentDirectory: subdirectory) == ["themes/palette.json"])
        #expect(readAhead(repositoryPath: "themes", currentDirectory: repository.path) == ["themes/palette.json"])
        #expect(readAhead(repositoryPath: nil, environment: ["GIT_WORK_TREE": subdirectory, "GIT_DIR": repository.absolutePath(".git")], currentDirectory: "/") == ["palette.json"])
        #expect(readAhead(repositoryPath: nil, currentDirectory: "/") == [])
    }

    @Test("nothing is read through a symbolic link or below a hidden directory, and nothing is written")
    func linksAndHiddenDirectories() throws {
        let outside = try TemporaryGitRepository(initialize: false)
        try outside.write("palette.json", palette)
        let repository = try TemporaryGitRepository()
        try repository.write("palette.json", palette)
        try repository.write(".cache/palette_cached.json", palette)
        try repository.symlink("palette_linked.json", to: outside.absolutePath("palette.json"))
        try repository.symlink("linked", to: outside.path)
        try repository.commitAll("links")
        let before = try repository.fileTreeSnapshot()

        #expect(readAhead(repositoryPath: repository.path, currentDirectory: repository.path) == ["palette.json"])
        #expect(try repository.fileTreeSnapshot() == before)
    }

    @Test("a configuration in the working tree decides what is read ahead; a broken one stops it")
    func configuration() throws {
        let repository = try TemporaryGitRepository()
        try repository.write("colors/base.json", palette)
        try repository.write("colors/roles.json", scheme("white"))
        try repository.write(".themelint.json", #"{"themes": [{"schemes": "colors/roles.json", "palettes": ["colors/base.json"]}]}"#)
        #expect(readAhead(repositoryPath: repository.path, currentDirectory: repository.path) == ["colors/roles.json", "colors/base.json"])
        try repository.write(".themelint.json", "{")
        #expect(readAhead(repositoryPath: repository.path, currentDirectory: repository.path) == [])
    }

    @Test("a project prepared from the working tree is reused by every source with the same files, and only by those",
          arguments: [GitSourceSpec.revision("HEAD"), .index, .worktree])
    func preparedLoad(spec: GitSourceSpec) throws {
        let repository = try TemporaryGitRepository()
        try repository.write("palette.json", palette)
        try repository.write("scheme.json", scheme("whte"))
        try repository.write("notes/README.md", "not a theme file")
        try repository.commitAll("typo")

        func prepare() -> PreparedLoad? {
            WorkingTreeReadAhead.Session(
                repositoryPath: repository.path, configurationPath: nil,
                environment: [:], currentDirectory: repository.path).finish(preparing: spec).preparedLoad
        }
        let opened = try open(repository)
        let source = try opened.source(spec)
        let loader = ProjectLoader(source: source, configuration: .automatic)
        let prepared = try #require(prepare())
        #expect(loader.reuse(prepared) != nil)
        let reused = try loader.load(reusing: prepared)
        #expect(reused.source == source.descriptor)
        #expect(Linter().lint(reused) == Linter().lint(try loader.load()))
        #expect(Linter().lint(reused).contains { $0.rule == "unresolved-identifier" && $0.identifier == "whte" })

        // Fixed in the working tree only: HEAD and the index keep the typo, whatever was prepared.
        try repository.write("scheme.json", scheme("white"))
        let fixed = try #require(prepare())
        let current = ProjectLoader(source: try opened.source(spec), configuration: .automatic)
        #expect((current.reuse(fixed) != nil) == (spec == .worktree))
        let findings = Linter().lint(try current.load(reusing: fixed))
        #expect(findings == Linter().lint(try current.load()))
        #expect(findings.contains { $0.identifier == "whte" } == (spec != .worktree))
    }

    @Test("threads sharing a session read the working tree once and prepare the project the load reuses",
          arguments: [GitSourceSpec.revision("HEAD"), .index, .worktree])
    func sharedSession(spec: GitSourceSpec) throws {
        let repository = try TemporaryGitRepository()
        try repository.write("palette.json", palette)
        try repository.write("app/palette_app.json", ##"{"red": "#FF0000"}"##)
        try repository.write("scheme.json", scheme("whte"))
        try repository.commitAll("typo")

        let session = WorkingTreeReadAhead.Session(
            repositoryPath: nil, configurationPath: nil, environment: [:], currentDirectory: repository.path + "/app")
        let helpers = (0..<2).compactMap { _ in SideThread.start { session.help() } }
        let outcome = session.finish(preparing: spec)
        for helper in helpers { pthread_join(helper, nil) }
        session.help() // nothing left: returns at once
        #expect(outcome.paths == ["scheme.json", "palette.json", "app/palette_app.json"])
        #expect(session.cache.readAheadCount == 3)

        let source = try open(repository).source(spec)
        let loader = ProjectLoader(source: source, configuration: .automatic, cache: session.cache)
        let prepared = try #require(outcome.preparedLoad)
        #expect(loader.reuse(prepared) != nil)
        #expect(Linter().lint(try loader.load(reusing: prepared)) == Linter().lint(try ProjectLoader(source: source, configuration: .automatic).load()))
    }
}
