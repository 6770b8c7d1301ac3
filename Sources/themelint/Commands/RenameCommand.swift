import ArgumentParser
import ThemeLintCore
import ThemeLintGit

struct RenameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rename",
        abstract: "Rename a palette color, a role or a token path everywhere it is defined or referenced (working tree).",
        discussion: """
            OLD is looked up as an Appearance palette color (renamed in every palette defining it and every \
            color_identifier), a role (in every scheme of the scheme files holding it, and in the configuration's \
            contrast pairs) and a token path (a token, or a group and every path under it; the last name changes, \
            the group stays): in every token file, every {alias}, $a.b, rgba({alias}, a) and $ref, and the paths \
            $themes.json names; and as an asset catalog's color set kept by hand (Brand/Accent: its folder \
            Brand/Accent.colorset moves, within its namespace; a set a configured export generates is renamed \
            through its source role). Code that names it (R.color.OLD, @color/OLD in layouts, drawables and the \
            manifest, UIColor(named: "OLD"), exported names) is rewritten too, only the name's bytes; the plan \
            lists each site as file:line:column. --no-code leaves code alone.
            Without --write nothing changes: the plan is printed as `themelint diff` will print it after --write. \
            Files are edited in place byte for byte, all or none.
            Exit status: 0; 2 when NEW exists (in the theme, or declared in code as code would spell it) or OLD \
            does not (nothing written), or on a usage, configuration, \
            input or git error, unresolved merge conflicts, or a file that cannot be written.
            """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var input: InputOptions

    @Argument(help: "The current name.")
    var old: String

    @Argument(help: "The new name.")
    var new: String

    @Flag(help: "Write the files (default: print the plan only).")
    var write = false

    @Flag(name: .customLong("no-code"), help: "Leave code alone: read no code, rewrite none (Kotlin, Java, Swift, Objective-C, JS/TS, CSS, the manifest); Android resource XML is still followed.")
    var noCode = false

    @Option(help: "Output format of the plan: text, json or markdown (as themelint diff), or html (one page: every role that moves, before and after in each scheme).")
    var format: DiffReportFormat = .text

    func run() throws {
        let editing = try ProjectEditing(global: global, input: input, readsCode: !noCode)
        let plan = try RenamePlanner.plan(editing.editable, source: editing.source, old: old, new: new)
        for what in plan.renamed { writeError("themelint: renames \(TerminalText.escape(what))") }
        try editing.finish(plan.edit, format: format, useColor: global.useColor, write: write) { report in
            EditPlanReport(rename: plan, old: old, new: new, report: report, written: write)
        }
    }
}
