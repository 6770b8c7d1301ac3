/// How a source name (`text_primary`, `colorOnPrimary`, `color.accent.background-default`)
/// becomes a name each export target accepts, and the check that no two names become one.
///
/// A name is split into words at every character that is not an ASCII letter or digit and
/// where a lowercase letter or digit meets an uppercase one (`onPrimary` → `on`, `Primary`);
/// a non-ASCII character becomes a word of its own, `u` and its code point in hex.
public enum ExportNameMapping {
    /// The words of `name`.
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousIsLowerOrDigit = false
        for scalar in name.unicodeScalars {
            let value = scalar.value
            let isUpper = value >= 0x41 && value <= 0x5A
            let isLower = value >= 0x61 && value <= 0x7A
            let isDigit = value >= 0x30 && value <= 0x39
            if isUpper || isLower || isDigit {
                if isUpper, previousIsLowerOrDigit, !current.isEmpty {
                    words.append(current)
                    current = ""
                }
                current.unicodeScalars.append(scalar)
                previousIsLowerOrDigit = isLower || isDigit
            } else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousIsLowerOrDigit = false
                if value >= 0x80 { words.append("u" + String(value, radix: 16)) }
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// A Swift or Objective-C identifier in lower camel case: `text_primary` → `textPrimary`,
    /// `azure_A100` → `azureA100`. A name that starts with a digit, is a keyword, or (for
    /// Objective-C) starts like a method that returns an owned object (`new…`, `copy…`) gets
    /// the prefix `color`: `100` → `color100`, `default` → `colorDefault`.
    public static func camelCaseName(_ name: String) -> String {
        let parts = words(name)
        guard let first = parts.first else { return "color" }
        var result = first.lowercased()
        for word in parts.dropFirst() { result += word.prefix(1).uppercased() + word.dropFirst() }
        let firstWord = first.lowercased()
        let startsWithDigit = result.first?.isNumber ?? true
        if startsWithDigit || reservedCamelCase.contains(result) || ownedReturnWords.contains(firstWord) {
            return "color" + result.prefix(1).uppercased() + result.dropFirst()
        }
        return result
    }

    /// A CSS custom property's name without its `--`: lowercase words joined with `-`
    /// (`text_primary` → `text-primary`, `onPrimary` → `on-primary`).
    public static func cssName(_ name: String) -> String {
        let joined = words(name).map { $0.lowercased() }.joined(separator: "-")
        return joined.isEmpty ? "color" : joined
    }

    /// An Android resource name: lowercase words joined with `_` (`[a-z0-9_]`), prefixed
    /// `color_` when it would start with a digit or be a Java keyword.
    public static func androidName(_ name: String) -> String {
        let joined = words(name).map { $0.lowercased() }.joined(separator: "_")
        if joined.isEmpty { return "color" }
        if joined.first?.isNumber == true || javaKeywords.contains(joined) { return "color_" + joined }
        return joined
    }

    /// A design-token path's segments: the source's dot path, each segment made a valid
    /// DTCG name (`{` and `}` become `_`, a leading `$` becomes `_`, an empty segment `_`).
    public static func tokenPath(_ name: String) -> [String] {
        name.split(separator: ".", omittingEmptySubsequences: false).map { segment in
            var text = String(segment).replacing("{", with: "_").replacing("}", with: "_")
            if text.hasPrefix("$") { text = "_" + text.dropFirst() }
            return text.isEmpty ? "_" : text
        }
    }

    /// A DTCG token path for the export's own files: `tokenPath`, with every space, tab or line
    /// break made `_` too, since a reference `{palette.brand (any)}` with a space in it is not
    /// read as a reference by themelint (nor by most token tools): an asset catalog's
    /// `brand (any)` becomes `brand_(any)`.
    public static func dtcgPath(_ name: String) -> [String] {
        tokenPath(name).map { segment in
            String(segment.unicodeScalars.map { scalar in
                scalar.properties.isWhitespace ? "_" : Character(scalar)
            })
        }
    }

    /// An asset catalog's folders and color set name: the source's dot path, each segment a
    /// namespace folder but the last (`color.accent.1` → `color`, `accent`, `1`); a `/` parts
    /// folders too, as it does in the name Xcode gives a set in a namespace (a catalog's own
    /// `Text/Primary` is written back as `Text/Primary.colorset`); `:` becomes `_`, an empty
    /// segment `_`, and a leading `.` gets a `_` before it.
    public static func assetPath(_ name: String) -> [String] {
        tokenPath(name).flatMap { $0.split(separator: "/", omittingEmptySubsequences: false) }.map { segment in
            let text = segment.replacing(":", with: "_")
            return text.isEmpty ? "_" : text.hasPrefix(".") ? "_" + text : String(text)
        }
    }

    /// One name as mapped, with what it is in the source, for collision messages.
    public struct Mapped: Sendable, Hashable {
        /// The target's name.
        public var target: String
        /// What it is in the source: `role 'text_primary'`, `palette color 'azure_300'`.
        public var source: String

        /// Creates a mapped name.
        public init(target: String, source: String) {
            self.target = target
            self.source = source
        }
    }

    /// Refuses names that become one name in the target, naming both sources each time (at
    /// most ten collisions listed, then a count).
    /// - Throws: `ExportError` listing the collisions.
    public static func refuseCollisions(_ names: [Mapped], target: ExportTarget) throws(ExportError) {
        var seen: [String: String] = [:]
        seen.reserveCapacity(names.count)
        var collisions: [String] = []
        var count = 0
        for name in names {
            if let earlier = seen[name.target] {
                count += 1
                if collisions.count < 10 { collisions.append("\(earlier) and \(name.source) both become '\(name.target)'") }
            } else {
                seen[name.target] = name.source
            }
        }
        guard count > 0 else { return }
        let more = count > collisions.count ? "\n… and \(count - collisions.count) more" : ""
        throw ExportError("names collide in \(target.rawValue) (rename one of each pair, e.g. with `themelint rename`):\n" + collisions.joined(separator: "\n") + more)
    }

    /// Refuses token or folder paths where one is a group of the other (`a` and `a.b`): a
    /// token cannot be a group too.
    /// - Throws: `ExportError` naming both.
    public static func refusePrefixCollisions(_ paths: [(segments: [String], source: String)], target: ExportTarget) throws(ExportError) {
        var leaves: [String: String] = [:]
        var groups: [String: String] = [:]
        for path in paths {
            let leaf = path.segments.joined(separator: "\u{0}")
            if let group = groups[leaf] {
                throw ExportError("names collide in \(target.rawValue): \(path.source) would be a group of \(group) too")
            }
            var prefix = ""
            for segment in path.segments.dropLast() {
                prefix += (prefix.isEmpty ? "" : "\u{0}") + segment
                if let token = leaves[prefix] {
                    throw ExportError("names collide in \(target.rawValue): \(token) would be a group of \(path.source) too")
                }
                if groups[prefix] == nil { groups[prefix] = path.source }
            }
            leaves[leaf] = path.source
        }
    }

    private static let ownedReturnWords: Set<String> = ["new", "copy", "alloc", "init", "mutable"]

    private static let reservedCamelCase: Set<String> = [
        // Swift
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where",
        "while", "as", "await", "false", "is", "nil", "self", "super", "throws", "true", "try", "type", "protocol",
        // C and Objective-C
        "auto", "char", "const", "double", "extern", "float", "goto", "inline", "int", "long", "register", "restrict",
        "short", "signed", "sizeof", "typedef", "union", "unsigned", "void", "volatile", "id", "bool", "yes", "no",
        "description", "hash", "superclass", "debugDescription",
    ]

    private static let javaKeywords: Set<String> = [
        "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue",
        "default", "do", "double", "else", "enum", "extends", "final", "finally", "float", "for", "goto", "if",
        "implements", "import", "instanceof", "int", "interface", "long", "native", "new", "package", "private",
        "protected", "public", "return", "short", "static", "strictfp", "super", "switch", "synchronized", "this",
        "throw", "throws", "transient", "try", "void", "volatile", "while", "true", "false", "null",
    ]
}
