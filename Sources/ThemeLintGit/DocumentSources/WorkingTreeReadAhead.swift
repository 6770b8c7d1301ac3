#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ThemeLintCore

/// Reads and parses the working tree's theme files without libgit2, on threads that would
/// otherwise be idle, so that the load that follows (of the working tree, the index or a
/// commit) reuses every parse whose bytes match.
///
/// It finds the working tree the way git would in the common case (the closest parent with a
/// `.git`, or `GIT_WORK_TREE`), lists its JSON files itself, and hands them to
/// `ProjectLoader.sharedReadAhead`. Everything it does is a guess that only saves time: a load
/// uses a result only for exactly the same bytes at the same path, so a wrong guess (another
/// working tree, a file that differs from HEAD, a file ignored by git) costs time, never
/// correctness. It reads nothing through a symbolic link and writes nothing.
public enum WorkingTreeReadAhead {
    /// At most this many bytes are read ahead (and no file larger): a large theme set, whose
    /// files the load reads anyway, is left to the load.
    public static let byteBudget = 2 << 20

    /// At most this many directory entries are listed (a working tree with large untracked
    /// directories is not walked to the end).
    public static let entryBudget = 20_000

    /// What reading ahead did.
    public struct Outcome: Sendable {
        /// The repository-relative paths read ahead, in order.
        public var paths: [String] = []
        /// The project loaded from the files read ahead, for `ProjectLoader.load(reusing:)`,
        /// when asked for.
        public var preparedLoad: PreparedLoad?
    }

    /// A read-ahead of the working tree that several threads share: each thread that calls
    /// `help()` reads and parses files no other has taken (`SharedReadAhead`); `finish` waits
    /// for them all and prepares the project. The first caller finds the working tree, reads
    /// the configuration and lists the files; the others wait for that, then share the files.
    /// Nothing happens before the first call, so a session can be made before it is known to
    /// be needed: the executable makes one for `check` and `diff` before their arguments are
    /// parsed, and the thread that initialised libgit2 starts on it.
    public final class Session: Sendable {
        /// Where the parses go: pass it to the loads that follow.
        public let cache: DocumentCache
        private let setup: SideThread.Pending<Setup?>

        private struct Setup: Sendable {
            let loader: ProjectLoader
            let files: SharedReadAhead
        }

        /// A session for the working tree of `repositoryPath` (`--repo`; else the current
        /// directory's), with the configuration at `configurationPath` (`--config`; else the
        /// working tree's `.themelint.json`); `shouldStop` ends the reading early.
        public init(
            repositoryPath: String?,
            configurationPath: String?,
            into cache: DocumentCache = DocumentCache(),
            environment: [String: String] = ProcessInfo.processInfo.environment,
            currentDirectory: String = FileManager.default.currentDirectoryPath,
            shouldStop: @escaping @Sendable () -> Bool = { false }
        ) {
            self.cache = cache
            setup = SideThread.Pending {
                guard let loader = WorkingTreeReadAhead.loader(
                    repositoryPath: repositoryPath, configurationPath: configurationPath, cache: cache,
                    environment: environment, currentDirectory: currentDirectory, shouldStop: shouldStop),
                    let files = loader.sharedReadAhead(byteBudget: byteBudget, shouldStop: shouldStop)
                else { return nil }
                return Setup(loader: loader, files: files)
            }
        }

        /// Reads and parses files no other thread has taken, until none is left.
        public func help() {
            (try? setup.value())??.files.work()
        }

        /// Helps, waits until every file is read, then (with `spec`) prepares the project as
        /// the load of `spec` will most likely find it (`ProjectLoader.prepare`).
        @discardableResult
        public func finish(preparing spec: GitSourceSpec?) -> Outcome {
            guard let setup = (try? setup.value()) ?? nil else { return Outcome() }
            var outcome = Outcome(paths: setup.files.finish())
            if let spec {
                outcome.preparedLoad = try? setup.loader.prepare(as: SourceDescriptor(spec: spec.description, kind: spec.sourceKind))
            }
            return outcome
        }
    }

