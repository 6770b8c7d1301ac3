/// A strict RFC 8259 JSON parser that records the position and the bytes (`SourceSpan`) of
/// every value and key, and every duplicate key.
///
/// - Positions are 1-based lines and columns. A line ends at LF, CR LF or a lone CR; a column
///   counts Unicode scalars from the start of its line.
/// - The input must be UTF-8. Any invalid byte sequence — in a string or outside one — is an
///   error reported at the first byte of the broken sequence. Overlong forms, UTF-8-encoded
///   surrogates (`ED A0..BF ..`) and code points above U+10FFFF are invalid.
/// - `\u` escapes must not leave a lone surrogate: a high surrogate must be followed by a
///   `\uDC00`–`\uDFFF` escape, and a low surrogate must not appear alone.
/// - A UTF-8 byte order mark (`EF BB BF`) at the very start is accepted and skipped (RFC 8259
///   lets parsers ignore it); column 1 of line 1 is the first character after it. A byte
///   order mark anywhere else is an unexpected character.
/// - Keys are compared byte for byte (by their decoded UTF-8), so `"é"` and `"e\u0301"` are
///   different keys. Every repeat of a key in one object is recorded in
///   `JSONDocument.duplicateKeys`; objects keep every member, in document order.
/// - Nesting is tracked on an explicit stack (the parser never recurses), and more than
///   `maxDepth` open arrays and objects is an error.
/// - Numbers follow the RFC grammar exactly and are converted to the nearest `Double`
///   (a number too large for a `Double` becomes an infinity).
/// - The first error ends parsing. A document that stops too early (a truncated file) is
///   reported as "unexpected end of input" at the position just after its last character
///   (inside a string: "unexpected end of input: unterminated string starting at L:C").
/// - Duplicate detection hashes keys with a seed drawn per parse, so crafted colliding keys
///   cannot make a large object quadratic; results never depend on the seed.
public struct JSONParser: Sendable {
    /// The deepest nesting of arrays and objects accepted before the parser gives up with an
    /// error ("nesting deeper than 512 levels"). Parsing itself does not recurse, but comparing
    /// or destroying a `JSONValue` does, so a limit in the tens of thousands would move the
    /// stack overflow from the parser to its callers.
    public var maxDepth: Int

    /// Creates a parser.
    public init(maxDepth: Int = 512) {
        self.maxDepth = maxDepth
    }

    /// Parses a complete document from UTF-8 bytes.
    /// - Throws: `JSONSyntaxError` with the position of the first error.
    public func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONDocument {
        try bytes.withUnsafeBufferPointer { (buffer) throws(JSONSyntaxError) -> JSONDocument in
            try parse(buffer)
        }
    }

    /// Parses a complete document from UTF-8 bytes held in memory the caller owns
    /// (for example a git blob's contents), without copying them.
    /// - Throws: `JSONSyntaxError` with the position of the first error.
    public func parse(_ buffer: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> JSONDocument {
        var state = State(bytes: buffer, maxDepth: maxDepth)
        return try state.parseDocument()
    }

    /// Parses a complete document from a string (its UTF-8 form).
    /// - Throws: `JSONSyntaxError` with the position of the first error.
    public func parse(_ text: String) throws(JSONSyntaxError) -> JSONDocument {
        try parse(Array(text.utf8))
    }
}

extension JSONParser {
    /// An open array or object while its contents are being read.
    struct Frame {
        /// True for an object, false for an array.
        var isObject: Bool
        /// Where the container's opening bracket stands.
        var position: SourcePosition
        /// The opening bracket's offset.
        var offset: Int
        /// Index of the container's first element in `State.elements` or first member in `State.members`.
        var start: Int
        /// Slot count - 1 of this object's key table in `State.keyTables`, or 0 while the object
        /// is small enough to be searched linearly.
        var keyTableMask = 0
    }

    /// One parse: the input, the cursor, the line bookkeeping and the partly built tree.
    struct State: ~Copyable {
        let bytes: UnsafeBufferPointer<UInt8>
        let end: Int
        let maxDepth: Int
        /// Offset of the next byte to read.
        var offset = 0
        /// Offset of the opening quote of the string being read (for "unterminated string").
        var stringStart = 0

        /// Line bookkeeping: the parser starts each line as it skips a line break.
        var lines = LineCursor()

        // The tree under construction: open containers, and the finished children of every
        // open container, kept on two shared stacks so that each finished container is moved
        // once into an array of exactly its size. An object member is pushed when its key is
        // read and gets its value when that is complete.
        var frames: [Frame] = []
        var elements = MoveStack<JSONNode>()
        var members: MoveStack<JSONMember>
        var duplicateKeys: [DuplicateKey] = []

