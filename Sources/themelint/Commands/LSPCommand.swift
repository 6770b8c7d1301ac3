import ArgumentParser
import ThemeLintCore
import ThemeLintGit
import ThemeLintLSP

struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Serve the Language Server Protocol on standard input and output, for an editor.",
        discussion: """
            Reads the working tree as `check` does, overlaid with the editor's unsaved buffers. The repository is \
            --repo, else the one holding the client's root folder, else the current directory's.
            Exit status: 0 after shutdown and exit, 1 when the input ends or exit comes without shutdown.
            """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var input: InputOptions

    func run() throws {
        let repo = global.repo
        let maximumFileSize = input.maximumFileSize
        let server = LanguageServer(channel: MessageChannel()) { root in
            let workspace = try Workspace(repoPath: repo ?? root, maximumFileSize: maximumFileSize)
            guard let directory = workspace.repository.workingDirectory else { throw EditRefusal("a bare repository has no working tree") }
            let source = try workspace.source(.worktree)
            return WorkspaceSetup(source: source, configuration: try workspace.configuration(override: nil, from: source), rootDirectory: directory)
        }
        let status = server.run()
        if status != 0 { throw ExitCode(status) }
    }
}
