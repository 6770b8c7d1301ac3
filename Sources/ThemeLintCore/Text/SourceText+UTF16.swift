/// Columns as editors count them: a language server speaks in lines and UTF-16 code units (or
/// UTF-8 bytes when the client asks), while the readers count Unicode scalars. Lines here are
/// 0-based and columns code-unit offsets from the line's start, as the Language Server
/// Protocol has them; a `SourcePosition` stays 1-based.
extension SourceText {
    /// How a column is counted.
    public enum ColumnUnit: Sendable, Hashable {
        /// UTF-16 code units (the protocol's default).
        case utf16
        /// UTF-8 bytes.
        case utf8
    }

    /// The byte offset at which 0-based `line` starts, nil past the last line.
    public mutating func lineStartOffset(_ line: Int) -> Int? {
        offset(of: SourcePosition(line: line + 1, column: 1))
    }

    /// The byte offset just past `line`'s last character (before its line break).
    public mutating func lineEndOffset(_ line: Int) -> Int? {
        guard let start = lineStartOffset(line) else { return nil }
        var index = start
        while index < bytes.count, bytes[index] != ASCII.lineFeed, bytes[index] != ASCII.carriageReturn { index += 1 }
        return index
    }

    /// The byte offset of 0-based `line`, `column` counted in `unit`. A column past the line's end
    /// is the line's end, and a line past the last is the document's end (as the protocol says);
    /// a column inside a character's code units is the character's start.
    public mutating func offset(line: Int, column: Int, unit: ColumnUnit) -> Int {
        guard line >= 0, let start = lineStartOffset(line), let end = lineEndOffset(line) else { return bytes.count }
        var index = start
        var units = 0
        while index < end {
            let width = Self.scalarWidth(bytes[index])
            let step = unit == .utf8 ? width : (width == 4 ? 2 : 1)
            if units + step > column { break }
            units += step
            index += width
        }
        return min(index, end)
    }

    /// The 0-based line and the column in `unit` of byte `offset` (clamped to the document).
    public mutating func lineAndColumn(ofOffset offset: Int, unit: ColumnUnit) -> (line: Int, column: Int) {
        let target = max(0, min(offset, bytes.count))
        // The last line starting at or before `target`: exponential then binary search over
        // line starts (each lookup of a line's start is constant time).
        var low = 0
        var high = 1
        while let start = lineStartOffset(high), start <= target { low = high; high *= 2 }
        while high - low > 1 {
            let middle = (low + high) / 2
            if let start = lineStartOffset(middle), start <= target { low = middle } else { high = middle }
        }
        let start = lineStartOffset(low) ?? 0
        return (low, columnUnits(from: start, to: target, unit: unit))
    }

    /// The column in `unit` of 1-based scalar `position`, nil when the document has no such place.
    public mutating func column(of position: SourcePosition, unit: ColumnUnit) -> Int? {
        guard let start = lineStartOffset(position.line - 1), let target = offset(of: position) else { return nil }
        return columnUnits(from: start, to: target, unit: unit)
    }

    /// How many `unit`s the bytes from `start` to `end` hold.
    private func columnUnits(from start: Int, to end: Int, unit: ColumnUnit) -> Int {
        guard unit == .utf16 else { return end - start }
        var units = 0
        var index = start
        while index < end {
            let width = Self.scalarWidth(bytes[index])
            units += width == 4 ? 2 : 1
            index += width
        }
        return units
    }

    /// How many bytes the UTF-8 sequence led by `byte` takes (1 for a stray continuation byte).
    static func scalarWidth(_ byte: UInt8) -> Int {
        switch byte {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }
}
