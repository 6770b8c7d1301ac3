/// One token of a code file, outside comments: its kind and where its bytes are.
///
/// Offsets are byte offsets into the file (`start..<end` is the whole token, quotes included);
/// `contentStart..<contentEnd` is what lies between a string's delimiters (the token itself
/// for other kinds), the bytes a rename of a name spelled as a string would replace.
public struct CodeToken: Sendable, Hashable {
    /// What a token is.
    public enum Kind: Sendable, Hashable {
        /// A name (`R`, `color`, `UIColor`, a Swift or Kotlin name in backticks, a CSS ident).
        case identifier
        /// A number literal as written (`0xFF2B90D9`, `0.5`, `255`).
        case number
        /// A string or character literal (content between the delimiters).
        case string
        /// CSS: `#` followed by name characters (a hex color or an id selector).
        case hash
        /// Any other single byte (`.`, `(`, `:`, `@`, `[`…).
        case punctuation
    }

    /// The kind.
    public var kind: Kind
    /// First byte of the token.
    public var start: Int
    /// One past its last byte.
    public var end: Int
    /// First byte of a string's content (`start` for other kinds).
    public var contentStart: Int
    /// One past a string's content (`end` for other kinds).
    public var contentEnd: Int

    /// Creates a token whose content is the whole token.
    public init(_ kind: Kind, start: Int, end: Int) {
        self.init(kind, start: start, end: end, contentStart: start, contentEnd: end)
    }

    /// Creates a token with a content span of its own.
    public init(_ kind: Kind, start: Int, end: Int, contentStart: Int, contentEnd: Int) {
        self.kind = kind
        self.start = start
        self.end = end
        self.contentStart = contentStart
        self.contentEnd = contentEnd
    }

    /// Whether the token is the single byte `byte`.
    func isPunctuation(_ byte: UInt8, in bytes: [UInt8]) -> Bool {
        kind == .punctuation && bytes[start] == byte
    }

    /// Whether the token's content is `text` (compared as bytes).
    func contentEquals(_ text: StaticString, in bytes: [UInt8]) -> Bool {
        let count = text.utf8CodeUnitCount
        guard contentEnd - contentStart == count else { return false }
        return text.withUTF8Buffer { buffer in
            for index in 0..<count where bytes[contentStart + index] != buffer[index] { return false }
            return true
        }
    }

    /// The token's content as text.
    func content(in bytes: [UInt8]) -> String {
        String(decoding: bytes[contentStart..<contentEnd], as: UTF8.self)
    }
}
