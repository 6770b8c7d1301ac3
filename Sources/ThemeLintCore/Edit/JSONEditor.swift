/// Why an edit could not be made: the position given does not hold what the edit expects
/// (the document changed since it was parsed, or the caller named the wrong place).
public struct JSONEditError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was expected where.
    public var message: String

    /// Creates an error.
    public init(_ message: String) {
        self.message = message
    }

    /// A human-readable form, as shown in messages.
    public var description: String { message }
}

/// Makes the byte edits that change one value, key or member of a JSON document and nothing
/// else: every other byte (key order, indentation with tabs or spaces, spacing, CR LF line
/// breaks, a missing final newline) stays as written.
///
/// Places are named by the positions `JSONParser` records (`JSONNode.position`,
/// `JSONMember.keyPosition`) over the same bytes. Each method returns one `ByteEdit` against
/// the original bytes; collect them and apply them together with `ByteEdit.apply` (edits must
/// not overlap: one edit per member).
public struct JSONEditor: Sendable {
    /// The document's layout (offsets, line breaks).
    public private(set) var layout: SourceText

    /// An editor over `bytes`, the document as parsed.
    public init(bytes: [UInt8]) {
        layout = SourceText(bytes)
    }

    /// The document's bytes.
    public var bytes: [UInt8] { layout.bytes }

    /// Replaces the value starting at `position` with `json` (JSON text, written as given).
    public mutating func replaceValue(at position: SourcePosition, with json: String) throws(JSONEditError) -> ByteEdit {
        let start = try offset(position, "a value")
        guard let end = layout.endOfValue(at: start) else { throw JSONEditError("no JSON value at \(position)") }
        return ByteEdit(range: start..<end, text: json)
    }

    /// Replaces the key whose opening quote is at `keyPosition` with `key` (quoted and escaped here).
    public mutating func replaceKey(at keyPosition: SourcePosition, with key: String) throws(JSONEditError) -> ByteEdit {
        let start = try offset(keyPosition, "a key")
        guard let end = layout.endOfString(at: start) else { throw JSONEditError("no key at \(keyPosition)") }
        return ByteEdit(range: start..<end, text: Self.quoted(key))
    }

    /// Deletes the member whose key is at `keyPosition`, with the comma that separates it from
    /// its neighbours; a member on a line of its own takes its line with it.
    public mutating func deleteMember(keyPosition: SourcePosition) throws(JSONEditError) -> ByteEdit {
        let edits = try deleteMembers(keyPositions: [keyPosition])
        guard let edit = edits.first else { throw JSONEditError("no member at \(keyPosition)") }
        return edit
    }

    /// Deletes every member whose key is at one of `keyPositions`, as `deleteMember` deletes
    /// one; neighbours deleted together are one edit, so that the comma a last member takes
    /// with it is the one after the last member kept. The edits do not overlap.
    public mutating func deleteMembers(keyPositions: [SourcePosition]) throws(JSONEditError) -> [ByteEdit] {
        let bytes = layout.bytes
        var spans: [(key: Int, valueEnd: Int, after: Int)] = []
        for position in Set(keyPositions) {
            let (key, valueEnd) = try memberSpan(position)
            let after = layout.skippingWhitespace(from: valueEnd)
            guard after < bytes.count, bytes[after] == ASCII.comma || bytes[after] == ASCII.closeBrace else {
                throw JSONEditError("member at \(position) is not followed by ',' or '}'")
            }
            spans.append((key, valueEnd, after))
        }
        spans.sort { $0.key < $1.key }
        var edits: [ByteEdit] = []
        var index = 0
        while index < spans.count {
            // A run of neighbours: each one's comma is followed by the next one's key.
            var last = index
            while last + 1 < spans.count, bytes[spans[last].after] == ASCII.comma,
                  layout.skippingWhitespace(from: spans[last].after + 1) == spans[last + 1].key {
                last += 1
            }
            edits.append(try deleteRun(first: spans[index], last: spans[last]))
            index = last + 1
        }
        return edits
    }

    /// The edit deleting the neighbouring members from `first` to `last`.
    private func deleteRun(first: (key: Int, valueEnd: Int, after: Int), last: (key: Int, valueEnd: Int, after: Int)) throws(JSONEditError) -> ByteEdit {
        let bytes = layout.bytes
        let ownLineStart = indentationStart(before: first.key)
        if bytes[last.after] == ASCII.comma {
            let next = layout.skippingWhitespace(from: last.after + 1)
            if let ownLineStart, let lineEnd = lineEnd(in: (last.after + 1)..<next) {
                return ByteEdit(range: ownLineStart..<lineEnd, replacement: [])
            }
            return ByteEdit(range: first.key..<next, replacement: [])
        }
        let before = layout.skippingWhitespace(backFrom: first.key)
        guard before > 0 else { throw JSONEditError("member at byte \(first.key) is not inside an object") }
        if bytes[before - 1] == ASCII.comma {
            // The last members: the comma before them goes, the line break before the '}' stays.
            return ByteEdit(range: (before - 1)..<last.valueEnd, replacement: [])
        }
        guard bytes[before - 1] == ASCII.openBrace else { throw JSONEditError("member at byte \(first.key) is not inside an object") }
        // Every member of the object.
        if let ownLineStart, let lineEnd = lineEnd(in: last.valueEnd..<last.after) {
            return ByteEdit(range: ownLineStart..<lineEnd, replacement: [])
        }
        return ByteEdit(range: first.key..<last.valueEnd, replacement: [])
    }

