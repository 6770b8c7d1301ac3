import Synchronization

/// Independent pieces of work that threads take one at a time from a shared counter: every
/// thread that calls `work()` runs pieces nobody has taken until none are left, so the work
/// never waits for a thread that starts late (or not at all).
///
/// Unchecked `Sendable`: `body` is called from several threads at once, each time with another
/// index; whoever makes the work guarantees that this is safe.
final class SharedWork: @unchecked Sendable {
    private let next = Atomic<Int>(0)
    private let cancelled = Atomic<Bool>(false)
    private let count: Int
    private let body: (Int) -> Void

    /// Work made of `body(0)`, ..., `body(count - 1)`, each to be called exactly once.
    init(count: Int, body: @escaping (Int) -> Void) {
        self.count = count
        self.body = body
    }

    /// Runs pieces until none is left to take. When it returns, every piece has been taken,
    /// not necessarily finished: pieces taken by other threads end when those threads' `work()`
    /// return.
    func work() {
        while !cancelled.load(ordering: .relaxed) {
            let index = next.add(1, ordering: .relaxed).oldValue
            guard index < count else { return }
            body(index)
        }
    }

    /// Stops handing out pieces: `work()` returns after the piece it is running. Pieces not
    /// taken are never run.
    func cancel() {
        cancelled.store(true, ordering: .relaxed)
    }
}
