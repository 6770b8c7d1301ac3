/// The line and column of byte offsets met in increasing order, as a reader moves forward
/// through a document: how both readers (`JSONParser`, `XMLReader`) turn the offset they
/// stand at into a `SourcePosition`. `SourceText` converts at random, and back.
///
/// Lines end as everywhere in themelint: at LF, CR LF or a lone CR; columns count Unicode
/// scalars. A reader that finds line breaks itself (the JSON parser, while skipping
/// whitespace) calls `startLine(at:)`; one that does not (the XML reader) calls
/// `advance(to:in:)` before asking. Cost: linear in the input overall; a long line of
/// multi-byte text is counted once, not once per position asked for on it.
struct LineCursor {
    /// The current line (1-based).
    private(set) var line = 1
    /// The offset at which the current line starts.
    private(set) var lineStart: Int
    /// Whether a byte of a multi-byte character may stand on the current line (then columns
    /// count scalars; else a column is a byte count).
    var lineHasNonASCII = false
    /// The last offset asked for on a line with multi-byte characters, and its column.
    private var checkpointOffset: Int
    private var checkpointColumn = 1
    /// How far `advance(to:in:)` has looked for line breaks.
    private var scanned: Int
    /// Where line 1 starts (after a byte order mark).
    private let origin: Int

    /// A cursor whose line 1 starts at `origin` (3 after a UTF-8 byte order mark).
    init(origin: Int = 0) {
        self.origin = origin
        lineStart = origin
        checkpointOffset = origin
        scanned = origin
    }

    /// Records that a new line starts at `offset` (just after a line break).
    @inline(__always)
    mutating func startLine(at offset: Int) {
        line &+= 1
        lineStart = offset
        lineHasNonASCII = false
    }

    /// Moves to the line holding `target`, noting the line breaks and multi-byte characters
    /// on the way (from the start again when `target` lies before the current line).
    mutating func advance<Bytes: RandomAccessCollection<UInt8>>(to target: Int, in bytes: Bytes) where Bytes.Index == Int {
        if target < lineStart { self = LineCursor(origin: origin) }
        var index = max(scanned, lineStart)
        while index < target {
            let byte = bytes[index]
            index &+= 1
            if byte == ASCII.lineFeed {
                startLine(at: index)
            } else if byte == ASCII.carriageReturn {
                if index < bytes.count, bytes[index] == ASCII.lineFeed { continue }
                startLine(at: index)
            } else if byte >= 0x80 {
                lineHasNonASCII = true
            }
        }
        scanned = max(scanned, target)
    }

    /// The position of the byte at `offset`, which must lie on the current line (or just past
    /// its end).
    @inline(__always)
    mutating func position<Bytes: RandomAccessCollection<UInt8>>(at offset: Int, in bytes: Bytes) -> SourcePosition where Bytes.Index == Int {
        if !lineHasNonASCII {
            return SourcePosition(line: line, column: offset &- lineStart &+ 1)
        }
        return positionCountingScalars(at: offset, in: bytes)
    }

    /// The column on a line that holds multi-byte characters: counts the bytes that start a
    /// scalar, resuming from the last position asked for on this line.
    private mutating func positionCountingScalars<Bytes: RandomAccessCollection<UInt8>>(at offset: Int, in bytes: Bytes) -> SourcePosition where Bytes.Index == Int {
        if checkpointOffset < lineStart || checkpointOffset > offset {
            checkpointOffset = lineStart
            checkpointColumn = 1
        }
        var column = checkpointColumn
        var index = checkpointOffset
        while index < offset {
            // Every byte but a continuation byte (10xxxxxx) starts a scalar.
            if bytes[index] & 0xC0 != 0x80 {
                column &+= 1
            }
            index &+= 1
        }
        checkpointOffset = offset
        checkpointColumn = column
        return SourcePosition(line: line, column: column)
    }
}
