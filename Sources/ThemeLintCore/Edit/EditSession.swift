/// The edits planned for a set of files, file by file, each made by the editor of its format
/// (`JSONEditor`, `XMLEditor`, or plain bytes for code) over its `SourceText`, and applied
/// together.
public struct EditSession: Sendable {
    /// One file that may be edited: its editor and what is planned for it.
    private struct File: Sendable {
        var editor: Editor
        /// The edits planned.
        var edits: [ByteEdit] = []
        /// The keys of the JSON members, or the start tags of the XML elements, to delete
        /// (made together: a run of neighbours is one edit).
        var deletions: [SourcePosition] = []
    }

    /// The editor of a file's format.
    private enum Editor: Sendable {
        case json(JSONEditor)
        case xml(XMLEditor)
        /// A code file: only the bytes of names are replaced (`replaceName`).
        case code(SourceText)

        var text: SourceText {
            switch self {
            case .json(let editor): editor.layout
            case .xml(let editor): editor.text
            case .code(let text): text
            }
        }
    }

    /// Path → the file: one map for every format.
    private var files: [String: File] = [:]
    /// Edits that could not be made (the position did not hold what was expected).
    public private(set) var failures: [String] = []

    /// A session over the JSON `documents` and the XML files `xmlFiles`.
    public init(documents: [String: EditableDocument], xmlFiles: [String: EditableXMLFile] = [:]) {
        for (path, document) in documents {
            files[path] = File(editor: .json(JSONEditor(text: SourceText(document.bytes, indexingLines: false), document: document.document)))
        }
        for (path, xml) in xmlFiles {
            files[path] = File(editor: .xml(XMLEditor(text: SourceText(xml.bytes, indexingLines: false), document: xml.document)))
        }
    }

    /// Path → the edits planned for it.
    public var edits: [String: [ByteEdit]] {
        files.compactMapValues { $0.edits.isEmpty ? nil : $0.edits }
    }

    /// Plans the edit `make` gives for the JSON file `file`; false (and nothing planned) when
    /// the file is not editable or the edit cannot be made.
    @discardableResult
    public mutating func edit(_ file: String, _ make: (JSONEditor) throws(EditError) -> ByteEdit) -> Bool {
        guard case .json(let editor)? = files[file]?.editor else { return false }
        return record(file) { () throws(EditError) in [try make(editor)] }
    }

    /// Plans the edits `make` gives for the XML file `file`; false (and nothing planned) when
    /// the file is not editable or the edit cannot be made.
    @discardableResult
    public mutating func editXML(_ file: String, _ make: (XMLEditor) throws(EditError) -> [ByteEdit]) -> Bool {
        guard case .xml(let editor)? = files[file]?.editor else { return false }
        return record(file) { () throws(EditError) in try make(editor) }
    }

    /// Rewrites the reference `site` to `newText` (a JSON string quoted, XML escaped).
    @discardableResult
    public mutating func replace(_ site: ReferenceSite, with newText: String) -> Bool {
        switch site.place {
        case .jsonString(let position):
            edit(site.file) { editor throws(EditError) in try editor.replaceValue(at: position, with: JSONEditor.quoted(newText)) }
        case .xmlText(let element):
            editXML(site.file) { editor throws(EditError) in [try editor.replaceText(ofElementAt: element, with: newText)] }
        case .xmlAttributeValue(let position):
            editXML(site.file) { editor throws(EditError) in [try editor.replaceAttributeValue(at: position, with: newText)] }
        }
    }

    /// Plans the deletion of the member whose key is at `keyPosition` in the JSON file `file`;
    /// deletions of one file are made together (`JSONEditor.deleteMembers`) by `makeDeletions`.
    public mutating func deleteMember(_ file: String, keyPosition: SourcePosition) {
        guard case .json? = files[file]?.editor else { return }
        files[file]?.deletions.append(keyPosition)
    }

