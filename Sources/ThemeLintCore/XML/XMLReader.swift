/// Reads XML 1.0 documents (Android resource files) into an `XMLDocument`, keeping the line
/// and column of every element, attribute and text.
///
/// A small pull parser of its own (no Foundation `XMLParser`, no libxml2): one forward pass,
/// no recursion (open elements are an explicit stack, bounded by `maximumDepth`), cost linear
/// in the input. It reads no DTD: a document that declares one (`<!DOCTYPE`) is refused, so
/// no entity beyond the five predefined ones (`&lt;` `&gt;` `&amp;` `&apos;` `&quot;`) and
/// character references is ever expanded — a "billion laughs" file or an external entity costs
/// nothing. Input must be UTF-8 (a declared encoding other than UTF-8 is refused); invalid
/// UTF-8 and characters XML forbids are errors at their position. Namespace prefixes are kept
/// as written (`android:color`), not resolved.
public struct XMLReader: Sendable {
    /// The deepest nesting of elements accepted (resource files nest a few levels).
    public static let maximumDepth = 256

    /// Creates a reader.
    public init() {}

    /// The document in `bytes`.
    /// - Throws: `XMLSyntaxError` at the first place the input is not a well-formed XML
    ///   document, declares a DTD, is not UTF-8, nests deeper than `maximumDepth`, or is 4 GiB
    ///   or larger (spans are 32-bit).
    public func read(_ bytes: [UInt8]) throws(XMLSyntaxError) -> XMLDocument {
        guard bytes.count <= SourceSpan.maximumDocumentSize else {
            throw XMLSyntaxError(message: "the document is 4 GiB or larger, more than themelint reads", position: .start)
        }
        var state = XMLReaderState(bytes: bytes)
        try state.validateEncoding()
        return try state.document()
    }

    /// `text` without leading and trailing XML whitespace (space, tab, CR, LF).
    public static func trimmingWhitespace(_ text: String) -> String {
        let utf8 = text.utf8
        guard let first = utf8.firstIndex(where: { !XMLReaderState.isWhitespace($0) }),
              let last = utf8.lastIndex(where: { !XMLReaderState.isWhitespace($0) }) else { return "" }
        return String(text[first...last])
    }
}

/// The reader's state: the input, the offset reached, the elements read so far and the stack of
/// open elements.
struct XMLReaderState {
    let bytes: [UInt8]
    var offset = 0
    var elements: [XMLElement] = []
    var attributes: [XMLAttribute] = []
    /// Indexes of the open elements, innermost last.
    var open: [Int] = []
    /// Line and column of the offsets met, in increasing order (an error may ask for an earlier one).
    var lines = LineCursor()

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The whole document: prolog, root element, epilog.
    mutating func document() throws(XMLSyntaxError) -> XMLDocument {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            offset = 3
            lines = LineCursor(origin: 3)
        }
        if starts(with: "<?xml"), offset + 5 < bytes.count, Self.isWhitespace(bytes[offset + 5]) {
            try xmlDeclaration()
        }
        // Prolog: comments, processing instructions, whitespace; then the root element.
        while true {
            skipWhitespace()
            guard offset < bytes.count else { throw error("the document has no root element") }
            if try miscellaneousMarkup() { continue }
            guard bytes[offset] == UInt8(ascii: "<"), offset + 1 < bytes.count, Self.isNameStart(bytes[offset + 1]) else {
                throw error(bytes[offset] == UInt8(ascii: "<") ? "expected an element name after \"<\"" : "text before the root element")
            }
            break
        }
        try startTag()
        try content()
        // Epilog: only comments, processing instructions and whitespace.
        while true {
            skipWhitespace()
            guard offset < bytes.count else { break }
            if try miscellaneousMarkup() { continue }
            throw error(bytes[offset] == UInt8(ascii: "<") ? "a second root element (a document has one)" : "text after the root element")
        }
        return XMLDocument(elements: elements, attributes: attributes)
    }

    /// Reads a comment, a processing instruction or a DTD at `offset` outside the root element:
    /// true when it read one, false when something else stands there.
    mutating func miscellaneousMarkup() throws(XMLSyntaxError) -> Bool {
        if starts(with: "<!--") {
            try comment()
            return true
        }
        if starts(with: "<?") {
            try processingInstruction()
            return true
        }
        if starts(with: "<!DOCTYPE") {
            throw error("the document declares a DTD (<!DOCTYPE>): themelint reads no DTD and expands no entity it could declare")
        }
        if starts(with: "<!") {
            throw error("markup declarations (\"<!\") are not allowed here")
        }
        return false
    }

    /// The content of the root element, up to and including its end tag.
    mutating func content() throws(XMLSyntaxError) {
        while let current = open.last {
            guard offset < bytes.count else {
                let element = elements[current]
                throw error("element <\(element.name)> (line \(element.position.line), column \(element.position.column)) is not closed at the end of the document")
            }
            let byte = bytes[offset]
            if byte == UInt8(ascii: "<") {
                if starts(with: "</") {
                    try endTag()
                } else if starts(with: "<!--") {
                    try comment()
                } else if starts(with: "<![CDATA[") {
                    try cdataSection()
                } else if starts(with: "<?") {
                    try processingInstruction()
                } else if starts(with: "<!DOCTYPE") {
                    throw error("a DTD (<!DOCTYPE>) inside an element is not well-formed, and themelint reads no DTD")
                } else if starts(with: "<!") {
                    throw error("markup declarations (\"<!\") are not allowed inside an element")
                } else {
                    guard open.count < XMLReader.maximumDepth else {
                        throw error("elements are nested more than \(XMLReader.maximumDepth) deep")
                    }
                    try startTag()
                }
            } else if byte == UInt8(ascii: "&") {
                let at = offset
                let expanded = try reference()
                appendReferenceText(expanded, at: at)
            } else {
                try characterData()
            }
        }
    }

    // MARK: Bytes

    /// Whether the input at `offset` starts with the ASCII text `prefix`.
    func starts(with prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        return prefix.withUTF8Buffer { buffer in
            var index = 0
            while index < count {
                if bytes[offset + index] != buffer[index] { return false }
                index += 1
            }
            return true
        }
    }

    /// Skips XML whitespace; true when there was some.
    @discardableResult
    mutating func skipWhitespace() -> Bool {
        let start = offset
        while offset < bytes.count, Self.isWhitespace(bytes[offset]) { offset += 1 }
        return offset > start
    }

    /// An error at `offset` (or at `at`).
    mutating func error(_ message: String, at: Int? = nil) -> XMLSyntaxError {
        XMLSyntaxError(message: message, position: position(at: min(at ?? offset, bytes.count)))
    }

    /// The line and column of byte `target`.
    mutating func position(at target: Int) -> SourcePosition {
        lines.advance(to: target, in: bytes)
        return lines.position(at: target, in: bytes)
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    static func isNameStart(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: ":"), 0x80...0xFF: true
        default: false
        }
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStart(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}
