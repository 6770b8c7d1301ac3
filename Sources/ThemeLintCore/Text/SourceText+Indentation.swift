/// Indentation as a file writes it: what stands before a line's first character, the unit one
/// level adds, and text moved from one place (or file) to another re-indented for its new place.
extension SourceText {
    /// The spaces and tabs before `offset` when only they stand between the start of its line
    /// and it, else nil.
    static func indentation(before offset: Int, in bytes: [UInt8]) -> [UInt8]? {
        var lineStart = offset
        while lineStart > 0, bytes[lineStart - 1] == ASCII.space || bytes[lineStart - 1] == ASCII.tab { lineStart -= 1 }
        guard lineStart == 0 || bytes[lineStart - 1] == ASCII.lineFeed || bytes[lineStart - 1] == ASCII.carriageReturn else { return nil }
        return Array(bytes[lineStart..<offset])
    }

    /// The spaces and tabs that begin the line starting at `lineStart`.
    static func indentation(ofLineAt lineStart: Int, in bytes: [UInt8]) -> [UInt8] {
        var end = lineStart
        while end < bytes.count, bytes[end] == ASCII.space || bytes[end] == ASCII.tab { end += 1 }
        return Array(bytes[lineStart..<end])
    }

    /// The spaces and tabs that begin the first indented line (one level, as the file writes
    /// it: a tab, two or four spaces…), nil when no line is indented.
    static func indentationUnit(of bytes: [UInt8]) -> [UInt8]? {
        var index = 0
        while index < bytes.count {
            guard let lineBreak = bytes[index...].firstIndex(where: { $0 == ASCII.lineFeed || $0 == ASCII.carriageReturn }) else { return nil }
            var start = lineBreak + 1
            while start < bytes.count, bytes[start] == ASCII.lineFeed || bytes[start] == ASCII.carriageReturn { start += 1 }
            var end = start
            while end < bytes.count, bytes[end] == ASCII.space || bytes[end] == ASCII.tab { end += 1 }
            if end > start { return Array(bytes[start..<end]) }
            index = end
        }
        return nil
    }

    /// How text moves between indentations: its continuation lines that begin with `from` begin
    /// with `to` instead, and when `unit` is given, each of `unit.from` that follows becomes
    /// `unit.to` (a file indented by tabs pasted into one indented by spaces). Lines end with
    /// `lineBreak`.
    struct Reindentation {
        var from: [UInt8]
        var to: [UInt8]
        var unit: (from: [UInt8], to: [UInt8])?
        var lineBreak: [UInt8]
    }

    /// `text` re-indented: its first line stays as it is (it continues a line of its new
    /// place); every line break becomes `how.lineBreak`.
    static func reindented(_ text: ArraySlice<UInt8>, _ how: Reindentation) -> [UInt8] {
        guard text.contains(where: { $0 == ASCII.lineFeed || $0 == ASCII.carriageReturn }) else { return Array(text) }
        var out: [UInt8] = []
        out.reserveCapacity(text.count + 16)
        var lineStart = text.startIndex
        var index = text.startIndex
        var first = true
        func appendLine(_ line: ArraySlice<UInt8>) {
            if first {
                out += line
                first = false
                return
            }
            out += how.lineBreak
            guard line.starts(with: how.from) else {
                out += line
                return
            }
            var rest = line.dropFirst(how.from.count)
            out += how.to
            if let unit = how.unit, unit.from != unit.to, !unit.from.isEmpty {
                while rest.starts(with: unit.from) {
                    out += unit.to
                    rest = rest.dropFirst(unit.from.count)
                }
            }
            out += rest
        }
        while index < text.endIndex {
            let byte = text[index]
            if byte == ASCII.lineFeed || byte == ASCII.carriageReturn {
                appendLine(text[lineStart..<index])
                if byte == ASCII.carriageReturn, index + 1 < text.endIndex, text[index + 1] == ASCII.lineFeed { index += 1 }
                lineStart = index + 1
            }
            index += 1
        }
        appendLine(text[lineStart..<text.endIndex])
        return out
    }
}
