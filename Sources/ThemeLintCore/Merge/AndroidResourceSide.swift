/// One side of a three-way merge of an Android `<resources>` file, read for merging: its
/// top-level elements, each with its key, its meaning and where its bytes stand.
struct AndroidResourceSide {
    /// One element directly under `<resources>`.
    struct Entry {
        /// `(element name, name attribute, occurrence)`: what the merge matches elements by.
        var key: AndroidResourceKey
        /// The element's meaning: its name, attributes (sorted), text and children, without
        /// whitespace between elements or comments.
        var meaning: String
        /// The element and its descendants in `document.elements`.
        var subtree: Range<Int>
        /// The element's bytes, from `<` to the end of its end tag.
        var range: Range<Int>
        /// The bytes of the `name` attribute's value (between the quotes), when it has one.
        var nameValueRange: Range<Int>?
        /// The spaces and tabs before the element when it starts its line, else nil.
        var indentation: [UInt8]?
        /// When the element stands alone on its lines (a comment after it on its last line
        /// allowed): the whole lines, line ending included.
        var lines: Range<Int>?
    }

    /// The bytes read.
    var bytes: [UInt8]
    /// The elements directly under the root, in document order.
    var entries: [Entry]
    /// Each key's index in `entries`.
    var index: [AndroidResourceKey: Int]
    /// The root element's name and attributes (nil for an empty side: a file new on both sides).
    var rootMeaning: String?
    /// The root's start tag bytes.
    var rootStartTag: Range<Int>
    /// Where the root's end tag starts (nil for `<resources/>`).
    var rootEndTag: Int?
    /// The line ending the file uses first (LF when it has none).
    var lineEnding: [UInt8]
    /// The document read (empty for an empty side).
    var document = XMLDocument(elements: [])

    /// Whether an earlier occurrence of `key` (`entries` through `index`) has `element`'s
    /// `type` and `product` attributes too (`<item name="x" type="color">` and `type="dimen"`
    /// are two resources; so are `product="tablet"` and `product="default"` of one name).
    private static func repeatsResource(_ element: XMLElement, key: AndroidResourceKey, entries: [Entry], index: [AndroidResourceKey: Int], in document: XMLDocument) -> Bool {
        let type = document.attribute("type", of: element)?.value
        let product = document.attribute("product", of: element)?.value
        return (0..<key.occurrence).contains { occurrence in
            guard let earlier = index[AndroidResourceKey(element: key.element, name: key.name, occurrence: occurrence)] else { return false }
            let other = document.elements[entries[earlier].subtree.lowerBound]
            return document.attribute("type", of: other)?.value == type && document.attribute("product", of: other)?.value == product
        }
    }

    /// `entry`'s meaning without the element's own `name` attribute (what a rename keeps);
    /// computed only for the few elements a rename may concern.
    func meaningWithoutName(_ entry: Entry) -> String {
        Self.meaning(of: entry.subtree, in: document, keepingName: false)
    }

    /// The entry for `key`, if this side has one.
    func entry(_ key: AndroidResourceKey) -> Entry? {
        index[key].map { entries[$0] }
    }

