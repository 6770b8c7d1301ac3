import ThemeLintCore

extension GitRepository {
    /// Starts libgit2's one-time global initialisation on a background thread, so that it overlaps
    /// with argument parsing and with `WorkingTreeReadAhead` instead of delaying the first
    /// repository open.
    ///
    /// Debian's libgit2 parses the whole system CA bundle through mbedTLS during
    /// `git_libgit2_init()` (about 55 M instructions, 7–10 ms, the largest single cost of a small
    /// `check`), although themelint never opens a network connection. The first `open` waits for
    /// the background initialisation if it has not finished; calling this is optional and
    /// idempotent. The thread is a `SideThread`: a plain POSIX thread (it starts in
    /// microseconds), placed on another CPU than the caller's.
    public static func beginInitialization() {
        SideThread.startDetached {
            _ = try? ensureLibgit2Initialized()
        }
    }

    /// True once libgit2's global initialisation has finished (on any thread); never waits.
    /// Work that only fills idle time while it runs (`WorkingTreeReadAhead`) stops then.
    public static var isInitializationFinished: Bool { isLibgit2InitializationFinished }
}
