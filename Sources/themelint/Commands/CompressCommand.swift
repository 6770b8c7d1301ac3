import ArgumentParser
import ThemeLintCore
import ThemeLintGit

struct CompressCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compress",
        abstract: "Merge near-duplicate palette colors into one kept color, rewriting every reference (working tree).",
        discussion: """
            Groups palette colors around kept colors: every replaced color lies within --max-delta-e (ΔE2000, \
            default the similar-colors threshold; colors of different alpha compared over white and over black, \
            the larger) of the color that replaces it, so no role moves more than that. The kept color is one \
            matching --prefer, else the most referenced, else the first in file order. Every reference to a \
            replaced color, in every file (color_identifier, {alias}, $ref, rgba({alias}, a), $a.b, @color/), is \
            rewritten to the kept one, and so is code naming it (R.color, @color/ outside values files, named:, \
            exported names; only the name's bytes; each site listed; --no-code leaves code alone), and the replaced \
            color deleted (with --keep-aliases, a design token or an \
            Android color stays as an alias of the kept one). Android colors defined more than once (values and \
            values-night, several modules) are left alone, and so is a palette no scheme file reads (a note says so). \
            A merge that would make a contrast pair fail, or fail more, is left out and listed on standard error. \
            Afterwards no two colors of a palette lie within --max-delta-e of each other unless that merge is \
            listed as left out, with why; a second run plans nothing.
            Without --write nothing changes: the plan is printed as `themelint diff` will print it after --write. \
            Files are edited in place byte for byte (order, indentation, line endings kept), each written whole \
            to a temporary file beside it and renamed over it, all or none.
            Exit status: 0 (planned or written); 2 usage, configuration, input or git error, unresolved merge \
            conflicts, or a file that cannot be written (then nothing is written).
            """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var input: InputOptions

    @Option(name: .customLong("max-delta-e"), help: "Largest ΔE2000 from a replaced color to its kept color (default: the similar-colors maxDeltaE, 1.0).")
    var maxDeltaE: Double?

    @Option(name: .customLong("prefer"), help: "Keep colors whose name (or token path) matches this glob; repeatable.")
    var prefer: [String] = []

    @Flag(name: .customLong("keep-aliases"), help: "Design tokens and Android colors: keep each replaced one as an alias of the kept one instead of deleting it.")
    var keepAliases = false

    @Flag(help: "Write the files (default: print the plan only).")
    var write = false

    @Flag(name: .customLong("no-code"), help: "Leave code alone: read no code, rewrite none (Kotlin, Java, Swift, Objective-C, JS/TS, CSS, the manifest); Android resource XML is still followed.")
    var noCode = false

    @Option(help: "Output format of the plan: text, json or markdown (as themelint diff), or html (the visual check: the merges and every role that moves, before and after in each scheme).")
    var format: DiffReportFormat = .text

    func validate() throws {
        if let maxDeltaE, !(maxDeltaE > 0 && maxDeltaE <= 10) {
            throw ValidationError("--max-delta-e takes a number above 0 and at most 10, not \(maxDeltaE)")
        }
    }

    func run() throws {
        let editing = try ProjectEditing(global: global, input: input, readsCode: !noCode)
        let configured = editing.editable.project.configuration.rule(SimilarColorsRule.description.id).number("maxDeltaE")
        let options = CompressOptions(maxDeltaE: maxDeltaE ?? configured ?? SimilarColorsRule.defaultMaxDeltaE, prefer: prefer.map(NameGlob.init), keepAliases: keepAliases)
        let plan = try CompressPlanner.plan(editing.editable, source: editing.source, options: options)
        for note in plan.notes { writeError("themelint: note: \(TerminalText.escape(note))") }
        for merge in plan.leftOut { writeError("themelint: left out: \(TerminalText.escape(merge.description))") }
        let replaced = plan.merges.reduce(0) { $0 + $1.replaced.count }
        writeError("themelint: \(replaced) color\(replaced == 1 ? "" : "s") merged into \(plan.merges.count) (ΔE2000 ≤ \(options.maxDeltaE))\(write ? "" : "; nothing written (--write writes)")")
        try editing.finish(plan.edit, format: format, useColor: global.useColor, write: write) { report in
            EditPlanReport(compress: plan, project: editing.editable.project, report: report, written: write)
        }
    }
}
