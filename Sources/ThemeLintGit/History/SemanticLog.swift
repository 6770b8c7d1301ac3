import ThemeLintCore

/// `themelint log`: walks commits as `git log` does and gives, for each, its semantic diff
/// against its first parent (the root commit against nothing), read with the commit's own
/// palettes and `.themelint.json` (the same diff `themelint diff C^ C` reports), narrowed to
/// a filter; commits with nothing left are skipped.
///
/// Cost grows with what changed: a commit whose tree comparison with its parent touches no
/// path a load could read (`ProjectLoader.mayRead`) is skipped unread; the others are loaded
/// through one `DocumentCache`, so a blob id already seen is not parsed again, and the
/// project loaded for a commit is reused when the walk reaches its parent's turn next.
public struct SemanticLog: Sendable {
    /// The repository.
    public var repository: GitRepository
    /// Revisions and ranges as `git log` takes them (empty: `HEAD`).
    public var revisions: [String]
    /// Follow first parents only.
    public var firstParent: Bool
    /// What to keep of each diff.
    public var filter: LogFilter
    /// Stop after this many listed commits.
    public var limit: Int?
    /// Blobs over this many bytes are refused by their header (each its own finding).
    public var maximumFileSize: Int
    /// Parses shared by every load of the walk (its `statistics` count them).
    public let cache = DocumentCache()

    /// Creates a log.
    public init(repository: GitRepository, revisions: [String], firstParent: Bool, filter: LogFilter, limit: Int?, maximumFileSize: Int = FileSizeLimit.default) {
        self.repository = repository
        self.maximumFileSize = maximumFileSize
        self.revisions = revisions
        self.firstParent = firstParent
        self.filter = filter
        self.limit = limit
    }

    /// Walks the history, calling `emit` with each entry that has something left after filtering.
    /// - Throws: `GitError`, `SourceError`, `ConfigurationError` (a commit's broken
    ///   `.themelint.json`), and what `emit` throws.
    public func run(_ emit: (LogEntry) throws -> Void) throws {
        if let limit, limit <= 0 { return }
        var listed = 0
        var loads = LoadMemo()
        var configurations: [String: Configuration] = [:]
        try repository.walkCommits(revisions, firstParent: firstParent) { commit in
            let parent = commit.parents.first
            let headSource = try repository.source(.revision(commit.id), maximumFileSize: maximumFileSize)
            let configuration = try configuration(of: headSource, memo: &configurations)
            let changed = try repository.changedPaths(from: parent, to: commit.id)
            guard changed.contains(where: { ProjectLoader.mayRead($0, configuration: configuration.value) }) else { return true }

            let head = try loads.project(commit.id, configurationKey: configuration.key) {
                try ProjectLoader(source: headSource, configuration: configuration.value, cache: cache).load()
            }
            let base = try loads.project(parent ?? "", configurationKey: configuration.key) {
                let source: any DocumentSource = try parent.map { try repository.source(.revision($0), maximumFileSize: maximumFileSize) }
                    ?? InMemorySource(descriptor: SourceDescriptor(spec: "(no parent)", kind: .commit), files: [:])
                return try ProjectLoader(source: source, configuration: configuration.value, cache: cache).load()
            }
            let report = ThemeDiffer.diff(base: base, head: head)
            guard let kept = filter.apply(report) else { return true }
            try emit(LogEntry(commit: commit, report: kept))
            listed += 1
            return limit.map { listed < $0 } ?? true
        }
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

/// The last few projects loaded, by commit and configuration: walking newest first, the parent
/// loaded as one commit's base is the next commit's head.
private struct LoadMemo {
    private var entries: [(key: String, project: LoadedProject)] = []

    mutating func project(_ commit: String, configurationKey: String, load: () throws -> LoadedProject) throws -> LoadedProject {
        let key = commit + "\u{1F}" + configurationKey
        if let entry = entries.first(where: { $0.key == key }) { return entry.project }
        let project = try load()
        entries.append((key, project))
        if entries.count > 4 { entries.removeFirst() }
        return project
    }
}
