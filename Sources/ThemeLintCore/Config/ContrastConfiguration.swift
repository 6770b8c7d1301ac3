/// Which contrast measure a pair is held to.
public enum ContrastAlgorithm: String, Sendable, Hashable, CaseIterable, Codable {
    /// WCAG 2.x contrast ratio (1…21); the minimum is a ratio or a `WCAGLevel`.
    case wcag2
    /// APCA-W3 Lc; the minimum applies to |Lc| (polarity does not matter).
    case apca
}

/// The surface under a scheme's translucent backgrounds.
public enum ContrastBase: Sendable, Hashable {
    /// A fixed color (written CSS-order `#RRGGBB[AA]` in the configuration).
    case color(RGBA)
    /// The resolved color of a role of the same scheme (`{"role": "background_page"}`).
    case role(String)

    /// The default base of an appearance: white for light (and unknown), black for dark.
    public static func defaultColor(for appearance: Appearance?) -> RGBA {
        appearance == .dark ? .black : .white
    }
}

/// One foreground role held to a minimum contrast against one or more background roles.
public struct ContrastPair: Sendable, Hashable {
    /// The foreground role.
    public var foreground: String
    /// The background roles; the worst one is reported.
    public var backgrounds: [String]
    /// The measure.
    public var algorithm: ContrastAlgorithm
    /// The minimum ratio (wcag2) or |Lc| (apca); passing means `value ≥ minimum`, unrounded.
    public var minimum: Double
    /// The WCAG level the minimum came from, when one was named.
    public var level: WCAGLevel?
    /// The schemes the pair is limited to; nil means every scheme of the set.
    public var schemes: [String]?
    /// Whether the pair came from an `infer` block rather than `pairs`.
    public var isInferred: Bool
    /// Where the pair (or the `infer` block) is declared in the configuration file.
    public var declaration: Location
    /// Where each role name is written in the pair (its first mention).
    public var roleLocations: [String: Location]
    /// Where each scheme name of `schemes` is written.
    public var schemeLocations: [String: Location]

    /// Creates a pair.
    public init(
        foreground: String, backgrounds: [String], algorithm: ContrastAlgorithm = .wcag2, minimum: Double,
        level: WCAGLevel? = nil, schemes: [String]? = nil, isInferred: Bool = false, declaration: Location,
        roleLocations: [String: Location] = [:], schemeLocations: [String: Location] = [:]
    ) {
        self.foreground = foreground
        self.backgrounds = backgrounds
        self.algorithm = algorithm
        self.minimum = minimum
        self.level = level
        self.schemes = schemes
        self.isInferred = isInferred
        self.declaration = declaration
        self.roleLocations = roleLocations
        self.schemeLocations = schemeLocations
    }

    /// Whether the pair is checked in the scheme named `scheme`.
    public func applies(to scheme: String) -> Bool {
        schemes.map { $0.contains(scheme) } ?? true
    }

    /// A stable identity for matching the same pair across revisions (diffs): the roles and the
    /// algorithm, not the minimum nor which background happens to be the worst.
    public var identity: String {
        ([algorithm.rawValue, foreground] + backgrounds).joined(separator: "\u{1F}")
    }

    /// Where the role `name` is written, else the pair's declaration.
    public func location(ofRole name: String) -> Location { roleLocations[name] ?? declaration }
}

/// An `infer` block: derive pairs from role names instead of writing them all.
public struct ContrastInference: Sendable, Hashable {
    /// The level inferred pairs are held to (default AA).
    public var level: WCAGLevel
    /// The backgrounds every `text_*` role is paired with.
    public var backgrounds: [String]
    /// Where the block is declared.
    public var declaration: Location
    /// Where each background name is written.
    public var backgroundLocations: [String: Location]

    /// Creates an inference block.
    public init(level: WCAGLevel = .aa, backgrounds: [String] = [], declaration: Location, backgroundLocations: [String: Location] = [:]) {
        self.level = level
        self.backgrounds = backgrounds
        self.declaration = declaration
        self.backgroundLocations = backgroundLocations
    }

