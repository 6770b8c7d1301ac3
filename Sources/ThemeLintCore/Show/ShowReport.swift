/// What `themelint show` reports: per theme set and scheme, what every selected role paints
/// at one source, how it got there, and where the role is written.
public struct ShowReport: Sendable, Hashable {
    /// One role of one scheme.
    public struct RoleEntry: Sendable, Hashable {
        /// The role's name.
        public var role: String
        /// The resolved color (nil when the role does not resolve).
        public var color: RGBA?
        /// The color as the source writes it (`Resolution.spelledColor`): the palette color's
        /// string as written, or, with an alpha multiplier, hex in the palette's alpha order.
        public var notation: String?
        /// The identifiers followed, in order, ending at the literal color.
        public var chain: [String]
        /// The palette file the color came from.
        public var palette: String?
        /// The alpha multiplier, when written.
        public var alphaMultiplier: Double?
        /// The role's flags, in document order.
        public var flags: [RoleFlag]
        /// Why the role has no color (`unresolved: …`, `indeterminate: …`), nil when it has one.
        public var problem: String?
        /// Where the role's key stands.
        public var location: Location
    }

    /// One scheme of a theme set.
    public struct SchemeEntry: Sendable, Hashable {
        /// The scheme's name.
        public var name: String
        /// Its appearance, when valid.
        public var appearance: Appearance?
        /// The selected roles, in document order.
        public var roles: [RoleEntry]
        /// The contrast pairs `check` checks in this scheme (configured or inferred) that name a
        /// selected role, measured; empty unless asked for (`measuringContrast`).
        public var contrast: [ContrastMeasurement] = []
    }

    /// One theme set.
    public struct ThemeEntry: Sendable, Hashable {
        /// The configured name, or the scheme file's path when auto-detected.
        public var name: String
        /// The files' format.
        public var format: ThemeFormat
        /// The scheme file.
        public var file: String
        /// The palettes, in resolution order.
        public var palettes: [String]
        /// The selected schemes, in document order.
        public var schemes: [SchemeEntry]
    }

    /// The source shown.
    public var source: SourceDescriptor
    /// The theme sets with at least one selected scheme.
    public var themes: [ThemeEntry]
    /// The theme sets' scheme files and palettes that did not load (`LoadedProject+Unreadable`).
    public var unreadable: [UnreadableThemeFile] = []

    /// Creates a report.
    public init(source: SourceDescriptor, themes: [ThemeEntry]) {
        self.source = source
        self.themes = themes
    }
}

/// Which schemes and roles `show` (and `log`) keep.
public struct RoleSelection: Sendable, Hashable {
    /// `--scheme`: empty keeps every scheme.
    public var schemes: [SchemeSelector]
    /// `--role`: empty keeps every role.
    public var roles: [NameGlob]

    /// Creates a selection.
    public init(schemes: [SchemeSelector] = [], roles: [NameGlob] = []) {
        self.schemes = schemes
        self.roles = roles
    }

    /// Whether no filter is given.
    public var isEmpty: Bool { schemes.isEmpty && roles.isEmpty }

    /// Whether scheme `scheme` of the set with scheme file `file` is kept.
    public func keepsScheme(_ scheme: String, file: String, themeSet: String?) -> Bool {
        schemes.isEmpty || schemes.contains { $0.matches(scheme: scheme, file: file, themeSet: themeSet) }
    }

    /// Whether role `role` is kept.
    public func keepsRole(_ role: String) -> Bool {
        roles.isEmpty || roles.contains { $0.matches(role) }
    }
}

extension ShowReport {
    /// The report of `project`, narrowed to `selection`; with `measuringContrast`, each scheme
    /// also carries its contrast pairs (`ShowReport+Contrast`).
    public init(project: LoadedProject, selection: RoleSelection = RoleSelection(), measuringContrast: Bool = false) {
        var themes: [ThemeEntry] = []
        for set in project.themeSets {
            let definition = set.definition
            let configuredName = definition.declaration == nil ? nil : definition.name
            var schemes: [SchemeEntry] = []
            let contrast = measuringContrast ? Self.contrast(of: set, selection: selection) : [:]
            for scheme in set.resolved.schemes where selection.keepsScheme(scheme.name, file: definition.schemes, themeSet: configuredName) {
                let roles = scheme.roles.lazy.filter { selection.keepsRole($0.role.name) }.map { Self.entry($0) }
                var entry = SchemeEntry(name: scheme.name, appearance: scheme.scheme.appearance, roles: Array(roles))
                entry.contrast = contrast[scheme.name] ?? []
                schemes.append(entry)
            }
            guard !schemes.isEmpty else { continue }
            themes.append(ThemeEntry(
                name: definition.name, format: definition.format, file: definition.schemes,
                palettes: Self.filesDefiningColors(set) + set.unavailablePalettes, schemes: schemes))
        }
        self.init(source: project.source, themes: themes)
        unreadable = project.unreadableThemeFiles(shownSets: Set(themes.map(\.file)))
    }

    /// The set's palette files that define a color: a literal one, or a role (an Android
    /// `<color>` that names another). An Android module's `values*/` files without colors
    /// (`strings.xml` in 60 languages) are read, and are no palette to show.
    static func filesDefiningColors(_ set: LoadedThemeSet) -> [String] {
        guard set.palettes.contains(where: \.colors.isEmpty) else { return set.palettes.map(\.file) }
        var roleFiles = Set<String>()
        var last = ""
        for scheme in set.resolved.schemes {
            // Roles of one file follow one another: one hash per run of them.
            for role in scheme.roles where role.role.location.file != last {
                last = role.role.location.file
                roleFiles.insert(last)
            }
        }
        return set.palettes.lazy.filter { !$0.colors.isEmpty || roleFiles.contains($0.file) }.map(\.file)
    }

    private static func entry(_ resolved: ResolvedRole) -> RoleEntry {
        let role = resolved.role
        var entry = RoleEntry(
            role: role.name, color: nil, notation: nil, chain: [], palette: nil,
            alphaMultiplier: role.reference?.alphaMultiplier, flags: role.flags, problem: nil, location: role.location)
        if let chain = role.reference?.tokenChain {
            entry.chain = chain.steps
        } else if let identifier = role.reference?.identifier {
            entry.chain = [identifier]
        }
        switch resolved.resolution {
        case .resolved(let color, let paletteColor, let paletteFile):
            entry.color = color
            entry.palette = paletteFile
            entry.chain.append(paletteColor.rawValue)
            entry.chain.append(contentsOf: role.reference?.tokenChain?.modifierSteps ?? [])
            entry.notation = resolved.resolution.spelledColor
        case .unresolved:
            entry.problem = "unresolved: no palette of the set defines \(role.reference?.unresolvedIdentifier.name ?? "the identifier")"
        case .indeterminate(let reason):
            entry.problem = "indeterminate: \(reason)"
        }
        return entry
    }
}
