/// `themelint textconv` for Android resource XML: a `values` file as one line per color
/// resource, `name = VALUE` sorted by name, where a `@color/` reference the file itself
/// defines is followed to its color (`text_primary = @color/black → #000000`); a color state
/// list as the color Android inflates it to (`button_text = @color/primary × 0.5`). Colors are
/// written as the file writes them. A file that is not well-formed XML is passed through.
public enum AndroidListing {
    /// Whether `bytes` look like XML (the first character that is not whitespace is `<`).
    public static func looksLikeXML(_ bytes: [UInt8]) -> Bool {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count, XMLReaderState.isWhitespace(bytes[index]) { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: "<")
    }

    /// The listing of `bytes`, named `file` (a state list's resource name is the file name's stem).
    public static func render(_ bytes: [UInt8], file: String) -> String? {
        guard let document = try? XMLReader().read(bytes), let root = document.root else { return nil }
        var issues: [LoadIssue] = []
        let resources: [AndroidResource]
        if root.name == "resources" {
            resources = AndroidResourceFile.values(document, file: file, qualifiers: AndroidQualifiers(""), issues: &issues).filter { $0.type == "color" }
        } else if root.name == "selector" {
            let stem = RepositoryPath.fileName(of: file)
            let name = stem.hasSuffix(".xml") ? String(stem.dropLast(4)) : stem
            resources = AndroidResourceFile.stateList(document, file: file, name: name, qualifiers: AndroidQualifiers(""), issues: &issues).map { [$0] } ?? []
        } else {
            return nil
        }
        var byName: [String: AndroidResource] = [:]
        for resource in resources where byName[resource.name] == nil { byName[resource.name] = resource }
        let lines = resources.map { resource in
            "\(TerminalText.escape(resource.name)) = \(describe(resource, in: byName))"
        }
        let sorted = lines.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return sorted.isEmpty ? "" : sorted.joined(separator: "\n") + "\n"
    }

    private static func describe(_ resource: AndroidResource, in byName: [String: AndroidResource]) -> String {
        switch resource.value {
        case .unknown(let reason):
            return "(\(TerminalText.escape(reason)))"
        case .stateList(let item):
            let alpha = item.alpha.map { " × " + TerminalText.escape($0) } ?? ""
            return followed(item.color, in: byName) + alpha
        case .text(let text, _):
            return followed(text, in: byName)
        }
    }

    /// `text`, and where it is a `@color/` reference this file resolves, `→` the color it ends at.
    private static func followed(_ text: String, in byName: [String: AndroidResource]) -> String {
        var shown = TerminalText.escape(text)
        var current = text
        var seen = Set<String>()
        while let reference = AndroidReference(current), reference.type == "color", reference.package == nil,
              seen.insert(reference.name).inserted, seen.count <= AndroidThemeSetBuilder.maximumReferences,
              case .text(let next, _)? = byName[reference.name]?.value {
            current = next
        }
        if current != text, AndroidReference(current) == nil { shown += " → " + TerminalText.escape(current) }
        return shown
    }
}
