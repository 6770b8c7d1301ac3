/// Turns token files and scheme plans into the shared model: one palette per token file (its
/// literal color tokens, known by path), and one scheme per plan whose roles are the color
/// tokens the plan's output sets define, each with the chain it follows to a literal.
///
/// Rules, diff and reporters see only `Palette`, `Scheme` and `Role`; nothing downstream asks
/// which format the files were in.
public struct TokenThemeSetBuilder {
    /// The token files read, by source.
    public var files: [TokenSetSource: TokenFile]
    /// Accept Tokens Studio's `$group.token` references.
    public var legacyReferences: Bool
    /// Globs over token paths narrowing the roles (nil: every color token is a role).
    public var roleGlobs: [NameGlob]?
    /// Globs a caller narrows the roles to, besides `roleGlobs` (empty: none): `log --role`
    /// follows only the chains of the roles it lists.
    public var roleNarrowing: [NameGlob] = []
    /// The files with their values classified once, shared by every scheme (see
    /// `classifyFiles()`); a file missing here is classified by each scheme that reads it.
    var classified: [TokenSetSource: TokenNamespace.ClassifiedFile] = [:]
    /// The `DocumentCache` key of each source read from a whole file with a content id: two
    /// sources with equal keys hold the same tokens (`schemeBuild` compares only the others).
    var fileKeys: [TokenSetSource: String] = [:]

    /// Creates a builder.
    public init(files: [TokenSetSource: TokenFile], legacyReferences: Bool, roleGlobs: [NameGlob]? = nil) {
        self.files = files
        self.legacyReferences = legacyReferences
        self.roleGlobs = roleGlobs
    }

    /// The token file at `path` (a whole file), when read.
    func tokenFile(atPath path: String) -> TokenFile? {
        files[.file(path)]
    }

    /// Classifies the values of every file not classified yet, once for all schemes: a literal
    /// color is parsed once per file however many combinations read it.
    public mutating func classifyFiles() {
        for (source, file) in files where classified[source] == nil {
            classified[source] = TokenNamespace.ClassifiedFile(file, legacyReferences: legacyReferences)
        }
    }

    func classifiedFile(_ source: TokenSetSource) -> TokenNamespace.ClassifiedFile? {
        classified[source] ?? files[source].map { TokenNamespace.ClassifiedFile($0, legacyReferences: legacyReferences) }
    }

    /// The palette of one token file: its tokens whose value is a literal color (or meant as
    /// one and broken, with an `invalid-color` issue), in document order.
    /// - Parameter pointerFile: the token file at a repository path, for `$ref`s inside color
    ///   objects (`"components": [{"$ref": "#/base/$value/components/0"}, 0.5, 1]`).
    /// - Parameter values: the tokens' values already classified (parallel to `file.tokens`).
    public static func palette(of file: TokenFile, legacyReferences: Bool, values: [TokenValue]? = nil, pointerFile: @escaping (String) -> TokenFile? = { _ in nil }, issues: inout [LoadIssue]) -> Palette {
        var colors: [PaletteColor] = []
        colors.reserveCapacity(file.tokens.count)
        let resolver = TokenPointerResolver(tokenFile: pointerFile)
        let values = values.flatMap { $0.count == file.tokens.count ? $0 : nil }
        var gradients: [String] = []
        for (offset, token) in file.tokens.enumerated() {
            if token.staticType == "gradient" {
                gradients.append(token.path)
                continue
            }
            let isColor = token.staticType.map { $0 == "color" }
            if let color = referencingColor(token, isColor: isColor, resolver: resolver, issues: &issues) {
                colors.append(color)
                continue
            }
            switch values?[offset] ?? TokenValue.classify(token.value, file: file.file, isColor: isColor, legacyReferences: legacyReferences) {
            case .color(let color):
                var paletteColor = PaletteColor(name: token.path, rawValue: color.notation, color: color.rgba, location: token.location, valueLocation: token.valueLocation, hexAlpha: .trailing)
                paletteColor.isOutOfGamut = color.isOutOfGamut
                colors.append(paletteColor)
            case .invalidColor(let message):
                issues.append(LoadIssue(.invalidColor, "\(token.path): \(message)", at: token.valueLocation, identifier: token.path))
                colors.append(PaletteColor(name: token.path, rawValue: token.value.value.stringValue ?? token.value.value.typeName, color: nil, location: token.location, valueLocation: token.valueLocation, hexAlpha: .trailing))
            case .reference, .other:
                continue
            }
        }
        var palette = Palette(file: file.file, colors: colors)
        palette.gradientTokens = gradients
        return palette
    }

