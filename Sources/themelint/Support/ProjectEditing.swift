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
        if let baseDescriptor, movedPathsAreAsCommitted(plan) { report.base = baseDescriptor }
        var planReport = page(report)
        planReport.written = written
        writeOutput(planReport, with: format.planReporter(options: options))
    }

    /// Whether every file under the folders `plan` moves or removes is as HEAD holds it (then
    /// `diff` after the write compares HEAD with exactly what the plan compared).
    private func movedPathsAreAsCommitted(_ plan: ProjectEditPlan) -> Bool {
        let folders = Set(plan.movedFolders.map(\.from) + plan.removedPaths)
        guard !folders.isEmpty else { return true }
        guard let head = try? workspace.source(.revision("HEAD")), let paths = try? source.allFilePaths() else { return false }
        for path in paths where FileTransaction.enclosing(path, in: folders, strictly: false) != nil {
            guard let ours = try? source.contents(of: path), let theirs = try? head.contents(of: path), ours == theirs else { return false }
        }
        return true
    }

    /// Makes `plan`'s folder moves, removals and file writes, all or none (`FileTransaction`:
    /// every precondition checked first, every step undone on a failure); whether there was
    /// anything to do.
    private func writeFiles(_ plan: ProjectEditPlan) throws -> Bool {
        guard !plan.contents.isEmpty || !plan.movedFolders.isEmpty || !plan.removedPaths.isEmpty,
              let root = workspace.repository.workingDirectory else { return false }
        let paths = plan.contents.keys.sorted()
        var transaction = FileTransaction(root: root)
        transaction.moves = plan.movedFolders.map { (from: $0.from, to: $0.to) }
        transaction.removals = plan.removedPaths
        transaction.files = paths.compactMap { path in plan.contents[path].map { (path: path, bytes: $0) } }
        let notes = try transaction.apply()
        var done: [String] = []
        if !plan.movedFolders.isEmpty {
            done.append("moved \(Self.count(plan.movedFolders.count, "folder")): \(plan.movedFolders.map { "\($0.from) → \($0.to)" }.joined(separator: ", "))")
        }
        if !plan.removedPaths.isEmpty { done.append("removed \(plan.removedPaths.count): \(plan.removedPaths.joined(separator: ", "))") }
        if !paths.isEmpty { done.append("wrote \(Self.count(paths.count, "file")): \(paths.joined(separator: ", "))") }
        writeError("themelint: \(TerminalText.escape(done.joined(separator: "; ")))")
        for note in notes { writeError("themelint: note: \(TerminalText.escape(note))") }
        return true
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
