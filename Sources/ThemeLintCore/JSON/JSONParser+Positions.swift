extension JSONParser.State {
    /// Skips a UTF-8 byte order mark at the very start of the input; line 1 then starts after it.
    mutating func skipByteOrderMark() {
        if end >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            offset = 3
            lineStart = 3
            columnCheckpointOffset = 3
        }
    }

    /// Skips JSON whitespace (space, tab, LF, CR), counting line breaks.
    @inline(__always)
    mutating func skipWhitespace() {
        while offset < end {
            let byte = bytes[offset]
            if byte == ASCII.space {
                offset &+= 1
                // Indentation: eight spaces at a time.
                while offset &+ 8 <= end,
                      UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: offset, as: UInt64.self) == 0x2020_2020_2020_2020 {
                    offset &+= 8
                }
            } else if byte == ASCII.tab {
                offset &+= 1
            } else if byte == ASCII.lineFeed {
                offset &+= 1
                startLine()
            } else if byte == ASCII.carriageReturn {
                offset &+= 1
                if offset < end, bytes[offset] == ASCII.lineFeed {
                    offset &+= 1
                }
                startLine()
            } else {
                return
            }
        }
    }

    /// Records that a new line starts at `offset`.
    @inline(__always)
    mutating func startLine() {
        line &+= 1
        lineStart = offset
        lineHasNonASCII = false
    }

    /// The position of the byte at `offset`.
    @inline(__always)
    mutating func currentPosition() -> SourcePosition {
        position(at: offset)
    }

    /// The position of the byte at `byteOffset`, which must lie on the current line (or just
    /// past its end).
    @inline(__always)
    mutating func position(at byteOffset: Int) -> SourcePosition {
        if !lineHasNonASCII {
            return SourcePosition(line: line, column: byteOffset - lineStart + 1)
        }
        return positionCountingScalars(at: byteOffset)
    }

    /// The column on a line that holds multi-byte characters: counts the bytes that start a
    /// scalar, resuming from the last position asked for on this line so that a long line is
    /// scanned once, not once per value.
    mutating func positionCountingScalars(at byteOffset: Int) -> SourcePosition {
        if columnCheckpointOffset < lineStart || columnCheckpointOffset > byteOffset {
            columnCheckpointOffset = lineStart
            columnCheckpointColumn = 1
        }
        var column = columnCheckpointColumn
        var index = columnCheckpointOffset
        while index < byteOffset {
            // Every byte but a continuation byte (10xxxxxx) starts a scalar.
            if bytes[index] & 0xC0 != 0x80 {
                column &+= 1
            }
            index &+= 1
        }
        columnCheckpointOffset = byteOffset
        columnCheckpointColumn = column
        return SourcePosition(line: line, column: column)
    }
}
