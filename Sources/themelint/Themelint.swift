import ArgumentParser
import ThemeLintCore
import ThemeLintGit

@main
struct Themelint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "themelint",
        abstract: "Lint color themes and diff them semantically, at any git revision.",
        version: ThemeLintVersion.current,
        subcommands: [CheckCommand.self, DiffCommand.self, ShowCommand.self, LogCommand.self, ExportCommand.self, ContrastCommand.self, CompressCommand.self, RenameCommand.self, LSPCommand.self, TextconvCommand.self, MergeDriverCommand.self, HookCommand.self]
    )

    /// Runs the command; every failure that is not a deliberate exit status becomes a message
    /// on standard error and exit status 2 (usage, configuration, input or git error).
    static func main() {
        ignoreBrokenPipeSignal()
        if CommandLine.arguments.count <= 1 {
            // No subcommand: as git does, the usage goes to standard error, with status 2.
            writeError(helpMessage(columns: CommandLineMessages.terminalWidth))
            terminate(2)
        }
        if let message = CommandLineMessages.unknownSubcommand(in: Array(CommandLine.arguments.dropFirst()), root: Themelint.self) {
            writeError("themelint: error: " + message)
            terminate(2)
        }
        do {
            var command = try parseAsRoot(LogCommand.splittingPathspecs(Array(CommandLine.arguments.dropFirst())))
            try command.run()
        } catch let exit as ExitCode {
            terminate(exit.rawValue)
        } catch let error as GitError {
            fail(error.description)
        } catch let error as ConfigurationError {
            fail(error.description)
        } catch let error as SourceError {
            fail(error.description)
        } catch let error as HookError {
            fail(error.description)
        } catch let error as FileTooLargeError {
            fail(error.description)
        } catch let error as EditRefusal {
            fail(error.description)
        } catch let error as FileReplacementError {
            fail(error.description)
        } catch let error as OverlappingEditsError {
            fail(error.description)
        } catch {
            let full = fullMessage(for: error)
            let width = CommandLineMessages.terminalWidth
            if exitCode(for: error) == .success {
                // --help, --version, `help`: the text goes to standard output, wrapped to the terminal.
                writeOutput(full.isEmpty ? "" : CommandLineMessages.wrap(full, width: width) + "\n")
                terminate(0)
            }
            let short = message(for: error)
            writeError(short.isEmpty ? "themelint: error: \(error)" : CommandLineMessages.usageError(message: short, fullMessage: full, width: width))
            terminate(2)
        }
        terminate(0)
    }

    private static func fail(_ message: String) -> Never {
        writeError("themelint: error: \(TerminalText.escape(message))")
        terminate(2)
    }

    /// Ends the process with `status`, after flushing standard output; exit status 2 with a
    /// message instead when a write to standard output failed (`exitAfterFailedOutput`).
    private static func terminate(_ status: Int32) -> Never {
        do {
            try finishStandardOutput()
        } catch {
            exitAfterFailedOutput(errno: error.errno)
        }
        fflush(nil)
        Pager.finish()
        exitProcess(status)
    }
}

/// The C library's `exit` (inside a command type, `exit` names ArgumentParser's method).
private func exitProcess(_ status: Int32) -> Never {
    exit(status)
}