    /// Plans the deletion of the XML element whose start tag stands at `position` in `file`
    /// (with the line it owns); made together with the file's other deletions.
    public mutating func deleteElement(_ file: String, at position: SourcePosition) {
        guard case .xml? = files[file]?.editor else { return }
        files[file]?.deletions.append(position)
    }

    /// Turns the planned deletions into edits (failures recorded in `failures`).
    public mutating func makeDeletions() {
        for path in files.keys.sorted() {
            guard let file = files[path], !file.deletions.isEmpty else { continue }
            files[path]?.deletions = []
            record(path) { () throws(EditError) in
                switch file.editor {
                case .json(let editor): try editor.deleteMembers(keyPositions: file.deletions)
                case .xml(let editor): try editor.deleteElements(at: file.deletions)
                case .code: []
                }
            }
        }
    }

    /// Records the edits `make` gives for `file`, or its failure.
    @discardableResult
    private mutating func record(_ file: String, _ make: () throws(EditError) -> [ByteEdit]) -> Bool {
        do {
            files[file]?.edits.append(contentsOf: try make())
            return true
        } catch {
            failures.append("\(file): \(error.message)")
            return false
        }
    }

    /// The new bytes of every edited file (call `makeDeletions` first). An edit inside a range
    /// another edit deletes or replaces (a reference inside a deleted token) is dropped.
    /// - Throws: `OverlappingEditsError` when two edits cross.
    public func results() throws(OverlappingEditsError) -> [String: [UInt8]] {
        var output: [String: [UInt8]] = [:]
        for (path, file) in files where !file.edits.isEmpty {
            output[path] = try file.editor.text.applying(ByteEdit.droppingNested(file.edits))
        }
        return output
    }
}

extension EditSession {
    /// Whether `file` is one of the session's files (a theme file, or a code file added).
    public func holds(_ file: String) -> Bool { files[file] != nil }

    /// Whether `file` is a code file added with `addCodeFile`.
    public func holdsCode(_ file: String) -> Bool {
        if case .code? = files[file]?.editor { return true }
        return false
    }

    /// Adds the code file `file` with its bytes as read (nothing when the session holds it).
    public mutating func addCodeFile(_ file: String, bytes: [UInt8]) {
        guard files[file] == nil else { return }
        files[file] = File(editor: .code(SourceText(bytes, indexingLines: false)))
    }

    /// The non-empty ranges the edits planned for `file` replace, sorted by start: what
    /// `covers` searches.
    public func replacedRanges(_ file: String) -> [Range<Int>] {
        (files[file]?.edits ?? []).map(\.range).filter { !$0.isEmpty }.sorted { ($0.lowerBound, $0.upperBound) < ($1.lowerBound, $1.upperBound) }
    }

    /// Whether a range of `sorted` (`replacedRanges`, which do not overlap) holds every byte of
    /// `range` (an Android `@color/` rewritten whole by the XML editor); a binary search.
    public static func covers(_ sorted: [Range<Int>], _ range: Range<Int>) -> Bool {
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle].lowerBound <= range.lowerBound { low = middle + 1 } else { high = middle }
        }
        return low > 0 && sorted[low - 1].upperBound >= range.upperBound
    }

    /// Replaces exactly the bytes of `reference`'s name with `newName`, in any file the
    /// session holds; false (a failure recorded) when those bytes are not the name.
    @discardableResult
    public mutating func replaceName(of reference: CodeReference, with newName: String) -> Bool {
        guard let editor = files[reference.file]?.editor else { return false }
        let bytes = editor.text.bytes
        return record(reference.file) { () throws(EditError) in
            let range = reference.nameStart..<reference.nameEnd
            guard range.lowerBound >= 0, range.upperBound <= bytes.count, bytes[range].elementsEqual(reference.name.utf8) else {
                throw EditError("bytes \(range.lowerBound)..<\(range.upperBound) do not hold \(reference.name) any more")
            }
            return [ByteEdit(range: range, text: newName)]
        }
    }
}
