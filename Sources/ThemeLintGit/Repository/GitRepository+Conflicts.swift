internal import CLibGit2
import ThemeLintCore

extension GitRepository {
    /// The paths with unresolved merge conflicts in the index (entries at stages 1 to 3),
    /// sorted; empty for a bare repository's index too. Read, never written.
    public func unmergedPaths() throws(GitError) -> [String] {
        try withLock { () throws(GitError) -> [String] in
            var index: OpaquePointer?
            try check(git_repository_index(&index, handle), "cannot read the index")
            guard let index else { throw GitError(.other, "cannot read the index") }
            defer { git_index_free(index) }
            var paths = Set<String>()
            for position in 0..<git_index_entrycount(index) {
                guard let entry = git_index_get_byindex(index, position), git_index_entry_stage(entry) != 0, let path = entry.pointee.path else { continue }
                paths.insert(RepositoryPath.fromCString(path))
            }
            return paths.sorted()
        }
    }
}
