/// A JSON value together with where it stands: the position of its first character and its
/// bytes (`span`), as the parser read them.
public struct JSONNode: Sendable, Hashable {
    /// The value.
    public var value: JSONValue
    /// Where the value stands: its first character and its bytes.
    public var span: SourceSpan

    /// Creates a node made by hand (no bytes).
    public init(_ value: JSONValue, at position: SourcePosition) {
        self.value = value
        self.span = SourceSpan(position)
    }

    /// Creates a node as read: `span` holds its position and bytes.
    @inline(__always)
    public init(_ value: JSONValue, span: SourceSpan) {
        self.value = value
        self.span = span
    }

    /// Where the value starts in its document.
    public var position: SourcePosition {
        get { span.position }
        set { span.position = newValue }
    }

    /// Nodes are equal when their values and positions are (their bytes follow from those).
    public static func == (lhs: JSONNode, rhs: JSONNode) -> Bool {
        lhs.value == rhs.value && lhs.position == rhs.position
    }

    /// Hashes the value and position.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(value)
        hasher.combine(position)
    }
}

/// One member of a JSON object, in document order.
public struct JSONMember: Sendable, Hashable {
    /// The member's key, decoded.
    public var key: String
    /// Where the key stands: its opening quote and its bytes, quotes included.
    public var keySpan: SourceSpan
    /// The member's value.
    public var value: JSONNode

    /// Creates a member made by hand (no bytes).
    public init(key: String, keyPosition: SourcePosition, value: JSONNode) {
        self.init(key: key, keySpan: SourceSpan(keyPosition), value: value)
    }

    /// Creates a member as read.
    @inline(__always)
    public init(key: String, keySpan: SourceSpan, value: JSONNode) {
        self.key = key
        self.keySpan = keySpan
        self.value = value
    }

    /// Where the key's opening quote stands.
    public var keyPosition: SourcePosition {
        get { keySpan.position }
        set { keySpan.position = newValue }
    }

    /// Members are equal when their keys, key positions and values are.
    public static func == (lhs: JSONMember, rhs: JSONMember) -> Bool {
        lhs.key == rhs.key && lhs.keyPosition == rhs.keyPosition && lhs.value == rhs.value
    }

    /// Hashes the key, its position and the value.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(keyPosition)
        hasher.combine(value)
    }
}

/// A JSON value as RFC 8259 defines it. Objects keep their members in document order,
/// duplicates included (the parser reports duplicates separately).
///
/// Not `indirect`: the arrays already give recursion its indirection, and an indirect enum
/// would put every string, number and Boolean in a heap box of its own.
public enum JSONValue: Sendable, Hashable {
    case object([JSONMember])
    case array([JSONNode])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// A short name of the value's type, for messages ("object", "string", …).
    public var typeName: String {
        switch self {
        case .object: "object"
        case .array: "array"
        case .string: "string"
        case .number: "number"
        case .bool: "boolean"
        case .null: "null"
        }
    }

    /// The members when the value is an object.
    public var objectMembers: [JSONMember]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The string when the value is a string.
    public var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// The number when the value is a number.
    public var numberValue: Double? {
        if case .number(let n) = self { return n }
        return nil
    }

    /// The Boolean when the value is a Boolean.
    public var boolValue: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    /// The elements when the value is an array.
    public var arrayElements: [JSONNode]? {
        if case .array(let elements) = self { return elements }
        return nil
    }
}

extension JSONNode {
    /// The last member named `key` when this node is an object (JSON's "last one wins").
    public subscript(key: String) -> JSONNode? {
        guard let members = value.objectMembers else { return nil }
        return members.last(where: { $0.key == key })?.value
    }

    /// The member named `key` (last occurrence) with its key position.
    public func member(_ key: String) -> JSONMember? {
        value.objectMembers?.last(where: { $0.key == key })
    }
}

/// A key that appears more than once in one object.
public struct DuplicateKey: Sendable, Hashable {
    /// The repeated key.
    public var key: String
    /// Where the repeat's key stands.
    public var position: SourcePosition
    /// Where the first occurrence's key stands.
    public var firstPosition: SourcePosition

    /// Creates a duplicate-key record.
    public init(key: String, position: SourcePosition, firstPosition: SourcePosition) {
        self.key = key
        self.position = position
        self.firstPosition = firstPosition
    }
}

/// A parsed JSON document: its root and every duplicate key found.
public struct JSONDocument: Sendable {
    /// The root value.
    public var root: JSONNode
    /// Every repeated key, in document order.
    public var duplicateKeys: [DuplicateKey]

    /// Creates a document.
    public init(root: JSONNode, duplicateKeys: [DuplicateKey]) {
        self.root = root
        self.duplicateKeys = duplicateKeys
    }
}

/// The first reason a byte sequence is not RFC 8259 JSON, and where.
public struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A human-readable reason ("expected ',' or '}' after object member").
    public var message: String
    /// Where the problem was found.
    public var position: SourcePosition

    /// Creates a syntax error.
    public init(message: String, position: SourcePosition) {
        self.message = message
        self.position = position
    }

    /// A human-readable form, as shown in messages.
    public var description: String { "\(position): \(message)" }
}
