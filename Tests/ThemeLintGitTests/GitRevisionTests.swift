import Foundation
import Testing
import ThemeLintCore
import ThemeLintGit
import ThemeLintTestSupport

@Suite("Revisions")
struct GitRevisionTests {
    /// Four commits on main; `v1` (lightweight) on the second, `v2` (annotated) on the third.
    private func repositoryWithHistory() throws -> (TemporaryGitRepository, [String]) {
        let repository = try TemporaryGitRepository()
        var commits: [String] = []
        for number in 1...4 {
            try repository.write("palette.json", "version \(number)")
            commits.append(try repository.commitAll("version \(number)"))
        }
        try repository.git(["tag", "v1", commits[1]])
        try repository.git(["tag", "-a", "-m", "release 2", "v2", commits[2]])
        return (repository, commits)
    }

    @Test("resolves every kind of commit-ish git accepts, peeling annotated tags", arguments: [
        ("HEAD", 3), ("main", 3), ("main~3", 0), ("HEAD^", 2), ("HEAD~2", 1), ("v1", 1), ("v2", 2), ("v2^{commit}", 2),
        // `@` alone is HEAD, and so it is before `~` and `^` (libgit2 1.5.1 knows only the first).
        ("@", 3), ("@~1", 2), ("@^", 2), ("@~3", 0), ("@^^", 1), ("@~1^{commit}", 2), ("@{0}", 3), ("main@{0}~1", 2),
    ])
    func resolvesRevisions(revision: String, commitNumber: Int) throws {
        let (repository, commits) = try repositoryWithHistory()
        let opened = try open(repository)
        #expect(try opened.resolveCommit(revision) == commits[commitNumber])
        #expect(try opened.resolveCommit(revision) == repository.revParse(revision + "^{commit}"))
    }

    @Test("resolves full and short object ids")
    func resolvesObjectIDs() throws {
        let (repository, commits) = try repositoryWithHistory()
        let opened = try open(repository)
        #expect(try opened.resolveCommit(commits[1]) == commits[1])
        #expect(try opened.resolveCommit(String(commits[1].prefix(7))) == commits[1])
    }

    @Test("a commit source reads the file as it was at that revision and names the commit")
    func commitSourceReadsOlderCommit() throws {
        let (repository, commits) = try repositoryWithHistory()
        let opened = try open(repository)
        for (revision, number) in [("main~3", 1), ("v2", 3), ("HEAD", 4)] {
            let source = try opened.source(.revision(revision))
            #expect(try text(source, "palette.json") == "version \(number)")
            #expect(source.descriptor == SourceDescriptor(spec: revision, kind: .commit, commit: commits[number - 1]))
        }
    }

    @Test("a revision naming a tree is not a commit")
    func treeIsNotACommit() throws {
        let (repository, _) = try repositoryWithHistory()
        let opened = try open(repository)
        let error = expectGitError(.notACommit) { _ = try opened.resolveCommit("HEAD^{tree}") }
        #expect(error?.message == "revision 'HEAD^{tree}' names a tree, not a commit")
        expectGitError(.notACommit) { _ = try opened.source(.revision("HEAD:palette.json")) }
    }

    @Test("a path in the index (:PATH, :0:PATH) is not a commit, and says where the index is read")
    func indexPathIsNotACommit() throws {
        let (repository, _) = try repositoryWithHistory()
        let opened = try open(repository)
        for revision in [":palette.json", ":0:palette.json"] {
            let error = expectGitError(.notACommit) { _ = try opened.resolveCommit(revision) }
            #expect(error?.message == "revision '\(revision)' names a file in the index, not a commit (--staged reads the index)")
        }
        let error = expectGitError(.unknownRevision) { _ = try opened.resolveCommit(":") }
        #expect(error?.message == "unknown revision ':'")
    }

    @Test("an unknown revision is named in the error", arguments: ["nope", "main~99", "refs/heads/nope", "HEAD^{nonsense}", ""])
    func unknownRevision(revision: String) throws {
        let (repository, _) = try repositoryWithHistory()
        let opened = try open(repository)
        let error = expectGitError(.unknownRevision) { _ = try opened.source(.revision(revision)) }
        #expect(error?.message == "unknown revision '\(revision)'")
    }

