/// An XML document as `XMLReader` reads it: its elements in document order, each with the
/// place of its start tag, its attributes and its text, and links to its parent and children.
///
/// Elements are kept in one flat array (no tree of references), so a deep document costs no
/// recursion to build, walk or free.
public struct XMLDocument: Sendable, Hashable {
    /// Every element, in the order its start tag appears; `elements[0]` is the root.
    public var elements: [XMLElement]
    /// Every attribute, element by element in document order (`XMLElement.attributeRange`):
    /// one array for the document, not one per element.
    public var attributes: [XMLAttribute]

    /// Creates a document from its elements and their attributes.
    public init(elements: [XMLElement], attributes: [XMLAttribute] = []) {
        self.elements = elements
        self.attributes = attributes
    }

    /// The attributes of `element`, in document order (names are distinct).
    public func attributes(of element: XMLElement) -> ArraySlice<XMLAttribute> {
        attributes[element.attributeRange]
    }

    /// The attribute of `element` named `name` (qualified, as written), if present.
    public func attribute(_ name: String, of element: XMLElement) -> XMLAttribute? {
        attributes[element.attributeRange].first { $0.name == name }
    }

    /// The root element (nil only for a document made by hand without elements).
    public var root: XMLElement? { elements.first }

    /// The child elements of `elements[index]`, in document order.
    public func children(of index: Int) -> [XMLElement] {
        elements[index].children.map { elements[$0] }
    }
}

/// One element: its name as written (with its prefix, `android:color`), its attributes, and
/// the character data directly inside it.
public struct XMLElement: Sendable, Hashable {
    /// The qualified name as written (`color`, `aapt:attr`).
    public var name: String
    /// Where the start tag's `<` stands.
    public var position: SourcePosition
    /// The parent's index in `XMLDocument.elements` (nil for the root).
    public var parent: Int?
    /// The children's indexes in `XMLDocument.elements`, in document order.
    public var children: [Int] = []
    /// Where the element's attributes stand in `XMLDocument.attributes`.
    public var attributeRange: Range<Int> = 0..<0
    /// The character data directly inside the element (CDATA sections included, references
    /// expanded), its children's text excluded.
    public var text: String = ""
    /// Where the first character of `text` that is not whitespace stands (nil when the text is
    /// empty or only whitespace).
    public var textPosition: SourcePosition?
    // Where the element's bytes stand, as the reader read them (32-bit, as `SourceSpan`'s).
    private var start: UInt32 = 0
    private var startTagEnd: UInt32 = 0
    private var endTagStart: UInt32 = 0
    private var end: UInt32 = 0

    /// Creates an element.
    public init(name: String, position: SourcePosition, parent: Int?) {
        self.name = name
        self.position = position
        self.parent = parent
    }

    /// The text with leading and trailing XML whitespace removed.
    public var trimmedText: String { XMLReader.trimmingWhitespace(text) }

    /// The element's bytes, from its start tag's `<` to the end of its end tag (or of its
    /// empty-element tag `<a/>`); empty for an element made by hand.
    public var bytes: Range<Int> { Int(start)..<Int(end) }

    /// The start tag's bytes (the whole element for `<a/>`).
    public var startTagBytes: Range<Int> { Int(start)..<Int(startTagEnd) }

    /// The bytes between the start tag and the end tag (text, children, comments); nil for an
    /// empty-element tag (`<a/>`).
    public var contentBytes: Range<Int>? { startTagEnd < end ? Int(startTagEnd)..<Int(endTagStart) : nil }

    /// Records where the start tag stands (the reader, when the tag is read).
    mutating func setStartTag(_ bytes: Range<Int>, isEmpty: Bool) {
        start = UInt32(truncatingIfNeeded: bytes.lowerBound)
        startTagEnd = UInt32(truncatingIfNeeded: bytes.upperBound)
        if isEmpty { setEndTag(bytes.upperBound..<bytes.upperBound) }
    }

    /// Records where the end tag stands (the reader, when the element is closed).
    mutating func setEndTag(_ bytes: Range<Int>) {
        endTagStart = UInt32(truncatingIfNeeded: bytes.lowerBound)
        end = UInt32(truncatingIfNeeded: bytes.upperBound)
    }
}

/// One attribute of an element.
public struct XMLAttribute: Sendable, Hashable {
    /// The qualified name as written (`android:alpha`).
    public var name: String
    /// The value, references expanded and whitespace characters normalized to spaces.
    public var value: String
    /// Where the name stands.
    public var position: SourcePosition
    /// Where the value's first character stands (just after the opening quote).
    public var valuePosition: SourcePosition
    // The value's bytes as written, between the quotes (32-bit, as `SourceSpan`'s).
    private var valueStart: UInt32 = 0
    private var valueEnd: UInt32 = 0

    /// Creates an attribute (made by hand: `valueBytes` is empty).
    public init(name: String, value: String, position: SourcePosition, valuePosition: SourcePosition) {
        self.name = name
        self.value = value
        self.position = position
        self.valuePosition = valuePosition
    }

    /// Creates an attribute as read, its value written at `valueBytes` (between the quotes).
    init(name: String, value: String, position: SourcePosition, valuePosition: SourcePosition, valueBytes: Range<Int>) {
        self.init(name: name, value: value, position: position, valuePosition: valuePosition)
        valueStart = UInt32(truncatingIfNeeded: valueBytes.lowerBound)
        valueEnd = UInt32(truncatingIfNeeded: valueBytes.upperBound)
    }

    /// The value's bytes as written, between its quotes (references not expanded).
    public var valueBytes: Range<Int> { Int(valueStart)..<Int(valueEnd) }
}

/// Why a document is not read: not well-formed, a DTD, invalid UTF-8, too deep. The position
/// is the first error's.
public struct XMLSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public var message: String
    /// Where.
    public var position: SourcePosition

    /// Creates an error.
    public init(message: String, position: SourcePosition) {
        self.message = message
        self.position = position
    }

    /// `line:column: message`.
    public var description: String { "\(position.line):\(position.column): \(message)" }
}
