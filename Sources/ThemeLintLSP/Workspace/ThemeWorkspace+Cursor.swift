import ThemeLintCore

/// What the cursor is on, found in the editor's text and named as the last load names it.
public struct CursorSymbol: Sendable {
    /// The file.
    public var path: String
    /// The text under the cursor.
    public var found: NameAtCursor
    /// The name it stands for: the full token path of a group member's key, the name itself
    /// elsewhere.
    public var name: String
    /// The protocol range of `found`.
    public var range: LSPRange
    /// Whether it is a code reference (`R.color.NAME` in Kotlin, `@color/NAME` in a layout):
    /// something `rename` does not rewrite.
    public var inCode = false
}

extension ThemeWorkspace {
    /// The symbol at `position` of the document `uri`, nil when none is there. A name the
    /// last load does not know may be a code reference's (`R.color.NAME` in Kotlin).
    public func symbol(uri: String, position: LSPPosition) -> CursorSymbol? {
        guard let path = path(ofURI: uri), var layout = layout(of: path) else { return nil }
        let offset = layout.offset(of: position)
        let found = NameAtCursor.find(in: layout.bytes, at: offset)
        var name = found?.name
        if let symbols, let found {
            // A key names what is defined at its quote (a token's key holds its last segment only).
            let quote = layout.sourcePosition(ofOffset: found.tokenStart)
            if let defined = symbols.definedAt[Location(file: path, position: quote)] { name = defined }
        }
        if name.map({ symbols?.knows($0) != true }) ?? true, let reference = symbols?.codeReference(in: path, at: offset) {
            let code = NameAtCursor(name: reference.name, start: reference.nameStart, end: reference.nameEnd, tokenStart: reference.nameStart)
            return CursorSymbol(path: path, found: code, name: symbols?.themeName(of: reference) ?? reference.name, range: layout.range(reference.nameStart, reference.nameEnd), inCode: true)
        }
        guard let found, let name else { return nil }
        return CursorSymbol(path: path, found: found, name: name, range: layout.range(found.start, found.end))
    }

    /// The protocol location of a reader's location: the token starting there.
    func locationOutput(_ location: Location) -> JSONOutput? {
        guard let range = withLayout(of: location.file, { $0.tokenRange(at: location.position) }) else { return nil }
        return .object([("uri", .string(uri(ofPath: location.file))), ("range", range.output)])
    }

    /// The protocol range of the token at a reader's location in its file.
    func tokenRange(_ location: Location) -> LSPRange? {
        withLayout(of: location.file) { $0.tokenRange(at: location.position) }
    }

    /// The color literal a `hard-coded-color` finding points at, and its protocol range.
    func literal(of finding: Finding) -> (literal: ColorLiteral, range: LSPRange)? {
        guard finding.rule == HardCodedColorRule.description.id, let literal = symbols?.literalsAt[finding.location],
              let range = withLayout(of: literal.file, { layout -> LSPRange? in
                  guard literal.end <= layout.bytes.count else { return nil }
                  return layout.range(literal.start, literal.end)
              }) else { return nil }
        return range.map { (literal, $0) }
    }
}
