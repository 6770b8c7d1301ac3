import ArgumentParser
import ThemeLintCore
import ThemeLintGit

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Generate platform color files (asset catalog, Android resources, Swift, Objective-C, CSS, DTCG) from one source.",
        discussion: """
            Reads the working tree by default, --rev REV a commit, --staged the index, as check does. With several \
            theme sets, --theme NAME picks one (its configured name or its scheme file's path). --scheme SLOT=SCHEME \
            picks the scheme of a slot (light, dark; xcassets also lightHighContrast, darkHighContrast) where \
            appearances and names do not tell; css and dtcg write every scheme besides. What the target cannot hold \
            is said on standard error.
            --out DIR writes the files under DIR (a filesystem path), creating folders, writing only files whose \
            bytes differ, each to a temporary file renamed over the old one. Without --out, swift and css print \
            their one file on standard output. --check writes nothing and lists the files of DIR that differ from \
            what export would write, or are missing, and the folders of the asset catalog an earlier export \
            wrote that this one does not (stale: a removed role's color set); --out removes those.
            Without --to, every export the configuration lists ("exports" in .themelint.json) is written under its \
            "out" folder in the working tree (--check compares them all).
            Exit status: 0 written, printed or up to date; 1 --check found a difference; 2 usage, configuration, \
            input or git error, an unknown or ambiguous scheme, or names that collide in the target.
            """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var input: InputOptions

    @Option(help: "The target: \(ExportTarget.allCases.map(\.rawValue).joined(separator: ", ")) (default: every export the configuration lists).")
    var to: ExportTarget?

    @Option(name: .customLong("scheme"), help: ArgumentHelp("The scheme of a slot (light=bright_light); repeatable.", valueName: "SLOT=SCHEME"))
    var schemes: [String] = []

    @Option(help: "The theme set to export, when the source has several (its name or scheme file's path).")
    var theme: String?

    @Option(help: ArgumentHelp("Write the files under this folder.", valueName: "DIR"))
    var out: String?

    @Flag(help: "Write nothing; exit 1 when the files under --out differ from what export would write.")
    var check = false

    @Option(help: "Export this revision (any commit-ish git accepts).")
    var rev: String?

    @Flag(help: "Export the index (what would be committed).")
    var staged = false

    @Option(help: "Configuration file on the filesystem (default: .themelint.json at the root of the source read).")
    var config: String?

    func validate() throws {
        if staged && rev != nil { throw ValidationError("--rev and --staged cannot be used together") }
        guard let to else {
            if out != nil || theme != nil || !schemes.isEmpty {
                throw ValidationError("--out, --theme and --scheme go with --to; without --to, every configured export is written as the configuration says")
            }
            return
        }
        if check && out == nil { throw ValidationError("--check compares with the files under --out DIR: give --out") }
        if out == nil && !to.isSingleFile {
            throw ValidationError("--to \(to.rawValue) writes several files: give --out DIR (only swift and css print their one file on standard output)")
        }
    }

    func run() throws {
        let spec: GitSourceSpec = staged ? .index : rev.map { .revision($0) } ?? .worktree
        let workspace = try Workspace(global, input)
        let project = try workspace.start(spec, config: config).project
        guard let to else { return try runConfigured(project, workspace: workspace) }
        let result: ExportResult
        do {
            result = try Exporter.export(
                project: project, target: to, theme: theme, schemes: schemes, outputFolder: out.flatMap { Self.folder($0, inside: workspace.repository.workingDirectory) })
        } catch {
            writeError("themelint: error: \(Self.escapeLines(error.description))")
            throw ExitCode(2)
        }
        for notice in result.notices { writeError("themelint: note: \(Self.escapeLines(notice))") }
        guard let out else {
            for file in result.files { writeOutput(String(decoding: file.bytes, as: UTF8.self)) }
            return
        }
        let directory = out.hasSuffix("/") ? out : out + "/"
        try Self.refuseLinkedFolders(ExportResult.folders(of: result.files), under: directory)
        let drift = result.drift { path in FileManager.default.contents(atPath: directory + path).map { Array($0) } }
        let stale = Self.staleFolders(of: result, target: to, directory: directory)
        if check {
            for (file, state) in drift { writeOutput("\(state.rawValue): \(TerminalText.escape(directory + file.path))\n") }
            for folder in stale.folders { writeOutput("stale: \(TerminalText.escape(directory + folder))/\n") }
            var summary = drift.isEmpty ? "up to date" : "\(drift.count) of \(result.files.count) files differ from the export"
            if !stale.folders.isEmpty {
                summary = (drift.isEmpty ? "" : summary + "; ") + "\(stale.folders.count) folder\(stale.folders.count == 1 ? "" : "s") an earlier export wrote \(stale.folders.count == 1 ? "is" : "are") no longer written"
            }
            writeError("themelint: \(summary): \(TerminalText.escape(out))")
            if !drift.isEmpty || !stale.folders.isEmpty { throw ExitCode(1) }
            return
        }
        let changed = drift.map(\.file)
        for folder in ExportResult.folders(of: changed) { try Self.makeFolder(folder.isEmpty ? out : directory + folder) }
        // Generated files: the temporary file and rename keep each one whole; the source
        // reproduces them, so they are not flushed one by one (README, export).
        try FileReplacement.replace(changed.map { (path: directory + $0.path, bytes: $0.bytes) }, durability: .renamedOnly)
        try Self.remove(stale, under: directory)
        writeError("themelint: wrote \(changed.count) file\(changed.count == 1 ? "" : "s") (\(result.files.count - changed.count) unchanged) under \(TerminalText.escape(out))")
    }

    /// Refuses (exit 2) when a folder the export writes into, below `--out`, is a symbolic link
    /// or not a folder: the files would land wherever the link points, outside the output
    /// folder. `--out` itself may be a link: the user named it.
    static func refuseLinkedFolders(_ folders: [String], under directory: String) throws {
        for folder in folders where !folder.isEmpty {
            var status = stat()
            guard lstat(directory + folder, &status) == 0 else { continue }
            switch status.st_mode & S_IFMT {
            case S_IFDIR: continue
            case S_IFLNK: throw SourceError("\(directory + folder) is a symbolic link: export writes no file through it (it would land outside \(directory)); remove the link or choose another --out")
            default: throw SourceError("\(directory + folder) is not a folder: export would write files inside it; remove it or choose another --out")
            }
        }
    }

    /// Creates folder `path` unless it exists; the folders above it come first (`folders(of:)`
    /// orders them so), and `--out` itself may be several levels deep.
    static func makeFolder(_ path: String) throws {
        if mkdir(path, 0o777) == 0 || errno == EEXIST { return }
        if errno == ENOENT, let slash = path.dropLast().lastIndex(of: "/"), slash > path.startIndex {
            try makeFolder(String(path[..<slash]))
            if mkdir(path, 0o777) == 0 || errno == EEXIST { return }
        }
        throw SourceError("cannot create folder \(path): \(String(cString: strerror(errno)))")
    }

    /// `text` escaped for the terminal line by line (a message may list one item a line).
    static func escapeLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { TerminalText.escape(String($0)) }.joined(separator: "\n")
    }

    /// `path` (a filesystem path) relative to `root` when it lies inside it (`""` for the root
    /// itself), else nil.
    private static func folder(_ path: String, inside root: String?) -> String? {
        guard let root else { return nil }
        let base = URL(fileURLWithPath: root).standardizedFileURL.resolvingSymlinksInPath().path
        let target = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        if target == base { return "" }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return target.hasPrefix(prefix) ? String(target.dropFirst(prefix.count)) : nil
    }
}
