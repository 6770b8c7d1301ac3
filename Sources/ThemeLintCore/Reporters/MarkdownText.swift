/// Making untrusted text literal in GitHub-flavoured Markdown (and inside table cells), while
/// leaving alone what GitHub would not render: `text_primary` stays `text_primary`.
public enum MarkdownText {
    /// Escapes only what would render or break a table cell:
    /// - always `\`, `|` (a cell border), `` ` `` (code), `*` (emphasis, even inside words),
    ///   `~` (strikethrough), `<`, `>` (HTML, autolinks), `$` (math);
    /// - `]` only before `(`, `[` or `:` (an inline link or image, a reference, a definition) and
    ///   `[` only before `^` (a footnote): `gradient[0]` stays as it is;
    /// - `_` only where it can open or close emphasis: not between two letters or digits
    ///   (`text_primary` is left alone, `_private` and `a_ b` are escaped);
    /// - `&` only before a letter or `#` (an entity), `@` only before a letter or digit (a
    ///   mention or an e-mail autolink), `:` only before `//` (a URL autolink) and the `.` of a
    ///   leading `www.`;
    /// - `#`, `-`, `+`, `=` as the very first character (a heading, list or underline should
    ///   the text start a line).
    /// Line breaks and tabs become spaces; other control characters and the Unicode bidi
    /// controls are dropped.
    public static func escape(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        func isWordCharacter(_ index: Int) -> Bool {
            guard index >= 0, index < scalars.count else { return false }
            let scalar = scalars[index]
            return scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
        }
        for (index, scalar) in scalars.enumerated() {
            let value = scalar.value
            if value == 0x0A || value == 0x0D || value == 0x09 || value == 0x2028 || value == 0x2029 {
                out += " "
                continue
            }
            if TerminalText.needsEscape(scalar) { continue }
            let escaped: Bool
            switch scalar {
            case "\\", "|", "`", "*", "~", "<", ">", "$":
                escaped = true
            case "[":
                escaped = index + 1 < scalars.count && scalars[index + 1] == "^"
            case "]":
                escaped = index + 1 < scalars.count && (scalars[index + 1] == "(" || scalars[index + 1] == "[" || scalars[index + 1] == ":")
            case "_":
                escaped = !(isWordCharacter(index - 1) && isWordCharacter(index + 1))
            case "&":
                escaped = index + 1 < scalars.count && (scalars[index + 1] == "#" || scalars[index + 1].properties.isAlphabetic)
            case "@":
                escaped = isWordCharacter(index + 1)
            case ":":
                escaped = index + 2 < scalars.count && scalars[index + 1] == "/" && scalars[index + 2] == "/"
            case ".":
                escaped = index >= 3 && String(String.UnicodeScalarView(scalars[(index - 3)..<index])).lowercased() == "www"
                    && !isWordCharacter(index - 4)
            case "#", "-", "+", "=":
                escaped = index == 0
            default:
                escaped = false
            }
            if escaped { out += "\\" }
            out.unicodeScalars.append(scalar)
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
}