    /// The pairs inferred from `scheme`'s roles, in role document order:
    /// every `X_foreground` and `X_text` role with `X_background` when the scheme has it, and every
    /// `text_*` role (except `text_*_background`, which is a background) with each listed background
    /// the scheme has, one pair per background.
    public func pairs(for scheme: Scheme) -> [ContrastPair] {
        var pairs: [ContrastPair] = []
        func add(_ foreground: String, _ background: String, _ backgroundLocation: Location?) {
            guard foreground != background, scheme[role: background] != nil else { return }
            var locations: [String: Location] = [:]
            if let backgroundLocation { locations[background] = backgroundLocation }
            pairs.append(ContrastPair(
                foreground: foreground, backgrounds: [background], algorithm: .wcag2, minimum: level.minimumRatio,
                level: level, isInferred: true, declaration: declaration, roleLocations: locations
            ))
        }
        for role in scheme.roles {
            let name = role.name
            for suffix in ["_foreground", "_text"] where name.hasSuffix(suffix) && name.count > suffix.count {
                add(name, String(name.dropLast(suffix.count)) + "_background", nil)
            }
            if name.hasPrefix("text_") && !name.hasSuffix("_background") {
                for background in backgrounds {
                    add(name, background, backgroundLocations[background])
                }
            }
        }
        return pairs
    }
}

/// A theme set's contrast requirements: the `"contrast"` member of a theme set in `.themelint.json`.
///
/// ```json
/// "contrast": {
///   "base": {"light": "#FFFFFF", "dark": {"role": "background_page"}},
///   "pairs": [
///     {"foreground": "text_primary", "background": ["background_content", "background_page"], "level": "AA"},
///     {"foreground": "text_secondary", "background": "background_content", "minimum": 3, "schemes": ["space_gray"]},
///     {"foreground": "text_primary", "background": "background_content", "algorithm": "apca", "minimum": 75}
///   ],
///   "infer": {"level": "AA", "backgrounds": ["background_content"]}
/// }
/// ```
/// Base colors are CSS order (`#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`) whatever the set's
/// `hexAlpha`, like every color themelint prints. See `docs/contrast.md`.
public struct ContrastConfiguration: Sendable, Hashable {
    /// The configuration file the block was read from.
    public var file: String
    /// Configured bases per appearance (absent: white for light, black for dark).
    public var base: [Appearance: ContrastBase]
    /// Where each configured base is written.
    public var baseLocations: [Appearance: Location]
    /// The explicit pairs, in file order.
    public var pairs: [ContrastPair]
    /// The `infer` block, when present.
    public var inference: ContrastInference?

    /// Creates a configuration.
    public init(
        file: String, base: [Appearance: ContrastBase] = [:], baseLocations: [Appearance: Location] = [:],
        pairs: [ContrastPair] = [], inference: ContrastInference? = nil
    ) {
        self.file = file
        self.base = base
        self.baseLocations = baseLocations
        self.pairs = pairs
        self.inference = inference
    }

    /// The base for a scheme of `appearance`.
    public func base(for appearance: Appearance?) -> ContrastBase {
        let key = appearance ?? .light
        return base[key] ?? .color(ContrastBase.defaultColor(for: key))
    }

    /// Every pair to check in `scheme`: the explicit pairs that apply to it, then the inferred
    /// ones. An explicit pair that applies to the scheme wins over an inferred pair with the same
    /// foreground and one of its backgrounds (the inferred pair is dropped).
    public func pairs(for scheme: Scheme) -> [ContrastPair] {
        let explicit = pairs.filter { $0.applies(to: scheme.name) }
        guard let inference else { return explicit }
        var covered: Set<String> = []
        for pair in explicit {
            for background in pair.backgrounds { covered.insert(pair.foreground + "\u{1F}" + background) }
        }
        let inferred = inference.pairs(for: scheme).filter { pair in
            !pair.backgrounds.contains { covered.contains(pair.foreground + "\u{1F}" + $0) }
        }
        return explicit + inferred
    }

    /// `pairs(for:)` of a resolved scheme.
    public func pairs(for scheme: ResolvedScheme) -> [ContrastPair] { pairs(for: scheme.scheme) }
}

// MARK: - Parsing

