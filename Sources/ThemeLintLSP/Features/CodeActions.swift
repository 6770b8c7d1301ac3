import ThemeLintCore

/// `textDocument/codeAction`: the did-you-mean fix of an unresolved identifier (replace the
/// name with the suggestion), and "use NAME" for a `hard-coded-color` (replace the literal's
/// bytes with the name in the file's spelling).
enum CodeActions {
    /// The quick fixes for the findings of the file that touch `range`.
    static func actions(_ params: JSONNode, in workspace: ThemeWorkspace) -> JSONOutput {
        guard let uri = params.string("textDocument", "uri"), let path = workspace.path(ofURI: uri),
              let range = LSPRange(params["range"]), var layout = workspace.layout(of: path) else { return .array([]) }
        var actions: [JSONOutput] = []
        for finding in workspace.findings[path] ?? [] {
            if let (literal, literalRange) = workspace.literal(of: finding) {
                guard let suggestion = finding.suggestion, literalRange.start <= range.end, range.start <= literalRange.end else { continue }
                let edit = JSONOutput.object([("range", literalRange.output), ("newText", .string(suggestion))])
                actions.append(action("Use \(finding.identifier ?? suggestion): replace \(literal.text) with \(suggestion)", finding, uri: uri, edit: edit, in: workspace))
                continue
            }
            guard let suggestion = finding.suggestion, let identifier = finding.identifier else { continue }
            let start = layout.offset(of: finding.location.position)
            let end = layout.tokenEnd(from: start)
            let findingRange = layout.range(start, end)
            guard findingRange.start <= range.end, range.start <= findingRange.end else { continue }
            // The identifier inside the token (a `{alias}` or `@color/` keeps its frame).
            let needle = Array(identifier.utf8)
            guard !needle.isEmpty, let at = firstIndex(of: needle, in: layout.bytes, from: start, to: end) else { continue }
            let edit = JSONOutput.object([("range", layout.range(at, at + needle.count).output), ("newText", .string(suggestion))])
            actions.append(action("Change '\(identifier)' to '\(suggestion)'", finding, uri: uri, edit: edit, in: workspace))
        }
        return .array(actions)
    }

    /// A preferred quick fix of `finding` making one edit in `uri`.
    private static func action(_ title: String, _ finding: Finding, uri: String, edit: JSONOutput, in workspace: ThemeWorkspace) -> JSONOutput {
        .object([
            ("title", .string(title)),
            ("kind", .string("quickfix")),
            ("diagnostics", .array([Diagnostics.diagnostic(finding, in: workspace)])),
            ("isPreferred", .bool(true)),
            ("edit", .object([("changes", .object([(uri, .array([edit]))]))])),
        ])
    }

    private static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int, to end: Int) -> Int? {
        guard end - start >= needle.count else { return nil }
        var index = start
        while index + needle.count <= end {
            if bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
