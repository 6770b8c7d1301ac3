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
