import ThemeLintCore
import ThemeLintGit

/// Wires the git layer to the core for one invocation: the repository, sources, configuration.
/// Every command starts here: `Workspace(global, input)` opens the repository, `start(_:config:)`
/// reads one source's configuration and loads its project.
struct Workspace: Sendable {
    let repository: GitRepository
    /// `--max-file-size`: files over it are refused unread.
    let maximumFileSize: Int

    /// Opens the repository at `--repo` or discovered from the current directory (GIT_DIR honoured).
    init(repoPath: String?, maximumFileSize: Int = FileSizeLimit.default) throws {
        repository = try GitRepository.open(path: repoPath)
        self.maximumFileSize = maximumFileSize
    }

    /// Opens the repository at `--repo`, refusing files over `--max-file-size`.
    init(_ global: GlobalOptions, _ input: InputOptions) throws {
        try self.init(repoPath: global.repo, maximumFileSize: input.maximumFileSize)
    }

    /// What a command starts from: the source `spec` names, its configuration (`--config PATH`
    /// when given, else the source's own `.themelint.json`) and the project loaded from it.
    func start(_ spec: GitSourceSpec, config: String? = nil) throws -> CommandStart {
        let source = try source(spec)
        let configuration = try configuration(override: config, from: source)
        return CommandStart(source: source, configuration: configuration, project: try load(source, configuration: configuration))
    }

    /// The project of `source` read with `configuration`; `cache` shared by loads whose files
    /// may be the same blobs (the two sides of a diff).
    func load(_ source: any DocumentSource, configuration: Configuration, cache: DocumentCache? = nil) throws -> LoadedProject {
        try ProjectLoader(source: source, configuration: configuration, cache: cache).load()
    }

    /// A document source for a spec, refusing files over `maximumFileSize`.
    func source(_ spec: GitSourceSpec) throws -> any DocumentSource {
        try repository.source(spec, maximumFileSize: maximumFileSize)
    }

    /// The pathspecs given after `--`, relative to the current directory's place in the working
    /// tree (as git reads them; the root when outside it or in a bare repository).
    func pathspec(_ patterns: [String]) throws -> Pathspec {
        guard !patterns.isEmpty else { return .everything }
        var prefix = ""
        if let root = repository.workingDirectory {
            let base = URL(fileURLWithPath: root).standardizedFileURL.resolvingSymlinksInPath().path
            let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.resolvingSymlinksInPath().path
            let rootPrefix = base.hasSuffix("/") ? base : base + "/"
            if here.hasPrefix(rootPrefix) { prefix = String(here.dropFirst(rootPrefix.count)) }
        }
        return try Pathspec(patterns, prefix: prefix)
    }

    /// `--config PATH` read from the filesystem, else `.themelint.json` from `source`.
    func configuration(override path: String?, from source: any DocumentSource) throws -> Configuration {
        if let path {
            let bytes: [UInt8]
            do {
                bytes = try readFile(atPath: path, limit: maximumFileSize)
            } catch {
                throw ConfigurationError("cannot read configuration file \(error)")
            }
            return try Configuration.parse(bytes: bytes, file: path)
        }
        return try Configuration.load(from: source)
    }
}

/// One source, its configuration and its project: what `Workspace.start` gives a command.
struct CommandStart {
    let source: any DocumentSource
    let configuration: Configuration
    let project: LoadedProject
}
