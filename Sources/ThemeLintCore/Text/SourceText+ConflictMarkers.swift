/// Git's conflict markers, written and found: a marker line is the marker character (`<`, `|`,
/// `=`, `>`) repeated the marker size (git's `conflict-marker-size`, 7 by default), then
/// either the end of the line or a space and a label. Lines end at LF, CR LF or a lone CR.
extension SourceText {
    /// The four kinds of marker line of a conflict block.
    enum ConflictMarker: UInt8 {
        /// `<<<<<<<`: OURS' side begins.
        case ours = 0x3C
        /// `|||||||`: the base's side begins (diff3 style).
        case base = 0x7C
        /// `=======`: THEIRS' side begins.
        case separator = 0x3D
        /// `>>>>>>>`: the block ends.
        case theirs = 0x3E
    }

    /// The labels, marker size and style of the blocks a merge writes.
    struct ConflictStyle {
        /// How many times the marker character is repeated (at least 1 is written).
        var markerSize: Int
        /// The label after `<<<<<<<`.
        var oursLabel: String
        /// The label after `|||||||`.
        var baseLabel: String
        /// The label after `>>>>>>>`.
        var theirsLabel: String
        /// The line break ending each marker line.
        var lineBreak: [UInt8]
    }

    /// One marker line: the character repeated `size` times (at least once), a space and
    /// `label` when there is one, then `lineBreak`.
    static func conflictMarkerLine(_ marker: ConflictMarker, size: Int, label: String?, lineBreak: [UInt8]) -> [UInt8] {
        var line = [UInt8](repeating: marker.rawValue, count: max(size, 1))
        if let label, !label.isEmpty { line += [ASCII.space] + Array(label.utf8) }
        return line + lineBreak
    }

    /// A conflict block around sides already written as whole lines (each empty, or ending in
    /// a line break): OURS, the base between `|||||||` and `=======` when `base` is given (diff3
    /// style), THEIRS.
    static func conflictBlock(ours: [UInt8], base: [UInt8]?, theirs: [UInt8], style: ConflictStyle) -> [UInt8] {
        func marker(_ kind: ConflictMarker, _ label: String?) -> [UInt8] {
            conflictMarkerLine(kind, size: style.markerSize, label: label, lineBreak: style.lineBreak)
        }
        var block = marker(.ours, style.oursLabel) + ours
        if let base { block += marker(.base, style.baseLabel) + base }
        return block + marker(.separator, nil) + theirs + marker(.theirs, style.theirsLabel)
    }

    /// The offsets of the lines of `bytes` that are `marker` lines of `size` characters (at
    /// least 1), in order. Cost linear in `bytes`.
    static func conflictMarkerLines(_ marker: ConflictMarker, size: Int, in bytes: [UInt8]) -> [Int] {
        var found: [Int] = []
        forEachLineStart(in: bytes) { start in
            if isConflictMarkerLine(marker, size: size, at: start, in: bytes) { found.append(start) }
            return true
        }
        return found
    }

    /// Whether a line of `bytes` is an unresolved conflict's `<<<<<<<` or `>>>>>>>` line of
    /// git's default size (a file left mid-merge).
    static func hasConflictMarkers(_ bytes: [UInt8]) -> Bool {
        var found = false
        forEachLineStart(in: bytes) { start in
            found = isConflictMarkerLine(.ours, size: 7, at: start, in: bytes) || isConflictMarkerLine(.theirs, size: 7, at: start, in: bytes)
            return !found
        }
        return found
    }

    /// The 1-based lines of `offsets` (in increasing order) in `bytes`, in one pass.
    static func lineNumbers(ofSortedOffsets offsets: [Int], in bytes: [UInt8]) -> [Int] {
        var lines: [Int] = []
        lines.reserveCapacity(offsets.count)
        var line = 1
        var index = 0
        for offset in offsets {
            while index < min(offset, bytes.count) {
                let byte = bytes[index]
                if byte == ASCII.lineFeed || (byte == ASCII.carriageReturn && (index + 1 >= bytes.count || bytes[index + 1] != ASCII.lineFeed)) { line += 1 }
                index += 1
            }
            lines.append(line)
        }
        return lines
    }

    /// Whether the line starting at `start` is a `marker` line of `size` characters.
    private static func isConflictMarkerLine(_ marker: ConflictMarker, size: Int, at start: Int, in bytes: [UInt8]) -> Bool {
        let end = start + max(size, 1)
        guard end <= bytes.count, bytes[start..<end].allSatisfy({ $0 == marker.rawValue }) else { return false }
        return end == bytes.count || [ASCII.space, ASCII.lineFeed, ASCII.carriageReturn].contains(bytes[end])
    }

    /// Calls `body` with the offset of each line's start until it returns false.
    private static func forEachLineStart(in bytes: [UInt8], _ body: (Int) -> Bool) {
        var start = 0
        while start < bytes.count {
            guard body(start) else { return }
            var index = start
            while index < bytes.count, bytes[index] != ASCII.lineFeed, bytes[index] != ASCII.carriageReturn { index += 1 }
            guard index < bytes.count else { return }
            if bytes[index] == ASCII.carriageReturn, index + 1 < bytes.count, bytes[index + 1] == ASCII.lineFeed { index += 1 }
            start = index + 1
        }
    }
}
