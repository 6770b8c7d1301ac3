#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
internal import CThreadPlacement

/// POSIX threads that run beside the calling thread: started on another CPU than the caller's
/// where the system allows it (see `themelint_thread_create_beside_caller`).
///
/// Linux starts a new thread on its parent's CPU and moves it only at the next load balancing,
/// a millisecond or more later. Measured on a 2-CPU machine, a thread running
/// `git_libgit2_init()` beside a busy main thread started 1.5–2 ms late and both ran about 30 %
/// slower until it moved; placed on the other CPU from the start, each ran as fast as alone.
public enum SideThread {
    /// Starts `body` on a new, detached thread. Returns false when no thread could be started
    /// (then `body` is not called).
    @discardableResult
    public static func startDetached(_ body: @escaping @Sendable () -> Void) -> Bool {
        guard let thread = start(body) else { return false }
        pthread_detach(thread)
        return true
    }

    /// Starts `body` on a new thread that the caller must join. Nil when no thread could be
    /// started (then `body` is not called).
    static func start(_ body: @escaping () -> Void) -> pthread_t? {
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        var thread = pthread_t()
        let result = themelint_thread_create_beside_caller(&thread, { context in
            guard let context else { return nil }
            Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
            return nil
        }, context)
        guard result == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            return nil
        }
        return thread
    }

    /// Where the calling thread started, when `start` placed it: the CPU it started on and the
    /// CPU it was kept from (its creator's). Nil for a thread that was not placed.
    static var placement: (startedOn: Int, keptFrom: Int)? {
        let (started, kept) = (themelint_thread_started_on_cpu(), themelint_thread_kept_from_cpu())
        guard started >= 0, kept >= 0 else { return nil }
        return (Int(started), Int(kept))
    }

    /// Work that runs once, on whichever thread gets to it first: a thread that calls `run()`
    /// (a side thread, or the thread that initialises libgit2 once it is done), or else the
    /// thread that asks for its `value()`, so waiting for it can never wait for nobody.
    public final class Pending<Value>: @unchecked Sendable {
        private enum State {
            case waiting
            case running
            case done(Result<Value, any Error>)
        }

        private let body: @Sendable () throws -> Value
        private let lock = Lock()
        private var state = State.waiting // guarded by `lock`

        /// Work that runs `body` once.
        public init(_ body: @escaping @Sendable () throws -> Value) {
            self.body = body
        }

        /// Runs the work on this thread, unless another thread has run it or is running it
        /// (then returns at once).
        public func run() {
            lock.lock()
            guard case .waiting = state else {
                lock.unlock()
                return
            }
            state = .running
            lock.unlock()
            let outcome = Result { try body() }
            lock.lock()
            state = .done(outcome)
            lock.broadcast()
            lock.unlock()
        }

        /// The work's value, or its error: runs the work here if no thread has started it,
        /// else waits for the thread that has.
        public func value() throws -> Value {
            run()
            lock.lock()
            defer { lock.unlock() }
            while true {
                if case .done(let outcome) = state { return try outcome.get() }
                lock.wait()
            }
        }
    }

    /// The closure a thread runs, boxed to cross the C boundary.
    private final class Body {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }
}
