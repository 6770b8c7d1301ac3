/// The token references written inside a string, and the same string with some of them
/// renamed: `{a.b}` anywhere in it (a whole-value alias, inside Tokens Studio's
/// `rgba({a.b}, 0.5)` or a math expression), and in Tokens Studio files the older `$a.b`.
public enum TokenReferenceText {
    /// The paths `text` refers to, in order.
    public static func paths(in text: String, legacy: Bool) -> [String] {
        var found: [String] = []
        _ = rewrite(text, legacy: legacy) { path in
            found.append(path)
            return nil
        }
        return found
    }

    /// `text` with each referenced path for which `rename` gives a new path replaced by it;
    /// nil when nothing was replaced.
    public static func rewrite(_ text: String, legacy: Bool, rename: (String) -> String?) -> String? {
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        var cursor = 0
        var index = 0
        var changed = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "{") {
                var end = index + 1
                while end < bytes.count, bytes[end] != UInt8(ascii: "}"), bytes[end] != UInt8(ascii: "{") { end += 1 }
                if end < bytes.count, bytes[end] == UInt8(ascii: "}"), end > index + 1 {
                    let path = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
                    if let renamed = rename(path) {
                        output += bytes[cursor...index]
                        output += Array(renamed.utf8)
                        cursor = end
                        changed = true
                    }
                    index = end + 1
                    continue
                }
            } else if legacy, byte == UInt8(ascii: "$"), index == 0 || !isPathByte(bytes[index - 1]) {
                var end = index + 1
                while end < bytes.count, isPathByte(bytes[end]) { end += 1 }
                while end > index + 1, bytes[end - 1] == UInt8(ascii: ".") { end -= 1 }
                if end > index + 1 {
                    let path = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
                    if let renamed = rename(path) {
                        output += bytes[cursor...index]
                        output += Array(renamed.utf8)
                        cursor = end
                        changed = true
                    }
                    index = end
                    continue
                }
            }
            index += 1
        }
        guard changed else { return nil }
        output += bytes[cursor...]
        return String(decoding: output, as: UTF8.self)
    }

    /// A `$ref` value (`file.json#/a/b`, `#/a/b`, with `/$value` allowed at the end) pointing at
    /// another token path of the same file; nil when `reference` is not such a pointer.
    public static func rewritePointer(_ reference: String, newPath: String) -> String? {
        guard let hash = reference.firstIndex(of: "#") else { return nil }
        let fragment = reference[reference.index(after: hash)...]
        let suffix = fragment.hasSuffix("/$value") ? "/$value" : ""
        let tokens = newPath.split(separator: ".", omittingEmptySubsequences: false).map { token in
            token.map { $0 == "~" ? "~0" : $0 == "/" ? "~1" : String($0) }.joined()
        }
        return String(reference[...hash]) + "/" + tokens.joined(separator: "/") + suffix
    }

    /// Bytes a legacy `$a.b` path may hold: letters, digits, `.`, `-`, `_`, and any non-ASCII.
    private static func isPathByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }
}
