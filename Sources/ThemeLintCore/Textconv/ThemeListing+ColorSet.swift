/// `textconv` of an asset catalog's color set: one line per entry, sorted by its label.
extension ThemeListing {
    /// Whether `root` is a color set's `Contents.json`: an object with a `colors` array whose
    /// entries are objects with an `idiom` (Xcode writes one on every entry).
    static func isColorSet(_ root: JSONNode) -> Bool {
        guard let entries = root["colors"]?.value.arrayElements else { return false }
        if entries.isEmpty { return root["info"] != nil }
        return entries.allSatisfy { $0["idiom"] != nil }
    }

    /// `label = notation #HEX` per entry (`any`, `dark`, `mac, dark, high contrast`): the
    /// components as written, then the sRGB value in CSS hex (`(outside sRGB)` when clipped);
    /// a system color with its value in each appearance; `(empty slot)` for an entry without
    /// a color. Lines sorted by their UTF-8 bytes.
    public static func colorSetListing(_ root: JSONNode, file: String) -> String {
        var issues: [LoadIssue] = []
        var lines: [String] = []
        for node in root["colors"]?.value.arrayElements ?? [] {
            guard let entry = XcassetsEntry.read(node, file: file, issues: &issues) else {
                lines.append("(unreadable entry at line \(node.position.line))")
                continue
            }
            lines.append(TerminalText.escape(entry.label) + " = " + describe(entry.content))
        }
        let sorted = lines.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return sorted.isEmpty ? "" : sorted.joined(separator: "\n") + "\n"
    }

    private static func describe(_ content: XcassetsEntry.Content) -> String {
        switch content {
        case .empty:
            return "(empty slot)"
        case .invalid:
            return "(invalid color)"
        case .literal(let literal):
            return TerminalText.escape(literal.color.notation) + " " + literal.color.rgba.shortCSSHex + (literal.color.isOutOfGamut ? " (outside sRGB)" : "")
        case .system(let platform, let reference, _):
            let name = TerminalText.escape(reference)
            guard let value = AppleSystemColors.value(platform: platform, reference: reference) else {
                return "\(name) (\(platform): unknown system color)"
            }
            let looks = [("light", value.light), ("dark", value.dark), ("light high contrast", value.lightHighContrast), ("dark high contrast", value.darkHighContrast)]
            return "\(name) (\(platform): " + looks.map { "\($0.0) \($0.1.shortCSSHex)" }.joined(separator: ", ") + ")"
        }
    }
}
