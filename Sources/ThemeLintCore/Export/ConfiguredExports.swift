/// One configured export (`"exports"` in the configuration) rendered from a project: its files
/// with repository-relative paths, ready to compare with the source or to write.
public struct RenderedExport: Sendable {
    /// The export as configured.
    public var configuration: ExportConfiguration
    /// What the export made, paths relative to `configuration.out` (as `export --out` writes).
    public var result: ExportResult
    /// The files, paths relative to the repository root, sorted.
    public var files: [ExportFile] {
        result.files.map { file in
            var copy = file
            copy.path = configuration.out + "/" + file.path
            return copy
        }
    }

    /// The folder the export owns whole (the asset catalog), repository-relative; nil for the
    /// targets that write files of fixed names.
    public var ownedFolder: String? {
        ExportResult.ownedFolder(of: configuration.target).map { configuration.out + "/" + $0 }
    }

    /// What an earlier export left in the owned folder that this one no longer writes
    /// (`ExportStaleFolders`), repository-relative. Linear in `existing`.
    /// - Parameters:
    ///   - existing: the source's files (repository-relative; folders, ending in `/`, may be
    ///     given too: those holding a file are derived).
    ///   - isGenerated: whether the `Contents.json` at a repository-relative path carries the
    ///     export's marker.
    public func staleFolders(existing: [String], isGenerated: (String) -> Bool) -> ExportStaleFolders {
        guard let owned = ExportResult.ownedFolder(of: configuration.target), let ownedPath = ownedFolder else { return .none }
        let outPrefix = configuration.out + "/"
        let ownedPrefix = ownedPath + "/"
        var entries: [String] = []
        var folders: Set<String> = []
        for path in existing where path.hasPrefix(ownedPrefix) {
            let relative = String(path.dropFirst(outPrefix.count))
            if relative.hasSuffix("/") {
                if folders.insert(relative).inserted { entries.append(relative) }
                continue
            }
            entries.append(relative)
            // The folders above the file, up to the owned folder (excluded), each once.
            var folder = Substring(relative)
            while let slash = folder.lastIndex(of: "/"), slash > folder.startIndex {
                folder = folder[..<slash]
                let name = String(folder) + "/"
                guard name.count > owned.count + 1, folders.insert(name).inserted else { break }
                entries.append(name)
            }
        }
        let stale = result.staleFolders(under: owned, existing: entries) { isGenerated(outPrefix + $0) }
        return ExportStaleFolders(folders: stale.folders.map { outPrefix + $0 }, removals: stale.removals.map { outPrefix + $0 })
    }
}

/// The exports the configuration lists, rendered from one project: what `themelint export`
/// with no `--to` writes and compares, and what `compress` and `rename` re-run after they edit.
public enum ConfiguredExports {
    /// Every configured export of `project`, in configuration order.
    /// - Throws: `ExportError` naming the export (and where the configuration declares it) when
    ///   one cannot be made: its theme set or a scheme cannot be chosen, names collide.
    public static func render(_ project: LoadedProject) throws(ExportError) -> [RenderedExport] {
        var rendered: [RenderedExport] = []
        for export in project.configuration.exports {
            rendered.append(try render(export, of: project))
        }
        return rendered
    }

    /// One configured export of `project`.
    /// - Throws: `ExportError` naming the export, as `render(_:)`.
    public static func render(_ export: ExportConfiguration, of project: LoadedProject) throws(ExportError) -> RenderedExport {
        do {
            let result = try Exporter.export(
                project: project, target: export.target, theme: export.theme, schemes: export.schemeArguments, outputFolder: export.out)
            return RenderedExport(configuration: export, result: result)
        } catch {
            throw ExportError("\(describe(export)): \(error.description)")
        }
    }

    /// How messages name an export: `the swift export to ios/Generated (.themelint.json:4:5)`.
    public static func describe(_ export: ExportConfiguration) -> String {
        "the \(export.target.rawValue) export to \(export.out) (\(export.location))"
    }
}
