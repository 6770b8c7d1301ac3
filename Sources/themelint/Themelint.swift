import ArgumentParser
import Foundation
import ThemeLintCore
import ThemeLintGit

@main
struct Themelint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "themelint",
        abstract: "Lint color themes and diff them semantically, at any git revision.",
        version: ThemeLintVersion.current,
        subcommands: [CheckCommand.self, DiffCommand.self, ContrastCommand.self, TextconvCommand.self, HookCommand.self]
    )

    /// Runs the command; every failure that is not a deliberate exit status becomes a message
    /// on standard error and exit status 2 (usage, configuration, input or git error).
    static func main() {
        GitRepository.beginInitialization()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let exit as ExitCode {
            Foundation.exit(exit.rawValue)
        } catch let error as GitError {
            fail(error.description)
        } catch let error as ConfigurationError {
            fail(error.description)
        } catch let error as SourceError {
            fail(error.description)
        } catch let error as HookError {
            fail(error.description)
        } catch {
            if exitCode(for: error) == .success {
                exit(withError: error)
            }
            let message = fullMessage(for: error)
            writeError(message.isEmpty ? "themelint: error: \(error)" : message)
            Foundation.exit(2)
        }
        Foundation.exit(0)
    }

    private static func fail(_ message: String) -> Never {
        writeError("themelint: error: \(TerminalText.escape(message))")
        Foundation.exit(2)
    }
}
