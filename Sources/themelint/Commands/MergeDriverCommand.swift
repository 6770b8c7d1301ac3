import ArgumentParser
import ThemeLintCore
import ThemeLintGit

struct MergeDriverCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge-driver",
        abstract: "Merge one theme file by its meaning, as a git merge driver (writes the result into OURS).",
        discussion: """
            git runs it for files marked `merge=themelint` in .gitattributes, with
            merge.themelint.driver = themelint merge-driver --marker-size %L %O %A %B %P
            (set up by `themelint hook install --merge-driver`). Palette colors, roles, tokens, \
            color-set entries and Android resources are matched by name, so edits of different \
            members merge however close their lines are. True conflicts get git's markers around the \
            smallest whole members. A side that does not parse or repeats a key (an Android resource \
            defined twice), or a format themelint does not merge, is merged line by line as \
            `git merge-file` does, and that is said on standard error every time.
            Only OURS is written. Exit status: 0 merged cleanly, 1 conflicts left in OURS, 2 usage \
            or input error (a missing file; OURS left unchanged).
            """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var input: InputOptions

    @Option(name: .customLong("marker-size"), help: "Length of the conflict markers (git's %L, conflict-marker-size).")
    var markerSize: Int = 7

    @Option(name: .customLong("ours-label"), help: "Label after <<<<<<< (git 2.44 and later: %X).")
    var oursLabel: String = "ours"

    @Option(name: .customLong("base-label"), help: "Label after ||||||| in diff3 style (git 2.44 and later: %S).")
    var baseLabel: String = "base"

    @Option(name: .customLong("theirs-label"), help: "Label after >>>>>>> (git 2.44 and later: %Y).")
    var theirsLabel: String = "theirs"

    @Argument(help: "The common ancestor's version (git's %O).")
    var base: String

    @Argument(help: "The current branch's version (git's %A); the result is written over it.")
    var ours: String

    @Argument(help: "The other branch's version (git's %B).")
    var theirs: String

    @Argument(help: "The path being merged (git's %P), used to recognise the format and in messages.")
    var pathname: String?

    func validate() throws {
        guard (1...1_000).contains(markerSize) else {
            throw ValidationError("--marker-size takes a length from 1 to 1000, not \(markerSize)")
        }
    }

    func run() throws {
        let limit = input.maximumFileSize
        var sides = MergeSides(
            base: try readFile(atPath: base, limit: limit), ours: try readFile(atPath: ours, limit: limit),
            theirs: try readFile(atPath: theirs, limit: limit), path: pathname ?? "", markerSize: markerSize,
            oursLabel: oursLabel, baseLabel: baseLabel, theirsLabel: theirsLabel)
        // git runs drivers at the top of the working tree: its merge.conflictStyle applies. Outside
        // a repository, git's default style.
        let lineMerger = (try? GitRepository.open(path: global.repo)).map(GitLineMerge.init(repository:)) ?? GitLineMerge()
        // diff3 and zdiff3 users expect the base in every block, the JSON ones included.
        sides.showsBase = lineMerger.conflictStyle != .merge
        let shown = TerminalText.escape(pathname ?? ours)
        switch ThemeFileMerge.merge(sides, lineMerger: lineMerger) {
        case .clean(let bytes):
            try FileReplacement.replace([(ours, bytes)])
        case .conflicted(let bytes, let conflicts):
            try FileReplacement.replace([(ours, bytes)])
            for conflict in conflicts {
                writeError("\(shown):\(conflict.line): conflict in member \(TerminalText.escape(conflict.memberPath.joined(separator: ".")))")
            }
            throw ExitCode(1)
        case .fallBack(let reason):
            let merged = try lineMerger.lineMerge(sides)
            try FileReplacement.replace([(ours, merged.bytes)])
            writeError("themelint: \(shown): \(TerminalText.escape(reason)); merged line by line (git merge-file)")
            if !merged.isClean { throw ExitCode(1) }
        }
    }
}
