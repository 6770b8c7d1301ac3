extension ProjectLoader {
    /// Reads, parses and decodes ahead of time the theme files this loader's source has, into
    /// `cache`: a later load of any source that reads exactly the same bytes at the same path
    /// reuses the work instead of parsing again. Does nothing without a cache.
    ///
    /// It exists to use a CPU that would otherwise be idle: themelint reads the working tree
    /// this way on two threads while it parses its arguments and opens the repository, and the
    /// files of HEAD or of the index are usually the working tree's byte for byte. Reuse is
    /// decided by comparing bytes, so a file that differs is simply parsed again by the load
    /// that needs it: results never depend on what was read ahead.
    ///
    /// Files are taken in the order a load reads them (each theme set's scheme file, then its
    /// palettes, then palettes checked on their own). It stops when `shouldStop()` is true
    /// (asked before listing and before each file), and it skips a file that would take it past
    /// `byteBudget` bytes in all. Anything that cannot be listed, read or configured ends it
    /// quietly: the load that follows reports it. This is `sharedReadAhead` on one thread.
    ///
    /// - Returns: the paths read ahead, in order.
    @discardableResult
    public func readAhead(byteBudget: Int, shouldStop: @escaping @Sendable () -> Bool) -> [String] {
        sharedReadAhead(byteBudget: byteBudget, shouldStop: shouldStop)?.finish() ?? []
    }

    /// Parses (and for a scheme file decodes) `bytes` read at `path` into `cache`'s read-ahead.
    static func parseAhead(_ bytes: [UInt8], at path: String, isScheme: Bool, into cache: DocumentCache) {
        let parsed = LoadState.parse(bytes)
        if isScheme, case .parsed(let document) = parsed {
            cache.storeReadAhead(.schemeFile(LoadState.decodeSchemeFile(document, path: path)), of: bytes, at: path)
        } else {
            cache.storeReadAhead(.document(parsed), of: bytes, at: path)
        }
    }

    /// A read-ahead (see `readAhead(byteBudget:shouldStop:)`) that any number of threads share:
    /// each thread that calls `work()` reads and parses files no other thread has taken, so a
    /// thread with nothing else to do can halve the time. The same files are read, each once,
    /// as by `readAhead` on one thread, except that files of a byte budget too small for all of
    /// them may be chosen in another order. Nil without a cache, when `shouldStop()` is true
    /// already, or when the source cannot be listed.
    public func sharedReadAhead(byteBudget: Int, shouldStop: @escaping @Sendable () -> Bool) -> SharedReadAhead? {
        guard let cache, !shouldStop(), let plan = try? plannedReads() else { return nil }
        return SharedReadAhead(source: source, cache: cache, plan: plan, byteBudget: byteBudget, shouldStop: shouldStop)
    }

    /// The files `load()` reads, each once, in its order (each theme set's scheme file, then its
    /// palettes, then palettes checked on their own), marked when it is a scheme file. Lists the
    /// source when the theme sets are auto-detected.
    func plannedReads() throws -> [(path: String, isScheme: Bool)] {
        if let configured = configuration.themes {
            return Self.readingOrder(configured, standalonePalettes: [])
        }
        let detected = Self.detectThemeSets(in: try source.allFilePaths())
        return Self.readingOrder(detected.sets, standalonePalettes: detected.standalonePalettes)
    }

    /// Every file of `sets` once, in the order `load()` reads them, marked when it is a scheme file.
    private static func readingOrder(_ sets: [ThemeSetDefinition], standalonePalettes: [String]) -> [(path: String, isScheme: Bool)] {
        var seen: Set<String> = []
        var order: [(path: String, isScheme: Bool)] = []
        for set in sets {
            if seen.insert(set.schemes).inserted { order.append((set.schemes, true)) }
            for palette in set.palettes where seen.insert(palette).inserted { order.append((palette, false)) }
        }
        for palette in standalonePalettes where seen.insert(palette).inserted { order.append((palette, false)) }
        return order
    }
}

/// Files being read ahead by any number of threads (`ProjectLoader.sharedReadAhead`).
public final class SharedReadAhead: Sendable {
    private let progress: Progress
    private let files: SharedWork

    fileprivate init(source: any DocumentSource, cache: DocumentCache, plan: [(path: String, isScheme: Bool)], byteBudget: Int, shouldStop: @escaping @Sendable () -> Bool) {
        let progress = Progress(paths: plan.map(\.path), byteBudget: byteBudget)
        self.progress = progress
        files = SharedWork(count: plan.count) { index in
            let (path, isScheme) = plan[index]
            guard !shouldStop(), let bytes = (try? source.contents(of: path)) ?? nil, progress.take(bytes.count) else {
                progress.settle(index, read: false)
                return
            }
            ProjectLoader.parseAhead(bytes, at: path, isScheme: isScheme, into: cache)
            progress.settle(index, read: true)
        }
    }

    /// Reads and parses files no thread has taken, until none is left.
    public func work() {
        files.work()
    }

    /// Helps (`work()`), then waits until the files other threads took are done too.
    /// - Returns: the paths read ahead, in reading order.
    @discardableResult
    public func finish() -> [String] {
        files.work()
        return progress.waitForAll()
    }

    /// What the threads have done: the byte budget left, which files were read, how many are
    /// settled (read, skipped or passed over).
    private final class Progress: @unchecked Sendable {
        private let paths: [String]
        private let lock = Lock()
        private var remaining: Int // guarded by `lock`
        private var read: [Bool] // guarded by `lock`
        private var settled = 0 // guarded by `lock`

        init(paths: [String], byteBudget: Int) {
            self.paths = paths
            remaining = byteBudget
            read = Array(repeating: false, count: paths.count)
        }

        /// Takes `count` bytes of the budget, when that many are left.
        func take(_ count: Int) -> Bool {
            lock.lock()
            defer { lock.unlock() }
            guard count <= remaining else { return false }
            remaining -= count
            return true
        }

        /// Marks file `index` done, read ahead or not.
        func settle(_ index: Int, read wasRead: Bool) {
            lock.lock()
            read[index] = wasRead
            settled += 1
            if settled == paths.count { lock.broadcast() }
            lock.unlock()
        }

        /// Waits until every file is settled; returns the paths read, in order.
        func waitForAll() -> [String] {
            lock.lock()
            defer { lock.unlock() }
            while settled < paths.count { lock.wait() }
            return zip(paths, read).compactMap { $1 ? $0 : nil }
        }
    }
}
