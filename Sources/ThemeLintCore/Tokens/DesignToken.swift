/// One design token of a token file (DTCG 2025.10 or Tokens Studio), flattened to its dot path.
public struct DesignToken: Sendable, Hashable {
    /// The token's name: its dot path (`color.accent.background-default`); a group's `$root`
    /// token is named `group.$root`.
    public var path: String
    /// The `$value` (or Tokens Studio's older `value`).
    public var value: JSONNode
    /// The token's own `$type`, when it has one.
    public var declaredType: String?
    /// The `$type` of the nearest enclosing group (after `$extends`), when one has it.
    public var groupType: String?
    /// Where the token's key stands.
    public var location: Location
    /// Where its value stands.
    public var valueLocation: Location
    /// The deprecation message: nil when not deprecated, `""` when deprecated without a message.
    /// A deprecated group deprecates every token in it.
    public var deprecation: String?
    /// The `$description`, when present.
    public var description: String?
    /// Tokens Studio's color modifier, `"$extensions": {"studio.tokens": {"modify": …}}`, as written.
    public var modifier: JSONNode?

    /// Creates a token.
    public init(path: String, value: JSONNode, declaredType: String?, groupType: String?, location: Location, valueLocation: Location, deprecation: String? = nil, description: String? = nil, modifier: JSONNode? = nil) {
        self.modifier = modifier
        self.path = path
        self.value = value
        self.declaredType = declaredType
        self.groupType = groupType
        self.location = location
        self.valueLocation = valueLocation
        self.deprecation = deprecation
        self.description = description
    }

    /// The type known without following references: the token's own, else its group's.
    public var staticType: String? { declaredType ?? groupType }

    /// Whether the token may be a color: its own `$type` is color, or it has none and is an
    /// alias (which takes its target's type) or its group's type is color or absent.
    public var mayBeColor: Bool {
        if let declaredType { return declaredType == "color" }
        if groupType == nil || groupType == "color" { return true }
        if let text = value.value.stringValue { return text.hasPrefix("{") || text.hasPrefix("$") }
        return value["$ref"] != nil
    }
}

/// The tokens of one token file (or of one token set of a single-file export), in document order.
public struct TokenFile: Sendable, Hashable {
    /// Repository-relative path of the file the tokens stand in.
    public var file: String
    /// The tokens, in document order; a path defined twice (through `$extends`) keeps the last.
    public private(set) var tokens: [DesignToken]
    private var offsets: [String: Int]

    /// Creates a token file; a later token with the same path replaces an earlier one.
    public init(file: String, tokens: [DesignToken]) {
        self.file = file
        self.tokens = []
        self.offsets = [:]
        self.tokens.reserveCapacity(tokens.count)
        for token in tokens { insert(token) }
    }

    /// Adds `token`, replacing a token with the same path in place.
    mutating func insert(_ token: consuming DesignToken) {
        // One hash for a new path (a repeated one, rare, puts its first offset back).
        if let offset = offsets.updateValue(tokens.count, forKey: token.path) {
            offsets[token.path] = offset
            tokens[offset] = token
        } else {
            tokens.append(token)
        }
    }

    /// The token named `path`.
    public subscript(path: String) -> DesignToken? {
        offsets[path].map { tokens[$0] }
    }

    /// The position in `tokens` of the token named `path`.
    func offset(of path: String) -> Int? {
        offsets[path]
    }
}
