/// Where a token reference points.
public enum TokenReferenceTarget: Sendable, Hashable {
    /// `{group.token}` (or Tokens Studio's `$group.token`): a token of the scheme's sets.
    case path(String)
    /// `{"$ref": "file.json#/group/token"}`: a token of one file (repository-relative path).
    case pointer(file: String, path: String)

    /// How the target reads in messages.
    public var name: String {
        switch self {
        case .path(let path): path
        case .pointer(let file, let path): "\(file)#\(path)"
        }
    }
}

/// What a token's value is, as far as colors go.
public enum TokenValue: Sendable, Hashable {
    /// A reference to another token; `alpha` is set by Tokens Studio's `rgba({alias}, a)`.
    case reference(TokenReferenceTarget, alpha: Double?)
    /// A literal color.
    case color(TokenColor)
    /// A literal meant as a color (a color token's value) that does not parse.
    case invalidColor(message: String)
    /// Anything else: a literal of another type.
    case other

    /// Classifies `value` of a token in `file`.
    /// - Parameters:
    ///   - isColor: whether the token is known to be a color (its `$type`); when it is not known,
    ///     a value that parses as a color is taken as one.
    ///   - legacyReferences: accept Tokens Studio's `$group.token` spelling.
    public static func classify(_ value: JSONNode, file: String, isColor: Bool?, legacyReferences: Bool) -> TokenValue {
        switch value.value {
        case .string(let text):
            if let path = curlyReference(text) { return .reference(.path(path), alpha: nil) }
            if legacyReferences, let path = dollarReference(text) { return .reference(.path(path), alpha: nil) }
            if let (path, alpha) = rgbaReference(text, legacyReferences: legacyReferences) { return .reference(.path(path), alpha: alpha) }
            if isColor == false { return .other }
            switch TokenColor.parse(string: text) {
            case .success(let color): return .color(color)
            case .failure(let error): return isColor == true ? .invalidColor(message: error.message) : .other
            }
        case .object:
            if let reference = value["$ref"]?.value.stringValue {
                if let target = pointerReference(reference, from: file) { return .reference(target, alpha: nil) }
                return isColor == true ? .invalidColor(message: "\"$ref\": \"\(reference)\" is not a reference to a token (file.json#/group/token)") : .other
            }
            if isColor == false { return .other }
            if value["colorSpace"] == nil && isColor != true { return .other }
            switch TokenColor.parse(colorObject: value.value) {
            case .success(let color): return .color(color)
            case .failure(let error): return .invalidColor(message: "not a color: \(error.message)")
            }
        default:
            return isColor == true ? .invalidColor(message: "a color must be a string or a color object, not \(value.value.typeName)") : .other
        }
    }

    /// The path of a whole-value reference `{a.b.c}`.
    static func curlyReference(_ text: String) -> String? {
        // Byte by byte: every character this looks at is ASCII (a hundred thousand aliases are
        // classified per file).
        let utf8 = text.utf8
        guard utf8.count > 2, utf8.first == UInt8(ascii: "{"), utf8.last == UInt8(ascii: "}") else { return nil }
        let start = utf8.index(after: utf8.startIndex), end = utf8.index(before: utf8.endIndex)
        let inner = utf8[start..<end]
        guard inner.first != UInt8(ascii: "."), inner.last != UInt8(ascii: ".") else { return nil }
        // Names may hold spaces (`{Brand Colors.Primary Red}`): the format forbids only `{`,
        // `}` and `.` in them.
        for byte in inner where byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") { return nil }
        return String(text[start..<end])
    }

    /// The path of Tokens Studio's older `$a.b.c` spelling.
    static func dollarReference(_ text: String) -> String? {
        guard text.hasPrefix("$"), text.count > 1 else { return nil }
        let inner = text.dropFirst()
        guard inner.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_" }), !inner.hasPrefix("."), !inner.hasSuffix(".") else { return nil }
        return String(inner)
    }

    /// Tokens Studio's `rgba({a.b}, 0.5)` (or `rgba($a.b, 50%)`): the alias and the alpha it sets.
    static func rgbaReference(_ text: String, legacyReferences: Bool) -> (String, Double)? {
        let trimmed = text.trimmingSpaces
        guard trimmed.lowercased().hasPrefix("rgba("), trimmed.hasSuffix(")") else { return nil }
        let arguments = trimmed.dropFirst(5).dropLast().split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
        guard arguments.count == 2 else { return nil }
        guard let path = curlyReference(arguments[0]) ?? (legacyReferences ? dollarReference(arguments[0]) : nil) else { return nil }
        var alphaText = Substring(arguments[1])
        var scale = 1.0
        if alphaText.hasSuffix("%") {
            alphaText = alphaText.dropLast()
            scale = 0.01
        }
        guard let number = Double(alphaText), number.isFinite else { return nil }
        let alpha = number * scale
        guard (0...1).contains(alpha) else { return nil }
        return (path, alpha)
    }

    /// A `$ref` value: `file.json#/a/b`, `#/a/b` (this file), with `/$value` at the end allowed.
    static func pointerReference(_ reference: String, from file: String) -> TokenReferenceTarget? {
        guard let hash = reference.firstIndex(of: "#") else { return nil }
        let filePart = String(reference[..<hash])
        guard var tokens = JSONPointer.tokens(String(reference[reference.index(after: hash)...])), !tokens.isEmpty else { return nil }
        if tokens.last == "$value" { tokens.removeLast() }
        guard !tokens.isEmpty, !tokens.contains(where: { $0.isEmpty || ($0.hasPrefix("$") && $0 != "$root") }) else { return nil }
        let path = tokens.joined(separator: ".")
        if filePart.isEmpty { return .pointer(file: file, path: path) }
        guard let target = RepositoryPath.resolve(filePart, relativeTo: RepositoryPath.directory(of: file)) else { return nil }
        return .pointer(file: target, path: path)
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        var view = Substring(self)
        while let first = view.first, first == " " || first == "\t" { view = view.dropFirst() }
        while let last = view.last, last == " " || last == "\t" { view = view.dropLast() }
        return String(view)
    }
}
