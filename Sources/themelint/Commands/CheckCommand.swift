import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ThemeLintCore
import ThemeLintGit

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Lint the theme files of one source (default: the working tree).",
        discussion: """
            Exit status: 0 clean, 1 findings at or above --fail-on, 2 usage, configuration, input or git error.
            """
    )

    @OptionGroup var global: GlobalOptions

    @Option(help: "Check this revision (any commit-ish git accepts: HEAD, main~3, a tag, a short sha).")
    var rev: String?

    @Flag(help: "Check the index (what would be committed); honours GIT_INDEX_FILE.")
    var staged = false

    @Option(help: "Configuration file on the filesystem (default: .themelint.json at the root of the source checked).")
    var config: String?

    @Option(help: "Output format: \(CheckReportFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: CheckReportFormat = .text

    @Option(name: .customLong("new-since"), help: "Report only findings absent at this revision (matched by rule, file and names, not lines).")
    var newSince: String?

    @Option(name: .customLong("fail-on"), help: "Lowest severity that makes the exit status 1: error, warning or note.")
    var failOn: Severity = .error

    func validate() throws {
        if staged && rev != nil { throw ValidationError("--rev and --staged cannot be used together") }
    }

    func run() throws {
        // Three threads meet. The main thread and a side thread read the working tree's theme
        // files ahead and parse them, without libgit2, sharing the files
        // (`WorkingTreeReadAhead.Session`; without --repo and --config the side thread is the
        // one that initialised libgit2, and starts before the arguments are parsed: see
        // `EarlyReadAhead`); the main thread then loads a prepared project from them
        // (`readingAhead`). A side thread opens the repository, reads the files the load of
        // `spec` needs, helps parse, waits for the prepared project and compares (`loading`).
        // The load takes the prepared project only when every file it reads matches
        // (`ProjectLoader.reuse`), and then the findings of the prepared project are the
        // project's: rules are functions of the project alone. Otherwise it loads afresh,
        // reusing each parse whose bytes match.
        let spec: GitSourceSpec = staged ? .index : rev.map { .revision($0) } ?? .worktree
        let session = EarlyReadAhead.session(repositoryPath: global.repo, configurationPath: config)
        let cache = session.cache
        let readingAhead = SideThread.Pending { PreparedCheck(session.finish(preparing: spec).preparedLoad) }
        let loading = SideThread.Pending { [global, config] in
            try LoadedSource(spec, repoPath: global.repo, configurationPath: config, cache: cache, readAhead: session, readingAhead: readingAhead)
        }
        GitRepository.afterInitialization { loading.run() }
        let ahead = try readingAhead.value()
        ahead.lint?.work() // the loading thread joins in once its load is done
        let loaded = try loading.value()
        let (workspace, source, configuration, project) = (loaded.workspace, loaded.source, loaded.configuration, loaded.project)
        var findings: [Finding]
        if loaded.isPrepared, let preparedLint = ahead.lint {
            findings = preparedLint.findings()
        } else {
            findings = Linter().lint(project)
        }

        var baseline: SourceDescriptor?
        var suppressed = 0
        if let newSince {
            let baseSource = try workspace.source(.revision(newSince))
            let baseProject = try ProjectLoader(source: baseSource, configuration: configuration, cache: cache).load()
            let before = findings.count
            findings = BaselineFilter.newFindings(findings, comparedWith: Linter().lint(baseProject))
            suppressed = before - findings.count
            baseline = baseSource.descriptor
            ProcessLifetime.keep(baseProject)
        }

        let report = CheckReport(source: source.descriptor, findings: findings, files: project.files, baseline: baseline, suppressedCount: suppressed)
        writeOutput(format.render(report, options: ReportOptions(useColor: global.useColor)))
        if format == .github {
            appendStepSummary(MarkdownCheckReporter.render(report))
        }
        ProcessLifetime.keep(project)
        if findings.contains(where: { $0.severity >= failOn }) {
            throw ExitCode(1)
        }
    }
}

/// The project prepared from the working tree, and its lint, which any thread may help with.
private struct PreparedCheck: Sendable {
    let load: PreparedLoad?
    let lint: LintRun?

    init(_ load: PreparedLoad?) {
        self.load = load
        lint = load.map { LintRun(project: $0.project) }
    }
}

/// A source opened and loaded: what `check` needs after loading.
private struct LoadedSource: Sendable {
    let workspace: Workspace
    let source: any DocumentSource
    let configuration: Configuration
    let project: LoadedProject
    /// Whether `project` is the prepared one (see `ProjectLoader.reuse`).
    let isPrepared: Bool

    /// Opens the repository, reads the configuration and the files the load of `spec` needs,
    /// helps `readAhead` parse, then loads `spec`, reusing the project `readingAhead` prepares
    /// when it is exactly the project `spec` has (and then helps lint it; else stops its lint).
    init(
        _ spec: GitSourceSpec, repoPath: String?, configurationPath: String?, cache: DocumentCache,
        readAhead: WorkingTreeReadAhead.Session, readingAhead: SideThread.Pending<PreparedCheck>
    ) throws {
        workspace = try Workspace(repoPath: repoPath)
        let source = PrefetchingSource(try workspace.source(spec))
        configuration = try workspace.configuration(override: configurationPath, from: source, cache: cache)
        source.prefetch(for: configuration, byteBudget: WorkingTreeReadAhead.byteBudget)
        self.source = source
        readAhead.help()
        let ahead = try readingAhead.value()
        let loader = ProjectLoader(source: source, configuration: configuration, cache: cache)
        if let prepared = ahead.load, let reused = loader.reuse(prepared) {
            project = reused
            isPrepared = true
            ahead.lint?.work()
        } else {
            ahead.lint?.cancel() // not this source's project: its findings are not needed
            project = try loader.load()
            isPrepared = false
        }
    }
}

/// Appends `markdown` to the file named by `$GITHUB_STEP_SUMMARY` (GitHub Actions sets it for
/// each step), when set. A summary that cannot be written is reported, not fatal: the
/// annotations and the exit status are what the job depends on.
func appendStepSummary(_ markdown: String) {
    guard let path = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], !path.isEmpty else { return }
    let file = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
    guard file >= 0 else {
        writeError("themelint: warning: cannot write the step summary to \(path): \(String(cString: strerror(errno)))")
        return
    }
    defer { close(file) }
    if !writeAll(markdown + "\n", to: file) {
        writeError("themelint: warning: cannot write the step summary to \(path): \(String(cString: strerror(errno)))")
    }
}
