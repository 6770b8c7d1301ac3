/// What reading one token file gave a load, kept in the `DocumentCache` so that a `log`, whose
/// loads see mostly the same token files, reads and classifies each file content once instead
/// of once per load: the tokens, the issues the reader reported, and (once a set's builder
/// has made them) the tokens' classified values.
struct ReadTokenFile: Sendable {
    /// The tokens as `TokenFileReader` read them.
    var file: TokenFile
    /// The issues the reader reported, in order.
    var issues: [LoadIssue]
    /// The tokens' values classified (parallel to `file.tokens`), once known.
    var values: [TokenValue]?
    /// The digest of the file's color tokens (`TokenThemeSetBuilder.colorDigest(ofFile:)`),
    /// once known (nil inside: it has none).
    var colorDigest: Int??
    /// The token paths its Tokens Studio color modifiers name by alias, once known.
    var modifierAliases: Set<String>?
    /// The files its `$ref` pointers name, each with the value of the first token naming it
    /// (`ProjectLoader.pointerFiles(in:)`), once known.
    var pointerFiles: [(path: String, at: Location)]?
    /// The issues of the document's duplicate keys (reported when the file is read).
    var duplicateKeyIssues: [LoadIssue] = []

    /// The cache key of the file at `path` with content `contentID` read under the legacy
    /// (Tokens Studio) conventions or not: the reader's output depends on nothing else.
    static func key(contentID: String, path: String, legacy: Bool) -> String {
        contentID + "\u{1F}" + path + "\u{1F}" + (legacy ? "legacy" : "dtcg")
    }
}
