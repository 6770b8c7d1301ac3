import Foundation
import Testing
import ThemeLintCore
import ThemeLintGit
import ThemeLintTestSupport

@Suite("Commit, index and working-tree sources")
struct GitSourceTests {
    @Test("each source sees its own content: older commit, HEAD, index, working tree")
    func eachSourceSeesItsOwnContent() throws {
        let repository = try TemporaryGitRepository()
        try repository.write("palette.json", "commit 1")
        try repository.write("staged-only.json", "committed")
        try repository.write("worktree-only.json", "committed")
        let first = try repository.commitAll("first")
        try repository.write("palette.json", "commit 2")
        try repository.commitAll("second")
        try repository.write("palette.json", "index")
        try repository.write("staged-only.json", "staged")
        try repository.git(["add", "palette.json", "staged-only.json"])
        try repository.write("palette.json", "worktree")
        try repository.write("worktree-only.json", "edited")

        let opened = try open(repository)
        let older = try opened.source(.revision(first))
        let head = try opened.source(.revision("HEAD"))
        let index = try opened.source(.index)
        let worktree = try opened.source(.worktree)

        #expect(try text(older, "palette.json") == "commit 1")
        #expect(try text(head, "palette.json") == "commit 2")
        #expect(try text(index, "palette.json") == "index")
        #expect(try text(worktree, "palette.json") == "worktree")

        #expect(try text(head, "staged-only.json") == "committed")
        #expect(try text(index, "staged-only.json") == "staged")
        #expect(try text(worktree, "staged-only.json") == "staged")

        #expect(try text(head, "worktree-only.json") == "committed")
        #expect(try text(index, "worktree-only.json") == "committed")
        #expect(try text(worktree, "worktree-only.json") == "edited")

        #expect(index.descriptor == SourceDescriptor(spec: ":index", kind: .index, commit: nil))
        #expect(worktree.descriptor == SourceDescriptor(spec: "worktree", kind: .worktree, commit: nil))
    }

    @Test("bytes come back exactly: NUL, invalid UTF-8, CRLF, a large file")
    func bytesRoundTrip() throws {
        let repository = try TemporaryGitRepository()
        let binary: [UInt8] = [0x7B, 0x00, 0xFF, 0xFE, 0x0D, 0x0A, 0x7D]
        let large = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try repository.write("binary.json", bytes: binary)
        try repository.write("large.json", bytes: large)
        try repository.commitAll("bytes")
        let opened = try open(repository)
        for spec in [GitSourceSpec.revision("HEAD"), .index, .worktree] {
            let source = try opened.source(spec)
            #expect(try source.contents(of: "binary.json") == binary, "\(spec)")
            #expect(try source.contents(of: "large.json") == large, "\(spec)")
        }
    }

    @Test("empty files are empty, not absent")
    func emptyFile() throws {
        let repository = try TemporaryGitRepository()
        try repository.write("empty.json", "")
        try repository.commitAll("empty")
        let opened = try open(repository)
        for spec in [GitSourceSpec.revision("HEAD"), .index, .worktree] {
            #expect(try opened.source(spec).contents(of: "empty.json") == [], "\(spec)")
        }
    }

