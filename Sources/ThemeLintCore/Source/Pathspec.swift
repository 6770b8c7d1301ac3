/// Paths limited the way git limits them: the pathspecs after `--` (`themelint check -- vk/`,
/// `themelint diff HEAD~1 -- 'scheme_*.json'`).
///
/// As in git, a pattern is relative to the current directory inside the working tree (its
/// `prefix`), and matches a path that equals it, a path below it (a directory), or, when it
/// holds `*`, `?` or `[`, a path it matches as a wildcard in which `*` also crosses `/`
/// (git's default, so `'*.json'` matches `vk/palette.json`). Magic signatures: `:/` or
/// `:(top)` (from the repository root), `:!` or `:^` or `:(exclude)` (leave matching paths
/// out), `:(literal)` (no wildcards), `:(icase)` (ignore ASCII case), combinable as
/// `:(top,exclude)`. Only exclusions means everything else. No pattern matches everything.
public struct Pathspec: Sendable, Hashable {
    /// One pattern, resolved against the prefix.
    struct Item: Sendable, Hashable {
        var pattern: String
        var exclude = false
        var literal = false
        var icase = false
    }

    private var includes: [Item] = []
    private var excludes: [Item] = []

    /// Matches every path.
    public static let everything = Pathspec()

    private init() {}

    /// Parses `patterns` as given after `--`, relative to `prefix` (the current directory's path
    /// inside the working tree, `""` at its root).
    /// - Throws: `SourceError` for an unknown magic word or a pattern outside the repository.
    public init(_ patterns: [String], prefix: String = "") throws(SourceError) {
        for raw in patterns {
            let item = try Self.item(raw, prefix: prefix)
            if item.exclude { excludes.append(item) } else { includes.append(item) }
        }
    }

    /// Whether no pattern was given (every path matches).
    public var isEmpty: Bool { includes.isEmpty && excludes.isEmpty }

    /// Whether `path` (repository-relative) is selected.
    public func matches(_ path: String) -> Bool {
        if isEmpty { return true }
        if !includes.isEmpty, !includes.contains(where: { Self.matches($0, path) }) { return false }
        return !excludes.contains { Self.matches($0, path) }
    }

    /// Whether a pattern without wildcards names a path inside `folder` (not `folder` itself)
    /// that no exclusion leaves out: a change filed under a folder as a whole (an asset
    /// catalog's scheme, added with the catalog) is selected by the path of a file in it.
    public func selectsInside(_ folder: String) -> Bool {
        guard !folder.isEmpty else { return false }
        return includes.contains { item in
            guard !Self.hasWildcard(item) else { return false }
            let pattern = item.icase ? Self.asciiLowercased(item.pattern) : item.pattern
            let base = item.icase ? Self.asciiLowercased(folder) : folder
            return pattern.hasPrefix(base + "/") && !excludes.contains { Self.matches($0, item.pattern) }
        }
    }

    /// Whether some path in `folder` (repository-relative, `""` for the root), or `folder`
    /// itself, may be selected: false only when no pattern can match anything there (every
    /// include names another folder, or an exclusion covers the folder). A wildcard pattern
    /// may match anywhere.
    public func mayMatch(inFolder folder: String) -> Bool {
        if isEmpty { return true }
        if excludes.contains(where: { Self.covers($0, folder) }) { return false }
        if includes.isEmpty { return true }
        return includes.contains { item in
            if Self.hasWildcard(item) { return true }
            let pattern = item.icase ? Self.asciiLowercased(item.pattern) : item.pattern
            let folder = item.icase ? Self.asciiLowercased(folder) : folder
            return pattern.isEmpty || folder.isEmpty || pattern == folder || pattern.hasPrefix(folder + "/") || folder.hasPrefix(pattern + "/")
        }
    }

    /// Whether `item` (not a wildcard) matches `folder` and so everything in it.
    private static func covers(_ item: Item, _ folder: String) -> Bool {
        guard !hasWildcard(item) else { return false }
        let pattern = item.icase ? asciiLowercased(item.pattern) : item.pattern
        let folder = item.icase ? asciiLowercased(folder) : folder
        return pattern.isEmpty || pattern == folder || folder.hasPrefix(pattern + "/")
    }

    private static func hasWildcard(_ item: Item) -> Bool {
        !item.literal && item.pattern.contains(where: { $0 == "*" || $0 == "?" || $0 == "[" })
    }

