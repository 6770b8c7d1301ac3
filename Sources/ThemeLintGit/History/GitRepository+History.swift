internal import CLibGit2
import ThemeLintCore

extension GitRepository {
    /// Walks the commits `revisions` select, in `git log`'s order (newest first by commit date,
    /// a commit never before its children), calling `body` for each until it returns false.
    ///
    /// `revisions` are as `git log` takes them: `REV` (include it and its ancestors), `^REV`
    /// (exclude them), `A..B` (`^A B`), `A...B` (commits reachable from either but not both);
    /// an empty side of `..`/`...` is `HEAD`; no positive revision means `HEAD`.
    /// With `firstParent`, only first parents are followed (`git log --first-parent`).
    /// In a shallow clone the walk stops at the boundary, whose commits are listed with no
    /// parents, as git does (`walkShallowCommits`).
    /// - Throws: `GitError` for an unknown revision, and what `body` throws.
    public func walkCommits(_ revisions: [String], firstParent: Bool, _ body: (LogCommit) throws -> Bool) throws {
        if isShallow { return try walkShallowCommits(revisions, firstParent: firstParent, body) }
        let walker = try withLock { () throws(GitError) -> OpaquePointer in
            var walk: OpaquePointer?
            try check(git_revwalk_new(&walk, handle), "cannot walk the history")
            guard let walk else { throw GitError(.other, "cannot walk the history") }
            do throws(GitError) {
                try setUpLocked(walk, revisions: revisions, firstParent: firstParent)
            } catch {
                git_revwalk_free(walk)
                throw error
            }
            return walk
        }
        defer { withLock { git_revwalk_free(walker) } }
        while true {
            let next = try withLock { () throws(GitError) -> LogCommit? in
                var id = git_oid()
                let code = git_revwalk_next(&id, walker)
                if code == GIT_ITEROVER.rawValue {
                    git_error_clear()
                    return nil
                }
                try check(code, "cannot walk the history")
                return try commitInfoLocked(&id)
            }
            guard let next, try body(next) else { return }
        }
    }

    private func setUpLocked(_ walk: OpaquePointer, revisions: [String], firstParent: Bool) throws(GitError) {
        // Topological as well: by time alone, libgit2 orders commits of the same second (a rebased
        // series) arbitrarily, a parent before its child (`log -n 1` then names an older commit).
        try check(git_revwalk_sorting(walk, GIT_SORT_TOPOLOGICAL.rawValue | GIT_SORT_TIME.rawValue), "cannot walk the history")
        if firstParent { try check(git_revwalk_simplify_first_parent(walk), "cannot walk the history") }
        func push(_ revision: String, hide: Bool) throws(GitError) {
            let commit = try lookupCommitLocked(revision)
            defer { git_commit_free(commit) }
            if hide {
                try check(git_revwalk_hide(walk, git_commit_id(commit)), "cannot exclude '\(revision)'")
            } else {
                try check(git_revwalk_push(walk, git_commit_id(commit)), "cannot walk from '\(revision)'")
            }
        }
        for start in WalkStart.starts(of: revisions) {
            switch start {
            case .include(let revision): try push(revision, hide: false)
            case .exclude(let revision): try push(revision, hide: true)
            case .excludeMergeBases(let first, let second):
                for base in try mergeBasesLocked(first, second) { try push(base, hide: true) }
            }
        }
    }

    /// Every merge base of two revisions (none for unrelated histories), as 40-hex.
    private func mergeBasesLocked(_ first: String, _ second: String) throws(GitError) -> [String] {
        let a = try lookupCommitLocked(first)
        defer { git_commit_free(a) }
        let b = try lookupCommitLocked(second)
        defer { git_commit_free(b) }
        var ids = [git_oid(), git_oid()]
        ids[0] = git_commit_id(a).pointee
        ids[1] = git_commit_id(b).pointee
        var bases = git_oidarray()
        let code = git_merge_bases_many(&bases, handle, 2, &ids)
        if code == Libgit2Code.notFound {
            git_error_clear()
            return []
        }
        try check(code, "cannot find the merge bases of '\(first)' and '\(second)'")
        defer { git_oidarray_dispose(&bases) }
        return (0..<bases.count).map { hexString(bases.ids + $0) }
    }

    /// The `LogCommit` of commit `id`. The caller holds the lock.
    private func commitInfoLocked(_ id: UnsafePointer<git_oid>) throws(GitError) -> LogCommit {
        var commit: OpaquePointer?
        try check(git_commit_lookup(&commit, handle, id), "cannot read commit \(hexString(id))")
        guard let commit else { throw GitError(.other, "cannot read commit \(hexString(id))") }
        defer { git_commit_free(commit) }
        let parents = (0..<git_commit_parentcount(commit)).compactMap { index in
            git_commit_parent_id(commit, index).map { hexString($0) }
        }
        let author = git_commit_author(commit)
        let name = author?.pointee.name.map { String(cString: $0) } ?? ""
        let email = author?.pointee.email.map { String(cString: $0) } ?? ""
        let time = author?.pointee.when.time ?? 0
        let offset = Int(author?.pointee.when.offset ?? 0)
        let subject = git_commit_summary(commit).map { String(cString: $0) } ?? ""
        return LogCommit(id: hexString(id), parents: parents, authorName: name, authorEmail: email, authorTime: time, authorOffsetMinutes: offset, subject: subject)
    }

    /// The paths whose entries differ between the trees of `parent` and `commit` (both sides'
    /// paths of every change; no rename detection); with no parent, every file of `commit`.
    /// Identical subtrees are skipped by id, so the cost grows with what changed.
    ///
    /// The two trees are compared here entry by entry (`TreeComparison`) rather than through
    /// `git_diff_tree_to_tree`, which a log calls once per commit and which takes a snapshot
    /// of the repository's configuration (stat and read of every config file), sets up
    /// iterators, and builds a delta with both paths for every change, none of which this
    /// question needs. The answer is the same as that diff's: a path present on one side
    /// only, or whose entry changed kind (file, symbolic link, submodule), is added or removed;
    /// a path whose id or executable bit changed is modified.
    public func changedPaths(from parent: String?, to commit: String) throws(GitError) -> [ChangedPath] {
        try withLock { () throws(GitError) -> [ChangedPath] in
            let newTree = try treeLocked(commit)
            defer { git_tree_free(newTree) }
            var oldTree: OpaquePointer?
            if let parent { oldTree = try treeLocked(parent) }
            defer { if let oldTree { git_tree_free(oldTree) } }
            var comparison = TreeComparison(repository: handle)
            try comparison.compare(oldTree, newTree, context: "cannot compare \(parent ?? "nothing") with \(commit)")
            return comparison.changes
        }
    }

    /// The tree of commit `id` (40-hex); the caller frees it and holds the lock.
    private func treeLocked(_ id: String) throws(GitError) -> OpaquePointer {
        var oid = git_oid()
        guard git_oid_fromstr(&oid, id) == 0 else {
            git_error_clear()
            throw GitError(.unknownRevision, "not a commit id: '\(id)'")
        }
        var commit: OpaquePointer?
        try check(git_commit_lookup(&commit, handle, &oid), "cannot read commit \(id)")
        defer { git_commit_free(commit) }
        var tree: OpaquePointer?
        try check(git_commit_tree(&tree, commit), "cannot read the tree of \(id)")
        guard let tree else { throw GitError(.other, "cannot read the tree of \(id)") }
        return tree
    }
}
