/// Byte values the parser looks for.
enum ASCII {
    static let tab: UInt8 = 0x09
    static let lineFeed: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let quote: UInt8 = 0x22
    static let plus: UInt8 = 0x2B
    static let comma: UInt8 = 0x2C
    static let minus: UInt8 = 0x2D
    static let dot: UInt8 = 0x2E
    static let slash: UInt8 = 0x2F
    static let zero: UInt8 = 0x30
    static let one: UInt8 = 0x31
    static let nine: UInt8 = 0x39
    static let colon: UInt8 = 0x3A
    static let uppercaseE: UInt8 = 0x45
    static let openBracket: UInt8 = 0x5B
    static let backslash: UInt8 = 0x5C
    static let closeBracket: UInt8 = 0x5D
    static let lowercaseB: UInt8 = 0x62
    static let lowercaseE: UInt8 = 0x65
    static let lowercaseF: UInt8 = 0x66
    static let lowercaseN: UInt8 = 0x6E
    static let lowercaseR: UInt8 = 0x72
    static let lowercaseT: UInt8 = 0x74
    static let lowercaseU: UInt8 = 0x75
    static let openBrace: UInt8 = 0x7B
    static let closeBrace: UInt8 = 0x7D

    /// A letter, digit or underscore: a byte that would continue a word like `true` or `NaN`.
    @inline(__always)
    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F: true
        default: false
        }
    }

    /// A decimal digit.
    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool {
        byte &- zero < 10
    }
}
