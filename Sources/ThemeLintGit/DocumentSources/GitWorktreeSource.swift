internal import CLibGit2
import ThemeLintCore

/// The files of the working tree: tracked files present on disk plus untracked files that are
/// not ignored, as `git status` sees them.
///
/// Files are read straight from disk by a `NoFollowFileReader`, so a symbolic link (the file
/// itself or any parent directory) is reported, never followed: nothing outside the repository
/// can be read through one. Nothing is written (the index's stat cache is not
/// refreshed).
final class GitWorktreeSource: DocumentSource, @unchecked Sendable {
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
        try NoFollowFileReader(root: root, place: Self.place, maximumSize: maximumFileSize).contents(of: path)
    }

    func allFilePaths() throws(GitError) -> [String] {
        let candidates = try repository.withLock { () throws(GitError) -> [String] in try statusPathsLocked() }
        var verifiedDirectories: Set<String> = []
        return candidates.filter { isRegularFileBelowDirectories($0, verifiedDirectories: &verifiedDirectories) }.sorted()
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
            paths.insert(String(cString: path))
        }
        return Array(paths)
    }

    /// True when `path` is a regular file on disk and none of its parents is a symbolic link.
    private func isRegularFileBelowDirectories(_ path: String, verifiedDirectories: inout Set<String>) -> Bool {
        guard let components = try? RepositoryPath.components(of: path) else { return false }
        for prefix in RepositoryPath.parentPrefixes(of: components) where !verifiedDirectories.contains(prefix) {
            guard fileType(root + "/" + prefix) == S_IFDIR else { return false }
            verifiedDirectories.insert(prefix)
        }
        return fileType(root + "/" + path) == S_IFREG
    }

    private func fileType(_ absolutePath: String) -> mode_t? {
        var info = stat()
        guard lstat(absolutePath, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }
}
