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
        // While libgit2 initialises (see Themelint.main), parse the working tree's theme files
        // and, time permitting, load the project from them (a prepared load).
        let spec: GitSourceSpec = staged ? .index : rev.map { .revision($0) } ?? .worktree
        let cache = DocumentCache()
        let prepared = WorkingTreeReadAhead.run(repositoryPath: global.repo, configurationPath: config, preparing: spec, into: cache).preparedLoad
        // The repository is opened and `spec` loaded on a side thread, which waits for libgit2,
        // while this one lints the prepared project; the side thread helps with the rules once
        // its load is done. The load reuses each parse whose bytes match, and takes the prepared
        // project only when every file it reads matches: then the findings of the prepared
        // project are the project's (rules are functions of the project alone).
        let preparedLint = prepared.map { LintRun(project: $0.project) }
        let loading = SideThread.begin { [global, config] in
            defer { preparedLint?.work() }
            return try LoadedSource(spec, repoPath: global.repo, configurationPath: config, cache: cache, prepared: prepared)
        }
        preparedLint?.work()
        let loaded = try loading.value()
        let (workspace, source, configuration, project) = (loaded.workspace, loaded.source, loaded.configuration, loaded.project)
        var findings: [Finding]
        if loaded.isPrepared, let preparedLint {
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

/// A source opened and loaded: what `check` needs after loading.
private struct LoadedSource: Sendable {
    let workspace: Workspace
    let source: any DocumentSource
    let configuration: Configuration
    let project: LoadedProject
    /// Whether `project` is the prepared one (see `ProjectLoader.reuse`).
    let isPrepared: Bool

    /// Opens the repository, reads the configuration and loads `spec`, reusing `prepared`
    /// when it holds exactly the project `spec` has.
    init(_ spec: GitSourceSpec, repoPath: String?, configurationPath: String?, cache: DocumentCache, prepared: PreparedLoad?) throws {
        workspace = try Workspace(repoPath: repoPath)
        source = try workspace.source(spec)
        configuration = try workspace.configuration(override: configurationPath, from: source)
        let loader = ProjectLoader(source: source, configuration: configuration, cache: cache)
        if let prepared, let reused = loader.reuse(prepared) {
            project = reused
            isPrepared = true
        } else {
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
