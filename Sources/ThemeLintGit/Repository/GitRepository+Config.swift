internal import CLibGit2

extension GitRepository {
    /// The value of a config variable (`core.hooksPath`, `diff.themelint.textconv`) as git
    /// would see it (local over global over system), or nil when unset or unreadable.
    public func configString(_ key: String) -> String? {
        withLock { () -> String? in
            var snapshot: OpaquePointer?
            guard git_repository_config_snapshot(&snapshot, handle) == 0 else {
                git_error_clear()
                return nil
            }
            defer { git_config_free(snapshot) }
            var value: UnsafePointer<CChar>?
            guard git_config_get_string(&value, snapshot, key) == 0, let value else {
                git_error_clear()
                return nil
            }
            return String(cString: value)
        }
    }

    /// Sets a config variable in the repository's own config (`.git/config`; for a linked
    /// worktree the shared one). The only write the git layer makes: used by an explicit
    /// `hook install --diff-driver`, never while reading.
    /// - Throws: `.other` for an invalid key, `.io` when the file cannot be written.
    public func setConfigString(_ key: String, _ value: String) throws(GitError) {
        try withLock { () throws(GitError) in
            var config: OpaquePointer?
            try check(git_repository_config(&config, handle), "cannot open the repository's config")
            defer { git_config_free(config) }
            var local: OpaquePointer?
            try check(git_config_open_level(&local, config, GIT_CONFIG_LEVEL_LOCAL), "cannot open the repository's local config")
            defer { git_config_free(local) }
            try check(git_config_set_string(local, key, value), "cannot set '\(key)'")
        }
    }

    /// The directory git runs hooks from: `core.hooksPath` when set (`~/` expanded; a relative
    /// value is taken from the working tree's root, or the git directory when bare), else
    /// `hooks` in the common git directory (so linked worktrees share the main one's hooks).
    public var hooksDirectory: String {
        let configured = withLock { () -> String? in
            var snapshot: OpaquePointer?
            guard git_repository_config_snapshot(&snapshot, handle) == 0 else {
                git_error_clear()
                return nil
            }
            defer { git_config_free(snapshot) }
            var buffer = git_buf()
            defer { git_buf_dispose(&buffer) }
            guard git_config_get_path(&buffer, snapshot, "core.hooksPath") == 0, let pointer = buffer.ptr else {
                git_error_clear()
                return nil
            }
            let path = String(cString: pointer)
            return path.isEmpty ? nil : path
        }
        if let configured {
            if configured.hasPrefix("/") { return withoutTrailingSlash(configured) }
            return withoutTrailingSlash(absolutePath(configured, relativeTo: workingDirectory ?? gitDirectory))
        }
        return commonDirectory + "/hooks"
    }
}
