#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A mutual-exclusion lock over `pthread_mutex_t`, for the few types of this package that are
/// shared between threads (caches, lazily built indexes, a repository handle). It avoids
/// Foundation's `NSLock`, which would link all of Foundation (and ICU) into the executable.
package final class Lock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// Creates an unlocked lock.
    package init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
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
}
