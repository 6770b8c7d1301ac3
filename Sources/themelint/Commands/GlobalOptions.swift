import ThemeLintCore
import ArgumentParser
/// When to color terminal output.
enum ColorChoice: String, CaseIterable {
    case auto, always, never
}

/// Options every command takes.
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: "The repository (default: discover upward from the current directory; GIT_DIR is honoured).")
    var repo: String?

    @Option(name: .long, help: "Color output: auto (a terminal without NO_COLOR), always or never.")
    var color: ColorChoice = .auto

    /// Whether to emit ANSI color on standard output.
    var useColor: Bool {
        switch color {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColor = ProcessInfo.processInfo.environment["NO_COLOR"], !noColor.isEmpty { return false }
            return isatty(STDOUT_FILENO) != 0
        }
    }
}
