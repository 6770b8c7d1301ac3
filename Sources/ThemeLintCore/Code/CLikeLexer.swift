/// The lexer of the C-like languages (Swift, Kotlin, Java, Objective-C, JavaScript and
/// TypeScript): one pass over the bytes, comments dropped, string literals as single tokens,
/// so that nothing inside a comment or a string is ever read as code.
///
/// It knows `//` and `/* */` comments (nested in Swift and Kotlin), `"…"` and `'…'` literals
/// with backslash escapes, Swift and Kotlin `"""` multi-line strings, Java `"""` text blocks,
/// Swift raw strings (`#"…"#`, `##"""…"""##`), JavaScript template strings and Swift/Kotlin
/// backtick names. A Kotlin string template's expression (`"${getColor(R.color.x)}"`) is code:
/// its tokens follow the string's own token; other interpolations (`\(…)`, JavaScript's
/// `${…}`) are part of their string. A literal left open runs to the end of the file (no
/// error: code that does not build is not themelint's to report).
public struct CLikeLexer: Sendable {
    /// The language, which decides comment nesting and what a backtick opens.
    public var language: CodeLanguage

    /// Creates a lexer for `language`.
    public init(language: CodeLanguage) {
        self.language = language
    }

    /// How deeply Kotlin string templates nest (a string in a template in a string…) before a
    /// deeper one is read as part of its string: the lexer recurses once per level.
    static let maximumTemplateDepth = 32

    /// The tokens of `bytes`, in order of their first byte. Linear in the bytes.
    public func tokens(_ bytes: [UInt8]) -> [CodeToken] {
        var tokens: [CodeToken] = []
        _ = lex(bytes, from: 0, into: &tokens, templateDepth: 0)
        return tokens
    }

