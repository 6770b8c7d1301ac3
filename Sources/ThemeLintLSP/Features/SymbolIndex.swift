import ThemeLintCore

/// What one load defines and references, by name and by place: palette colors (Appearance,
/// token and Android palettes alike), roles in every scheme, and color references.
public struct SymbolIndex: Sendable {
    /// A role as resolved in one scheme of one theme set.
    public struct RoleEntry: Sendable {
        /// The offset of the theme set in the project.
        public var set: Int
        /// The resolved role.
        public var role: ResolvedRole
    }

    /// Palette colors by name (every palette defining it).
    public private(set) var colors: [String: [PaletteColor]] = [:]
    /// Roles by name (every scheme holding it).
    public private(set) var roles: [String: [RoleEntry]] = [:]
    /// Palette colors by file, in document order.
    public private(set) var colorsByFile: [String: [PaletteColor]] = [:]
    /// Roles whose reference is written in a file, by that file.
    public private(set) var referencesByFile: [String: [ResolvedRole]] = [:]
    /// The name defined at a place (a palette color's key, a role's key).
    public private(set) var definedAt: [Location: String] = [:]
    /// The format of each palette's file (a standalone palette is Appearance).
    public private(set) var paletteFormats: [String: ThemeFormat] = [:]
    /// Code references (`R.color.NAME`, `@color/NAME`, …) by the name they write, with
    /// `"code": true`.
    public private(set) var codeReferences: [String: [CodeReference]] = [:]
    /// Code references by file, in document order.
    public private(set) var codeReferencesByFile: [String: [CodeReference]] = [:]
    /// `file:nameStart` of each code reference → the theme name it names.
    private var codeThemeNames: [String: String] = [:]
    /// Color literals in code by where they start (where a `hard-coded-color` finding points).
    public private(set) var literalsAt: [Location: ColorLiteral] = [:]

    /// Indexes `project`.
    public init(project: LoadedProject) {
        var seenPalettes: Set<String> = []
        for set in project.themeSets {
            for palette in set.palettes { paletteFormats[palette.file] = set.definition.format }
        }
        let palettes = project.themeSets.flatMap(\.palettes) + project.palettes.keys.sorted().compactMap { project.palettes[$0] }
        for palette in palettes where seenPalettes.insert(palette.file).inserted {
            for color in palette.colors {
                colors[color.name, default: []].append(color)
                colorsByFile[color.location.file, default: []].append(color)
                definedAt[color.location] = color.name
            }
        }
        var seenReferences: Set<Location> = []
        for (offset, set) in project.themeSets.enumerated() {
            for scheme in set.resolved.schemes {
                for role in scheme.roles {
                    roles[role.role.name, default: []].append(RoleEntry(set: offset, role: role))
                    definedAt[role.role.location] = role.role.name
                    if let reference = role.role.reference, seenReferences.insert(reference.location).inserted {
                        referencesByFile[reference.location.file, default: []].append(role)
                    }
                }
            }
        }
        if let code = project.code { indexCode(code, naming: CodeNaming(project: project, code: code)) }
    }

    /// Indexes `code`'s references under the theme name each names (`UIColor.textPrimary`
    /// under `text_primary`), as `rename` and `unused-color` map them.
    private mutating func indexCode(_ code: CodeScan, naming: CodeNaming) {
        for reference in code.references {
            let name = naming.themeName(of: reference) ?? reference.name
            codeReferences[name, default: []].append(reference)
            codeThemeNames["\(reference.file):\(reference.nameStart)"] = name
            codeReferencesByFile[reference.file, default: []].append(reference)
        }
        for literal in code.literals { literalsAt[code.location(in: literal.file, offset: literal.start)] = literal }
    }

    /// The theme name the code reference at `reference.nameStart` of its file names (its name
    /// as written when it names nothing of the theme).
    public func themeName(of reference: CodeReference) -> String {
        codeThemeNames["\(reference.file):\(reference.nameStart)"] ?? reference.name
    }

    /// The code reference of `file` whose name spans byte `offset` (its end included).
    public func codeReference(in file: String, at offset: Int) -> CodeReference? {
        codeReferencesByFile[file]?.first { $0.nameStart <= offset && offset <= $0.nameEnd }
    }

    /// Whether `name` is a palette color or a role.
    public func knows(_ name: String) -> Bool {
        colors[name] != nil || roles[name] != nil
    }

