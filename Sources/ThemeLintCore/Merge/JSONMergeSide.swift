/// One side of a JSON merge as written: its bytes, layout, line break and indentation unit,
/// and the text of its members and elements.
struct JSONMergeSide {
    /// The layout (offsets of positions, ends of values).
    var layout: SourceText
    /// The parsed root.
    let root: JSONNode
    /// The line break the side uses (its first, else LF).
    let lineBreak: [UInt8]
    /// One level of indentation as the side writes it (a tab, two or four spaces…).
    let indentUnit: [UInt8]

    init(bytes: [UInt8], root: JSONNode) {
        layout = SourceText(bytes)
        self.root = root
        lineBreak = layout.lineBreak
        indentUnit = SourceText.indentationUnit(of: bytes) ?? [ASCII.space, ASCII.space]
    }

    var bytes: [UInt8] { layout.bytes }

    /// The byte offset of `position` (the parser recorded it over these bytes).
    mutating func offset(_ position: SourcePosition) -> Int {
        layout.offset(of: position) ?? 0
    }

    /// The offsets a value occupies: its span as parsed (a node made by hand: scanned).
    mutating func span(of node: JSONNode) -> Range<Int> {
        if let bytes = node.span.bytes { return bytes }
        let start = offset(node.position)
        return start..<(layout.endOfValue(at: start) ?? start)
    }

    /// The offsets an item occupies: from its key's quote (a member) or its first byte (an
    /// element) to the end of its value.
    mutating func span(of item: JSONMergeItem) -> Range<Int> {
        let end = span(of: item.node).upperBound
        return offset(item.keyPosition ?? item.node.position)..<end
    }

    /// The spaces and tabs that begin `line` (1-based; the layout knows where each line
    /// starts, so this costs the indentation only, even in a one-line document).
    mutating func indentation(ofLine line: Int) -> [UInt8] {
        guard let start = layout.offset(of: SourcePosition(line: line, column: 1)) else { return [] }
        return SourceText.indentation(ofLineAt: start, in: bytes)
    }

    /// Whether only spaces and tabs stand before `offset` on its line.
    func beginsLine(_ offset: Int) -> Bool {
        SourceText.indentation(before: offset, in: bytes) != nil
    }

    /// The text at `range` (starting on `line`), its continuation lines moved from this side's
    /// indentation to `indent` in `target`'s indentation unit and line break (the first line
    /// stays as it is).
    mutating func text(_ range: Range<Int>, line: Int, reindentedTo indent: [UInt8], for target: JSONMergeSide) -> [UInt8] {
        let slice = bytes[range]
        if !slice.contains(ASCII.lineFeed), !slice.contains(ASCII.carriageReturn) { return Array(slice) }
        let how = SourceText.Reindentation(
            from: indentation(ofLine: line), to: indent, unit: (indentUnit, target.indentUnit), lineBreak: target.lineBreak)
        return SourceText.reindented(slice, how)
    }
}
