internal import CLibGit2

extension GitRepository {
    /// The full 40-hex id of the commit `revision` names, peeling annotated tags.
    ///
    /// Accepts anything libgit2's revparse accepts: `HEAD`, `main~3`, `v1.0`, `HEAD@{1}`,
    /// a full or short (≥ 4 characters) object id.
    /// - Throws: `.unknownRevision` (names no object, or is malformed), `.ambiguousRevision`
    ///   (a short id several objects share), `.notACommit` (e.g. `HEAD^{tree}`),
    ///   `.emptyRepository` (no commits yet), `.shallowMissingHistory` (beyond a shallow clone).
    public func resolveCommit(_ revision: String) throws(GitError) -> String {
        try withLock { () throws(GitError) -> String in
            let commit = try lookupCommitLocked(revision)
            defer { git_commit_free(commit) }
            return hexString(git_commit_id(commit))
        }
    }

    /// The best common ancestor of two revisions (what `A...B` compares against), as 40-hex.
    /// - Throws: the errors of `resolveCommit(_:)`; `.shallowMissingHistory` when this is a
    ///   shallow clone whose history stops before the common ancestor (the message suggests
    ///   `git fetch --deepen=N` or `git fetch --unshallow`); `.noMergeBase` when the histories
    ///   are unrelated.
    public func mergeBase(_ first: String, _ second: String) throws(GitError) -> String {
        try withLock { () throws(GitError) -> String in
            let firstCommit = try lookupCommitLocked(first)
            defer { git_commit_free(firstCommit) }
            let secondCommit = try lookupCommitLocked(second)
            defer { git_commit_free(secondCommit) }
            if git_repository_is_shallow(handle) == 1 {
                let shallow = try shallowMergeBaseLocked(git_commit_id(firstCommit), git_commit_id(secondCommit))
                if let base = shallow.base { return base }
                guard shallow.truncated else {
                    throw GitError(.noMergeBase, "'\(first)' and '\(second)' have no common ancestor")
                }
                throw GitError(
                    .shallowMissingHistory,
                    "cannot find the merge base of '\(first)' and '\(second)': this is a shallow clone and their common "
                        + "history is not in it; fetch more with `git fetch --deepen=<N>` or all of it with `git fetch --unshallow`"
                )
            }
            var base = git_oid()
            let code = git_merge_base(&base, handle, git_commit_id(firstCommit), git_commit_id(secondCommit))
            guard code >= 0 else {
                let libgit2 = lastLibgit2Error()
                if code == Libgit2Code.notFound {
                    throw GitError(.noMergeBase, "'\(first)' and '\(second)' have no common ancestor")
                }
                throw GitError(.other, "cannot find the merge base of '\(first)' and '\(second)': \(libgit2.message ?? "libgit2 error \(code)")")
            }
            return hexString(&base)
        }
    }

    /// The commit `revision` names (tags peeled), as a `git_commit*` the caller frees.
    /// The caller holds the lock.
    func lookupCommitLocked(_ revision: String) throws(GitError) -> OpaquePointer {
        guard !revision.isEmpty, !revision.utf8.contains(0) else {
            throw GitError(.unknownRevision, "unknown revision '\(revision)'")
        }
        if revision.hasPrefix(":"), !revision.hasPrefix(":/") {
            // libgit2 1.5.1 answers "unimplemented" for the index's `:PATH` and `:N:PATH`.
            guard revision.count > 1 else { throw GitError(.unknownRevision, "unknown revision '\(revision)'") }
            throw GitError(.notACommit, "revision '\(revision)' names a file in the index, not a commit (--staged reads the index)")
        }
        var object: OpaquePointer?
        let code = git_revparse_single(&object, handle, Self.headForAt(revision))
        guard code >= 0, let object else { throw revisionFailureLocked(code: code, revision: revision) }
        defer { git_object_free(object) }
        var commit: OpaquePointer?
        let peelCode = git_object_peel(&commit, object, GIT_OBJECT_COMMIT)
        guard peelCode >= 0, let commit else {
            _ = lastLibgit2Error()
            let typeName = git_object_type2string(git_object_type(object)).map { String(cString: $0) } ?? "object"
            throw GitError(.notACommit, "revision '\(revision)' names a \(typeName), not a commit")
        }
        return commit
    }

    /// `revision` with a leading `@` that stands for `HEAD` spelled out: git reads `@` alone
    /// and `@` before `~` or `^` (`@~2`, `@^`) as `HEAD`, libgit2 1.5.1 only `@` alone.
    /// `@{…}` (the reflog, the previous branch) is libgit2's own and stays as it is.
    static func headForAt(_ revision: String) -> String {
        guard revision.hasPrefix("@"), let next = revision.dropFirst().first, next == "~" || next == "^" else { return revision }
        return "HEAD" + revision.dropFirst()
    }

    /// True when `HEAD` is unborn and no reference exists at all: nothing has been committed.
    /// (`git_repository_is_empty` in libgit2 1.5.1 also wants HEAD to name the default branch,
    /// so it says "not empty" for a new repository made with `git init -b main`.)
    private func hasNoCommitsLocked() -> Bool {
        guard git_repository_head_unborn(handle) == 1 else { return false }
        var iterator: OpaquePointer?
        guard git_reference_iterator_new(&iterator, handle) == 0 else {
            git_error_clear()
            return false
        }
        defer { git_reference_iterator_free(iterator) }
        var name: UnsafePointer<CChar>?
        let code = git_reference_next_name(&name, iterator)
        git_error_clear()
        return code == GIT_ITEROVER.rawValue
    }

    private func revisionFailureLocked(code: Int32, revision: String) -> GitError {
        let libgit2 = lastLibgit2Error()
        switch code {
        case Libgit2Code.ambiguous where revision.utf8.count < 4:
            // libgit2 calls an object id prefix under 4 hex digits "ambiguous"; git does not
            // read one as an id at all (`A...` is an unknown branch A, not an ambiguous id).
            return GitError(.unknownRevision, "unknown revision '\(revision)'")
        case Libgit2Code.ambiguous:
            return GitError(
                .ambiguousRevision,
                "short object id '\(revision)' is ambiguous: more than one object starts with it; give more characters"
            )
        case Libgit2Code.notFound, Libgit2Code.invalidSpec, Libgit2Code.unbornBranch:
            if hasNoCommitsLocked() {
                return GitError(.emptyRepository, "repository has no commits yet, so revision '\(revision)' names nothing")
            }
            if git_repository_head_unborn(handle) == 1, revision.hasPrefix("HEAD") || revision.hasPrefix("@") {
                return GitError(.emptyRepository, "the current branch has no commits yet, so revision '\(revision)' names nothing")
            }
            if git_repository_is_shallow(handle) == 1, libgit2.errorClass == Int32(GIT_ERROR_ODB.rawValue) {
                return GitError(
                    .shallowMissingHistory,
                    "revision '\(revision)' reaches beyond the history of this shallow clone; "
                        + "fetch more with `git fetch --deepen=<N>` or all of it with `git fetch --unshallow`"
                )
            }
            return GitError(.unknownRevision, "unknown revision '\(revision)'")
        default:
            return GitError(.other, "cannot resolve revision '\(revision)': \(libgit2.message ?? "libgit2 error \(code)")")
        }
    }
}
