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
        let configuration = project.configuration
        var all: [Finding] = []
        for ruleType in rules {
            let ruleConfiguration = configuration.rule(ruleType.description.id)
            guard ruleConfiguration.enabled else { continue }
            let ruleFindings = ruleType.init().findings(in: context)
            guard let severity = ruleConfiguration.severity else {
                all.append(contentsOf: ruleFindings)
                continue
            }
            for var finding in ruleFindings {
                finding.severity = severity
                all.append(finding)
            }
        }
        return Self.sortedUnique(all)
    }

    /// `findings` sorted by file, line, column, rule and message (stable: rule order within a
    /// place), each repeated finding kept once. Equal findings have equal sort keys, so each can
    /// only repeat within its run of equal keys: no hashing of every finding's strings.
    static func sortedUnique(_ findings: [Finding]) -> [Finding] {
        var all = findings
        all.sort { lhs, rhs in
            (lhs.file, lhs.line, lhs.column, lhs.rule, lhs.message) < (rhs.file, rhs.line, rhs.column, rhs.rule, rhs.message)
        }
        var unique: [Finding] = []
        unique.reserveCapacity(all.count)
        var runStart = 0
        for finding in all {
            if let last = unique.last,
               (last.file, last.line, last.column, last.rule, last.message) != (finding.file, finding.line, finding.column, finding.rule, finding.message) {
                runStart = unique.count
            }
            if !unique[runStart...].contains(finding) { unique.append(finding) }
        }
        return unique
    }
}
