/// Byte classes and scans the code lexers share.
enum CodeBytes {
    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == lineFeed || byte == carriageReturn || byte == 0x0C || byte == 0x0B
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    /// Letters, `_`, `$` and every byte of a non-ASCII scalar.
    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        isLetter(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    static func isIdentifierPart(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }

    /// The offset of the line break ending the line that `start` is on (the file's end).
    static func endOfLine(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] != lineFeed, bytes[index] != carriageReturn { index += 1 }
        return index
    }

    /// One past a number literal starting at the digit at `start`: digits, letters (hex
    /// digits, suffixes, exponents), `_`, and a `.` followed by a digit.
    static func endOfNumber(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start + 1
        while index < bytes.count {
            let byte = bytes[index]
            if isDigit(byte) || isLetter(byte) || byte == UInt8(ascii: "_") {
                index += 1
            } else if byte == UInt8(ascii: "."), index + 1 < bytes.count, isDigit(bytes[index + 1]) {
                index += 1
            } else {
                break
            }
        }
        return index
    }

    /// Whether `count` copies of `byte` start at `index`.
    static func hasRun(_ byte: UInt8, count: Int, in bytes: [UInt8], at index: Int) -> Bool {
        guard index + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[index + offset] != byte { return false }
        return true
    }

    /// The offset of the first `byte` at or after `start` (the end of the line or of the file
    /// when `stoppingAtLineEnd` and none comes first).
    static func find(_ byte: UInt8, in bytes: [UInt8], from start: Int, stoppingAtLineEnd: Bool) -> Int {
        var index = start
        while index < bytes.count, bytes[index] != byte {
            if stoppingAtLineEnd, bytes[index] == lineFeed || bytes[index] == carriageReturn { return index }
            index += 1
        }
        return index
    }
}
