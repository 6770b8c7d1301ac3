/// `themelint log`: walks commits as `git log` does and gives, for each, its semantic diff
/// against its first parent (the root commit against nothing), read with the commit's own
/// palettes and `.themelint.json` (the same diff `themelint diff C^ C` reports), narrowed to
/// a filter; commits with nothing left are skipped.
///
/// Cost grows with what changed, not with the length of the history:
/// - a commit whose tree comparison with its parent touches no path a load could read
///   (`ProjectLoader.mayRead`) is skipped unread;
/// - a commit whose comparison touches none of the paths its own load read (and adds or
///   removes no file a load may read) is skipped without loading its parent: both sides
///   would load the same;
/// - a project loaded for one commit is reused for any later commit whose tree differs from it
///   only in paths that load did not read (one tree comparison, not a load), so the parent
///   side of one entry serves as the head side of the next however many commits lie between;
/// - every load goes through one `DocumentCache`, so a blob id already seen is not parsed again
///   (nor, for a token file, read and classified again);
/// - the tree comparisons, one per commit, walk the two trees' entries directly
///   (`CommitHistory.changedPaths`; in git, descending only into subtrees whose ids differ).
public struct SemanticLog: Sendable {
    /// The commits, their trees' differences and their files.
    public var history: any CommitHistory
    /// Revisions and ranges as `git log` takes them (empty: `HEAD`).
    public var revisions: [String]
    /// Follow first parents only.
    public var firstParent: Bool
    /// What to keep of each diff.
    public var filter: LogFilter
    /// Stop after this many listed commits.
    public var limit: Int?
    /// Parses shared by every load of the walk (its `statistics` count them).
    public let cache = DocumentCache()
    /// What the walk did besides loading (`THEMELINT_STATS`).
    public let statistics = LogStatistics()

    /// Creates a log.
    public init(history: any CommitHistory, revisions: [String], firstParent: Bool, filter: LogFilter, limit: Int?) {
        self.history = history
        self.revisions = revisions
        self.firstParent = firstParent
        self.filter = filter
        self.limit = limit
    }

