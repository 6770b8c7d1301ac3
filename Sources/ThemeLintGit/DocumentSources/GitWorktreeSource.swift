internal import CLibGit2
import Foundation
import ThemeLintCore

/// The files of the working tree: tracked files present on disk plus untracked files that are
/// not ignored, as `git status` sees them.
///
/// Files are read straight from disk, one directory at a time with `O_NOFOLLOW`, so a symbolic
/// link (the file itself or any parent directory) is reported, never followed: nothing outside
/// the repository can be read through one. Nothing is written (the index's stat cache is not
/// refreshed).
final class GitWorktreeSource: DocumentSource, @unchecked Sendable {
    let descriptor = SourceDescriptor(spec: GitSourceSpec.worktree.description, kind: .worktree)
    private let repository: GitRepository
    /// The working tree's root, absolute, no trailing `/`.
    private let root: String
    private static let place = "the working tree"

    init(repository: GitRepository, root: String) {
        self.repository = repository
        self.root = root
    }

    func contents(of path: String) throws(GitError) -> [UInt8]? {
        let components = try RepositoryPath.components(of: path)
        return try readRegularFile(components, path: path)
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

    /// Reads a regular file, descending one directory at a time without following links.
    private func readRegularFile(_ components: [String], path: String) throws(GitError) -> [UInt8]? {
        var directory = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard directory >= 0 else { throw ioError("cannot open the working tree '\(root)'") }
        defer { close(directory) }
        for (position, component) in components.enumerated() {
            let shown = components[0...position].joined(separator: "/")
            var info = stat()
            guard fstatat(directory, component, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
                if errno == ENOENT || errno == ENOTDIR { return nil }
                throw ioError("cannot read '\(shown)' in \(Self.place)")
            }
            let type = info.st_mode & S_IFMT
            if type == S_IFLNK { throw symlinkError(shown, in: Self.place, below: path) }
            if position < components.count - 1 {
                guard type == S_IFDIR else { return nil }
                let next = openat(directory, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                guard next >= 0 else { throw openFailure(shown, path: path) }
                close(directory)
                directory = next
                continue
            }
            if type == S_IFDIR { throw GitError(.notARegularFile, "'\(path)' is a directory in \(Self.place), not a file") }
            guard type == S_IFREG else { throw GitError(.notARegularFile, "'\(path)' is not a regular file in \(Self.place)") }
            let file = openat(directory, component, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard file >= 0 else { throw openFailure(shown, path: path) }
            defer { close(file) }
            return try readAll(file, path: path)
        }
        return nil
    }

    /// The error for an `openat` that failed after `fstatat` succeeded (the tree changed meanwhile).
    private func openFailure(_ shown: String, path: String) -> GitError {
        if errno == ELOOP { return symlinkError(shown, in: Self.place, below: path) }
        return ioError("cannot open '\(shown)' in \(Self.place)")
    }

    private func readAll(_ file: Int32, path: String) throws(GitError) -> [UInt8] {
        var info = stat()
        guard fstat(file, &info) == 0 else { throw ioError("cannot read '\(path)' in \(Self.place)") }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw GitError(.notARegularFile, "'\(path)' is not a regular file in \(Self.place)")
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw ioError("cannot read '\(path)' in \(Self.place)")
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    private func ioError(_ context: String) -> GitError {
        GitError(.io, "\(context): \(String(cString: strerror(errno)))")
    }
}