    @Test("listing: nested and sorted; the working tree adds untracked files, skips ignored and deleted ones")
    func listsFiles() throws {
        let repository = try TemporaryGitRepository()
        try repository.write(".gitignore", "build/\n*.log\n")
        try repository.write("b.json", "{}")
        try repository.write("a/z.json", "{}")
        try repository.write("a/b/c.json", "{}")
        try repository.write("tool.sh", "#!/bin/sh\n")
        try repository.write("deleted.json", "{}")
        try repository.write("unstaged-removal.json", "{}")
        try repository.commitAll("initial")
        _ = try runProcess("chmod", ["+x", repository.absolutePath("tool.sh")])
        try repository.git(["add", "tool.sh"])
        try repository.git(["rm", "-q", "deleted.json"])
        try repository.remove("unstaged-removal.json")
        try repository.write("staged-new.json", "{}")
        try repository.git(["add", "staged-new.json"])
        try repository.write("untracked/deep/new.json", "{}")
        try repository.write("intent.json", "{}")
        try repository.git(["add", "-N", "intent.json"])
        try repository.write("build/out.json", "{}")
        try repository.write("debug.log", "")
        try repository.write("a/b/untracked.json", "{}")

        let opened = try open(repository)
        let head = try opened.source(.revision("HEAD")).allFilePaths()
        #expect(head == [".gitignore", "a/b/c.json", "a/z.json", "b.json", "deleted.json", "tool.sh", "unstaged-removal.json"])
        let index = try opened.source(.index).allFilePaths()
        #expect(index == [".gitignore", "a/b/c.json", "a/z.json", "b.json", "staged-new.json", "tool.sh", "unstaged-removal.json"])
        let worktree = try opened.source(.worktree).allFilePaths()
        #expect(worktree == [
            ".gitignore", "a/b/c.json", "a/b/untracked.json", "a/z.json", "b.json", "intent.json", "staged-new.json",
            "tool.sh", "untracked/deep/new.json",
        ])
        // The working-tree listing agrees with git's own view of it.
        let gitView = try repository.git(["ls-files", "--cached", "--others", "--exclude-standard"])
            .split(separator: "\n").map(String.init)
            .filter { FileManager.default.fileExists(atPath: repository.absolutePath($0)) }
        #expect(worktree == gitView.sorted())
    }

    @Test("a file removed from the index but still on disk is an untracked file of the working tree")
    func removedFromIndexButOnDisk() throws {
        let repository = try TemporaryGitRepository()
        try repository.write("kept.json", "{}")
        try repository.commitAll("initial")
        try repository.git(["rm", "-q", "--cached", "kept.json"])
        let opened = try open(repository)
        #expect(try opened.source(.index).allFilePaths() == [])
        #expect(try opened.source(.index).contents(of: "kept.json") == nil)
        #expect(try opened.source(.worktree).allFilePaths() == ["kept.json"])
    }

    @Test("an intent-to-add entry has no staged content")
    func intentToAdd() throws {
        let repository = try TemporaryGitRepository()
        try repository.write("intent.json", "not staged yet")
        try repository.git(["add", "-N", "intent.json"])
        let opened = try open(repository)
        #expect(try opened.source(.index).contents(of: "intent.json") == nil)
        #expect(try text(opened.source(.worktree), "intent.json") == "not staged yet")
    }

    @Test("an absent path is nil in every source")
    func absentPath() throws {
        let repository = try TemporaryGitRepository()
        try repository.write("themes/palette.json", "{}")
        try repository.commitAll("initial")
        let opened = try open(repository)
        for spec in [GitSourceSpec.revision("HEAD"), .index, .worktree] {
            let source = try opened.source(spec)
            #expect(try source.contents(of: "missing.json") == nil, "\(spec)")
            #expect(try source.contents(of: "themes/missing.json") == nil, "\(spec)")
            #expect(try source.contents(of: "missing/palette.json") == nil, "\(spec)")
            #expect(try source.contents(of: "themes/palette.json/below") == nil, "\(spec)")
            #expect(try source.contentID(of: "missing.json") == nil, "\(spec)")
        }
    }

    @Test("reading a directory as a file is an error in every source")
    func directoryIsNotAFile() throws {
        let repository = try TemporaryGitRepository()
        try repository.write("themes/dark/palette.json", "{}")
        try repository.commitAll("initial")
        let opened = try open(repository)
        for spec in [GitSourceSpec.revision("HEAD"), .index, .worktree] {
            let source = try opened.source(spec)
            for directory in ["themes", "themes/dark"] {
                let error = expectGitError(.notARegularFile) { _ = try source.contents(of: directory) }
                #expect(error?.message.contains("'\(directory)' is a directory") == true, "\(spec)")
            }
        }
    }

    @Test("paths that leave the repository or enter .git are rejected", arguments: [
        "../outside.json", "themes/../../outside.json", "/etc/passwd", "themes//palette.json", "./palette.json",
        ".git/config", "themes/.GIT/config", "", "themes/",
    ])
    func invalidPaths(path: String) throws {
        let repository = try TemporaryGitRepository()
        try repository.write("themes/palette.json", "{}")
        try repository.commitAll("initial")
        let opened = try open(repository)
        for spec in [GitSourceSpec.revision("HEAD"), .index, .worktree] {
            let source = try opened.source(spec)
            expectGitError(.invalidPath) { _ = try source.contents(of: path) }
        }
    }

    @Test("content ids are git's blob ids for commits and the index, nil for the working tree")
    func contentIDs() throws {
        let repository = try TemporaryGitRepository()
        try repository.write("a.json", "same")
        try repository.write("b.json", "same")
        try repository.write("c.json", "different")
        try repository.commitAll("initial")
        let opened = try open(repository)
        let head = try opened.source(.revision("HEAD"))
        let index = try opened.source(.index)
        let blob = try repository.revParse("HEAD:a.json")
        #expect(try head.contentID(of: "a.json") == blob)
        #expect(try head.contentID(of: "b.json") == blob)
        #expect(try index.contentID(of: "a.json") == blob)
        #expect(try head.contentID(of: "c.json") == repository.revParse("HEAD:c.json"))
        #expect(try opened.source(.worktree).contentID(of: "a.json") == nil)
    }

    @Test("a path with unresolved merge conflicts is an error in the index")
    func conflictInIndex() throws {
        let repository = try TemporaryGitRepository()
        try repository.write("palette.json", "base")
        try repository.commitAll("base")
        try repository.git(["checkout", "-q", "-b", "other"])
        try repository.write("palette.json", "other")
        try repository.commitAll("other")
        try repository.git(["checkout", "-q", "main"])
        try repository.write("palette.json", "main")
        try repository.commitAll("main")
        #expect(throws: GitCommandError.self) { try repository.git(["merge", "-q", "other"]) }
        let opened = try open(repository)
        let index = try opened.source(.index)
        let error = expectGitError(.conflict) { _ = try index.contents(of: "palette.json") }
        #expect(error?.message.contains("palette.json") == true)
        // Listed, so that a load reads it and gets the error (a palette found beside its scheme
        // must not be taken for absent: that made a missing-file finding).
        #expect(try index.allFilePaths() == ["palette.json"])
    }

    @Test("a source can be used from several tasks at once")
    func concurrentReads() async throws {
        let repository = try TemporaryGitRepository()
        for number in 0..<20 { try repository.write("themes/\(number).json", "\(number)") }
        try repository.commitAll("initial")
        let opened = try open(repository)
        let sources = try [opened.source(.revision("HEAD")), opened.source(.index), opened.source(.worktree)]
        let mismatches = try await withThrowingTaskGroup(of: Int.self) { group in
            for source in sources {
                for number in 0..<20 {
                    group.addTask { try text(source, "themes/\(number).json") == "\(number)" ? 0 : 1 }
                }
            }
            return try await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }
}
