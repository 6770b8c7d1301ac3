/// The block of `.gitattributes` lines that `themelint hook install --merge-driver` adds
/// (`/PATH merge=themelint`, one per theme file or asset catalog), and its removal by
/// `hook uninstall`, which leaves the rest of the file byte for byte as it was.
///
/// The block is appended after the file's existing bytes, in the file's line endings, between
/// two marker lines, and always ends with a line ending, so that a line the user appends
/// later (`echo … >> .gitattributes`) stands on its own. When the file has no final newline,
/// the block starts with one and its first marker says so: removing the block from the end of
/// the file takes that line ending too, giving back the file exactly. When install created the
/// file, the first marker says so, and uninstall deletes the file when nothing else is left.
/// Installing again rewrites the block where it stands, so lines after it keep overriding it.
public enum MergeDriverAttributes {
    /// The first line of the block.
    public static let beginMarker = "# themelint merge driver (themelint hook uninstall removes this block)"
    /// The first line of the block when install created the file.
    public static let beginMarkerOfCreatedFile = "# themelint merge driver (themelint hook uninstall removes this block, and this file when nothing else is left)"
    /// The first line of the block when install gave the file's last line its line ending.
    public static let beginMarkerAfterAddedLineEnding = "# themelint merge driver (themelint hook uninstall removes this block, and the line break before it)"
    /// The last line of the block.
    public static let endMarker = "# end of themelint merge driver"

    private static let beginMarkers = [beginMarker, beginMarkerOfCreatedFile, beginMarkerAfterAddedLineEnding]

    /// The attribute lines for `files` (repository-relative theme files): one anchored pattern
    /// per file, and one per asset catalog for its `Contents.json` files. Sorted, unique.
    public static func patterns(for files: [String]) -> [String] {
        var result: Set<String> = []
        for file in files {
            let lowercased = file.lowercased()
            // (`*.tokens` is a DTCG token file.)
            guard lowercased.hasSuffix(".json") || lowercased.hasSuffix(".tokens") || lowercased.hasSuffix(".xml"), !file.hasSuffix(".themelint.json") else { continue }
            if let range = file.firstRange(of: ".xcassets/") {
                result.insert(quoted("/" + escapedGlob(String(file[..<range.upperBound])) + "**/Contents.json"))
            } else {
                result.insert(quoted("/" + escapedGlob(file)))
            }
        }
        return result.sorted().map { $0 + " merge=themelint" }
    }

    /// `existing` (nil when there is no `.gitattributes`) with the block for `lines`: appended,
    /// or an existing block's lines replaced where it stands. Equal to `existing` when it
    /// already holds them.
    public static func installing(_ lines: [String], into existing: [UInt8]?) -> [UInt8] {
        let bytes = existing ?? []
        let lineEnding = firstLineEnding(in: bytes)
        if let found = block(in: bytes) {
            // The block's own first marker stays; its lines are rewritten, its place kept.
            // An older install's block that ended the file without a line ending now ends with
            // one: its marker says so, for uninstall.
            let marker = found.addedLineEnding.isEmpty ? found.marker : beginMarkerAfterAddedLineEnding
            let body = ([marker] + lines + [endMarker]).flatMap { Array($0.utf8) + lineEnding }
            let start = found.range.lowerBound + found.addedLineEnding.count
            return Array(bytes[..<start]) + body + Array(bytes[found.range.upperBound...])
        }
        var result = bytes
        var marker = existing == nil ? beginMarkerOfCreatedFile : beginMarker
        if let last = bytes.last, last != ASCII.lineFeed, last != ASCII.carriageReturn {
            result += lineEnding
            marker = beginMarkerAfterAddedLineEnding
        }
        for line in [marker] + lines + [endMarker] { result += Array(line.utf8) + lineEnding }
        return result
    }

    /// `existing` without the block (the bytes as before install), and whether install created
    /// the file (so that an empty result means the file goes).
    public static func removing(from existing: [UInt8]) -> (bytes: [UInt8], createdByInstall: Bool) {
        guard let found = block(in: existing) else { return (existing, false) }
        var start = found.range.lowerBound
        if found.range.upperBound < existing.count {
            // Lines follow the block: the line ending install added stays, they need it.
            start += found.addedLineEnding.count
        }
        return (Array(existing[..<start]) + Array(existing[found.range.upperBound...]), found.marker == beginMarkerOfCreatedFile)
    }

