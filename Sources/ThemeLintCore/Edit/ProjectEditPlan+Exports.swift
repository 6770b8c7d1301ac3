/// `compress` and `rename` re-run the configured exports (`"exports"`), so the generated files
/// change in the same write as the theme they are generated from.
extension ProjectEditPlan {
    /// When the plan edits anything, renders every configured export of `after` and overlays each file whose bytes differ from
    /// the source's onto `contents` (and takes back a planned edit of a generated file that the
    /// export writes as the source holds it); the color sets an earlier export of the asset
    /// catalog wrote and this one does not join `removedPaths`. When a file so changed is one
    /// the project reads as a theme file (an `android` export into a res folder a theme set
    /// reads), `after` is loaded again and `report` made again against `before`.
    /// - Parameters:
    ///   - before: the project as it is (the plan's base).
    ///   - source: the source it was read from.
    /// - Throws: `EditRefusal` when an export that works now would fail after the edit (names
    ///   that collide in the target); `SourceError` when the source cannot be read. An export
    ///   that already fails is left as it is (`export` says why).
    public mutating func regenerateExports(before: LoadedProject, source: any DocumentSource) throws {
        let exports = after.configuration.exports
        // A plan that edits nothing leaves the generated files alone too (a second run plans nothing).
        guard !exports.isEmpty, !contents.isEmpty || !movedFolders.isEmpty || !removedPaths.isEmpty else { return }
        let themeFiles = Set(after.files).union(after.memberFiles).union(before.files)
        var touchesTheme = false
        var existing: [String]?
        var removed = Set(removedPaths)
        var regenerated = Set<String>()
        defer { self.regenerated = regenerated.sorted() }
        for export in exports {
            let rendered: RenderedExport
            do {
                rendered = try ConfiguredExports.render(export, of: after)
            } catch {
                if (try? ConfiguredExports.render(export, of: before)) == nil { continue }
                throw EditRefusal("after this edit, \(error.description)")
            }
            let writesThemeFormat = export.target == .android || export.target == .xcassets || export.target == .dtcg
            for file in rendered.files {
                let original = try source.contents(of: file.path)
                if original == file.bytes {
                    if contents.removeValue(forKey: file.path) != nil, themeFiles.contains(file.path) { touchesTheme = true }
                } else {
                    regenerated.insert(file.path)
                    guard contents[file.path] != file.bytes else { continue }
                    contents[file.path] = file.bytes
                    if themeFiles.contains(file.path) || (original == nil && writesThemeFormat) { touchesTheme = true }
                }
            }
            guard rendered.ownedFolder != nil else { continue }
            let paths = try existing ?? source.allFilePaths()
            existing = paths
            let stale = rendered.staleFolders(existing: paths) { path in
                (try? source.contents(of: path)).flatMap { $0 }.map(XcassetsExporter.isGenerated) ?? false
            }
            for folder in stale.folders where removed.insert(folder).inserted {
                removedPaths.append(folder)
                regenerated.insert(folder + "/")
                touchesTheme = true
            }
        }
        guard touchesTheme else { return }
        let edited = RegeneratedSource(base: source, replacements: contents, removed: Set(removedPaths))
        after = try ProjectLoader(source: edited, configuration: after.configuration).load()
        report = ThemeDiffer.diff(base: before, head: after)
    }
}

extension ProjectEditPlan {
    /// The plan with the configured exports re-run (`regenerateExports(before:source:)`).
    public func regeneratingExports(before: LoadedProject, source: any DocumentSource) throws -> ProjectEditPlan {
        var plan = self
        try plan.regenerateExports(before: before, source: source)
        return plan
    }
}

/// A source as a plan with regenerated exports leaves it: the planned bytes over the base's,
/// files the exports add listed, and removed folders gone.
struct RegeneratedSource: DocumentSource {
    /// The source edited.
    var base: any DocumentSource
    /// Path → the bytes it would hold.
    var replacements: [String: [UInt8]]
    /// Files and folders removed (repository-relative, no trailing `/`).
    var removed: Set<String>

    var descriptor: SourceDescriptor { base.descriptor }

    func contents(of path: String) throws -> [UInt8]? {
        if let replaced = replacements[path] { return replaced }
        if isRemoved(path) { return nil }
        return try base.contents(of: path)
    }

    func allFilePaths() throws -> [String] {
        var paths = try base.allFilePaths().filter { !isRemoved($0) }
        let known = Set(paths)
        paths += replacements.keys.filter { !known.contains($0) }
        return paths.sorted()
    }

    /// Whether `path` or a folder above it is removed (linear in its depth).
    private func isRemoved(_ path: String) -> Bool {
        guard !removed.isEmpty else { return false }
        var current = Substring(path)
        while true {
            if removed.contains(String(current)) { return true }
            guard let slash = current.lastIndex(of: "/") else { return false }
            current = current[..<slash]
        }
    }
}
