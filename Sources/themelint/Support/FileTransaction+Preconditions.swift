#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file of a `FileTransaction`, its places before and after the moves.
struct PreparedFile {
    /// Its path after the moves (the target).
    var path: String
    /// Its path now.
    var pathBeforeMoves: String
    /// The new bytes.
    var bytes: [UInt8]
    /// Whether a file is there now (it is replaced, not created).
    var existed: Bool
    /// Whether the file there now is kept by a hard link until the change is complete.
    var kept = false

    /// The temporary file holding the new bytes, after the moves.
    var temporary: String { FileReplacement.temporaryPath(for: path) }
    /// The same, before the moves (where it is written).
    var temporaryBeforeMoves: String { FileReplacement.temporaryPath(for: pathBeforeMoves) }
    /// The link keeping the old file, after the moves.
    var keptPath: String { Self.keptPath(for: path) }
    /// The same, before the moves (where it is made).
    var keptPathBeforeMoves: String { Self.keptPath(for: pathBeforeMoves) }

    /// `.NAME.themelint-old` beside `path`.
    static func keptPath(for path: String) -> String {
        let temporary = FileReplacement.temporaryPath(for: path)
        return temporary.dropLast("tmp".count) + "old"
    }
}

/// What a `FileTransaction` checked and prepares: its files, and the folders it creates for
/// new files.
struct Prepared {
    var files: [PreparedFile] = []
    /// Folders to create (relative, before the moves), outermost first.
    var foldersToCreate: [String] = []
    /// The ones created so far.
    private(set) var createdFolders: [String] = []

    /// Creates the folders new files need, writes every temporary file and keeps every
    /// replaced file by a hard link; on a failure undoes all of it.
    mutating func writeTemporaries(_ calls: any FileSystemCalls, root: String) throws(FileReplacementError) {
        let absolute = { (path: String) in root.hasSuffix("/") ? root + path : root + "/" + path }
        var done = 0
        do throws(FileReplacementError) {
            for folder in foldersToCreate {
                let failure = calls.makeFolder(absolute(folder))
                if failure != 0 { throw FileReplacementError(path: folder, reason: systemReason(failure), action: "create", transactional: true) }
                createdFolders.append(folder)
            }
            for index in files.indices {
                let file = files[index]
                if let reason = calls.writeFile(file.bytes, to: absolute(file.temporaryBeforeMoves), modeOf: absolute(file.pathBeforeMoves)) {
                    throw FileReplacementError(path: file.path, reason: "\(file.temporaryBeforeMoves): \(reason)", transactional: true)
                }
                done = index + 1
                guard file.existed else { continue }
                let failure = calls.link(absolute(file.pathBeforeMoves), as: absolute(file.keptPathBeforeMoves))
                switch failure {
                case 0: files[index].kept = true
                // A file system without hard links: the file is replaced without a way back.
                case EPERM, EXDEV, EMLINK, ENOTSUP: break
                default: throw FileReplacementError(path: file.path, reason: "\(file.keptPathBeforeMoves): \(systemReason(failure))", transactional: true)
                }
            }
        } catch {
            for file in files.prefix(done) {
                calls.unlink(absolute(file.temporaryBeforeMoves))
                if file.kept { calls.unlink(absolute(file.keptPathBeforeMoves)) }
            }
            removeCreatedFolders(calls, root: root)
            throw error
        }
    }

    /// Removes the temporary files and kept links (at their places after or before the moves),
    /// except those of files in `except` (renamed into place) and the links of `keeping` (they
    /// hold the only copy of a file not restored).
    func removeTemporaries(_ calls: any FileSystemCalls, root: String, afterMoves: Bool, except: Set<String>, keeping: Set<String>) {
        let absolute = { (path: String) in root.hasSuffix("/") ? root + path : root + "/" + path }
        for file in files {
            if !except.contains(file.path) { calls.unlink(absolute(afterMoves ? file.temporary : file.temporaryBeforeMoves)) }
            if file.kept, !keeping.contains(file.path) { calls.unlink(absolute(afterMoves ? file.keptPath : file.keptPathBeforeMoves)) }
        }
    }

    /// Removes the folders created, innermost first (only when empty).
    func removeCreatedFolders(_ calls: any FileSystemCalls, root: String) {
        for folder in createdFolders.reversed() { calls.removeFolder(root.hasSuffix("/") ? root + folder : root + "/" + folder) }
    }
}

