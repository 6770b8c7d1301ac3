extension JSONParser.State {
    /// Opens the array or object at `offset`: its node when it is empty (`{}`, `[]`), else
    /// nil with the first member's key and colon read (for an object).
    @inline(__always)
    mutating func open(isObject: Bool, at position: SourcePosition) throws(JSONSyntaxError) -> JSONNode? {
        let start = offset
        try openContainer(isObject: isObject, at: position)
        offset += 1
        skipWhitespace()
        if offset < end, bytes[offset] == (isObject ? ASCII.closeBrace : ASCII.closeBracket) {
            offset += 1
            frames.removeLast()
            return JSONNode(isObject ? .object([]) : .array([]), span: SourceSpan(position, bytes: start, offset))
        }
        if isObject {
            try readKeyAndColon(afterComma: false)
            skipWhitespace()
        }
        return nil
    }

    /// Hands the complete `node` to the innermost open container, and reads what follows
    /// it there: a comma, or the container's end.
    @inline(__always)
    mutating func handOver(_ node: consuming JSONNode) throws(JSONSyntaxError) -> AfterValue {
        skipWhitespace()
        guard let top = frames.indices.last else {
            if offset < end {
                throw error("trailing characters after the document", at: offset)
            }
            return .document(JSONDocument(root: node, duplicateKeys: duplicateKeys))
        }
        if frames[top].isObject {
            members.setValueOfLast(node)
            guard offset < end else { throw unexpectedEndOfInput() }
            switch bytes[offset] {
            case ASCII.comma:
                offset &+= 1
                skipWhitespace()
                try readKeyAndColon(afterComma: true)
                skipWhitespace()
                return .readNextValue
            case ASCII.closeBrace:
                offset &+= 1
                return .closed(closeObject())
            default:
                throw unexpectedCharacter(expected: "',' or '}' after object member")
            }
        }
        elements.push(node)
        guard offset < end else { throw unexpectedEndOfInput() }
        switch bytes[offset] {
        case ASCII.comma:
            offset += 1
            skipWhitespace()
            if offset < end, bytes[offset] == ASCII.closeBracket {
                throw error("expected a value after ',' (trailing commas are not allowed)", at: offset)
            }
            return .readNextValue
        case ASCII.closeBracket:
            offset += 1
            return .closed(closeArray())
        default:
            throw unexpectedCharacter(expected: "',' or ']' after array element")
        }
    }

    /// Pushes a frame for an array or object, enforcing `maxDepth`.
    mutating func openContainer(isObject: Bool, at position: SourcePosition) throws(JSONSyntaxError) {
        guard frames.count < maxDepth else {
            throw JSONSyntaxError(message: "nesting deeper than \(maxDepth) levels", position: position)
        }
        frames.append(JSONParser.Frame(isObject: isObject, position: position, offset: offset, start: isObject ? members.count : elements.count))
    }

    /// Pops the innermost frame (an object), whose `}` was just read, and builds its node.
    mutating func closeObject() -> JSONNode {
        let frame = frames.removeLast()
        keyHashes.removeAll(from: frame.start)
        return JSONNode(.object(members.popArray(from: frame.start)), span: SourceSpan(frame.position, bytes: frame.offset, offset))
    }

    /// Pops the innermost frame (an array), whose `]` was just read, and builds its node.
    mutating func closeArray() -> JSONNode {
        let frame = frames.removeLast()
        return JSONNode(.array(elements.popArray(from: frame.start)), span: SourceSpan(frame.position, bytes: frame.offset, offset))
    }
}
