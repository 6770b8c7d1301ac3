/// Finds color literals in CSS, SCSS and Less declarations: hex (`#2b90d9`) and `rgb()`,
/// `rgba()`, `hsl()`, `hsla()`. A statement ending in `{` is a selector (`#fab` there is an
/// id). A custom-property definition (`--button-bg: #2b90d9`) is a declaration like any other
/// (`hard-coded-color` leaves out the ones of the css export's own file); an SCSS or Less
/// variable (`$x: #fff`, `@x: #fff`) defines a color rather than hard-codes one.
enum CSSColorLiteralScanner {
    /// The literals among `tokens`. Each token is looked at a bounded number of times.
    static func literals(_ tokens: [CodeToken], bytes: [UInt8], file: String) -> [ColorLiteral] {
        var result: [ColorLiteral] = []
        var statementStart = 0
        for index in tokens.indices where tokens[index].kind == .punctuation {
            let byte = bytes[tokens[index].start]
            guard byte == UInt8(ascii: ";") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") else { continue }
            if byte != UInt8(ascii: "{") {
                result.append(contentsOf: declarationLiterals(tokens[statementStart..<index], bytes: bytes, file: file))
            }
            statementStart = index + 1
        }
        result.append(contentsOf: declarationLiterals(tokens[statementStart...], bytes: bytes, file: file))
        return result
    }

    /// The literals of one statement, when it is a declaration `property: value`.
    static func declarationLiterals(_ statement: ArraySlice<CodeToken>, bytes: [UInt8], file: String) -> [ColorLiteral] {
        guard let first = statement.first, first.kind == .identifier,
              let colon = statement.firstIndex(where: { $0.isPunctuation(UInt8(ascii: ":"), in: bytes) }),
              colon == statement.startIndex + 1 else { return [] }
        var result: [ColorLiteral] = []
        var index = colon + 1
        while index < statement.endIndex {
            let token = statement[index]
            if token.kind == .hash, let color = HexColor.parseCSS(token.content(in: bytes)) {
                result.append(literal(color, bytes: bytes, file: file, start: token.start, end: token.end))
            } else if token.kind == .identifier, isColorFunction(token, bytes: bytes), index + 1 < statement.endIndex,
                      statement[index + 1].isPunctuation(UInt8(ascii: "("), in: bytes),
                      let close = statement[(index + 1)...].firstIndex(where: { $0.isPunctuation(UInt8(ascii: ")"), in: bytes) }) {
                let text = String(decoding: bytes[token.start..<statement[close].end], as: UTF8.self)
                if case .success(let parsed) = TokenColor.parse(string: text) {
                    result.append(literal(parsed.rgba, bytes: bytes, file: file, start: token.start, end: statement[close].end))
                }
                index = close
            }
            index += 1
        }
        return result
    }

    static func isColorFunction(_ token: CodeToken, bytes: [UInt8]) -> Bool {
        token.contentEquals("rgb", in: bytes) || token.contentEquals("rgba", in: bytes)
            || token.contentEquals("hsl", in: bytes) || token.contentEquals("hsla", in: bytes)
    }

    static func literal(_ color: RGBA, bytes: [UInt8], file: String, start: Int, end: Int) -> ColorLiteral {
        ColorLiteral(color: color, spelling: .css, text: String(decoding: bytes[start..<end], as: UTF8.self), file: file, start: start, end: end)
    }
}
