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
    /// Whether `project` was loaded for a younger commit and only stands in for `commit`:
    /// `log --role` found that the commits between change no token on a listed role's chain
    /// (`RoleChainCheck`), so the listed roles are the same, but nothing else is known to be.
    /// Such a project is loaded for real before it is diffed.
    var standIn = false
}

/// The last few projects loaded, by commit and configuration. Walking newest first, the
/// parent loaded as one commit's base is the next listed commit's head, or differs from it
/// only in files the load never read.
struct LoadMemo {
    private var entries: [LoadedProjectReads] = []
    /// How many entries are kept: 4, or 2 in a first-parent walk, where a commit's project is
    /// never asked for again once its parent's is known (the projects a log no longer needs are
    /// released as it goes).
    private let capacity: Int

    init(firstParent: Bool = false) {
        capacity = firstParent ? 2 : 4
    }

    /// The remembered project of `commit` read with its own configuration, if any.
    func knownWithOwnConfiguration(_ commit: String) -> LoadedProjectReads? {
        entries.last { $0.commit == commit && $0.ownConfiguration }
    }

    /// The project of `commit`: remembered, else the most recent project with the same
    /// configuration whose reads the trees' differences leave alone, else `load()`.
    /// - Parameter standIn: whether a stand-in project (`LoadedProjectReads.standIn`) will do.
    mutating func project(
        _ commit: String, configuration: (value: Configuration, key: String), ownConfiguration: Bool, history: any CommitHistory, standIn: Bool = false,
        load: () throws -> LoadedProjectReads
    ) throws -> LoadedProjectReads {
        if let entry = entries.last(where: { $0.commit == commit && $0.configurationKey == configuration.key && (standIn || !$0.standIn) }) { return entry }
        if let recent = entries.last(where: { $0.configurationKey == configuration.key && !$0.commit.isEmpty && (standIn || !$0.standIn) }) {
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

    /// Remembers `entry`'s project as the project of `commit` too (known to load the same, or,
    /// with `standIn`, the same listed roles).
    @discardableResult
    mutating func remember(_ entry: LoadedProjectReads, as commit: String, ownConfiguration: Bool, standIn: Bool = false) -> LoadedProjectReads {
        var copy = entry
        copy.commit = commit
        copy.ownConfiguration = ownConfiguration
        copy.standIn = entry.standIn || standIn
        copy.project.source = SourceDescriptor(spec: commit, kind: .commit, commit: commit)
        append(copy)
        return copy
    }

    private mutating func append(_ entry: LoadedProjectReads) {
        entries.append(entry)
        if entries.count > capacity { entries.removeFirst() }
    }

    /// The content keys of the token files the remembered projects' token sets were read from.
    var tokenFileKeys: Set<String> {
        var keys = Set<String>()
        for entry in entries {
            for set in entry.project.themeSets { keys.formUnion(set.inputKey?.palettes ?? []) }
        }
        return keys
    }
}
