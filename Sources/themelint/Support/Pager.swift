import ArgumentParser
import Synchronization
import ThemeLintCore
import ThemeLintGit

/// `--no-pager`, for the commands that page their output (`log`, `show`).
struct PagerOptions: ParsableArguments {
    @Flag(name: .customLong("no-pager"), help: "Do not pipe the output into a pager.")
    var noPager = false

    /// Starts the pager when paging is on (`enabled`, no `--no-pager`) and standard output is a terminal.
    func start(repository: GitRepository?, enabled: Bool) {
        guard enabled, !noPager else { return }
        Pager.start(repository: repository)
    }
}

/// Pipes standard output into a pager the way git does: only when standard output is a
/// terminal; the command is `$GIT_PAGER`, else `core.pager`, else `$PAGER`, else `less`, run
/// through `sh -c`; an empty command or `cat` means no pager. `LESS=FRX` and `LV=-c` are set
/// when unset, so `less` quits when the text fits on a screen, keeps colors, and leaves the
/// text on the screen. The process waits for the pager before it exits (`Pager.finish()`).
enum Pager {
    /// The pager's process id while it runs.
    private static let running = Mutex<pid_t?>(nil)

    /// True while a pager reads standard output.
    static var isRunning: Bool { running.withLock { $0 != nil } }

    /// The pager command for `environment` and the repository's configuration; nil for none.
    static func command(environment: [String: String], repository: GitRepository?) -> String? {
        let command = environment["GIT_PAGER"] ?? repository?.configString("core.pager") ?? environment["PAGER"] ?? "less"
        let trimmed = command.filter { $0 != " " && $0 != "\t" }
        return trimmed.isEmpty || trimmed == "cat" ? nil : command
    }

    /// Starts the pager and points standard output at it, when standard output is a terminal.
    static func start(repository: GitRepository?) {
        guard isatty(STDOUT_FILENO) != 0 else { return }
        let environment = ProcessInfo.processInfo.environment
        guard let command = command(environment: environment, repository: repository) else { return }
        var variables = environment
        if variables["LESS"] == nil { variables["LESS"] = "FRX" }
        if variables["LV"] == nil { variables["LV"] = "-c" }

        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, fds[0], STDIN_FILENO)
        posix_spawn_file_actions_addclose(&actions, fds[0])
        posix_spawn_file_actions_addclose(&actions, fds[1])

        // themelint ignores SIGPIPE (`ignoreBrokenPipeSignal`); the pager gets the default back.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaultSignals = sigset_t()
        sigemptyset(&defaultSignals)
        sigaddset(&defaultSignals, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaultSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))

        let arguments = ["sh", "-c", command]
        let environmentLines = variables.map { "\($0.key)=\($0.value)" }
        var pid: pid_t = 0
        let status = withCStrings(arguments) { argv in
            withCStrings(environmentLines) { envp in
                posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, envp)
            }
        }
        close(fds[0])
        guard status == 0 else {
            close(fds[1])
            return
        }
        dup2(fds[1], STDOUT_FILENO)
        close(fds[1])
        running.withLock { $0 = pid }
    }

    /// Closes standard output and waits for the pager to exit, when one runs.
    static func finish() {
        guard let pid = running.withLock({ state -> pid_t? in defer { state = nil }; return state }) else { return }
        close(STDOUT_FILENO)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    }

    private static func withCStrings<Result>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> Result) -> Result {
        var pointers = strings.map { strdup($0) }
        pointers.append(nil)
        defer { for pointer in pointers { free(pointer) } }
        return body(pointers)
    }
}
