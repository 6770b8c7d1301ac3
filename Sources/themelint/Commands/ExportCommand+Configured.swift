import ArgumentParser
#if canImport(Glibc)
import Glibc
#endif
import ThemeLintCore
import ThemeLintGit

/// `export` with no `--to`: every export the configuration lists, each written under its `out`
/// folder in the working tree as `export --to T --out OUT` writes it, or compared (`--check`).
extension ExportCommand {
    func runConfigured(_ project: LoadedProject, workspace: Workspace) throws {
        let exports = project.configuration.exports
        guard !exports.isEmpty else {
            let file = project.configuration.file ?? ".themelint.json"
            writeError("themelint: error: no exports configured in \(TerminalText.escape(file)): give --to TARGET, or list the platform files to keep generated under \"exports\"")
            throw ExitCode(2)
        }
        guard let root = workspace.repository.workingDirectory else {
            writeError("themelint: error: a bare repository has no working tree to write the configured exports into")
            throw ExitCode(2)
        }
        let base = root.hasSuffix("/") ? root : root + "/"
        // Every export made before anything is written: one that fails writes nothing at all.
        let rendered: [RenderedExport]
        do {
            rendered = try ConfiguredExports.render(project)
        } catch {
            writeError("themelint: error: \(Self.escapeLines(error.description))")
            throw ExitCode(2)
        }
        var changed: [(path: String, bytes: [UInt8])] = []
        var stale: [(folders: ExportStaleFolders, directory: String)] = []
        var differing = 0
        var fileCount = 0
        for export in rendered {
            let out = export.configuration.out
            for notice in export.result.notices {
                writeError("themelint: note: \(TerminalText.escape(out)): \(Self.escapeLines(notice))")
            }
            try Self.refuseLinkedPath(out, under: base)
            try Self.refuseLinkedFolders(ExportResult.folders(of: export.result.files), under: base + out + "/")
            let drift = export.result.drift { path in FileManager.default.contents(atPath: base + out + "/" + path).map { Array($0) } }
            let folders = Self.staleFolders(of: export.result, target: export.configuration.target, directory: base + out + "/")
            fileCount += export.result.files.count
            differing += drift.count
            if check {
                for (file, state) in drift { writeOutput("\(state.rawValue): \(TerminalText.escape(out + "/" + file.path))\n") }
                for folder in folders.folders { writeOutput("stale: \(TerminalText.escape(out + "/" + folder))/\n") }
            }
            changed += drift.map { (path: base + out + "/" + $0.file.path, bytes: $0.file.bytes) }
            stale.append((folders, base + out + "/"))
        }
        let staleCount = stale.reduce(0) { $0 + $1.folders.folders.count }
        let exportsWord = rendered.count == 1 ? "1 configured export" : "\(rendered.count) configured exports"
        if check {
            var summary = differing == 0 ? "up to date" : "\(differing) of \(fileCount) files differ from the export"
            if staleCount > 0 {
                summary = (differing == 0 ? "" : summary + "; ") + "\(staleCount) folder\(staleCount == 1 ? "" : "s") an earlier export wrote \(staleCount == 1 ? "is" : "are") no longer written"
            }
            writeError("themelint: \(summary) (\(exportsWord))")
            if differing > 0 || staleCount > 0 { throw ExitCode(1) }
            return
        }
        let written = changed.map { ExportFile(path: String($0.path.dropFirst(base.count)), bytes: $0.bytes) }
        for folder in ExportResult.folders(of: written) where !folder.isEmpty { try Self.makeFolder(base + folder) }
        // Generated files: renamed over, not flushed one by one (as `export --out`).
        try FileReplacement.replace(changed, durability: .renamedOnly)
        for (folders, directory) in stale { try Self.remove(folders, under: directory) }
        writeError("themelint: wrote \(changed.count) file\(changed.count == 1 ? "" : "s") (\(fileCount - changed.count) unchanged) for \(exportsWord)")
    }

    /// Refuses (exit 2) when a folder on the way from the repository root to `out` is a
    /// symbolic link or not a folder: the configuration is the repository's, and a link
    /// committed there would send the generated files outside it.
    static func refuseLinkedPath(_ out: String, under base: String) throws {
        var path = ""
        for component in out.split(separator: "/") {
            path += (path.isEmpty ? "" : "/") + component
            var status = stat()
            guard lstat(base + path, &status) == 0 else { return }
            switch status.st_mode & S_IFMT {
            case S_IFDIR: continue
            case S_IFLNK: throw SourceError("\(path) is a symbolic link: the configured export to \(out) writes no file through it")
            default: throw SourceError("\(path) is not a folder: the configured export to \(out) would write files inside it")
            }
        }
    }
}

extension ExportFile {
    /// A file of `bytes` at `path`.
    init(path: String, bytes: [UInt8]) {
        self.init(path: path, text: "")
        self.bytes = bytes
    }
}
