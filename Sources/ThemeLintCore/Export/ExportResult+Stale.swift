/// What an earlier export left that this one no longer writes: the folders of a color set or
/// namespace (a removed or renamed role) inside the export's own asset catalog.
///
/// Only what is unambiguously the export's own is ever stale: a folder under
/// `Colors.xcassets/` whose `Contents.json` carries the export's `"author" : "themelint"`, that
/// this export does not write, and that holds nothing but its `Contents.json` and other such
/// folders. A folder holding anything else (an image, a folder of someone else's, a symbolic
/// link) is left alone, and so is everything outside the catalog: the other targets' files have
/// fixed names, or (`dtcg`'s scheme files) share their folder with files the export cannot
/// tell from its own.
public struct ExportStaleFolders: Sendable, Hashable {
    /// The stale folders, outermost only (each holds only stale content), relative to the
    /// output folder, in path order.
    public var folders: [String]
    /// What removing them removes, relative to the output folder, children before their
    /// folder: files (`…/Contents.json`) and then folders (ending in `/`).
    public var removals: [String]

    /// Nothing stale.
    public static let none = ExportStaleFolders(folders: [], removals: [])
}

extension ExportResult {
    /// The folder under the output folder that the target owns whole, or nil.
    public static func ownedFolder(of target: ExportTarget) -> String? {
        target == .xcassets ? XcassetsExporter.catalogName : nil
    }

    /// The stale folders under `owned` (see `ExportStaleFolders`). Linear in `existing`.
    /// - Parameters:
    ///   - owned: `ownedFolder(of:)`.
    ///   - existing: every path under `owned` (itself excluded), relative to the output folder;
    ///     folders end in `/`, anything else (files, symbolic links) does not.
    ///   - isGenerated: whether the `Contents.json` at a path carries the export's marker.
    public func staleFolders(under owned: String, existing: [String], isGenerated: (String) -> Bool) -> ExportStaleFolders {
        let prefix = owned + "/"
        // The folders this export writes, compared ignoring case: Xcode names sets so, and on a
        // case-insensitive file system `Accent.colorset` is the `accent.colorset` just written.
        var written: Set<String> = []
        for file in files where file.path.hasPrefix(prefix) {
            var path = Substring(file.path)
            while let slash = path.lastIndex(of: "/"), path.count > prefix.count {
                path = path[..<slash]
                if !written.insert(String(path).lowercased() + "/").inserted { break }
            }
        }
        // Each folder's entries, by its path (with `/`).
        var entries: [String: [String]] = [:]
        var folders: [String] = []
        for path in existing where path.hasPrefix(prefix) {
            let trimmed = path.hasSuffix("/") ? path.dropLast() : Substring(path)
            guard let slash = trimmed.lastIndex(of: "/") else { continue }
            entries[String(trimmed[...slash]), default: []].append(path)
            if path.hasSuffix("/") { folders.append(path) }
        }
        // Children before parents: a longer path that shares a prefix sorts after it.
        folders.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        var stale: Set<String> = []
        for folder in folders.reversed() where !written.contains(folder.lowercased()) {
            let inside = entries[folder] ?? []
            let contents = folder + "Contents.json"
            guard inside.contains(contents), isGenerated(contents) else { continue }
            if inside.allSatisfy({ $0 == contents || stale.contains($0) }) { stale.insert(folder) }
        }
        var outermost: [String] = []
        var removals: [String] = []
        for folder in folders where stale.contains(folder) {
            if let last = outermost.last, folder.hasPrefix(last) { continue }
            outermost.append(folder)
        }
        for folder in folders.reversed() where stale.contains(folder) {
            removals.append(folder + "Contents.json")
            removals.append(folder)
        }
        return ExportStaleFolders(folders: outermost.map { String($0.dropLast()) }, removals: removals)
    }
}

extension XcassetsExporter {
    /// Whether `bytes` (a `Contents.json`) is one the export wrote: JSON whose `info.author`
    /// is `themelint`.
    public static func isGenerated(_ bytes: [UInt8]) -> Bool {
        guard let document = try? JSONParser().parse(bytes) else { return false }
        return document.root["info"]?["author"]?.value.stringValue == "themelint"
    }
}
