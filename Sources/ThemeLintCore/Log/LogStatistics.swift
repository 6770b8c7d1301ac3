import Synchronization

/// Counts of what a `SemanticLog` walk did besides loading (`THEMELINT_STATS`; tests).
public final class LogStatistics: Sendable {
    private let skipped = Mutex(0)

    /// Creates zero counts.
    public init() {}

    /// How many commits `log --role` skipped unloaded because no token they change is on the
    /// chain of a listed role (`RoleChainCheck`).
    public var skippedByRoleChains: Int { skipped.withLock { $0 } }

    func noteSkippedByRoleChains() {
        skipped.withLock { $0 += 1 }
    }
}
