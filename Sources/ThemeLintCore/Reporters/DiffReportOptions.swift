/// Options the diff reporters share.
public struct DiffReportOptions: Sendable {
    /// ANSI color and 24-bit swatches (text on a terminal only).
    public var useColor: Bool
    /// Print each changed role's reference chain, before and after (`--explain`).
    public var explain: Bool

    /// Creates options.
    public init(useColor: Bool = false, explain: Bool = false) {
        self.useColor = useColor
        self.explain = explain
    }
}
