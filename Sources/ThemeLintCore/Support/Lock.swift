#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A mutual-exclusion lock over `pthread_mutex_t`, with a condition to wait on, for the few
/// types of this package that are shared between threads (caches, lazily built indexes, a
/// repository handle, work another thread finishes). It avoids Foundation's `NSLock` and
/// `NSCondition`, which would link all of Foundation (and ICU) into the executable.
package final class Lock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    /// Creates an unlocked lock.
    package init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        condition = .allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deinitialize(count: 1)
        condition.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Acquires the lock, waiting for it.
    package func lock() {
        pthread_mutex_lock(mutex)
    }

    /// Releases the lock.
    package func unlock() {
        pthread_mutex_unlock(mutex)
    }

    /// Releases the lock until another thread calls `broadcast()`, then takes it again. Call it
    /// holding the lock, in a loop that checks what it waits for (wake-ups may be spurious).
    package func wait() {
        pthread_cond_wait(condition, mutex)
    }

    /// Wakes every thread in `wait()`. Call it holding the lock.
    package func broadcast() {
        pthread_cond_broadcast(condition)
    }
}
