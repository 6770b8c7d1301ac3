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

    @Option(name: .long, help: "Color output: auto (a terminal without NO_COLOR, not TERM=dumb), always or never.")
    var color: ColorChoice = .auto

    /// Whether to emit ANSI color (and color swatches) on standard output. `auto` means a
    /// terminal that can show it: not with `NO_COLOR` set, not on a `TERM=dumb` terminal (Emacs
    /// shells, some CI logs), which gets plain text without a single escape sequence.
    var useColor: Bool { Self.useColor(color) }

    /// Whether `choice` means ANSI color on standard output (see `useColor`).
    static func useColor(_ choice: ColorChoice) -> Bool {
        switch choice {
        case .always: return true
        case .never: return false
        case .auto:
            let environment = ProcessInfo.processInfo.environment
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
            if environment["TERM"] == "dumb" { return false }
            return isatty(STDOUT_FILENO) != 0
        }
    }
}