        // Duplicate-key detection (see JSONParser+Keys.swift): the hash of every member's key,
        // parallel to `members`, and one reusable hash table per depth for large objects.
        var keyHashes: MoveStack<UInt64>
        let hashSeed = UInt64.random(in: .min ... .max)
        var keyTables: [[UInt64]] = []

        /// Reused buffer for decoding strings that contain escapes.
        var scratch: [UInt8] = []
        /// Strings read so far, for repeats.
        var stringCache: StringCache

        init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
            self.bytes = bytes
            self.end = bytes.count
            self.maxDepth = maxDepth
            stringCache = StringCache(inputSize: bytes.count)
            // Room for the members of a flat object filling the input (about 24 bytes per
            // pretty-printed member), up to 1,024, so that most files never grow the stacks.
            let memberCapacity = min(max(bytes.count / 24, 64), 1024)
            members = MoveStack(initialCapacity: memberCapacity)
            keyHashes = MoveStack(initialCapacity: memberCapacity)
        }

        /// Parses the whole input: one value surrounded by optional whitespace. Reads values
        /// in one loop (no recursion): a value read whole is handed to the containers it
        /// completes; a container opened leaves its first value to the next round.
        mutating func parseDocument() throws(JSONSyntaxError) -> JSONDocument {
            guard end <= SourceSpan.maximumDocumentSize else {
                throw JSONSyntaxError(message: "the document is 4 GiB or larger, more than themelint reads", position: .start)
            }
            skipByteOrderMark()
            skipWhitespace()
            if offset == end {
                throw error("unexpected end of input (the document is empty)", at: offset)
            }
            while true {
                // Whitespace before the value has been skipped.
                guard var node = try readValueOrOpen() else { continue }
                handingOver: while true {
                    switch try handOver(node) {
                    case .readNextValue: break handingOver
                    case .closed(let container): node = container
                    case .document(let document): return document
                    }
                }
            }
        }

        /// What follows a complete value.
        enum AfterValue {
            /// Its container goes on: the next value comes.
            case readNextValue
            /// It was its container's last: the container is complete too.
            case closed(JSONNode)
            /// It was the root.
            case document(JSONDocument)
        }

        /// Reads the value at `offset`: the node when it is complete, nil when it opened an
        /// array or object that has a first value (read next).
        @inline(__always)
        mutating func readValueOrOpen() throws(JSONSyntaxError) -> JSONNode? {
            guard offset < end else { throw unexpectedEndOfInput() }
            let position = currentPosition()
            let start = offset
            let value: JSONValue
            switch bytes[offset] {
            case ASCII.openBrace:
                return try open(isObject: true, at: position)
            case ASCII.openBracket:
                return try open(isObject: false, at: position)
            case ASCII.quote:
                value = .string(try readString())
            case ASCII.minus, ASCII.zero...ASCII.nine:
                value = .number(try readNumber())
            case ASCII.lowercaseT:
                try readLiteral("true")
                value = .bool(true)
            case ASCII.lowercaseF:
                try readLiteral("false")
                value = .bool(false)
            case ASCII.lowercaseN:
                try readLiteral("null")
                value = .null
            default:
                throw unexpectedValueStart()
            }
            return JSONNode(value, span: SourceSpan(position, bytes: start, offset))
        }

        /// Reads `"key"` and the following `:` of an object member, and records a duplicate.
        mutating func readKeyAndColon(afterComma: Bool) throws(JSONSyntaxError) {
            guard offset < end else { throw unexpectedEndOfInput() }
            guard bytes[offset] == ASCII.quote else {
                if afterComma, bytes[offset] == ASCII.closeBrace {
                    throw error("expected a string key after ',' (trailing commas are not allowed)", at: offset)
                }
                throw unexpectedCharacter(expected: "a string key")
            }
            let keyPosition = currentPosition()
            let keyStart = offset
            let (key, hash) = try readKey()
            pushKey(key, hash: hash, span: SourceSpan(keyPosition, bytes: keyStart, offset))
            skipWhitespace()
            guard offset < end else { throw unexpectedEndOfInput() }
            guard bytes[offset] == ASCII.colon else {
                throw unexpectedCharacter(expected: "':' after object key")
            }
            offset += 1
        }

        /// Reads `true`, `false` or `null` (the first byte is known to match).
        mutating func readLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
            let start = offset
            let count = literal.utf8CodeUnitCount
            let expected = literal.utf8Start
            var index = 0
            while index < count {
                guard start + index < end else { throw unexpectedEndOfInput() }
                guard bytes[start + index] == expected[index] else {
                    throw error("invalid literal '\(wordText(at: start))', expected '\(literal)'", at: start)
                }
                index += 1
            }
            offset = start + count
            if offset < end, ASCII.isWordByte(bytes[offset]) {
                throw error("invalid literal '\(wordText(at: start))', expected '\(literal)'", at: start)
            }
        }
    }
}
