import Foundation
import Testing
import ThemeLintCore
import ThemeLintGit
import ThemeLintTestSupport

@Suite("GIT_INDEX_FILE")
struct GitIndexFileTests {
    /// `palette.json` and `scheme.json` committed; both edited; `scheme.json` staged in the real
    /// index; the alternate index `alt-index` is the committed state plus `palette.json`, as
    /// `git commit palette.json` prepares it for the pre-commit hook.
    private func partialCommitRepository() throws -> TemporaryGitRepository {
        let repository = try TemporaryGitRepository()
        try repository.write("palette.json", "palette v1")
        try repository.write("scheme.json", "scheme v1")
        try repository.commitAll("initial")
        try repository.write("palette.json", "palette v2")
        try repository.write("scheme.json", "scheme v2")
        try repository.git(["add", "scheme.json"])
        try repository.git(["read-tree", "HEAD"], environment: ["GIT_INDEX_FILE": repository.absolutePath(".git/alt-index")])
        try repository.git(["add", "palette.json"], environment: ["GIT_INDEX_FILE": ".git/alt-index"])
        return repository
    }

    @Test("the index source reads the index GIT_INDEX_FILE names (a partial commit's temporary index)")
    func partialCommitIndex() throws {
        let repository = try partialCommitRepository()
        let alternate = try open(repository, environment: ["GIT_INDEX_FILE": repository.absolutePath(".git/alt-index")])
        let index = try alternate.source(.index)
        #expect(try text(index, "palette.json") == "palette v2")
        #expect(try text(index, "scheme.json") == "scheme v1")

        let regular = try open(repository).source(.index)
        #expect(try text(regular, "palette.json") == "palette v1")
        #expect(try text(regular, "scheme.json") == "scheme v2")
    }

    @Test("a relative GIT_INDEX_FILE is taken from the current directory, as git passes it")
    func relativeIndexFile() throws {
        let repository = try partialCommitRepository()
        let fromRoot = try GitRepository.open(path: nil, environment: ["GIT_INDEX_FILE": ".git/alt-index"], currentDirectory: repository.path)
        #expect(try text(fromRoot.source(.index), "palette.json") == "palette v2")
        let fromGitDirectory = try GitRepository.open(
            path: repository.path, environment: ["GIT_INDEX_FILE": "alt-index"], currentDirectory: repository.path + "/.git"
        )
        #expect(try text(fromGitDirectory.source(.index), "palette.json") == "palette v2")
    }

    @Test("a GIT_INDEX_FILE that does not exist yet is an empty index")
    func missingIndexFileIsEmpty() throws {
        let repository = try partialCommitRepository()
        let opened = try open(repository, environment: ["GIT_INDEX_FILE": repository.absolutePath(".git/no-such-index")])
        #expect(try opened.source(.index).allFilePaths() == [])
        #expect(!FileManager.default.fileExists(atPath: repository.absolutePath(".git/no-such-index")))
    }

    @Test("a pre-commit hook run by `git commit <path>` sees the partial commit's index through the environment git gives it")
    func realPreCommitHookEnvironment() throws {
        let repository = try partialCommitRepository()
        // The hook records its directory and the environment git runs it with, and saves the
        // temporary index (git deletes it when the commit is aborted). The test then puts the
        // index back where it was and opens the repository with exactly that environment.
        let record = repository.absolutePath(".git/hook-environment")
        let savedIndex = repository.absolutePath(".git/hook-index")
        try repository.write(
            ".git/hooks/pre-commit",
            "#!/bin/sh\npwd > '\(record)'\nenv | grep '^GIT_' >> '\(record)'\ncp \"$GIT_INDEX_FILE\" '\(savedIndex)'\nexit 1\n"
        )
        _ = try runProcess("chmod", ["+x", repository.absolutePath(".git/hooks/pre-commit")])
        #expect(throws: GitCommandError.self) { try repository.git(["commit", "-q", "-m", "partial", "palette.json"]) }
        let lines = try String(contentsOfFile: record, encoding: .utf8).split(separator: "\n").map(String.init)
        let directory = try #require(lines.first)
        var environment: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let equals = line.firstIndex(of: "=") else { continue }
            environment[String(line[..<equals])] = String(line[line.index(after: equals)...])
        }
        let indexFile = try #require(environment["GIT_INDEX_FILE"])
        #expect(indexFile != repository.absolutePath(".git/index"))
        let indexPath = indexFile.hasPrefix("/") ? indexFile : directory + "/" + indexFile
        try FileManager.default.copyItem(atPath: savedIndex, toPath: indexPath)
        defer { try? FileManager.default.removeItem(atPath: indexPath) }

        let opened = try GitRepository.open(path: nil, environment: environment, currentDirectory: directory)
        let index = try opened.source(.index)
        #expect(try text(index, "palette.json") == "palette v2")
        #expect(try text(index, "scheme.json") == "scheme v1")
    }
}
