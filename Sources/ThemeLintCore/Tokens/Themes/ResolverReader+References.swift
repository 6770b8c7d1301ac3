/// How a resolver document's reference strings become places: relative file references with
/// an optional fragment, same-document JSON Pointers, percent-decoding and path joining.
extension ResolverReader {
    /// `path` or `path#/pointer`, relative to the resolver document's directory.
    func fileSource(_ target: String, at position: SourcePosition) throws(TokenThemesError) -> TokenSetSource {
        if target.contains("://") || target.hasPrefix("/") {
            throw fail("\"\(target)\" is not a relative file reference; only files of the repository are read", position)
        }
        let hash = target.firstIndex(of: "#")
        let pathPart = Self.percentDecoded(String(target[..<(hash ?? target.endIndex)]))
        guard let path = Self.join(RepositoryPath.directory(of: file), pathPart) else {
            throw fail("\"\(target)\" does not name a file inside the repository", position)
        }
        guard let hash else { return .file(path) }
        let fragment = Self.percentDecoded(String(target[target.index(after: hash)...]))
        if fragment.isEmpty { return .file(path) }
        return .inline(file: path, pointer: fragment.hasPrefix("/") ? fragment : "/" + fragment)
    }

    /// The reference tokens of a same-document `#/a/b` reference.
    func localPointer(_ target: String, at position: SourcePosition) throws(TokenThemesError) -> [String] {
        guard target.hasPrefix("#") else {
            throw fail("\"\(target)\" must be a same-document reference (\"#/…\")", position)
        }
        let fragment = Self.percentDecoded(String(target.dropFirst()))
        guard fragment.hasPrefix("/") else {
            throw fail("\"\(target)\" is not a JSON Pointer (\"#/…\")", position)
        }
        return fragment.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map { Self.unescape($0) }
    }

    /// The node a pointer's tokens reach, if any.
    static func node(at tokens: [String], in root: JSONNode) -> JSONNode? {
        var current = root
        for token in tokens {
            switch current.value {
            case .object: guard let next = current[token] else { return nil }; current = next
            case .array(let elements):
                guard let index = Int(token), index >= 0, index < elements.count, String(index) == token else { return nil }
                current = elements[index]
            default: return nil
            }
        }
        return current
    }

    /// A reference token escaped for a JSON Pointer.
    static func escape(_ token: String) -> String { JSONPointer.escape(token) }

    /// A JSON Pointer reference token decoded (`~1` is `/`, `~0` is `~`).
    static func unescape(_ token: Substring) -> String {
        guard token.contains("~") else { return String(token) }
        var result = ""
        var index = token.startIndex
        while index < token.endIndex {
            let next = token.index(after: index)
            if token[index] == "~", next < token.endIndex, token[next] == "0" || token[next] == "1" {
                result.append(token[next] == "0" ? "~" : "/")
                index = token.index(after: next)
            } else {
                result.append(token[index])
                index = next
            }
        }
        return result
    }

    /// `%XX` escapes of a URI reference decoded (invalid escapes kept as written).
    static func percentDecoded(_ text: String) -> String {
        guard text.contains("%") else { return text }
        var bytes: [UInt8] = []
        let utf8 = Array(text.utf8)
        var index = 0
        while index < utf8.count {
            if utf8[index] == UInt8(ascii: "%"), index + 2 < utf8.count,
               let high = HexColor.hexValue(utf8[index + 1]), let low = HexColor.hexValue(utf8[index + 2]) {
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(utf8[index])
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `directory/relative` with `.` and `..` applied; nil when it leaves the repository or
    /// names no file.
    static func join(_ directory: String, _ relative: String) -> String? {
        var parts = directory.split(separator: "/").map(String.init)
        for part in relative.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": guard !parts.isEmpty else { return nil }; parts.removeLast()
            default: parts.append(String(part))
            }
        }
        let path = parts.joined(separator: "/")
        guard (try? RepositoryPath.components(of: path)) != nil else { return nil }
        return path
    }
}
