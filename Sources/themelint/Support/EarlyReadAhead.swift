import ThemeLintGit

/// The read-ahead of the working tree that `main` begins before the arguments are parsed, on
/// the thread that initialises libgit2: parsing the arguments takes a few milliseconds, during
/// which that thread would otherwise be idle.
///
/// It is begun when the command line names `check` or `diff` without `--repo` or `--config`
/// (which would move the working tree or the configuration); the command then shares it
/// (`session(repositoryPath:configurationPath:)`). Like any read-ahead it is only a guess that
/// saves time: what it reads counts only where the source checked has the same bytes.
enum EarlyReadAhead {
    /// The session begun early, if the command line called for one.
    static let begun: WorkingTreeReadAhead.Session? = {
        let arguments = CommandLine.arguments.dropFirst()
        guard let command = arguments.first, command == "check" || command == "diff",
              !arguments.contains(where: { $0.hasPrefix("--repo") || $0.hasPrefix("--config") })
        else { return nil }
        return WorkingTreeReadAhead.Session(repositoryPath: nil, configurationPath: nil)
    }()

    /// Begins the early session, if any, on the thread that initialises libgit2.
    static func begin() {
        if let session = begun {
            GitRepository.afterInitialization { session.help() }
        }
    }

    /// The session for a command's `--repo` and `--config`, with a side thread helping: the
    /// early one when it was begun for the same (neither given), else a new one, which a side
    /// thread starts on once libgit2 is initialised.
    static func session(repositoryPath: String?, configurationPath: String?) -> WorkingTreeReadAhead.Session {
        if repositoryPath == nil, configurationPath == nil, let begun { return begun }
        let session = WorkingTreeReadAhead.Session(repositoryPath: repositoryPath, configurationPath: configurationPath)
        GitRepository.afterInitialization { session.help() }
        return session
    }
}
