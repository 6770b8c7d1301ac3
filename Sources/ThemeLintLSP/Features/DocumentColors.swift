import ThemeLintCore

/// `textDocument/documentColor` and `textDocument/colorPresentation`.
enum DocumentColors {
    /// Every color literal of the file (palette colors, tokens, Android colors) and every
    /// reference that resolves (a role's `color_identifier`, an alias), with its color.
    static func colors(uri: String, in workspace: ThemeWorkspace) -> JSONOutput {
        guard let path = workspace.path(ofURI: uri), let symbols = workspace.symbols, var layout = workspace.layout(of: path) else { return .array([]) }
        var seen: Set<Int> = []
        var items: [JSONOutput] = []
        func add(_ position: SourcePosition, _ color: RGBA) {
            let start = layout.offset(of: position)
            guard seen.insert(start).inserted else { return }
            var (low, high) = (start, layout.tokenEnd(from: start))
            if high - low >= 2, layout.bytes[low] == UInt8(ascii: "\""), layout.bytes[high - 1] == UInt8(ascii: "\"") { (low, high) = (low + 1, high - 1) }
            items.append(.object([("range", layout.range(low, high).output), ("color", output(color))]))
        }
        for color in symbols.colorsByFile[path] ?? [] {
            if let rgba = color.color, color.valueLocation.file == path { add(color.valueLocation.position, rgba) }
        }
        for role in symbols.referencesByFile[path] ?? [] {
            if let reference = role.role.reference, let rgba = role.color { add(reference.location.position, rgba) }
        }
        return .array(items)
    }

    /// The color as the protocol writes it (components 0…1).
    static func output(_ color: RGBA) -> JSONOutput {
        .object([("red", .double(color.red)), ("green", .double(color.green)), ("blue", .double(color.blue)), ("alpha", .double(color.alpha))])
    }

    /// How the color picker's color is written in this file: hex in the file's own alpha
    /// order (`#AARRGGBB` in an alpha-first palette or Android, `#RRGGBBAA` in CSS-order
    /// tokens), in the case the literal there uses.
    static func presentations(_ params: JSONNode, in workspace: ThemeWorkspace) -> JSONOutput {
        guard let uri = params.string("textDocument", "uri"), let path = workspace.path(ofURI: uri),
              let range = LSPRange(params["range"]), let node = params["color"],
              let red = node["red"]?.value.numberValue, let green = node["green"]?.value.numberValue,
              let blue = node["blue"]?.value.numberValue, let alpha = node["alpha"]?.value.numberValue,
              var layout = workspace.layout(of: path) else { return .array([]) }
        let color = RGBA(red: red, green: green, blue: blue, alpha: alpha)
        let start = layout.offset(of: range.start)
        let end = max(start, layout.offset(of: range.end))
        let written = String(decoding: layout.bytes[start..<end], as: UTF8.self)
        let position = layout.sourcePosition(ofOffset: start > 0 && layout.bytes[start - 1] == UInt8(ascii: "\"") ? start - 1 : start)
        let palette = workspace.symbols?.colorsByFile[path]?.first { $0.valueLocation.position == position }
        let order = palette?.hexAlpha ?? .trailing
        var text = ColorNotation.hex(color, alpha: order)
        if written.contains(where: { "abcdef".contains($0) }) && !written.contains(where: { "ABCDEF".contains($0) }) { text = text.lowercased() }
        let edit = JSONOutput.object([("range", range.output), ("newText", .string(text))])
        return .array([.object([("label", .string(text)), ("textEdit", edit)])])
    }
}
