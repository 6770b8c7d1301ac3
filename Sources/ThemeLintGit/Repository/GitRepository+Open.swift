internal import CLibGit2
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ThemeLintCore
extension GitRepository {
    /// Opens the repository git itself would use.
    ///
    /// - With `path` nil: `GIT_DIR` when set (no search; `GIT_WORK_TREE` then names the working
    ///   tree), else discovery upward from `currentDirectory`, stopping at
    ///   `GIT_CEILING_DIRECTORIES` and at filesystem boundaries unless
    ///   `GIT_DISCOVERY_ACROSS_FILESYSTEM` is true.
    /// - With `path` (`--repo`): discovery upward from it; `GIT_DIR` and `GIT_WORK_TREE` are
    ///   ignored, since the explicit path wins.
    /// - Either way `GIT_INDEX_FILE` (a pre-commit hook runs with a temporary index during
    ///   `git commit <paths>` and `git commit -a`), `GIT_OBJECT_DIRECTORY` and
    ///   `GIT_ALTERNATE_OBJECT_DIRECTORIES` are honoured. Relative paths in these variables are
    ///   taken relative to `currentDirectory`, as git does.
    ///
    /// libgit2 1.5.1's `GIT_REPOSITORY_OPEN_FROM_ENV` refuses `GIT_WORK_TREE` ("unimplemented"),
    /// so the variables are applied here, which also lets tests pass an environment without
    /// touching the process's.
    ///
    /// - Parameters:
    ///   - path: a directory inside the repository (or its git directory), or nil to discover.
    ///   - environment: the variables to honour; the process environment by default.
    ///   - currentDirectory: where discovery starts and relative paths are resolved; the
    ///     process's current directory by default.
    /// - Throws: `.notARepository`, `.pathNotFound` (no such `path`), `.unsafeOwnership`
    ///   (owned by another user and not listed in `safe.directory`), `.io`, `.other`.
    public static func open(
        path: String?,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) throws(GitError) -> GitRepository {
        try ensureLibgit2Initialized()
        let variables = GitEnvironment(environment, currentDirectory: currentDirectory)

        let request: OpenRequest
        if let path {
            let start = absolutePath(path, relativeTo: currentDirectory)
            guard FileManager.default.fileExists(atPath: start) else {
                throw GitError(.pathNotFound, "cannot open repository at '\(path)': no such file or directory")
            }
            request = OpenRequest(start: start, searchesUpward: true, variables: variables, describedAs: "'\(path)'")
        } else if let gitDirectory = variables.gitDirectory {
            request = OpenRequest(start: gitDirectory, searchesUpward: false, variables: variables, describedAs: "'\(gitDirectory)' (GIT_DIR)")
        } else {
            request = OpenRequest(start: currentDirectory, searchesUpward: true, variables: variables, describedAs: "'\(currentDirectory)'")
        }

        var opened: OpaquePointer?
        var code = git_repository_open_ext(&opened, request.start, request.flags, request.ceilingDirectories)
        if code == Libgit2Code.notFound || code == Libgit2Code.owner, let found = request.discoverWithoutOpening(),
           let owner = fileOwner(found), owner != geteuid(),
           SafeDirectory(environment: environment).trusts(displayedRepositoryPath(found), owner: owner) {
            // git would use it (see SafeDirectory); libgit2 1.5.1 refused it for its owner alone.
            themelint_git_set_owner_validation(0)
            code = git_repository_open_ext(&opened, request.start, request.flags, request.ceilingDirectories)
            themelint_git_set_owner_validation(1)
        }
        guard code >= 0, let opened else { throw openFailure(code: code, request: request) }
        let repository = GitRepository(adopting: opened)

        if path == nil, let workTree = variables.workTree ?? workTreeForGitDirectoryAlone(variables, currentDirectory: currentDirectory, repository: opened),
           !isCurrentWorkingDirectory(workTree, of: opened) {
            try check(git_repository_set_workdir(opened, workTree, 0), "cannot use the working tree '\(workTree)'")
        }
        try applyObjectDirectories(variables, to: opened)
        if let indexFile = variables.indexFile {
            var index: OpaquePointer?
            try check(git_index_open(&index, indexFile), "cannot read GIT_INDEX_FILE '\(indexFile)'")
            defer { git_index_free(index) }
            try check(git_repository_set_index(opened, index), "cannot use GIT_INDEX_FILE '\(indexFile)'")
        }
        return repository
    }

