/// Reads resource XML (through the project's XML reader, so comments and markup are never
/// mistaken for values): `@color/NAME` in attribute values and element text, and hex colors in
/// the attributes of layouts and drawables.
enum ResourceXMLScanner {
    /// The references and literals of the resource XML `bytes` at `file`; nothing when the file
    /// is not well-formed (the Android loader reports the files it reads).
    static func scan(_ bytes: [UInt8], file: String) -> (references: [CodeReference], literals: [ColorLiteral]) {
        guard let document = try? XMLReader().read(bytes) else { return ([], []) }
        var text = SourceText(bytes)
        var references: [CodeReference] = []
        var literals: [ColorLiteral] = []
        let holdsLiterals = holdsHardCodedColors(file)
        for attribute in document.attributes {
            let start = attribute.valueBytes.lowerBound, end = attribute.valueBytes.upperBound
            guard end <= bytes.count else { continue }
            if let reference = colorReference(bytes, from: start, to: end, file: file) {
                references.append(reference)
            } else if attribute.value.hasPrefix("@{") || attribute.value.hasPrefix("@={") {
                references += bindingReferences(bytes, from: start, to: end, file: file)
            } else if holdsLiterals, attribute.value.hasPrefix("#"), let color = HexColor.parse(attribute.value, alpha: .leading) {
                literals.append(ColorLiteral(color: color, spelling: .resourceXML, text: attribute.value, file: file, start: start, end: end))
            }
        }
        for element in document.elements where element.trimmedText.hasPrefix("@color/") {
            guard let position = element.textPosition, let start = text.offset(of: position) else { continue }
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "<"), !CodeBytes.isSpace(bytes[end]) { end += 1 }
            if let reference = colorReference(bytes, from: start, to: end, file: file) { references.append(reference) }
        }
        return (references, literals)
    }

    /// `@color/NAME` filling `bytes[from..<to]` (whitespace around allowed), as a reference.
    static func colorReference(_ bytes: [UInt8], from: Int, to: Int, file: String) -> CodeReference? {
        var start = from, end = to
        while start < end, CodeBytes.isSpace(bytes[start]) { start += 1 }
        while end > start, CodeBytes.isSpace(bytes[end - 1]) { end -= 1 }
        let prefix = Array("@color/".utf8)
        guard end - start > prefix.count, Array(bytes[start..<(start + prefix.count)]) == prefix else { return nil }
        let nameStart = start + prefix.count
        guard bytes[nameStart..<end].allSatisfy({ CodeBytes.isIdentifierPart($0) || $0 == UInt8(ascii: ".") }) else { return nil }
        return CodeReference(name: String(decoding: bytes[nameStart..<end], as: UTF8.self), spelling: .androidResourceXML, file: file, nameStart: nameStart, nameEnd: end)
    }

    /// `@color/NAME` inside a data binding expression (`@{vm.error ? @color/red : @color/ok}`)
    /// in `bytes[from..<to]`, outside its string literals (`'…'`, `` `…` ``, `&quot;…&quot;`).
    static func bindingReferences(_ bytes: [UInt8], from: Int, to: Int, file: String) -> [CodeReference] {
        let prefix = Array("@color/".utf8), quote = Array("&quot;".utf8)
        var result: [CodeReference] = []
        var index = from
        while index < to {
            let byte = bytes[index]
            if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "`") {
                var close = index + 1
                while close < to, bytes[close] != byte { close += 1 }
                index = close + 1
            } else if byte == UInt8(ascii: "&"), bytes[index..<min(to, index + quote.count)].elementsEqual(quote) {
                var close = index + quote.count
                while close < to, !bytes[close..<min(to, close + quote.count)].elementsEqual(quote) { close += 1 }
                index = close + quote.count
            } else if byte == UInt8(ascii: "@"), bytes[index..<min(to, index + prefix.count)].elementsEqual(prefix) {
                let nameStart = index + prefix.count
                var nameEnd = nameStart
                while nameEnd < to, CodeBytes.isIdentifierPart(bytes[nameEnd]) { nameEnd += 1 }
                if nameEnd > nameStart {
                    result.append(CodeReference(name: String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self), spelling: .androidResourceXML, file: file, nameStart: nameStart, nameEnd: nameEnd))
                }
                index = max(nameEnd, index + 1)
            } else {
                index += 1
            }
        }
        return result
    }

    /// Whether hex attribute values in `file` are hard-coded colors: layouts and drawables
    /// (values and color state lists define the theme's colors).
    static func holdsHardCodedColors(_ file: String) -> Bool {
        let components = file.split(separator: "/")
        guard components.count >= 2 else { return false }
        let folder = components[components.count - 2]
        return folder.hasPrefix("layout") || folder.hasPrefix("drawable")
    }
}
