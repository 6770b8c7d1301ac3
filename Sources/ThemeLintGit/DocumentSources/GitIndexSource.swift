internal import CLibGit2
import ThemeLintCore

/// The staged files: the repository's index, or the one `GIT_INDEX_FILE` names.
///
/// Only stage-0 regular files count: symbolic links and submodules are never read or listed,
/// entries added with `git add -N` (intent to add) have no staged content yet and are absent,
/// and a path with unresolved conflicts is listed but an error to read, rather than a file.
/// The index is read, never written (no stat-cache refresh). Paths are matched exactly, as
/// `git cat-file -p :PATH` does, even with `core.ignorecase=true` (which makes libgit2's index
/// lookups case-insensitive): `Palette.json` never reads `palette.json`.
///
/// `@unchecked Sendable` is safe: every stored property is a `let`; all but `index` are
/// Sendable, and `index` (a libgit2 pointer, not Sendable) is only touched inside
/// `repository.withLock`, deinit included, like every other libgit2 object.
final class GitIndexSource: DocumentSource, @unchecked Sendable {
    let descriptor = SourceDescriptor(spec: GitSourceSpec.index.description, kind: .index)
    private let repository: GitRepository
    /// The `git_index*`, used under the repository's lock; freed in `deinit`.
    private let index: OpaquePointer
    private static let place = "the index"
    /// Blobs larger than this are refused by their header (`FileTooLargeError`), never loaded.
    private let maximumFileSize: Int

    init(repository: GitRepository, maximumFileSize: Int) throws(GitError) {
        self.repository = repository
        self.maximumFileSize = maximumFileSize
        index = try repository.withLock { () throws(GitError) -> OpaquePointer in
            var index: OpaquePointer?
            try check(git_repository_index(&index, repository.handle), "cannot read the index")
            guard let index else { throw GitError(.other, "cannot read the index") }
            return try Self.caseSensitive(index)
        }
    }

    deinit {
        repository.withLock { git_index_free(index) }
    }

    /// `index`, or when it ignores case (`core.ignorecase=true`) a private, case-sensitive copy
    /// read from the same file, so lookups match exact paths; the shared index (which the working
    /// tree's status uses) keeps its setting. Takes ownership of `index`.
    private static func caseSensitive(_ index: OpaquePointer) throws(GitError) -> OpaquePointer {
        guard git_index_caps(index) & Int32(GIT_INDEX_CAPABILITY_IGNORE_CASE.rawValue) != 0,
              let file = git_index_path(index)
        else { return index }
        var exact: OpaquePointer?
        let code = git_index_open(&exact, file)
        git_index_free(index)
        try check(code, "cannot read the index")
        guard let exact else { throw GitError(.other, "cannot read the index") }
        return exact
    }

    /// - Throws: `GitError`, or `FileTooLargeError` for a blob over the limit (not loaded).
    func contents(of path: String) throws -> [UInt8]? {
        let blob = try repository.withLock { () throws(GitError) -> BlobRead? in
            guard let id = try regularFileBlobLocked(path) else { return nil }
            return try readBlobLocked(repository.handle, id, path: path, in: Self.place, limit: maximumFileSize)
        }
        return try blob?.bytes()
    }

    func contentID(of path: String) throws(GitError) -> String? {
        try repository.withLock { () throws(GitError) -> String? in
            guard var id = try regularFileBlobLocked(path) else { return nil }
            return hexString(&id)
        }
    }

    /// The staged regular files, and the paths with unresolved conflicts (whose reading
    /// throws `.conflict`), so that a conflicted palette is an error, never taken for absent.
    func allFilePaths() throws(GitError) -> [String] {
        repository.withLock { () -> [String] in
            var paths: [String] = []
            var unmerged: Set<String> = []
            let count = git_index_entrycount(index)
            paths.reserveCapacity(count)
            for position in 0..<count {
                guard let entry = git_index_get_byindex(index, position),
                      Self.isStagedRegularFile(entry.pointee),
                      let path = entry.pointee.path
                else { continue }
                if git_index_entry_stage(entry) == 0 {
                    paths.append(RepositoryPath.fromCString(path))
                } else {
                    unmerged.insert(RepositoryPath.fromCString(path))
                }
            }
            return (paths + unmerged).sorted()
        }
    }

    private static func isStagedRegularFile(_ entry: git_index_entry) -> Bool {
        let isIntentToAdd = UInt32(entry.flags_extended) & GIT_INDEX_ENTRY_INTENT_TO_ADD.rawValue != 0
        return !isIntentToAdd && (entry.mode == GIT_FILEMODE_BLOB.rawValue || entry.mode == GIT_FILEMODE_BLOB_EXECUTABLE.rawValue)
    }

    /// The blob id staged for the regular file at `path`, or nil when nothing is staged there.
    private func regularFileBlobLocked(_ path: String) throws(GitError) -> git_oid? {
        let components = try RepositoryPath.checkedComponents(of: path)
        if let entry = git_index_get_bypath(index, RepositoryPath.cString(path), 0)?.pointee {
            if Self.isStagedRegularFile(entry) { return entry.id }
            if UInt32(entry.flags_extended) & GIT_INDEX_ENTRY_INTENT_TO_ADD.rawValue != 0 { return nil }
            if entry.mode == GIT_FILEMODE_LINK.rawValue { throw symlinkError(path, in: Self.place) }
            throw GitError(.notARegularFile, "'\(path)' is a submodule in \(Self.place), not a file")
        }
        git_error_clear()
        for stage: Int32 in 1...3 where git_index_get_bypath(index, RepositoryPath.cString(path), stage) != nil {
            throw GitError(.conflict, "'\(path)' has unresolved merge conflicts in \(Self.place)")
        }
        git_error_clear()
        var position = 0
        if git_index_find_prefix(&position, index, RepositoryPath.cString(path + "/")) == 0 {
            throw GitError(.notARegularFile, "'\(path)' is a directory in \(Self.place), not a file")
        }
        git_error_clear()
        for prefix in RepositoryPath.parentPrefixes(of: components) {
            if let parent = git_index_get_bypath(index, RepositoryPath.cString(prefix), 0), parent.pointee.mode == GIT_FILEMODE_LINK.rawValue {
                throw symlinkError(prefix, in: Self.place, below: path)
            }
            if let parent = git_index_get_bypath(index, RepositoryPath.cString(prefix), 0), parent.pointee.mode == GIT_FILEMODE_COMMIT.rawValue {
                throw submoduleError(prefix, in: Self.place, below: path)
            }
        }
        git_error_clear()
        return nil
    }
}