    /// git's rule for `GIT_DIR` without `GIT_WORK_TREE`: the working tree is `core.worktree`
    /// when set, none when `core.bare` is true, and otherwise the current directory (not the
    /// git directory's parent, which is libgit2's guess). Nil when there is nothing to change:
    /// no `GIT_DIR`, or the configuration decides (libgit2 reads both settings itself).
    private static func workTreeForGitDirectoryAlone(_ variables: GitEnvironment, currentDirectory: String, repository: OpaquePointer) -> String? {
        guard variables.gitDirectory != nil, variables.workTree == nil else { return nil }
        var config: OpaquePointer?
        guard git_repository_config_snapshot(&config, repository) == 0 else {
            git_error_clear()
            return nil
        }
        defer { git_config_free(config) }
        var entry: UnsafeMutablePointer<git_config_entry>?
        if git_config_get_entry(&entry, config, "core.worktree") == 0, entry != nil {
            git_config_entry_free(entry)
            return nil
        }
        var bare: Int32 = 0
        if git_config_get_bool(&bare, config, "core.bare") == 0, bare != 0 { return nil }
        git_error_clear()
        return currentDirectory
    }

    /// True when `workTree` is already the repository's working directory. libgit2 1.5.1's
    /// `git_repository_set_workdir` leaks its path buffer when asked to set the same directory
    /// again, so that call is skipped then (as it is when git runs a hook with GIT_WORK_TREE set
    /// to the usual working tree).
    private static func isCurrentWorkingDirectory(_ workTree: String, of repository: OpaquePointer) -> Bool {
        guard let current = git_repository_workdir(repository), let resolved = realpath(workTree, nil) else { return false }
        defer { free(resolved) }
        return withoutTrailingSlash(String(cString: current)) == withoutTrailingSlash(String(cString: resolved))
    }

    /// Points the repository at `GIT_OBJECT_DIRECTORY` and adds `GIT_ALTERNATE_OBJECT_DIRECTORIES`
    /// (as a `pre-receive` hook sees them while objects are quarantined).
    private static func applyObjectDirectories(_ variables: GitEnvironment, to repository: OpaquePointer) throws(GitError) {
        guard variables.objectDirectory != nil || !variables.alternateObjectDirectories.isEmpty else { return }
        var odb: OpaquePointer?
        if let objectDirectory = variables.objectDirectory {
            try check(git_odb_open(&odb, objectDirectory), "cannot open GIT_OBJECT_DIRECTORY '\(objectDirectory)'")
        } else {
            try check(git_repository_odb(&odb, repository), "cannot open the object database")
        }
        defer { git_odb_free(odb) }
        for alternate in variables.alternateObjectDirectories {
            try check(git_odb_add_disk_alternate(odb, alternate), "cannot use alternate object directory '\(alternate)'")
        }
        if variables.objectDirectory != nil {
            try check(git_repository_set_odb(repository, odb), "cannot use GIT_OBJECT_DIRECTORY")
        }
    }

    /// The error for a failed `git_repository_open_ext`.
    ///
    /// libgit2 1.5.1 reports a repository it refuses because of its owner as `GIT_EOWNER` only
    /// when some `safe.directory` is configured; otherwise as `GIT_ENOTFOUND` with the message
    /// "config value 'safe.directory' was not found". So on "not found", look for the
    /// repository without opening it and compare its owner with ours.
    private static func openFailure(code: Int32, request: OpenRequest) -> GitError {
        let libgit2 = lastLibgit2Error()
        guard code == Libgit2Code.notFound || code == Libgit2Code.owner else {
            return GitError(.other, "cannot open repository at \(request.describedAs): \(libgit2.message ?? "libgit2 error \(code)")")
        }
        if let found = request.discoverWithoutOpening(), let owner = fileOwner(found), owner != geteuid() {
            let shown = displayedRepositoryPath(found)
            return GitError(
                .unsafeOwnership,
                "repository '\(shown)' is owned by another user (uid \(owner)), not by the current user (uid \(geteuid())); "
                    + "git refuses it too. If you trust it, run: git config --global --add safe.directory \(shown)"
            )
        }
        if code == Libgit2Code.owner {
            return GitError(.unsafeOwnership, "cannot open repository at \(request.describedAs): \(libgit2.message ?? "not owned by the current user")")
        }
        if request.searchesUpward {
            return GitError(.notARepository, "not a git repository (or any of the parent directories): \(request.describedAs)")
        }
        return GitError(.notARepository, "not a git repository: \(request.describedAs)")
    }

