/// One configured pair measured in one scheme: the worst of its backgrounds.
public struct ContrastMeasurement: Sendable, Hashable {
    /// The scheme.
    public var scheme: String
    /// The pair as configured (or inferred).
    public var pair: ContrastPair
    /// The foreground role.
    public var foreground: String
    /// The background role that gave the lowest value (the first, on a tie).
    public var background: String
    /// The foreground role's resolved color (alpha multiplier applied, not composited).
    public var foregroundColor: RGBA
    /// The worst background role's resolved color (not composited).
    public var backgroundColor: RGBA
    /// The base the background was drawn on (opaque).
    public var base: RGBA
    /// The foreground as seen: over the composited background.
    public var compositedForeground: RGBA
    /// The background as seen: over the base.
    public var compositedBackground: RGBA
    /// The measured value, unrounded: the WCAG ratio, or |Lc| for APCA.
    public var value: Double
    /// For APCA, the signed Lc (positive for dark on light); nil for WCAG.
    public var lightnessContrast: Double?
    /// Where the foreground role stands in the scheme file (where a finding points).
    public var foregroundLocation: Location
    /// The foreground role's color as the source writes it (`ColorNotation`), when known.
    public var foregroundSpelling: String?
    /// The worst background role's color as the source writes it, when known.
    public var backgroundSpelling: String?

    /// Creates a measurement.
    public init(
        scheme: String, pair: ContrastPair, foreground: String, background: String, foregroundColor: RGBA,
        backgroundColor: RGBA, base: RGBA, compositedForeground: RGBA, compositedBackground: RGBA, value: Double,
        lightnessContrast: Double? = nil, foregroundLocation: Location
    ) {
        self.scheme = scheme
        self.pair = pair
        self.foreground = foreground
        self.background = background
        self.foregroundColor = foregroundColor
        self.backgroundColor = backgroundColor
        self.base = base
        self.compositedForeground = compositedForeground
        self.compositedBackground = compositedBackground
        self.value = value
        self.lightnessContrast = lightnessContrast
        self.foregroundLocation = foregroundLocation
    }

    /// The measure.
    public var algorithm: ContrastAlgorithm { pair.algorithm }
    /// The required minimum.
    public var minimum: Double { pair.minimum }
    /// Whether the value meets the minimum (compared unrounded: 4.499 fails 4.5).
    public var passes: Bool { value >= pair.minimum }
    /// Identity for matching across revisions: the scheme and the pair's identity.
    public var identity: String { scheme + "\u{1F}" + pair.identity }
}

/// A contrast configuration that does not fit the theme set: a pair or base naming a role no
/// scheme of the set defines, or a scheme the set does not have. Reported as a finding, never a crash.
public struct ContrastConfigurationProblem: Sendable, Hashable {
    /// What is wrong.
    public var message: String
    /// Where in the configuration file.
    public var location: Location
    /// The role named, when the problem is a role.
    public var role: String?
    /// The scheme named, when the problem is a scheme.
    public var scheme: String?

    /// Creates a problem.
    public init(message: String, location: Location, role: String? = nil, scheme: String? = nil) {
        self.message = message
        self.location = location
        self.role = role
        self.scheme = scheme
    }
}

/// The measurements and configuration problems of one theme set.
public struct ContrastEvaluation: Sendable, Hashable {
    /// Every pair in every scheme it applies to, in scheme order then pair order.
    public var measurements: [ContrastMeasurement]
    /// Configuration problems, in configuration order.
    public var problems: [ContrastConfigurationProblem]

    /// Creates an evaluation.
    public init(measurements: [ContrastMeasurement] = [], problems: [ContrastConfigurationProblem] = []) {
        self.measurements = measurements
        self.problems = problems
    }

    /// The measurements below their minimum.
    public var failures: [ContrastMeasurement] { measurements.filter { !$0.passes } }
}

/// Measures a theme set's configured contrast pairs in each of its schemes. Pure: used by the
/// `contrast` rule and by diffs (before/after per scheme × pair).
///
/// Per scheme: the base is the configured one for the scheme's appearance (a role's color is
/// taken from the same scheme; a translucent base is drawn over the appearance's default);
/// each background is composited over the base and the foreground over that background;
/// the worst background (lowest ratio, or lowest |Lc|) is kept. Pairs whose roles are missing
/// from the scheme or do not resolve to a color are skipped: other rules (`missing-role`,
/// `unresolved-identifier`) report those.
public enum ContrastEvaluator {
    /// Evaluates `configuration` against `set`.
    public static func evaluate(set: ResolvedThemeSet, configuration: ContrastConfiguration) -> ContrastEvaluation {
        var evaluation = ContrastEvaluation(problems: problems(set: set, configuration: configuration))
        evaluation.measurements.reserveCapacity(set.schemes.count * configuration.pairs.count)
        for scheme in set.schemes {
            guard let base = base(of: scheme, configuration: configuration) else { continue }
            for pair in configuration.pairs(for: scheme) {
                if let measurement = measure(pair, in: scheme, base: base) {
                    evaluation.measurements.append(measurement)
                }
            }
        }
        return evaluation
    }

