internal import CLibGit2
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ThemeLintCore

extension GitRepository {
    /// The commits `.git/shallow` lists (40-hex): in a shallow clone, the commits whose parents
    /// were not fetched. Empty for a complete repository.
    public var shallowBoundary: Set<String> {
        withLock { shallowBoundaryLocked() }
    }

    /// `shallowBoundary`; the caller holds the lock.
    func shallowBoundaryLocked() -> Set<String> {
        guard git_repository_is_shallow(handle) == 1 else { return [] }
        let commonDirectory = (git_repository_commondir(handle) ?? git_repository_path(handle)).map { String(cString: $0) } ?? ""
        let list = (try? String(contentsOfFile: commonDirectory + "/shallow", encoding: .utf8)) ?? ""
        return Set(list.split(whereSeparator: \.isWhitespace).map { String($0) })
    }

    /// `walkCommits` in a shallow clone, walked here because libgit2 1.5.1's revision walk
    /// ignores `.git/shallow` and fails with "object not found" on the first parent that was not
    /// fetched. As in git, a boundary commit counts as a root: it is listed with no parents (so
    /// a log compares it with nothing, as `git log -p` does) and the walk stops there.
    ///
    /// The order is libgit2's `GIT_SORT_TIME`: newest commit time first (ties in the order the
    /// commits were reached). Excluded commits (`^A`, the left side of `A..B`, the merge base of
    /// `A...B`) and their ancestors in the clone are skipped.
    func walkShallowCommits(_ revisions: [String], firstParent: Bool, _ body: (LogCommit) throws -> Bool) throws {
        var walk = try withLock { () throws(GitError) -> ShallowWalk in
            var walk = ShallowWalk(boundary: shallowBoundaryLocked(), firstParent: firstParent)
            var excluded: [String] = []
            func push(_ revision: String, hide: Bool) throws(GitError) {
                let commit = try lookupCommitLocked(revision)
                defer { git_commit_free(commit) }
                if hide {
                    excluded.append(hexString(git_commit_id(commit)))
                } else {
                    try walk.push(git_commit_id(commit).pointee, repository: handle)
                }
            }
            for start in WalkStart.starts(of: revisions) {
                switch start {
                case .include(let revision): try push(revision, hide: false)
                case .exclude(let revision): try push(revision, hide: true)
                case .excludeMergeBases(let first, let second):
                    let firstCommit = try lookupCommitLocked(first)
                    defer { git_commit_free(firstCommit) }
                    let secondCommit = try lookupCommitLocked(second)
                    defer { git_commit_free(secondCommit) }
                    if let base = try shallowMergeBaseLocked(git_commit_id(firstCommit), git_commit_id(secondCommit)).base {
                        excluded.append(base)
                    }
                }
            }
            try walk.exclude(excluded, repository: handle)
            return walk
        }
        while let next = try withLock({ () throws(GitError) -> LogCommit? in try walk.next(repository: handle) }) {
            guard try body(next) else { return }
        }
    }
}

/// The state of a walk over a shallow clone's commits: a queue ordered by commit time.
private struct ShallowWalk {
    let boundary: Set<String>
    let firstParent: Bool
    /// Commits not to list: the excluded ones and every ancestor of theirs in the clone.
    private var hidden: Set<String> = []
    /// Commits already queued (each is listed at most once).
    private var queued: Set<String> = []
    private var queue = CommitQueue()
    private var sequence = 0

    init(boundary: Set<String>, firstParent: Bool) {
        self.boundary = boundary
        self.firstParent = firstParent
    }

    /// Queues `id` (a starting commit).
    mutating func push(_ id: git_oid, repository: OpaquePointer) throws(GitError) {
        var id = id
        let hex = hexString(&id)
        guard queued.insert(hex).inserted else { return }
        let commit = try lookup(&id, hex: hex, repository: repository)
        defer { git_commit_free(commit) }
        enqueue(hex, id: id, time: git_commit_time(commit))
    }

