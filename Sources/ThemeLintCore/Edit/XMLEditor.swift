/// Makes `ByteEdit`s to an XML file (an Android resource file) that `XMLReader` read, at the
/// positions the reader kept: an element's text, an attribute's value, a whole element with
/// the line it stands on. Every other byte (line endings, tabs, comments, the final newline or
/// its absence) stays as written.
///
/// The file must be the one the positions were read from (well-formed XML): the editor checks
/// that each position holds what it expects and throws otherwise.
public struct XMLEditor: Sendable {
    /// The bytes edited.
    public let bytes: [UInt8]
    /// The offset each line starts at (index 0 is line 1; after a byte order mark).
    private let lineStarts: [Int]

    /// An editor of `bytes`.
    public init(bytes: [UInt8]) {
        self.bytes = bytes
        let bom = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        var starts = [bom ? 3 : 0]
        var index = starts[0]
        while index < bytes.count {
            let byte = bytes[index]
            if byte == ASCII.lineFeed || (byte == ASCII.carriageReturn && (index + 1 >= bytes.count || bytes[index + 1] != ASCII.lineFeed)) {
                starts.append(index + 1)
            }
            index += 1
        }
        lineStarts = starts
    }

    /// The byte offset of `position` (line and column in Unicode scalars, as the reader counts).
    /// - Throws: `JSONEditError` when the position lies outside the file.
    public func offset(of position: SourcePosition) throws(JSONEditError) -> Int {
        guard position.line >= 1, position.line <= lineStarts.count, position.column >= 1 else {
            throw JSONEditError("no line \(position.line), column \(position.column)")
        }
        var offset = lineStarts[position.line - 1]
        var column = 1
        while column < position.column {
            guard offset < bytes.count, bytes[offset] != ASCII.lineFeed, bytes[offset] != ASCII.carriageReturn else {
                throw JSONEditError("no column \(position.column) on line \(position.line)")
            }
            offset += 1
            while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            column += 1
        }
        return offset
    }

    /// Replaces the text of the element whose start tag stands at `elementPosition` (its
    /// leading and trailing whitespace kept) by `text`, escaped.
    /// - Throws: `JSONEditError` when no element starts there, it is empty (`<a/>`), or its
    ///   content holds markup or references (a comment, CDATA, `&amp;`), which a byte edit
    ///   would have to guess around.
    public func replaceText(ofElementAt elementPosition: SourcePosition, with text: String) throws(JSONEditError) -> ByteEdit {
        let start = try offset(of: elementPosition)
        guard start < bytes.count, bytes[start] == UInt8(ascii: "<") else { throw JSONEditError("no element at \(elementPosition)") }
        let tagEnd = try endOfTag(from: start)
        guard bytes[tagEnd - 2] != UInt8(ascii: "/") else { throw JSONEditError("the element at \(elementPosition) is empty (<…/>): no text to replace") }
        var contentEnd = tagEnd
        while contentEnd < bytes.count, bytes[contentEnd] != UInt8(ascii: "<") {
            guard bytes[contentEnd] != UInt8(ascii: "&") else { throw JSONEditError("the text at \(elementPosition) holds a reference (&…;): left alone") }
            contentEnd += 1
        }
        guard contentEnd + 1 < bytes.count, bytes[contentEnd + 1] == UInt8(ascii: "/") else {
            throw JSONEditError("the element at \(elementPosition) holds markup besides its text: left alone")
        }
        var first = tagEnd
        while first < contentEnd, XMLReaderState.isWhitespace(bytes[first]) { first += 1 }
        var last = contentEnd
        while last > first, XMLReaderState.isWhitespace(bytes[last - 1]) { last -= 1 }
        return ByteEdit(range: first..<last, text: Self.escaped(text, quote: nil))
    }

    /// Replaces the value of the attribute whose value starts at `valuePosition` (just after
    /// its opening quote) by `value`, escaped for that quote.
    /// - Throws: `JSONEditError` when no quoted value starts there, or it holds a reference.
    public func replaceAttributeValue(at valuePosition: SourcePosition, with value: String) throws(JSONEditError) -> ByteEdit {
        let start = try offset(of: valuePosition)
        guard start > 0, start <= bytes.count, bytes[start - 1] == ASCII.quote || bytes[start - 1] == UInt8(ascii: "'") else {
            throw JSONEditError("no attribute value at \(valuePosition)")
        }
        let quote = bytes[start - 1]
        var end = start
        while end < bytes.count, bytes[end] != quote {
            guard bytes[end] != UInt8(ascii: "&") else { throw JSONEditError("the attribute value at \(valuePosition) holds a reference (&…;): left alone") }
            end += 1
        }
        guard end < bytes.count else { throw JSONEditError("the attribute value at \(valuePosition) is not closed") }
        return ByteEdit(range: start..<end, text: Self.escaped(value, quote: quote))
    }

