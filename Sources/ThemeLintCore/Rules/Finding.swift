/// One problem found in a theme set: what, where, and the names involved.
public struct Finding: Sendable, Hashable, Codable {
    /// The rule id (`unresolved-identifier`).
    public var rule: String
    /// Severity after configuration.
    public var severity: Severity
    /// A one-line human-readable message.
    public var message: String
    /// Repository-relative file.
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column.
    public var column: Int
    /// The scheme involved, where one is.
    public var scheme: String?
    /// The role involved, where one is.
    public var role: String?
    /// The color identifier involved, where one is.
    public var identifier: String?
    /// The JSON key involved (duplicate keys, structure errors), where one is.
    public var key: String?
    /// A did-you-mean suggestion, where there is one.
    public var suggestion: String?
    /// For `contrast`: the background role (the worst of the pair's backgrounds).
    public var background: String?
    /// For `contrast` and `similar-colors`: the measured value (ratio, |Lc| or ΔE).
    public var value: Double?
    /// For `contrast`: the required minimum.
    public var minimum: Double?
    /// Every scheme the finding holds for, where one cause has several (`missing-role`,
    /// `inconsistent-flag`: one finding per role, listing its schemes).
    public var schemes: [String]?
    /// For `similar-colors`: every color of the cluster, in document order.
    public var members: [String]?

    /// Creates a finding.
    public init(
        rule: String, severity: Severity, message: String, location: Location,
        scheme: String? = nil, role: String? = nil, identifier: String? = nil, key: String? = nil,
        suggestion: String? = nil, background: String? = nil, value: Double? = nil, minimum: Double? = nil,
        schemes: [String]? = nil, members: [String]? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.file = location.file
        self.line = location.position.line
        self.column = location.position.column
        self.scheme = scheme
        self.role = role
        self.identifier = identifier
        self.key = key
        self.suggestion = suggestion
        self.background = background
        self.value = value
        self.minimum = minimum
        self.schemes = schemes
        self.members = members
    }

    /// The finding's location.
    public var location: Location {
        Location(file: file, position: SourcePosition(line: line, column: column))
    }

    /// Identity that survives edits moving lines: rule, file and the names involved.
    /// Used by `check --new-since` to keep only findings absent at the base revision.
    public var matchKey: String {
        var bytes: [UInt8] = []
        appendMatchKey(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `matchKey`'s UTF-8 bytes (the fields joined by U+001F) without building the string.
    func appendMatchKey(to bytes: inout [UInt8]) {
        func field(_ text: String?) {
            bytes.append(0x1F)
            if let text { bytes.append(contentsOf: text.utf8) }
        }
        bytes.append(contentsOf: rule.utf8)
        field(file)
        field(scheme)
        field(role)
        field(identifier)
        field(key)
        field(background)
    }
}

/// Counts of findings per severity.
public struct FindingSummary: Sendable, Hashable, Codable {
    /// Number of errors.
    public var errors: Int
    /// Number of warnings.
    public var warnings: Int
    /// Number of notes.
    public var notes: Int

    /// Counts `findings`.
    public init(_ findings: [Finding]) {
        var counts = (errors: 0, warnings: 0, notes: 0)
        for index in findings.indices { // one pass, reading the severity alone
            switch findings[index].severity {
            case .error: counts.errors += 1
            case .warning: counts.warnings += 1
            case .note: counts.notes += 1
            }
        }
        (errors, warnings, notes) = counts
    }

    /// Total number of findings.
    public var total: Int { errors + warnings + notes }
}
