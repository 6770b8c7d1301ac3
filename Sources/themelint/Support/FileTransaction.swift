#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One all-or-nothing change of a working tree: folders moved, files and folders removed,
/// files replaced or created (`compress --write`, `rename --write`).
///
/// Every precondition is checked before anything changes: each path is a plain relative path
/// under `root` reached through real folders (no symbolic link on the way), a moved folder is
/// a folder and its target is absent, a removed path exists, a replaced file is a regular file
/// (or absent). Then: every new file is written to a temporary file beside its target, at the
/// target's place before the moves (the moves carry it), flushed, and each existing target is
/// kept by a hard link `.NAME.themelint-old`; the folders move; each removed path is renamed
/// aside (`.NAME.themelint-removed`); each temporary file is renamed over its target. A failure
/// at any step undoes the steps done, in reverse, so the tree is as it was; only when all are
/// done are the kept links and the removed paths deleted.
struct FileTransaction {
    /// The working tree's folder (absolute); every path below is relative to it.
    var root: String
    /// Folders to move.
    var moves: [(from: String, to: String)] = []
    /// Files or folders to remove.
    var removals: [String] = []
    /// Files to write whole, named by their paths after the moves.
    var files: [(path: String, bytes: [UInt8])] = []

    /// The file system calls made (the real ones, or a test's).
    var calls: any FileSystemCalls = SystemFileCalls()

    /// Makes the change, all or nothing.
    /// - Returns: notes on what was left behind after success (a removed folder that could not
    ///   be deleted whole is left under its `.themelint-removed` name).
    /// - Throws: `FileReplacementError` when a precondition fails (nothing changed) or a step
    ///   fails (every step done undone).
    func apply() throws(FileReplacementError) -> [String] {
        var prepared = try validate()
        try prepared.writeTemporaries(calls, root: root)
        var journal = Journal()
        do throws(FileReplacementError) {
            for move in moves {
                let failure = calls.rename(absolute(move.from), absolute(move.to))
                if failure != 0 {
                    throw FileReplacementError(path: "\(move.from) to \(move.to)", reason: systemReason(failure), action: "move")
                }
                journal.moves.append(move)
            }
            for path in removals {
                let aside = Self.asidePath(for: path)
                let failure = calls.rename(absolute(path), absolute(aside))
                if failure != 0 {
                    throw FileReplacementError(path: path, reason: systemReason(failure), action: "remove")
                }
                journal.removals.append((path, aside))
            }
            for file in prepared.files {
                let failure = calls.rename(absolute(file.temporary), absolute(file.path))
                if failure != 0 {
                    throw FileReplacementError(path: file.path, reason: systemReason(failure))
                }
                journal.replaced.append(file)
            }
        } catch {
            let notRestored = undo(journal, prepared: prepared)
            throw FileReplacementError(path: error.path, reason: error.reason, action: error.action, notRestored: notRestored, transactional: true)
        }
        var notes: [String] = []
        for file in prepared.files where file.kept { calls.unlink(absolute(file.keptPath)) }
        for (path, aside) in journal.removals {
            let failure = calls.removeTree(absolute(aside))
            if failure != 0 { notes.append("\(path) is removed, but \(aside) could not be deleted: \(systemReason(failure))") }
        }
        return notes
    }

    /// Undoes the steps `journal` records, newest first; the paths it could not restore.
    private func undo(_ journal: Journal, prepared: Prepared) -> [String] {
        var notRestored: [String] = []
        for file in journal.replaced.reversed() {
            if file.kept {
                if calls.rename(absolute(file.keptPath), absolute(file.path)) != 0 { notRestored.append(file.path) }
            } else if file.existed {
                notRestored.append(file.path)
            } else {
                calls.unlink(absolute(file.path))
            }
        }
        let replaced = Set(journal.replaced.map(\.path))
        let keepLinks = Set(notRestored)
        // Temporaries and kept links lie where the moves put them: removed after the moves are
        // undone unless every move was made.
        let movesDone = journal.moves.count == moves.count
        if movesDone { prepared.removeTemporaries(calls, root: root, afterMoves: true, except: replaced, keeping: keepLinks) }
        for (path, aside) in journal.removals.reversed() where calls.rename(absolute(aside), absolute(path)) != 0 {
            notRestored.append(path)
        }
        for move in journal.moves.reversed() where calls.rename(absolute(move.to), absolute(move.from)) != 0 {
            notRestored.append(move.from)
        }
        if !movesDone { prepared.removeTemporaries(calls, root: root, afterMoves: false, except: replaced, keeping: keepLinks) }
        prepared.removeCreatedFolders(calls, root: root)
        return notRestored
    }

    /// What has been done, for undoing it.
    private struct Journal {
        var moves: [(from: String, to: String)] = []
        var removals: [(path: String, aside: String)] = []
        var replaced: [PreparedFile] = []
    }

    /// The path a removed `path` is renamed to until the change is complete.
    static func asidePath(for path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        return directory + "." + name + ".themelint-removed"
    }

    /// The absolute form of a relative path.
    func absolute(_ path: String) -> String {
        root.hasSuffix("/") ? root + path : root + "/" + path
    }
}
