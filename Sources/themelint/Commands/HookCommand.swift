import ArgumentParser

struct HookCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "hook", abstract: "(pending)")
    func run() throws {}
}
