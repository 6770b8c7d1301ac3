extension JSONParser.State {
    /// An error at the byte at `byteOffset`.
    mutating func error(_ message: String, at byteOffset: Int) -> JSONSyntaxError {
        JSONSyntaxError(message: message, position: position(at: byteOffset))
    }

    /// The input ended before the document was complete; reported just after the last byte.
    mutating func unexpectedEndOfInput() -> JSONSyntaxError {
        error("unexpected end of input", at: end)
    }

    /// The input ended inside a string.
    mutating func unterminatedString() -> JSONSyntaxError {
        let start = position(at: stringStart)
        return error("unexpected end of input: unterminated string starting at \(start)", at: end)
    }

    /// A byte at `offset` that cannot stand there: `expected` says what could.
    mutating func unexpectedCharacter(expected: String) -> JSONSyntaxError {
        let byte = bytes[offset]
        if byte >= 0x80, scalar(at: offset) == nil {
            return invalidUTF8(at: offset)
        }
        return error("expected \(expected), found \(describeCharacter(at: offset))", at: offset)
    }

    /// A byte at `offset` that cannot start a value.
    mutating func unexpectedValueStart() -> JSONSyntaxError {
        let byte = bytes[offset]
        switch byte {
        case ASCII.plus:
            return error("invalid number: a leading '+' is not allowed", at: offset)
        case ASCII.dot:
            return error("invalid number: a digit is required before '.'", at: offset)
        default:
            if ASCII.isWordByte(byte) {
                let word = wordText(at: offset)
                if word == "NaN" || word == "Infinity" {
                    return error("invalid number: NaN and Infinity are not allowed", at: offset)
                }
                return error("expected a value, found '\(word)'", at: offset)
            }
            return unexpectedCharacter(expected: "a value")
        }
    }

    /// A raw control character (U+0000–U+001F) inside a string.
    mutating func controlCharacterInString(at index: Int) -> JSONSyntaxError {
        error("control character \(scalarName(UInt32(bytes[index]))) in string", at: index)
    }

    /// A backslash followed by a character that does not form an escape.
    mutating func invalidEscape(at backslash: Int) -> JSONSyntaxError {
        let letterIndex = backslash + 1
        let letter = bytes[letterIndex]
        if letter < 0x20 {
            return controlCharacterInString(at: letterIndex)
        }
        if letter >= 0x80 {
            guard let scalar = scalar(at: letterIndex) else { return invalidUTF8(at: letterIndex) }
            lines.lineHasNonASCII = true
            return error("invalid escape '\\\(Character(scalar))'", at: backslash)
        }
        return error("invalid escape '\\\(Character(Unicode.Scalar(letter)))'", at: backslash)
    }

    /// A `\u` escape without four hex digits.
    mutating func invalidUnicodeEscape(at backslash: Int) -> JSONSyntaxError {
        error("invalid escape '\(escapeText(at: backslash))': \\u needs four hex digits", at: backslash)
    }

    /// A `\u` escape of a surrogate that is not half of a pair.
    mutating func loneSurrogate(at backslash: Int, isHigh: Bool) -> JSONSyntaxError {
        let escape = escapeText(at: backslash)
        if isHigh {
            return error("lone surrogate '\(escape)': a high surrogate must be followed by a low surrogate escape \\uDC00–\\uDFFF", at: backslash)
        }
        return error("lone surrogate '\(escape)': a low surrogate must follow a high surrogate escape", at: backslash)
    }

    /// The source text of the escape at `backslash`: up to six printable ASCII characters.
    func escapeText(at backslash: Int) -> String {
        var text = ""
        var index = backslash
        while index < end, index < backslash + 6, bytes[index] >= 0x20, bytes[index] < 0x7F {
            if index > backslash + 1, bytes[index] == ASCII.quote || bytes[index] == ASCII.backslash { break }
            text.unicodeScalars.append(Unicode.Scalar(bytes[index]))
            index += 1
        }
        return text
    }

    /// The run of letters, digits and underscores at `index` (at most 24 of them), for messages.
    func wordText(at index: Int) -> String {
        var text = ""
        var next = index
        while next < end, next < index + 24, ASCII.isWordByte(bytes[next]) {
            text.unicodeScalars.append(Unicode.Scalar(bytes[next]))
            next += 1
        }
        return text
    }

    /// The character at `index` for a message: `'x'`, `U+0007`, or `'é' (U+00E9)`.
    func describeCharacter(at index: Int) -> String {
        let byte = bytes[index]
        if byte >= 0x20, byte < 0x7F {
            return "'\(Character(Unicode.Scalar(byte)))'"
        }
        if byte < 0x80 {
            return scalarName(UInt32(byte))
        }
        guard let scalar = scalar(at: index) else { return hexByte(byte) }
        return "'\(Character(scalar))' (\(scalarName(scalar.value)))"
    }

    /// `U+000A`.
    func scalarName(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