    private static func item(_ raw: String, prefix: String) throws(SourceError) -> Item {
        var item = Item(pattern: raw)
        var text = Substring(raw)
        var top = false
        if text.hasPrefix(":(") {
            guard let close = text.firstIndex(of: ")") else { throw SourceError("pathspec '\(raw)': unclosed magic '('") }
            for word in text[text.index(text.startIndex, offsetBy: 2)..<close].split(separator: ",") {
                switch word {
                case "top": top = true
                case "exclude": item.exclude = true
                case "literal": item.literal = true
                case "icase": item.icase = true
                case "glob": break
                default: throw SourceError("pathspec '\(raw)': unsupported magic '\(word)'")
                }
            }
            text = text[text.index(after: close)...]
        } else if text.hasPrefix(":") {
            text = text.dropFirst()
            while let first = text.first, first == "/" || first == "!" || first == "^" {
                if first == "/" { top = true } else { item.exclude = true }
                text = text.dropFirst()
            }
            if text.first == ":" { text = text.dropFirst() }
        }
        item.pattern = try normalize(top ? String(text) : (prefix.isEmpty ? String(text) : prefix + "/" + text), raw: raw)
        return item
    }

    /// Removes `.` and empty components and applies `..`; a trailing `/` is kept off.
    private static func normalize(_ path: String, raw: String) throws(SourceError) -> String {
        var parts: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            if component == "." { continue }
            if component == ".." {
                guard parts.popLast() != nil else { throw SourceError("pathspec '\(raw)' is outside the repository") }
                continue
            }
            parts.append(component)
        }
        return parts.joined(separator: "/")
    }

    private static func matches(_ item: Item, _ path: String) -> Bool {
        let pattern = item.icase ? asciiLowercased(item.pattern) : item.pattern
        let path = item.icase ? asciiLowercased(path) : path
        if pattern.isEmpty { return true }
        if path == pattern || path.hasPrefix(pattern + "/") { return true }
        guard !item.literal, pattern.contains(where: { $0 == "*" || $0 == "?" || $0 == "[" }) else { return false }
        return wildcard(Array(pattern.unicodeScalars), Array(path.unicodeScalars))
    }

    private static func asciiLowercased(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { ("A"..."Z").contains($0) ? Unicode.Scalar($0.value + 32)! : $0 }))
    }

    /// fnmatch without FNM_PATHNAME: `*` matches any run (slashes included), `?` one
    /// character, `[...]` a set (`!` or `^` negates, ranges), `\` escapes. Linear in practice:
    /// backtracks only to the last `*`.
    static func wildcard(_ pattern: [Unicode.Scalar], _ text: [Unicode.Scalar]) -> Bool {
        var p = 0, t = 0
        var star: (p: Int, t: Int)?
        while t < text.count {
            if p < pattern.count {
                switch pattern[p] {
                case "*":
                    star = (p, t)
                    p += 1
                    continue
                case "?":
                    p += 1
                    t += 1
                    continue
                case "[":
                    if let (matched, next) = bracket(pattern, p, text[t]) {
                        if matched {
                            p = next
                            t += 1
                            continue
                        }
                    } else if text[t] == "[" {
                        p += 1
                        t += 1
                        continue
                    }
                case "\\" where p + 1 < pattern.count:
                    if pattern[p + 1] == text[t] {
                        p += 2
                        t += 1
                        continue
                    }
                default:
                    if pattern[p] == text[t] {
                        p += 1
                        t += 1
                        continue
                    }
                }
            }
            guard let last = star else { return false }
            p = last.p + 1
            t = last.t + 1
            star = (last.p, last.t + 1)
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }

    /// Whether `character` is in the set starting at `pattern[start]` (`[`), and the index after
    /// the set; nil when the set is not closed (then `[` is literal).
    private static func bracket(_ pattern: [Unicode.Scalar], _ start: Int, _ character: Unicode.Scalar) -> (Bool, Int)? {
        var index = start + 1
        var negate = false
        if index < pattern.count, pattern[index] == "!" || pattern[index] == "^" {
            negate = true
            index += 1
        }
        var matched = false
        var first = true
        while index < pattern.count {
            let scalar = pattern[index]
            if scalar == "]" && !first { return (matched != negate, index + 1) }
            first = false
            if index + 2 < pattern.count, pattern[index + 1] == "-", pattern[index + 2] != "]" {
                if scalar <= pattern[index + 2], (scalar...pattern[index + 2]).contains(character) { matched = true }
                index += 3
            } else {
                if scalar == character { matched = true }
                index += 1
            }
        }
        return nil
    }
}
