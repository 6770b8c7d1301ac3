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

/// Pairs derived from role names (`RoleNamePairing`): on wherever a `contrast` block is configured,
/// unless it says `"infer": false`; an `infer` object sets their level and surfaces.
public struct ContrastInference: Sendable, Hashable {
    /// The level inferred text pairs are held to (default AA); icons are held to `non-text`.
    public var level: WCAGLevel
    /// The surfaces `text_*` and `icon_*` roles are paired with; empty means the scheme's
    /// surfaces by name (`RoleNamePairing.isSurface`: `background_content`, `background_page`, …).
    public var backgrounds: [String]
    /// Where the block (or the `contrast` block, when inference is implicit) is declared.
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
    /// - a foreground whose `text`, `foreground` or `icon` word is not its first
    ///   (`counter_primary_text`, `button_primary_foreground`, `tabbar_active_icon`) with its family
    ///   background (`RoleNamePairing.familyBackground`), when the scheme has one;
    /// - a `text_*` or `icon_*` role with each surface (`backgrounds`, or the scheme's surfaces);
    /// - a Material `on` role with the role named without that word
    ///   (`RoleNamePairing.onBackground`: `colorOnPrimary` on `colorPrimary`), held to `level`.
    /// Text pairs are held to `level`, icon pairs to `non-text`. Roles whose names do not say
    /// what they paint are not paired.
    public func pairs(for scheme: Scheme) -> [ContrastPair] {
        var pairs: [ContrastPair] = []
        let exists: (String) -> Bool = { scheme[role: $0] != nil }
        let surfaces = backgrounds.isEmpty
            ? scheme.roles.map(\.name).filter(RoleNamePairing.isSurface)
            : backgrounds.filter(exists)
        let siblings = RoleNamePairing.siblingBackgrounds(scheme.roles.map(\.name))
        for role in scheme.roles {
            let name = role.name
            // Material's `onPrimary` is text on `primary`, whatever other words it holds.
            let onSurface = RoleNamePairing.onBackground(of: name).flatMap { exists($0) && $0 != name ? $0 : nil }
            guard let kind = onSurface != nil ? RoleKind.text : RoleNamePairing.kind(of: name), kind != .background else { continue }
            let pairLevel: WCAGLevel = kind == .nonText ? .nonText : level
            func add(_ background: String) {
                guard background != name else { return }
                var locations: [String: Location] = [:]
                if let location = backgroundLocations[background] { locations[background] = location }
                pairs.append(ContrastPair(
                    foreground: name, backgrounds: [background], algorithm: .wcag2, minimum: pairLevel.minimumRatio,
                    level: pairLevel, isInferred: true, declaration: declaration, roleLocations: locations
                ))
            }
            if let onSurface {
                add(onSurface)
            } else if let family = RoleNamePairing.familyBackground(of: name, exists: exists, siblings: { siblings[$0] ?? [] }) {
                add(family)
            } else if RoleNamePairing.isLeadingForeground(name) {
                surfaces.forEach(add)
            }
        }
        return pairs
    }
}
