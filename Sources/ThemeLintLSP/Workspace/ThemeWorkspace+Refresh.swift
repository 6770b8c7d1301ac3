import ThemeLintCore

/// What the workspace's refreshes have loaded (`themelint/statistics`): how an edit's cost is
/// seen from outside.
public struct RefreshStatistics: Sendable {
    /// Refreshes done (each one load, partial or whole).
    public var refreshes = 0
    /// Refreshes that loaded the whole project (the first, a configuration change, a theme set
    /// appearing or going).
    public var wholeLoads = 0
    /// Theme sets loaded over all refreshes.
    public var setsLoaded = 0
    /// The names of the theme sets the last refresh loaded.
    public var lastSets: [String] = []
    /// The files the last refresh published.
    public var lastPublished: [String] = []
    /// Refreshes stopped before they finished (cancelled, or superseded by a newer edit).
    public var stopped = 0

    /// The statistics as the custom request answers them.
    var output: JSONOutput {
        .object([
            ("refreshes", .int(refreshes)), ("wholeLoads", .int(wholeLoads)), ("setsLoaded", .int(setsLoaded)),
            ("lastSets", .array(lastSets.map(JSONOutput.string))), ("lastPublished", .array(lastPublished.map(JSONOutput.string))),
            ("stopped", .int(stopped)),
        ])
    }
}

extension ThemeWorkspace {
    /// Reloads and rechecks when stale; the files whose diagnostics to publish.
    ///
    /// Only the parts that read a changed file are loaded and checked again (a palette's part
    /// holds the sets that read it; Android sets that read each other's modules are one part);
    /// a change to `.themelint.json`, or to which theme sets there are, loads everything, the
    /// configuration read again (so does a file appearing or going). Published: on the first load every file with findings and
    /// every open one; then the files changed, every file of a part that was loaded again, and
    /// any other file whose findings changed. `shouldStop` is asked between parts: when it says
    /// so the refresh throws `WorkStopped` and nothing changes (the next one starts over).
    /// - Throws: `SourceError` when the working tree cannot be read, `WorkStopped`.
    public func refresh(shouldStop: @escaping () -> Bool = { false }) throws -> [String] {
        guard isStale else { return [] }
        var configuration = self.configuration
        var configurationError = self.configurationError
        if !loadedOnce || changed.contains(Configuration.defaultFileName) {
            do {
                configuration = try Configuration.load(from: source)
                configurationError = nil
            } catch {
                configurationError = error
            }
        }
        let whole = try ProjectLoader(source: source, configuration: configuration, cache: cache).plan()
        let listing = try source.allFilePaths()
        var loader = PartLoader(source: source, configuration: configuration, cache: cache, shouldStop: shouldStop)
        var newParts = parts
        var owners = fileOwners
        var reloaded: [Int] = []
        var wholeLoad = !(loadedOnce && whole == plan && configuration == self.configuration && listing == self.listing)
        if !wholeLoad {
            for index in parts.indices where changed.contains(where: { parts[index].reads($0) }) {
                newParts[index] = try loader.load(parts[index].plan, order: parts[index].order)
                reloaded.append(index)
            }
            // A part that now reads another's file joins it: the whole project is parted again.
            for index in reloaded {
                for file in parts[index].files.subtracting(newParts[index].files) where owners[file] == index { owners[file] = nil }
                for file in newParts[index].files {
                    if let owner = owners[file], owner != index { wholeLoad = true }
                    owners[file] = index
                }
            }
        }
        if wholeLoad {
            newParts = try loader.partition(whole)
            owners = PartLoader.owners(newParts)
        }
        // Nothing below stops: the refresh is committed.
        var publish = changed
        let before = findings
        if wholeLoad {
            findings = Self.findings(of: newParts)
            if loadedOnce {
                for part in newParts where changed.contains(where: { part.reads($0) }) { publish.formUnion(part.files) }
            } else {
                publish.formUnion(findings.keys)
                publish.formUnion(documents.keys)
            }
            for file in Set(before.keys).union(findings.keys) where before[file] != findings[file] { publish.insert(file) }
        } else {
            var touched: Set<String> = []
            for index in reloaded {
                touched.formUnion(parts[index].findings.keys)
                touched.formUnion(newParts[index].findings.keys)
                publish.formUnion(newParts[index].files)
            }
            for file in touched {
                let lists = newParts.compactMap { $0.findings[file] }
                findings[file] = lists.isEmpty ? nil : lists.count == 1 ? lists[0] : Linter.combined(lists)
                if before[file] != findings[file] { publish.insert(file) }
            }
        }
        let configurationFile = Configuration.defaultFileName
        if configurationError != nil || configurationError != self.configurationError {
            findings[configurationFile] = Self.findings(of: configurationError, whole: newParts)
            publish.insert(configurationFile)
        }
        self.configuration = configuration
        self.configurationError = configurationError
        plan = whole
        self.listing = listing
        parts = newParts
        fileOwners = owners
        project = LoadedProject(parts: newParts, source: source.descriptor, configuration: configuration)
        symbolIndex = nil
        changed = []
        loadedOnce = true
        let published = publish.sorted()
        statistics.refreshes += 1
        if wholeLoad { statistics.wholeLoads += 1 }
        statistics.setsLoaded += loader.loadedSets.count
        statistics.lastSets = loader.loadedSets
        statistics.lastPublished = published
        return published
    }

    /// Each file's findings over all parts (a file two parts report on, such as the
    /// configuration, gets both parts' findings in one order).
    static func findings(of parts: [ProjectPart]) -> [String: [Finding]] {
        var lists: [String: [[Finding]]] = [:]
        for part in parts {
            for (file, found) in part.findings { lists[file, default: []].append(found) }
        }
        return lists.mapValues { $0.count == 1 ? $0[0] : Linter.combined($0) }
    }

    /// The findings of `.themelint.json`: the parts' (a missing file its theme set declares),
    /// and, when it cannot be used, why (the last configuration that could stays in effect).
    static func findings(of error: ConfigurationError?, whole parts: [ProjectPart]) -> [Finding]? {
        var lists = parts.compactMap { $0.findings[Configuration.defaultFileName] }
        if let error {
            let start = Location(file: Configuration.defaultFileName, position: .start)
            let location = error.location.flatMap { $0.file == start.file ? $0 : nil } ?? start
            lists.append([Finding(rule: "configuration", severity: .error, message: error.message + " (the last configuration that could be read stays in effect)", location: location)])
        }
        return lists.isEmpty ? nil : Linter.combined(lists)
    }
}
