import ArgumentParser
import ThemeLintCore

/// One style for every message of the command line: `themelint: error: …` on standard error
/// (ArgumentParser's own usage errors included, followed by the usage), a did-you-mean for a
/// mistyped subcommand, and help wrapped to the terminal's width.
enum CommandLineMessages {
    /// The error for a mistyped subcommand (`themelint chek`), when `arguments` (without the
    /// program name) start with subcommand names and then a word that names none of the
    /// subcommands the command at that point has. Nil when the words are fine.
    static func unknownSubcommand(in arguments: [String], root: any ParsableCommand.Type) -> String? {
        var command: any ParsableCommand.Type = root
        var path = [root.configuration.commandName ?? "themelint"]
        for word in arguments {
            if word == "--" || word.hasPrefix("-") { return nil }
            var names: [String] = []
            var next: (any ParsableCommand.Type)?
            for subcommand in command.configuration.subcommands {
                let name = subcommand.configuration.commandName ?? ""
                names.append(name)
                if name == word { next = subcommand }
            }
            if names.isEmpty { return nil }
            if let next {
                command = next
                path.append(word)
                continue
            }
            if word == "help" { return nil }
            let what = path.count == 1 ? "a themelint command" : "a '\(path.joined(separator: " "))' subcommand"
            var message = "'\(TerminalText.escape(word))' is not \(what)"
            if let suggestion = Suggestion.closest(to: word, among: names) {
                message += "; did you mean '\(suggestion)'?"
            } else {
                message += " (\(names.joined(separator: ", ")))"
            }
            return message + "\nSee '\(path.joined(separator: " ")) --help'."
        }
        return nil
    }

    /// ArgumentParser's message for a usage error, restyled: `themelint: error: <message>`,
    /// then its usage (wrapped) and its pointer to `--help`.
    static func usageError(message: String, fullMessage: String, width: Int) -> String {
        var text = "themelint: error: " + lowercasingFirst(message).replacing(". Did you mean", with: "; did you mean")
        if let usage = fullMessage.firstRange(of: "\nUsage: ") {
            text += "\n" + wrap(String(fullMessage[fullMessage.index(after: usage.lowerBound)...]), width: width)
        }
        return text
    }

    /// `text` with lines longer than `width` broken at spaces; a continuation line is indented
    /// like the text after the line's label (`USAGE: `, `Usage: `) or its own leading spaces.
    static func wrap(_ text: String, width: Int) -> String {
        let width = max(40, width)
        var out: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.count > width else {
                out.append(String(line))
                continue
            }
            let leading = line.prefix { $0 == " " }.count
            var indent = leading + 2
            for label in ["USAGE: ", "Usage: "] where line.hasPrefix(label) { indent = label.count }
            var current = String(repeating: " ", count: leading)
            var hasWord = false
            for word in groupedWords(line) {
                if hasWord, current.count + 1 + word.count > width {
                    out.append(current)
                    current = String(repeating: " ", count: indent) + word
                } else {
                    current += (hasWord ? " " : "") + word
                }
                hasWord = true
            }
            if !current.isEmpty { out.append(current) }
        }
        return out.joined(separator: "\n")
    }

    /// The width help is wrapped to: `COLUMNS`, else the terminal's (ioctl on standard output),
    /// else 80.
    static var terminalWidth: Int {
        if let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return 80
    }

    /// The words of `line`, a bracketed group (`[--fail-on <fail-on>]`) kept as one.
    private static func groupedWords(_ line: Substring) -> [String] {
        var words: [String] = []
        var open = false
        for word in line.split(separator: " ", omittingEmptySubsequences: true) {
            if open, let last = words.popLast() {
                words.append(last + " " + word)
            } else {
                words.append(String(word))
            }
            if word.hasPrefix("[") || open { open = !word.hasSuffix("]") }
        }
        return words
    }

    private static func lowercasingFirst(_ text: String) -> String {
        guard let first = text.first, first.isUppercase, !(text.dropFirst().first?.isUppercase ?? false) else { return text }
        return first.lowercased() + text.dropFirst()
    }
}
