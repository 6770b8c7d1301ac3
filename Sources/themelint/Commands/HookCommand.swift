import ArgumentParser
import ThemeLintCore
import ThemeLintGit

struct HookCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hook",
        abstract: "Install or remove themelint's git pre-commit hook (and diff driver).",
        subcommands: [HookInstallCommand.self, HookUninstallCommand.self]
    )
}

struct HookInstallCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "install",
        abstract: "Install the pre-commit hook into the hooks directory git uses (core.hooksPath honoured).",
        discussion: """
            The hook runs `themelint check --staged` when a JSON file is staged and refuses the commit on \
            errors. An existing hook that themelint did not install is left alone unless --force is given; \
            it is then kept as pre-commit.themelint-backup and restored by `hook uninstall`.
            With --diff-driver, also sets diff.themelint.textconv in the repository's config, so that files \
            marked `diff=themelint` in .gitattributes diff as resolved listings (see `themelint textconv`).
            Exit status: 0 installed (or already up to date), 1 a different hook is in the way, 2 error.
            """
    )

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Replace a pre-commit hook that themelint did not install (it is kept as a backup).")
    var force = false

    @Flag(name: .customLong("diff-driver"), help: "Also configure the themelint diff driver (diff.themelint.textconv).")
    var diffDriver = false

    func run() throws {
        let repository = try GitRepository.open(path: global.repo)
        guard !repository.isBare else {
            throw HookError("\(repository.gitDirectory) is a bare repository: there is nothing to commit from, so no pre-commit hook to install")
        }
        // The diff driver is independent of the hook: set it even when the hook is refused.
        if diffDriver {
            let command = Self.textconvCommand()
            try repository.setConfigString("diff.themelint.textconv", command)
            writeOutput("""
                themelint: set diff.themelint.textconv = \(command)
                  Mark theme files in .gitattributes to use it, for example:
                    palette*.json diff=themelint
                    scheme*.json diff=themelint
                    *.colorset/Contents.json diff=themelint

                """)
        }
        let hooks = HookFiles(directory: repository.hooksDirectory)
        let existing = try hooks.existingHook()
        switch HookInstallAction.decide(existing: existing, force: force) {
        case .create:
            try hooks.writeHook()
            writeOutput("themelint: installed the pre-commit hook at \(hooks.hookPath)\n")
        case .update:
            try hooks.writeHook()
            writeOutput("themelint: updated the pre-commit hook at \(hooks.hookPath)\n")
        case .upToDate:
            writeOutput("themelint: the pre-commit hook at \(hooks.hookPath) is already installed\n")
        case .replaceForeign:
            try hooks.backUpForeignHook()
            try hooks.writeHook()
            writeOutput("themelint: installed the pre-commit hook at \(hooks.hookPath); the previous hook is kept as \(hooks.backupPath)\n")
        case .refuseForeign:
            writeError("themelint: error: \(hooks.hookPath) exists and was not installed by themelint; left unchanged. Use --force to replace it (it will be kept as \(hooks.backupPath)), or call `themelint check --staged` from it.")
            throw ExitCode(1)
        }
        if !Self.themelintIsOnPath() && ProcessInfo.processInfo.environment["THEMELINT"] == nil {
            writeError("themelint: note: themelint is not on PATH; the hook will refuse commits of theme files until it is (or THEMELINT names it).")
        }
    }

    /// `themelint textconv`, with this executable's absolute path when it was started by path
    /// (not found through PATH), shell-quoted: git runs the command through the shell.
    static func textconvCommand() -> String {
        let invoked = CommandLine.arguments.first ?? "themelint"
        guard invoked.contains("/") else { return "themelint textconv" }
        let absolute = URL(fileURLWithPath: invoked).standardizedFileURL.path
        return shellQuoted(absolute) + " textconv"
    }

    /// Single-quotes `text` for a POSIX shell unless it is made of safe characters only.
    static func shellQuoted(_ text: String) -> String {
        let safe = text.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || "/._-+:@%".unicodeScalars.contains(scalar)
        }
        if safe && !text.isEmpty { return text }
        return "'" + text.replacing("'", with: "'\\''") + "'"
    }

    static func themelintIsOnPath() -> Bool {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").contains { directory in
            FileManager.default.isExecutableFile(atPath: "\(directory)/themelint")
        }
    }
}

