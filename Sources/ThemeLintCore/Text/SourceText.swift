/// The byte layout of a JSON document as written: where its lines start, which line break it
/// uses, and where each value and member starting at a `SourcePosition` ends. Built from the
/// same bytes the parser read; the positions the parser recorded are turned back into offsets.
///
/// Lines end as the parser counts them: at LF, CR LF or a lone CR; line 1 starts after a
/// UTF-8 byte order mark; columns count Unicode scalars.
public struct SourceText: Sendable {
    /// The document's bytes.
    public let bytes: [UInt8]
    /// The offset at which each line starts (line 1 at index 0).
    private var lineStarts: [Int] = []
    /// Per line: whether it holds only ASCII (a column is then a byte count), computed on demand.
    private var lineIsASCII: [Bool?] = []
    /// Per non-ASCII line looked up: the offsets of its scalars 1, 1 + stride, 1 + 2 × stride…
    private var lineScalarCheckpoints: [Int: [Int]] = [:]
    /// How many scalars apart the checkpoints of a non-ASCII line are.
    private static let checkpointStride = 64

    /// Lays out `bytes`.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var start = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        lineStarts = [start]
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == ASCII.lineFeed {
                lineStarts.append(index)
            } else if byte == ASCII.carriageReturn {
                if index < bytes.count, bytes[index] == ASCII.lineFeed { index += 1 }
                lineStarts.append(index)
            }
        }
        lineIsASCII = Array(repeating: nil, count: lineStarts.count)
    }

    /// The line break the document uses: its first one, else LF.
    public var lineBreak: [UInt8] {
        guard lineStarts.count > 1 else { return [ASCII.lineFeed] }
        let end = lineStarts[1]
        if end >= 2, bytes[end - 2] == ASCII.carriageReturn, bytes[end - 1] == ASCII.lineFeed { return [ASCII.carriageReturn, ASCII.lineFeed] }
        return [bytes[end - 1]]
    }

    /// The byte offset of `position`, nil when the document has no such place.
    public mutating func offset(of position: SourcePosition) -> Int? {
        let line = position.line - 1
        guard line >= 0, line < lineStarts.count, position.column >= 1 else { return nil }
        let start = lineStarts[line]
        let end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        if lineIsASCII[line] == nil {
            lineIsASCII[line] = !bytes[start..<end].contains { $0 >= 0x80 }
        }
        if lineIsASCII[line] == true {
            let offset = start + position.column - 1
            return offset <= end ? offset : nil
        }
        // Columns count scalars here. Every 64th scalar's offset is noted once per line, so a
        // lookup walks at most 64 scalars however long the line (a minified file is one line).
        let checkpoints = scalarCheckpoints(ofLine: line, start: start, end: end)
        let checkpoint = min((position.column - 1) / Self.checkpointStride, checkpoints.count - 1)
        var column = checkpoint * Self.checkpointStride + 1
        var index = checkpoints[checkpoint]
        while index < end {
            if bytes[index] & 0xC0 != 0x80 {
                if column == position.column { return index }
                column += 1
            }
            index += 1
        }
        return column == position.column ? end : nil
    }

    /// The checkpoints of a non-ASCII line, noted on its first lookup.
    private mutating func scalarCheckpoints(ofLine line: Int, start: Int, end: Int) -> [Int] {
        if let known = lineScalarCheckpoints[line] { return known }
        var checkpoints: [Int] = []
        var scalars = 0
        for index in start..<end where bytes[index] & 0xC0 != 0x80 {
            if scalars % Self.checkpointStride == 0 { checkpoints.append(index) }
            scalars += 1
        }
        if checkpoints.isEmpty { checkpoints.append(start) }
        lineScalarCheckpoints[line] = checkpoints
        return checkpoints
    }

    /// The offset just past the value that starts at `start` (a string, number, literal, object
    /// or array), nil when no well-formed value starts there.
    public func endOfValue(at start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        switch bytes[start] {
        case UInt8(ascii: "\""):
            return endOfString(at: start)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            var index = start
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    guard let end = endOfString(at: index) else { return nil }
                    index = end
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
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
            while index < bytes.count, !Self.endsScalar(bytes[index]) { index += 1 }
            return index > start ? index : nil
        }
    }

    /// The offset just past the string whose opening quote is at `start`.
    public func endOfString(at start: Int) -> Int? {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "\"") else { return nil }
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index + 1
            default: index += 1
            }
        }
        return nil
    }

    /// Whether `byte` ends a number or a literal (`true`, `null`).
    private static func endsScalar(_ byte: UInt8) -> Bool {
        isWhitespace(byte) || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]")
    }

    /// JSON whitespace: space, tab, LF, CR.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == ASCII.space || byte == ASCII.tab || byte == ASCII.lineFeed || byte == ASCII.carriageReturn
    }

    /// The offset of the first byte at or after `offset` that is not whitespace (`bytes.count` when none).
    func skippingWhitespace(from offset: Int) -> Int {
        var index = offset
        while index < bytes.count, Self.isWhitespace(bytes[index]) { index += 1 }
        return index
    }

    /// The offset just past the last byte before `offset` that is not whitespace (0 when none).
    func skippingWhitespace(backFrom offset: Int) -> Int {
        var index = offset
        while index > 0, Self.isWhitespace(bytes[index - 1]) { index -= 1 }
        return index
    }
}
