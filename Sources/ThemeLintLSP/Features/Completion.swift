import ThemeLintCore

/// `textDocument/completion` where a name goes: a `color_identifier`'s value (palette colors),
/// after `{` in a token value (token paths), after `@color/` (Android colors). Each item
/// carries its color (kind Color, the hex as its documentation, which editors draw as a swatch).
enum Completion {
    static func items(uri: String, position: LSPPosition, in workspace: ThemeWorkspace) -> JSONOutput {
        guard let path = workspace.path(ofURI: uri), let symbols = workspace.symbols, var layout = workspace.layout(of: path) else { return .array([]) }
        let offset = layout.offset(of: position)
        guard let context = context(layout.bytes, offset) else { return .array([]) }
        let range = layout.range(context.start, offset)
        var items: [JSONOutput] = []
        var seen: Set<String> = []
        for name in symbols.colors.keys.sorted() {
            guard let color = symbols.color(of: name), let colors = symbols.colors[name],
                  colors.contains(where: { context.kind.accepts(symbols.paletteFormats[$0.location.file] ?? .appearance) }) else { continue }
            seen.insert(name)
            items.append(item(name, color, range))
        }
        // After `{`, the tokens roles are made of too (semantic tokens alias other tokens).
        if context.kind == .alias, let project = workspace.project {
            for name in symbols.roles.keys.sorted() where !seen.contains(name) {
                guard let entry = symbols.roles[name]?.first(where: { context.kind.accepts(project.themeSets[$0.set].definition.format) }),
                      let color = entry.role.color else { continue }
                items.append(item(name, color, range))
            }
        }
        return .object([("isIncomplete", .bool(false)), ("items", .array(items))])
    }

    /// One item: the name, kind Color, its color as detail and documentation.
    private static func item(_ name: String, _ color: RGBA, _ range: LSPRange) -> JSONOutput {
        let hex = ColorNotation.hex(color, alpha: .trailing)
        return .object([
            ("label", .string(name)),
            ("kind", .int(16)),
            ("detail", .string(hex)),
            ("documentation", .string(hex)),
            ("textEdit", .object([("range", range.output), ("newText", .string(name))])),
        ])
    }

    /// Where the cursor is: which names go there.
    enum Kind {
        case identifier, alias, androidColor

        /// Whether names of a theme set of `format` go here.
        func accepts(_ format: ThemeFormat) -> Bool {
            switch self {
            case .identifier: format == .appearance
            case .alias: format == .dtcg || format == .tokensStudio
            case .androidColor: format == .android
            }
        }
    }

    /// What goes at `offset`, and where the name typed so far starts.
    static func context(_ bytes: [UInt8], _ offset: Int) -> (kind: Kind, start: Int)? {
        var start = offset
        while start > 0, NameAtCursor.isWordByte(bytes[start - 1]), bytes[start - 1] != UInt8(ascii: "/"), bytes[start - 1] != UInt8(ascii: "{") { start -= 1 }
        if start > 0, bytes[start - 1] == UInt8(ascii: "{") { return (.alias, start) }
        if start >= 7, String(decoding: bytes[(start - 7)..<start], as: UTF8.self) == "@color/" { return (.androidColor, start) }
        // `"color_identifier": "` before the name.
        guard start > 0, bytes[start - 1] == UInt8(ascii: "\"") else { return nil }
        var index = start - 1
        while index > 0, bytes[index - 1] == UInt8(ascii: " ") || bytes[index - 1] == UInt8(ascii: "\t") { index -= 1 }
        guard index > 0, bytes[index - 1] == UInt8(ascii: ":") else { return nil }
        let key = Array("\"color_identifier\"".utf8)
        var keyEnd = index - 1
        while keyEnd > 0, bytes[keyEnd - 1] == UInt8(ascii: " ") || bytes[keyEnd - 1] == UInt8(ascii: "\t") { keyEnd -= 1 }
        guard keyEnd >= key.count, bytes[(keyEnd - key.count)..<keyEnd].elementsEqual(key) else { return nil }
        return (.identifier, start)
    }
}