    /// The loader of the working tree's files and its configuration, or nil when there is no
    /// working tree to guess or its configuration cannot be read.
    private static func loader(
        repositoryPath: String?, configurationPath: String?, cache: DocumentCache,
        environment: [String: String], currentDirectory: String, shouldStop: @escaping @Sendable () -> Bool
    ) -> ProjectLoader? {
        guard !shouldStop(),
              let root = guessWorkingTree(repositoryPath: repositoryPath, environment: environment, currentDirectory: currentDirectory)
        else { return nil }
        let source = ReadAheadWorkingTree(root: root, maximumFileSize: byteBudget, entryBudget: entryBudget, shouldStop: shouldStop)
        let configuration: Configuration
        do {
            if let configurationPath {
                guard let data = FileManager.default.contents(atPath: absolutePath(configurationPath, relativeTo: currentDirectory)) else { return nil }
                configuration = try cache.configuration(parsing: Array(data), file: configurationPath)
            } else {
                configuration = try Configuration.load(from: source, cache: cache)
            }
        } catch {
            return nil
        }
        return ProjectLoader(source: source, configuration: configuration, cache: cache)
    }

    /// The working tree git would most likely use: `GIT_WORK_TREE`; else, with `GIT_DIR` set,
    /// the current directory; else the closest directory at or above `repositoryPath` (or the
    /// current directory) that has a `.git`. Nil when there is none.
    static func guessWorkingTree(repositoryPath: String?, environment: [String: String], currentDirectory: String) -> String? {
        var directory: String
        if let repositoryPath {
            directory = absolutePath(repositoryPath, relativeTo: currentDirectory)
        } else if let workTree = environment["GIT_WORK_TREE"], !workTree.isEmpty {
            return absolutePath(workTree, relativeTo: currentDirectory)
        } else if let gitDirectory = environment["GIT_DIR"], !gitDirectory.isEmpty {
            return currentDirectory
        } else {
            directory = currentDirectory
        }
        while true {
            var info = stat()
            if lstat(directory + "/.git", &info) == 0 { return directory }
            guard let slash = directory.lastIndex(of: "/"), directory != "/" else { return nil }
            directory = slash == directory.startIndex ? "/" : String(directory[..<slash])
        }
    }
}

/// The working tree as plain files, for reading ahead: every `.json` file below the root that
/// is not under a hidden directory (`.git`, `.build`) or reached through a symbolic link. The
/// tree is walked once and each file read once: the read-ahead and the prepared load both list
/// and read it.
private final class ReadAheadWorkingTree: DocumentSource, @unchecked Sendable {
    let descriptor = SourceDescriptor(spec: GitSourceSpec.worktree.description, kind: .worktree)
    let root: String
    let maximumFileSize: Int
    let entryBudget: Int
    let shouldStop: @Sendable () -> Bool
    private let lock = Lock()
    private var listing: Result<[String], any Error>? // guarded by `lock`
    private var files: [String: Result<[UInt8]?, any Error>] = [:] // guarded by `lock`

    init(root: String, maximumFileSize: Int, entryBudget: Int, shouldStop: @escaping @Sendable () -> Bool) {
        self.root = root
        self.maximumFileSize = maximumFileSize
        self.entryBudget = entryBudget
        self.shouldStop = shouldStop
    }

    func contents(of path: String) throws -> [UInt8]? {
        lock.lock()
        let earlier = files[path]
        lock.unlock()
        if let earlier { return try earlier.get() }
        // Read without the lock, so that threads sharing the read-ahead read files side by side.
        let result = Result {
            try NoFollowFileReader(root: root, place: "the working tree", maximumSize: maximumFileSize).contents(of: path)
        }
        lock.lock()
        files[path] = result
        lock.unlock()
        return try result.get()
    }

    /// The JSON files, sorted; throws when the walk was cut short (too many entries, or time
    /// to stop), since a partial listing would detect other theme sets.
    func allFilePaths() throws -> [String] {
        lock.lock()
        defer { lock.unlock() }
        let result = listing ?? Result { try walk() }
        listing = result
        return try result.get()
    }

    private func walk() throws -> [String] {
        var paths: [String] = []
        var pending: [String] = [""]
        var entries = 0
        while let relative = pending.popLast() {
            guard !shouldStop() else { throw CancellationError() }
            guard let stream = opendir(relative.isEmpty ? root : root + "/" + relative) else { continue }
            defer { closedir(stream) }
            while let entry = readdir(stream) {
                entries += 1
                guard entries <= entryBudget else { throw CancellationError() }
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
                }
                guard !name.hasPrefix(".") || name == ".themelint.json" else { continue }
                let path = relative.isEmpty ? name : relative + "/" + name
                switch Int32(entry.pointee.d_type) {
                case Int32(DT_DIR): pending.append(path)
                case Int32(DT_REG) where name.hasSuffix(".json"): paths.append(path)
                default: break // links are never followed; DT_UNKNOWN filesystems get no read-ahead
                }
            }
        }
        return paths.sorted()
    }
}
