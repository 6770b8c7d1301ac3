import ThemeLintCore
import ThemeLintGit

/// Wires the git layer to the core for one invocation: the repository, sources, configuration.
struct Workspace: Sendable {
    let repository: GitRepository

    /// Opens the repository at `--repo` or discovered from the current directory (GIT_DIR honoured).
    init(repoPath: String?) throws {
        repository = try GitRepository.open(path: repoPath)
    }

    /// A document source for a spec.
    func source(_ spec: GitSourceSpec) throws -> any DocumentSource {
        try repository.source(spec)
    }

    /// `--config PATH` read from the filesystem, else `.themelint.json` from `source`.
    func configuration(override path: String?, from source: any DocumentSource) throws -> Configuration {
        if let path {
            let url = URL(fileURLWithPath: path)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw ConfigurationError("cannot read configuration file \(path)")
            }
            return try Configuration.parse(bytes: Array(data), file: path)
        }
        return try Configuration.load(from: source)
    }
}
