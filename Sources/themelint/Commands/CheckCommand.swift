import ArgumentParser
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
    @OptionGroup var input: InputOptions

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

    @Option(name: .customLong("min-severity"), help: "Lowest severity shown: error, warning or note (default). --fail-on still judges every finding.")
    var minSeverity: Severity = .note

    @Flag(name: [.short, .long], help: "Print nothing when the exit status is 0.")
    var quiet = false

    @Argument(parsing: .postTerminator, help: "After --: git pathspecs; only findings in matching files are reported.")
    var pathspecs: [String] = []

    func validate() throws {
        if staged && rev != nil { throw ValidationError("--rev and --staged cannot be used together") }
    }

    func run() throws {
        let spec: GitSourceSpec = staged ? .index : rev.map { .revision($0) } ?? .worktree
        let workspace = try Workspace(global, input)
        let start = try workspace.start(spec, config: config)
        let (source, configuration, project) = (start.source, start.configuration, start.project)
        let pathspec = try workspace.pathspec(pathspecs)
        // Every file is loaded (a scheme needs its palettes); only matching files are reported.
        // Filtered in place: a million findings are a few hundred megabytes, not copied.
        var findings = Linter().lint(project)
        if !pathspec.isEmpty { findings.removeAll { !pathspec.matches($0.file) } }

        var baseline: SourceDescriptor?
        var suppressed = 0
        if let newSince {
            let baseSource = try workspace.source(.revision(newSince))
            let baseProject = try workspace.load(baseSource, configuration: configuration)
            let before = findings.count
            findings = BaselineFilter.newFindings(findings, comparedWith: Linter().lint(baseProject).filter { pathspec.matches($0.file) })
            suppressed = before - findings.count
            baseline = baseSource.descriptor
        }

        let fails = findings.contains { $0.severity >= failOn }
        if quiet && !fails { return }
        let total = findings.count
        findings.removeAll { $0.severity < minSeverity }
        let report = CheckReport(
            source: source.descriptor, findings: findings, files: project.files.filter(pathspec.matches), baseline: baseline, suppressedCount: suppressed,
            minimumSeverity: minSeverity, hiddenCount: total - findings.count)
        writeOutput(report, with: format.reporter(options: ReportOptions(useColor: global.useColor)))
        if format == .github {
            appendStepSummary(MarkdownCheckReporter.render(report))
        }
        if fails {
            throw ExitCode(1)
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
