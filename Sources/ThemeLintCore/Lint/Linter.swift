#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    /// Rules are pure functions of the project, so they run on this thread and one
    /// `SideThread` (see `LintRun`); the result does not depend on scheduling.
    public func lint(_ project: LoadedProject) -> [Finding] {
        let run = LintRun(self, project: project)
        let helper = SideThread.start { run.work() }
        run.work()
        if let helper { pthread_join(helper, nil) }
        return run.findings()
    }
}

/// One lint of a project, whose rules any threads may share: each thread that calls `work()`
/// runs rules no other thread has taken, until none are left. `Linter.lint` shares them with
/// one helper thread; `check` also lets the thread that loads the project join in once its
/// load is done.
///
/// Findings are kept per rule and merged in rule order, so they do not depend on which thread
/// ran which rule.
public final class LintRun: @unchecked Sendable {
    private let configuration: Configuration
    private let enabled: [any Rule.Type]
    // One slot per enabled rule, written once by the thread that ran the rule.
    private let slots: UnsafeMutableBufferPointer<[Finding]>
    private let shared: SharedWork

    /// Prepares to lint `project` with `linter`'s rules (those the configuration enables).
    public init(_ linter: Linter = Linter(), project: LoadedProject) {
        let context = LintContext(project: project)
        let enabled = linter.rules.filter { project.configuration.rule($0.description.id).enabled }
        let slots = UnsafeMutableBufferPointer<[Finding]>.allocate(capacity: enabled.count)
        slots.initialize(repeating: [])
        self.configuration = project.configuration
        self.enabled = enabled
        self.slots = slots
        // Started from the end: the registry lists the whole-project analyses (contrast, unused
        // and similar colors) last, and the longest pieces should not be the last ones taken.
        shared = SharedWork(count: enabled.count) { step in
            let index = enabled.count - 1 - step
            slots[index] = enabled[index].init().findings(in: context) // each index once: no race
        }
    }

    deinit {
        _ = slots.deinitialize()
        slots.deallocate()
    }

    /// Runs rules that no thread has taken yet, until none are left.
    public func work() {
        shared.work()
    }

    /// Stops the run: threads in `work()` return after the rule they are running, and no rule
    /// starts any more. For a lint whose result turned out not to be needed; `findings()` of a
    /// cancelled run is incomplete.
    public func cancel() {
        shared.cancel()
    }

    /// Every finding, with configured severities, deduplicated and sorted by file, line,
    /// column, rule. Call it once every thread that called `work()` has returned from it (it
    /// runs the rules still untaken itself).
    public func findings() -> [Finding] {
        shared.work()
        var all: [Finding] = []
        all.reserveCapacity(slots.reduce(0) { $0 + $1.count })
        for (ruleType, ruleFindings) in zip(enabled, slots) {
            guard let severity = configuration.rule(ruleType.description.id).severity else {
                all.append(contentsOf: ruleFindings)
                continue
            }
            for var finding in ruleFindings {
                finding.severity = severity
                all.append(finding)
            }
        }
        // Sorted (the sort is stable: rule order within a place), then deduplicated: equal
        // findings have equal sort keys, so each can only repeat within its run of equal keys,
        // where the first is kept. No hashing of every finding's strings.
        all.sort { lhs, rhs in
            (lhs.file, lhs.line, lhs.column, lhs.rule, lhs.message) < (rhs.file, rhs.line, rhs.column, rhs.rule, rhs.message)
        }
        var findings: [Finding] = []
        findings.reserveCapacity(all.count)
        var runStart = 0
        for finding in all {
            if let last = findings.last,
               (last.file, last.line, last.column, last.rule, last.message) != (finding.file, finding.line, finding.column, finding.rule, finding.message) {
                runStart = findings.count
            }
            if !findings[runStart...].contains(finding) { findings.append(finding) }
        }
        return findings
    }
}
