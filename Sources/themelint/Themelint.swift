import ArgumentParser
import ThemeLintCore

@main
struct Themelint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "themelint",
        abstract: "Lint color themes and diff them semantically, at any git revision.",
        version: ThemeLintVersion.current,
        subcommands: [CheckCommand.self, DiffCommand.self, ContrastCommand.self, TextconvCommand.self, HookCommand.self]
    )
}
