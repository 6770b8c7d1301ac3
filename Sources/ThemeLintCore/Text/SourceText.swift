/// A file's text as written: its bytes, its byte order mark, where its lines start, the line
/// break it uses, and the conversion between byte offsets and line:column positions. Editors
/// and the merge build on it; the readers (`JSONParser`, `XMLReader`) record byte spans over
/// the same bytes, so nothing here lexes a format.
///
/// Lines end as the readers count them: at LF, CR LF or a lone CR; line 1 starts after a
/// UTF-8 byte order mark; columns count Unicode scalars.
public struct SourceText: Sendable {
    /// The document's bytes.
    public let bytes: [UInt8]
    /// Where the lines start: noted when the text is made, or on the first conversion.
    private var index: LineIndex?

    /// The text of `bytes`. With `indexingLines` (the default) where each line starts is noted
    /// now, once for every copy of the text; without, on the first conversion of each copy (for
    /// a text only sliced, searched or edited by span, which then costs no pass over its bytes).
    public init(_ bytes: [UInt8], indexingLines: Bool = true) {
        self.bytes = bytes
        if indexingLines { index = LineIndex(bytes, start: contentStart) }
    }

    /// Whether the text starts with a UTF-8 byte order mark (`EF BB BF`).
    public var hasByteOrderMark: Bool {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    }

    /// The offset at which line 1 starts: after the byte order mark, if any.
    public var contentStart: Int { hasByteOrderMark ? 3 : 0 }

    /// The line break the document uses: its first one, else LF.
    public var lineBreak: [UInt8] {
        guard let first = bytes.firstIndex(where: { $0 == ASCII.lineFeed || $0 == ASCII.carriageReturn }) else { return [ASCII.lineFeed] }
        if bytes[first] == ASCII.carriageReturn, first + 1 < bytes.count, bytes[first + 1] == ASCII.lineFeed {
            return [ASCII.carriageReturn, ASCII.lineFeed]
        }
        return [bytes[first]]
    }

    /// The number of lines (a final line break starts an empty last line).
    public mutating func lineCount() -> Int {
        lineIndex().lineStarts.count
    }

    /// The byte offset of `position`, nil when the document has no such place.
    public mutating func offset(of position: SourcePosition) -> Int? {
        let bytes = bytes
        return withLineIndex { $0.offset(of: position, in: bytes) }
    }

    /// The position of the byte at `offset` (`bytes.count`: just past the end), nil outside
    /// the text or inside the byte order mark.
    public mutating func position(at offset: Int) -> SourcePosition? {
        guard offset >= contentStart, offset <= bytes.count else { return nil }
        let bytes = bytes
        return withLineIndex { $0.position(at: offset, in: bytes) }
    }

    /// The index, built on first use.
    private mutating func lineIndex() -> LineIndex {
        if let index { return index }
        let built = LineIndex(bytes, start: contentStart)
        index = built
        return built
    }

    /// Runs `body` on the index in place (its caches grow without a copy).
    private mutating func withLineIndex<Result>(_ body: (inout LineIndex) -> Result) -> Result {
        var index = lineIndex()
        self.index = nil
        defer { self.index = index }
        return body(&index)
    }
}

/// Where each line of a text starts, with what random access between offsets and positions
/// needs: per line whether it is ASCII (a column is then a byte count), and for a long line of
/// multi-byte characters the offsets of every 64th scalar, noted on first use.
struct LineIndex: Sendable {
    /// The offset at which each line starts (line 1 at index 0).
    let lineStarts: [Int]
    /// Per line: whether it holds only ASCII, computed on demand.
    private var lineIsASCII: [Bool?]
    /// Per non-ASCII line looked up: the offsets of its scalars 1, 1 + stride, 1 + 2 × stride…
    private var lineScalarCheckpoints: [Int: [Int]] = [:]
    /// How many scalars apart the checkpoints of a non-ASCII line are.
    private static let checkpointStride = 64

    /// The line starts of `bytes`, line 1 starting at `start`.
    init(_ bytes: [UInt8], start: Int) {
        var starts = [start]
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == ASCII.lineFeed {
                starts.append(index)
            } else if byte == ASCII.carriageReturn {
                if index < bytes.count, bytes[index] == ASCII.lineFeed { index += 1 }
                starts.append(index)
            }
        }
        lineStarts = starts
        lineIsASCII = Array(repeating: nil, count: starts.count)
    }

    /// The offset of `position`, nil when there is no such place.
    mutating func offset(of position: SourcePosition, in bytes: [UInt8]) -> Int? {
        let line = position.line - 1
        guard line >= 0, line < lineStarts.count, position.column >= 1 else { return nil }
        let (start, end) = bounds(ofLine: line, in: bytes)
        if isASCII(line: line, start: start, end: end, in: bytes) {
            let offset = start + position.column - 1
            return offset <= end ? offset : nil
        }
        // Columns count scalars here. Every 64th scalar's offset is noted once per line, so a
        // lookup walks at most 64 scalars however long the line (a minified file is one line).
        let checkpoints = scalarCheckpoints(ofLine: line, start: start, end: end, in: bytes)
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

    /// The position of the byte at `offset` (at least line 1's start, at most `bytes.count`).
    mutating func position(at offset: Int, in bytes: [UInt8]) -> SourcePosition {
        // The last line starting at or before `offset`.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let (start, end) = bounds(ofLine: low, in: bytes)
        if isASCII(line: low, start: start, end: end, in: bytes) {
            return SourcePosition(line: low + 1, column: offset - start + 1)
        }
        let checkpoints = scalarCheckpoints(ofLine: low, start: start, end: end, in: bytes)
        var checkpoint = 0
        while checkpoint + 1 < checkpoints.count, checkpoints[checkpoint + 1] <= offset { checkpoint += 1 }
        var column = checkpoint * Self.checkpointStride + 1
        var index = checkpoints[checkpoint]
        while index < offset {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourcePosition(line: low + 1, column: column)
    }

    /// Where line `line` (0-based) starts, and where the next starts (or the text ends).
    private func bounds(ofLine line: Int, in bytes: [UInt8]) -> (start: Int, end: Int) {
        (lineStarts[line], line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count)
    }

    private mutating func isASCII(line: Int, start: Int, end: Int, in bytes: [UInt8]) -> Bool {
        if let known = lineIsASCII[line] { return known }
        let ascii = !bytes[start..<end].contains { $0 >= 0x80 }
        lineIsASCII[line] = ascii
        return ascii
    }

    /// The checkpoints of a non-ASCII line, noted on its first lookup.
    private mutating func scalarCheckpoints(ofLine line: Int, start: Int, end: Int, in bytes: [UInt8]) -> [Int] {
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
}
