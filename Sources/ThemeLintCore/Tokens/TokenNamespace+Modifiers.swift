/// Tokens Studio color modifiers (`"$extensions": {"studio.tokens": {"modify": {"type", "value",
/// "space", "color"}}}`) read for one scheme: `value` and a `mix` `color` may be aliases, so
/// they are resolved in the scheme's tokens.
extension TokenNamespace {
    /// Most `mix` colors resolved inside one another.
    static let maximumModifierNesting = 32

    /// The adjustment `token`'s modifier makes, or an `unsupported` one (and an
    /// `invalid-structure` issue at the modifier) when themelint cannot reproduce it: the color
    /// is then unknown, never the unmodified one.
    mutating func modifierAdjustments(of token: DesignToken, name: String) -> [TokenColorAdjustment] {
        guard let node = token.modifier else { return [] }
        // A mix color that comes back to a token whose modifier is being read loops; the
        // outermost reading reports it.
        guard !modifiersInProgress.contains(name) else { return [.unsupported("mix colors loop through \(name)")] }
        modifiersInProgress.append(name)
        defer { modifiersInProgress.removeLast() }
        switch modifier(node) {
        case .success(let modifier):
            return [.modify(modifier)]
        case .failure(let unknown):
            let at = Location(file: token.location.file, position: node.position)
            issues.append(LoadIssue(.invalidStructure, "\(name): Tokens Studio color modifier not applied: \(unknown.reason); the token's color is unknown", at: at, identifier: name))
            return [.unsupported("its Tokens Studio modifier: \(unknown.reason)")]
        }
    }

    private typealias Failure = TokenColorAdjustment.UnknownColor

    private mutating func modifier(_ node: JSONNode) -> Result<TokenColorModifier, Failure> {
        guard case .object = node.value else { return .failure(Failure(reason: "\"modify\" must be an object, not \(node.value.typeName)")) }
        guard let typeName = node["type"]?.value.stringValue else { return .failure(Failure(reason: "it has no \"type\"")) }
        guard let kind = TokenColorModifier.Kind(rawValue: typeName) else {
            return .failure(Failure(reason: "unsupported type \"\(typeName)\" (lighten, darken, mix or alpha)"))
        }
        guard let spaceName = node["space"]?.value.stringValue else { return .failure(Failure(reason: "it has no \"space\"")) }
        // As the plugin reads it: color.js knows `lch`, not `LCH` (the plugin then leaves the
        // color unmodified, silently).
        guard let space = TokenColorModifier.Space(rawValue: spaceName) else {
            return .failure(Failure(reason: "unsupported space \"\(spaceName)\" (srgb, hsl, lch or p3)"))
        }
        guard let valueNode = node["value"] else { return .failure(Failure(reason: "it has no \"value\"")) }
        let amount: Double
        switch number(valueNode.value) {
        case .success(let value): amount = value
        case .failure(let failure): return .failure(failure)
        }
        var mixColor: RGBA?
        if kind == .mix {
            guard let text = node["color"]?.value.stringValue else { return .failure(Failure(reason: "a mix has no \"color\" string")) }
            switch color(text) {
            case .success(let color): mixColor = color
            case .failure(let failure): return .failure(failure)
            }
        }
        return .success(TokenColorModifier(kind: kind, amount: amount, space: space, mixColor: mixColor))
    }

    /// A number, a numeric string, or an alias to a token holding one (followed at most 32 times).
    private func number(_ value: JSONValue) -> Result<Double, Failure> {
        var current = value
        for _ in 0..<32 {
            switch current {
            case .number(let number):
                return .success(number)
            case .string(let text):
                if let path = aliasPath(text) {
                    guard let entry = token(named: path) else {
                        return .failure(Failure(reason: "its value names \(path), which no set of the scheme defines"))
                    }
                    current = entry.token.value.value
                    continue
                }
                if let number = Double(text.trimmingSpaces), number.isFinite { return .success(number) }
                return .failure(Failure(reason: "value \"\(text)\" is not a number (math expressions are not evaluated)"))
            default:
                return .failure(Failure(reason: "value must be a number, not \(current.typeName)"))
            }
        }
        return .failure(Failure(reason: "its value is a chain of more than 32 aliases"))
    }

    private func aliasPath(_ text: String) -> String? {
        TokenValue.curlyReference(text) ?? (legacyReferences ? TokenValue.dollarReference(text) : nil)
    }

    /// A mix color: a color string, an alias, or `rgba({alias}, a)`.
    private mutating func color(_ text: String) -> Result<RGBA, Failure> {
        if let path = aliasPath(text) { return color(ofPath: path) }
        if let (path, alpha) = TokenValue.rgbaReference(text, legacyReferences: legacyReferences) {
            return color(ofPath: path).map { color in
                var copy = color
                copy.alpha = alpha
                return copy
            }
        }
        switch TokenColor.parse(string: text) {
        case .success(let color): return .success(color.rgba)
        case .failure(let error): return .failure(Failure(reason: "mix color \"\(text)\": \(error.message)"))
        }
    }

    /// The color token `path` resolves to in this scheme, its own modifiers applied.
    private mutating func color(ofPath path: String) -> Result<RGBA, Failure> {
        guard modifiersInProgress.count < Self.maximumModifierNesting else {
            return .failure(Failure(reason: "mix colors nest more than \(Self.maximumModifierNesting) deep"))
        }
        guard let outcome = outcome(ofPath: path) ?? outcome(ofPath: path + ".$root") else {
            return .failure(Failure(reason: "mix color names \(path), which no set of the scheme defines"))
        }
        guard case .literal(let file, let name) = outcome.end else {
            return .failure(Failure(reason: "mix color \(path) does not resolve to a color"))
        }
        let literal = token(named: name).flatMap { $0.file == file ? $0.token : nil } ?? pointerFile(file)?.tokens[name]
        guard let literal, case .color(let parsed) = TokenValue.classify(literal.value, file: literal.location.file, isColor: true, legacyReferences: legacyReferences) else {
            return .failure(Failure(reason: "mix color \(path) does not resolve to a valid color"))
        }
        var color = parsed.rgba
        if outcome.adjustments.isEmpty {
            if let alpha = outcome.alpha { color.alpha = min(1, max(0, alpha)) }
            return .success(color)
        }
        return TokenColorAdjustment.apply(outcome.adjustments, to: color).mapError { Failure(reason: "mix color \(path): \($0.reason)") }
    }
}
