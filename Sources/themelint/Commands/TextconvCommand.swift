import ArgumentParser

struct TextconvCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "textconv", abstract: "(pending)")
    func run() throws {}
}
