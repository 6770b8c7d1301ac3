import ThemeLintCore

/// `textDocument/definition` and `textDocument/references`.
enum Navigation {
    /// Where the name at the cursor is defined (palette colors, tokens, Android colors; roles).
    static func definition(uri: String, position: LSPPosition, in workspace: ThemeWorkspace) -> JSONOutput {
        guard let symbol = workspace.symbol(uri: uri, position: position), let symbols = workspace.symbols else { return .null }
        let places = symbols.definitions(of: symbol.name).compactMap(workspace.locationOutput)
        return places.isEmpty ? .null : .array(places)
    }

    /// Every place the name at the cursor is written: the sites `rename` would change
    /// (definitions, `color_identifier`s, `{aliases}`, `@color/` references), found by planning
    /// a rename to a probe name and reading where the bytes differ; then, for a palette color or role,
    /// its code references (`R.color.NAME`, `@color/NAME` in layouts, the names a configured
    /// export generates) with `"code": true`.
    static func references(uri: String, position: LSPPosition, includeDeclaration: Bool, in workspace: ThemeWorkspace) -> JSONOutput {
        guard let symbol = workspace.symbol(uri: uri, position: position), let symbols = workspace.symbols, symbols.knows(symbol.name),
              let plan = try? RenameSupport.contents(old: symbol.name, new: symbol.name + "_lsp_probe", in: workspace) else { return .null }
        let declarations = Set(symbols.definitions(of: symbol.name))
        var results: [JSONOutput] = []
        var seen: Set<String> = []
        for path in plan.keys.sorted() {
            guard var layout = workspace.layout(of: path), let new = plan[path] else { continue }
            for edit in TextDiff.edits(from: layout.bytes, to: new) {
                // A code reference is listed below with exactly its name's bytes.
                if symbols.codeReference(in: path, at: edit.start) != nil { continue }
                // The probe is appended to the name: the reference is the word that ends there.
                var start = edit.start
                while start > 0, NameAtCursor.isWordByte(layout.bytes[start - 1]), layout.bytes[start - 1] != UInt8(ascii: "/") { start -= 1 }
                if !includeDeclaration, declarations.contains(Location(file: path, position: layout.sourcePosition(ofOffset: start))) { continue }
                if !includeDeclaration, start > 0, layout.bytes[start - 1] == UInt8(ascii: "\""),
                   declarations.contains(Location(file: path, position: layout.sourcePosition(ofOffset: start - 1))) { continue }
                let range = layout.range(start, edit.end)
                seen.insert("\(path):\(start)")
                results.append(.object([("uri", .string(workspace.uri(ofPath: path))), ("range", range.output)]))
            }
        }
        for reference in symbols.codeReferences[symbol.name] ?? [] where seen.insert("\(reference.file):\(reference.nameStart)").inserted {
            guard let range = workspace.withLayout(of: reference.file, { layout -> LSPRange? in
                reference.nameEnd <= layout.bytes.count ? layout.range(reference.nameStart, reference.nameEnd) : nil
            }), let range else { continue }
            results.append(.object([("uri", .string(workspace.uri(ofPath: reference.file))), ("range", range.output)]))
        }
        return .array(results)
    }
}
