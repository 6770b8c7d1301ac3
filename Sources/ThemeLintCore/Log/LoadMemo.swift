/// A loaded project with what its load read from its commit.
struct LoadedProjectReads {
    /// The commit it stands for (40-hex).
    var commit: String
    /// The key of the configuration it was loaded with.
    var configurationKey: String
    /// Whether that configuration is the commit's own `.themelint.json` (a parent is read with
    /// its child's).
    var ownConfiguration = false
    /// The project.
    var project: LoadedProject
    /// What the load read.
    var reads: SourceReads
}

/// The last few projects loaded, by commit and configuration. Walking newest first, the
/// parent loaded as one commit's base is the next listed commit's head, or differs from it
/// only in files the load never read.
struct LoadMemo {
    private var entries: [LoadedProjectReads] = []
    private static let capacity = 4

    /// The remembered project of `commit` read with its own configuration, if any.
    func knownWithOwnConfiguration(_ commit: String) -> LoadedProjectReads? {
        entries.last { $0.commit == commit && $0.ownConfiguration }
    }

    /// The project of `commit`: remembered, else the most recent project with the same
    /// configuration whose reads the trees' differences leave alone, else `load()`.
    mutating func project(
        _ commit: String, configuration: (value: Configuration, key: String), ownConfiguration: Bool, history: any CommitHistory,
        load: () throws -> LoadedProjectReads
    ) throws -> LoadedProjectReads {
        if let entry = entries.last(where: { $0.commit == commit && $0.configurationKey == configuration.key }) { return entry }
        if let recent = entries.last(where: { $0.configurationKey == configuration.key && !$0.commit.isEmpty }) {
            let changes = try history.changedPaths(from: recent.commit, to: commit)
            if !recent.reads.isAffected(by: changes, configuration: configuration.value) {
                return remember(recent, as: commit, ownConfiguration: ownConfiguration)
            }
        }
        var loaded = try load()
        loaded.commit = commit
        loaded.configurationKey = configuration.key
        loaded.ownConfiguration = ownConfiguration
        append(loaded)
        return loaded
    }

    /// Remembers `entry`'s project as the project of `commit` too (known to load the same).
    @discardableResult
    mutating func remember(_ entry: LoadedProjectReads, as commit: String, ownConfiguration: Bool) -> LoadedProjectReads {
        var copy = entry
        copy.commit = commit
        copy.ownConfiguration = ownConfiguration
        copy.project.source = SourceDescriptor(spec: commit, kind: .commit, commit: commit)
        append(copy)
        return copy
    }

    private mutating func append(_ entry: LoadedProjectReads) {
        entries.append(entry)
        if entries.count > Self.capacity { entries.removeFirst() }
    }
}
