/// Makes the byte edits that change one value, key or member of a JSON document and nothing
/// else: every other byte (key order, indentation with tabs or spaces, spacing, CR LF line
/// breaks, a missing final newline) stays as written.
///
/// Places are named by the positions `JSONParser` records (`JSONNode.position`,
/// `JSONMember.keyPosition`) over the same bytes; the editor finds the node or member there
/// in the parsed tree and takes its bytes from its span (nothing is scanned again). Each
/// method returns one `ByteEdit` against the original bytes; collect them and apply them
/// together with `ByteEdit.apply` (edits must not overlap: one edit per member).
public struct JSONEditor: Sendable {
    /// The document's text (bytes, line breaks).
    public let layout: SourceText
    /// The tree parsed from it.
    private let root: JSONNode?

    /// An editor over `text`, whose parsed tree is `document`.
    public init(text: SourceText, document: JSONDocument) {
        layout = text
        root = document.root
    }

    /// An editor over `bytes`, parsed here (bytes that do not parse have no place to edit).
    public init(bytes: [UInt8]) {
        layout = SourceText(bytes, indexingLines: false)
        root = try? JSONParser().parse(bytes).root
    }

    /// The document's bytes.
    public var bytes: [UInt8] { layout.bytes }

    /// Replaces the value starting at `position` with `json` (JSON text, written as given).
    public func replaceValue(at position: SourcePosition, with json: String) throws(EditError) -> ByteEdit {
        guard case .value(let node)? = root?.find(position), let range = node.span.bytes else { throw EditError("no JSON value at \(position)") }
        return ByteEdit(range: range, text: json)
    }

    /// Replaces the key whose opening quote is at `keyPosition` with `key` (quoted and escaped here).
    public func replaceKey(at keyPosition: SourcePosition, with key: String) throws(EditError) -> ByteEdit {
        let member = try member(keyPosition)
        guard let range = member.keySpan.bytes else { throw EditError("no key at \(keyPosition)") }
        return ByteEdit(range: range, text: Self.quoted(key))
    }

    /// Deletes the member whose key is at `keyPosition`, with the comma that separates it from
    /// its neighbours; a member on a line of its own takes its line with it.
    public func deleteMember(keyPosition: SourcePosition) throws(EditError) -> ByteEdit {
        let edits = try deleteMembers(keyPositions: [keyPosition])
        guard let edit = edits.first else { throw EditError("no member at \(keyPosition)") }
        return edit
    }

    /// Deletes every member whose key is at one of `keyPositions`, as `deleteMember` deletes
    /// one; neighbours deleted together are one edit, so that the comma a last member takes
    /// with it is the one after the last member kept. The edits do not overlap.
    public func deleteMembers(keyPositions: [SourcePosition]) throws(EditError) -> [ByteEdit] {
        let bytes = layout.bytes
        var spans: [(key: Int, valueEnd: Int, after: Int)] = []
        for position in Set(keyPositions) {
            let (key, valueEnd) = try memberSpan(position)
            let after = layout.skippingWhitespace(from: valueEnd)
            guard after < bytes.count, bytes[after] == ASCII.comma || bytes[after] == ASCII.closeBrace else {
                throw EditError("member at \(position) is not followed by ',' or '}'")
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
    private func deleteRun(first: (key: Int, valueEnd: Int, after: Int), last: (key: Int, valueEnd: Int, after: Int)) throws(EditError) -> ByteEdit {
        let bytes = layout.bytes
        let ownLineStart = layout.indentationStart(before: first.key)
        if bytes[last.after] == ASCII.comma {
            let next = layout.skippingWhitespace(from: last.after + 1)
            if let ownLineStart, let lineEnd = layout.endOfFirstLineBreak(in: (last.after + 1)..<next) {
                return ByteEdit(range: ownLineStart..<lineEnd, replacement: [])
            }
            return ByteEdit(range: first.key..<next, replacement: [])
        }
        let before = layout.skippingWhitespace(backFrom: first.key)
        guard before > 0 else { throw EditError("member at byte \(first.key) is not inside an object") }
        if bytes[before - 1] == ASCII.comma {
            // The last members: the comma before them goes, the line break before the '}' stays.
            return ByteEdit(range: (before - 1)..<last.valueEnd, replacement: [])
        }
        guard bytes[before - 1] == ASCII.openBrace else { throw EditError("member at byte \(first.key) is not inside an object") }
        // Every member of the object.
        if let ownLineStart, let lineEnd = layout.endOfFirstLineBreak(in: last.valueEnd..<last.after) {
            return ByteEdit(range: ownLineStart..<lineEnd, replacement: [])
        }
        return ByteEdit(range: first.key..<last.valueEnd, replacement: [])
    }

    /// Inserts the member `key`: `valueJSON` right after the member whose key is at
    /// `siblingKeyPosition`, written as that sibling is: on a line of its own with its
    /// indentation (and the document's line break), or on the same line after a space; the
    /// key and value separated as in the sibling (`": "`, `":"`).
    public func insertMember(key: String, valueJSON: String, after siblingKeyPosition: SourcePosition) throws(EditError) -> ByteEdit {
        let sibling = try member(siblingKeyPosition)
        let (siblingKey, valueEnd) = try memberSpan(siblingKeyPosition)
        let bytes = layout.bytes
        let keyEnd = sibling.keySpan.end
        let valueStart = sibling.value.span.start
        var text: [UInt8] = [ASCII.comma]
        if let lineStart = layout.indentationStart(before: siblingKey) {
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

    /// The member whose key stands at `keyPosition`.
    private func member(_ keyPosition: SourcePosition) throws(EditError) -> JSONMember {
        guard case .key(let member)? = root?.find(keyPosition) else { throw EditError("no key at \(keyPosition)") }
        return member
    }

    /// The offsets of a member's key and of the end of its value.
    private func memberSpan(_ keyPosition: SourcePosition) throws(EditError) -> (key: Int, valueEnd: Int) {
        let member = try member(keyPosition)
        guard member.keySpan.bytes != nil, member.value.span.bytes != nil else { throw EditError("no member at \(keyPosition)") }
        return (member.keySpan.start, member.value.span.end)
    }
}
