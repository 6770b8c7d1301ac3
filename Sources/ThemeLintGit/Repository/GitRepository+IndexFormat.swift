internal import CLibGit2
import ThemeLintCore

extension GitRepository {
    /// Reads the index once, so that an index libgit2 1.5 cannot read is one clear error before
    /// anything else: a split index (`git update-index --split-index`, its `link` extension) or a
    /// sparse index (`index.sparse=true`, its `sdir` extension). Commits never need the index,
    /// so `--rev` still works and the message says so.
    /// - Throws: `.unsupportedIndex` for those two, else what `git_repository_index` reports.
    func ensureIndexReadable() throws(GitError) {
        try withLock { () throws(GitError) in
            var index: OpaquePointer?
            let code = git_repository_index(&index, handle)
            if code >= 0 {
                git_index_free(index)
                return
            }
            let error = libgit2Error(code: code, context: "cannot read the index")
            if let explained = Self.unsupportedIndexError(error.message) { throw explained }
            throw error
        }
    }

    /// The clear error for libgit2's "unsupported mandatory extension" about a split or sparse
    /// index; nil for any other message.
    static func unsupportedIndexError(_ message: String) -> GitError? {
        guard message.contains("unsupported mandatory extension") else { return nil }
        let readCommits = "themelint reads the index through libgit2 1.5, which cannot read it; commits can still be read (--rev REV)"
        if message.contains("'link'") {
            return GitError(.unsupportedIndex, "the index is a split index (git update-index --split-index): \(readCommits), or turn it off with: git update-index --no-split-index")
        }
        if message.contains("'sdir'") {
            return GitError(.unsupportedIndex, "the index is a sparse index (index.sparse=true): \(readCommits), or expand it with: git sparse-checkout reapply --no-sparse-index")
        }
        return GitError(.unsupportedIndex, "the index uses an extension libgit2 1.5 cannot read (\(message)); commits can still be read (--rev REV)")
    }
}