    /// `/r/.git/` → `/r` (what `safe.directory` wants); other git directories without their trailing `/`.
    private static func displayedRepositoryPath(_ gitDirectory: String) -> String {
        let trimmed = withoutTrailingSlash(gitDirectory)
        return trimmed.hasSuffix("/.git") ? String(trimmed.dropLast(5)) : trimmed
    }

    private static func fileOwner(_ path: String) -> uid_t? {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_uid : nil
    }
}

/// Where and how `git_repository_open_ext` looks.
private struct OpenRequest {
    var start: String
    var searchesUpward: Bool
    var flags: UInt32
    var ceilingDirectories: String?
    /// How error messages name the place (the path as given, or GIT_DIR).
    var describedAs: String

    init(start: String, searchesUpward: Bool, variables: GitEnvironment, describedAs: String) {
        self.start = start
        self.searchesUpward = searchesUpward
        self.describedAs = describedAs
        if searchesUpward {
            flags = variables.discoveryAcrossFilesystem ? GIT_REPOSITORY_OPEN_CROSS_FS.rawValue : 0
            ceilingDirectories = variables.ceilingDirectories
        } else {
            flags = GIT_REPOSITORY_OPEN_NO_SEARCH.rawValue
            ceilingDirectories = nil
        }
    }

    /// The git directory a search would find, without opening (and so without owner checks).
    func discoverWithoutOpening() -> String? {
        var buffer = git_buf()
        let code = git_repository_discover(&buffer, start, flags & GIT_REPOSITORY_OPEN_CROSS_FS.rawValue != 0 ? 1 : 0, ceilingDirectories)
        defer { git_buf_dispose(&buffer) }
        guard code == 0, let pointer = buffer.ptr else {
            git_error_clear()
            return nil
        }
        let found = String(cString: pointer)
        if !searchesUpward, withoutTrailingSlash(found) != withoutTrailingSlash(start) { return nil }
        return found
    }
}

/// The git environment variables that decide which repository, working tree, index and object
/// directories are used; relative paths made absolute against the current directory.
struct GitEnvironment {
    var gitDirectory: String?
    var workTree: String?
    var indexFile: String?
    var objectDirectory: String?
    var alternateObjectDirectories: [String]
    var ceilingDirectories: String?
    var discoveryAcrossFilesystem: Bool

    init(_ environment: [String: String], currentDirectory: String) {
        func path(_ name: String) -> String? {
            guard let value = environment[name], !value.isEmpty else { return nil }
            return absolutePath(value, relativeTo: currentDirectory)
        }
        gitDirectory = path("GIT_DIR")
        workTree = path("GIT_WORK_TREE")
        indexFile = path("GIT_INDEX_FILE")
        objectDirectory = path("GIT_OBJECT_DIRECTORY")
        alternateObjectDirectories = (environment["GIT_ALTERNATE_OBJECT_DIRECTORIES"] ?? "")
            .split(separator: ":").map { absolutePath(String($0), relativeTo: currentDirectory) }
        ceilingDirectories = environment["GIT_CEILING_DIRECTORIES"].flatMap { $0.isEmpty ? nil : $0 }
        let across = environment["GIT_DISCOVERY_ACROSS_FILESYSTEM"]?.lowercased() ?? ""
        discoveryAcrossFilesystem = ["1", "true", "yes", "on"].contains(across)
    }
}

/// `path` when absolute, else `path` resolved against `directory`; `.` and `..` removed.
func absolutePath(_ path: String, relativeTo directory: String) -> String {
    let base = URL(fileURLWithPath: directory, isDirectory: true)
    return URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL.path
}