    /// Reads `bytes` (named `side` in messages, such as "OURS (%A)"); an empty or blank `bytes`
    /// is a side without elements when `allowEmpty` (the base of a file added on both sides).
    /// - Throws: `AndroidMergeRefusal` when the side is not well-formed XML or not `<resources>`.
    /// `keepingDocument` false leaves `document` empty (a side read only for its meaning).
    init(bytes: [UInt8], side: String, allowEmpty: Bool, keepingDocument: Bool = true) throws(AndroidMergeRefusal) {
        self.bytes = bytes
        lineEnding = Self.firstLineEnding(in: bytes)
        if allowEmpty, bytes.allSatisfy({ XMLReaderState.isWhitespace($0) }) {
            entries = []
            index = [:]
            rootMeaning = nil
            rootStartTag = 0..<0
            rootEndTag = nil
            return
        }
        let document: XMLDocument
        do {
            document = try XMLReader().read(bytes)
        } catch {
            throw AndroidMergeRefusal("\(side) is not well-formed XML at \(error.position.line):\(error.position.column): \(error.message)")
        }
        guard let root = document.root, root.name == "resources" else {
            throw AndroidMergeRefusal("\(side) is not an Android <resources> file (its root element is <\(document.root?.name ?? "")>)")
        }
        let text = SourceText(bytes, indexingLines: false)
        let children = root.children
        var entries: [Entry] = []
        entries.reserveCapacity(children.count)
        var index: [AndroidResourceKey: Int] = [:]
        index.reserveCapacity(children.count)
        for (position, child) in children.enumerated() {
            let subtree = child..<(position + 1 < children.count ? children[position + 1] : document.elements.count)
            let element = document.elements[child]
            let name = document.attribute("name", of: element)
            var key = AndroidResourceKey(element: element.name, name: name?.value, occurrence: 0)
            while index[key] != nil { key.occurrence += 1 }  // a repeated name: rare, and few
            // A resource defined twice (the same element, name and type) is aapt's error and
            // a guess for a merge by meaning: which definition does an edit change?
            if key.occurrence > 0, let name, Self.repeatsResource(element, key: key, entries: entries, index: index, in: document) {
                throw AndroidMergeRefusal("\(side) defines <\(element.name) name=\"\(name.value)\"> twice (again at \(element.position.line):\(element.position.column))")
            }
            index[key] = entries.count
            entries.append(Entry(
                key: key, meaning: Self.meaning(of: subtree, in: document, keepingName: true), subtree: subtree, range: element.bytes,
                nameValueRange: name?.valueBytes, indentation: text.indentation(before: element.bytes.lowerBound),
                lines: text.wholeLines(of: element.bytes, comment: .xml)))
        }
        self.entries = entries
        self.index = index
        if keepingDocument { self.document = document }
        rootMeaning = Self.meaning(of: 0..<1, in: document, keepingName: true)
        rootStartTag = root.startTagBytes
        rootEndTag = root.contentBytes?.upperBound
    }

    /// The meaning of the elements `subtree` (an element and its descendants, contiguous in
    /// document order): per element its depth below the first, name, sorted attributes and
    /// trimmed text.
    static func meaning(of subtree: Range<Int>, in document: XMLDocument, keepingName: Bool) -> String {
        var text = ""
        var depths: [Int: Int] = [subtree.lowerBound: 0]
        for index in subtree {
            let element = document.elements[index]
            let depth = index == subtree.lowerBound ? 0 : (element.parent.flatMap { depths[$0] }.map { $0 + 1 } ?? 0)
            if !element.children.isEmpty { depths[index] = depth }
            text += "\(depth)\u{1}\(element.name)"
            let attributes = document.attributes(of: element).sorted { $0.name < $1.name }
            for attribute in attributes where keepingName || index != subtree.lowerBound || attribute.name != "name" {
                text += "\u{1}\(attribute.name)\u{2}\(attribute.value)"
            }
            text += "\u{3}\(element.trimmedText)\u{4}"
        }
        return text
    }

    /// The spaces and tabs before `start` when only they stand between the line's start and it.
    static func indentation(before start: Int, in bytes: [UInt8]) -> [UInt8]? {
        SourceText.indentation(before: start, in: bytes)
    }

    static func starts(with prefix: [UInt8], at offset: Int, in bytes: [UInt8]) -> Bool {
        offset + prefix.count <= bytes.count && bytes[offset..<(offset + prefix.count)].elementsEqual(prefix)
    }

    /// The line ending of the file's first line: CR LF, CR or LF (LF when there is none).
    static func firstLineEnding(in bytes: [UInt8]) -> [UInt8] {
        SourceText(bytes, indexingLines: false).lineBreak
    }
}

/// What the merge matches the elements of `<resources>` by.
struct AndroidResourceKey: Hashable {
    /// The element's name (`color`, `item`, `style`).
    var element: String
    /// Its `name` attribute (nil when it has none).
    var name: String?
    /// How many elements with the same name and `name` come before it (0 for the first).
    var occurrence: Int

    /// The member path a conflict names: the element and its `name`.
    var memberPath: [String] {
        var path = [element]
        if let name { path.append(name) }
        if occurrence > 0 { path.append("#\(occurrence + 1)") }
        return path
    }
}

/// Why a side cannot be merged by meaning: the caller falls back to the line merge.
struct AndroidMergeRefusal: Error {
    var reason: String
    init(_ reason: String) {
        self.reason = reason
    }
}
