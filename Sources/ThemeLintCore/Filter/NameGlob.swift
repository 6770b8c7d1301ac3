/// A shell-style pattern over a name (`text_*`): `*` any run of characters, `?` one
/// character, `[abc]`, `[a-z]`, `[!a-z]` (or `[^a-z]`) one character of (not of) a set,
/// `\x` the character `x`. Any other character matches itself. Matched over Unicode scalars,
/// in time linear in the name for each star (greedy with backtracking to the last star).
public struct NameGlob: Sendable, Hashable, CustomStringConvertible {
    private enum Token: Sendable, Hashable {
        case literal(Unicode.Scalar)
        case any
        case star
        case set(ranges: [ClosedRange<UInt32>], negated: Bool)
    }

    /// The pattern as written.
    public let description: String
    private let tokens: [Token]

    /// Compiles `pattern`. An unclosed `[` matches itself.
    public init(_ pattern: String) {
        description = pattern
        var tokens: [Token] = []
        let scalars = Array(pattern.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "*":
                if tokens.last != .star { tokens.append(.star) }
            case "?":
                tokens.append(.any)
            case "\\" where index + 1 < scalars.count:
                index += 1
                tokens.append(.literal(scalars[index]))
            case "[":
                if let (token, end) = Self.parseSet(scalars, from: index) {
                    tokens.append(token)
                    index = end
                } else {
                    tokens.append(.literal(scalar))
                }
            default:
                tokens.append(.literal(scalar))
            }
            index += 1
        }
        self.tokens = tokens
    }

    /// Whether the pattern has any wildcard (else it matches one name only).
    public var isLiteral: Bool {
        tokens.allSatisfy { if case .literal = $0 { true } else { false } }
    }

    /// Parses `[...]` starting at `start`; returns the token and the index of the closing `]`.
    private static func parseSet(_ scalars: [Unicode.Scalar], from start: Int) -> (Token, Int)? {
        var index = start + 1
        var negated = false
        if index < scalars.count, scalars[index] == "!" || scalars[index] == "^" {
            negated = true
            index += 1
        }
        var ranges: [ClosedRange<UInt32>] = []
        var first = true
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "]", !first { return (.set(ranges: ranges, negated: negated), index) }
            first = false
            if index + 2 < scalars.count, scalars[index + 1] == "-", scalars[index + 2] != "]" {
                let low = scalar.value, high = scalars[index + 2].value
                if low <= high { ranges.append(low...high) }
                index += 3
            } else {
                ranges.append(scalar.value...scalar.value)
                index += 1
            }
        }
        return nil
    }

    /// Whether `name` matches the whole pattern.
    public func matches(_ name: String) -> Bool {
        let text = Array(name.unicodeScalars)
        var t = 0, p = 0
        var starP = -1, starT = 0
        while t < text.count {
            if p < tokens.count, tokens[p] != .star, Self.matches(tokens[p], text[t]) {
                t += 1
                p += 1
            } else if p < tokens.count, tokens[p] == .star {
                starP = p
                starT = t
                p += 1
            } else if starP >= 0 {
                p = starP + 1
                starT += 1
                t = starT
            } else {
                return false
            }
        }
        while p < tokens.count, tokens[p] == .star { p += 1 }
        return p == tokens.count
    }

    private static func matches(_ token: Token, _ scalar: Unicode.Scalar) -> Bool {
        switch token {
        case .literal(let literal): literal == scalar
        case .any: true
        case .star: true
        case .set(let ranges, let negated): ranges.contains { $0.contains(scalar.value) } != negated
        }
    }
}

/// `--scheme S`: a scheme name (or glob), or `FILE:SCHEME` where FILE is the scheme file's
/// path or the theme set's configured name.
public struct SchemeSelector: Sendable, Hashable {
    /// The text as given.
    public var text: String

    /// Creates a selector.
    public init(_ text: String) {
        self.text = text
    }

    /// Whether the selector picks scheme `scheme` of the set whose scheme file is `file`
    /// (configured name `themeSet`, when any). The whole text is tried as a scheme name first.
    public func matches(scheme: String, file: String, themeSet: String?) -> Bool {
        if NameGlob(text).matches(scheme) { return true }
        guard let colon = text.lastIndex(of: ":") else { return false }
        let place = String(text[..<colon])
        let name = String(text[text.index(after: colon)...])
        guard place == file || place == themeSet || RepositoryPath.fileName(of: file) == place else { return false }
        return NameGlob(name).matches(scheme)
    }
}