extension ContrastConfiguration {
    /// Parses the `contrast` member of a theme set.
    /// - Throws: `ConfigurationError` with the file, line and column of the first value of the
    ///   wrong type or shape, or of an unknown key (a typo would otherwise silently check nothing).
    public static func parse(_ node: JSONNode, file: String) throws(ConfigurationError) -> ContrastConfiguration {
        let reader = ContrastConfigurationReader(file: file)
        let members = try reader.object(node, "contrast", allowed: ["base", "pairs", "infer"])
        var configuration = ContrastConfiguration(file: file)
        for member in members {
            switch member.key {
            case "base":
                for baseMember in try reader.object(member.value, "contrast.base", allowed: Appearance.allCases.map(\.rawValue)) {
                    guard let appearance = Appearance(rawValue: baseMember.key) else { continue }
                    configuration.base[appearance] = try reader.base(baseMember.value, "contrast.base.\(appearance.rawValue)")
                    configuration.baseLocations[appearance] = reader.location(baseMember.value)
                }
            case "pairs":
                let elements = try reader.array(member.value, "contrast.pairs")
                configuration.pairs = try elements.enumerated().map { (index, element) throws(ConfigurationError) in
                    try reader.pair(element, "contrast.pairs[\(index)]")
                }
            case "infer":
                configuration.inference = try reader.inference(member.value, "contrast.infer")
            default:
                break
            }
        }
        return configuration
    }
}

/// Reads the pieces of a `contrast` block, with a located error for anything of the wrong shape.
private struct ContrastConfigurationReader {
    let file: String

    func location(_ node: JSONNode) -> Location { Location(file: file, position: node.position) }

    func fail(_ node: JSONNode, _ path: String, _ message: String) -> ConfigurationError {
        ConfigurationError("\(path): \(message)", at: location(node))
    }

    func object(_ node: JSONNode, _ path: String, allowed: [String]) throws(ConfigurationError) -> [JSONMember] {
        guard let members = node.value.objectMembers else {
            throw fail(node, path, "expected an object, found \(node.value.typeName)")
        }
        for member in members where !allowed.contains(member.key) {
            throw ConfigurationError(
                "\(path): unknown key \"\(member.key)\" (expected \(allowed.joined(separator: ", ")))",
                at: Location(file: file, position: member.keyPosition)
            )
        }
        return members
    }

    func array(_ node: JSONNode, _ path: String) throws(ConfigurationError) -> [JSONNode] {
        guard let elements = node.value.arrayElements else {
            throw fail(node, path, "expected an array, found \(node.value.typeName)")
        }
        return elements
    }

    func name(_ node: JSONNode, _ path: String) throws(ConfigurationError) -> String {
        guard let text = node.value.stringValue else {
            throw fail(node, path, "expected a string, found \(node.value.typeName)")
        }
        guard !text.isEmpty else { throw fail(node, path, "expected a name, found an empty string") }
        return text
    }

    /// A string, or a non-empty array of strings; with each name's location.
    func names(_ node: JSONNode, _ path: String, allowSingle: Bool) throws(ConfigurationError) -> [(String, Location)] {
        if allowSingle, node.value.stringValue != nil {
            return [(try name(node, path), location(node))]
        }
        guard let elements = node.value.arrayElements else {
            let expected = allowSingle ? "a string or an array of strings" : "an array of strings"
            throw fail(node, path, "expected \(expected), found \(node.value.typeName)")
        }
        guard !elements.isEmpty else { throw fail(node, path, "expected at least one name, found an empty array") }
        var result: [(String, Location)] = []
        for (index, element) in elements.enumerated() {
            result.append((try name(element, "\(path)[\(index)]"), location(element)))
        }
        return result
    }

    func level(_ node: JSONNode, _ path: String) throws(ConfigurationError) -> WCAGLevel {
        let expected = WCAGLevel.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        guard let text = node.value.stringValue else {
            throw fail(node, path, "expected one of \(expected), found \(node.value.typeName)")
        }
        guard let level = WCAGLevel(rawValue: text) else {
            throw fail(node, path, "expected one of \(expected), found \"\(text)\"")
        }
        return level
    }

    func base(_ node: JSONNode, _ path: String) throws(ConfigurationError) -> ContrastBase {
        if let text = node.value.stringValue {
            guard let color = HexColor.parse(text, alpha: .trailing) else {
                throw fail(node, path, "\"\(text)\" is not a CSS-order hex color (#RGB, #RGBA, #RRGGBB or #RRGGBBAA)")
            }
            return .color(color)
        }
        guard node.value.objectMembers != nil else {
            throw fail(node, path, "expected a color string or {\"role\": NAME}, found \(node.value.typeName)")
        }
        _ = try object(node, path, allowed: ["role"])
        guard let roleNode = node["role"] else { throw fail(node, path, "missing \"role\"") }
        return .role(try name(roleNode, path + ".role"))
    }

