extension JSONParser.State {
    /// Skips a UTF-8 byte order mark at the very start of the input; line 1 then starts after it.
    mutating func skipByteOrderMark() {
        if end >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            offset = 3
            lines = LineCursor(origin: 3)
        }
    }

    /// Skips JSON whitespace (space, tab, LF, CR), counting line breaks.
    @inline(__always)
    mutating func skipWhitespace() {
        while offset < end {
            let byte = bytes[offset]
            if byte == ASCII.space {
                offset &+= 1
                // Indentation: eight bytes at a time; the first byte that is not a space
                // ends the run.
                while offset &+ 8 <= end {
                    let word = UInt64(littleEndian: UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                    let nonSpaces = word ^ 0x2020_2020_2020_2020
                    if nonSpaces != 0 {
                        offset &+= nonSpaces.trailingZeroBitCount &>> 3
                        break
                    }
                    offset &+= 8
                }
            } else if byte == ASCII.tab {
                offset &+= 1
            } else if byte == ASCII.lineFeed {
                offset &+= 1
                lines.startLine(at: offset)
            } else if byte == ASCII.carriageReturn {
                offset &+= 1
                if offset < end, bytes[offset] == ASCII.lineFeed {
                    offset &+= 1
                }
                lines.startLine(at: offset)
            } else {
                return
            }
        }
    }

    /// The position of the byte at `offset`.
    @inline(__always)
    mutating func currentPosition() -> SourcePosition {
        lines.position(at: offset, in: bytes)
    }

    /// The position of the byte at `byteOffset`, which must lie on the current line (or just
    /// past its end).
    @inline(__always)
    mutating func position(at byteOffset: Int) -> SourcePosition {
        lines.position(at: byteOffset, in: bytes)
    }
}
