/// Character data, references, and the encoding check.
extension XMLReaderState {
    /// Character data at `offset`, up to the next `<` or `&`.
    mutating func characterData() throws(XMLSyntaxError) {
        let start = offset
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") { break }
            if byte == UInt8(ascii: "]"), starts(with: "]]>") { throw error("\"]]>\" is not allowed in text (write ]]&gt;)") }
            offset += 1
        }
        appendText(bytes[start..<offset], at: start)
    }

    /// Adds raw text starting at byte `start` to the innermost open element.
    mutating func appendText(_ text: ArraySlice<UInt8>, at start: Int) {
        guard let current = open.last, !text.isEmpty else { return }
        if elements[current].textPosition == nil, let first = text.firstIndex(where: { !Self.isWhitespace($0) }) {
            elements[current].textPosition = position(at: first)
        }
        elements[current].text += String(decoding: text, as: UTF8.self)
    }

    /// Adds the expansion of a reference written at byte `start` to the innermost open element.
    mutating func appendReferenceText(_ expanded: String, at start: Int) {
        guard let current = open.last else { return }
        if elements[current].textPosition == nil, expanded.utf8.contains(where: { !Self.isWhitespace($0) }) {
            elements[current].textPosition = position(at: start)
        }
        elements[current].text += expanded
    }

    /// The reference at `offset` (`&name;`, `&#N;`, `&#xH;`), expanded: only the five
    /// predefined entities and character references exist (no DTD is read).
    mutating func reference() throws(XMLSyntaxError) -> String {
        let at = offset
        offset += 1
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "#") {
            offset += 1
            var radix: UInt32 = 10
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "x") {
                radix = 16
                offset += 1
            }
            var value: UInt32 = 0
            var digits = 0
            while offset < bytes.count, bytes[offset] != UInt8(ascii: ";") {
                guard let digit = Self.digitValue(bytes[offset], radix: radix), digits < 8 else {
                    throw error("a malformed character reference", at: at)
                }
                value = value * radix + digit
                digits += 1
                offset += 1
            }
            guard offset < bytes.count, digits > 0 else { throw error("a malformed character reference", at: at) }
            offset += 1
            guard Self.isXMLCharacter(value), let scalar = Unicode.Scalar(value) else {
                throw error("character reference to U+\(String(value, radix: 16, uppercase: true)), which XML does not allow", at: at)
            }
            return String(Character(scalar))
        }
        let start = offset
        while offset < bytes.count, offset - start <= 32, Self.isNameByte(bytes[offset]) { offset += 1 }
        let entity = String(decoding: bytes[start..<offset], as: UTF8.self)
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: ";"), !entity.isEmpty else {
            throw error("\"&\" must start a reference (write &amp; for a literal ampersand)", at: at)
        }
        offset += 1
        switch entity {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "apos": return "'"
        case "quot": return "\""
        default:
            throw error("undefined entity &\(entity); (themelint expands only &lt; &gt; &amp; &apos; &quot; and character references)", at: at)
        }
    }

    static func digitValue(_ byte: UInt8, radix: UInt32) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16: UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// XML 1.0's `Char` production.
    static func isXMLCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// Checks, in one pass before parsing, that the input is UTF-8 and holds only characters
    /// XML allows; the error names the first offending byte's line and column.
    mutating func validateEncoding() throws(XMLSyntaxError) {
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 {
                if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D {
                    throw error("control character U+\(String(format2: byte)) is not allowed in XML", at: index)
                }
                index += 1
                continue
            }
            let length: Int
            var scalar: UInt32
            switch byte {
            case 0xC2...0xDF: length = 2; scalar = UInt32(byte & 0x1F)
            case 0xE0...0xEF: length = 3; scalar = UInt32(byte & 0x0F)
            case 0xF0...0xF4: length = 4; scalar = UInt32(byte & 0x07)
            default: throw error("invalid UTF-8 (byte 0x\(String(format2: byte)))", at: index)
            }
            guard index + length <= count else { throw error("invalid UTF-8 (a sequence cut short by the end of the file)", at: index) }
            for next in 1..<length {
                let continuation = bytes[index + next]
                guard continuation & 0xC0 == 0x80 else { throw error("invalid UTF-8 (byte 0x\(String(format2: byte)) not followed by a continuation byte)", at: index) }
                scalar = scalar << 6 | UInt32(continuation & 0x3F)
            }
            let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
            guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else {
                throw error("invalid UTF-8 (an overlong, surrogate or out-of-range sequence)", at: index)
            }
            guard Self.isXMLCharacter(scalar) else { throw error("character U+\(String(scalar, radix: 16, uppercase: true)) is not allowed in XML", at: index) }
            index += length
        }
    }
}

extension String {
    /// Two uppercase hex digits.
    init(format2 byte: UInt8) {
        let digits = Array("0123456789ABCDEF")
        self = String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
