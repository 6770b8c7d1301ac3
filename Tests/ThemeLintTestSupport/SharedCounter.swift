import Synchronization

/// A counter that threads can share, for tests of work run on other threads.
public final class SharedCounter: Sendable {
    private let value = Atomic<Int>(0)

    /// A counter at zero.
    public init() {}

    /// Adds one.
    public func increment() { value.add(1, ordering: .releasing) }

    /// The count.
    public var count: Int { value.load(ordering: .acquiring) }
}
