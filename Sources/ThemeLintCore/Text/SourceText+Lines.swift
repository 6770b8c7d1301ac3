/// The lines a piece of text owns: where its indentation starts, and whether it stands alone on its lines
/// (then deleting it takes the whole lines, so no blank line is left behind).
extension SourceText {
    /// A comment a format allows after an element on its line (`<!--` … `-->` in XML): it
    /// stays with the element it follows.
    public struct TrailingComment: Sendable {
        /// The bytes that open it.
        public var open: [UInt8]
        /// The bytes that close it.
        public var close: [UInt8]

        /// An XML comment.
        public static let xml = TrailingComment(open: Array("<!--".utf8), close: Array("-->".utf8))
    }

    /// The start of the spaces and tabs that stand right before `offset`.
    public func startOfSpaces(before offset: Int) -> Int {
        var index = offset
        while index > 0, bytes[index - 1] == ASCII.space || bytes[index - 1] == ASCII.tab { index -= 1 }
        return index
    }

    /// The start of the line holding `offset` when only spaces and tabs stand before it on that
    /// line (it begins the line), else nil. Looks back over the indentation only.
    public func indentationStart(before offset: Int) -> Int? {
        let index = startOfSpaces(before: offset)
        return index == 0 || isLineBreak(at: index - 1) ? index : nil
    }

    /// The spaces and tabs before `offset` when only they stand between the line's start and it.
    public func indentation(before offset: Int) -> [UInt8]? {
        Self.indentation(before: offset, in: bytes)
    }

    /// The offset after the spaces and tabs at `offset`, and after one `comment` that opens
    /// there and closes on the same line (with the spaces after it).
    public func endOfTrailingSpaces(after offset: Int, comment: TrailingComment?) -> Int {
        var after = skippingSpaces(from: offset)
        guard let comment, starts(with: comment.open, at: after) else { return after }
        var close = after + comment.open.count
        while close < bytes.count, !starts(with: comment.close, at: close) {
            if isLineBreak(at: close) { return after }
            close += 1
        }
        guard close < bytes.count else { return after }
        after = skippingSpaces(from: close + comment.close.count)
        return after
    }

    /// The whole lines `range` stands on, line break included, when nothing but indentation
    /// stands before it and nothing but spaces (and one `comment`) after it on its last line,
    /// and that line has a line break; else nil.
    public func wholeLines(of range: Range<Int>, comment: TrailingComment?) -> Range<Int>? {
        guard let lineStart = indentationStart(before: range.lowerBound) else { return nil }
        let after = endOfTrailingSpaces(after: range.upperBound, comment: comment)
        guard after < bytes.count, isLineBreak(at: after) else { return nil }
        return lineStart..<endOfLineBreak(at: after)
    }

    /// What deleting `range` takes with it: its whole lines when it stands alone on them (the
    /// last line, without a final line break: the line break before it instead, so the text
    /// still ends without one); else the spaces before it.
    public func ownedRange(of range: Range<Int>, comment: TrailingComment?) -> Range<Int> {
        let spacesStart = startOfSpaces(before: range.lowerBound)
        let after = endOfTrailingSpaces(after: range.upperBound, comment: comment)
        guard indentationStart(before: range.lowerBound) != nil, after == bytes.count || isLineBreak(at: after) else {
            return spacesStart..<range.upperBound
        }
        if after < bytes.count { return spacesStart..<endOfLineBreak(at: after) }
        var previous = spacesStart
        if previous > 0, bytes[previous - 1] == ASCII.lineFeed { previous -= 1 }
        if previous > 0, bytes[previous - 1] == ASCII.carriageReturn { previous -= 1 }
        return previous..<after
    }

    /// The offset just past the first line break within `range`, nil when it holds none.
    /// Looks at that range only.
    public func endOfFirstLineBreak(in range: Range<Int>) -> Int? {
        var index = range.lowerBound
        while index < range.upperBound {
            if isLineBreak(at: index) { return endOfLineBreak(at: index) }
            index += 1
        }
        return nil
    }

    /// Whether the byte at `offset` is LF or CR.
    public func isLineBreak(at offset: Int) -> Bool {
        bytes[offset] == ASCII.lineFeed || bytes[offset] == ASCII.carriageReturn
    }

    /// The offset just past the line break starting at `offset` (CR LF, CR or LF).
    public func endOfLineBreak(at offset: Int) -> Int {
        bytes[offset] == ASCII.carriageReturn && offset + 1 < bytes.count && bytes[offset + 1] == ASCII.lineFeed ? offset + 2 : offset + 1
    }

    /// The offset after the spaces and tabs at `offset`.
    public func skippingSpaces(from offset: Int) -> Int {
        var index = offset
        while index < bytes.count, bytes[index] == ASCII.space || bytes[index] == ASCII.tab { index += 1 }
        return index
    }

    /// Whether `prefix` stands at `offset`.
    public func starts(with prefix: [UInt8], at offset: Int) -> Bool {
        offset >= 0 && offset + prefix.count <= bytes.count && bytes[offset..<(offset + prefix.count)].elementsEqual(prefix)
    }
}
