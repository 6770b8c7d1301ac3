import ThemeLintCore

/// A position as the protocol has it: 0-based line, column in the negotiated unit.
public struct LSPPosition: Sendable, Hashable, Comparable {
    /// 0-based line.
    public var line: Int
    /// Column in the negotiated unit (UTF-16 code units by default).
    public var character: Int

    /// Creates a position.
    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    /// Reads `{"line", "character"}`.
    init?(_ node: JSONNode?) {
        guard let node, let line = node.int("line"), let character = node.int("character"), line >= 0, character >= 0 else { return nil }
        self.init(line: line, character: character)
    }

    /// As written.
    var output: JSONOutput {
        .object([("line", .int(line)), ("character", .int(character))])
    }

    /// Document order.
    public static func < (lhs: LSPPosition, rhs: LSPPosition) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }
}

/// A range as the protocol has it.
public struct LSPRange: Sendable, Hashable {
    /// First position.
    public var start: LSPPosition
    /// Position just past the end.
    public var end: LSPPosition

    /// Creates a range.
    public init(start: LSPPosition, end: LSPPosition) {
        self.start = start
        self.end = end
    }

    /// Reads `{"start", "end"}`.
    init?(_ node: JSONNode?) {
        guard let start = LSPPosition(node?["start"]), let end = LSPPosition(node?["end"]) else { return nil }
        self.init(start: start, end: end)
    }

    /// As written.
    var output: JSONOutput {
        .object([("start", start.output), ("end", end.output)])
    }
}

/// One document's text with the conversions between byte offsets, the readers' scalar
/// positions and the protocol's positions in the negotiated unit.
public struct TextLayout: Sendable {
    /// The layout of the bytes.
    public private(set) var text: SourceText
    /// The negotiated column unit.
    public let unit: SourceText.ColumnUnit

    /// Lays out `bytes`.
    public init(_ bytes: [UInt8], unit: SourceText.ColumnUnit) {
        text = SourceText(bytes)
        self.unit = unit
    }

    /// The document's bytes.
    public var bytes: [UInt8] { text.bytes }

    /// The byte offset of a protocol position.
    public mutating func offset(of position: LSPPosition) -> Int {
        text.offset(line: position.line, column: position.character, unit: unit)
    }

    /// The protocol position of a byte offset.
    public mutating func position(ofOffset offset: Int) -> LSPPosition {
        let (line, column) = text.lineAndColumn(ofOffset: offset, unit: unit)
        return LSPPosition(line: line, character: column)
    }

    /// The byte offset of a reader's 1-based scalar position (clamped into the document).
    public mutating func offset(of position: SourcePosition) -> Int {
        if let offset = text.offset(of: position) { return offset }
        return text.lineEndOffset(max(0, position.line - 1)) ?? text.bytes.count
    }

    /// The protocol position of a reader's 1-based scalar position.
    public mutating func position(of position: SourcePosition) -> LSPPosition {
        self.position(ofOffset: offset(of: position))
    }

    /// The reader's 1-based scalar position of byte `offset`.
    public mutating func sourcePosition(ofOffset offset: Int) -> SourcePosition {
        let (line, byteColumn) = text.lineAndColumn(ofOffset: offset, unit: .utf8)
        let start = max(0, offset - byteColumn)
        let scalars = text.bytes[start..<max(start, min(offset, text.bytes.count))].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return SourcePosition(line: line + 1, column: scalars + 1)
    }

    /// The protocol range of bytes `start..<end`.
    public mutating func range(_ start: Int, _ end: Int) -> LSPRange {
        LSPRange(start: position(ofOffset: start), end: position(ofOffset: end))
    }

    /// The range of the token that starts at `position`: a JSON string (quotes included), a
    /// number or literal, or an XML/other word; an empty range where nothing starts.
    public mutating func tokenRange(at position: SourcePosition) -> LSPRange {
        let start = offset(of: position)
        let end = tokenEnd(from: start)
        return LSPRange(start: self.position(ofOffset: start), end: self.position(ofOffset: end))
    }

    /// The end of the token starting at byte `start`.
    func tokenEnd(from start: Int) -> Int {
        let bytes = text.bytes
        guard start < bytes.count else { return start }
        if bytes[start] == UInt8(ascii: "\""), let end = text.endOfString(at: start) { return end }
        var index = start
        while index < bytes.count, !Self.endsWord(bytes[index]) { index += 1 }
        return index
    }

    private static func endsWord(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), 10, 13, UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"),
            UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""): true
        default: false
        }
    }
}
