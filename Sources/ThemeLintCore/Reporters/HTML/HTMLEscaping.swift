/// Making untrusted text safe inside HTML text and attribute values.
public enum HTMLText {
    /// `escape(text)` with a `<wbr>` after each `_`, `-`, `.` and `/`, so a long role name wraps
    /// between its words (`text_<wbr>secondary`) rather than in the middle of one. For text
    /// content only, never an attribute.
    public static func breakable(_ text: String) -> String {
        var out = ""
        for character in escape(text) {
            out.append(character)
            if character == "_" || character == "-" || character == "." || character == "/" { out += "<wbr>" }
        }
        return out
    }

    /// Escapes `&`, `<`, `>`, `"` and `'`, and shows control characters and bidi controls as
    /// the text report does (`TerminalText.escape`: `\n`, `\u{202E}`), so a name that differs
    /// from another only by an invisible character does not read as that other name.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in TerminalText.escape(text).unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
