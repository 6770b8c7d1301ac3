import Synchronization

/// The outcome of reading and parsing one file.
public enum ParsedDocument: Sendable {
    /// The file parsed (duplicate keys, if any, are in the document).
    case parsed(JSONDocument)
    /// The file is not JSON: the first error.
    case broken(JSONSyntaxError)
}

/// Parse results shared between the loads of one run, keyed by content id (a git blob id), so
/// a file that is identical on both sides of a diff, or unchanged between two commits of a
/// log, is parsed once. Scheme files, palettes and gradient files are cached as decoded (their
/// trees are not kept, and a log decodes each once, not once per commit); broken files and
/// token files as parsed.
public final class DocumentCache: Sendable {
    private struct State {
        var documents: [String: ParsedDocument] = [:]
        var schemeFiles: [String: DecodedSchemeFile] = [:]
        var palettes: [String: DecodedPalette] = [:]
        var resolvedSets: [ResolvedSetKey: ResolvedThemeSet] = [:]
        var androidFiles: [String: DecodedAndroidFile] = [:]
        var tokenFiles: [String: ReadTokenFile] = [:]
        var parses = 0
        var tokenSetBuilds: [TokenSetBuildKey: TokenSetBuild] = [:]
        var plans: [ThemeSetDefinition: MadePlans] = [:]
        var chainsFollowed = 0
        var rolesResolved = 0
        var contentIDs: Set<String> = []
    }

    private let state = Mutex(State())

    /// Creates an empty cache.
    public init() {}

    /// The cached parse of content `id`, if any.
    public func document(forContentID id: String) -> ParsedDocument? {
        state.withLock { $0.documents[id] }
    }

    /// Caches a parse result for content `id`.
    public func store(_ document: ParsedDocument, forContentID id: String) {
        state.withLock { $0.documents[id] = document }
    }

    /// The cached decoding of the scheme file with content `id` at `path` (what the format
    /// adapter made of it, and the issues it reported), if any.
    /// The resolution of a theme set made by an earlier load from the same inputs (definition,
    /// and the content ids of its scheme file and palettes), so that `log` resolves a set once
    /// per change of its files, not once per commit.
    func resolvedSet(for key: ResolvedSetKey) -> ResolvedThemeSet? {
        state.withLock { $0.resolvedSets[key] }
    }

    /// Keeps a theme set's resolution for later loads from the same inputs.
    func store(_ resolved: ResolvedThemeSet, for key: ResolvedSetKey) {
        state.withLock { $0.resolvedSets[key] = resolved }
    }

    /// What an earlier load read from the token file with this key (`ReadTokenFile.key`), if any.
    func tokenFile(forKey key: String) -> ReadTokenFile? {
        state.withLock { $0.tokenFiles[key] }
    }

    /// Keeps what a load read from a token file for later loads of the same content at the same path.
    func store(_ read: ReadTokenFile, forKey key: String) {
        state.withLock { $0.tokenFiles[key] = read }
    }

    /// The decoding of the Android resource file with content `id` at `path`, if any.
    func androidFile(forContentID id: String, path: String) -> DecodedAndroidFile? {
        state.withLock { $0.androidFiles[id + "\u{1F}" + path] }
    }

    /// Caches the decoding of the Android resource file with content `id` at `path`.
    func store(_ decoded: DecodedAndroidFile, forContentID id: String, path: String) {
        state.withLock { $0.androidFiles[id + "\u{1F}" + path] = decoded }
    }

    public func schemeFile(forContentID id: String, path: String) -> DecodedSchemeFile? {
        state.withLock { $0.schemeFiles[id + "\u{1F}" + path] }
    }

    /// Caches the decoding of the scheme file with content `id` at `path`.
    public func store(_ decoded: DecodedSchemeFile, forContentID id: String, path: String) {
        state.withLock { $0.schemeFiles[id + "\u{1F}" + path] = decoded }
    }

    /// The cached decoding of the palette (or gradient file, `kind`) with content `id` at `path`
    /// under `convention` (a palette's hex-alpha position), if any.
    func palette(forContentID id: String, path: String, convention: String) -> DecodedPalette? {
        state.withLock { $0.palettes[id + "\u{1F}" + path + "\u{1F}" + convention] }
    }

    /// Caches the decoding of the palette with content `id` at `path` under `convention`.
    func store(_ decoded: DecodedPalette, forContentID id: String, path: String, convention: String) {
        state.withLock { $0.palettes[id + "\u{1F}" + path + "\u{1F}" + convention] = decoded }
    }

    /// Notes that content `id` was read by a load, parsed (`parsed`) or found here.
    public func noteRead(contentID id: String, parsed: Bool) {
        state.withLock { state in
            state.contentIDs.insert(id)
            if parsed { state.parses += 1 }
        }
    }

    /// How many documents with a content id loads have parsed, and how many distinct content
    /// ids they have read (`THEMELINT_STATS`): equal when no content was parsed twice.
    public var statistics: (parsed: Int, distinct: Int) {
        state.withLock { ($0.parses, $0.contentIDs.count) }
    }

