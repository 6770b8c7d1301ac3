/// What kind of problem loading a file ran into. Each maps to one rule id.
public enum LoadIssueKind: String, Sendable, Hashable {
    case jsonSyntax = "json-syntax"
    case duplicateKey = "duplicate-key"
    case invalidStructure = "invalid-structure"
    case invalidColor = "invalid-color"
    case missingFile = "missing-file"
    case aliasCycle = "alias-cycle"
    /// A design-token `$ref` inside a value that names nothing (roles' own unresolved
    /// references are found by resolution instead).
    case unresolvedIdentifier = "unresolved-identifier"
    /// Android resource XML that is not well-formed or declares a DTD.
    case xmlSyntax = "xml-syntax"
}

/// A problem found while reading and decoding files, before any rule looks at the model.
public struct LoadIssue: Sendable, Hashable {
    /// Which kind (and so which rule).
    public var kind: LoadIssueKind
    /// The message.
    public var message: String
    /// Where.
    public var location: Location
    /// The JSON key involved, where one is.
    public var key: String?
    /// The scheme involved, where one is.
    public var scheme: String?
    /// The role involved, where one is.
    public var role: String?
    /// The color identifier involved, where one is.
    public var identifier: String?

    /// Creates an issue.
    public init(_ kind: LoadIssueKind, _ message: String, at location: Location, key: String? = nil, scheme: String? = nil, role: String? = nil, identifier: String? = nil) {
        self.kind = kind
        self.message = message
        self.location = location
        self.key = key
        self.scheme = scheme
        self.role = role
        self.identifier = identifier
    }
}

/// A theme set after loading: its files (where they loaded) and its resolution.
public struct LoadedThemeSet: Sendable, Hashable {
    /// The definition (configured or auto-detected).
    public var definition: ThemeSetDefinition
    /// The scheme file, nil when missing or unparsable.
    public var schemeFile: SchemeFile?
    /// The palettes that loaded, in resolution order.
    public var palettes: [Palette]
    /// Configured palettes that are missing or failed to parse: references that might resolve
    /// against them are indeterminate, not unresolved.
    public var unavailablePalettes: [String]
    /// The resolved schemes (empty when the scheme file did not load).
    public var resolved: ResolvedThemeSet
    /// The names a reference may name besides palette colors, and what they are (an asset
    /// catalog's system colors): the did-you-mean candidates of `unresolved-identifier`.
    public var identifierCandidates: IdentifierCandidates?
    /// References outside every role's chain that name nothing (an Android color state list's
    /// other items): `unresolved-identifier` reports them beside the roles' own.
    public var unresolvedItemReferences: [UnresolvedItemReference] = []
    /// The content ids the set was made from, when its source has them (commits, the index):
    /// two sets with equal keys have the same inputs without comparing them.
    var inputKey: ResolvedSetKey?

    /// Creates a loaded set.
    public init(definition: ThemeSetDefinition, schemeFile: SchemeFile?, palettes: [Palette], unavailablePalettes: [String], resolved: ResolvedThemeSet) {
        self.definition = definition
        self.schemeFile = schemeFile
        self.palettes = palettes
        self.unavailablePalettes = unavailablePalettes
        self.resolved = resolved
    }
}

extension LoadedThemeSet {
    /// Whether `other` was made from the same definition, scheme file and palettes, so that its
    /// resolution is the same too (it is not compared: it follows from the rest).
    public func hasSameInputs(as other: LoadedThemeSet) -> Bool {
        if let inputKey, let otherKey = other.inputKey { return inputKey == otherKey }
        return definition == other.definition && unavailablePalettes == other.unavailablePalettes
            && schemeFile == other.schemeFile && palettes == other.palettes
    }
}

/// Names a theme set's references may name that are not palette colors (an asset catalog's
/// system colors), and how a message names them.
public struct IdentifierCandidates: Sendable, Hashable {
    /// The names, sorted.
    public var names: [String]
    /// What they are, for messages (`the iOS system colors of iOS 26 …`).
    public var description: String

    /// Creates candidates.
    public init(names: [String], description: String) {
        self.names = names
        self.description = description
    }
}

/// Everything read from one source: theme sets, every palette checked, and load issues.
public struct LoadedProject: Sendable {
    /// The source read.
    public var source: SourceDescriptor
    /// The configuration in effect.
    public var configuration: Configuration
    /// The theme sets.
    public var themeSets: [LoadedThemeSet]
    /// Every palette that loaded, by path (includes palettes used by no set, checked on their own).
    public var palettes: [String: Palette]
    /// Every scheme file that loaded, by path.
    public var schemeFiles: [String: SchemeFile]
    /// Problems found while loading.
    public var issues: [LoadIssue]
    /// Every file that was examined, sorted.
    public var files: [String]
    /// Every gradient file that loaded, by path, as a palette of its stops (`gradient[0]`, …):
    /// checked for malformed colors and compared by `diff`, but not a palette any role resolves
    /// against, and not judged by `unused-color` or `similar-colors`.
    public var gradientFiles: [String: Palette] = [:]
    /// Files decoded as parts of a theme set that is not one file (an asset catalog's
    /// `Contents.json` files): neither palettes nor scheme files, and not broken.
    public var memberFiles: Set<String> = []
    /// The code references and color literals of the source's code, when the configuration
    /// asks for them (`"code": true`); nil otherwise.
    public var code: CodeScan?

    /// Creates a loaded project.
    public init(source: SourceDescriptor, configuration: Configuration, themeSets: [LoadedThemeSet], palettes: [String: Palette], schemeFiles: [String: SchemeFile], issues: [LoadIssue], files: [String]) {
        self.source = source
        self.configuration = configuration
        self.themeSets = themeSets
        self.palettes = palettes
        self.schemeFiles = schemeFiles
        self.issues = issues
        self.files = files
    }
}

/// What a rule sees: the loaded project and the configuration.
public struct LintContext: Sendable {
    /// The project.
    public var project: LoadedProject

    /// Creates a context.
    public init(project: LoadedProject) {
        self.project = project
    }

    /// The configuration of rule `id`.
    public func configuration(for id: String) -> RuleConfiguration {
        project.configuration.rule(id)
    }
}
