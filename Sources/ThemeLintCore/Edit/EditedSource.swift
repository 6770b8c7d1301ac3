/// The files of a source as a planned edit would leave them: some files replaced, some folders
/// moved, some paths removed. How a plan is loaded and diffed before anything is written, so
/// that `diff` of the plan is what `diff` prints after the write (a moved color set reads as a
/// renamed role).
///
/// Paths are repository-relative. A replacement names a file by its path after the moves (as
/// `ProjectEditPlan.contents` does); a removed path hides the file or the whole folder; a moved
/// folder's files are read from their old paths and hidden there.
public struct EditedSource: DocumentSource {
    /// The source edited.
    public var base: any DocumentSource
    /// Path → the bytes it would hold.
    public var replacements: [String: [UInt8]]
    /// Folders moved: the new path → the old one.
    private var movedTo: [String: String] = [:]
    /// The new paths of the moved folders.
    private var movedToPaths: Set<String> = []
    /// The old paths of the moved folders.
    private var movedFrom: Set<String> = []
    /// Files and folders removed.
    private var removed: Set<String> = []

    /// Creates the edited view.
    /// - Parameters:
    ///   - movedFolders: folders moved (their files follow them).
    ///   - removedPaths: files or folders that are gone.
    public init(base: any DocumentSource, replacements: [String: [UInt8]], movedFolders: [FolderMove] = [], removedPaths: [String] = []) {
        self.base = base
        self.replacements = replacements
        for move in movedFolders {
            movedTo[move.to] = move.from
            movedToPaths.insert(move.to)
            movedFrom.insert(move.from)
        }
        removed = Set(removedPaths)
    }

    /// Names the source in reports: the base's name.
    public var descriptor: SourceDescriptor { base.descriptor }

    /// The replacement bytes, else the base's at the path the file had before the moves; nil
    /// for a removed path or a moved folder's old path.
    public func contents(of path: String) throws -> [UInt8]? {
        if let replaced = replacements[path] { return replaced }
        guard let original = originalPath(of: path) else { return nil }
        return try base.contents(of: original)
    }

    /// The base's files at their paths after the moves, without the removed ones, and every
    /// replaced file; sorted.
    public func allFilePaths() throws -> [String] {
        let paths = try base.allFilePaths()
        guard !movedTo.isEmpty || !removed.isEmpty else {
            // The base's paths are sorted: each replacement is looked up, not the paths hashed
            // (a path the search misses in another sort order is dropped as a repeat below).
            let created = replacements.keys.filter { !Self.sortedContains(paths, $0) }
            guard !created.isEmpty else { return paths }
            var merged: [String] = []
            merged.reserveCapacity(paths.count + created.count)
            for path in (paths + created).sorted() where path != merged.last { merged.append(path) }
            return merged
        }
        let movedBack = Dictionary(movedTo.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
        var result: [String] = []
        result.reserveCapacity(paths.count)
        var seen = Set<String>()
        for path in paths {
            guard Self.enclosingMatch(of: path, in: removed) == nil else { continue }
            if let from = Self.enclosingMatch(of: path, in: movedFrom), let to = movedBack[from] {
                let moved = to + path.dropFirst(from.count)
                if seen.insert(moved).inserted { result.append(moved) }
            } else if seen.insert(path).inserted {
                result.append(path)
            }
        }
        for path in replacements.keys where seen.insert(path).inserted { result.append(path) }
        return result.sorted()
    }

    /// The base's content id of an untouched (or only moved) file; nil for a replaced one,
    /// which must be parsed again.
    public func contentID(of path: String) throws -> String? {
        guard replacements[path] == nil, let original = originalPath(of: path) else { return nil }
        return try base.contentID(of: original)
    }

    /// Where the file at `path` (after the edit) was before it; nil when the edit leaves
    /// nothing there from the base (a removed path, a moved folder's old place).
    private func originalPath(of path: String) -> String? {
        guard !movedTo.isEmpty || !removed.isEmpty else { return path }
        if let to = Self.enclosingMatch(of: path, in: movedToPaths), let from = movedTo[to] {
            return from + path.dropFirst(to.count)
        }
        if Self.enclosingMatch(of: path, in: removed) != nil || Self.enclosingMatch(of: path, in: movedFrom) != nil { return nil }
        return path
    }

    /// Whether the sorted `paths` holds `path` (binary search).
    static func sortedContains(_ paths: [String], _ path: String) -> Bool {
        var low = 0, high = paths.count
        while low < high {
            let middle = (low + high) / 2
            if paths[middle] < path { low = middle + 1 } else { high = middle }
        }
        return low < paths.count && paths[low] == path
    }

    /// The member of `folders` that is `path` or one of its enclosing folders (the innermost).
    /// Cost: one look-up per component of `path`.
    static func enclosingMatch(of path: String, in folders: Set<String>) -> String? {
        guard !folders.isEmpty else { return nil }
        if folders.contains(path) { return path }
        var end = path.endIndex
        while let slash = path[..<end].lastIndex(of: "/") {
            let folder = String(path[..<slash])
            if folders.contains(folder) { return folder }
            end = slash
        }
        return nil
    }
}
