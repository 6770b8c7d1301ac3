internal import CLibGit2
import ThemeLintCore

/// The files that differ between two git trees, found by walking both trees' sorted entries
/// side by side and descending only into subtrees whose ids differ (the cost grows with what
/// changed). What `git_diff_tree_to_tree` without options reports, as paths:
/// - a file (blob, symbolic link or submodule entry) on one side only is added or removed, as
///   is every file below a subtree on one side only;
/// - an entry whose kind changed (file to link, file to subtree...) is removed and added;
/// - a file whose id or mode (the executable bit) changed is modified.
/// The walk keeps its own stack of subtrees, so a deep tree cannot exhaust the call stack.
/// Every call is made under the repository's lock.
struct TreeComparison {
    /// The libgit2 repository the trees belong to.
    let repository: OpaquePointer?
    /// The changed paths found so far, each as `RepositoryPath.decoding` names it.
    private(set) var changes: [ChangedPath] = []

    init(repository: OpaquePointer?) {
        self.repository = repository
    }

    /// Adds the changes from tree `old` (nil: no tree) to tree `new` (nil: no tree).
    /// Neither tree is freed here. `context` begins the message of a `GitError`.
    mutating func compare(_ old: OpaquePointer?, _ new: OpaquePointer?, context: String) throws(GitError) {
        // Pending pairs of subtrees to compare, with their folder's path bytes ("a/b/").
        // Subtrees looked up here are owned by `pending` and freed once compared.
        var pending: [(old: OpaquePointer?, new: OpaquePointer?, prefix: [UInt8], owned: Bool)] = [(old, new, [], false)]
        defer {
            for pair in pending where pair.owned {
                if let tree = pair.old { git_tree_free(tree) }
                if let tree = pair.new { git_tree_free(tree) }
            }
        }
        while let pair = pending.popLast() {
            defer {
                if pair.owned {
                    if let tree = pair.old { git_tree_free(tree) }
                    if let tree = pair.new { git_tree_free(tree) }
                }
            }
            if let old = pair.old, let new = pair.new, git_oid_equal(git_tree_id(old), git_tree_id(new)) != 0 { continue }
            let oldCount = pair.old.map { git_tree_entrycount($0) } ?? 0
            let newCount = pair.new.map { git_tree_entrycount($0) } ?? 0
            var oldIndex = 0
            var newIndex = 0
            while oldIndex < oldCount || newIndex < newCount {
                let oldEntry = oldIndex < oldCount ? git_tree_entry_byindex(pair.old, oldIndex) : nil
                let newEntry = newIndex < newCount ? git_tree_entry_byindex(pair.new, newIndex) : nil
                // Both trees are sorted in git's order, which `git_tree_entry_cmp` follows (a
                // subtree's name compares as if it ended in '/', so a file and a subtree of one
                // name are two different entries: removed, then added).
                let order: Int32
                if let oldEntry, let newEntry {
                    order = git_tree_entry_cmp(oldEntry, newEntry)
                } else {
                    order = oldEntry == nil ? 1 : -1
                }
                if order < 0, let oldEntry {
                    try entryOnOneSide(oldEntry, prefix: pair.prefix, asOld: true, pending: &pending, context: context)
                    oldIndex += 1
                } else if order > 0, let newEntry {
                    try entryOnOneSide(newEntry, prefix: pair.prefix, asOld: false, pending: &pending, context: context)
                    newIndex += 1
                } else if let oldEntry, let newEntry {
                    try matched(oldEntry, newEntry, prefix: pair.prefix, pending: &pending, context: context)
                    oldIndex += 1
                    newIndex += 1
                } else {
                    break
                }
            }
        }
    }

    /// Two entries of one name: skipped when equal, compared below when both are subtrees,
    /// else one modified file or (kind changed) a removed file and an added one.
    private mutating func matched(
        _ old: OpaquePointer, _ new: OpaquePointer, prefix: [UInt8],
        pending: inout [(old: OpaquePointer?, new: OpaquePointer?, prefix: [UInt8], owned: Bool)], context: String
    ) throws(GitError) {
        let oldMode = git_tree_entry_filemode(old)
        let newMode = git_tree_entry_filemode(new)
        let sameID = git_oid_equal(git_tree_entry_id(old), git_tree_entry_id(new)) != 0
        if sameID && oldMode == newMode { return }
        if oldMode == GIT_FILEMODE_TREE && newMode == GIT_FILEMODE_TREE {
            let oldTree = try lookupTree(old, context: context)
            let newTree: OpaquePointer
            do {
                newTree = try lookupTree(new, context: context)
            } catch {
                git_tree_free(oldTree)
                throw error
            }
            pending.append((oldTree, newTree, Self.path(prefix, new) + [UInt8(ascii: "/")], true))
            return
        }
        // The kind of a file entry is its mode's type bits (`GIT_MODE_TYPE`): regular and
        // executable files are one kind, symbolic links and submodules others.
        let kindChanged = (oldMode.rawValue & 0o170000) != (newMode.rawValue & 0o170000)
        changes.append(ChangedPath(path: RepositoryPath.decoding(Self.path(prefix, new)), addedOrRemoved: kindChanged))
    }

    /// An entry present on one side only: a file is added or removed; a subtree's files all are.
    private mutating func entryOnOneSide(
        _ entry: OpaquePointer, prefix: [UInt8], asOld: Bool,
        pending: inout [(old: OpaquePointer?, new: OpaquePointer?, prefix: [UInt8], owned: Bool)], context: String
    ) throws(GitError) {
        if git_tree_entry_filemode(entry) == GIT_FILEMODE_TREE {
            let tree = try lookupTree(entry, context: context)
            let folder = Self.path(prefix, entry) + [UInt8(ascii: "/")]
            pending.append(asOld ? (tree, nil, folder, true) : (nil, tree, folder, true))
            return
        }
        changes.append(ChangedPath(path: RepositoryPath.decoding(Self.path(prefix, entry)), addedOrRemoved: true))
    }

    /// The subtree an entry names.
    private func lookupTree(_ entry: OpaquePointer, context: String) throws(GitError) -> OpaquePointer {
        var tree: OpaquePointer?
        try check(git_tree_lookup(&tree, repository, git_tree_entry_id(entry)), context)
        guard let tree else { throw GitError(.other, context) }
        return tree
    }

    /// The path bytes of `entry` in the folder `prefix` ("" or ending in "/").
    private static func path(_ prefix: [UInt8], _ entry: OpaquePointer) -> [UInt8] {
        var bytes = prefix
        guard let name = git_tree_entry_name(entry) else { return bytes }
        var index = 0
        while name[index] != 0 {
            bytes.append(UInt8(bitPattern: name[index]))
            index += 1
        }
        return bytes
    }
}
