import ThemeLintCore

/// `textDocument/codeAction`: the did-you-mean fix of an unresolved identifier (replace the
/// name with the suggestion). "Use NAME" for a `hard-coded-color` waits for that rule.
enum CodeActions {
    /// The quick fixes for the findings of the file that touch `range`.
    static func actions(_ params: JSONNode, in workspace: ThemeWorkspace) -> JSONOutput {
        guard let uri = params.string("textDocument", "uri"), let path = workspace.path(ofURI: uri),
              let range = LSPRange(params["range"]), var layout = workspace.layout(of: path) else { return .array([]) }
        var actions: [JSONOutput] = []
        for finding in workspace.findings[path] ?? [] {
            guard let suggestion = finding.suggestion, let identifier = finding.identifier else { continue }
            let start = layout.offset(of: finding.location.position)
            let end = layout.tokenEnd(from: start)
            let findingRange = layout.range(start, end)
            guard findingRange.start <= range.end, range.start <= findingRange.end else { continue }
            // The identifier inside the token (a `{alias}` or `@color/` keeps its frame).
            let needle = Array(identifier.utf8)
            guard !needle.isEmpty, let at = firstIndex(of: needle, in: layout.bytes, from: start, to: end) else { continue }
            let edit = JSONOutput.object([("range", layout.range(at, at + needle.count).output), ("newText", .string(suggestion))])
            actions.append(.object([
                ("title", .string("Change '\(identifier)' to '\(suggestion)'")),
                ("kind", .string("quickfix")),
                ("diagnostics", .array([Diagnostics.diagnostic(finding, in: workspace)])),
                ("isPreferred", .bool(true)),
                ("edit", .object([("changes", .object([(uri, .array([edit]))]))])),
            ]))
        }
        return .array(actions)
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
