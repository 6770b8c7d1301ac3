import ArgumentParser
import ThemeLintCore
import ThemeLintGit

/// The shared wiring of `compress` and `rename`: the working tree read, refused while it has
/// unresolved conflicts; the plan printed as `diff` would print it after; the files written
/// all or nothing.
struct ProjectEditing {
    let workspace: Workspace
    let source: any DocumentSource
    let editable: EditableProject

    /// Loads the working tree of the repository at `--repo`, and its code unless `readsCode`
    /// is false (`--no-code`).
    init(global: GlobalOptions, input: InputOptions, readsCode: Bool = true) throws {
        workspace = try Workspace(global, input)
        guard workspace.repository.workingDirectory != nil else { throw EditRefusal("a bare repository has no working tree to edit") }
        let start = try workspace.start(.worktree)
        source = start.source
        let project = start.project
        var editable = EditableProject(project: project, source: source)
        if readsCode { try editable.readCode(from: source) }
        self.editable = editable
        let themeFiles = editable.editableFiles
        let unmerged = try workspace.repository.unmergedPaths().filter { themeFiles.contains($0) }
        if !unmerged.isEmpty {
            throw EditRefusal("unresolved merge conflicts in \(unmerged.joined(separator: ", ")) (unmerged index entries): resolve them first")
        }
        for file in editable.skipped { writeError("themelint: note: \(TerminalText.escape(file.description))") }
        baseDescriptor = Self.headDescriptor(workspace: workspace, files: themeFiles, worktree: source)
    }

    /// How the plan names its base: HEAD when every theme file of the working tree is as HEAD
    /// holds it (then the plan is, header included, what `themelint diff` prints after
    /// `--write`), else the working tree.
    let baseDescriptor: SourceDescriptor?

    private static func headDescriptor(workspace: Workspace, files: Set<String>, worktree: any DocumentSource) -> SourceDescriptor? {
        guard let head = try? workspace.source(.revision("HEAD")) else { return nil }
        for file in files {
            guard let ours = try? worktree.contents(of: file), let theirs = try? head.contents(of: file), ours == theirs else { return nil }
        }
        return head.descriptor
    }

    /// With `write` writes `plan`'s files, then prints its report in `format` on standard
    /// output: the plan `page` makes of the diff report, through `format`'s plan reporter. Writing first, in every
    /// format: the HTML page says in its header whether the files were written, so a failed
    /// write prints no page that claims it, and whether the files are written never depends
    /// on standard output (a failing one still exits 2).
    func finish(_ plan: ProjectEditPlan, format: DiffReportFormat, useColor: Bool, write: Bool, page: (DiffReport) -> EditPlanReport) throws {
        let written = write ? try writeFiles(plan) : false
        let options = DiffReportOptions(useColor: format == .text && useColor)
        var report = plan.report
        if let baseDescriptor { report.base = baseDescriptor }
        var planReport = page(report)
        planReport.written = written
        writeOutput(planReport, with: format.planReporter(options: options))
    }

    /// Writes `plan`'s files, all or none; whether there were any to write.
    private func writeFiles(_ plan: ProjectEditPlan) throws -> Bool {
        guard !plan.contents.isEmpty, let root = workspace.repository.workingDirectory else { return false }
        let base = root.hasSuffix("/") ? root : root + "/"
        let files = plan.contents.keys.sorted().compactMap { path in plan.contents[path].map { (path: base + path, bytes: $0) } }
        try Self.prepareFolders(for: plan.contents.keys.sorted(), under: base)
        try FileReplacement.replace(files)
        writeError("themelint: wrote \(files.count) file\(files.count == 1 ? "" : "s"): \(plan.contents.keys.sorted().joined(separator: ", "))")
        return true
    }
}
