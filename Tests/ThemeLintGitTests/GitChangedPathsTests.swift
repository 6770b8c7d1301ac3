import Foundation
import Testing
import ThemeLintCore
import ThemeLintGit
import ThemeLintTestSupport

/// `GitRepository.changedPaths` walks two trees itself; what it reports must be what git's
/// own tree diff reports (`git diff-tree -r --no-renames`), as paths: `M` modified, `A`, `D`
/// and `T` (kind changed) added or removed.
@Suite("Changed paths")
struct GitChangedPathsTests {
    /// The changes `git diff-tree` reports from `parent` (nil: the root commit) to `commit`.
    private func gitChanges(_ repository: TemporaryGitRepository, from parent: String?, to commit: String) throws -> Set<ChangedPath> {
        // No parent: against git's empty tree.
        let base = parent ?? "4b825dc642cb6eb9a060e54bf8d69288fbee4904"
        let output = try repository.git(["diff-tree", "-r", "--no-renames", "--name-status", "-z", base, commit])
        let fields = output.split(separator: "\0", omittingEmptySubsequences: true).map(String.init)
        var changes = Set<ChangedPath>()
        var index = 0
        while index + 1 < fields.count {
            changes.insert(ChangedPath(path: fields[index + 1], addedOrRemoved: fields[index] != "M"))
            index += 2
        }
        return changes
    }

    @Test("reports what git diff-tree reports: edits, additions and removals in folders, mode and kind changes")
    func matchesGitDiffTree() throws {
        let repository = try TemporaryGitRepository()
        try repository.write("a.json", "1")
        try repository.write("keep/same.json", "same")
        try repository.write("old/deep/x.json", "x")
        try repository.write("old/y.json", "y")
        try repository.write("mode.sh", "echo")
        try repository.write("becomes-link.json", "l")
        try repository.write("becomes-folder", "f")
        try repository.write("a-b.json", "sorted between a.json and a/")
        let first = try repository.commitAll("first")
        try repository.write("a.json", "2")
        try repository.write("new/deeper/z.json", "z")
        try repository.remove("old/deep/x.json")
        try repository.remove("old/y.json")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: repository.absolutePath("mode.sh"))
        try repository.remove("becomes-link.json")
        try repository.symlink("becomes-link.json", to: "a.json")
        try repository.remove("becomes-folder")
        try repository.write("becomes-folder/inside.json", "i")
        try repository.write("a/c.json", "folder named like a file's prefix")
        let second = try repository.commitAll("second")
        let opened = try open(repository)

        let changes = try opened.changedPaths(from: first, to: second)
        let expected = try gitChanges(repository, from: first, to: second)
        #expect(Set(changes) == expected)
        #expect(expected.contains(ChangedPath(path: "mode.sh", addedOrRemoved: false)))
        #expect(expected.contains(ChangedPath(path: "becomes-link.json", addedOrRemoved: true)))
        #expect(expected.contains(ChangedPath(path: "becomes-folder/inside.json", addedOrRemoved: true)))
        #expect(!changes.contains { $0.path.hasPrefix("keep/") })

        let backwards = try gitChanges(repository, from: second, to: first)
        #expect(Set(try opened.changedPaths(from: second, to: first)) == backwards)
        let root = try gitChanges(repository, from: nil, to: first)
        #expect(root.count == 8)
        #expect(Set(try opened.changedPaths(from: nil, to: first)) == root)
        #expect(try opened.changedPaths(from: first, to: first).isEmpty)
    }
}
