/// `textconv` of a design-token file (DTCG 2025.10, or Tokens Studio's `value`/`type` keys):
/// one line per token, `path = value` as written, sorted, so that `git diff` through the
/// driver shows a repainted literal and a retargeted alias (the tokens are objects, which the
/// palette listing of an Appearance file, name → string, would not show at all).
extension ThemeListing {
    /// Whether `root` is a token file rather than an Appearance palette: an object with an
    /// object member (an Appearance palette's members are color strings).
    static func isTokenDocument(_ root: JSONNode) -> Bool {
        root.value.objectMembers?.contains { $0.value.value.objectMembers != nil } ?? false
    }

    /// `path = value` per token (sorted): a string as written (`#0044cc`, `oklch(70% 0.1 200)`,
    /// `{color.blue}`, `rgba({gray.900}, 0.5)`), a `$ref` as `$ref file.json#/color/blue`, any
    /// other value (a color object, a dimension) as compact JSON, every member shown; then a
    /// Tokens Studio color modifier and a deprecation, when present.
    public static func tokenListing(_ root: JSONNode, file: String) -> String {
        var issues: [LoadIssue] = []
        var tokens = TokenFileReader(legacyKeys: false).read(root, file: file, issues: &issues)
        if tokens.tokens.isEmpty {
            tokens = TokenFileReader(legacyKeys: true).read(root, file: file, issues: &issues)
        }
        let lines = tokens.tokens.map { token in
            var line = "\(TerminalText.escape(token.path)) = \(TerminalText.escape(valueText(token)))"
            if let modifier = token.modifier {
                line += "  [modify \(TerminalText.escape(JSONDiffReporter.json(modifier.value).rendered(pretty: false)))]"
            }
            if let deprecation = token.deprecation {
                line += deprecation.isEmpty ? "  [deprecated]" : "  [deprecated: \(TerminalText.escape(deprecation))]"
            }
            return line
        }
        return sortedText(lines)
    }

    private static func valueText(_ token: DesignToken) -> String {
        if let text = token.value.value.stringValue { return text }
        if let pointer = token.value["$ref"]?.value.stringValue { return "$ref " + pointer }
        return JSONDiffReporter.json(token.value.value).rendered(pretty: false)
    }
}
