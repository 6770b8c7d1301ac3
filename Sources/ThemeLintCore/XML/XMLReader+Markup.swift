/// Tags, comments, processing instructions, CDATA sections and the XML declaration.
extension XMLReaderState {
    /// A name at `offset` (the caller has checked its first byte or wants an error).
    mutating func name(_ what: String) throws(XMLSyntaxError) -> String {
        let start = offset
        guard offset < bytes.count, Self.isNameStart(bytes[offset]) else { throw error("expected \(what)") }
        offset += 1
        while offset < bytes.count, Self.isNameByte(bytes[offset]) { offset += 1 }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    /// A start tag (or an empty-element tag) at `offset`: a new element, open unless empty.
    mutating func startTag() throws(XMLSyntaxError) {
        let start = offset
        let at = position(at: offset)
        offset += 1
        let elementName = try name("an element name")
        var element = XMLElement(name: elementName, position: at, parent: open.last)
        let firstAttribute = attributes.count
        var seen: Set<String>?
        while true {
            let spaced = skipWhitespace()
            guard offset < bytes.count else { throw error("the start tag of <\(elementName)> is not closed") }
            if bytes[offset] == UInt8(ascii: ">") || starts(with: "/>") {
                let isEmpty = bytes[offset] == UInt8(ascii: "/")
                offset += isEmpty ? 2 : 1
                element.attributeRange = firstAttribute..<attributes.count
                element.setStartTag(start..<offset, isEmpty: isEmpty)
                add(element, isOpen: !isEmpty)
                return
            }
            guard spaced else { throw error("expected whitespace, \">\" or \"/>\" in the start tag of <\(elementName)>") }
            let nameAt = position(at: offset)
            let attributeName = try name("an attribute name, \">\" or \"/>\"")
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "=") else { throw error("expected \"=\" after attribute \(attributeName)") }
            offset += 1
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") || bytes[offset] == UInt8(ascii: "'") else {
                throw error("expected a quoted value for attribute \(attributeName)")
            }
            let valueAt = position(at: offset + 1)
            let valueStart = offset + 1
            let value = try attributeValue()
            // Few attributes: compared in place; many (a crafted tag): a set, so it stays linear.
            let duplicate: Bool
            if attributes.count - firstAttribute < 16 {
                duplicate = attributes[firstAttribute...].contains { $0.name == attributeName }
            } else {
                if seen == nil { seen = Set(attributes[firstAttribute...].map(\.name)) }
                duplicate = !(seen?.insert(attributeName).inserted ?? true)
            }
            if duplicate {
                throw XMLSyntaxError(message: "attribute \(attributeName) is repeated in <\(elementName)>", position: nameAt)
            }
            attributes.append(XMLAttribute(name: attributeName, value: value, position: nameAt, valuePosition: valueAt, valueBytes: valueStart..<(offset - 1)))
        }
    }

    private mutating func add(_ element: XMLElement, isOpen: Bool) {
        let index = elements.count
        if let parent = element.parent { elements[parent].children.append(index) }
        elements.append(element)
        if isOpen { open.append(index) }
    }

    /// A quoted attribute value at `offset`, references expanded, whitespace normalized.
    mutating func attributeValue() throws(XMLSyntaxError) -> String {
        let quote = bytes[offset]
        offset += 1
        var value: [UInt8] = []
        while true {
            guard offset < bytes.count else { throw error("an attribute value is not closed") }
            let byte = bytes[offset]
            if byte == quote {
                offset += 1
                return String(decoding: value, as: UTF8.self)
            }
            switch byte {
            case UInt8(ascii: "<"):
                throw error("\"<\" is not allowed in an attribute value (write &lt;)")
            case UInt8(ascii: "&"):
                value.append(contentsOf: try reference().utf8)
            case 0x0D:
                value.append(0x20)
                offset += 1
                if offset < bytes.count, bytes[offset] == 0x0A { offset += 1 }
            case 0x09, 0x0A:
                value.append(0x20)
                offset += 1
            default:
                value.append(byte)
                offset += 1
            }
        }
    }

    /// An end tag at `offset`, which must close the innermost open element.
    mutating func endTag() throws(XMLSyntaxError) {
        let at = offset
        offset += 2
        let endName = try name("an element name after \"</\"")
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: ">") else { throw error("expected \">\" to end </\(endName)") }
        offset += 1
        guard let current = open.last else { throw error("</\(endName)> closes no element", at: at) }
        let element = elements[current]
        guard element.name == endName else {
            throw error("</\(endName)> does not close <\(element.name)> (line \(element.position.line), column \(element.position.column))", at: at)
        }
        elements[current].setEndTag(at..<offset)
        open.removeLast()
    }

    /// A comment at `offset`; `--` may only end it.
    mutating func comment() throws(XMLSyntaxError) {
        let at = offset
        offset += 4
        while offset + 1 < bytes.count {
            if bytes[offset] == UInt8(ascii: "-"), bytes[offset + 1] == UInt8(ascii: "-") {
                guard offset + 2 < bytes.count, bytes[offset + 2] == UInt8(ascii: ">") else {
                    throw error("\"--\" is not allowed inside a comment")
                }
                offset += 3
                return
            }
            offset += 1
        }
        throw error("a comment is not closed (no \"-->\")", at: at)
    }

    /// A processing instruction at `offset` (not the XML declaration, which only starts a document).
    mutating func processingInstruction() throws(XMLSyntaxError) {
        let at = offset
        offset += 2
        let target = try name("a processing instruction target after \"<?\"")
        if target.lowercased() == "xml" {
            throw error("the XML declaration (<?xml ...?>) may only stand at the very start of the document", at: at)
        }
        guard try skipPast("?>") else { throw error("a processing instruction is not closed (no \"?>\")", at: at) }
    }

    /// A CDATA section at `offset`: its text is character data of the open element.
    mutating func cdataSection() throws(XMLSyntaxError) {
        let at = offset
        offset += 9
        let start = offset
        guard try skipPast("]]>") else { throw error("a CDATA section is not closed (no \"]]>\")", at: at) }
        appendText(bytes[start..<(offset - 3)], at: start)
    }

    /// Moves past the next `terminator`; false (at the end) when there is none.
    mutating func skipPast(_ terminator: StaticString) throws(XMLSyntaxError) -> Bool {
        while offset < bytes.count {
            if starts(with: terminator) {
                offset += terminator.utf8CodeUnitCount
                return true
            }
            offset += 1
        }
        return false
    }

    /// The XML declaration at the start: `version` required, `encoding` UTF-8 if given.
    mutating func xmlDeclaration() throws(XMLSyntaxError) {
        let at = offset
        offset += 5
        var members: [(name: String, value: String, at: Int)] = []
        while true {
            skipWhitespace()
            guard offset < bytes.count else { throw error("the XML declaration is not closed (no \"?>\")", at: at) }
            if starts(with: "?>") {
                offset += 2
                break
            }
            let nameAt = offset
            let member = try name("version, encoding or standalone in the XML declaration")
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "=") else { throw error("expected \"=\" after \(member)") }
            offset += 1
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") || bytes[offset] == UInt8(ascii: "'") else {
                throw error("expected a quoted value for \(member)")
            }
            let valueAt = offset + 1
            let value = try attributeValue()
            members.append((member, value, nameAt))
            if member == "encoding" {
                let lower = value.lowercased()
                guard lower == "utf-8" || lower == "utf8" || lower == "us-ascii" else {
                    throw error("the document declares encoding \"\(value)\"; themelint reads UTF-8 only", at: valueAt)
                }
            }
        }
        guard members.first?.name == "version" else {
            throw error("the XML declaration must start with version=\"1.0\"", at: members.first?.at ?? at)
        }
        for member in members where !["version", "encoding", "standalone"].contains(member.name) {
            throw error("\(member.name) is not allowed in the XML declaration", at: member.at)
        }
    }
}
