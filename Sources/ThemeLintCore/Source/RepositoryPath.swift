/// Repository-relative paths: `/`-separated, relative to the repository root. Every source
/// checks a path with `components(of:)` before looking it up, so that no path can name
/// something outside the repository or inside its `.git` directory.
public enum RepositoryPath {
    /// Why a path is not a repository-relative file path.
    public struct InvalidPath: Error, Sendable, CustomStringConvertible {
        /// What is wrong, naming the path.
        public var description: String
    }

    /// The `/`-separated components of `path`.
    /// - Throws: `InvalidPath` for an empty or absolute path, a path with empty, `.`, `..` or
    ///   `.git` components, or a NUL character.
    public static func components(of path: String) throws(InvalidPath) -> [String] {
        guard !path.isEmpty else {
            throw InvalidPath(description: "empty path is not a repository-relative file path")
        }
        guard !path.hasPrefix("/") else {
            throw InvalidPath(description: "'\(path)' is absolute; paths are relative to the repository root")
        }
        guard !path.utf8.contains(0) else {
            throw InvalidPath(description: "'\(path)' contains a NUL character")
        }
        if let components = asciiComponents(of: path) { return components }
        let components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        for component in components {
            switch component {
            case "":
                throw InvalidPath(description: "'\(path)' has an empty path component")
            case ".", "..":
                throw InvalidPath(description: "'\(path)' has a '\(component)' component; paths must stay inside the repository")
            case _ where component.lowercased() == ".git":
                throw InvalidPath(description: "'\(path)' points into the '.git' directory")
            default:
                continue
            }
        }
        return components
    }

    /// `components(of:)` of an ASCII path that passes its checks, split by bytes (every lookup
    /// of a file in a commit goes through it); nil for any other path (the checks then
    /// run on characters and say what is wrong).
    private static func asciiComponents(of path: String) -> [String]? {
        var components: [String] = []
        let valid = path.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            var start = 0
            for index in 0...bytes.count {
                if index < bytes.count {
                    guard bytes[index] < 0x80 else { return false }
                    if bytes[index] != UInt8(ascii: "/") { continue }
                }
                let component = UnsafeBufferPointer(rebasing: bytes[start..<index])
                let dot = UInt8(ascii: ".")
                // Empty, `.`, `..` and `.git` in any case are refused by the checks on characters.
                if component.isEmpty || (component.count <= 2 && component.allSatisfy { $0 == dot }) { return false }
                if component.count == 4, component[0] == dot, component[1] | 0x20 == UInt8(ascii: "g"),
                   component[2] | 0x20 == UInt8(ascii: "i"), component[3] | 0x20 == UInt8(ascii: "t") {
                    return false
                }
                components.append(String(decoding: component, as: UTF8.self))
                start = index + 1
            }
            return true
        }
        return valid == true ? components : nil
    }

    /// The parent directories of a path given as components: `a`, `a/b` for `a/b/c`.
    public static func parentPrefixes(of components: [String]) -> [String] {
        guard components.count > 1 else { return [] }
        return (1..<components.count).map { components[0..<$0].joined(separator: "/") }
    }

    /// Normalizes `./a//b` to `a/b`; nil for absolute paths, `..` components or empty paths.
    public static func normalize(_ path: String) -> String? {
        guard !path.hasPrefix("/") else { return nil }
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." { return nil }
            parts.append(part)
        }
        guard !parts.isEmpty else { return nil }
        return parts.joined(separator: "/")
    }

    /// The directory part of a path (`""` at the root).
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// The last component of a path.
    public static func fileName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// Joins a directory and a name.
    public static func join(_ directory: String, _ name: String) -> String {
        directory.isEmpty ? name : directory + "/" + name
    }

    /// `relative` (which may hold `.` and `..`) taken from `directory`; nil when it is absolute
    /// or leaves the repository.
    public static func resolve(_ relative: String, relativeTo directory: String) -> String? {
        guard !relative.hasPrefix("/") else { return nil }
        var parts: [Substring] = directory.split(separator: "/")
        for part in relative.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
                continue
            }
            parts.append(part)
        }
        guard !parts.isEmpty else { return nil }
        return parts.joined(separator: "/")
    }
}
