#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file that could not be replaced (or a folder moved, a path removed), and why.
struct FileReplacementError: Error, Sendable, CustomStringConvertible {
    /// The path as given.
    var path: String
    /// The reason (the system's message).
    var reason: String
    /// Paths already replaced when the error happened (empty unless a rename failed after
    /// others succeeded, which only a file system failing mid-way can cause).
    var replaced: [String] = []
    /// What could not be done to `path`: `write`, `move`, `remove`.
    var action = "write"
    /// For a `FileTransaction`: the paths its undoing could not restore (empty when the tree
    /// is as it was).
    var notRestored: [String] = []
    /// Whether the error comes from a `FileTransaction` (which says whether anything changed).
    var transactional = false

    /// A human-readable form, as shown in messages.
    var description: String {
        var text = "cannot \(action) \(path): \(reason)"
        if !replaced.isEmpty { text += " (already replaced: \(replaced.joined(separator: ", ")))" }
        if transactional {
            text += notRestored.isEmpty ? "; nothing changed" : "; undone except \(notRestored.joined(separator: ", ")), which could not be restored"
        }
        return text
    }
}

/// The system's message for the error number `code`.
func systemReason(_ code: Int32) -> String {
    String(cString: strerror(code))
}

/// Replaces files whole, all or nothing as far as the file system allows: every new content is
/// first written to a temporary file beside its target (`.NAME.themelint-tmp`, with the
/// target's permission bits), and only when all are written is each renamed over its target.
/// When any temporary file cannot be written, the ones written are removed and no target
/// changes. A temporary name that already exists (a file or folder left by someone else) is
/// not overwritten: the write fails and says so.
///
/// `durability` says whether each temporary file reaches the disk before its rename
/// (`.synced`, the default: an edit of a hand-written file survives a power loss whole, old or
/// new) or only the rename makes it visible (`.renamedOnly`: generated files that the source
/// reproduces; a reader still never sees a half-written file, but after a crash a file may be
/// empty until the next run writes it again).
enum FileReplacement {
    /// Whether each new content is flushed to the disk before it replaces its target.
    enum Durability: Sendable, Hashable {
        /// `fsync` every temporary file before the renames: for files people wrote (`compress
        /// --write`, `rename --write`, the merge driver's OURS), which nothing else can restore.
        case synced
        /// Temporary file and rename, no `fsync`: for generated files (`export --out`), which
        /// an export writes again; a file system call per file fewer, and no wait on the disk.
        case renamedOnly
    }

    /// The temporary file written beside `path` before it is replaced.
    static func temporaryPath(for path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        return directory + "." + name + ".themelint-tmp"
    }

    /// Replaces each `(path, bytes)` (filesystem paths), temporaries first, then the renames.
    /// - Parameter durability: `.synced` (the default) flushes each temporary file first.
    /// - Throws: `FileReplacementError` naming the first file that could not be written.
    static func replace(_ files: [(path: String, bytes: [UInt8])], durability: Durability = .synced) throws(FileReplacementError) {
        var written: [(temporary: String, path: String)] = []
        for file in files {
            let temporary = temporaryPath(for: file.path)
            if let reason = writeFile(file.bytes, to: temporary, modeOf: file.path, sync: durability == .synced) {
                for done in written { unlink(done.temporary) }
                throw FileReplacementError(path: file.path, reason: "\(temporary): \(reason)", replaced: [])
            }
            written.append((temporary, file.path))
        }
        var replaced: [String] = []
        for (index, done) in written.enumerated() {
            if rename(done.temporary, done.path) != 0 {
                let reason = String(cString: strerror(errno))
                for rest in written[index...] { unlink(rest.temporary) }
                throw FileReplacementError(path: done.path, reason: reason, replaced: replaced)
            }
            replaced.append(done.path)
        }
    }

    /// Writes `bytes` to a new file at `path` with the permission bits of `original`, flushed
    /// to the disk when `sync`; the reason on failure (the partial file removed).
    static func writeFile(_ bytes: [UInt8], to path: String, modeOf original: String, sync: Bool) -> String? {
        var status = stat()
        let mode: mode_t = stat(original, &status) == 0 ? status.st_mode & 0o7777 : 0o644
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        var failure: String?
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let count = write(descriptor, base + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += count
            }
        }
        if failure == nil, fchmod(descriptor, mode) != 0 { failure = String(cString: strerror(errno)) }
        if failure == nil, sync, fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
        if close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        if failure != nil { unlink(path) }
        return failure
    }
}
