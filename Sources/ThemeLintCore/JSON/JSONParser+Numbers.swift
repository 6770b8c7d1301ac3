extension JSONParser.State {
    /// Reads a number (RFC 8259 §6) starting at `offset` (a `-` or a digit).
    ///
    /// Grammar: `-? (0 | [1-9][0-9]*) (\.[0-9]+)? ([eE][+-]?[0-9]+)?`. Errors are reported at
    /// the number's first character. Numbers with at most 19 significant digits and a decimal
    /// exponent within ±22 are converted exactly with one multiplication or division (both
    /// operands are exact doubles); all others go through the standard library's correctly
    /// rounded conversion.
    mutating func readNumber() throws(JSONSyntaxError) -> Double {
        let start = offset
        var index = start
        var isNegative = false
        if bytes[index] == ASCII.minus {
            isNegative = true
            index &+= 1
            guard index < end else { throw unexpectedEndOfInput() }
        }

        // Integer part.
        var mantissa: UInt64 = 0
        var digitCount = 0
        let first = bytes[index]
        if first == ASCII.zero {
            index &+= 1
            if index < end, ASCII.isDigit(bytes[index]) {
                throw error("leading zeros are not allowed", at: start)
            }
        } else if ASCII.isDigit(first) {
            while index < end, ASCII.isDigit(bytes[index]) {
                if digitCount < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- ASCII.zero)
                }
                digitCount &+= 1
                index &+= 1
            }
        } else if ASCII.isWordByte(first), wordText(at: index) == "Infinity" {
            throw error("invalid number: NaN and Infinity are not allowed", at: start)
        } else {
            throw error("invalid number: expected a digit after '-'", at: start)
        }

        // Fraction.
        var decimalExponent = 0
        if index < end, bytes[index] == ASCII.dot {
            index &+= 1
            guard index < end else { throw unexpectedEndOfInput() }
            guard ASCII.isDigit(bytes[index]) else {
                throw error("invalid number: expected a digit after '.'", at: start)
            }
            while index < end, ASCII.isDigit(bytes[index]) {
                if mantissa == 0, bytes[index] == ASCII.zero {
                    // Leading zeros of the fraction are not significant.
                    decimalExponent &-= 1
                } else {
                    if digitCount < 19 {
                        mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- ASCII.zero)
                        decimalExponent &-= 1
                    }
                    digitCount &+= 1
                }
                index &+= 1
            }
        }

        // Exponent.
        if index < end, bytes[index] | 0x20 == ASCII.lowercaseE {
            index &+= 1
            guard index < end else { throw unexpectedEndOfInput() }
            var exponentIsNegative = false
            if bytes[index] == ASCII.plus || bytes[index] == ASCII.minus {
                exponentIsNegative = bytes[index] == ASCII.minus
                index &+= 1
                guard index < end else { throw unexpectedEndOfInput() }
            }
            guard ASCII.isDigit(bytes[index]) else {
                throw error("invalid number: expected a digit in the exponent", at: start)
            }
            var exponent = 0
            while index < end, ASCII.isDigit(bytes[index]) {
                if exponent < 1_000_000 {
                    exponent = exponent &* 10 &+ Int(bytes[index] &- ASCII.zero)
                }
                index &+= 1
            }
            decimalExponent &+= exponentIsNegative ? -exponent : exponent
        }

        // A number glued to letters, dots or signs (`1.2.3`, `0x1F`, `1e5e5`) is one bad token.
        if index < end {
            let next = bytes[index]
            if ASCII.isWordByte(next) || next == ASCII.dot || next == ASCII.plus || next == ASCII.minus {
                throw error("invalid number", at: start)
            }
        }
        offset = index

        if digitCount <= 19, mantissa <= 1 << 53, decimalExponent >= -22, decimalExponent <= 22 {
            var value = Double(mantissa)
            if decimalExponent < 0 {
                value /= Self.powersOfTen[-decimalExponent]
            } else if decimalExponent > 0 {
                value *= Self.powersOfTen[decimalExponent]
            }
            return isNegative ? -value : value
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text) else {
            throw error("invalid number", at: start)
        }
        return value
    }

    /// 10⁰ … 10²², every one exactly representable as a `Double`.
    static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]
}