    /// Only the measurements of `evaluate(set:configuration:)`.
    public static func measure(set: ResolvedThemeSet, configuration: ContrastConfiguration) -> [ContrastMeasurement] {
        evaluate(set: set, configuration: configuration).measurements
    }

    /// The opaque base of `scheme`, or nil when it is a role that does not resolve there.
    static func base(of scheme: ResolvedScheme, configuration: ContrastConfiguration) -> RGBA? {
        let appearance = scheme.scheme.appearance
        let fallback = ContrastBase.defaultColor(for: appearance)
        switch configuration.base(for: appearance) {
        case .color(let color):
            return color.composited(over: fallback)
        case .role(let name):
            return scheme[role: name]?.color?.composited(over: fallback)
        }
    }

    /// One pair in one scheme: nil when its foreground or every background is missing or unresolved.
    static func measure(_ pair: ContrastPair, in scheme: ResolvedScheme, base: RGBA) -> ContrastMeasurement? {
        guard let foregroundRole = scheme[role: pair.foreground], let foregroundColor = foregroundRole.color else { return nil }
        var worst: (background: String, color: RGBA, seen: (foreground: RGBA, background: RGBA), value: Double, lc: Double?)?
        for background in pair.backgrounds {
            guard let backgroundColor = scheme[role: background]?.color else { continue }
            let seen = RGBA.compositedPair(foreground: foregroundColor, background: backgroundColor, base: base)
            let value: Double
            var lightnessContrast: Double?
            switch pair.algorithm {
            case .wcag2:
                value = seen.foreground.contrastRatio(with: seen.background)
            case .apca:
                let lc = APCA.lightnessContrast(text: seen.foreground, background: seen.background)
                lightnessContrast = lc
                value = abs(lc)
            }
            if let current = worst, current.value <= value { continue }
            worst = (background, backgroundColor, seen, value, lightnessContrast)
        }
        guard let worst else { return nil }
        var measurement = ContrastMeasurement(
            scheme: scheme.name, pair: pair, foreground: pair.foreground, background: worst.background,
            foregroundColor: foregroundColor, backgroundColor: worst.color, base: base,
            compositedForeground: worst.seen.foreground, compositedBackground: worst.seen.background, value: worst.value,
            lightnessContrast: worst.lc, foregroundLocation: foregroundRole.role.location
        )
        measurement.foregroundSpelling = foregroundRole.resolution.spelledColor
        measurement.backgroundSpelling = scheme[role: worst.background]?.resolution.spelledColor
        return measurement
    }

    /// Roles and schemes the configuration names that the set does not have. Nothing is reported
    /// for a set with no schemes (its scheme file did not load: that has its own finding).
    static func problems(set: ResolvedThemeSet, configuration: ContrastConfiguration) -> [ContrastConfigurationProblem] {
        guard !set.schemes.isEmpty else { return [] }
        // Look names up scheme by scheme (usually found in the first) rather than collecting
        // every role of every scheme: configurations name far fewer roles than schemes hold.
        var known: [String: Bool] = [:]
        func definesRole(_ name: String) -> Bool {
            if let answer = known[name] { return answer }
            let answer = set.schemes.contains { $0[role: name] != nil }
            known[name] = answer
            return answer
        }
        let schemeNames = Set(set.schemes.map(\.name))
        let schemeFile = set.definition.schemes
        var problems: [ContrastConfigurationProblem] = []

        for appearance in Appearance.allCases {
            guard case .role(let name) = configuration.base[appearance] else { continue }
            let schemesOfAppearance = set.schemes.filter { ($0.scheme.appearance ?? .light) == appearance }
            guard !schemesOfAppearance.isEmpty, !schemesOfAppearance.contains(where: { $0[role: name] != nil }) else { continue }
            problems.append(ContrastConfigurationProblem(
                message: "contrast base for \(appearance.rawValue) schemes names role '\(name)', which no \(appearance.rawValue) scheme of \(schemeFile) defines",
                location: configuration.baseLocations[appearance] ?? Location(file: configuration.file, position: .start), role: name
            ))
        }
        for pair in configuration.pairs {
            var reported: Set<String> = []
            for name in [pair.foreground] + pair.backgrounds where !definesRole(name) && reported.insert(name).inserted {
                problems.append(ContrastConfigurationProblem(
                    message: "contrast pair names role '\(name)', which no scheme of \(schemeFile) defines",
                    location: pair.location(ofRole: name), role: name
                ))
            }
            for name in pair.schemes ?? [] where !schemeNames.contains(name) && reported.insert("scheme:" + name).inserted {
                problems.append(ContrastConfigurationProblem(
                    message: "contrast pair is limited to scheme '\(name)', which \(schemeFile) does not define",
                    location: pair.schemeLocations[name] ?? pair.declaration, scheme: name
                ))
            }
        }
        if let inference = configuration.inference {
            var reported: Set<String> = []
            for name in inference.backgrounds where !definesRole(name) && reported.insert(name).inserted {
                problems.append(ContrastConfigurationProblem(
                    message: "contrast infer block names background '\(name)', which no scheme of \(schemeFile) defines",
                    location: inference.backgroundLocations[name] ?? inference.declaration, role: name
                ))
            }
        }
        return problems
    }
}
