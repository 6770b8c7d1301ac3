import ArgumentParser
import ThemeLintCore
import ThemeLintGit

/// What `--fail-on` can name for a diff.
enum DiffFailure: String, CaseIterable {
    /// A configured contrast pair that regressed or newly fails.
    case regression
}

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show what changed in the themes, semantically: palette edits, the roles they repaint, contrast.",
        discussion: """
            Sources as in git diff:
              themelint diff                 HEAD vs the working tree
              themelint diff --staged        HEAD vs the index (--staged REV: REV vs the index)
              themelint diff REV             REV vs the working tree
              themelint diff A B | A..B      A vs B (an empty side means HEAD)
              themelint diff A...B           the merge base of A and B vs B
              themelint diff C^!             C's first parent vs C (also C^-)
            The configuration (.themelint.json or --config) is read from the head side.
            Exit status: 0, or 1 with --exit-code when there are changes, or with --fail-on regression \
            when a configured contrast pair regresses or newly fails; 2 usage, configuration, input or git error.
            """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var input: InputOptions

    @Argument(help: "BASE, or BASE..HEAD, or BASE...HEAD, or C^! (default: HEAD vs the working tree).")
    var base: String?

    @Argument(help: "HEAD, when BASE is a single revision (default: the working tree).")
    var head: String?

    /// The revision arguments, as given.
    var revisions: [String] { [base, head].compactMap { $0 } }

    @Flag(name: [.long, .customLong("cached")], help: "Compare with the index instead of the working tree; honours GIT_INDEX_FILE.")
    var staged = false

    @Option(help: "Configuration file on the filesystem (default: .themelint.json of the head side).")
    var config: String?

    @Option(help: "Output format: \(DiffReportFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: DiffReportFormat = .text

    @Flag(help: "Print each changed role's reference chain, before and after.")
    var explain = false

    @Flag(name: .customLong("exit-code"), help: "Exit with status 1 when there are changes, like git diff --exit-code.")
    var exitCode = false

    @Flag(name: [.short, .long], help: "Print nothing; exit with status 1 when there are changes (implies --exit-code, like git diff --quiet).")
    var quiet = false

    @Option(name: .customLong("fail-on"), help: "Exit with status 1 on: regression (a configured contrast pair regresses or newly fails).")
    var failOn: DiffFailure?

    @Argument(parsing: .postTerminator, help: "After --: git pathspecs; only changes in matching files are reported.")
    var pathspecs: [String] = []

    func validate() throws {
        _ = try DiffRange(revisions, staged: staged)
    }

    func run() throws {
        // Both sides share one cache keyed by blob id: a file unchanged between them is parsed once.
        let cache = DocumentCache()
        let workspace = try Workspace(global, input)
        let range = try DiffRange(revisions, staged: staged)

        let headSource = try workspace.source(range.head)
        var baseDescriptor: SourceDescriptor?
        let baseSpec: GitSourceSpec
        switch range.base {
        case .revision(let revision):
            baseSpec = .revision(revision)
        case .mergeBase(let first, let second):
            let commit = try workspace.repository.mergeBase(first, second)
            baseSpec = .revision(commit)
            baseDescriptor = SourceDescriptor(spec: "merge-base(\(first), \(second))", kind: .commit, commit: commit)
        }
        let baseSource = try workspace.source(baseSpec)

        let configuration = try workspace.configuration(override: config, from: headSource)
        var baseProject = try workspace.load(baseSource, configuration: configuration, cache: cache)
        if let baseDescriptor { baseProject.source = baseDescriptor }
        let headProject = try workspace.load(headSource, configuration: configuration, cache: cache)

        var report = ThemeDiffer.diff(base: baseProject, head: headProject)
        let pathspec = try workspace.pathspec(pathspecs)
        if !pathspec.isEmpty {
            // Both sides are loaded whole (a scheme needs its palettes); only matching files are reported.
            report.changes.removeAll { !pathspec.matches($0.file) }
            report.contrast.removeAll { !pathspec.matches($0.file) }
            report.notices.removeAll { !pathspec.matches($0.file) }
        }
        let options = DiffReportOptions(useColor: format == .text && global.useColor, explain: explain)
        if !quiet { writeOutput(report, with: format.reporter(options: options)) }

        if failOn == .regression, report.contrast.contains(where: \.isRegression) {
            throw ExitCode(1)
        }
        if exitCode || quiet, report.hasDifferences {
            throw ExitCode(1)
        }
    }
}

/// The two sides of a diff, from git-diff-like arguments.
struct DiffRange {
    /// Where the base side comes from.
    enum Base: Equatable {
        case revision(String)
        case mergeBase(String, String)
    }

    var base: Base
    var head: GitSourceSpec

    /// Parses `[]`, `[A]`, `[A, B]`, `[A..B]`, `[A...B]` (an empty side of `..`/`...` is HEAD).
    init(_ arguments: [String], staged: Bool) throws {
        switch arguments.count {
        case 0:
            base = .revision("HEAD")
            head = staged ? .index : .worktree
        case 1:
            let argument = arguments[0]
            if let commit = Self.commitAgainstItsParent(argument) {
                // git's `C^!` (and `C^-`): C's first parent vs C.
                try Self.rejectStaged(staged, argument)
                base = .revision(commit + "^")
                head = .revision(commit)
            } else if let range = RevisionRange(argument) {
                try Self.rejectStaged(staged, argument)
                switch range {
                case .threeDot(let first, let second):
                    base = .mergeBase(first, second)
                    head = .revision(second)
                case .twoDot(let first, let second):
                    base = .revision(first)
                    head = .revision(second)
                }
            } else {
                try Self.rejectEmpty(argument)
                base = .revision(argument)
                head = staged ? .index : .worktree
            }
        case 2:
            for argument in arguments {
                try Self.rejectEmpty(argument)
                if argument.contains("..") { throw ValidationError("give either two revisions or one range, not '\(arguments[0]) \(arguments[1])'") }
            }
            try Self.rejectStaged(staged, arguments.joined(separator: " "))
            base = .revision(arguments[0])
            head = .revision(arguments[1])
        default:
            throw ValidationError("at most two revisions (BASE [HEAD]), got \(arguments.count)")
        }
    }

    /// `C` for `C^!` or `C^-` (a non-empty `C` without `..`), else nil.
    static func commitAgainstItsParent(_ argument: String) -> String? {
        for suffix in ["^!", "^-"] where argument.hasSuffix(suffix) {
            let commit = String(argument.dropLast(2))
            if !commit.isEmpty, !commit.contains("..") { return commit }
        }
        return nil
    }

    private static func rejectStaged(_ staged: Bool, _ what: String) throws {
        if staged { throw ValidationError("--staged compares with the index; it cannot be used with '\(what)'") }
    }

    private static func rejectEmpty(_ argument: String) throws {
        if argument.isEmpty { throw ValidationError("an empty revision") }
    }
}
