import ArgumentParser
import ThemeLintCore
import ThemeLintGit

struct TextconvCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "textconv",
        abstract: "Print a theme file as a stable, sorted, resolved listing (a git diff driver).",
        discussion: """
            A scheme file (a JSON object of objects with "colors") prints `scheme: appearance` and \
            `scheme/role = identifier COLOR` lines (colors as the palette writes them), resolved against the palettes of the repository's \
            working tree: those of the theme set the file belongs to (matched by path, or by file name, since \
            git passes a temporary copy of the blob under its file name), else all palettes, merged in their detected order. \
            An asset catalog's color set (`*.colorset/Contents.json`) prints one `entry = spelling #HEX` line per entry. \
            A design-token file (DTCG, Tokens Studio) prints `path = value` per token, as written. \
            Any other JSON object is a palette: `name = COLOR`. Input that is not JSON is printed as is.
            Set up with `themelint hook install --diff-driver` (or `git config diff.themelint.textconv \
            "themelint textconv"`) and `scheme*.json diff=themelint` / `palette*.json diff=themelint` in \
            .gitattributes.
            """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var input: InputOptions

    @Argument(help: "The file to list (git passes a temporary copy of the blob); - reads standard input.")
    var file: String

    func run() throws {
        let bytes = try readInput()
        let context = RepositoryContext(repoPath: global.repo, input: file, maximumFileSize: input.maximumFileSize)
        let renderer = TextconvRenderer(source: context.source, configuration: context.configuration)
        writeOutput(try renderer.render(bytes, path: context.repositoryPath, fileName: context.fileName))
    }

    /// The input, read up to `--max-file-size` (a larger regular file by its size, unread; a pipe
    /// or a device such as /dev/zero until one byte past the limit): exit status 2 beyond it.
    private func readInput() throws -> [UInt8] {
        if file == "-" {
            return try readAll(from: STDIN_FILENO, named: "standard input", limit: input.maximumFileSize)
        }
        return try readFile(atPath: file, limit: input.maximumFileSize)
    }
}

/// The working tree a `textconv` input resolves against, and the input's place in it.
/// textconv must not make `git diff` fail, so a missing repository or a broken configuration
/// only narrows what can be resolved (with a note on standard error for the configuration).
private struct RepositoryContext {
    var source: (any DocumentSource)?
    var configuration = Configuration.automatic
    var repositoryPath: String?
    var fileName: String

    init(repoPath: String?, input: String, maximumFileSize: Int) {
        fileName = URL(fileURLWithPath: input).lastPathComponent
        guard let repository = try? GitRepository.open(path: repoPath), let workingDirectory = repository.workingDirectory,
              let worktree = try? repository.source(.worktree, maximumFileSize: maximumFileSize)
        else { return }
        source = worktree
        do {
            configuration = try Configuration.load(from: worktree)
        } catch {
            writeError("themelint: warning: textconv: \(TerminalText.escape(error.description)); using auto-detection")
        }
        if input != "-" {
            repositoryPath = Self.relativePath(of: input, in: workingDirectory)
        }
    }

    /// `path` relative to `root` when it lies inside it (symbolic links in both resolved).
    static func relativePath(of path: String, in root: String) -> String? {
        let file = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        let base = URL(fileURLWithPath: root).standardizedFileURL.resolvingSymlinksInPath().path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        guard file.hasPrefix(prefix) else { return nil }
        let relative = String(file.dropFirst(prefix.count))
        return relative.isEmpty || relative.hasPrefix(".git/") ? nil : relative
    }
}