    /// Appends the tokens from `start` to `tokens`. Inside a Kotlin template expression
    /// (`templateDepth` above 0) it stops after the `}` that closes it and returns the index
    /// after that brace (the file's end when none does); at the top it runs to the end.
    private func lex(_ bytes: [UInt8], from start: Int, into tokens: inout [CodeToken], templateDepth: Int) -> Int {
        var index = start
        var braces = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if CodeBytes.isSpace(byte) {
                index += 1
            } else if byte == slash, index + 1 < count, bytes[index + 1] == slash {
                index = CodeBytes.endOfLine(bytes, from: index)
            } else if byte == slash, index + 1 < count, bytes[index + 1] == star {
                index = endOfBlockComment(bytes, from: index)
            } else if byte == quote || byte == apostrophe || (byte == backtick && language == .javaScript) {
                index = appendString(bytes, at: index, into: &tokens, templateDepth: templateDepth)
            } else if byte == hash, language == .swift, let raw = rawString(bytes, at: index) {
                tokens.append(raw)
                index = raw.end
            } else if byte == backtick {
                let end = CodeBytes.find(backtick, in: bytes, from: index + 1, stoppingAtLineEnd: true)
                tokens.append(CodeToken(.identifier, start: index, end: min(count, end + 1), contentStart: index + 1, contentEnd: end))
                index = min(count, end + 1)
            } else if CodeBytes.isIdentifierStart(byte) {
                var end = index + 1
                while end < count, CodeBytes.isIdentifierPart(bytes[end]) { end += 1 }
                tokens.append(CodeToken(.identifier, start: index, end: end))
                index = end
            } else if CodeBytes.isDigit(byte) {
                let end = CodeBytes.endOfNumber(bytes, from: index)
                tokens.append(CodeToken(.number, start: index, end: end))
                index = end
            } else {
                if templateDepth > 0 {
                    if byte == openBrace {
                        braces += 1
                    } else if byte == closeBrace {
                        if braces == 0 { return index + 1 }
                        braces -= 1
                    }
                }
                tokens.append(CodeToken(.punctuation, start: index, end: index + 1))
                index += 1
            }
        }
        return count
    }

    /// Appends the string literal opening at `start` and, in Kotlin, the tokens of its template
    /// expressions after it; returns the index after the literal.
    private func appendString(_ bytes: [UInt8], at start: Int, into tokens: inout [CodeToken], templateDepth: Int) -> Int {
        guard language == .kotlin, bytes[start] == quote, templateDepth < Self.maximumTemplateDepth else {
            let token = string(bytes, at: start, hashes: 0)
            tokens.append(token)
            return token.end
        }
        let placeholder = tokens.count
        tokens.append(CodeToken(.string, start: start, end: start))
        let token = string(bytes, at: start, hashes: 0) { expressionStart -> Int? in
            lex(bytes, from: expressionStart, into: &tokens, templateDepth: templateDepth + 1)
        }
        tokens[placeholder] = token
        return token.end
    }

    /// One past the end of the block comment opening at `start` (the file's end when open).
    func endOfBlockComment(_ bytes: [UInt8], from start: Int) -> Int {
        var depth = 0
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == slash, bytes[index + 1] == star {
                depth = language.nestsBlockComments ? depth + 1 : 1
                index += 2
            } else if bytes[index] == star, bytes[index + 1] == slash {
                depth -= 1
                index += 2
                if depth == 0 { return index }
            } else {
                index += 1
            }
        }
        return bytes.count
    }

    /// A Swift raw string (`#"…"#`, `#"""…"""#`) starting at the `#` at `start`, nil when the
    /// hashes are not followed by a quote (`#if`, `#selector`).
    func rawString(_ bytes: [UInt8], at start: Int) -> CodeToken? {
        var index = start
        while index < bytes.count, bytes[index] == hash { index += 1 }
        guard index < bytes.count, bytes[index] == quote else { return nil }
        var token = string(bytes, at: index, hashes: index - start)
        token.start = start
        return token
    }

    /// The string literal whose opening delimiter is at `start` (after `hashes` raw-string
    /// hashes): a triple quote opens a multi-line string in Swift and Kotlin, a text block in
    /// Java. `template`, given the index after a `${`, reads a Kotlin template expression and
    /// returns the index after its closing `}` (nil: the `${` is part of the string).
    func string(_ bytes: [UInt8], at start: Int, hashes: Int, template: (Int) -> Int? = { _ in nil }) -> CodeToken {
        let delimiter = bytes[start]
        let tripled = delimiter == quote && language != .objectiveC && language != .javaScript
            && start + 2 < bytes.count && bytes[start + 1] == quote && bytes[start + 2] == quote
        let quotes = tripled ? 3 : 1
        // Escapes: none in Kotlin's raw `"""` strings; in a Swift raw string only `\#`.
        let escapes = !(tripled && language == .kotlin)
        let singleLine = !tripled && delimiter != backtick
        var index = start + quotes
        while index < bytes.count {
            let byte = bytes[index]
            if byte == backslash, escapes, CodeBytes.hasRun(hash, count: hashes, in: bytes, at: index + 1) {
                index += 2 + hashes
                continue
            }
            if byte == dollar, index + 1 < bytes.count, bytes[index + 1] == openBrace, let after = template(index + 2) {
                index = after
                continue
            }
            if singleLine, byte == CodeBytes.lineFeed || byte == CodeBytes.carriageReturn {
                return CodeToken(.string, start: start - hashes, end: index, contentStart: start + 1, contentEnd: index)
            }
            if byte == delimiter, CodeBytes.hasRun(delimiter, count: quotes, in: bytes, at: index),
               CodeBytes.hasRun(hash, count: hashes, in: bytes, at: index + quotes) {
                let end = index + quotes + hashes
                return CodeToken(.string, start: start, end: end, contentStart: start + quotes, contentEnd: index)
            }
            index += 1
        }
        return CodeToken(.string, start: start, end: bytes.count, contentStart: min(bytes.count, start + quotes), contentEnd: bytes.count)
    }

    private var slash: UInt8 { UInt8(ascii: "/") }
    private var star: UInt8 { UInt8(ascii: "*") }
    private var quote: UInt8 { UInt8(ascii: "\"") }
    private var apostrophe: UInt8 { UInt8(ascii: "'") }
    private var backtick: UInt8 { UInt8(ascii: "`") }
    private var backslash: UInt8 { UInt8(ascii: "\\") }
    private var hash: UInt8 { UInt8(ascii: "#") }
    private var dollar: UInt8 { UInt8(ascii: "$") }
    private var openBrace: UInt8 { UInt8(ascii: "{") }
    private var closeBrace: UInt8 { UInt8(ascii: "}") }
}
