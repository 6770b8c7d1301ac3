/// The format of a theme set's files.
public enum ThemeFormat: String, Sendable, Hashable, Codable {
    /// VK Appearance: palette files and scheme files with `color_identifier`.
    case appearance
    /// W3C Design Tokens Community Group format 2025.10 (Format, Color and Resolver modules).
    case dtcg
    /// The token files Tokens Studio for Figma writes (`$themes.json`, `$metadata.json`, the
    /// older `value` / `type` keys and `$group.token` references).
    case tokensStudio = "tokens-studio"
    /// Xcode asset catalogs: `*.colorset` folders under a `*.xcassets` folder.
    case xcassets
    /// Android color resources: `res/values*/` XML and color state lists.
    case android

    /// Whether the format is one of the design-token formats.
    public var isTokenFormat: Bool { self == .dtcg || self == .tokensStudio }

    /// Whether roles refer to palette colors by name, so that a color no role names is unused
    /// (false for asset catalogs: each literal entry belongs to its own color set).
    public var refersToPaletteColorsByName: Bool { self != .xcassets }
}

/// A configured scheme of a token theme set: its name and the token sets it outputs, in order.
public struct NamedTokenSets: Sendable, Hashable {
    /// The scheme's name (`light`).
    public var name: String
    /// The token sets, in order (a later one overrides an earlier one): files or folders
    /// relative to the set's `tokens`, or top-level keys of a single-file export.
    public var sets: [String]
    /// Where the scheme is configured.
    public var location: Location

    /// Creates a configured scheme.
    public init(name: String, sets: [String], location: Location) {
        self.name = name
        self.sets = sets
        self.location = location
    }
}

/// One theme set: a scheme file and the palettes its identifiers resolve against, in order.
public struct ThemeSetDefinition: Sendable, Hashable {
    /// A name for reports (the configured name, or the scheme file's path when auto-detected).
    public var name: String
    /// The files' format.
    public var format: ThemeFormat
    /// Repository-relative path of the scheme file.
    public var schemes: String
    /// Repository-relative paths of the palettes; the first that defines an identifier wins.
    public var palettes: [String]
    /// Where 4- and 8-digit hex colors keep their alpha.
    public var hexAlpha: HexAlphaPosition
    /// Contrast requirements, when configured.
    public var contrast: ContrastConfiguration?
    /// Where the set is declared in the configuration file (nil when auto-detected).
    public var declaration: Location?
    /// Token formats: the token file or folder (nil for the Appearance format).
    public var tokens: String?
    /// Token formats: schemes named in the configuration (empty when a resolver document or
    /// `$themes.json` says, or for one scheme `default` over every token file).
    public var tokenSchemes: [NamedTokenSets] = []
    /// Token formats: globs over token paths narrowing the roles (nil: every color token).
    public var roles: [String]?
    /// Token formats: the most distinct color-changing theme combinations accepted.
    public var maxSchemes = 10_000
    /// Android: the `res` folders, overlaid in order (`main`, then a flavor's).
    public var resourceFolders: [String] = []

    /// Creates a definition.
    public init(
        name: String, format: ThemeFormat = .appearance, schemes: String, palettes: [String],
        hexAlpha: HexAlphaPosition = .leading, contrast: ContrastConfiguration? = nil, declaration: Location? = nil
    ) {
        self.name = name
        self.format = format
        self.schemes = schemes
        self.palettes = palettes
        self.hexAlpha = hexAlpha
        self.contrast = contrast
        self.declaration = declaration
    }
}

/// A rule's configuration: on or off, a severity, options.
public struct RuleConfiguration: Sendable, Hashable {
    /// False when configured `"off"`.
    public var enabled: Bool
    /// The configured severity, nil for the rule's default.
    public var severity: Severity?
    /// Other members of the rule's configuration object (`maxDeltaE`).
    public var options: [String: JSONNode]

    /// Creates a rule configuration.
    public init(enabled: Bool = true, severity: Severity? = nil, options: [String: JSONNode] = [:]) {
        self.enabled = enabled
        self.severity = severity
        self.options = options
    }

    /// A numeric option.
    public func number(_ name: String) -> Double? { options[name]?.value.numberValue }
}

/// The project's configuration (`.themelint.json`, or `--config PATH`).
public struct Configuration: Sendable, Hashable {
    /// Where it was read from (nil: no configuration file, auto-detection).
    public var file: String?
    /// The configured theme sets; nil means auto-detect.
    public var themes: [ThemeSetDefinition]?
    /// Per-rule configuration by rule id.
    public var rules: [String: RuleConfiguration]
    /// The configured gradient files (`"gradients": [...]`); nil means auto-detect
    /// (`gradients.json` and `gradients_<x>.json` in any directory) when no theme sets are
    /// configured, and none when they are.
    public var gradients: [String]?
    /// The root's `contrast` block: applies to every theme set, configured or auto-detected
    /// (a set's own block overrides it member by member).
    public var contrast: ContrastConfiguration?
    /// Whether the source's code is read (`"code": true`): code references count as uses for
    /// `unused-color`, and `hard-coded-color` looks for color literals. Off by default.
    public var readsCode = false
    /// The platform files the repository keeps generated (`"exports"`), in the order written:
    /// `export` with no `--to` writes them all, `compress` and `rename` re-run them.
    public var exports: [ExportConfiguration] = []

    /// Creates a configuration.
    public init(file: String? = nil, themes: [ThemeSetDefinition]? = nil, rules: [String: RuleConfiguration] = [:], contrast: ContrastConfiguration? = nil) {
        self.file = file
        self.themes = themes
        self.rules = rules
        self.contrast = contrast
    }

    /// No file: auto-detect theme sets, default rules.
    public static let automatic = Configuration()

    /// The configuration of rule `id` (default when not configured).
    public func rule(_ id: String) -> RuleConfiguration { rules[id] ?? RuleConfiguration() }

    /// The default name of the configuration file at the repository root.
    public static let defaultFileName = ".themelint.json"
}

/// A configuration file that cannot be used: exits 2 with its location.
public struct ConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public var message: String
    /// Where, when known.
    public var location: Location?

    /// Creates an error.
    public init(_ message: String, at location: Location? = nil) {
        self.message = message
        self.location = location
    }

    /// A human-readable form, as shown in messages.
    public var description: String {
        if let location { return "\(location): \(message)" }
        return message
    }
}