    @Test("a short object id shared by several objects is ambiguous")
    func ambiguousShortID() throws {
        let repository = try TemporaryGitRepository()
        try repository.commitAll("initial")
        // Write blobs until two share a 4-hex prefix (a few hundred make that near certain;
        // the contents are fixed, so the outcome is the same on every run).
        var names: [String] = []
        for number in 0..<1500 {
            let name = ".blobs/\(number)"
            try repository.write(name, "blob \(number)\n")
            names.append(name)
        }
        let ids = try repository.git(["hash-object", "-w", "--stdin-paths"], stdin: names.joined(separator: "\n") + "\n")
            .split(separator: "\n").map(String.init)
        var seen: Set<Substring> = []
        let prefix = try #require(ids.first { !seen.insert($0.prefix(4)).inserted }.map { String($0.prefix(4)) })
        let opened = try open(repository)
        let error = expectGitError(.ambiguousRevision) { _ = try opened.resolveCommit(prefix) }
        #expect(error?.message.contains("'\(prefix)'") == true)
        #expect(error?.message.contains("ambiguous") == true)
        // Under 4 hex digits git reads no object id: an unknown revision, never "ambiguous".
        for short in [String(prefix.prefix(1)), String(prefix.prefix(3))] {
            let tooShort = expectGitError(.unknownRevision) { _ = try opened.resolveCommit(short) }
            #expect(tooShort?.message == "unknown revision '\(short)'")
        }
    }

    @Test("an empty repository has no commits: HEAD is unborn, the index is readable")
    func emptyRepository() throws {
        let repository = try TemporaryGitRepository()
        let opened = try open(repository)
        #expect(opened.isHeadUnborn)
        let error = expectGitError(.emptyRepository) { _ = try opened.source(.revision("HEAD")) }
        #expect(error?.message.contains("no commits yet") == true)
        #expect(error?.message.contains("'HEAD'") == true)
        expectGitError(.emptyRepository) { _ = try opened.resolveCommit("main") }
        #expect(try opened.source(.index).allFilePaths() == [])

        try repository.write("palette.json", "staged")
        try repository.git(["add", "palette.json"])
        let reopened = try open(repository)
        let index = try reopened.source(.index)
        #expect(try index.allFilePaths() == ["palette.json"])
        #expect(try text(index, "palette.json") == "staged")
        #expect(try text(reopened.source(.worktree), "palette.json") == "staged")
    }

    @Test("an orphan branch has an unborn HEAD even though other branches have commits")
    func orphanBranch() throws {
        let (repository, commits) = try repositoryWithHistory()
        try repository.git(["checkout", "-q", "--orphan", "fresh"])
        let opened = try open(repository)
        #expect(opened.isHeadUnborn)
        expectGitError(.emptyRepository) { _ = try opened.resolveCommit("HEAD") }
        #expect(try opened.resolveCommit("main") == commits[3])
    }

    @Test("merge base of two branches is the one git computes")
    func mergeBase() throws {
        let (repository, commits) = try repositoryWithHistory()
        try repository.git(["checkout", "-q", "-b", "feature", commits[1]])
        try repository.write("feature.json", "{}")
        try repository.commitAll("feature")
        let opened = try open(repository)
        let base = try opened.mergeBase("main", "feature")
        #expect(base == commits[1])
        #expect(base == (try repository.git(["merge-base", "main", "feature"]).trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(try opened.mergeBase("feature", "v2") == commits[1])
    }

    @Test("unrelated histories have no merge base")
    func unrelatedHistories() throws {
        let (repository, _) = try repositoryWithHistory()
        try repository.git(["checkout", "-q", "--orphan", "unrelated"])
        try repository.commitAll("unrelated root")
        let opened = try open(repository)
        let error = expectGitError(.noMergeBase) { _ = try opened.mergeBase("main", "unrelated") }
        #expect(error?.message.contains("no common ancestor") == true)
    }