    /// Hides `ids` and all their ancestors in the clone (boundary commits end each line).
    mutating func exclude(_ ids: [String], repository: OpaquePointer) throws(GitError) {
        var pending = ids
        while let hex = pending.popLast() {
            guard hidden.insert(hex).inserted, !boundary.contains(hex) else { continue }
            var id = git_oid()
            guard git_oid_fromstr(&id, hex) == 0 else {
                git_error_clear()
                continue
            }
            let commit = try lookup(&id, hex: hex, repository: repository)
            defer { git_commit_free(commit) }
            for index in 0..<git_commit_parentcount(commit) {
                if let parent = git_commit_parent_id(commit, index) { pending.append(hexString(parent)) }
            }
        }
    }

    /// The next commit to list, or nil when the walk is over.
    mutating func next(repository: OpaquePointer) throws(GitError) -> LogCommit? {
        while let item = queue.popNewest() {
            guard !hidden.contains(item.hex) else { continue }
            var id = item.id
            let commit = try lookup(&id, hex: item.hex, repository: repository)
            defer { git_commit_free(commit) }
            var parents: [String] = []
            if !boundary.contains(item.hex) {
                let count = firstParent ? min(1, git_commit_parentcount(commit)) : git_commit_parentcount(commit)
                for index in 0..<count {
                    guard let parentID = git_commit_parent_id(commit, index) else { continue }
                    let parentHex = hexString(parentID)
                    parents.append(parentHex)
                    guard !hidden.contains(parentHex), queued.insert(parentHex).inserted else { continue }
                    var parent: OpaquePointer?
                    try check(git_commit_lookup(&parent, repository, parentID), "cannot read commit \(parentHex)")
                    defer { git_commit_free(parent) }
                    enqueue(parentHex, id: parentID.pointee, time: git_commit_time(parent))
                }
                if firstParent, git_commit_parentcount(commit) > 1 {
                    parents += (1..<git_commit_parentcount(commit)).compactMap { git_commit_parent_id(commit, $0).map { hexString($0) } }
                }
            }
            let author = git_commit_author(commit)
            return LogCommit(
                id: item.hex, parents: parents,
                authorName: author?.pointee.name.map { String(cString: $0) } ?? "",
                authorEmail: author?.pointee.email.map { String(cString: $0) } ?? "",
                authorTime: author?.pointee.when.time ?? 0,
                authorOffsetMinutes: Int(author?.pointee.when.offset ?? 0),
                subject: git_commit_summary(commit).map { String(cString: $0) } ?? "")
        }
        return nil
    }

    private mutating func enqueue(_ hex: String, id: git_oid, time: Int64) {
        queue.insert(CommitQueue.Item(hex: hex, id: id, time: time, sequence: sequence))
        sequence += 1
    }

    private func lookup(_ id: UnsafeMutablePointer<git_oid>, hex: String, repository: OpaquePointer) throws(GitError) -> OpaquePointer {
        var commit: OpaquePointer?
        try check(git_commit_lookup(&commit, repository, id), "cannot read commit \(hex)")
        guard let commit else { throw GitError(.other, "cannot read commit \(hex)") }
        return commit
    }
}

/// A binary max-heap of commits by commit time; among equal times, the one queued first.
private struct CommitQueue {
    struct Item {
        var hex: String
        var id: git_oid
        var time: Int64
        var sequence: Int
    }

    private var items: [Item] = []

    private static func before(_ left: Item, _ right: Item) -> Bool {
        left.time != right.time ? left.time > right.time : left.sequence < right.sequence
    }

    mutating func insert(_ item: Item) {
        items.append(item)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.before(items[child], items[parent]) else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    mutating func popNewest() -> Item? {
        guard !items.isEmpty else { return nil }
        items.swapAt(0, items.count - 1)
        let newest = items.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var first = parent
            if left < items.count, Self.before(items[left], items[first]) { first = left }
            if right < items.count, Self.before(items[right], items[first]) { first = right }
            guard first != parent else { break }
            items.swapAt(parent, first)
            parent = first
        }
        return newest
    }
}