struct HookUninstallCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "uninstall",
        abstract: "Remove the pre-commit hook if themelint installed it (any other hook is left alone), and the diff driver.",
        discussion: """
            A hook that --force displaced (pre-commit.themelint-backup) is put back. The diff driver's \
            settings (the diff.themelint section of the repository's config, which install --diff-driver \
            writes) are removed too, so the config is as it was before install.
            Exit status: 0 removed (or nothing installed), 1 the hook there is not themelint's, 2 error.
            """
    )

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let repository = try GitRepository.open(path: global.repo)
        // The diff driver `hook install --diff-driver` set goes first: it is ours whatever hook
        // is in place. Its whole section goes, header included, so .git/config is as before.
        let removedSettings = try repository.removeConfigSection("diff.themelint")
        if !removedSettings.isEmpty {
            writeOutput("themelint: removed the diff driver (\(removedSettings.joined(separator: ", ")))\n")
        }
        let hooks = HookFiles(directory: repository.hooksDirectory)
        switch HookUninstallAction.decide(existing: try hooks.existingHook()) {
        case .absent:
            writeOutput("themelint: no pre-commit hook at \(hooks.hookPath); nothing to remove\n")
        case .keepForeign:
            writeError("themelint: error: \(hooks.hookPath) was not installed by themelint; left unchanged")
            throw ExitCode(1)
        case .remove:
            try hooks.removeHook()
            if try hooks.restoreBackup() {
                writeOutput("themelint: removed the pre-commit hook; restored the previous hook from \(hooks.backupPath)\n")
            } else {
                writeOutput("themelint: removed the pre-commit hook at \(hooks.hookPath)\n")
            }
        }
        if let textconv = repository.configString("diff.themelint.textconv") {
            // Set outside the repository's own config (global or system): not ours to change.
            writeOutput("themelint: diff.themelint.textconv = \(textconv) is still set outside this repository's config (git config --global --unset diff.themelint.textconv)\n")
        }
    }
}

/// A failure installing or removing the hook (filesystem), reported with exit status 2.
struct HookError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}

/// The pre-commit hook file and its backup in a hooks directory.
struct HookFiles {
    let directory: String

    var hookPath: String { directory + "/pre-commit" }
    var backupPath: String { directory + "/pre-commit.themelint-backup" }

    /// The current hook's bytes, nil when there is none. A symbolic link is never followed:
    /// its target path stands in for its content (so it is never taken for themelint's hook).
    func existingHook() throws -> [UInt8]? {
        let manager = FileManager.default
        guard let attributes = try? manager.attributesOfItem(atPath: hookPath) else { return nil }
        switch attributes[.type] as? FileAttributeType {
        case .typeSymbolicLink?:
            let target = (try? manager.destinationOfSymbolicLink(atPath: hookPath)) ?? ""
            return Array("symbolic link to \(target)".utf8)
        case .typeRegular?:
            guard let data = manager.contents(atPath: hookPath) else {
                throw HookError("cannot read \(hookPath)")
            }
            return Array(data)
        default:
            throw HookError("\(hookPath) is not a regular file")
        }
    }

    /// Writes the hook (atomically, executable), creating the hooks directory if needed.
    func writeHook() throws {
        let manager = FileManager.default
        do {
            try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let temporary = directory + "/.pre-commit.themelint-\(ProcessInfo.processInfo.processIdentifier).tmp"
            guard manager.createFile(atPath: temporary, contents: Data(PreCommitHook.script.utf8), attributes: [.posixPermissions: 0o755]) else {
                throw HookError("cannot write \(temporary)")
            }
            try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: temporary)
            guard rename(temporary, hookPath) == 0 else {
                let reason = String(cString: strerror(errno))
                try? manager.removeItem(atPath: temporary)
                throw HookError("cannot write \(hookPath): \(reason)")
            }
        } catch let error as HookError {
            throw error
        } catch {
            throw HookError("cannot install the hook in \(directory): \(describeFileError(error))")
        }
    }

    /// Moves a foreign hook aside to `backupPath` (replacing an older backup).
    func backUpForeignHook() throws {
        guard rename(hookPath, backupPath) == 0 else {
            throw HookError("cannot move \(hookPath) to \(backupPath): \(String(cString: strerror(errno)))")
        }
    }

    /// Removes the hook.
    func removeHook() throws {
        guard unlink(hookPath) == 0 else {
            throw HookError("cannot remove \(hookPath): \(String(cString: strerror(errno)))")
        }
    }

    /// Puts a backup made by `install --force` back; false when there is none.
    func restoreBackup() throws -> Bool {
        guard (try? FileManager.default.attributesOfItem(atPath: backupPath)) != nil else { return false }
        guard rename(backupPath, hookPath) == 0 else {
            throw HookError("cannot restore \(backupPath): \(String(cString: strerror(errno)))")
        }
        return true
    }
}
