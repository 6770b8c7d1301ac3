#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What is at a path (never following a symbolic link).
enum FileKind: Sendable, Hashable {
    case absent, file, folder, symbolicLink, other
}

/// The file system calls a `FileTransaction` makes, on absolute paths: the system's, or a
/// test's that fails where it is told to. Error numbers as `errno` gives them, 0 for success.
protocol FileSystemCalls: Sendable {
    /// What is at `path` (`lstat`).
    func kind(_ path: String) -> FileKind
    /// Whether entries of the folder `path` may be added and removed (`access(W_OK)`).
    func isWritable(_ path: String) -> Bool
    /// Creates the folder `path`.
    func makeFolder(_ path: String) -> Int32
    /// Removes the empty folder `path`.
    func removeFolder(_ path: String)
    /// Writes `bytes` to the new file `path` (never over an existing one) with the permission
    /// bits of `original`, flushed to the disk; the reason on failure.
    func writeFile(_ bytes: [UInt8], to path: String, modeOf original: String) -> String?
    /// Makes `link` a hard link to the file `path`.
    func link(_ path: String, as link: String) -> Int32
    /// Renames `from` to `to`.
    func rename(_ from: String, _ to: String) -> Int32
    /// Removes the file `path`.
    func unlink(_ path: String)
    /// Removes `path` and, for a folder, everything in it (links are removed, never followed).
    func removeTree(_ path: String) -> Int32
}

/// The system's file calls.
struct SystemFileCalls: FileSystemCalls {
    func kind(_ path: String) -> FileKind {
        var status = stat()
        guard lstat(path, &status) == 0 else { return .absent }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    func isWritable(_ path: String) -> Bool { access(path, W_OK) == 0 }

    func makeFolder(_ path: String) -> Int32 { mkdir(path, 0o777) == 0 ? 0 : errno }

    func removeFolder(_ path: String) { rmdir(path) }

    func writeFile(_ bytes: [UInt8], to path: String, modeOf original: String) -> String? {
        FileReplacement.writeFile(bytes, to: path, modeOf: original, sync: true)
    }

    func link(_ path: String, as link: String) -> Int32 {
        #if canImport(Glibc)
        Glibc.link(path, link) == 0 ? 0 : errno
        #else
        Darwin.link(path, link) == 0 ? 0 : errno
        #endif
    }

    func rename(_ from: String, _ to: String) -> Int32 {
        #if canImport(Glibc)
        Glibc.rename(from, to) == 0 ? 0 : errno
        #else
        Darwin.rename(from, to) == 0 ? 0 : errno
        #endif
    }

    func unlink(_ path: String) {
        #if canImport(Glibc)
        _ = Glibc.unlink(path)
        #else
        _ = Darwin.unlink(path)
        #endif
    }

    func removeTree(_ path: String) -> Int32 {
        guard kind(path) == .folder else { return remove(path) == 0 ? 0 : errno }
        guard let folder = opendir(path) else { return errno }
        var failure: Int32 = 0
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { names.append(name) }
        }
        closedir(folder)
        for name in names {
            let result = removeTree(path + "/" + name)
            if failure == 0 { failure = result }
        }
        if rmdir(path) != 0, failure == 0 { failure = errno }
        return failure
    }
}