    /// The scheme `plan` describes, and the issues met following its chains.
    public func scheme(_ plan: TokenSchemePlan, issues: inout [LoadIssue]) -> Scheme {
        let builder = self
        var namespace = TokenNamespace(legacyReferences: legacyReferences) { path in builder.classifiedFile(.file(path)) }
        for set in plan.sets {
            for source in set.sources {
                if let file = classifiedFile(source) { namespace.add(file, isOutput: set.isOutput) }
            }
        }
        var roles: [Role] = []
        roles.reserveCapacity(namespace.slots.count)
        for offset in namespace.slots.indices where namespace.slots[offset].isOutput {
            if let role = role(inSlot: offset, namespace: &namespace) { roles.append(role) }
        }
        issues.append(contentsOf: namespace.issues)
        return Scheme(name: plan.name, location: plan.location, appearance: plan.appearance, uniquelyNamedRoles: roles)
    }

    /// The role the token in `namespace.slots[offset]` (an output slot) makes, following its
    /// chain; nil when it is not a role (outside `roleGlobs`, not a color).
    func role(inSlot offset: Int, namespace: inout TokenNamespace) -> Role? {
        roleAndOutcome(inSlot: offset, namespace: &namespace).role
    }

    /// `role(inSlot:namespace:)`, with the outcome of the slot's chain when it was followed
    /// (nil when the token's path or type alone rules it out).
    func roleAndOutcome(inSlot offset: Int, namespace: inout TokenNamespace) -> (role: Role?, outcome: TokenNamespace.Outcome?) {
        let token = namespace.token(inSlot: offset)
        let path = token.path
        if let roleGlobs, !roleGlobs.contains(where: { $0.matches(path) }) { return (nil, nil) }
        if !roleNarrowing.isEmpty, !roleNarrowing.contains(where: { $0.matches(path) }) { return (nil, nil) }
        // `$type` as the format resolves it: the token's own, else (an alias) its target's, else
        // its nearest group's.
        if let type = token.declaredType, type != "color" { return (nil, nil) }
        let isAlias = namespace.isReference(inSlot: offset)
        if token.declaredType == nil, !isAlias, let type = token.groupType, type != "color" { return (nil, nil) }
        let outcome = namespace.outcome(ofSlot: offset)
        if token.declaredType == nil {
            switch outcome.end {
            case .notColor:
                // An alias to a token of another type has that type (or, untyped, is no color).
                return (nil, outcome)
            case .literal:
                break
            case .missing, .cycle, .unknown:
                // The target's type is unknown: the group's decides.
                if let type = token.groupType, type != "color" { return (nil, outcome) }
            }
        }
        // The identifier is the token the role names first: the chain's first step, the
        // missing name it names, or its own path when it holds the literal.
        var identifier = outcome.steps.first ?? path
        if outcome.steps.isEmpty, case .missing(let name, let location) = outcome.end, location == token.valueLocation { identifier = name }
        let chain = TokenChain(steps: outcome.steps, end: outcome.end, alpha: outcome.alpha, deprecations: outcome.deprecations, adjustments: outcome.adjustments)
        let reference = ColorReference(identifier: identifier, location: token.valueLocation, tokenChain: chain)
        return (Role(name: path, location: token.location, reference: reference), outcome)
    }

    /// A digest of the color tokens `set` defines made of each source's digest
    /// (`colorDigest(ofFile:)`, nil for a source not read or without color tokens), nil when it
    /// defines none: sets with equal digests make the same colors. (For sets whose modifiers
    /// read no other token: see `colorDigest(of:alsoNamed:file:)`.)
    public static func colorDigest(of set: TokenSetUse, sourceDigest: (TokenSetSource) -> Int??) -> Int? {
        var hasher = Hasher()
        var any = false
        for source in set.sources {
            guard let known = sourceDigest(source), let digest = known else { continue }
            hasher.combine(digest)
            any = true
        }
        hasher.combine(set.isOutput)
        return any ? hasher.finalize() : nil
    }

    /// A digest of the color tokens of `file` (paths and values as written), nil when it has none.
    public static func colorDigest(ofFile file: TokenFile) -> Int? {
        var hasher = Hasher()
        var any = false
        for token in file.tokens where token.mayBeColor {
            hasher.combine(token.path)
            hasher.combine(token.value.value)
            hasher.combine(token.modifier?.value)
            any = true
        }
        return any ? hasher.finalize() : nil
    }

    /// A digest of the color tokens `set` defines (paths and values as written), and of the
    /// tokens of any type named in `alsoNamed` (what color modifiers read), nil when it defines
    /// none: sets with equal digests make the same colors.
    /// - Parameter file: the tokens of a source, when read.
    public static func colorDigest(of set: TokenSetUse, alsoNamed: Set<String> = [], file: (TokenSetSource) -> TokenFile?) -> Int? {
        var hasher = Hasher()
        var any = false
        for source in set.sources {
            guard let tokens = file(source) else { continue }
            for token in tokens.tokens where token.mayBeColor || alsoNamed.contains(token.path) {
                hasher.combine(token.path)
                hasher.combine(token.value.value)
                hasher.combine(token.modifier?.value)
                any = true
            }
        }
        hasher.combine(set.isOutput)
        return any ? hasher.finalize() : nil
    }
}