    /// The patterns of `lines` (block lines, `PATTERN merge=themelint`) that a line of
    /// `existing` outside the block also gives a `merge` attribute: before the block it is
    /// overridden by it, after the block it overrides it. Compared as written.
    public static func patternsWithOtherMergeAttribute(_ lines: [String], in existing: [UInt8]) -> [String] {
        let outside = removing(from: existing).bytes
        let ours = Set(lines.compactMap { $0.split(separator: " ").first.map(String.init) })
        var found: [String] = []
        for line in lineRanges(in: outside) {
            let fields = text(outside, line.content).split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let pattern = fields.first.map(String.init), ours.contains(pattern), !found.contains(pattern) else { continue }
            if fields.dropFirst().contains(where: { ["merge", "-merge", "!merge"].contains($0) || $0.hasPrefix("merge=") }) {
                found.append(pattern)
            }
        }
        return found
    }

    /// Whether `bytes` hold a begin marker line with no end marker after it (a block a hand
    /// edit broke, which `removing` leaves alone).
    public static func hasUnfinishedBlock(_ bytes: [UInt8]) -> Bool {
        var open = false
        for line in lineRanges(in: bytes) {
            let content = text(bytes, line.content)
            if beginMarkers.contains(content) { open = true } else if content == endMarker { open = false }
        }
        return open
    }

    /// Where the block stands in `bytes` (with the line ending before it that install added,
    /// `addedLineEnding`, or that an older install's block ending the file without one
    /// brought), and its first marker. The end marker is looked for before any next block.
    static func block(in bytes: [UInt8]) -> (range: Range<Int>, marker: String, addedLineEnding: [UInt8])? {
        let lines = lineRanges(in: bytes)
        // The first begin marker followed by an end marker before any other begin marker (a
        // begin marker left alone by a hand edit is passed over, never joined to a later block).
        var beginIndex: Int?
        var endIndex: Int?
        for (index, line) in lines.enumerated() {
            let content = text(bytes, line.content)
            if beginMarkers.contains(content) {
                beginIndex = index
            } else if content == endMarker, beginIndex != nil {
                endIndex = index
                break
            }
        }
        guard let beginIndex, let endIndex else { return nil }
        let marker = text(bytes, lines[beginIndex].content)
        var start = lines[beginIndex].content.lowerBound
        let end = lines[endIndex].whole.upperBound
        var added: [UInt8] = []
        if beginIndex > 0, marker == beginMarkerAfterAddedLineEnding || end == lines[endIndex].content.upperBound {
            start = lines[beginIndex - 1].content.upperBound
            added = Array(bytes[start..<lines[beginIndex].content.lowerBound])
        }
        return (start..<end, marker, added)
    }

    private static func text(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// Each line's content and whole range (line ending included).
    private static func lineRanges(in bytes: [UInt8]) -> [(content: Range<Int>, whole: Range<Int>)] {
        var result: [(Range<Int>, Range<Int>)] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == ASCII.lineFeed || byte == ASCII.carriageReturn {
                let next = byte == ASCII.carriageReturn && index + 1 < bytes.count && bytes[index + 1] == ASCII.lineFeed ? index + 2 : index + 1
                result.append((start..<index, start..<next))
                start = next
                index = next
            } else {
                index += 1
            }
        }
        if start < bytes.count { result.append((start..<bytes.count, start..<bytes.count)) }
        return result
    }

    private static func firstLineEnding(in bytes: [UInt8]) -> [UInt8] {
        guard let index = bytes.firstIndex(where: { $0 == ASCII.lineFeed || $0 == ASCII.carriageReturn }) else { return [ASCII.lineFeed] }
        if bytes[index] == ASCII.lineFeed { return [ASCII.lineFeed] }
        return index + 1 < bytes.count && bytes[index + 1] == ASCII.lineFeed ? [ASCII.carriageReturn, ASCII.lineFeed] : [ASCII.carriageReturn]
    }

    /// `path` with the characters a gitattributes pattern treats as glob syntax escaped.
    static func escapedGlob(_ path: String) -> String {
        var result = ""
        for character in path {
            if "*?[]\\".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// `pattern` C-quoted (as gitattributes reads a pattern that starts with `"`) when it holds
    /// a space, a tab, a quote or a control character, else as it is.
    static func quoted(_ pattern: String) -> String {
        guard pattern.unicodeScalars.contains(where: { $0 == " " || $0 == "\t" || $0 == "\"" || $0.value < 0x20 || $0.value == 0x7F }) else { return pattern }
        var result = "\""
        for scalar in pattern.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: result += "\\" + String(scalar.value, radix: 8).leftPadded(to: 3)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
