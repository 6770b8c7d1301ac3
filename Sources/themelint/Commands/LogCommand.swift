import ArgumentParser
import ThemeLintCore
import ThemeLintGit

struct LogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "log",
        abstract: "The semantic history: each commit's theme changes against its first parent.",
        discussion: """
            Commits are walked as git log walks them (REV, A..B, ^A B, A...B; default HEAD; newest first; \
            --first-parent). Each listed commit shows its diff against its first parent (a root commit against \
            nothing), read with that commit's own palettes and .themelint.json: what `themelint diff C^ C` reports. \
            Commits with nothing left after the filters are not listed; -n counts listed commits.
              themelint log --role text_primary -n 1       who last changed text_primary
              themelint log --color sky_300                 edits of sky_300 and roles that point (or pointed) at it
              themelint log -- main.valette/scheme_web.json changes in that file
            On a terminal the text goes through the pager ($GIT_PAGER, core.pager, $PAGER, else less -FRX).
            """
    )

    @Option(name: .long, help: "The repository (default: discover upward from the current directory; GIT_DIR is honoured).")
    var repo: String?

    @OptionGroup var pager: PagerOptions
    @OptionGroup var input: InputOptions

    @Argument(help: "Revisions and ranges (REV, A..B, ^A, A...B); then -- and git pathspecs: only changes in matching files (a role change by its scheme file).")
    var revisions: [String] = []

    /// The pathspecs after `--`, split off before parsing (ArgumentParser accepts no
    /// positional array after another, and revisions are one); set once by `Themelint.main` on
    /// the main thread before any command runs and only read afterwards, so
    /// `nonisolated(unsafe)` races with nothing.
    nonisolated(unsafe) static var pathspecs: [String] = []

    /// `log`'s arguments without the `--` and what follows it (kept in `pathspecs`); any other
    /// command's arguments unchanged.
    static func splittingPathspecs(_ arguments: [String]) -> [String] {
        guard arguments.first == "log", let terminator = arguments.firstIndex(of: "--") else { return arguments }
        pathspecs = Array(arguments[(terminator + 1)...])
        return Array(arguments[..<terminator])
    }

    @Flag(name: .customLong("first-parent"), help: "Follow only the first parent of merge commits.")
    var firstParent = false

    @Option(name: [.customShort("n", allowingJoined: true), .customLong("max-count")], help: "List at most N commits (-n N, -nN, --max-count N).")
    var maxCount: Int?

    @Option(name: .customLong("role"), help: "Only changes of roles matching this glob; repeatable.")
    var roles: [String] = []

    @Option(name: .customLong("scheme"), help: "Only changes in this scheme (a name, or FILE:SCHEME); repeatable.")
    var schemes: [String] = []

    @Option(name: .customLong("color"), help: ArgumentHelp(
        "Only edits of this palette color and changes of roles that point or pointed at it; repeatable. auto, always and never set output color instead, as on every command ([a]lways names a color 'always').",
        valueName: "NAME|auto|always|never"))
    var colorArguments: [String] = []

    /// `--color` values that name palette colors.
    private var colors: [String] { colorArguments.filter { ColorChoice(rawValue: $0) == nil } }

    /// Output color: the last `--color auto|always|never`, else auto.
    private var useColor: Bool { GlobalOptions.useColor(colorArguments.compactMap(ColorChoice.init).last ?? .auto) }

    @Option(help: "Output format: text, json or markdown.")
    var format: LogReportFormat = .text

    func validate() throws {
        if let maxCount, maxCount < 0 { throw ValidationError("-n takes a count of 0 or more") }
    }

    func run() throws {
        let workspace = try Workspace(repoPath: repo, maximumFileSize: input.maximumFileSize) // `log` takes --repo itself (its --color names colors)
        let filter = LogFilter(
            selection: RoleSelection(schemes: schemes.map(SchemeSelector.init), roles: roles.map(NameGlob.init)),
            colors: colors.map(NameGlob.init), paths: try workspace.pathspec(Self.pathspecs))
        let log = SemanticLog(repository: workspace.repository, revisions: revisions, firstParent: firstParent, filter: filter, limit: maxCount, maximumFileSize: input.maximumFileSize)
        let reporter = format.reporter(options: DiffReportOptions(useColor: format == .text && useColor))
        let range = revisions.isEmpty ? "HEAD" : revisions.joined(separator: " ")
        pager.start(repository: workspace.repository, enabled: true)

        var first = true
        var roots: [String] = []
        writeOutput(.header(range: range), with: reporter)
        try log.run { entry in
            writeOutput(.entry(entry, first: first), with: reporter)
            first = false
            if entry.commit.parents.isEmpty { roots.append(entry.commit.id) }
        }
        writeOutput(.footer(empty: first), with: reporter)
        if !roots.isEmpty, case let boundary = workspace.repository.shallowBoundary, let cut = roots.first(where: boundary.contains) {
            writeError("themelint: note: this is a shallow clone: the parents of \(cut.prefix(7)) were not fetched, so it is compared with nothing, as git log -p does (git fetch --deepen=<N> or --unshallow for more history)")
        }
        if ProcessInfo.processInfo.environment["THEMELINT_STATS"] == "1" {
            let statistics = log.cache.statistics
            writeError("themelint stats: documents parsed: \(statistics.parsed), distinct theme blobs read: \(statistics.distinct)")
            let tokens = log.cache.tokenResolutionStatistics
            writeError("themelint stats: token chains followed: \(tokens.chainsFollowed), token roles resolved: \(tokens.rolesResolved)")
            writeError("themelint stats: commits skipped by role chains: \(log.statistics.skippedByRoleChains)")
        }
    }
}
