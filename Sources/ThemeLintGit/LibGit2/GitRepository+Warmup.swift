import Foundation

extension GitRepository {
    /// Starts libgit2's one-time global initialisation on a background thread, so that it overlaps
    /// with argument parsing instead of delaying the first repository open.
    ///
    /// Debian's libgit2 parses the whole system CA bundle through mbedTLS during
    /// `git_libgit2_init()` (about 55 M instructions, a third of a small `check`), although
    /// themelint never opens a network connection. The first `open` waits for the background
    /// initialisation if it has not finished; calling this is optional and idempotent.
    public static func beginInitialization() {
        Thread.detachNewThread {
            _ = try? ensureLibgit2Initialized()
        }
    }
}