extension FileTransaction {
    /// Checks every precondition, changing nothing.
    func validate() throws(FileReplacementError) -> Prepared {
        var walker = FolderWalker(calls: calls, root: root)
        func refuse(_ path: String, _ reason: String, action: String = "write") -> FileReplacementError {
            FileReplacementError(path: path, reason: reason, action: action, transactional: true)
        }
        var endpoints = Set<String>()
        for move in moves {
            for path in [move.from, move.to] {
                guard Self.isPlainRelative(path) else { throw refuse(path, "not a path inside the repository", action: "move") }
                guard endpoints.insert(path).inserted else { throw refuse(path, "moved twice", action: "move") }
            }
        }
        for path in endpoints where Self.enclosing(path, in: endpoints, strictly: true) != nil {
            throw refuse(path, "lies inside another folder the write moves", action: "move")
        }
        for move in moves {
            let name = "\(move.from) to \(move.to)"
            try walker.requireFolder(RepositoryParent.of(move.from), create: false, action: "move", name: name)
            try walker.requireFolder(RepositoryParent.of(move.to), create: false, action: "move", name: name)
            switch calls.kind(absolute(move.from)) {
            case .folder: break
            case .absent: throw refuse(name, "\(move.from) does not exist", action: "move")
            case .symbolicLink: throw refuse(name, "\(move.from) is a symbolic link", action: "move")
            default: throw refuse(name, "\(move.from) is not a folder", action: "move")
            }
            guard calls.kind(absolute(move.to)) == .absent else { throw refuse(name, "\(move.to) already exists", action: "move") }
        }
        let removed = Set(removals)
        for path in removals {
            guard Self.isPlainRelative(path) else { throw refuse(path, "not a path inside the repository", action: "remove") }
            if Self.enclosing(path, in: removed, strictly: true) != nil || Self.enclosing(path, in: endpoints, strictly: false) != nil
                || endpoints.contains(where: { $0.hasPrefix(path + "/") }) {
                throw refuse(path, "overlaps another path the write moves or removes", action: "remove")
            }
            try walker.requireFolder(RepositoryParent.of(path), create: false, action: "remove", name: path)
            guard calls.kind(absolute(path)) != .absent else { throw refuse(path, "it does not exist", action: "remove") }
            guard calls.kind(absolute(Self.asidePath(for: path))) == .absent else { throw refuse(path, "\(Self.asidePath(for: path)) already exists", action: "remove") }
        }
        let movedTo = Dictionary(moves.map { ($0.to, $0.from) }, uniquingKeysWith: { first, _ in first })
        let movedFrom = Set(moves.map(\.from))
        let movedToPaths = Set(movedTo.keys)
        var prepared = Prepared()
        var seen = Set<String>()
        for file in files {
            guard Self.isPlainRelative(file.path), seen.insert(file.path).inserted else { throw refuse(file.path, "not a path inside the repository, or named twice") }
            if Self.enclosing(file.path, in: removed, strictly: false) != nil || Self.enclosing(file.path, in: movedFrom, strictly: false) != nil {
                throw refuse(file.path, "it lies in a folder the write removes or moves away")
            }
            var before = file.path
            if let to = Self.enclosing(file.path, in: movedToPaths, strictly: true), let from = movedTo[to] {
                before = from + file.path.dropFirst(to.count)
            }
            try walker.requireFolder(RepositoryParent.of(before), create: true, action: "write", name: file.path)
            let kind = calls.kind(absolute(before))
            guard kind == .absent || kind == .file else {
                throw refuse(file.path, kind == .symbolicLink ? "it is a symbolic link" : "it is not a regular file")
            }
            prepared.files.append(PreparedFile(path: file.path, pathBeforeMoves: before, bytes: file.bytes, existed: kind == .file))
        }
        prepared.foldersToCreate = walker.toCreate
        return prepared
    }

    /// Whether `path` is relative, with no empty, `.` or `..` component.
    static func isPlainRelative(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/") && !path.split(separator: "/", omittingEmptySubsequences: false).contains { $0.isEmpty || $0 == "." || $0 == ".." }
    }

    /// The member of `folders` that encloses `path` (or is it, unless `strictly`).
    static func enclosing(_ path: String, in folders: Set<String>, strictly: Bool) -> String? {
        if !strictly, folders.contains(path) { return path }
        var end = path.endIndex
        while let slash = path[..<end].lastIndex(of: "/") {
            let folder = String(path[..<slash])
            if folders.contains(folder) { return folder }
            end = slash
        }
        return nil
    }
}

/// The folder of a relative path ("" for one at the root).
enum RepositoryParent {
    static func of(_ path: String) -> String {
        path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
    }
}

/// Checks that folders are reached from the root through real, writable folders (no symbolic
/// link on the way), each folder looked at once.
struct FolderWalker {
    let calls: any FileSystemCalls
    let root: String
    private var known: Set<String> = [""]
    /// Missing folders to create, outermost first.
    private(set) var toCreate: [String] = []
    private var creating: Set<String> = []
    private var writable: Set<String> = []

    init(calls: any FileSystemCalls, root: String) {
        self.calls = calls
        self.root = root
    }

    /// Requires the folder `folder` (relative; "" is the root) to be reachable and writable, or,
    /// with `create`, to be creatable.
    mutating func requireFolder(_ folder: String, create: Bool, action: String, name: String) throws(FileReplacementError) {
        let parts = folder.split(separator: "/")
        var path = ""
        var existing = ""
        for part in parts {
            path = path.isEmpty ? String(part) : path + "/" + part
            if known.contains(path) { existing = path; continue }
            if creating.contains(path) { continue }
            switch calls.kind(root.hasSuffix("/") ? root + path : root + "/" + path) {
            case .folder:
                known.insert(path)
                existing = path
            case .absent where create:
                creating.insert(path)
                toCreate.append(path)
            case .absent: throw FileReplacementError(path: name, reason: "\(path) does not exist", action: action, transactional: true)
            case .symbolicLink: throw FileReplacementError(path: name, reason: "\(path) is a symbolic link", action: action, transactional: true)
            default: throw FileReplacementError(path: name, reason: "\(path) is not a folder", action: action, transactional: true)
            }
        }
        let changed = creating.contains(folder) ? existing : folder
        guard !writable.contains(changed) else { return }
        guard calls.isWritable(changed.isEmpty ? root : (root.hasSuffix("/") ? root + changed : root + "/" + changed)) else {
            throw FileReplacementError(path: name, reason: "\(changed.isEmpty ? "the repository's folder" : changed) is not writable", action: action, transactional: true)
        }
        writable.insert(changed)
    }
}
