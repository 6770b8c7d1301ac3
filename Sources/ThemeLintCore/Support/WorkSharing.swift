#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Runs independent pieces of work on the calling thread and one helper thread (a `SideThread`,
/// so on another CPU from its start).
///
/// Both threads take the next piece from a shared counter, so the result does not wait for the
/// helper: if it starts late (or cannot be started), the calling thread does everything. Two
/// threads because a themelint run has at most two cores' worth of work in flight (and the
/// machines it targets have two or more).
enum WorkSharing {
    /// Calls `body(index)` exactly once for every index of `0..<count`, on this thread or one
    /// other, and returns when all calls have returned.
    static func forEach(_ count: Int, _ body: (Int) -> Void) {
        guard count > 1 else {
            if count == 1 { body(0) }
            return
        }
        withoutActuallyEscaping(body) { body in
            let job = Job(count: count, body: body)
            let helper = SideThread.start { job.drain() }
            job.drain()
            if let helper { pthread_join(helper, nil) }
        }
    }

    /// The shared state: the next index and the work.
    private final class Job: @unchecked Sendable {
        let next = Atomic<Int>(0)
        let count: Int
        let body: (Int) -> Void

        init(count: Int, body: @escaping (Int) -> Void) {
            self.count = count
            self.body = body
        }

        func drain() {
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < count else { return }
                body(index)
            }
        }
    }
}
