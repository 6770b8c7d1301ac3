import Foundation
import Testing
import ThemeLintTestSupport

/// The environment the test repositories' git runs in (as `TemporaryGitRepository.git` sets
/// it), plus `THEMELINT` so that installed hooks find the binary under test.
func hookEnvironment(_ repo: TemporaryGitRepository, _ extra: [String: String?] = [:]) -> [String: String?] {
    [
        "GIT_CONFIG_NOSYSTEM": "1", "HOME": repo.path, "GIT_AUTHOR_DATE": "2024-01-01T00:00:00Z",
        "GIT_COMMITTER_DATE": "2024-01-01T00:00:00Z", "GIT_DIR": nil, "GIT_INDEX_FILE": nil, "GIT_WORK_TREE": nil,
        "THEMELINT": themelintBinaryPath(), "NO_COLOR": "1", "GITHUB_STEP_SUMMARY": nil,
    ].merging(extra) { _, new in new }
}

/// Runs the real git client in `directory` (default: the repository) without throwing, so a
/// test can look at a refused commit's status and output.
@discardableResult
func runGit(_ repo: TemporaryGitRepository, _ arguments: [String], in directory: URL? = nil, environment: [String: String?] = [:]) throws -> ProcessResult {
    try runProcess("git", arguments, in: directory ?? repo.url, environment: hookEnvironment(repo, environment))
}

/// The commit HEAD points at (or "unborn").
func headCommit(_ repo: TemporaryGitRepository) -> String {
    ((try? repo.git(["rev-parse", "HEAD"])) ?? "unborn").trimmingCharacters(in: .whitespacesAndNewlines)
}
