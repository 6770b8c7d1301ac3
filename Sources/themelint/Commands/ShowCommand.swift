import ArgumentParser
import ThemeLintCore
import ThemeLintGit

struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show what every role paints at one source: color, reference chain, flags, file:line.",
        discussion: """
            The source is the working tree by default, REV for a commit, --staged for the index. \
            The configuration (.themelint.json) is read from that source, so a commit is shown with its own \
            palettes and configuration. --role takes globs (*, ?, [...]) over role names; --scheme takes a \
            scheme name or FILE:SCHEME (FILE: the scheme file's path or the theme set's name). Both repeat.
            --format html writes the visual check: per theme set a grid of roles × schemes (swatches, the color as \
            the source writes it, the reference chain on hover) and every contrast pair check checks, as text on \
            its background with its WCAG ratio, APCA Lc and pass or fail; one self-contained page to open in a browser or print.
            On a terminal the text goes through the pager ($GIT_PAGER, core.pager, $PAGER, else less -FRX).
            """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var input: InputOptions
    @OptionGroup var pager: PagerOptions

    @Argument(help: "The revision to show (default: the working tree).")
    var revision: String?

    @Option(name: .customLong("rev"), help: "The revision to show (same as the argument).")
    var revOption: String?

    @Flag(name: [.long, .customLong("cached")], help: "Show the index (staged content).")
    var staged = false

    @Option(name: .customLong("scheme"), help: "Only this scheme (a name, or FILE:SCHEME); repeatable.")
    var schemes: [String] = []

    @Option(name: .customLong("role"), help: "Only roles matching this glob (text_*); repeatable.")
    var roles: [String] = []

    @Option(help: "Output format: text, json, or html (the visual check: one self-contained page of swatches and contrast pairs).")
    var format: ShowReportFormat = .text

    func validate() throws {
        if revision != nil, revOption != nil { throw ValidationError("give the revision once (REV or --rev REV)") }
        if staged, revision ?? revOption != nil { throw ValidationError("--staged shows the index; it cannot be used with a revision") }
    }

    func run() throws {
        let workspace = try Workspace(global, input)
        let spec: GitSourceSpec = staged ? .index : (revision ?? revOption).map { .revision($0) } ?? .worktree
        let project = try workspace.start(spec).project
        let selection = RoleSelection(schemes: schemes.map(SchemeSelector.init), roles: roles.map(NameGlob.init))
        let report = ShowReport(project: project, selection: selection, measuringContrast: format == .html)
        // A theme set or palette that did not load is named, with its place, whatever the format
        // (before a refusal of --scheme, which may name one of its schemes).
        for file in report.unreadable { writeError("themelint: note: \(TerminalText.escape(file.description))") }
        if !schemes.isEmpty, report.themes.isEmpty {
            let known = project.themeSets.flatMap { set in set.resolved.schemes.map(\.name) }
            throw ValidationError("no scheme matches \(schemes.joined(separator: ", ")) at \(project.source.displayName) (schemes: \(Array(Set(known)).sorted().joined(separator: ", ")))")
        }
        let useColor = format == .text && global.useColor
        pager.start(repository: workspace.repository, enabled: format == .text)
        writeOutput(report, with: format.reporter(useColor: useColor))
    }
}
