/// The block of `.gitattributes` lines that `themelint hook install --merge-driver` adds
/// (`/PATH merge=themelint`, one per theme file or asset catalog), and its removal by
/// `hook uninstall`, which leaves the rest of the file byte for byte as it was.
///
/// The block is appended after the file's existing bytes, in the file's line endings, between
/// two marker lines. When the file has no final newline, the block starts with one and ends
/// without one, so that removing it gives back the file exactly. When install created the
/// file, the first marker says so, and uninstall deletes the file when nothing else is left.
public enum MergeDriverAttributes {
    /// The first line of the block.
    public static let beginMarker = "# themelint merge driver (themelint hook uninstall removes this block)"
    /// The first line of the block when install created the file.
    public static let beginMarkerOfCreatedFile = "# themelint merge driver (themelint hook uninstall removes this block, and this file when nothing else is left)"
    /// The last line of the block.
    public static let endMarker = "# end of themelint merge driver"

    /// The attribute lines for `files` (repository-relative theme files): one anchored pattern
    /// per file, and one per asset catalog for its `Contents.json` files. Sorted, unique.
    public static func patterns(for files: [String]) -> [String] {
        var result: Set<String> = []
        for file in files {
            let lowercased = file.lowercased()
            guard lowercased.hasSuffix(".json") || lowercased.hasSuffix(".xml"), !file.hasSuffix(".themelint.json") else { continue }
            if let range = file.firstRange(of: ".xcassets/") {
                result.insert(quoted("/" + escapedGlob(String(file[..<range.upperBound])) + "**/Contents.json"))
            } else {
                result.insert(quoted("/" + escapedGlob(file)))
            }
        }
        return result.sorted().map { $0 + " merge=themelint" }
    }

    /// `existing` (nil when there is no `.gitattributes`) with the block for `lines`: appended,
    /// or an existing block's lines replaced. Equal to `existing` when it already holds them.
    public static func installing(_ lines: [String], into existing: [UInt8]?) -> [UInt8] {
        let created = existing == nil || existing.flatMap { block(in: $0)?.created } == true
        let original = existing.map { removing(from: $0).bytes } ?? []
        let lineEnding = firstLineEnding(in: existing ?? [])
        let body = ([created ? beginMarkerOfCreatedFile : beginMarker] + lines + [endMarker]).map { Array($0.utf8) }
        var result = original
        if original.isEmpty || original.last == ASCII.lineFeed || original.last == ASCII.carriageReturn {
            for line in body { result += line + lineEnding }
        } else {
            for line in body { result += lineEnding + line }
        }
        return result
    }

    /// `existing` without the block (the bytes as before install), and whether install created
    /// the file (so that an empty result means the file goes).
    public static func removing(from existing: [UInt8]) -> (bytes: [UInt8], createdByInstall: Bool) {
        guard let found = block(in: existing) else { return (existing, false) }
        return (Array(existing[..<found.range.lowerBound]) + Array(existing[found.range.upperBound...]), found.created)
    }

    /// Where the block stands in `bytes` (with the line ending before it when it ends the file
    /// without a final newline), and which begin marker it has.
    static func block(in bytes: [UInt8]) -> (range: Range<Int>, created: Bool)? {
        let lines = lineRanges(in: bytes)
        guard let beginIndex = lines.firstIndex(where: { text(bytes, $0.content) == beginMarker || text(bytes, $0.content) == beginMarkerOfCreatedFile }),
              let endIndex = lines[beginIndex...].firstIndex(where: { text(bytes, $0.content) == endMarker }) else { return nil }
        let created = text(bytes, lines[beginIndex].content) == beginMarkerOfCreatedFile
        var start = lines[beginIndex].content.lowerBound
        let end = lines[endIndex].whole.upperBound
        if end == lines[endIndex].content.upperBound, beginIndex > 0 {
            // The block ends the file without a line ending: it brought the one before it.
            start = lines[beginIndex - 1].content.upperBound
        }
        return (start..<end, created)
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
