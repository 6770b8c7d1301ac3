#if canImport(Glibc)
import Glibc
#endif
import ThemeLintCore

extension ExportCommand {
    /// The stale folders under `directory` (the output folder, ending in `/`): those of the
    /// target's own folder (`ExportResult.ownedFolder(of:)`) that an earlier export wrote and
    /// this one does not. Nothing for targets that own no folder.
    static func staleFolders(of result: ExportResult, target: ExportTarget, directory: String) -> ExportStaleFolders {
        guard let owned = ExportResult.ownedFolder(of: target) else { return .none }
        var existing: [String] = []
        listTree(directory + owned, relative: owned + "/", into: &existing)
        return result.staleFolders(under: owned, existing: existing) { path in
            FileManager.default.contents(atPath: directory + path).map { XcassetsExporter.isGenerated(Array($0)) } ?? false
        }
    }

    /// Appends every entry under `path` to `entries` (prefixed by `relative`, folders ending in
    /// `/`), reading each folder once with `readdir` (its entry types, no `stat` per file).
    /// Symbolic links are entries, never followed; a folder that cannot be read lists nothing.
    private static func listTree(_ path: String, relative: String, into entries: inout [String]) {
        guard let folder = opendir(path) else { return }
        defer { closedir(folder) }
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            var isFolder = entry.pointee.d_type == UInt8(DT_DIR)
            if entry.pointee.d_type == UInt8(DT_UNKNOWN) {
                var status = stat()
                isFolder = lstat(path + "/" + name, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
            }
            if isFolder {
                entries.append(relative + name + "/")
                listTree(path + "/" + name, relative: relative + name + "/", into: &entries)
            } else {
                entries.append(relative + name)
            }
        }
    }

    /// Removes the stale folders (their `Contents.json`, then the folder: `rmdir` refuses a
    /// folder something else appeared in meanwhile) and says so on standard error.
    static func remove(_ stale: ExportStaleFolders, under directory: String) throws {
        for path in stale.removals {
            let target = directory + path
            let failed = path.hasSuffix("/") ? rmdir(target) != 0 : unlink(target) != 0
            if failed, errno != ENOENT {
                throw SourceError("cannot remove \(target) (no longer exported): \(String(cString: strerror(errno)))")
            }
        }
        guard !stale.folders.isEmpty else { return }
        let shown = stale.folders.prefix(20).map { "\(TerminalText.escape(directory + $0))/" }
        let more = stale.folders.count > shown.count ? " and \(stale.folders.count - shown.count) more" : ""
        let count = stale.folders.count == 1 ? "1 folder" : "\(stale.folders.count) folders"
        writeError("themelint: removed \(count) an earlier export wrote and this one does not: \(shown.joined(separator: ", "))\(more)")
    }
}
