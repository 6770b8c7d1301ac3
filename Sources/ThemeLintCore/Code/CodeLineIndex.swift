/// Line starts of a code file, to turn byte offsets into 1-based line and column (columns
/// count Unicode scalars, as everywhere in themelint; lines end at LF, CR LF or CR).
public struct CodeLineIndex: Sendable, Hashable {
    /// The file's bytes.
    let bytes: [UInt8]
    /// The offset at which each line starts.
    let lineStarts: [Int]

    /// Indexes `bytes` (one pass).
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == CodeBytes.lineFeed {
                starts.append(index)
            } else if byte == CodeBytes.carriageReturn {
                if index < bytes.count, bytes[index] == CodeBytes.lineFeed { index += 1 }
                starts.append(index)
            }
        }
        lineStarts = starts
    }

    /// The line and column of byte `offset` (a binary search, then the scalars of that line).
    public func position(of offset: Int) -> SourcePosition {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var column = 1
        var index = lineStarts[low]
        while index < min(offset, bytes.count) {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        // A byte order mark at the start of line 1 is not a column.
        if low == 0, bytes.count >= 3, offset >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { column -= 1 }
        return SourcePosition(line: low + 1, column: column)
    }
}
