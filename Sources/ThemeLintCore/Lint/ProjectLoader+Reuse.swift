/// A project loaded ahead of time from files that are probably those a later load will read,
/// kept with everything that load consulted: the configuration, the theme sets detected, and
/// every path it read with the bytes found there (or their absence).
///
/// A load is a function of exactly these inputs (and of the source's name, which appears in
/// `missing-file` messages), so a later load whose source gives the same answers would build the
/// same project. `ProjectLoader.load(reusing:)` checks that by reading the same paths from its
/// own source and comparing bytes, and only then takes the prepared project instead of decoding
/// and resolving again. themelint prepares one from the working tree while it opens the repository.
public struct PreparedLoad: Sendable {
    /// The project loaded (its `source` names the source it expects to be reused by).
    public let project: LoadedProject
    /// The theme sets auto-detection found (nil with configured theme sets).
    let detected: DetectedThemeSets?
    /// Every path read, in order, with what was there.
    let reads: [RecordedRead]
}

/// Auto-detection's result: the theme sets and the palettes checked on their own.
struct DetectedThemeSets: Sendable, Hashable {
    var sets: [ThemeSetDefinition]
    var standalonePalettes: [String]
}

/// One file a load read: its path and its bytes (nil when absent).
struct RecordedRead: Sendable {
    let path: String
    let bytes: [UInt8]?
}

extension ProjectLoader {
    /// Loads the project as `load()` does, and keeps what the load read, for
    /// `load(reusing:)` by another loader.
    ///
    /// - Parameter descriptor: the source name the reusing load will have (the one of this
    ///   loader's source when nil): `missing-file` messages name it, and a prepared load is only
    ///   reused by a source of this name and kind.
    /// - Throws: `SourceError` as `load()` does.
    public func prepare(as descriptor: SourceDescriptor? = nil) throws(SourceError) -> PreparedLoad {
        let recorder = RecordingSource(base: source, descriptor: descriptor ?? source.descriptor)
        let project = try ProjectLoader(source: recorder, configuration: configuration, cache: cache).load()
        let record = recorder.record
        return PreparedLoad(
            project: project,
            detected: configuration.themes == nil ? record.listing.map(Self.detected(in:)) : nil,
            reads: record.reads)
    }

    /// The project `prepared` holds when this loader would load exactly that project (same
    /// configuration, same source name and kind, same theme sets detected, the same bytes at every
    /// path it read); else a fresh `load()`. The result never depends on `prepared`: only on
    /// this loader's source and configuration.
    public func load(reusing prepared: PreparedLoad?) throws(SourceError) -> LoadedProject {
        if let prepared, let project = reuse(prepared) { return project }
        return try load()
    }

    /// `prepared`'s project, named after this loader's source, when every input of it is the
    /// same for this loader (the project `load()` would build); else nil. Any error reading this
    /// loader's source also gives nil: `load()` reports it.
    public func reuse(_ prepared: PreparedLoad) -> LoadedProject? {
        let expected = prepared.project.source
        guard prepared.project.configuration == configuration,
              expected.spec == source.descriptor.spec, expected.kind == source.descriptor.kind
        else { return nil }
        if configuration.themes == nil {
            guard let paths = try? source.allFilePaths(), Self.detected(in: paths) == prepared.detected else { return nil }
        }
        for read in prepared.reads {
            let bytes: [UInt8]?
            do {
                bytes = try source.contents(of: read.path)
            } catch {
                return nil
            }
            guard bytes.hasSameBytes(as: read.bytes) else { return nil } // absent (nil) matches absent only
        }
        var project = prepared.project
        project.source = source.descriptor
        return project
    }

    private static func detected(in paths: [String]) -> DetectedThemeSets {
        let detected = detectThemeSets(in: paths)
        return DetectedThemeSets(sets: detected.sets, standalonePalettes: detected.standalonePalettes)
    }
}

/// A source that passes everything through to another and records what was asked and answered.
private final class RecordingSource: DocumentSource, @unchecked Sendable {
    /// What a load asked of the source.
    struct Record {
        var listing: [String]?
        var reads: [RecordedRead] = []
    }

    let base: any DocumentSource
    let descriptor: SourceDescriptor
    private let lock = Lock()
    private var recorded = Record()

    init(base: any DocumentSource, descriptor: SourceDescriptor) {
        self.base = base
        self.descriptor = descriptor
    }

    var record: Record {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    func contents(of path: String) throws -> [UInt8]? {
        let bytes = try base.contents(of: path)
        lock.lock()
        defer { lock.unlock() }
        recorded.reads.append(RecordedRead(path: path, bytes: bytes))
        return bytes
    }

    func contentID(of path: String) throws -> String? {
        try base.contentID(of: path)
    }

    func allFilePaths() throws -> [String] {
        let paths = try base.allFilePaths()
        lock.lock()
        defer { lock.unlock() }
        recorded.listing = paths
        return paths
    }
}
