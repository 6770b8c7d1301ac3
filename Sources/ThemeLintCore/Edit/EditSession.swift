/// The edits planned for a set of documents, file by file, made with one `JSONEditor` (or
/// `XMLEditor`, for Android resource files) per file and applied together.
public struct EditSession: Sendable {
    /// The documents that may be edited.
    public let documents: [String: EditableDocument]
    private var editors: [String: JSONEditor] = [:]
    /// Path → the edits planned for it.
    public private(set) var edits: [String: [ByteEdit]] = [:]
    /// Edits that could not be made (the position did not hold what was expected).
    public private(set) var failures: [String] = []
    /// Path → the keys of the members to delete.
    private var deletions: [String: [SourcePosition]] = [:]
    /// The XML files that may be edited.
    public let xmlFiles: [String: EditableXMLFile]
    private var xmlEditors: [String: XMLEditor] = [:]
    /// Path → the start tags of the XML elements to delete.
    private var xmlDeletions: [String: [SourcePosition]] = [:]

    /// A session over `documents` and `xmlFiles`.
    public init(documents: [String: EditableDocument], xmlFiles: [String: EditableXMLFile] = [:]) {
        self.documents = documents
        self.xmlFiles = xmlFiles
    }

    /// Plans the deletion of the XML element whose start tag stands at `position` in `file`
    /// (with the line it owns); made together with the file's other deletions.
    public mutating func deleteElement(_ file: String, at position: SourcePosition) {
        guard xmlFiles[file] != nil else { return }
        xmlDeletions[file, default: []].append(position)
    }

    /// Plans the edits `make` gives for the XML file `file`; false (and nothing planned) when
    /// the file is not editable or the edit cannot be made.
    @discardableResult
    public mutating func editXML(_ file: String, _ make: (XMLEditor) throws(JSONEditError) -> [ByteEdit]) -> Bool {
        guard let xml = xmlFiles[file] else { return false }
        let editor = xmlEditors[file] ?? XMLEditor(bytes: xml.bytes)
        xmlEditors[file] = editor
        do {
            edits[file, default: []].append(contentsOf: try make(editor))
            return true
        } catch {
            failures.append("\(file): \(error.message)")
            return false
        }
    }

    /// Plans the deletion of the member whose key is at `keyPosition` in `file`; deletions of
    /// one file are made together (`JSONEditor.deleteMembers`) when the results are asked for.
    public mutating func deleteMember(_ file: String, keyPosition: SourcePosition) {
        guard documents[file] != nil else { return }
        deletions[file, default: []].append(keyPosition)
    }

    /// Plans the edit `make` gives for `file`; false (and nothing planned) when the file is not
    /// editable or the edit cannot be made.
    @discardableResult
    public mutating func edit(_ file: String, _ make: (inout JSONEditor) throws(JSONEditError) -> ByteEdit) -> Bool {
        guard let document = documents[file] else { return false }
        do {
            // In place: the editor's offset cache is not copied per edit.
            let edit = try make(&editors[file, default: JSONEditor(bytes: document.bytes)])
            edits[file, default: []].append(edit)
            return true
        } catch {
            failures.append("\(file): \(error.message)")
            return false
        }
    }

    /// Turns the planned deletions into edits (failures recorded in `failures`).
    public mutating func makeDeletions() {
        for (file, positions) in deletions.sorted(by: { $0.key < $1.key }) {
            guard let document = documents[file] else { continue }
            do {
                let made = try editors[file, default: JSONEditor(bytes: document.bytes)].deleteMembers(keyPositions: positions)
                edits[file, default: []].append(contentsOf: made)
            } catch {
                failures.append("\(file): \(error.message)")
            }
        }
        deletions = [:]
        for (file, positions) in xmlDeletions.sorted(by: { $0.key < $1.key }) {
            editXML(file) { editor throws(JSONEditError) in try editor.deleteElements(at: positions) }
        }
        xmlDeletions = [:]
    }

    /// The new bytes of every edited file (call `makeDeletions` first). An edit inside a range
    /// another edit deletes or replaces (a reference inside a deleted token) is dropped.
    /// - Throws: `OverlappingEditsError` when two edits cross.
    public func results() throws(OverlappingEditsError) -> [String: [UInt8]] {
        var output: [String: [UInt8]] = [:]
        for (file, fileEdits) in edits {
            guard let bytes = documents[file]?.bytes ?? xmlFiles[file]?.bytes else { continue }
            let sorted = fileEdits.sorted { ($0.range.lowerBound, -$0.range.upperBound) < ($1.range.lowerBound, -$1.range.upperBound) }
            var kept: [ByteEdit] = []
            for edit in sorted {
                if let last = kept.last, !last.range.isEmpty, edit.range.lowerBound >= last.range.lowerBound, edit.range.upperBound <= last.range.upperBound {
                    continue
                }
                kept.append(edit)
            }
            output[file] = try ByteEdit.apply(kept, to: bytes)
        }
        return output
    }
}
