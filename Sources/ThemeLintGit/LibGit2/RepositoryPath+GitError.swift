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

    /// `path`'s bytes as git stores them (`bytes(of:)`), NUL-terminated, to pass to libgit2 or
    /// the C library as a `const char *`.
    static func cString(_ path: String) -> [CChar] {
        var bytes = RepositoryPath.bytes(of: path).map { CChar(bitPattern: $0) }
        bytes.append(0)
        return bytes
    }

    /// A path from libgit2 or the C library (bytes) as themelint names it (`decoding(_:)`).
    static func fromCString(_ pointer: UnsafePointer<CChar>) -> String {
        decoding(cString: pointer)
    }
}
