/// Making untrusted text safe inside Markdown (and GitHub-flavoured tables).
public enum MarkdownText {
    /// Backslash-escapes every ASCII punctuation character (so `|`, `` ` ``, `*`, `_`, `[`, `]`,
    /// `<`, `>`, `#`, `@`, `:` and the rest are literal: no table cells, code, emphasis, links,
    /// raw HTML, mentions or autolinks), turns line breaks and tabs into spaces and drops every
    /// other control character and the Unicode bidi controls.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value == 0x0A || value == 0x0D || value == 0x09 || value == 0x2028 || value == 0x2029 {
                out += " "
            } else if TerminalText.needsEscape(scalar) {
                continue
            } else if isASCIIPunctuation(value) {
                out += "\\"
                out.unicodeScalars.append(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `text` as a code span (`` `#14000000` ``), with `|` escaped for tables; text that holds a
    /// backtick, a line break or a control character is escaped as plain text instead.
    public static func code(_ text: String) -> String {
        let plain = text.unicodeScalars.contains { $0 == "`" || $0.value < 0x20 || TerminalText.needsEscape($0) }
        if plain { return escape(text) }
        var out = "`"
        for character in text { out += character == "|" ? "\\|" : String(character) }
        return out + "`"
    }

    /// CommonMark's ASCII punctuation (`!` … `/`, `:` … `@`, `[` … `` ` ``, `{` … `~`): what a backslash escapes.
    static func isASCIIPunctuation(_ value: UInt32) -> Bool {
        (0x21...0x2F).contains(value) || (0x3A...0x40).contains(value) || (0x5B...0x60).contains(value) || (0x7B...0x7E).contains(value)
    }
}
