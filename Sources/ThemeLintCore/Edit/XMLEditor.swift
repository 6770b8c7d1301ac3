/// Makes `ByteEdit`s to an XML file (an Android resource file) that `XMLReader` read, at the
/// positions the reader kept: an element's text, an attribute's value, a whole element with
/// the line it stands on. Every other byte (line endings, tabs, comments, the final newline or
/// its absence) stays as written.
///
/// The editor finds the element or attribute at a position in the document read and takes its
/// bytes from the spans the reader recorded (no tag is scanned again); it throws when a
/// position holds no element or attribute, or what stands there cannot be edited safely.
public struct XMLEditor: Sendable {
    /// The file's text.
    public let text: SourceText
    /// The document read from it.
    private let document: XMLDocument

    /// An editor over `text`, whose document is `document`.
    public init(text: SourceText, document: XMLDocument) {
        self.text = text
        self.document = document
    }

    /// An editor over `bytes`, read here (bytes that are not well-formed have no place to edit).
    public init(bytes: [UInt8]) {
        text = SourceText(bytes, indexingLines: false)
        document = (try? XMLReader().read(bytes)) ?? XMLDocument(elements: [])
    }

    /// The bytes edited.
    public var bytes: [UInt8] { text.bytes }

    /// Replaces the text of the element whose start tag stands at `elementPosition` (its
    /// leading and trailing whitespace kept) by `text`, escaped.
    /// - Throws: `EditError` when no element starts there, it is empty (`<a/>`), or its
    ///   content holds markup or references (a comment, CDATA, `&amp;`), which a byte edit
    ///   would have to guess around.
    public func replaceText(ofElementAt elementPosition: SourcePosition, with text: String) throws(EditError) -> ByteEdit {
        let element = try element(at: elementPosition)
        guard let content = element.contentBytes else { throw EditError("the element at \(elementPosition) is empty (<…/>): no text to replace") }
        let bytes = self.text.bytes
        if let markup = content.first(where: { bytes[$0] == UInt8(ascii: "<") || bytes[$0] == UInt8(ascii: "&") }) {
            guard bytes[markup] != UInt8(ascii: "&") else { throw EditError("the text at \(elementPosition) holds a reference (&…;): left alone") }
            throw EditError("the element at \(elementPosition) holds markup besides its text: left alone")
        }
        var first = content.lowerBound
        while first < content.upperBound, XMLReaderState.isWhitespace(bytes[first]) { first += 1 }
        var last = content.upperBound
        while last > first, XMLReaderState.isWhitespace(bytes[last - 1]) { last -= 1 }
        return ByteEdit(range: first..<last, text: Self.escaped(text, quote: nil))
    }

    /// Replaces the value of the attribute whose value starts at `valuePosition` (just after
    /// its opening quote) by `value`, escaped for that quote.
    /// - Throws: `EditError` when no attribute value starts there, or it holds a reference.
    public func replaceAttributeValue(at valuePosition: SourcePosition, with value: String) throws(EditError) -> ByteEdit {
        guard let attribute = document.attribute(withValueAt: valuePosition) else { throw EditError("no attribute value at \(valuePosition)") }
        let range = attribute.valueBytes
        let bytes = text.bytes
        guard !bytes[range].contains(UInt8(ascii: "&")) else { throw EditError("the attribute value at \(valuePosition) holds a reference (&…;): left alone") }
        return ByteEdit(range: range, text: Self.escaped(value, quote: bytes[range.lowerBound - 1]))
    }

    /// Deletes the elements whose start tags stand at `positions`, each with what it owns: an
    /// element alone on its line (a comment after it on the line included) goes with the whole
    /// line and its line ending (the last line of a file without a final newline: with the
    /// line ending before it, so the file still ends without one); an element sharing its line
    /// goes with the spaces before it. Adjacent deletions are joined into one edit.
    /// - Throws: `EditError` when a position holds no element.
    public func deleteElements(at positions: [SourcePosition]) throws(EditError) -> [ByteEdit] {
        var ranges: [Range<Int>] = []
        for position in positions {
            ranges.append(text.ownedRange(of: try element(at: position).bytes, comment: .xml))
        }
        ranges.sort { $0.lowerBound < $1.lowerBound }
        var merged: [Range<Int>] = []
        for range in ranges {
            if let last = merged.last, range.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged.map { ByteEdit(range: $0, replacement: []) }
    }

    /// The element whose start tag stands at `position`.
    private func element(at position: SourcePosition) throws(EditError) -> XMLElement {
        guard let element = document.element(at: position), !element.bytes.isEmpty else { throw EditError("no element at \(position)") }
        return element
    }

    /// `text` escaped for XML text (`quote` nil) or an attribute value in `quote`s.
    public static func escaped(_ text: String, quote: UInt8?) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">" where quote == nil: result += "&gt;"
            case "\"" where quote == ASCII.quote: result += "&quot;"
            case "'" where quote == UInt8(ascii: "'"): result += "&apos;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
