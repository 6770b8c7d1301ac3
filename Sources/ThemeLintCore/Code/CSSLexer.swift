/// The lexer of CSS, SCSS and Less: one pass over the bytes, `/* */` comments (and `//` line
/// comments in SCSS and Less) dropped, `"…"` / `'…'` strings and unquoted `url(…)` as single
/// string tokens, `#…` as hash tokens, names (`var`, `--text-primary`, `color`) as identifiers.
public struct CSSLexer: Sendable {
    /// The language: `//` starts a comment in SCSS and Less, not in CSS.
    public var language: CodeLanguage

    /// Creates a lexer for `language` (`.css`, `.scss` or `.less`).
    public init(language: CodeLanguage) {
        self.language = language
    }

    /// The tokens of `bytes`, in order. Linear in the bytes.
    public func tokens(_ bytes: [UInt8]) -> [CodeToken] {
        var tokens: [CodeToken] = []
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if CodeBytes.isSpace(byte) {
                index += 1
            } else if byte == slash, index + 1 < count, bytes[index + 1] == star {
                index = endOfComment(bytes, from: index + 2)
            } else if byte == slash, language != .css, index + 1 < count, bytes[index + 1] == slash {
                index = CodeBytes.endOfLine(bytes, from: index)
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                let token = string(bytes, at: index)
                tokens.append(token)
                index = token.end
            } else if byte == UInt8(ascii: "#") {
                var end = index + 1
                while end < count, Self.isNamePart(bytes[end]) { end += 1 }
                tokens.append(end > index + 1 ? CodeToken(.hash, start: index, end: end, contentStart: index + 1, contentEnd: end) : CodeToken(.punctuation, start: index, end: end))
                index = end
            } else if Self.isNameStart(bytes, at: index) {
                var end = index + 1
                while end < count, Self.isNamePart(bytes[end]) { end += 1 }
                tokens.append(CodeToken(.identifier, start: index, end: end))
                index = end
                if let url = unquotedURL(bytes, tokens: tokens, at: index) {
                    tokens.append(url)
                    index = url.end
                }
            } else if CodeBytes.isDigit(byte) || (byte == UInt8(ascii: ".") && index + 1 < count && CodeBytes.isDigit(bytes[index + 1])) {
                var end = index + 1
                while end < count, CodeBytes.isDigit(bytes[end]) || bytes[end] == UInt8(ascii: ".") || CodeBytes.isLetter(bytes[end]) || bytes[end] == UInt8(ascii: "%") { end += 1 }
                tokens.append(CodeToken(.number, start: index, end: end))
                index = end
            } else {
                tokens.append(CodeToken(.punctuation, start: index, end: index + 1))
                index += 1
            }
        }
        return tokens
    }

    /// One past the `*/` closing a comment whose content starts at `start` (the file's end).
    func endOfComment(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == star, bytes[index + 1] == slash { return index + 2 }
            index += 1
        }
        return bytes.count
    }

    /// A quoted string opening at `start`, with backslash escapes; it ends at its quote or,
    /// unclosed, at the line's end.
    func string(_ bytes: [UInt8], at start: Int) -> CodeToken {
        let delimiter = bytes[start]
        var index = start + 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") { index += 2; continue }
            if byte == delimiter { return CodeToken(.string, start: start, end: index + 1, contentStart: start + 1, contentEnd: index) }
            if byte == CodeBytes.lineFeed || byte == CodeBytes.carriageReturn { break }
            index += 1
        }
        let end = min(index, bytes.count)
        return CodeToken(.string, start: start, end: end, contentStart: start + 1, contentEnd: end)
    }

    /// After the identifier `url` and an opening parenthesis with no quote: the unquoted URL up
    /// to `)` as a string token (so `//` in `url(http://…)` is not a comment), else nil.
    func unquotedURL(_ bytes: [UInt8], tokens: [CodeToken], at index: Int) -> CodeToken? {
        guard let last = tokens.last, last.contentEquals("url", in: bytes), index < bytes.count, bytes[index] == UInt8(ascii: "(") else { return nil }
        var start = index + 1
        while start < bytes.count, CodeBytes.isSpace(bytes[start]) { start += 1 }
        guard start < bytes.count, bytes[start] != UInt8(ascii: "\""), bytes[start] != UInt8(ascii: "'") else { return nil }
        let end = CodeBytes.find(UInt8(ascii: ")"), in: bytes, from: start, stoppingAtLineEnd: true)
        return CodeToken(.string, start: index, end: end, contentStart: start, contentEnd: end)
    }

    /// A name starts with a letter, `_`, a non-ASCII byte, or `-` followed by one of those or `-`.
    static func isNameStart(_ bytes: [UInt8], at index: Int) -> Bool {
        let byte = bytes[index]
        if CodeBytes.isLetter(byte) || byte == UInt8(ascii: "_") || byte >= 0x80 { return true }
        guard byte == UInt8(ascii: "-"), index + 1 < bytes.count else { return false }
        let next = bytes[index + 1]
        return CodeBytes.isLetter(next) || next == UInt8(ascii: "_") || next == UInt8(ascii: "-") || next >= 0x80
    }

    static func isNamePart(_ byte: UInt8) -> Bool {
        CodeBytes.isLetter(byte) || CodeBytes.isDigit(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte >= 0x80
    }

    private var slash: UInt8 { UInt8(ascii: "/") }
    private var star: UInt8 { UInt8(ascii: "*") }
}
