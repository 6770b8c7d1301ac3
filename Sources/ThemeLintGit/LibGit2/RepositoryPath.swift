/// Checks repository-relative paths before any source looks them up, so that no path can name
/// something outside the repository or inside its `.git` directory.
enum RepositoryPath {
    /// The `/`-separated components of `path`.
    /// - Throws: `.invalidPath` for an empty or absolute path, a path with empty, `.`, `..` or
    ///   `.git` components, or a NUL character.
    static func components(of path: String) throws(GitError) -> [String] {
        guard !path.isEmpty else {
            throw GitError(.invalidPath, "empty path is not a repository-relative file path")
        }
        guard !path.hasPrefix("/") else {
            throw GitError(.invalidPath, "'\(path)' is absolute; paths are relative to the repository root")
        }
        guard !path.utf8.contains(0) else {
            throw GitError(.invalidPath, "'\(path)' contains a NUL character")
        }
        let components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        for component in components {
            switch component {
            case "":
                throw GitError(.invalidPath, "'\(path)' has an empty path component")
            case ".", "..":
                throw GitError(.invalidPath, "'\(path)' has a '\(component)' component; paths must stay inside the repository")
            case _ where component.lowercased() == ".git":
                throw GitError(.invalidPath, "'\(path)' points into the '.git' directory")
            default:
                continue
            }
        }
        return components
    }

    /// The parent directories of a path given as components: `a`, `a/b` for `a/b/c`.
    static func parentPrefixes(of components: [String]) -> [String] {
        guard components.count > 1 else { return [] }
        return (1..<components.count).map { components[0..<$0].joined(separator: "/") }
    }
}
