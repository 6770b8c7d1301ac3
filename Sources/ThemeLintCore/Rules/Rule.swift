/// An example for a rule's documentation: a snippet and whether it triggers the rule.
///
/// Each example is a whole small repository (the snippet's file plus `context`), so that the
/// examples run as tests: every rule's triggering examples must yield its finding, and its
/// other examples must not.
public struct RuleExample: Sendable, Hashable {
    /// File name the snippet stands for (`scheme.json`, or `.themelint.json` for a configuration).
    public var file: String
    /// The snippet: the whole file.
    public var snippet: String
    /// Whether the rule reports it.
    public var triggers: Bool
    /// The other files of the example's repository (path → text).
    public var context: [String: String]

    /// Creates an example.
    public init(file: String, snippet: String, triggers: Bool, context: [String: String] = [:]) {
        self.file = file
        self.snippet = snippet
        self.triggers = triggers
        self.context = context
    }

    /// Every file of the example's repository: the context and the snippet's file.
    public var files: [String: String] {
        context.merging([file: snippet]) { _, snippet in snippet }
    }
}

/// An option a rule takes in its configuration object (`"similar-colors": {"maxDeltaE": 0.5}`).
public struct RuleOption: Sendable, Hashable {
    /// The option's key.
    public var name: String
    /// What it means, with its default.
    public var summary: String
    /// Values must be numbers above this (exclusive lower bound).
    public var exclusiveMinimum: Double
    /// Values must be numbers at most this (inclusive upper bound): every option is bounded, so
    /// that no configuration can ask for unbounded work.
    public var maximum: Double

    /// Creates a numeric option.
    public init(name: String, summary: String, exclusiveMinimum: Double, maximum: Double) {
        self.name = name
        self.summary = summary
        self.exclusiveMinimum = exclusiveMinimum
        self.maximum = maximum
    }
}

/// Static metadata of a rule: stable id, default severity, documentation.
public struct RuleDescription: Sendable, Hashable {
    /// Stable id used in configuration, reports and suppressions.
    public var id: String
    /// Severity unless configured otherwise.
    public var defaultSeverity: Severity
    /// One-line summary.
    public var summary: String
    /// Longer explanation (why it matters, how to fix).
    public var help: String
    /// Examples that do and do not trigger the rule.
    public var examples: [RuleExample]
    /// Options the rule accepts besides `severity`; anything else is a configuration error.
    public var options: [RuleOption]

    /// Creates a description.
    public init(id: String, defaultSeverity: Severity, summary: String, help: String, examples: [RuleExample] = [], options: [RuleOption] = []) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.help = help
        self.examples = examples
        self.options = options
    }
}

/// A lint rule: reads the loaded, resolved project and emits findings. Rules never print.
///
/// Findings are created with the rule's default severity; the linter applies configuration.
public protocol Rule: Sendable {
    /// The rule's metadata.
    static var description: RuleDescription { get }
    /// Creates the rule.
    init()
    /// The rule's findings for `context`.
    func findings(in context: LintContext) -> [Finding]
}

extension Rule {
    /// Makes a finding of this rule at its default severity.
    public func finding(
        _ message: String, at location: Location, scheme: String? = nil, role: String? = nil,
        identifier: String? = nil, key: String? = nil, suggestion: String? = nil, schemes: [String]? = nil
    ) -> Finding {
        Finding(
            rule: Self.description.id, severity: Self.description.defaultSeverity, message: message, location: location,
            scheme: scheme, role: role, identifier: identifier, key: key, suggestion: suggestion, schemes: schemes
        )
    }
}
