import ThemeLintCore
import ThemeLintGit

/// `hook install --merge-driver` and its undoing by `hook uninstall`: the merge driver's config
/// (`merge.themelint.*`), the `.gitattributes` block naming the theme files, and the
/// `pre-merge-commit` hook that checks a merge before it is committed.
enum MergeDriverInstallation {
    /// The driver's config section.
    static let section = "merge.themelint"

    /// The driver command git runs: `themelint merge-driver --marker-size %L %O %A %B %P`, with
    /// this executable's absolute path when it was started by path (as the diff driver's).
    static func driverCommand() -> String {
        HookInstallCommand.executableCommand() + " merge-driver --marker-size %L %O %A %B %P"
    }

    /// The `pre-merge-commit` hook's files.
    static func hookFiles(_ repository: GitRepository) -> HookFiles {
        HookFiles(directory: repository.hooksDirectory, name: "pre-merge-commit", script: PreMergeCommitHook.script)
    }

    /// `.gitattributes` at the top of the working tree.
    static func attributesPath(_ repository: GitRepository) throws -> String {
        guard let root = repository.workingDirectory else {
            throw HookError("\(repository.gitDirectory) is a bare repository: it has no working tree to merge in")
        }
        return root + "/.gitattributes"
    }

    /// The file's bytes, nil when there is none; a symbolic link or a folder is refused.
    static func readAttributes(_ path: String) throws -> [UInt8]? {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            if errno == ENOENT { return nil }
            throw HookError("cannot read \(path): \(String(cString: strerror(errno)))")
        }
        guard status.st_mode & S_IFMT == S_IFREG else { throw HookError("\(path) is not a regular file; left unchanged") }
        return try readFile(atPath: path, limit: FileSizeLimit.default)
    }

    /// Sets the driver, writes the `.gitattributes` block and the `pre-merge-commit` hook.
    /// Returns false when a foreign `pre-merge-commit` hook is in the way (without `force`).
    static func install(_ repository: GitRepository, force: Bool) throws -> Bool {
        // Everything that can fail on input (the configuration, the theme files, .gitattributes)
        // is read before anything is written.
        let project = try Workspace(repoPath: repository.workingDirectory).start(.worktree).project
        let lines = MergeDriverAttributes.patterns(for: project.files)
        let path = try attributesPath(repository)
        let existing = try readAttributes(path)
        let updated = MergeDriverAttributes.installing(lines, into: existing)

        let command = driverCommand()
        if repository.configString("\(section).driver") != command {
            try repository.setConfigString("\(section).name", "themelint: theme files merged by meaning")
            try repository.setConfigString("\(section).driver", command)
            writeOutput("themelint: set \(section).driver = \(command)\n")
        } else {
            writeOutput("themelint: \(section).driver is already set\n")
        }
        if lines.isEmpty {
            // No block of markers alone: nothing to mark (an earlier block stays as it is).
        } else if updated != existing {
            try FileReplacement.replace([(path, updated)])
            writeOutput("themelint: marked \(lines.count) theme file pattern\(lines.count == 1 ? "" : "s") merge=themelint in \(path)\n")
        } else {
            writeOutput("themelint: \(path) already marks the theme files merge=themelint\n")
        }
        for pattern in MergeDriverAttributes.patternsWithOtherMergeAttribute(lines, in: existing ?? []) {
            writeError("themelint: note: \(path) also sets a merge attribute for \(pattern) outside themelint's block; the later line wins (git reads .gitattributes top to bottom).")
        }
        if lines.isEmpty {
            writeError("themelint: note: no theme file found in the working tree; add `PATH merge=themelint` lines to .gitattributes yourself, or run this again once there are.")
        }

        let hooks = hookFiles(repository)
        switch HookInstallAction.decide(existing: try hooks.existingHook(), force: force, script: PreMergeCommitHook.script, isOurs: PreMergeCommitHook.isThemelintHook) {
        case .create, .update:
            try hooks.writeHook()
            writeOutput("themelint: installed the pre-merge-commit hook at \(hooks.hookPath)\n")
        case .upToDate:
            writeOutput("themelint: the pre-merge-commit hook at \(hooks.hookPath) is already installed\n")
        case .replaceForeign:
            try hooks.backUpForeignHook()
            try hooks.writeHook()
            writeOutput("themelint: installed the pre-merge-commit hook at \(hooks.hookPath); the previous hook is kept as \(hooks.backupPath)\n")
        case .refuseForeign:
            writeError("themelint: error: \(hooks.hookPath) exists and was not installed by themelint; left unchanged. Use --force to replace it (it will be kept as \(hooks.backupPath)), or call `themelint check --staged` from it.")
            return false
        }
        return true
    }

    /// Removes what `install` added (a `pre-merge-commit` hook that is not ours stays).
    static func uninstall(_ repository: GitRepository) throws {
        let removed = try repository.removeConfigSection(section)
        if !removed.isEmpty {
            writeOutput("themelint: removed the merge driver (\(removed.joined(separator: ", ")))\n")
        }
        if let path = try? attributesPath(repository), let existing = try readAttributes(path) {
            let (bytes, created) = MergeDriverAttributes.removing(from: existing)
            if MergeDriverAttributes.hasUnfinishedBlock(bytes) {
                writeError("themelint: note: \(path) has the line `\(MergeDriverAttributes.beginMarker.prefix(24))…` without `\(MergeDriverAttributes.endMarker)` after it (edited by hand?); the lines after it were left as they are: remove the `merge=themelint` lines yourself.")
            }
            if bytes != existing {
                if bytes.isEmpty && created {
                    guard unlink(path) == 0 else { throw HookError("cannot remove \(path): \(String(cString: strerror(errno)))") }
                    writeOutput("themelint: removed \(path) (install had created it)\n")
                } else {
                    try FileReplacement.replace([(path, bytes)])
                    writeOutput("themelint: removed the merge=themelint block from \(path)\n")
                }
            }
        }
        let hooks = hookFiles(repository)
        switch HookUninstallAction.decide(existing: try hooks.existingHook(), isOurs: PreMergeCommitHook.isThemelintHook) {
        case .absent:
            return
        case .keepForeign:
            // Not ours, and install never touched it unless --force: said only when the driver was ours.
            if !removed.isEmpty { writeOutput("themelint: \(hooks.hookPath) was not installed by themelint; left unchanged\n") }
        case .remove:
            try hooks.removeHook()
            if try hooks.restoreBackup() {
                writeOutput("themelint: removed the pre-merge-commit hook; restored the previous hook from \(hooks.backupPath)\n")
            } else {
                writeOutput("themelint: removed the pre-merge-commit hook at \(hooks.hookPath)\n")
            }
        }
    }
}
