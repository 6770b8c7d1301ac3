/// A `compress` or `rename` plan in a diff format: the plan's diff, written by that format's
/// diff reporter (what `themelint diff` prints after `--write`).
public struct PlanDiffReporter: Reporter {
    /// The diff reporter that writes the plan's diff.
    public var diff: any Reporter<DiffReport>

    /// Creates a reporter writing through `diff`.
    public init(diff: any Reporter<DiffReport>) {
        self.diff = diff
    }

    /// Writes the plan's diff.
    public func write(_ report: EditPlanReport, to sink: inout some TextOutputStream) {
        diff.write(report.report, to: &sink)
    }
}
