import Foundation
import Testing
import ThemeLintCore
import ThemeLintGit
import ThemeLintTestSupport

@Suite("Reading never writes")
struct GitReadOnlyTests {
    @Test("reading every source leaves the repository byte-for-byte unchanged, stale stat cache included")
    func readingLeavesRepositoryUnchanged() throws {
        let repository = try TemporaryGitRepository()
        try repository.write(".gitignore", "*.log\n")
        try repository.write("themes/palette.json", "{}")
        try repository.write("themes/scheme.json", "{}")
        try repository.write("other.json", "{}")
        try repository.commitAll("initial")
        try repository.git(["checkout", "-q", "-b", "feature"])
        try repository.write("feature.json", "{}")
        try repository.commitAll("feature")
        try repository.write("themes/scheme.json", "{\"staged\": true}")
        try repository.git(["add", "themes/scheme.json"])
        try repository.write("themes/palette.json", "{\"edited\": 1}")
        try repository.write("untracked.json", "{}")
        try repository.write("ignored.log", "")
        // Same content, new timestamp: the index's stat cache is now stale, which tempts a
        // status scan to refresh (rewrite) the index.
        let touched = repository.absolutePath("other.json")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 120)], ofItemAtPath: touched)

        let fingerprint = try repository.stateFingerprint()
        let snapshot = try repository.fileTreeSnapshot()

        let opened = try open(repository)
        for spec in [GitSourceSpec.revision("HEAD"), .revision("main"), .index, .worktree] {
            let source = try opened.source(spec)
            for path in try source.allFilePaths() {
                _ = try source.contents(of: path)
                _ = try source.contentID(of: path)
            }
            _ = try? source.contents(of: "themes")
            _ = try source.contents(of: "missing.json")
        }
        _ = try opened.mergeBase("main", "feature")
        _ = try opened.resolveCommit("HEAD~1")
        _ = opened.configString("core.bare")
        _ = opened.hooksDirectory
        _ = opened.isHeadUnborn
        _ = opened.isShallow
        let withEnvironment = try open(repository, environment: ["GIT_INDEX_FILE": repository.absolutePath(".git/index")])
        _ = try withEnvironment.source(.worktree).allFilePaths()

        #expect(try repository.fileTreeSnapshot() == snapshot)
        #expect(try repository.stateFingerprint() == fingerprint)
    }

    @Test("reading an empty repository creates nothing (no index file appears)")
    func emptyRepositoryStaysEmpty() throws {
        let repository = try TemporaryGitRepository()
        try repository.write("new.json", "{}")
        let snapshot = try repository.fileTreeSnapshot()
        let opened = try open(repository)
        _ = try opened.source(.index).allFilePaths()
        _ = try opened.source(.worktree).allFilePaths()
        _ = try? opened.source(.revision("HEAD"))
        #expect(try repository.fileTreeSnapshot() == snapshot)
        #expect(!FileManager.default.fileExists(atPath: repository.absolutePath(".git/index")))
    }
}
