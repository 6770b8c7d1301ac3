/// JSON's whitespace around the tokens of a `SourceText`, and, for text that was not parsed
/// into nodes with spans, the end of a value found by scanning.
///
/// Editors of parsed documents do not scan values: `JSONNode.span` and `JSONMember.keySpan`
/// hold where each value and key ends. They only skip the whitespace between tokens here.
extension SourceText {
    /// JSON whitespace: space, tab, LF, CR.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == ASCII.space || byte == ASCII.tab || byte == ASCII.lineFeed || byte == ASCII.carriageReturn
    }

    /// The offset of the first byte at or after `offset` that is not JSON whitespace
    /// (`bytes.count` when none).
    func skippingWhitespace(from offset: Int) -> Int {
        var index = offset
        while index < bytes.count, Self.isWhitespace(bytes[index]) { index += 1 }
        return index
    }

    /// The offset just past the last byte before `offset` that is not JSON whitespace (0 when none).
    func skippingWhitespace(backFrom offset: Int) -> Int {
        var index = offset
        while index > 0, Self.isWhitespace(bytes[index - 1]) { index -= 1 }
        return index
    }

    /// The offset just past the JSON value that starts at `start` (a string, number, literal,
    /// object or array), found by scanning, nil when no well-formed value starts there. For
    /// bytes known only by position; a parsed node knows its end (`JSONNode.span`).
    public func endOfValue(at start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        switch bytes[start] {
        case ASCII.quote:
            return endOfString(at: start)
        case ASCII.openBrace, ASCII.openBracket:
            var depth = 0
            var index = start
            while index < bytes.count {
                switch bytes[index] {
                case ASCII.quote:
                    guard let end = endOfString(at: index) else { return nil }
                    index = end
                    continue
                case ASCII.openBrace, ASCII.openBracket:
                    depth += 1
                case ASCII.closeBrace, ASCII.closeBracket:
                    depth -= 1
                    if depth == 0 { return index + 1 }
                default:
                    break
                }
                index += 1
            }
            return nil
        default:
            var index = start
            while index < bytes.count, !Self.isWhitespace(bytes[index]), bytes[index] != ASCII.comma,
                  bytes[index] != ASCII.closeBrace, bytes[index] != ASCII.closeBracket { index += 1 }
            return index > start ? index : nil
        }
    }

    /// The offset just past the JSON string whose opening quote is at `start` (scanned).
    public func endOfString(at start: Int) -> Int? {
        guard start < bytes.count, bytes[start] == ASCII.quote else { return nil }
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case ASCII.backslash: index += 2
            case ASCII.quote: return index + 1
            default: index += 1
            }
        }
        return nil
    }
}
