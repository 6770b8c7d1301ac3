internal import CLibGit2
import ThemeLintCore

/// The files of one commit's tree. Regular files only: symbolic links (mode 120000) and
/// submodules are never read or listed.
///
/// `@unchecked Sendable` is safe: every stored property is a `let`; all but `tree` are
/// Sendable, and `tree` (a libgit2 pointer, not Sendable) is only touched inside
/// `repository.withLock`, deinit included, like every other libgit2 object.
final class GitCommitSource: DocumentSource, @unchecked Sendable {
    let descriptor: SourceDescriptor
    private let repository: GitRepository
    /// The commit's `git_tree*`, used under the repository's lock; freed in `deinit`.
    private let tree: OpaquePointer
    /// Blobs larger than this are refused by their header (`FileTooLargeError`), never loaded.
    private let maximumFileSize: Int

    init(repository: GitRepository, revision: String, maximumFileSize: Int) throws(GitError) {
        self.repository = repository
        self.maximumFileSize = maximumFileSize
        let (tree, commitID) = try repository.withLock { () throws(GitError) -> (OpaquePointer, String) in
            let commit = try repository.lookupCommitLocked(revision)
            defer { git_commit_free(commit) }
            var tree: OpaquePointer?
            try check(git_commit_tree(&tree, commit), "cannot read the tree of '\(revision)'")
            guard let tree else { throw GitError(.other, "cannot read the tree of '\(revision)'") }
            return (tree, hexString(git_commit_id(commit)))
        }
        self.tree = tree
        descriptor = SourceDescriptor(spec: revision, kind: .commit, commit: commitID)
    }

    deinit {
        repository.withLock { git_tree_free(tree) }
    }

    /// - Throws: `GitError`, or `FileTooLargeError` for a blob over the limit (not loaded).
    func contents(of path: String) throws -> [UInt8]? {
        let blob = try repository.withLock { () throws(GitError) -> BlobRead? in
            guard let blobID = try regularFileBlobLocked(path) else { return nil }
            return try readBlobLocked(repository.handle, blobID.id, path: path, in: descriptor.spec, limit: maximumFileSize)
        }
        return try blob?.bytes()
    }

    func contentID(of path: String) throws(GitError) -> String? {
        try repository.withLock { () throws(GitError) -> String? in
            try regularFileBlobLocked(path)?.hex
        }
    }

    func allFilePaths() throws(GitError) -> [String] {
        try repository.withLock { () throws(GitError) -> [String] in
            let collector = TreeWalkCollector()
            let code = git_tree_walk(tree, GIT_TREEWALK_PRE, { root, entry, payload in
                guard let payload, let entry else { return 0 }
                let collector = Unmanaged<TreeWalkCollector>.fromOpaque(payload).takeUnretainedValue()
                let mode = git_tree_entry_filemode(entry)
                guard mode == GIT_FILEMODE_BLOB || mode == GIT_FILEMODE_BLOB_EXECUTABLE else { return 0 }
                let directory = root.map { RepositoryPath.fromCString($0) } ?? ""
                let name = git_tree_entry_name(entry).map { RepositoryPath.fromCString($0) } ?? ""
                collector.paths.append(directory + name)
                return 0
            }, Unmanaged.passUnretained(collector).toOpaque())
            try check(code, "cannot list the files of '\(descriptor.spec)'")
            return collector.paths.sorted()
        }
    }

    /// The blob id of the regular file at `path`, or nil when there is none.
    /// - Throws: `.symlink` when the path or one of its parents is a symbolic link,
    ///   `.notARegularFile` for a directory or submodule, `.invalidPath`.
    private func regularFileBlobLocked(_ path: String) throws(GitError) -> (id: git_oid, hex: String)? {
        let components = try RepositoryPath.checkedComponents(of: path)
        var entry: OpaquePointer?
        let code = git_tree_entry_bypath(&entry, tree, RepositoryPath.cString(path))
        guard code >= 0, let entry else {
            if code == Libgit2Code.notFound {
                git_error_clear()
                try rejectSymlinkParentsLocked(components, path: path)
                return nil
            }
            throw libgit2Error(code: code, context: "cannot look up '\(path)' in '\(descriptor.spec)'")
        }
        defer { git_tree_entry_free(entry) }
        switch git_tree_entry_filemode(entry) {
        case GIT_FILEMODE_BLOB, GIT_FILEMODE_BLOB_EXECUTABLE:
            guard let id = git_tree_entry_id(entry) else { return nil }
            return (id.pointee, hexString(id))
        case GIT_FILEMODE_LINK:
            throw symlinkError(path, in: "'\(descriptor.spec)'")
        case GIT_FILEMODE_TREE:
            throw GitError(.notARegularFile, "'\(path)' is a directory in '\(descriptor.spec)', not a file")
        default:
            throw GitError(.notARegularFile, "'\(path)' is a submodule in '\(descriptor.spec)', not a file")
        }
    }