    /// Where `name` is defined: its palette colors' keys, else its roles' keys.
    public func definitions(of name: String) -> [Location] {
        let places = (colors[name] ?? []).map(\.location) + (colors[name] == nil ? (roles[name] ?? []).map(\.role.role.location) : [])
        var seen: Set<Location> = []
        return places.filter { seen.insert($0).inserted }
    }

    /// The color a palette color name paints, where one palette defines it with a valid color.
    public func color(of name: String) -> RGBA? {
        colors[name]?.lazy.compactMap(\.color).first
    }
}

/// The name under the cursor and the bytes it spans.
public struct NameAtCursor: Sendable, Hashable {
    /// The name (a color, role or token path; `@color/` and braces taken off).
    public var name: String
    /// Where it starts in the document (a byte offset).
    public var start: Int
    /// The byte offset just past it.
    public var end: Int
    /// The byte offset of the JSON string or XML value holding it (its quote, when quoted).
    public var tokenStart: Int

    /// Finds the name at byte `offset` of `bytes`: inside a quoted string (the whole string, or
    /// the `{alias}` or `@color/name` around the cursor), else the word around it.
    public static func find(in bytes: [UInt8], at offset: Int) -> NameAtCursor? {
        guard offset <= bytes.count else { return nil }
        var lineStart = offset
        while lineStart > 0, bytes[lineStart - 1] != 10, bytes[lineStart - 1] != 13 { lineStart -= 1 }
        var lineEnd = offset
        while lineEnd < bytes.count, bytes[lineEnd] != 10, bytes[lineEnd] != 13 { lineEnd += 1 }
        // The string around the cursor, if any: quotes counted from the line's start.
        var quote: Int?
        var index = lineStart
        while index < offset {
            if bytes[index] == UInt8(ascii: "\\") { index += 2; continue }
            if bytes[index] == UInt8(ascii: "\"") { quote = quote == nil ? index : nil }
            index += 1
        }
        var low = lineStart
        var high = lineEnd
        var tokenStart = lineStart
        if let quote {
            low = quote + 1
            tokenStart = quote
            high = low
            while high < lineEnd, bytes[high] != UInt8(ascii: "\"") { high += bytes[high] == UInt8(ascii: "\\") ? 2 : 1 }
            high = min(high, lineEnd)
        } else {
            var start = offset
            while start > lineStart, isWordByte(bytes[start - 1]) { start -= 1 }
            var end = offset
            while end < lineEnd, isWordByte(bytes[end]) { end += 1 }
            (low, high, tokenStart) = (start, end, start)
        }
        return narrowed(bytes, low: low, high: high, offset: offset, tokenStart: tokenStart)
    }

    /// `{alias}` and `@color/name` around the cursor inside `low..<high`, else the whole.
    private static func narrowed(_ bytes: [UInt8], low: Int, high: Int, offset: Int, tokenStart: Int) -> NameAtCursor? {
        var start = low
        var end = high
        if let open = bytes[low..<min(offset, high)].lastIndex(of: UInt8(ascii: "{")),
           let close = bytes[open..<high].firstIndex(of: UInt8(ascii: "}")), close >= offset {
            (start, end) = (open + 1, close)
        } else if let at = findReferencePrefix(bytes, low: low, high: high, offset: offset) {
            start = at
            end = start
            while end < high, isWordByte(bytes[end]), bytes[end] != UInt8(ascii: "/") { end += 1 }
        } else if start < end, bytes[start] == UInt8(ascii: "$") {
            start += 1
        }
        guard start < end else { return nil }
        let name = String(decoding: bytes[start..<end], as: UTF8.self)
        return NameAtCursor(name: name, start: start, end: end, tokenStart: tokenStart)
    }

    /// Where the name after an Android `@color/` (or `@android:color/`) at or before the cursor starts.
    private static func findReferencePrefix(_ bytes: [UInt8], low: Int, high: Int, offset: Int) -> Int? {
        let text = String(decoding: bytes[low..<high], as: UTF8.self)
        for prefix in ["@color/", "@android:color/", "?attr/"] where text.hasPrefix(prefix) {
            return low + prefix.utf8.count
        }
        var index = min(offset, high)
        while index > low, isWordByte(bytes[index - 1]), bytes[index - 1] != UInt8(ascii: "/") { index -= 1 }
        let before = String(decoding: bytes[max(low, index - 7)..<index], as: UTF8.self)
        return before == "@color/" ? index : nil
    }

    /// Bytes a name or reference is made of.
    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: "@"), UInt8(ascii: "$"), UInt8(ascii: ":"): true
        case 0x80...: true
        default: false
        }
    }
}
