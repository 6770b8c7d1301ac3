import Foundation
import Testing
import ThemeLintTestSupport

/// `log` in shallow clones (CI checkouts: `actions/checkout` fetches one commit by default):
/// git walks up to the boundary and treats its commits as roots; so does themelint.
@Suite struct ShallowCloneLogTests {
    /// A history where every commit edits the palette, with a merge: five commits on main
    /// (c1…c3, then a merge of a side branch holding s1), each at its own time.
    func origin() throws -> TemporaryGitRepository {
        let repo = try TemporaryGitRepository()
        try repo.write("theme/scheme.json", standardDiffScheme())
        var second = 0
        func commit(_ message: String, _ color: String) throws {
            second += 1
            try repo.write("theme/palette.json", diffPalette(["gray_100": color]))
            try repo.git(["add", "-A"])
            let date = "2024-01-01T10:00:\(String(format: "%02d", second))Z"
            try repo.git(["commit", "-q", "-m", message], environment: ["GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date])
        }
        try commit("c1", "#F2F3F1")
        try commit("c2", "#F2F3F2")
        try repo.git(["checkout", "-q", "-b", "side"])
        try repo.write("theme/scheme.json", standardDiffScheme(dark: ["accent": reference("sky_400")]))
        try commit("s1", "#F2F3F2")
        try repo.git(["checkout", "-q", "main"])
        try commit("c3", "#F2F3F3")
        try repo.git(["merge", "-q", "--no-ff", "-m", "merge side", "side"], environment: ["GIT_AUTHOR_DATE": "2024-01-01T10:00:30Z", "GIT_COMMITTER_DATE": "2024-01-01T10:00:30Z"])
        return repo
    }

    func logIDs(_ arguments: [String], in repo: TemporaryGitRepository) throws -> (ids: [String], parents: [String: [String]], stderr: String) {
        let result = try runThemelint(["log", "--format", "json"] + arguments, in: repo.url)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let entries = try #require(json["entries"] as? [[String: Any]])
        var parents: [String: [String]] = [:]
        let ids = entries.compactMap { entry -> String? in
            guard let id = entry["commit"] as? String else { return nil }
            parents[id] = entry["parents"] as? [String]
            return id
        }
        return (ids, parents, result.stderr)
    }

    func gitLog(_ arguments: [String], in repo: TemporaryGitRepository) throws -> [String] {
        try repo.git(["log", "--format=%H"] + arguments).split(separator: "\n").map(String.init)
    }

    @Test(arguments: [1, 2, 3])
    func logWalksAShallowCloneAsGitDoes(depth: Int) throws {
        let origin = try origin()
        let clone = try TemporaryGitRepository(initialize: false)
        try clone.clone(from: "file://" + origin.path, options: ["--depth", String(depth)])
        let before = try clone.stateFingerprint()
        let boundary = Set(try String(contentsOfFile: clone.path + "/.git/shallow", encoding: .utf8).split(separator: "\n").map(String.init))

        for arguments in [[], ["--first-parent"], ["HEAD~1..HEAD"], ["HEAD^2...HEAD^1"]] where depth > 1 || arguments.isEmpty || arguments == ["--first-parent"] {
            let log = try logIDs(arguments, in: clone)
            #expect(log.ids == (try gitLog(arguments, in: clone)), "depth \(depth) \(arguments)")
            for id in log.ids where boundary.contains(id) {
                // A boundary commit is a root, as in git: compared with nothing.
                #expect(log.parents[id] == [], "depth \(depth) \(arguments)")
            }
            if log.ids.contains(where: boundary.contains) {
                #expect(log.stderr.contains("themelint: note: this is a shallow clone"), "\(log.stderr)")
            } else {
                #expect(log.stderr.isEmpty, "\(log.stderr)")
            }
        }
        // The newest commit's own diff, in text: the merge at depth 1 is a boundary commit.
        // `-n1` is `-n 1`, as in git.
        let text = try runThemelint(["log", "-n", "1", "--color", "never"], in: clone.url)
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.contains("merge side"), "\(text.stdout)")
        let joined = try runThemelint(["log", "-n1", "--color", "never"], in: clone.url)
        #expect(joined.status == 0, "\(joined.stderr)")
        #expect(joined.stdout == text.stdout)
        #expect(try clone.stateFingerprint() == before)
    }
}
