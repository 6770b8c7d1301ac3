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
    ///
    /// Rules are pure functions of the project, so they run on two threads (`WorkSharing`);
    /// their findings are merged in rule order, so the result does not depend on scheduling.
    public func lint(_ project: LoadedProject) -> [Finding] {
        let context = LintContext(project: project)
        let enabled = rules.filter { project.configuration.rule($0.description.id).enabled }
        let slots = UnsafeMutableBufferPointer<[Finding]>.allocate(capacity: enabled.count)
        slots.initialize(repeating: [])
        defer {
            _ = slots.deinitialize()
            slots.deallocate()
        }
        // Started from the end: the registry lists the whole-project analyses (contrast, unused
        // and similar colors) last, and the longest pieces should not be the last ones taken.
        WorkSharing.forEach(enabled.count) { step in
            let index = enabled.count - 1 - step
            slots[index] = enabled[index].init().findings(in: context) // each index once: no race
        }
        var seen = Set<Finding>()
        var findings: [Finding] = []
        for (ruleType, ruleFindings) in zip(enabled, slots) {
            let severity = project.configuration.rule(ruleType.description.id).severity
            for var finding in ruleFindings {
                if let severity { finding.severity = severity }
                if seen.insert(finding).inserted { findings.append(finding) }
            }
        }
        return findings.sorted { lhs, rhs in
            (lhs.file, lhs.line, lhs.column, lhs.rule, lhs.message) < (rhs.file, rhs.line, rhs.column, rhs.rule, rhs.message)
        }
    }
}