    /// Inserts the member `key`: `valueJSON` right after the member whose key is at
    /// `siblingKeyPosition`, written as that sibling is: on a line of its own with its
    /// indentation (and the document's line break), or on the same line after a space; the
    /// key and value separated as in the sibling (`": "`, `":"`).
    public mutating func insertMember(key: String, valueJSON: String, after siblingKeyPosition: SourcePosition) throws(JSONEditError) -> ByteEdit {
        let (siblingKey, valueEnd) = try memberSpan(siblingKeyPosition)
        let bytes = layout.bytes
        guard let keyEnd = layout.endOfString(at: siblingKey) else { throw JSONEditError("no key at \(siblingKeyPosition)") }
        let valueStart = layout.skippingWhitespace(from: keyEnd + 1)
        var text: [UInt8] = [ASCII.comma]
        if let lineStart = indentationStart(before: siblingKey) {
            text += layout.lineBreak
            text += bytes[lineStart..<siblingKey]
        } else {
            text += spaceAfterComma(siblingKey: siblingKey, valueEnd: valueEnd, colonSeparator: bytes[keyEnd..<valueStart])
        }
        text += Array(Self.quoted(key).utf8)
        text += bytes[keyEnd..<valueStart]
        text += Array(valueJSON.utf8)
        return ByteEdit(range: valueEnd..<valueEnd, replacement: text)
    }

    /// The spacing the object's members use after a comma on one line: after the sibling's
    /// comma, else before the sibling's key, else a space when the key and value are spaced.
    private func spaceAfterComma(siblingKey: Int, valueEnd: Int, colonSeparator: ArraySlice<UInt8>) -> [UInt8] {
        let bytes = layout.bytes
        let after = layout.skippingWhitespace(from: valueEnd)
        if after < bytes.count, bytes[after] == ASCII.comma {
            return Array(bytes[(after + 1)..<layout.skippingWhitespace(from: after + 1)])
        }
        let before = layout.skippingWhitespace(backFrom: siblingKey)
        if before > 0, bytes[before - 1] == ASCII.comma { return Array(bytes[before..<siblingKey]) }
        return colonSeparator.contains(ASCII.space) ? [ASCII.space] : []
    }

    /// `text` as a JSON string literal: quoted, with `"`, `\` and control characters escaped.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    // MARK: Places

    private mutating func offset(_ position: SourcePosition, _ what: String) throws(JSONEditError) -> Int {
        guard let offset = layout.offset(of: position) else { throw JSONEditError("no \(what) at \(position): the document has no such place") }
        return offset
    }

    /// The offsets of a member's key and of the end of its value.
    private mutating func memberSpan(_ keyPosition: SourcePosition) throws(JSONEditError) -> (key: Int, valueEnd: Int) {
        let key = try offset(keyPosition, "a key")
        guard let keyEnd = layout.endOfString(at: key) else { throw JSONEditError("no key at \(keyPosition)") }
        let colon = layout.skippingWhitespace(from: keyEnd)
        guard colon < layout.bytes.count, layout.bytes[colon] == ASCII.colon else { throw JSONEditError("no member at \(keyPosition)") }
        let valueStart = layout.skippingWhitespace(from: colon + 1)
        guard let valueEnd = layout.endOfValue(at: valueStart) else { throw JSONEditError("member at \(keyPosition) has no value") }
        return (key, valueEnd)
    }

    /// The offset just past the first line break within `range` (whitespace between two
    /// tokens), nil when the range holds none. Looks at that range only: a one-line document
    /// of a hundred thousand members costs no scan to its end per member.
    private func lineEnd(in range: Range<Int>) -> Int? {
        let bytes = layout.bytes
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            index += 1
            if byte == ASCII.lineFeed { return index }
            if byte == ASCII.carriageReturn {
                if index < bytes.count, bytes[index] == ASCII.lineFeed { index += 1 }
                return index
            }
        }
        return nil
    }

    /// The start of the line holding `offset` when only spaces and tabs stand before it on that
    /// line (it begins the line), else nil. Looks back over the indentation only.
    private func indentationStart(before offset: Int) -> Int? {
        let bytes = layout.bytes
        var index = offset
        while index > 0, bytes[index - 1] == ASCII.space || bytes[index - 1] == ASCII.tab { index -= 1 }
        if index == 0 || bytes[index - 1] == ASCII.lineFeed || bytes[index - 1] == ASCII.carriageReturn { return index }
        return nil
    }
}
