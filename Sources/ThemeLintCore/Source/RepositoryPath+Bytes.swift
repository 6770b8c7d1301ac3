extension RepositoryPath {
    /// A path as git stores it — bytes, not necessarily UTF-8 — as a `String`, losslessly:
    /// valid UTF-8 stays as it is; every byte that is not part of valid UTF-8 is written `\xHH`
    /// (two uppercase hex digits), and a backslash that would otherwise read as such an escape
    /// is written `\x5C`. `bytes(of:)` reverses it. So a name git stores that is not UTF-8 is
    /// still read (no false `missing-file`), and every report shows it escaped,
    /// `th\xFFemes/palette.json`; a configuration names it the same way.
    public static func decoding<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        let array = Array(bytes)
        if !array.contains(backslash), let text = String(validating: array, as: UTF8.self) { return text }
        var out: [UInt8] = []
        out.reserveCapacity(array.count + 8)
        var index = 0
        while index < array.count {
            let length = validSequenceLength(array, at: index)
            if length == 0 {
                appendEscape(array[index], to: &out)
                index += 1
            } else if isEscape(array, at: index) {
                appendEscape(backslash, to: &out)
                index += 1
            } else {
                out.append(contentsOf: array[index..<(index + length)])
                index += length
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `decoding(_:)` of a NUL-terminated C string.
    public static func decoding(cString: UnsafePointer<CChar>) -> String {
        let length = strlenOf(cString)
        return cString.withMemoryRebound(to: UInt8.self, capacity: length) { decoding(UnsafeBufferPointer(start: $0, count: length)) }
    }

    /// The bytes git stores for `path`, a path made by `decoding(_:)` or typed by a user: each
    /// `\xHH` (uppercase hex) is the byte HH; everything else is its UTF-8.
    public static func bytes(of path: String) -> [UInt8] {
        let utf8 = Array(path.utf8)
        guard utf8.contains(backslash) else { return utf8 }
        var out: [UInt8] = []
        out.reserveCapacity(utf8.count)
        var index = 0
        while index < utf8.count {
            if isEscape(utf8, at: index) {
                out.append(hexValue(utf8[index + 2]) << 4 | hexValue(utf8[index + 3]))
                index += 4
            } else {
                out.append(utf8[index])
                index += 1
            }
        }
        return out
    }

    private static let backslash: UInt8 = 0x5C
    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    private static func appendEscape(_ byte: UInt8, to out: inout [UInt8]) {
        out.append(backslash)
        out.append(0x78)  // x
        out.append(hexDigits[Int(byte >> 4)])
        out.append(hexDigits[Int(byte & 0x0F)])
    }

    /// True when `bytes[index...]` starts with `\xHH` (uppercase hex digits).
    private static func isEscape(_ bytes: [UInt8], at index: Int) -> Bool {
        index + 3 < bytes.count && bytes[index] == backslash && bytes[index + 1] == 0x78
            && isUppercaseHexDigit(bytes[index + 2]) && isUppercaseHexDigit(bytes[index + 3])
    }

    private static func isUppercaseHexDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte)
    }

    private static func hexValue(_ digit: UInt8) -> UInt8 {
        digit <= 0x39 ? digit - 0x30 : digit - 0x41 + 10
    }

    /// The length of the well-formed UTF-8 sequence (RFC 3629: no overlong forms, no
    /// surrogates, nothing above U+10FFFF) at `index`, or 0 when there is none.
    private static func validSequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        let second: ClosedRange<UInt8>
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2; second = 0x80...0xBF
        case 0xE0: length = 3; second = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3; second = 0x80...0xBF
        case 0xED: length = 3; second = 0x80...0x9F
        case 0xF0: length = 4; second = 0x90...0xBF
        case 0xF1...0xF3: length = 4; second = 0x80...0xBF
        case 0xF4: length = 4; second = 0x80...0x8F
        default: return 0
        }
        guard index + length <= bytes.count, second.contains(bytes[index + 1]) else { return 0 }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) { return 0 }
        return length
    }

    private static func strlenOf(_ pointer: UnsafePointer<CChar>) -> Int {
        var length = 0
        while pointer[length] != 0 { length += 1 }
        return length
    }
}