    /// Walks the history, calling `emit` with each entry that has something left after filtering.
    /// - Throws: what the history throws (`GitError` in git), `SourceError`,
    ///   `ConfigurationError` (a commit's broken `.themelint.json`), and what `emit` throws.
    public func run(_ emit: (LogEntry) throws -> Void) throws {
        if let limit, limit <= 0 { return }
        var listed = 0
        var loads = LoadMemo(firstParent: firstParent)
        var configurations: [String: Configuration] = [:]
        try history.walkCommits(revisions, firstParent: firstParent) { commit in
            let parent = commit.parents.first
            let changed = try history.changedPaths(from: parent, to: commit.id)
            // The commit's project is known, read with its own configuration (remembered from a
            // child that changed nothing it read): no source, no configuration lookup needed
            // to see that this commit changes nothing it reads either.
            if let parent, let known = loads.knownWithOwnConfiguration(commit.id),
               !known.reads.isAffected(by: changed, configuration: known.project.configuration) {
                loads.remember(known, as: parent, ownConfiguration: true)
                return true
            }
            let headSource = try history.source(ofCommit: commit.id)
            let configuration = try configuration(of: headSource, memo: &configurations)
            guard changed.contains(where: { ProjectLoader.mayRead($0.path, configuration: configuration.value) }) else { return true }

            var head = try loads.project(commit.id, configuration: configuration, ownConfiguration: true, history: history, standIn: true) {
                try load(headSource, configuration: configuration.value)
            }
            let narrowing = roleNarrowing(configuration.value)
            if let parent, !narrowing.isEmpty, head.reads.isAffected(by: changed, configuration: configuration.value),
               try RoleChainCheck(narrowing: narrowing, cache: cache)
                .leavesRolesAlone(head: head, headSource: headSource, parentSource: try history.source(ofCommit: parent), changed: changed, configuration: configuration.value) {
                // `--role`: no token on a listed role's chain changed; the head stands in for the parent.
                statistics.noteSkippedByRoleChains()
                loads.remember(head, as: parent, ownConfiguration: head.ownConfiguration, standIn: true)
                return true
            }
            if head.standIn {
                head = try loads.project(commit.id, configuration: configuration, ownConfiguration: true, history: history) {
                    try load(headSource, configuration: configuration.value)
                }
            }
            let empty = InMemorySource(descriptor: SourceDescriptor(spec: "(no parent)", kind: .commit), files: [:])
            guard let parent else {
                return try list(commit, base: try load(empty, configuration: configuration.value).project, head: head.project) {
                    (try load(empty, configuration: configuration.value, narrowed: false).project, try load(headSource, configuration: configuration.value, narrowed: false).project)
                }
            }
            if !head.reads.isAffected(by: changed, configuration: configuration.value) {
                loads.remember(head, as: parent, ownConfiguration: head.ownConfiguration)
                return true
            }
            // The token files read are kept only while a remembered project or build was made from them.
            defer { cache.keepTokenFiles(loads.tokenFileKeys.union(cache.tokenSetBuildKeys)) }
            // The parent is read with this commit's configuration: its own unless this commit changed it.
            let configurationChanged = changed.contains { $0.path == Configuration.defaultFileName }
            let base = try loads.project(parent, configuration: configuration, ownConfiguration: !configurationChanged, history: history) {
                try load(try history.source(ofCommit: parent), configuration: configuration.value)
            }
            return try list(commit, base: base.project, head: head.project) {
                let parentSource = try history.source(ofCommit: parent)
                return (try load(parentSource, configuration: configuration.value, narrowed: false).project, try load(headSource, configuration: configuration.value, narrowed: false).project)
            }
        }

        /// Emits the entry of `commit` when its filtered diff keeps anything; whether to go on.
        /// - Parameter whole: `base` and `head` loaded with every role, for a diff of projects
        ///   whose roles were narrowed (`roleNarrowing`) that adds or removes a role: only every
        ///   role tells whether that is a rename.
        func list(_ commit: LogCommit, base: LoadedProject, head: LoadedProject, whole: () throws -> (LoadedProject, LoadedProject)) throws -> Bool {
            var report = ThemeDiffer.diff(base: base, head: head)
            if !roleNarrowing(head.configuration).isEmpty, report.changes.contains(where: { [.roleAdded, .roleRemoved, .roleRenamed].contains($0.kind) }) {
                let (wholeBase, wholeHead) = try whole()
                report = ThemeDiffer.diff(base: wholeBase, head: wholeHead)
            }
            guard let kept = filter.apply(report) else { return true }
            try emit(LogEntry(commit: commit, report: kept))
            listed += 1
            return limit.map { listed < $0 } ?? true
        }
    }

    /// The roles a load builds (token sets), given the configuration: with `--role` and no
    /// contrast pairs (which read roles the filter does not list), only those the filter
    /// keeps; else every role (empty).
    private func roleNarrowing(_ configuration: Configuration) -> [NameGlob] {
        guard !filter.selection.roles.isEmpty, configuration.contrast == nil,
              !(configuration.themes ?? []).contains(where: { $0.contrast != nil }) else { return [] }
        return filter.selection.roles
    }

    /// Loads a project from `source`, recording what the load read; its roles narrowed to
    /// what the filter keeps (`roleNarrowing`) unless `narrowed` is false.
    private func load(_ source: any DocumentSource, configuration: Configuration, narrowed: Bool = true) throws -> LoadedProjectReads {
        let recording = ReadRecordingSource(source)
        var loader = ProjectLoader(source: recording, configuration: configuration, cache: cache)
        // `log -- PATH` lists changes to PATH only: theme sets it cannot select are not read.
        loader.pathspec = filter.paths
        if narrowed { loader.roleNarrowing = roleNarrowing(configuration) }
        // The semantic history is the theme's: code is not read for each commit.
        loader.readsCode = false
        let project = try loader.load()
        return LoadedProjectReads(commit: source.descriptor.commit ?? "", configurationKey: "", project: project, reads: recording.reads)
    }

    /// The configuration of `source` (its `.themelint.json`, parsed once per blob id), with a key
    /// that is equal for equal configurations.
    private func configuration(of source: any DocumentSource, memo: inout [String: Configuration]) throws -> (value: Configuration, key: String) {
        guard let id = try source.contentID(of: Configuration.defaultFileName) else { return (.automatic, "") }
        if let known = memo[id] { return (known, id) }
        let configuration: Configuration
        do {
            configuration = try Configuration.load(from: source)
        } catch {
            throw ConfigurationError("in commit \(source.descriptor.commit ?? source.descriptor.spec): \(error.description)")
        }
        memo[id] = configuration
        return (configuration, id)
    }
}
