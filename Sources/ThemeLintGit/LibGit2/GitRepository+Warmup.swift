import Synchronization
import ThemeLintCore

extension GitRepository {
    /// Starts libgit2's one-time global initialisation on a background thread, so that it overlaps
    /// with argument parsing and with `WorkingTreeReadAhead` instead of delaying the first
    /// repository open.
    ///
    /// `git_libgit2_init()` takes about 1 ms once `CSkipCABundle` keeps Debian's libgit2 from
    /// parsing the system CA bundle (which took 5–6 ms more), and the dynamic loading of its
    /// twenty libraries before `main` cannot be moved. The first `open` waits for the background
    /// initialisation if it has not finished; calling this is optional and idempotent. The thread is a `SideThread`: a plain POSIX thread (it starts in
    /// microseconds), placed on another CPU than the caller's. Once initialisation ends, it runs
    /// the work given to `afterInitialization` meanwhile.
    public static func beginInitialization() {
        let begun = initializationThread.withLock { state in
            guard case .notStarted = state else { return false }
            state = .running(queued: [])
            return true
        }
        guard begun else { return }
        let started = SideThread.startDetached {
            _ = try? ensureLibgit2Initialized()
            runQueuedWork()
        }
        if !started { runQueuedWork() } // initialisation then happens on the first open
    }

    /// Runs `body` as soon as libgit2 is initialised, on another thread than the caller's: on the
    /// thread that initialises it, right after it is done (no thread to start or wake), or, when
    /// initialisation has already ended or was not begun, on a new side thread. When no thread
    /// can be started, `body` runs on the caller's.
    public static func afterInitialization(_ body: @escaping @Sendable () -> Void) {
        let queued = initializationThread.withLock { state in
            guard case .running(var queued) = state else { return false }
            queued.append(body)
            state = .running(queued: queued)
            return true
        }
        if !queued && !SideThread.startDetached(body) { body() }
    }

    /// Marks the initialisation thread done and runs what was queued for it; later work goes to
    /// new threads.
    private static func runQueuedWork() {
        let queued = initializationThread.withLock { state -> [@Sendable () -> Void] in
            guard case .running(let queued) = state else { return [] }
            state = .finished
            return queued
        }
        for body in queued { body() }
    }
}

/// Where the background initialisation stands, and what waits to run after it.
private enum InitializationThread {
    case notStarted
    case running(queued: [@Sendable () -> Void])
    case finished
}

private let initializationThread = Mutex(InitializationThread.notStarted)
