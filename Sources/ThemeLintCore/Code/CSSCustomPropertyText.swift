/// A custom-property name after `var(` as bytes: `--` then name characters.
struct CSSCustomPropertyText {
    /// First byte of the name (after the dashes).
    var start: Int
    /// One past its last byte.
    var end: Int
    /// The name.
    var name: String

    /// The reference it is in `file`.
    func reference(file: String) -> CodeReference {
        CodeReference(name: name, spelling: .cssCustomProperty, file: file, nameStart: start, nameEnd: end)
    }

    /// The custom-property name whose `--` starts at `start`, nil when none does.
    static func name(in bytes: [UInt8], at start: Int) -> CSSCustomPropertyText? {
        guard start + 2 < bytes.count, bytes[start] == UInt8(ascii: "-"), bytes[start + 1] == UInt8(ascii: "-") else { return nil }
        var end = start + 2
        while end < bytes.count, CSSLexer.isNamePart(bytes[end]) { end += 1 }
        guard end > start + 2 else { return nil }
        return CSSCustomPropertyText(start: start + 2, end: end, name: String(decoding: bytes[(start + 2)..<end], as: UTF8.self))
    }

    /// Every `var(--NAME` in `bytes[from..<to]` (a string holding CSS), one pass.
    static func references(in bytes: [UInt8], from: Int, to: Int, file: String) -> [CodeReference] {
        var result: [CodeReference] = []
        var index = from
        while index + 4 <= to {
            if bytes[index] == UInt8(ascii: "v"), bytes[index + 1] == UInt8(ascii: "a"), bytes[index + 2] == UInt8(ascii: "r"),
               bytes[index + 3] == UInt8(ascii: "("), index == from || !CSSLexer.isNamePart(bytes[index - 1]) {
                var start = index + 4
                while start < to, bytes[start] == UInt8(ascii: " ") { start += 1 }
                if let name = name(in: bytes, at: start), name.end <= to {
                    result.append(name.reference(file: file))
                    index = name.end
                    continue
                }
            }
            index += 1
        }
        return result
    }
}
