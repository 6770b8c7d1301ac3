import Foundation
import Testing
import ThemeLintCore
import ThemeLintGit
import ThemeLintTestSupport

/// Opens `repository` the way `--repo PATH` would, with only `environment` (never the test
/// process's variables, so tests can run in parallel).
func open(_ repository: TemporaryGitRepository, environment: [String: String] = [:]) throws(GitError) -> GitRepository {
    try GitRepository.open(path: repository.path, environment: environment, currentDirectory: repository.path)
}

/// The text of `path` in `source`, nil when absent.
func text(_ source: any DocumentSource, _ path: String) throws -> String? {
    try source.contents(of: path).map { String(decoding: $0, as: UTF8.self) }
}

/// Runs `body`, expecting a `GitError` of `kind`; returns it for further checks.
@discardableResult
func expectGitError(
    _ kind: GitError.Kind,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws -> Void
) -> GitError? {
    do {
        try body()
        Issue.record("expected a GitError of kind \(kind), but nothing was thrown", sourceLocation: sourceLocation)
        return nil
    } catch let error as GitError {
        #expect(error.kind == kind, "unexpected error: \(error.message)", sourceLocation: sourceLocation)
        return error
    } catch {
        Issue.record("expected a GitError of kind \(kind), got \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

extension TemporaryGitRepository {
    /// `git rev-parse REV` trimmed.
    func revParse(_ revision: String) throws -> String {
        try git(["rev-parse", "--verify", "--quiet", revision]).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
