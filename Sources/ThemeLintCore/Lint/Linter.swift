/// Runs the rules over a loaded project and applies the configuration.
public struct Linter: Sendable {
    /// The rules to run.
    public var rules: [any Rule.Type]

    /// Creates a linter with the given rules (default: all).
    public init(rules: [any Rule.Type] = RuleRegistry.all) {
        self.rules = rules
    }

    /// Every finding of every enabled rule, with configured severities, deduplicated and sorted
    /// by file, line, column, rule.
    public func lint(_ project: LoadedProject) -> [Finding] {
        let context = LintContext(project: project)
        var seen = Set<Finding>()
        var findings: [Finding] = []
        for ruleType in rules {
            let id = ruleType.description.id
            let configuration = project.configuration.rule(id)
            guard configuration.enabled else { continue }
            for var finding in ruleType.init().findings(in: context) {
                if let severity = configuration.severity { finding.severity = severity }
                if seen.insert(finding).inserted { findings.append(finding) }
            }
        }
        return findings.sorted { lhs, rhs in
            (lhs.file, lhs.line, lhs.column, lhs.rule, lhs.message) < (rhs.file, rhs.line, rhs.column, rhs.rule, rhs.message)
        }
    }
}
