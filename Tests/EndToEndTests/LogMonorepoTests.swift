import Foundation
import Testing
import ThemeLintTestSupport

/// `log` over a generated monorepo (`scripts/gen_monorepo.py`: 3,000 commits, 150 of which
/// edit a Tokens Studio folder of 20 theme combinations, the others application code and
/// `package.json` files): it lists exactly the commits that change the tokens, each with the
/// changes `diff PARENT COMMIT` reports, though it loads only a few of the 3,000 commits.
@Suite struct LogMonorepoTests {
    private static func generatedMonorepo() throws -> TemporaryGitRepository {
        let repo = try TemporaryGitRepository(initialize: false)
        let script = projectRootDirectory().appendingPathComponent("scripts/gen_monorepo.py").path
        let result = try runProcess("python3", [script, repo.path, "--commits", "3000", "--token-commits", "150"],
                                    environment: ["GIT_DIR": nil, "GIT_WORK_TREE": nil, "GIT_INDEX_FILE": nil, "GIT_CONFIG_NOSYSTEM": "1", "HOME": repo.path])
        #expect(result.status == 0, "\(result.stderr)")
        return repo
    }

    private func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// A JSON value in a canonical textual form, for comparison.
    private func canonical(_ value: Any?) throws -> String {
        guard let value else { return "null" }
        return String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed]), as: UTF8.self)
    }

    @Test func logListsEveryTokenCommitWithItsDiffAndNothingElse() throws {
        let repo = try Self.generatedMonorepo()
        let tokenCommits = try repo.git(["log", "--format=%H", "--", "tokens"]).split(separator: "\n").map(String.init)
        #expect(tokenCommits.count == 150)

        let log = try runThemelint(["log", "--format", "json", "--", "tokens"], in: repo.url, environment: ["THEMELINT_STATS": "1"])
        #expect(log.status == 0, "\(log.stderr)")
        let entries = try #require(try json(log.stdout)["entries"] as? [[String: Any]])
        #expect(entries.compactMap { $0["commit"] as? String } == tokenCommits)
        // Few loads: the blobs parsed are the token files' versions, not one set per commit.
        let parsed = try #require(log.stderr.split(separator: "documents parsed: ").last.flatMap { Int($0.prefix { $0.isNumber }) })
        #expect(parsed < 400, "\(log.stderr)")

        for entry in entries {
            let commit = try #require(entry["commit"] as? String)
            let parents = try #require(entry["parents"] as? [String])
            let arguments = parents.isEmpty ? ["show", commit] : ["diff", parents[0], commit, "--format", "json", "--", "tokens"]
            guard !parents.isEmpty else { continue }
            let diff = try runThemelint(arguments, in: repo.url)
            #expect(diff.status == 0, "\(diff.stderr)")
            let report = try json(diff.stdout)
            #expect(try canonical(entry["changes"]) == canonical(report["changes"]), "\(commit): log and diff disagree on changes")
            #expect(try canonical(entry["contrast"]) == canonical(report["contrast"]), "\(commit): log and diff disagree on contrast")
        }
    }

    @Test func aRolesBlameStopsAtItsFirstEntry() throws {
        let repo = try Self.generatedMonorepo()
        let lastBorderEdit = try repo.git(["log", "-n", "1", "--format=%H", "--grep", "tokens: border"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let lastMove = try repo.git(["log", "-n", "1", "--format=%H", "--grep", "tokens: move"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let blame = try runThemelint(["log", "-n", "1", "--role", "semantic.border.default", "--format", "json"], in: repo.url)
        #expect(blame.status == 0, "\(blame.stderr)")
        let entries = try #require(try json(blame.stdout)["entries"] as? [[String: Any]])
        #expect(entries.count == 1)
        let listed = try #require(entries.first?["commit"] as? String)
        // The newest commit that repaints the border: its own edit, or a primitive repaint of
        // the color it points at; never the move, which changes nothing a user sees.
        #expect(listed != lastMove)
        let newerThanEdit = try repo.git(["rev-list", "\(lastBorderEdit)..HEAD", "--", "tokens"]).split(separator: "\n").map(String.init)
        #expect(listed == lastBorderEdit || newerThanEdit.contains(listed))
    }

    /// A small instance of the designsystemet-shaped history (`scripts/gen_designsystem.py`: two
    /// Tokens Studio folders, token commits that repaint, re-point, move and rename files and
    /// add a combination): `log`, whole and limited to one folder, lists for every commit exactly
    /// what `diff PARENT COMMIT` reports (`scripts/log-agreement.py`), and `log --role` exactly
    /// the commits that change the role.
    @Test func designsystemetShapedLogAgreesWithDiff() throws {
        let repo = try TemporaryGitRepository(initialize: false)
        let generator = projectRootDirectory().appendingPathComponent("scripts/gen_designsystem.py").path
        let environment: [String: String?] = ["GIT_DIR": nil, "GIT_WORK_TREE": nil, "GIT_INDEX_FILE": nil, "GIT_CONFIG_NOSYSTEM": "1", "HOME": repo.path]
        let generated = try runProcess("python3", [generator, repo.path, "--commits", "90", "--token-commits", "30", "--scale", "0.3"], environment: environment)
        #expect(generated.status == 0, "\(generated.stderr)")
        let script = projectRootDirectory().appendingPathComponent("scripts/log-agreement.py").path
        for extra in [["--role", "color.main.background-default"], ["--path", "design-tokens", "--role", "color.accent.1"]] {
            let result = try runProcess("python3", [script, repo.path, "--bin", themelintBinaryPath()] + extra, environment: ["NO_COLOR": "1", "GIT_DIR": nil])
            #expect(result.status == 0, "\(extra): \(result.stdout)\(result.stderr)")
            #expect(result.stdout.contains("log, diff and show agree"), "\(result.stdout)")
        }
    }
}