    /// Deletes the elements whose start tags stand at `positions`, each with what it owns: an
    /// element alone on its line (a comment after it on the line included) goes with the whole
    /// line and its line ending (the last line of a file without a final newline: with the
    /// line ending before it, so the file still ends without one); an element sharing its line
    /// goes with the spaces before it. Adjacent deletions are joined into one edit.
    /// - Throws: `JSONEditError` when a position holds no element.
    public func deleteElements(at positions: [SourcePosition]) throws(JSONEditError) -> [ByteEdit] {
        var ranges: [Range<Int>] = []
        for position in positions {
            let start = try offset(of: position)
            guard start < bytes.count, bytes[start] == UInt8(ascii: "<") else { throw JSONEditError("no element at \(position)") }
            ranges.append(try ownedRange(of: start, end: try endOfElement(from: start)))
        }
        ranges.sort { $0.lowerBound < $1.lowerBound }
        var merged: [Range<Int>] = []
        for range in ranges {
            if let last = merged.last, range.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged.map { ByteEdit(range: $0, replacement: []) }
    }

    /// The bytes an element at `start..<end` owns when deleted.
    private func ownedRange(of start: Int, end: Int) throws(JSONEditError) -> Range<Int> {
        var lineStart = start
        while lineStart > 0, bytes[lineStart - 1] == ASCII.space || bytes[lineStart - 1] == ASCII.tab { lineStart -= 1 }
        let aloneBefore = lineStart == 0 || bytes[lineStart - 1] == ASCII.lineFeed || bytes[lineStart - 1] == ASCII.carriageReturn
        var after = skipSpaces(from: end)
        if starts(with: "<!--", at: after), let close = find("-->", from: after + 4), !containsLineEnd(after..<close) {
            after = skipSpaces(from: close + 3)
        }
        let atLineEnd = after == bytes.count || bytes[after] == ASCII.lineFeed || bytes[after] == ASCII.carriageReturn
        guard aloneBefore, atLineEnd else { return lineStart..<end }
        if after < bytes.count {
            let next = bytes[after] == ASCII.carriageReturn && after + 1 < bytes.count && bytes[after + 1] == ASCII.lineFeed ? after + 2 : after + 1
            return lineStart..<next
        }
        // The last line, without a final newline: the line ending before it goes instead.
        var previous = lineStart
        if previous > 0, bytes[previous - 1] == ASCII.lineFeed { previous -= 1 }
        if previous > 0, bytes[previous - 1] == ASCII.carriageReturn { previous -= 1 }
        return previous..<after
    }

    private func skipSpaces(from offset: Int) -> Int {
        var index = offset
        while index < bytes.count, bytes[index] == ASCII.space || bytes[index] == ASCII.tab { index += 1 }
        return index
    }

    private func containsLineEnd(_ range: Range<Int>) -> Bool {
        bytes[range].contains { $0 == ASCII.lineFeed || $0 == ASCII.carriageReturn }
    }

    private func starts(with text: StaticString, at offset: Int) -> Bool {
        let count = text.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        return text.withUTF8Buffer { buffer in (0..<count).allSatisfy { bytes[offset + $0] == buffer[$0] } }
    }

    /// The offset of the next `text` at or after `offset`.
    private func find(_ text: StaticString, from offset: Int) -> Int? {
        var index = offset
        while index < bytes.count {
            if starts(with: text, at: index) { return index }
            index += 1
        }
        return nil
    }

    /// The offset just after the `>` of the tag starting at `start` (quotes respected).
    private func endOfTag(from start: Int) throws(JSONEditError) -> Int {
        var index = start + 1
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == ASCII.quote || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return index + 1
            }
            index += 1
        }
        throw JSONEditError("a tag is not closed")
    }

    /// The offset just after the end of the element whose start tag starts at `start`.
    func endOfElement(from start: Int) throws(JSONEditError) -> Int {
        var index = try endOfTag(from: start)
        if bytes[index - 2] == UInt8(ascii: "/") { return index }
        var depth = 1
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            if starts(with: "<!--", at: index) {
                guard let close = find("-->", from: index + 4) else { break }
                index = close + 3
            } else if starts(with: "<![CDATA[", at: index) {
                guard let close = find("]]>", from: index + 9) else { break }
                index = close + 3
            } else if starts(with: "<?", at: index) {
                guard let close = find("?>", from: index + 2) else { break }
                index = close + 2
            } else if starts(with: "</", at: index) {
                index = try endOfTag(from: index)
                depth -= 1
                if depth == 0 { return index }
            } else {
                index = try endOfTag(from: index)
                if bytes[index - 2] != UInt8(ascii: "/") { depth += 1 }
            }
        }
        throw JSONEditError("an element is not closed")
    }

    /// `text` escaped for XML text (`quote` nil) or an attribute value in `quote`s.
    public static func escaped(_ text: String, quote: UInt8?) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">" where quote == nil: result += "&gt;"
            case "\"" where quote == ASCII.quote: result += "&quot;"
            case "'" where quote == UInt8(ascii: "'"): result += "&apos;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
