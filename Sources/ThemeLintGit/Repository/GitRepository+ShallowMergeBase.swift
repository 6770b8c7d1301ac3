internal import CLibGit2
extension GitRepository {
    /// The merge base in a shallow clone, computed the way git does there: a commit listed in
    /// `shallow` (or whose parents are not in the clone) counts as a root. `base` is nil when the two histories, as
    /// far as the clone has them, share no commit; `truncated` tells whether some history was
    /// missing (so the base may lie beyond the clone's boundary). The caller holds the lock.
    ///
    /// libgit2 1.5.1 ignores `.git/shallow`: its `git_merge_base` fails with "object not found"
    /// as soon as its walk reaches a missing parent — even when the merge base is the boundary
    /// commit itself, which git finds — and leaks a priority queue on that path.
    func shallowMergeBaseLocked(
        _ first: UnsafePointer<git_oid>,
        _ second: UnsafePointer<git_oid>
    ) throws(GitError) -> (base: String?, truncated: Bool) {
        var odb: OpaquePointer?
        try check(git_repository_odb(&odb, handle), "cannot open the object database")
        defer { git_odb_free(odb) }
        let commonDirectory = (git_repository_commondir(handle) ?? git_repository_path(handle)).map { String(cString: $0) } ?? ""
        let shallowList = (try? String(contentsOfFile: commonDirectory + "/shallow", encoding: .utf8)) ?? ""
        var graph = ShallowCommitGraph(boundary: Set(shallowList.split(separator: "\n").map { String($0) }))
        let firstID = try graph.load(first, repository: handle, odb: odb)
        let secondID = try graph.load(second, repository: handle, odb: odb)
        let common = graph.ancestors(of: firstID).intersection(graph.ancestors(of: secondID))
        guard !common.isEmpty else { return (nil, graph.isTruncated) }
        // Every strict ancestor of a common commit is common too; the best bases are the
        // common commits that are not such an ancestor.
        var redundant: Set<String> = []
        var stack = common.flatMap { graph.parents[$0] ?? [] }
        while let commit = stack.popLast() {
            guard redundant.insert(commit).inserted else { continue }
            stack.append(contentsOf: graph.parents[commit] ?? [])
        }
        let best = common.subtracting(redundant)
        // Several bases (criss-cross merges): take the newest, then the smallest id, so the
        // answer does not depend on set order.
        let newest = best.max { left, right in
            let (leftTime, rightTime) = (graph.times[left] ?? 0, graph.times[right] ?? 0)
            return leftTime != rightTime ? leftTime < rightTime : left > right
        }
        return (newest, graph.isTruncated)
    }
}

/// The commits reachable in a shallow clone, by 40-hex id, with their present parents.
private struct ShallowCommitGraph {
    var parents: [String: [String]] = [:]
    var times: [String: Int64] = [:]
    /// True when some loaded commit is a boundary commit or has a parent that is not in the clone.
    var isTruncated = false
    /// The commits `.git/shallow` lists: their parents are cut off.
    let boundary: Set<String>

    init(boundary: Set<String>) {
        self.boundary = boundary
    }

    /// Loads `start` and every present ancestor; returns `start`'s id.
    mutating func load(_ start: UnsafePointer<git_oid>, repository: OpaquePointer, odb: OpaquePointer?) throws(GitError) -> String {
        let startID = hexString(start)
        var pending: [git_oid] = [start.pointee]
        while var id = pending.popLast() {
            let hex = hexString(&id)
            guard parents[hex] == nil else { continue }
            var commit: OpaquePointer?
            try check(git_commit_lookup(&commit, repository, &id), "cannot read commit \(hex)")
            defer { git_commit_free(commit) }
            var present: [String] = []
            let parentCount = boundary.contains(hex) ? 0 : git_commit_parentcount(commit)
            if boundary.contains(hex) { isTruncated = true }
            for index in 0..<parentCount {
                guard let parent = git_commit_parent_id(commit, index), git_odb_exists(odb, parent) == 1 else {
                    isTruncated = true
                    continue
                }
                present.append(hexString(parent))
                pending.append(parent.pointee)
            }
            parents[hex] = present
            times[hex] = git_commit_time(commit)
        }
        return startID
    }

    /// `commit` and all its loaded ancestors.
    func ancestors(of commit: String) -> Set<String> {
        var seen: Set<String> = []
        var stack = [commit]
        while let next = stack.popLast() {
            guard seen.insert(next).inserted else { continue }
            stack.append(contentsOf: parents[next] ?? [])
        }
        return seen
    }
}
