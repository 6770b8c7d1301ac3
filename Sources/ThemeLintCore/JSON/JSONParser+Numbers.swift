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
        var number = NumberDigits(start: start)
        if bytes[number.index] == ASCII.minus {
            number.isNegative = true
            number.index &+= 1
            guard number.index < end else { throw unexpectedEndOfInput() }
        }
        try readIntegerPart(&number)
        try readFraction(&number)
        try readExponent(&number)
        // A number glued to letters, dots or signs (`1.2.3`, `0x1F`, `1e5e5`) is one bad token.
        if number.index < end {
            let next = bytes[number.index]
            if ASCII.isWordByte(next) || next == ASCII.dot || next == ASCII.plus || next == ASCII.minus {
                throw error("invalid number", at: start)
            }
        }
        offset = number.index
        return try value(of: number)
    }

    /// A number's significant digits as read so far.
    struct NumberDigits {
        /// Where the number starts (errors are reported there).
        let start: Int
        /// The next byte to read.
        var index: Int
        var isNegative = false
        /// The first 19 significant digits.
        var mantissa: UInt64 = 0
        /// How many significant digits there are (more than 19: `mantissa` holds the first 19).
        var digitCount = 0
        /// The power of ten `mantissa` is multiplied by.
        var decimalExponent = 0

        init(start: Int) {
            self.start = start
            index = start
        }
    }

    /// The integer part: `0` or `[1-9][0-9]*`.
    @inline(__always)
    private mutating func readIntegerPart(_ number: inout NumberDigits) throws(JSONSyntaxError) {
        let first = bytes[number.index]
        if first == ASCII.zero {
            number.index &+= 1
            if number.index < end, ASCII.isDigit(bytes[number.index]) {
                throw error("leading zeros are not allowed", at: number.start)
            }
        } else if ASCII.isDigit(first) {
            while number.index < end, ASCII.isDigit(bytes[number.index]) {
                if number.digitCount < 19 {
                    number.mantissa = number.mantissa &* 10 &+ UInt64(bytes[number.index] &- ASCII.zero)
                }
                number.digitCount &+= 1
                number.index &+= 1
            }
        } else if ASCII.isWordByte(first), wordText(at: number.index) == "Infinity" {
            throw error("invalid number: NaN and Infinity are not allowed", at: number.start)
        } else {
            throw error("invalid number: expected a digit after '-'", at: number.start)
        }
    }

    /// The fraction, when a `.` follows: `\.[0-9]+`.
    @inline(__always)
    private mutating func readFraction(_ number: inout NumberDigits) throws(JSONSyntaxError) {
        guard number.index < end, bytes[number.index] == ASCII.dot else { return }
        number.index &+= 1
        guard number.index < end else { throw unexpectedEndOfInput() }
        guard ASCII.isDigit(bytes[number.index]) else {
            throw error("invalid number: expected a digit after '.'", at: number.start)
        }
        while number.index < end, ASCII.isDigit(bytes[number.index]) {
            if number.mantissa == 0, bytes[number.index] == ASCII.zero {
                // Leading zeros of the fraction are not significant.
                number.decimalExponent &-= 1
            } else {
                if number.digitCount < 19 {
                    number.mantissa = number.mantissa &* 10 &+ UInt64(bytes[number.index] &- ASCII.zero)
                    number.decimalExponent &-= 1
                }
                number.digitCount &+= 1
            }
            number.index &+= 1
        }
    }

    /// The exponent, when an `e` or `E` follows: `[eE][+-]?[0-9]+`.
    @inline(__always)
    private mutating func readExponent(_ number: inout NumberDigits) throws(JSONSyntaxError) {
        guard number.index < end, bytes[number.index] | 0x20 == ASCII.lowercaseE else { return }
        number.index &+= 1
        guard number.index < end else { throw unexpectedEndOfInput() }
        var exponentIsNegative = false
        if bytes[number.index] == ASCII.plus || bytes[number.index] == ASCII.minus {
            exponentIsNegative = bytes[number.index] == ASCII.minus
            number.index &+= 1
            guard number.index < end else { throw unexpectedEndOfInput() }
        }
        guard ASCII.isDigit(bytes[number.index]) else {
            throw error("invalid number: expected a digit in the exponent", at: number.start)
        }
        var exponent = 0
        while number.index < end, ASCII.isDigit(bytes[number.index]) {
            if exponent < 1_000_000 {
                exponent = exponent &* 10 &+ Int(bytes[number.index] &- ASCII.zero)
            }
            number.index &+= 1
        }
        number.decimalExponent &+= exponentIsNegative ? -exponent : exponent
    }

    /// The `Double` nearest to `number`: exact with one multiplication or division when the
    /// digits and the exponent allow, else the standard library's conversion of the text.
    @inline(__always)
    private mutating func value(of number: NumberDigits) throws(JSONSyntaxError) -> Double {
        if number.digitCount <= 19, number.mantissa <= 1 << 53, number.decimalExponent >= -22, number.decimalExponent <= 22 {
            var value = Double(number.mantissa)
            if number.decimalExponent < 0 {
                value /= Self.powersOfTen[-number.decimalExponent]
            } else if number.decimalExponent > 0 {
                value *= Self.powersOfTen[number.decimalExponent]
            }
            return number.isNegative ? -value : value
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[number.start..<number.index]), as: UTF8.self)
        guard let value = Double(text) else {
            throw error("invalid number", at: number.start)
        }
        return value
    }

    /// 10⁰ … 10²², every one exactly representable as a `Double`.
    static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]
}
