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
    /// How pairs are inferred from role names; nil when the block says `"infer": false`.
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
    /// A theme set's block is read over the root's (`inheriting`): each member it has replaces the
    /// root's (`base` appearance by appearance, `pairs` as a whole, `infer` as a whole).
    public static func parse(_ node: JSONNode, file: String, inheriting root: ContrastConfiguration? = nil) throws(ConfigurationError) -> ContrastConfiguration {
        let reader = ContrastConfigurationReader(file: file)
        let members = try reader.object(node, "contrast", allowed: ["base", "pairs", "infer"])
        var configuration = root ?? ContrastConfiguration(file: file, inference: ContrastInference(declaration: reader.location(node)))
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
