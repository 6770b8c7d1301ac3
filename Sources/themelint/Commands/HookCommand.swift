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
            The hook runs `themelint check --staged` when a JSON, *.tokens or XML file is staged and refuses the commit on \
            errors. An existing hook that themelint did not install is left alone unless --force is given; \
            it is then kept as pre-commit.themelint-backup and restored by `hook uninstall`.
            With --diff-driver, also sets diff.themelint.textconv in the repository's config, so that files \
            marked `diff=themelint` in .gitattributes diff as resolved listings (see `themelint textconv`).
            With --merge-driver, also sets merge.themelint.driver (themelint merge-driver --marker-size %L %O %A %B %P), \
            appends a marked block of `/PATH merge=themelint` lines for the theme files it finds to .gitattributes, \
            and installs a pre-merge-commit hook that runs `themelint check --staged` on a merge before it is committed.
            Exit status: 0 installed (or already up to date), 1 a different hook is in the way, 2 error.
            """
    )

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Replace a pre-commit hook that themelint did not install (it is kept as a backup).")
    var force = false

    @Flag(name: .customLong("diff-driver"), help: "Also configure the themelint diff driver (diff.themelint.textconv).")
    var diffDriver = false

    @Flag(name: .customLong("merge-driver"), help: "Also configure the themelint merge driver (merge.themelint.driver), mark the theme files merge=themelint in .gitattributes, and install a pre-merge-commit hook that checks merges.")
    var mergeDriver = false

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
        let mergeHookInstalled = try mergeDriver ? MergeDriverInstallation.install(repository, force: force) : true
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
        if !mergeHookInstalled { throw ExitCode(1) }
    }

    /// `themelint textconv`, with this executable's absolute path when it was started by path
    /// (not found through PATH), shell-quoted: git runs the command through the shell.
    static func textconvCommand() -> String {
        executableCommand() + " textconv"
    }

    /// This executable for a shell: its absolute path, shell-quoted, when it was started by path;
    /// `themelint` when it was found through PATH.
    static func executableCommand() -> String {
        let invoked = CommandLine.arguments.first ?? "themelint"
        guard invoked.contains("/") else { return "themelint" }
        return shellQuoted(URL(fileURLWithPath: invoked).standardizedFileURL.path)
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
            writes) are removed too, so the config is as it was before install; so are the merge driver's \
            (the merge.themelint section, the marked block of .gitattributes, the pre-merge-commit hook).
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
        try MergeDriverInstallation.uninstall(repository)
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
