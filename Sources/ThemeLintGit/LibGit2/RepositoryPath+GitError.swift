import ThemeLintCore

extension RepositoryPath {
    /// `components(of:)` with its error as the git layer's `GitError` (`.invalidPath`).
    static func checkedComponents(of path: String) throws(GitError) -> [String] {
        do {
            return try components(of: path)
        } catch {
            throw GitError(.invalidPath, error.description)
        }
    }
}
