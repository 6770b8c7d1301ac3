#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ThemeLintCore

extension ProjectEditing {
    /// Creates the folders below `base` (the working tree's root, ending in `/`) that the
    /// repository-relative `paths` need and that do not exist yet: a generated file a plan adds
    /// (the color set of a renamed role). Refuses a symbolic link or a file on the way, so no
    /// file is written through a link to somewhere outside the repository. Each folder is
    /// looked at once.
    static func prepareFolders(for paths: [String], under base: String) throws {
        var checked: Set<String> = []
        for path in paths {
            var folder = ""
            for component in path.split(separator: "/").dropLast() {
                folder += (folder.isEmpty ? "" : "/") + component
                guard checked.insert(folder).inserted else { continue }
                var status = stat()
                guard lstat(base + folder, &status) == 0 else {
                    if errno == ENOENT, mkdir(base + folder, 0o777) == 0 { continue }
                    throw SourceError("cannot create folder \(folder): \(String(cString: strerror(errno)))")
                }
                switch status.st_mode & S_IFMT {
                case S_IFDIR: continue
                case S_IFLNK: throw SourceError("\(folder) is a symbolic link: \(path) is not written through it")
                default: throw SourceError("\(folder) is not a folder: \(path) cannot be written inside it")
                }
            }
        }
    }
}
