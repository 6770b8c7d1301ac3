import Foundation
import Testing
import ThemeLintCore
import ThemeLintGit
import ThemeLintTestSupport

@Suite("Symbolic links are never followed")
struct GitSymlinkTests {
    @Test("a committed symlink to /etc/passwd is not a file in the commit, the index or the working tree")
    func committedSymlinkToPasswd() throws {
        let repository = try TemporaryGitRepository()
        try repository.write("palette.json", "{}")
        try repository.symlink("passwd.json", to: "/etc/passwd")
        try repository.commitAll("link")
        #expect(try repository.git(["ls-files", "-s", "passwd.json"]).hasPrefix("120000"))
        let opened = try open(repository)
        for spec in [GitSourceSpec.revision("HEAD"), .index, .worktree] {
            let source = try opened.source(spec)
            let error = expectGitError(.symlink) { _ = try source.contents(of: "passwd.json") }
            #expect(error?.message.contains("'passwd.json'") == true, "\(spec)")
            #expect(error?.message.contains("root:") == false, "\(spec)")
            if spec != .worktree {  // the working tree knows no content ids (nil for every path)
                expectGitError(.symlink) { _ = try source.contentID(of: "passwd.json") }
            }
            #expect(try source.allFilePaths() == ["palette.json"], "\(spec)")
        }
    }

    @Test("a path below a committed symlinked directory is refused, naming the link")
    func committedSymlinkedDirectory() throws {
        let repository = try TemporaryGitRepository()
        try repository.write("themes/palette.json", "{}")
        try repository.symlink("etc", to: "/etc")
        try repository.symlink("alias", to: "themes")
        try repository.commitAll("links")
        let opened = try open(repository)
        for spec in [GitSourceSpec.revision("HEAD"), .index, .worktree] {
            let source = try opened.source(spec)
            let error = expectGitError(.symlink) { _ = try source.contents(of: "etc/passwd") }
            #expect(error?.message.contains("'etc'") == true, "\(spec)")
            expectGitError(.symlink) { _ = try source.contents(of: "alias/palette.json") }
            #expect(try source.allFilePaths() == ["themes/palette.json"], "\(spec)")
        }
    }

    @Test("a symlink only in the working tree (file or parent directory) is refused there")
    func worktreeSymlinks() throws {
        let outside = try TemporaryGitRepository(initialize: false)
        try outside.write("secret.json", "outside the repository")
        let repository = try TemporaryGitRepository()
        try repository.write("palette.json", "committed")
        try repository.write("themes/scheme.json", "committed")
        try repository.commitAll("initial")
        // A tracked file replaced by a link, a tracked directory replaced by a link, and an untracked link.
        try repository.remove("palette.json")
        try repository.symlink("palette.json", to: outside.absolutePath("secret.json"))
        try repository.remove("themes")
        try repository.symlink("themes", to: outside.path)
        try repository.write("themes-real/x.json", "{}")
        try repository.symlink("untracked-link.json", to: "themes-real/x.json")

        let opened = try open(repository)
        let worktree = try opened.source(.worktree)
        let file = expectGitError(.symlink) { _ = try worktree.contents(of: "palette.json") }
        #expect(file?.message.contains("'palette.json'") == true)
        let parent = expectGitError(.symlink) { _ = try worktree.contents(of: "themes/secret.json") }
        #expect(parent?.message.contains("'themes'") == true)
        expectGitError(.symlink) { _ = try worktree.contents(of: "themes/scheme.json") }
        expectGitError(.symlink) { _ = try worktree.contents(of: "untracked-link.json") }
        #expect(try worktree.allFilePaths() == ["themes-real/x.json"])

        // The commit and the index still have the real files.
        #expect(try text(opened.source(.revision("HEAD")), "palette.json") == "committed")
        #expect(try text(opened.source(.index), "themes/scheme.json") == "committed")
    }

    @Test("special files in the working tree are not regular files")
    func fifoIsNotAFile() throws {
        let repository = try TemporaryGitRepository()
        let fifo = repository.absolutePath("pipe.json")
        #expect(mkfifo(fifo, 0o644) == 0)
        let opened = try open(repository)
        let worktree = try opened.source(.worktree)
        expectGitError(.notARegularFile) { _ = try worktree.contents(of: "pipe.json") }
        #expect(try worktree.allFilePaths() == [])
    }
}
