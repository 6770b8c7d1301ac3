/// The byte replacements that turn one text into another, for a WorkspaceEdit: one per changed
/// line when both have the same lines (a rename changes names, never line breaks), else one
/// around everything that changed. Each trimmed to its changed middle, on character boundaries.
enum TextDiff {
    /// One replacement: `start..<end` of the old bytes becomes `replacement`.
    struct Edit: Equatable {
        var start: Int
        var end: Int
        var replacement: [UInt8]
    }

    /// The edits from `old` to `new`, in document order, not overlapping.
    static func edits(from old: [UInt8], to new: [UInt8]) -> [Edit] {
        guard old != new else { return [] }
        let oldLines = lineRanges(old)
        let newLines = lineRanges(new)
        guard oldLines.count == newLines.count else {
            return [trimmed(old, 0..<old.count, new, 0..<new.count)].compactMap { $0 }
        }
        var edits: [Edit] = []
        for (a, b) in zip(oldLines, newLines) where !old[a].elementsEqual(new[b]) {
            if let edit = trimmed(old, a, new, b) { edits.append(edit) }
        }
        return edits
    }

    /// The ranges of the lines (line breaks included).
    private static func lineRanges(_ bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 10 {
            ranges.append(start..<(index + 1))
            start = index + 1
        }
        ranges.append(start..<bytes.count)
        return ranges
    }

    /// Whether `bytes[index]` (inside `range`) continues a character.
    private static func isContinuation(_ bytes: [UInt8], _ index: Int, _ range: Range<Int>) -> Bool {
        range.contains(index) && bytes[index] & 0xC0 == 0x80
    }

    /// `old[a]` → `new[b]` without their common prefix and suffix.
    private static func trimmed(_ old: [UInt8], _ a: Range<Int>, _ new: [UInt8], _ b: Range<Int>) -> Edit? {
        var prefix = 0
        while prefix < a.count, prefix < b.count, old[a.lowerBound + prefix] == new[b.lowerBound + prefix] { prefix += 1 }
        // Never split a character: back to the start of the one the difference is in.
        while prefix > 0, isContinuation(old, a.lowerBound + prefix, a) || isContinuation(new, b.lowerBound + prefix, b) { prefix -= 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, old[a.upperBound - 1 - suffix] == new[b.upperBound - 1 - suffix] { suffix += 1 }
        while suffix > 0, isContinuation(old, a.upperBound - suffix, a) || isContinuation(new, b.upperBound - suffix, b) { suffix -= 1 }
        let start = a.lowerBound + prefix
        let end = a.upperBound - suffix
        let replacement = Array(new[(b.lowerBound + prefix)..<(b.upperBound - suffix)])
        guard start < end || !replacement.isEmpty else { return nil }
        return Edit(start: start, end: end, replacement: replacement)
    }
}
