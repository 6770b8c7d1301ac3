import ArgumentParser

struct ContrastCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "contrast", abstract: "(pending)")
    func run() throws {}
}