    @Test("a shallow clone without the common history says how to fetch it")
    func shallowCloneLacksMergeBase() throws {
        let (origin, _) = try repositoryWithHistory()
        try origin.git(["checkout", "-q", "-b", "feature", "main~2"])
        for number in 1...3 {
            try origin.write("feature.json", "feature \(number)")
            try origin.commitAll("feature \(number)")
        }
        let clone = try TemporaryGitRepository(initialize: false)
        // --no-tags: the tags would bring the older commits (and so the merge base) along.
        try clone.clone(from: "file://" + origin.path, options: ["--depth", "1", "--no-single-branch", "--no-tags"])
        let opened = try open(clone)
        #expect(opened.isShallow)
        let error = expectGitError(.shallowMissingHistory) { _ = try opened.mergeBase("origin/main", "origin/feature") }
        #expect(error?.message.contains("git fetch --deepen=") == true)
        #expect(error?.message.contains("git fetch --unshallow") == true)
        let beyond = expectGitError(.shallowMissingHistory) { _ = try opened.resolveCommit("origin/main~2") }
        #expect(beyond?.message.contains("origin/main~2") == true)

        try clone.git(["fetch", "-q", "--unshallow"])
        let deepened = try open(clone)
        #expect(!deepened.isShallow)
        #expect(try deepened.mergeBase("origin/main", "origin/feature") == origin.revParse("main~2"))
    }

    @Test("in a shallow clone, a merge base at the clone's boundary is found, as git finds it")
    func shallowCloneMergeBaseAtBoundary() throws {
        let (origin, commits) = try repositoryWithHistory()
        let clone = try TemporaryGitRepository(initialize: false)
        // Depth 2: the clone has the last two commits; the older one is the boundary.
        try clone.clone(from: "file://" + origin.path, options: ["--depth", "2", "--no-tags"])
        let opened = try open(clone)
        #expect(opened.isShallow)
        let expected = try clone.git(["merge-base", "origin/main", "origin/main~1"]).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(expected == commits[2])
        #expect(try opened.mergeBase("origin/main", "origin/main~1") == expected)
        #expect(try opened.mergeBase("origin/main~1", "HEAD") == expected)
        #expect(try opened.mergeBase("HEAD", "HEAD") == commits[3])
    }

    @Test("in a shallow clone with merges, the merge base is one git reports; complete unrelated histories have none")
    func shallowCloneWithMerges() throws {
        let origin = try TemporaryGitRepository()
        try origin.write("root.json", "root")
        try origin.commitAll("root")
        try origin.write("main.json", "1")
        try origin.commitAll("main 1")
        try origin.git(["checkout", "-q", "-b", "side", "main~1"])
        try origin.write("side.json", "1")
        try origin.commitAll("side 1")
        // Criss-cross: each branch merges the other's tip.
        try origin.git(["checkout", "-q", "main"])
        try origin.git(["merge", "-q", "--no-edit", "side~0"])
        try origin.git(["checkout", "-q", "side"])
        try origin.git(["merge", "-q", "--no-edit", "main~1"])
        try origin.write("side.json", "2")
        try origin.commitAll("side 2")
        try origin.git(["checkout", "-q", "main"])
        try origin.write("main.json", "2")
        try origin.commitAll("main 2")
        try origin.git(["checkout", "-q", "--orphan", "lonely"])
        try origin.commitAll("lonely root")
        try origin.git(["checkout", "-q", "--orphan", "other-lonely"])
        try origin.write("other.json", "other")
        try origin.commitAll("other lonely root")
        try origin.git(["checkout", "-q", "main"])

        let clone = try TemporaryGitRepository(initialize: false)
        try clone.clone(from: "file://" + origin.path, options: ["--depth", "4", "--no-single-branch", "--no-tags"])
        let opened = try open(clone)
        #expect(opened.isShallow)
        // Whatever git answers (a base, or none within the clone), the git layer agrees.
        for (first, second) in [("origin/main", "origin/side"), ("origin/main~1", "origin/side"), ("origin/main", "origin/side~1")] {
            let all = (try? clone.git(["merge-base", "--all", first, second]))?.split(separator: "\n").map(String.init) ?? []
            if all.isEmpty {
                expectGitError(.shallowMissingHistory) { _ = try opened.mergeBase(first, second) }
            } else {
                #expect(all.contains(try opened.mergeBase(first, second)), "\(first) \(second)")
            }
        }
        // Both histories complete (single root commits): certainly unrelated.
        let error = expectGitError(.noMergeBase) { _ = try opened.mergeBase("origin/lonely", "origin/other-lonely") }
        #expect(error?.message.contains("no common ancestor") == true)
        // One history cut off by the clone: the base may lie beyond it.
        expectGitError(.shallowMissingHistory) { _ = try opened.mergeBase("origin/main", "origin/lonely") }
    }
}
