extension JSONParser.State {
    /// Checks the multi-byte UTF-8 sequence whose lead byte (≥ 0x80) is at `index` and returns
    /// its length. Rejects stray continuation bytes, overlong forms, encoded surrogates, code
    /// points above U+10FFFF and truncated sequences, reporting the lead byte's position.
    @inline(__always)
    mutating func validateUTF8Sequence(at index: Int) throws(JSONSyntaxError) -> Int {
        let lead = bytes[index]
        // The allowed range of the second byte depends on the lead byte (RFC 3629 table).
        let length: Int
        var secondLow: UInt8 = 0x80
        var secondHigh: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF:
            length = 2
        case 0xE0:
            length = 3
            secondLow = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF:
            length = 3
        case 0xED:
            length = 3
            secondHigh = 0x9F
        case 0xF0:
            length = 4
            secondLow = 0x90
        case 0xF1...0xF3:
            length = 4
        case 0xF4:
            length = 4
            secondHigh = 0x8F
        default:
            throw invalidUTF8(at: index)
        }
        guard index &+ 1 < end, bytes[index &+ 1] >= secondLow, bytes[index &+ 1] <= secondHigh else {
            throw invalidUTF8(at: index)
        }
        var next = index &+ 2
        let sequenceEnd = index &+ length
        while next < sequenceEnd {
            guard next < end, bytes[next] & 0xC0 == 0x80 else {
                throw invalidUTF8(at: index)
            }
            next &+= 1
        }
        return length
    }

    /// The error for the invalid UTF-8 sequence starting at `index`, saying what is wrong with it.
    mutating func invalidUTF8(at index: Int) -> JSONSyntaxError {
        lines.lineHasNonASCII = true
        let lead = bytes[index]
        let second: UInt8? = index + 1 < end ? bytes[index + 1] : nil
        let secondIsContinuation = second.map { $0 & 0xC0 == 0x80 } ?? false
        let reason: String
        switch lead {
        case 0x80...0xBF:
            reason = "unexpected continuation byte \(hexByte(lead))"
        case 0xC0, 0xC1:
            reason = "overlong encoding \(hexBytes(from: index, count: 2))"
        case 0xF5...0xFF:
            reason = "byte \(hexByte(lead)) never occurs in UTF-8"
        case 0xE0 where secondIsContinuation, 0xF0 where secondIsContinuation:
            if second.map({ $0 < (lead == 0xE0 ? 0xA0 : 0x90) }) ?? false {
                reason = "overlong encoding \(hexBytes(from: index, count: lead == 0xE0 ? 3 : 4))"
            } else {
                reason = "truncated sequence \(hexBytes(from: index, count: truncatedLength(at: index)))"
            }
        case 0xED where secondIsContinuation && (second ?? 0) >= 0xA0:
            reason = "surrogate encoded as \(hexBytes(from: index, count: 3))"
        case 0xF4 where secondIsContinuation && (second ?? 0) >= 0x90:
            reason = "code point above U+10FFFF encoded as \(hexBytes(from: index, count: 4))"
        default:
            reason = "truncated sequence \(hexBytes(from: index, count: truncatedLength(at: index)))"
        }
        return error("invalid UTF-8: \(reason)", at: index)
    }

    /// How many bytes of the truncated sequence at `index` are present: the lead byte and the
    /// continuation bytes that follow it.
    private func truncatedLength(at index: Int) -> Int {
        var next = index + 1
        while next < end, next < index + 4, bytes[next] & 0xC0 == 0x80 {
            next += 1
        }
        return next - index
    }

    /// Up to `count` input bytes from `index` as `0xAA 0xBB`.
    func hexBytes(from index: Int, count: Int) -> String {
        (index..<min(index + count, end)).map { hexByte(bytes[$0]) }.joined(separator: " ")
    }

    /// A byte as `0xAB`.
    func hexByte(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return byte < 0x10 ? "0x0\(digits)" : "0x\(digits)"
    }

    /// The Unicode scalar at `index` if it starts a valid UTF-8 sequence (nil otherwise).
    func scalar(at index: Int) -> Unicode.Scalar? {
        var iterator = UnsafeBufferPointer(rebasing: bytes[index..<min(index + 4, end)]).makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) {
            return scalar
        }
        return nil
    }
}
