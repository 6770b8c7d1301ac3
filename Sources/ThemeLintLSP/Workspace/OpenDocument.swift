import ThemeLintCore

/// One document the editor has open: its text as the editor holds it, and its version.
public struct OpenDocument: Sendable {
    /// The repository-relative path.
    public var path: String
    /// The editor's URI for it.
    public var uri: String
    /// The text, as UTF-8 bytes.
    public private(set) var bytes: [UInt8]
    /// The editor's version number.
    public var version: Int

    /// A document opened with `text`.
    public init(path: String, uri: String, bytes: [UInt8], version: Int) {
        self.path = path
        self.uri = uri
        self.bytes = bytes
        self.version = version
    }

    /// One change of `textDocument/didChange`: the whole text (no range), or a range replaced.
    public struct Change: Sendable {
        /// The range replaced; nil replaces the whole document.
        public var range: LSPRange?
        /// The new text.
        public var text: String

        /// Creates a change.
        public init(range: LSPRange?, text: String) {
            self.range = range
            self.text = text
        }
    }

    /// Applies `changes` in order (each range is in the text as the previous change left it).
    public mutating func apply(_ changes: [Change], unit: SourceText.ColumnUnit) {
        for change in changes {
            guard let range = change.range else {
                bytes = Array(change.text.utf8)
                continue
            }
            var layout = TextLayout(bytes, unit: unit)
            let start = layout.offset(of: range.start)
            let end = max(start, layout.offset(of: range.end))
            bytes.replaceSubrange(start..<end, with: change.text.utf8)
        }
    }
}