    /// Throws `.symlink` when a parent directory of the (absent) path is a symbolic link in the tree.
    private func rejectSymlinkParentsLocked(_ components: [String], path: String) throws(GitError) {
        for prefix in RepositoryPath.parentPrefixes(of: components) {
            var entry: OpaquePointer?
            guard git_tree_entry_bypath(&entry, tree, RepositoryPath.cString(prefix)) == 0, let entry else {
                git_error_clear()
                return
            }
            defer { git_tree_entry_free(entry) }
            if git_tree_entry_filemode(entry) == GIT_FILEMODE_LINK {
                throw symlinkError(prefix, in: "'\(descriptor.spec)'", below: path)
            }
            if git_tree_entry_filemode(entry) == GIT_FILEMODE_COMMIT {
                throw submoduleError(prefix, in: "'\(descriptor.spec)'", below: path)
            }
        }
    }
}

/// Collects paths from `git_tree_walk`'s C callback.
private final class TreeWalkCollector {
    var paths: [String] = []
}

/// What reading a blob gave: its bytes, or its size when that is over the limit.
enum BlobRead {
    case bytes([UInt8])
    case tooLarge(FileTooLargeError)

    /// The bytes; throws `FileTooLargeError` for a blob that was not loaded.
    func bytes() throws(FileTooLargeError) -> [UInt8] {
        switch self {
        case .bytes(let bytes): return bytes
        case .tooLarge(let error): throw error
        }
    }
}

/// The bytes of a blob, unless its size, read from the object's header first
/// (`git_odb_read_header`: a loose object's first bytes, a packed object's entry or delta
/// header), is over `limit`: then the blob is never loaded or inflated. The caller holds the
/// repository's lock.
func readBlobLocked(_ repository: OpaquePointer, _ id: git_oid, path: String, in spec: String, limit: Int) throws(GitError) -> BlobRead {
    var blobID = id
    var odb: OpaquePointer?
    try check(git_repository_odb(&odb, repository), "cannot open the object database to read '\(path)' from '\(spec)'")
    defer { git_odb_free(odb) }
    var size = 0
    var type = GIT_OBJECT_INVALID
    try check(git_odb_read_header(&size, &type, odb, &blobID), "cannot read '\(path)' from '\(spec)'")
    if size > limit { return .tooLarge(FileTooLargeError(path: path, size: size, limit: limit)) }
    var blob: OpaquePointer?
    try check(git_blob_lookup(&blob, repository, &blobID), "cannot read '\(path)' from '\(spec)'")
    defer { git_blob_free(blob) }
    let loaded = Int(git_blob_rawsize(blob))
    if loaded > limit { return .tooLarge(FileTooLargeError(path: path, size: loaded, limit: limit)) }
    guard loaded > 0, let bytes = git_blob_rawcontent(blob) else { return .bytes([]) }
    return .bytes(Array(UnsafeRawBufferPointer(start: bytes, count: loaded)))
}

/// The error for reading a symbolic link (or a path below one): links are never followed,
/// so a link cannot lead a read out of the repository.
/// The error for a path below a submodule (a gitlink): its files belong to another repository,
/// which no source reads (the working tree neither, so that it agrees with the index and commits).
func submoduleError(_ submodule: String, in spec: String, below path: String) -> GitError {
    GitError(.notARegularFile, "'\(path)' lies inside '\(submodule)', a submodule in \(spec); themelint reads this repository's files, not a submodule's (run it in the submodule)")
}

func symlinkError(_ link: String, in spec: String, below path: String? = nil) -> GitError {
    if let path, path != link {
        return GitError(.symlink, "'\(path)' lies below '\(link)', which is a symbolic link in \(spec); symbolic links are not followed")
    }
    return GitError(.symlink, "'\(link)' is a symbolic link in \(spec), not a regular file; symbolic links are not followed")
}