    /// The last build of token theme set `definition` (its roles narrowed to `narrowing`) in
    /// this run, if any, taken out of the cache (the next load owns it and changes it in place,
    /// then stores its own).
    func takeTokenSetBuild(for definition: ThemeSetDefinition, narrowing: [NameGlob]) -> TokenSetBuild? {
        state.withLock { $0.tokenSetBuilds.removeValue(forKey: TokenSetBuildKey(definition: definition, narrowing: narrowing)) }
    }

    /// The last build of token theme set `definition` (its roles narrowed to `narrowing`) in
    /// this run, if any, left in the cache (`log --role` reads its chains without loading).
    func tokenSetBuild(for definition: ThemeSetDefinition, narrowing: [NameGlob]) -> TokenSetBuild? {
        state.withLock { $0.tokenSetBuilds[TokenSetBuildKey(definition: definition, narrowing: narrowing)] }
    }

    /// Forgets the token files read (`tokenFile(forKey:)`) whose keys are not in `keys`: a log
    /// keeps only the versions the projects and builds it still holds were made from (a version
    /// met again is read again).
    func keepTokenFiles(_ keys: Set<String>) {
        state.withLock { state in
            state.tokenFiles = state.tokenFiles.filter { keys.contains($0.key) }
        }
    }

    /// The content keys of the token files every kept build was made from.
    var tokenSetBuildKeys: Set<String> {
        state.withLock { state in
            var keys = Set<String>()
            for build in state.tokenSetBuilds.values { keys.formUnion(build.sourceKeys.values) }
            return keys
        }
    }

    /// Keeps `build` as the last build of token theme set `definition` (its roles narrowed to
    /// `narrowing`).
    func store(_ build: TokenSetBuild, for definition: ThemeSetDefinition, narrowing: [NameGlob]) {
        state.withLock { $0.tokenSetBuilds[TokenSetBuildKey(definition: definition, narrowing: narrowing)] = build }
    }

    /// The scheme plans of token set `definition` last made, and what they were made from.
    func madePlans(of definition: ThemeSetDefinition) -> MadePlans? {
        state.withLock { $0.plans[definition] }
    }

    /// Keeps `plans` as the last plans of token set `definition`.
    func store(_ plans: MadePlans, of definition: ThemeSetDefinition) {
        state.withLock { $0.plans[definition] = plans }
    }

    /// Notes the work of one token set's load: chains followed (roles built) and roles resolved.
    func noteTokenResolution(chainsFollowed: Int, rolesResolved: Int) {
        state.withLock { state in
            state.chainsFollowed += chainsFollowed
            state.rolesResolved += rolesResolved
        }
    }

    /// How many token chains loads have followed and how many token roles they resolved
    /// (`THEMELINT_STATS`): a load that starts from the previous load of its set counts only
    /// the roles whose chains pass through a changed token.
    public var tokenResolutionStatistics: (chainsFollowed: Int, rolesResolved: Int) {
        state.withLock { ($0.chainsFollowed, $0.rolesResolved) }
    }

    /// How many documents are cached.
    public var count: Int {
        state.withLock { $0.documents.count }
    }
}

/// A scheme file as decoded from a document, with the issues reading it reported.
public struct DecodedSchemeFile: Sendable {
    /// The scheme file (nil when the root has the wrong shape).
    public var schemeFile: SchemeFile?
    /// The issues the document's duplicate keys and its decoding reported, in that order.
    public var issues: [LoadIssue]

    /// Creates a decoding result.
    public init(schemeFile: SchemeFile?, issues: [LoadIssue]) {
        self.schemeFile = schemeFile
        self.issues = issues
    }
}

/// A palette or gradient file as decoded from a document, with the issues reading it reported
/// (its duplicate keys first).
struct DecodedPalette: Sendable {
    /// The palette (nil when the root has the wrong shape).
    var palette: Palette?
    /// How many of `issues` are duplicate keys (reported with the file, not with a convention).
    var duplicateKeyCount: Int
    /// Duplicate keys, then what the format adapter reported.
    var issues: [LoadIssue]
}

/// Which token set build `DocumentCache.tokenSetBuild` keeps: a set's, with its roles narrowed.
struct TokenSetBuildKey: Hashable, Sendable {
    var definition: ThemeSetDefinition
    var narrowing: [NameGlob]
}

/// What a theme set's resolution depends on: its definition and the exact bytes (by content id)
/// of its scheme file and of the palettes that resolve, in order.
struct ResolvedSetKey: Hashable, Sendable {
    var definition: ThemeSetDefinition
    var schemeFile: String
    var palettes: [String]
    var unavailable: [String]

    /// Hashes the content ids only (equal keys have equal ids; `==` compares the definition
    /// too): hashing a whole definition cost more than the look-up saved.
    func hash(into hasher: inout Hasher) {
        hasher.combine(schemeFile)
        hasher.combine(palettes)
    }
}
