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

    /// Starts `body` on a side thread and returns at once; `Pending.value()` waits for its
    /// result. When no thread can be started, `body` runs on the thread that asks for the value.
    public static func begin<Value>(_ body: @escaping @Sendable () throws -> Value) -> Pending<Value> {
        let pending = Pending(body)
        pending.thread = start { pending.run() }
        return pending
    }

    /// The result of work running on a side thread (see `begin`).
    public final class Pending<Value>: @unchecked Sendable {
        private let body: @Sendable () throws -> Value
        // Written by the side thread before it ends, read after joining it (or both on the
        // thread that waits, when none was started): no lock is needed.
        private var result: Result<Value, any Error>?
        fileprivate var thread: pthread_t?

        fileprivate init(_ body: @escaping @Sendable () throws -> Value) {
            self.body = body
        }

        fileprivate func run() {
            result = Result { try body() }
        }

        /// Waits for the work to end; returns its value or throws its error. Call it once, from
        /// the thread that called `begin`.
        public func value() throws -> Value {
            if let thread {
                pthread_join(thread, nil)
                self.thread = nil
            }
            let outcome = result ?? Result { try body() }
            result = outcome
            return try outcome.get()
        }
    }

    /// The closure a thread runs, boxed to cross the C boundary.
    private final class Body {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }
}
