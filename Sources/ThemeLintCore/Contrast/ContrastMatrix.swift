/// One foreground role measured on one background role of a scheme.
public struct ContrastMatrixEntry: Sendable, Hashable {
    /// The foreground role.
    public var foreground: String
    /// The background role.
    public var background: String
    /// Text or non-text (from the foreground's name).
    public var kind: RoleKind
    /// The foreground as the source writes it (`#14000000` in an alpha-first set).
    public var foregroundSpelling: String
    /// The background as the source writes it.
    public var backgroundSpelling: String
    /// Every measure, composited over the scheme's base.
    public var measurement: ColorPairMeasurement
    /// The level the pair is held to: the theme's inference level for text, `non-text` for icons.
    public var level: WCAGLevel

    /// Whether the unrounded ratio meets `level`.
    public var passes: Bool { measurement.wcagRatio >= level.minimumRatio }
}

/// Every foreground role of a scheme against every background role (`RoleNamePairing.kind`),
/// worst WCAG ratio first: what `themelint contrast --matrix` prints.
public struct ContrastMatrix: Sendable, Hashable {
    /// The scheme file.
    public var file: String
    /// The theme set's configured name, when configured.
    public var themeSet: String?
    /// The scheme.
    public var scheme: String
    /// Its appearance.
    public var appearance: Appearance?
    /// The opaque surface under translucent backgrounds.
    public var base: RGBA
    /// How many foreground and background roles were crossed.
    public var foregroundCount: Int
    /// How many background roles.
    public var backgroundCount: Int
    /// The measurements, lowest ratio first (ties by foreground, then background name).
    public var entries: [ContrastMatrixEntry]

    /// The most measurements one scheme's matrix makes (foregrounds × backgrounds); past it,
    /// `build` returns nil and the caller says to narrow the roles.
    public static let maximumEntries = 1_000_000

    /// Crosses `scheme`'s resolved foregrounds with its resolved backgrounds over `base`.
    /// Roles that do not resolve are left out. Nil when the product exceeds `maximumEntries`.
    /// With `pairs`, only those WCAG pairs are measured (each background of each), at their levels.
    public static func build(
        scheme: ResolvedScheme, file: String, themeSet: String?, base: RGBA, textLevel: WCAGLevel = .aa,
        pairs: [ContrastPair]? = nil
    ) -> ContrastMatrix? {
        if let pairs { return checked(pairs, scheme: scheme, file: file, themeSet: themeSet, base: base) }
        var foregrounds: [(role: ResolvedRole, color: RGBA, kind: RoleKind)] = []
        var backgrounds: [(role: ResolvedRole, color: RGBA)] = []
        for role in scheme.roles {
            guard let color = role.color, let kind = RoleNamePairing.kind(of: role.role.name) else { continue }
            if kind == .background { backgrounds.append((role, color)) } else { foregrounds.append((role, color, kind)) }
        }
        guard foregrounds.count * backgrounds.count <= maximumEntries else { return nil }
        var entries: [ContrastMatrixEntry] = []
        entries.reserveCapacity(foregrounds.count * backgrounds.count)
        for foreground in foregrounds {
            let foregroundSpelling = foreground.role.resolution.spelledColor ?? foreground.color.cssHex
            for background in backgrounds {
                entries.append(ContrastMatrixEntry(
                    foreground: foreground.role.role.name, background: background.role.role.name, kind: foreground.kind,
                    foregroundSpelling: foregroundSpelling,
                    backgroundSpelling: background.role.resolution.spelledColor ?? background.color.cssHex,
                    measurement: ColorPairMeasurement(foreground: foreground.color, background: background.color, base: base),
                    level: foreground.kind == .nonText ? .nonText : textLevel
                ))
            }
        }
        entries.sort { a, b in
            if a.measurement.wcagRatio != b.measurement.wcagRatio { return a.measurement.wcagRatio < b.measurement.wcagRatio }
            if a.foreground != b.foreground { return a.foreground < b.foreground }
            return a.background < b.background
        }
        return ContrastMatrix(
            file: file, themeSet: themeSet, scheme: scheme.name, appearance: scheme.scheme.appearance, base: base,
            foregroundCount: foregrounds.count, backgroundCount: backgrounds.count, entries: entries
        )
    }

    private static func checked(_ pairs: [ContrastPair], scheme: ResolvedScheme, file: String, themeSet: String?, base: RGBA) -> ContrastMatrix {
        var entries: [ContrastMatrixEntry] = []
        var foregrounds: Set<String> = []
        var backgrounds: Set<String> = []
        for pair in pairs where pair.algorithm == .wcag2 {
            guard let foreground = scheme[role: pair.foreground], let foregroundColor = foreground.color else { continue }
            for name in pair.backgrounds {
                guard let background = scheme[role: name], let backgroundColor = background.color else { continue }
                foregrounds.insert(pair.foreground)
                backgrounds.insert(name)
                let level = pair.level ?? (pair.minimum >= 4.5 ? .aa : .nonText)
                entries.append(ContrastMatrixEntry(
                    foreground: pair.foreground, background: name, kind: level == .nonText ? .nonText : .text,
                    foregroundSpelling: foreground.resolution.spelledColor ?? foregroundColor.cssHex,
                    backgroundSpelling: background.resolution.spelledColor ?? backgroundColor.cssHex,
                    measurement: ColorPairMeasurement(foreground: foregroundColor, background: backgroundColor, base: base),
                    level: level
                ))
            }
        }
        entries.sort { a, b in
            if a.measurement.wcagRatio != b.measurement.wcagRatio { return a.measurement.wcagRatio < b.measurement.wcagRatio }
            if a.foreground != b.foreground { return a.foreground < b.foreground }
            return a.background < b.background
        }
        return ContrastMatrix(
            file: file, themeSet: themeSet, scheme: scheme.name, appearance: scheme.scheme.appearance, base: base,
            foregroundCount: foregrounds.count, backgroundCount: backgrounds.count, entries: entries
        )
    }

    /// How many entries fail their level.
    public var failureCount: Int { entries.count { !$0.passes } }
}

extension ContrastEvaluator {
    /// The opaque surface under `scheme`'s translucent backgrounds: the configured base for its
    /// appearance (a role's color from the same scheme), else white for light and black for dark.
    /// Falls back to the default when a configured base role does not resolve.
    public static func surface(of scheme: ResolvedScheme, configuration: ContrastConfiguration?) -> RGBA {
        let fallback = ContrastBase.defaultColor(for: scheme.scheme.appearance)
        guard let configuration else { return fallback }
        return base(of: scheme, configuration: configuration) ?? fallback
    }
}