    func pair(_ node: JSONNode, _ path: String) throws(ConfigurationError) -> ContrastPair {
        let members = try object(node, path, allowed: ["foreground", "background", "minimum", "level", "algorithm", "schemes"])
        func member(_ key: String) -> JSONNode? { members.last { $0.key == key }?.value }
        guard let foregroundNode = member("foreground") else { throw fail(node, path, "missing \"foreground\"") }
        guard let backgroundNode = member("background") else { throw fail(node, path, "missing \"background\"") }
        let foreground = try name(foregroundNode, path + ".foreground")
        let backgrounds = try names(backgroundNode, path + ".background", allowSingle: true)
        var roleLocations = [foreground: location(foregroundNode)]
        for (background, backgroundLocation) in backgrounds where roleLocations[background] == nil {
            roleLocations[background] = backgroundLocation
        }

        var algorithm = ContrastAlgorithm.wcag2
        if let algorithmNode = member("algorithm") {
            let expected = ContrastAlgorithm.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
            guard let text = algorithmNode.value.stringValue, let parsed = ContrastAlgorithm(rawValue: text) else {
                let found = algorithmNode.value.stringValue.map { "\"\($0)\"" } ?? algorithmNode.value.typeName
                throw fail(algorithmNode, path + ".algorithm", "expected \(expected), found \(found)")
            }
            algorithm = parsed
        }

        var level: WCAGLevel?
        if let levelNode = member("level") {
            guard algorithm == .wcag2 else {
                throw fail(levelNode, path + ".level", "a WCAG level does not apply to \"apca\"; give \"minimum\" (|Lc|) instead")
            }
            level = try self.level(levelNode, path + ".level")
        }
        var minimum: Double
        if let minimumNode = member("minimum") {
            guard level == nil else { throw fail(minimumNode, path + ".minimum", "give either \"minimum\" or \"level\", not both") }
            guard let number = minimumNode.value.numberValue else {
                throw fail(minimumNode, path + ".minimum", "expected a number, found \(minimumNode.value.typeName)")
            }
            let upperBound = algorithm == .wcag2 ? 21.0 : 110.0
            guard number > 0, number <= upperBound else {
                throw fail(minimumNode, path + ".minimum", "expected a number above 0 and at most \(MeasurementFormat.shortNumber(upperBound)), found \(MeasurementFormat.shortNumber(number))")
            }
            minimum = number
        } else if let level {
            minimum = level.minimumRatio
        } else if algorithm == .wcag2 {
            level = .aa
            minimum = WCAGLevel.aa.minimumRatio
        } else {
            throw fail(node, path, "an \"apca\" pair needs \"minimum\" (the least |Lc|, e.g. 60)")
        }

        var schemes: [String]?
        var schemeLocations: [String: Location] = [:]
        if let schemesNode = member("schemes") {
            let named = try names(schemesNode, path + ".schemes", allowSingle: false)
            schemes = named.map(\.0)
            for (scheme, schemeLocation) in named where schemeLocations[scheme] == nil { schemeLocations[scheme] = schemeLocation }
        }
        return ContrastPair(
            foreground: foreground, backgrounds: backgrounds.map(\.0), algorithm: algorithm, minimum: minimum, level: level,
            schemes: schemes, isInferred: false, declaration: location(node), roleLocations: roleLocations,
            schemeLocations: schemeLocations
        )
    }

    func inference(_ node: JSONNode, _ path: String) throws(ConfigurationError) -> ContrastInference {
        let members = try object(node, path, allowed: ["level", "backgrounds"])
        var inference = ContrastInference(declaration: location(node))
        for member in members {
            switch member.key {
            case "level":
                inference.level = try level(member.value, path + ".level")
            case "backgrounds":
                let named: [(String, Location)] = member.value.value.arrayElements?.isEmpty == true
                    ? [] : try names(member.value, path + ".backgrounds", allowSingle: false)
                inference.backgrounds = named.map(\.0)
                for (background, backgroundLocation) in named where inference.backgroundLocations[background] == nil {
                    inference.backgroundLocations[background] = backgroundLocation
                }
            default:
                break
            }
        }
        return inference
    }
}
