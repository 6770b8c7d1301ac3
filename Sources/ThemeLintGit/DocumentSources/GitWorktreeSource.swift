internal import CLibGit2
import ThemeLintCore

/// The files of the working tree: tracked files present on disk plus untracked files that are
/// not ignored, as `git status` sees them.
///
/// Files are read straight from disk by a `NoFollowFileReader`, so a symbolic link (the file
/// itself or any parent directory) is reported, never followed: nothing outside the repository
/// can be read through one. Nothing is written (the index's stat cache is not
/// refreshed).
///
/// A sparse checkout's files outside its patterns carry the skip-worktree bit in the index and
/// are not on disk: as git does, they are read from the index (whatever the disk holds there)
/// and listed, never taken for deleted.
final class GitWorktreeSource: DocumentSource, Sendable {
    let descriptor = SourceDescriptor(spec: GitSourceSpec.worktree.description, kind: .worktree)
    private let repository: GitRepository
    /// The working tree's root, absolute, no trailing `/`.
    private let root: String
    private static let place = "the working tree"
    /// Files larger than this (by `fstat`) are refused unread (`FileTooLargeError`).
    private let maximumFileSize: Int

    init(repository: GitRepository, root: String, maximumFileSize: Int) {
        self.repository = repository
        self.root = root
        self.maximumFileSize = maximumFileSize
    }

    /// - Throws: `GitError`, or `FileTooLargeError` for a file over the limit (not read).
    func contents(of path: String) throws -> [UInt8]? {
        let staged = try repository.withLock { () throws(GitError) -> BlobRead? in
            try rejectSubmoduleParentsLocked(path)
            guard let id = try skipWorktreeBlobLocked(path) else { return nil }
            return try readBlobLocked(repository.handle, id, path: path, in: "the index", limit: maximumFileSize)
        }
        if let staged { return try staged.bytes() }
        return try NoFollowFileReader(root: root, place: Self.place, maximumSize: maximumFileSize).contents(of: path)
    }

    func allFilePaths() throws(GitError) -> [String] {
        let (candidates, skipWorktree) = try repository.withLock { () throws(GitError) -> ([String], Set<String>) in
            (try statusPathsLocked(), try skipWorktreePathsLocked())
        }
        var verifiedDirectories: Set<String> = []
        let onDisk = candidates.filter { !skipWorktree.contains($0) && isRegularFileBelowDirectories($0, verifiedDirectories: &verifiedDirectories) }
        return (onDisk + skipWorktree).sorted()
    }

    /// The staged blob of `path` when its index entry (stage 0, a regular file, at exactly this
    /// path) has the skip-worktree bit; nil otherwise.
    private func skipWorktreeBlobLocked(_ path: String) throws(GitError) -> git_oid? {
        var index: OpaquePointer?
        try check(git_repository_index(&index, repository.handle), "cannot read the index")
        defer { git_index_free(index) }
        guard let entry = git_index_get_bypath(index, RepositoryPath.cString(path), 0)?.pointee else {
            git_error_clear()
            return nil
        }
        guard Self.isSkipWorktreeFile(entry), let entryPath = entry.path, RepositoryPath.fromCString(entryPath) == path else { return nil }
        return entry.id
    }

    /// Throws when a parent directory of `path` is a submodule (a gitlink in the index): the
    /// files on disk there are the submodule's checkout, which the index and commits do not
    /// hold, so reading them would make `check` pass where `check --staged` cannot.
    private func rejectSubmoduleParentsLocked(_ path: String) throws(GitError) {
        guard let components = try? RepositoryPath.components(of: path), components.count > 1 else { return }
        var index: OpaquePointer?
        try check(git_repository_index(&index, repository.handle), "cannot read the index")
        defer { git_index_free(index) }
        for prefix in RepositoryPath.parentPrefixes(of: components) {
            if let parent = git_index_get_bypath(index, RepositoryPath.cString(prefix), 0), parent.pointee.mode == GIT_FILEMODE_COMMIT.rawValue {
                throw submoduleError(prefix, in: Self.place, below: path)
            }
        }
        git_error_clear()
    }

    /// Every stage-0 regular file of the index with the skip-worktree bit.
    private func skipWorktreePathsLocked() throws(GitError) -> Set<String> {
        var index: OpaquePointer?
        try check(git_repository_index(&index, repository.handle), "cannot read the index")
        defer { git_index_free(index) }
        var paths: Set<String> = []
        for position in 0..<git_index_entrycount(index) {
            guard let entry = git_index_get_byindex(index, position), git_index_entry_stage(entry) == 0 else { continue }
            if Self.isSkipWorktreeFile(entry.pointee), let path = entry.pointee.path { paths.insert(RepositoryPath.fromCString(path)) }
        }
        return paths
    }

    private static func isSkipWorktreeFile(_ entry: git_index_entry) -> Bool {
        UInt32(entry.flags_extended) & GIT_INDEX_ENTRY_SKIP_WORKTREE.rawValue != 0
            && (entry.mode == GIT_FILEMODE_BLOB.rawValue || entry.mode == GIT_FILEMODE_BLOB_EXECUTABLE.rawValue)
    }

    /// Every path `git status` knows in the working tree (tracked, including unmodified, and
    /// untracked but not ignored), without `GIT_STATUS_OPT_UPDATE_INDEX` so the index is not written.
    private func statusPathsLocked() throws(GitError) -> [String] {
        var options = git_status_options()
        try check(git_status_options_init(&options, UInt32(GIT_STATUS_OPTIONS_VERSION)), "cannot prepare a status query")
        options.show = GIT_STATUS_SHOW_INDEX_AND_WORKDIR
        options.flags = GIT_STATUS_OPT_INCLUDE_UNTRACKED.rawValue
            | GIT_STATUS_OPT_RECURSE_UNTRACKED_DIRS.rawValue
            | GIT_STATUS_OPT_INCLUDE_UNMODIFIED.rawValue
            | GIT_STATUS_OPT_EXCLUDE_SUBMODULES.rawValue
        var list: OpaquePointer?
        try check(git_status_list_new(&list, repository.handle, &options), "cannot read the status of the working tree")
        defer { git_status_list_free(list) }
        var paths: Set<String> = []
        let skipped = GIT_STATUS_IGNORED.rawValue | GIT_STATUS_WT_DELETED.rawValue
        for position in 0..<git_status_list_entrycount(list) {
            guard let entry = git_status_byindex(list, position)?.pointee,
                  entry.status.rawValue & skipped == 0,
                  let delta = entry.index_to_workdir ?? entry.head_to_index,
                  let path = delta.pointee.new_file.path
            else { continue }
            paths.insert(RepositoryPath.fromCString(path))
        }
        return Array(paths)
    }

    /// True when `path` is a regular file on disk and none of its parents is a symbolic link.
    private func isRegularFileBelowDirectories(_ path: String, verifiedDirectories: inout Set<String>) -> Bool {
        guard let components = try? RepositoryPath.components(of: path) else { return false }
        for prefix in RepositoryPath.parentPrefixes(of: components) where !verifiedDirectories.contains(prefix) {
            guard fileType(prefix) == S_IFDIR else { return false }
            verifiedDirectories.insert(prefix)
        }
        return fileType(path) == S_IFREG
    }

    /// The type of repository-relative `path` on disk (`lstat`: links are not followed).
    private func fileType(_ path: String) -> mode_t? {
        var absolute = Array(root.utf8).map { CChar(bitPattern: $0) } + [CChar(bitPattern: 0x2F)]
        absolute += RepositoryPath.cString(path)
        var info = stat()
        guard lstat(absolute, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }
}
