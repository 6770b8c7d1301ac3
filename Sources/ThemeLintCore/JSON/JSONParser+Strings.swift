extension JSONParser.State {
    /// Reads a string whose opening quote is at `offset`, leaving `offset` after the closing quote.
    ///
    /// The common case — no escapes — validates the bytes in place and takes the `String`
    /// from the cache of strings read before, or creates it straight from the input slice;
    /// only strings with escapes are decoded into `scratch`.
    mutating func readString() throws(JSONSyntaxError) -> String {
        stringStart = offset
        let contentStart = offset &+ 1
        let contentEnd = try scanPlainRun(from: contentStart)
        if bytes[contentEnd] == ASCII.quote {
            offset = contentEnd &+ 1
            let content = UnsafeBufferPointer(rebasing: bytes[contentStart..<contentEnd])
            guard content.count <= JSONParser.StringCache.longestCachedString else {
                return JSONParser.string(validUTF8: content)
            }
            let hash = JSONParser.hash(of: content, seed: hashSeed)
            return stringCache.string(at: contentStart, count: content.count, in: bytes, hash: hash)
        }
        return try readEscapedString(contentStart: contentStart, firstEscape: contentEnd)
    }

    /// Reads an object key like `readString`, and hashes its decoded bytes. Keys without
    /// escapes come from the cache of strings read before, as string values do.
    mutating func readKey() throws(JSONSyntaxError) -> (key: String, hash: UInt64) {
        stringStart = offset
        let contentStart = offset &+ 1
        let contentEnd = try scanPlainRun(from: contentStart)
        if bytes[contentEnd] == ASCII.quote {
            offset = contentEnd &+ 1
            let content = UnsafeBufferPointer(rebasing: bytes[contentStart..<contentEnd])
            let hash = JSONParser.hash(of: content, seed: hashSeed)
            guard content.count <= JSONParser.StringCache.longestCachedString else {
                return (JSONParser.string(validUTF8: content), hash)
            }
            return (stringCache.string(at: contentStart, count: content.count, in: bytes, hash: hash), hash)
        }
        let key = try readEscapedString(contentStart: contentStart, firstEscape: contentEnd)
        let hash = scratch.withUnsafeBufferPointer { [hashSeed] in JSONParser.hash(of: $0, seed: hashSeed) }
        return (key, hash)
    }

    /// Scans string content from `start` up to the first quote or backslash, validating UTF-8
    /// and rejecting control characters; returns the offset of that quote or backslash.
    @inline(__always)
    mutating func scanPlainRun(from start: Int) throws(JSONSyntaxError) -> Int {
        var index = start
        // Eight bytes at a time while they are all printable ASCII other than `"` and `\`;
        // the byte by byte loop below starts at the first byte that is not.
        let raw = UnsafeRawBufferPointer(bytes)
        while index &+ 8 <= end {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            let attention = Self.bytesNeedingAttention(word)
            if attention != 0 {
                index &+= attention.trailingZeroBitCount &>> 3
                break
            }
            index &+= 8
        }
        while index < end {
            let byte = bytes[index]
            if byte == ASCII.quote || byte == ASCII.backslash {
                return index
            }
            if byte < 0x20 {
                throw controlCharacterInString(at: index)
            }
            if byte < 0x80 {
                index &+= 1
            } else {
                lines.lineHasNonASCII = true
                index &+= try validateUTF8Sequence(at: index)
            }
        }
        throw unterminatedString()
    }

    /// Decodes a string that contains at least one escape, starting from its content start.
    mutating func readEscapedString(contentStart: Int, firstEscape: Int) throws(JSONSyntaxError) -> String {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[contentStart..<firstEscape]))
        var index = firstEscape
        while true {
            // `index` is at a quote or a backslash.
            if bytes[index] == ASCII.quote {
                offset = index &+ 1
                return String(decoding: scratch, as: UTF8.self)
            }
            index = try decodeEscape(at: index)
            let runEnd = try scanPlainRun(from: index)
            scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<runEnd]))
            index = runEnd
        }
    }

    /// Decodes the escape whose backslash is at `backslash` into `scratch`; returns the offset after it.
    mutating func decodeEscape(at backslash: Int) throws(JSONSyntaxError) -> Int {
        let letterIndex = backslash &+ 1
        guard letterIndex < end else { throw unterminatedString() }
        let decoded: UInt8
        switch bytes[letterIndex] {
        case ASCII.quote: decoded = ASCII.quote
        case ASCII.backslash: decoded = ASCII.backslash
        case ASCII.slash: decoded = ASCII.slash
        case ASCII.lowercaseB: decoded = 0x08
        case ASCII.lowercaseF: decoded = 0x0C
        case ASCII.lowercaseN: decoded = ASCII.lineFeed
        case ASCII.lowercaseR: decoded = ASCII.carriageReturn
        case ASCII.lowercaseT: decoded = ASCII.tab
        case ASCII.lowercaseU:
            return try decodeUnicodeEscape(at: backslash)
        default:
            throw invalidEscape(at: backslash)
        }
        scratch.append(decoded)
        return letterIndex &+ 1
    }

    /// Decodes `\uXXXX` (and its low-surrogate partner when it is a high surrogate) at
    /// `backslash` into `scratch`; returns the offset after it.
    mutating func decodeUnicodeEscape(at backslash: Int) throws(JSONSyntaxError) -> Int {
        let unit = try hexCodeUnit(at: backslash)
        var scalarValue = UInt32(unit)
        var next = backslash &+ 6
        switch unit {
        case 0xD800...0xDBFF:
            // A high surrogate must be followed at once by `\u` and a low surrogate.
            guard next &+ 1 < end else { throw unterminatedString() }
            guard bytes[next] == ASCII.backslash, bytes[next &+ 1] == ASCII.lowercaseU else {
                throw loneSurrogate(at: backslash, isHigh: true)
            }
            let low = try hexCodeUnit(at: next)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw loneSurrogate(at: backslash, isHigh: true)
            }
            scalarValue = 0x10000 &+ ((UInt32(unit) &- 0xD800) << 10) &+ (UInt32(low) &- 0xDC00)
            next &+= 6
        case 0xDC00...0xDFFF:
            throw loneSurrogate(at: backslash, isHigh: false)
        default:
            break
        }
        appendUTF8(of: scalarValue)
        return next
    }

    /// The code unit of the `\uXXXX` escape at `backslash` (the `u` is already checked).
    mutating func hexCodeUnit(at backslash: Int) throws(JSONSyntaxError) -> UInt16 {
        var unit: UInt16 = 0
        var index = backslash &+ 2
        let digitsEnd = backslash &+ 6
        while index < digitsEnd {
            guard index < end else { throw unterminatedString() }
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case 0x30...0x39: digit = byte &- 0x30
            case 0x41...0x46: digit = byte &- 0x41 &+ 10
            case 0x61...0x66: digit = byte &- 0x61 &+ 10
            default: throw invalidUnicodeEscape(at: backslash)
            }
            unit = unit << 4 | UInt16(digit)
            index &+= 1
        }
        return unit
    }

    /// Appends the UTF-8 form of a Unicode scalar value (never a surrogate) to `scratch`.
    mutating func appendUTF8(of value: UInt32) {
        switch value {
        case 0..<0x80:
            scratch.append(UInt8(truncatingIfNeeded: value))
        case 0x80..<0x800:
            scratch.append(0xC0 | UInt8(truncatingIfNeeded: value >> 6))
            scratch.append(0x80 | UInt8(truncatingIfNeeded: value & 0x3F))
        case 0x800..<0x10000:
            scratch.append(0xE0 | UInt8(truncatingIfNeeded: value >> 12))
            scratch.append(0x80 | UInt8(truncatingIfNeeded: (value >> 6) & 0x3F))
            scratch.append(0x80 | UInt8(truncatingIfNeeded: value & 0x3F))
        default:
            scratch.append(0xF0 | UInt8(truncatingIfNeeded: value >> 18))
            scratch.append(0x80 | UInt8(truncatingIfNeeded: (value >> 12) & 0x3F))
            scratch.append(0x80 | UInt8(truncatingIfNeeded: (value >> 6) & 0x3F))
            scratch.append(0x80 | UInt8(truncatingIfNeeded: value & 0x3F))
        }
    }

    /// The high bit of each of the eight bytes in `word` (read little-endian) that is a quote,
    /// a backslash, a control character or not ASCII, found with the classic "has a zero
    /// byte" bit trick applied to each condition. Bytes above the first one flagged may be
    /// flagged wrongly (a borrow runs on); the lowest flag is always right, and no flag
    /// means none of the eight needs attention.
    @inline(__always)
    static func bytesNeedingAttention(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ (ones &* UInt64(ASCII.quote))
        let backslashes = word ^ (ones &* UInt64(ASCII.backslash))
        let hasQuote = (quotes &- ones) & ~quotes
        let hasBackslash = (backslashes &- ones) & ~backslashes
        let hasControl = word &- (ones &* 0x20)
        return (hasQuote | hasBackslash | hasControl | word) & highBits
    }
}
