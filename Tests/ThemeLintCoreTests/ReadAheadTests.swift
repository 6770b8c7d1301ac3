#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import ThemeLintCore
import ThemeLintTestSupport

/// A theme set with something for most rules: duplicate keys and an invalid color in the scheme
/// file, a typo'd identifier, a missing role, a broken standalone palette.
private let files: [String: String] = [
    "palette.json": palette,
    "scheme.json": """
        {
            "bright_light": {
                "appearance": "light",
                "colors": {
                    "text_primary": {"color_identifier": "black"},
                    "text_primary": {"color_identifier": "Black"},
                    "background": {"color_identifier": "whte"},
                    "accent": {"color_identifier": "sky_300"}
                }
            },
            "space_gray": {
                "appearance": "dark",
                "colors": {
                    "text_primary": {"color_identifier": "white"},
                    "background": {"color_identifier": "black"}
                }
            }
        }
        """,
    "palette_extra.json": ##"{"red": "#12345", "#blue": "#00F"##,
]

private func load(_ source: InMemorySource, cache: DocumentCache? = nil) throws -> [Finding] {
    Linter().lint(try ProjectLoader(source: source, configuration: .automatic, cache: cache).load())
}

@Suite("Reading ahead")
struct ReadAheadTests {
    @Test("a load of identical bytes reuses every file read ahead and finds exactly the same")
    func identicalBytesAreReused() throws {
        let expected = try load(InMemorySource(texts: files))
        #expect(!expected.isEmpty)

        let cache = DocumentCache()
        let aheadSource = InMemorySource(descriptor: SourceDescriptor(spec: "worktree", kind: .worktree), texts: files)
        let readAhead = ProjectLoader(source: aheadSource, configuration: .automatic, cache: cache).readAhead(byteBudget: 1 << 20, shouldStop: { false })
        #expect(readAhead == ["scheme.json", "palette.json", "palette_extra.json"])

        let findings = try load(InMemorySource(descriptor: SourceDescriptor(spec: "HEAD", kind: .commit), texts: files), cache: cache)
        #expect(findings == expected)
        #expect(cache.readAheadReuseCount == 3)
    }

    @Test("a file whose bytes differ is parsed again: the load sees its own content")
    func differentBytesAreParsedAgain() throws {
        var worktree = files
        worktree["scheme.json"] = scheme(light: #""text": {"color_identifier": "black"}"#, dark: #""text": {"color_identifier": "white"}"#)
        let cache = DocumentCache()
        ProjectLoader(source: InMemorySource(texts: worktree), configuration: .automatic, cache: cache).readAhead(byteBudget: 1 << 20, shouldStop: { false })

        let findings = try load(InMemorySource(texts: files), cache: cache)
        #expect(findings == (try load(InMemorySource(texts: files))))
        #expect(findings.contains { $0.rule == "unresolved-identifier" && $0.identifier == "whte" })
        #expect(cache.readAheadReuseCount == 2, "the two palettes are the same; the scheme file is not")
    }

    @Test("a file read ahead at another path is not reused")
    func otherPathsAreNotReused() throws {
        let cache = DocumentCache()
        ProjectLoader(source: InMemorySource(texts: ["palette_a.json": palette]), configuration: .automatic, cache: cache).readAhead(byteBudget: 1 << 20, shouldStop: { false })
        _ = try load(InMemorySource(texts: ["palette_b.json": palette]), cache: cache)
        #expect(cache.readAheadReuseCount == 0)
    }

    @Test("the byte budget and the stop condition bound what is read")
    func budgetAndStop() {
        let small = ##"{"white": "#FFFFFF"}"##
        let source = InMemorySource(texts: ["palette_a.json": small, "palette_b.json": palette, "palette_c.json": small])
        let budget = small.utf8.count * 2
        let cache = DocumentCache()
        #expect(ProjectLoader(source: source, configuration: .automatic, cache: cache).readAhead(byteBudget: budget, shouldStop: { false }) == ["palette_a.json", "palette_c.json"])

        #expect(ProjectLoader(source: source, configuration: .automatic, cache: DocumentCache()).readAhead(byteBudget: 1 << 20, shouldStop: { true }).isEmpty)

        let calls = SharedCounter()
        let stopsAfterOneFile = ProjectLoader(source: source, configuration: .automatic, cache: DocumentCache()).readAhead(byteBudget: 1 << 20) {
            calls.increment()
            return calls.count > 2 // asked before listing, then before each file
        }
        #expect(stopsAfterOneFile == ["palette_a.json"])
    }

    @Test("configured theme sets are read ahead in configuration order, listing nothing")
    func configuredSets() throws {
        let configuration = try Configuration.parse(bytes: Array(#"{"themes": [{"schemes": "s.json", "palettes": ["p.json"]}]}"#.utf8), file: ".themelint.json")
        let source = InMemorySource(texts: ["s.json": files["scheme.json"]!, "p.json": palette, "palette.json": palette])
        let cache = DocumentCache()
        #expect(ProjectLoader(source: source, configuration: configuration, cache: cache).readAhead(byteBudget: 1 << 20, shouldStop: { false }) == ["s.json", "p.json"])
        let expected = Linter().lint(try ProjectLoader(source: source, configuration: configuration).load())
        #expect(Linter().lint(try ProjectLoader(source: source, configuration: configuration, cache: cache).load()) == expected)
        #expect(cache.readAheadReuseCount == 2)
    }
}

/// A source that counts its reads and makes each take a little while, so that threads
/// sharing a read-ahead overlap.
private struct SlowCountingSource: DocumentSource {
    let base: InMemorySource
    let reads = SharedCounter()
    var descriptor: SourceDescriptor { base.descriptor }
    func contents(of path: String) throws -> [UInt8]? {
        reads.increment()
        usleep(2_000)
        return try base.contents(of: path)
    }
    func allFilePaths() throws -> [String] { try base.allFilePaths() }
}

@Suite("Reading ahead on several threads")
struct SharedReadAheadTests {
    @Test("threads sharing a read-ahead read each file once, and a load reuses them all")
    func eachFileOnce() throws {
        var texts = files
        for index in 0..<12 { texts["palette_\(index).json"] = palette }
        let source = SlowCountingSource(base: InMemorySource(texts: texts))
        let cache = DocumentCache()
        let made = ProjectLoader(source: source, configuration: .automatic, cache: cache).sharedReadAhead(byteBudget: 1 << 20, shouldStop: { false })
        let shared = try #require(made)
        let helpers = (0..<3).compactMap { _ in SideThread.start { shared.work() } }
        #expect(helpers.count == 3)
        let paths = shared.finish()
        // finish() returned: every file is done, whichever thread took it.
        #expect(cache.readAheadCount == texts.count)
        for helper in helpers { pthread_join(helper, nil) }
        #expect(source.reads.count == texts.count)
        #expect(paths == ProjectLoader(source: InMemorySource(texts: texts), configuration: .automatic, cache: DocumentCache()).readAhead(byteBudget: 1 << 20, shouldStop: { false }))

        let findings = try load(InMemorySource(texts: texts), cache: cache)
        #expect(findings == (try load(InMemorySource(texts: texts))))
        #expect(cache.readAheadReuseCount == texts.count)
    }

    @Test("the byte budget is shared: files past it are left to the load")
    func sharedBudget() throws {
        let source = InMemorySource(texts: files)
        let budget = files["scheme.json"]!.utf8.count + files["palette.json"]!.utf8.count
        let made = ProjectLoader(source: source, configuration: .automatic, cache: DocumentCache()).sharedReadAhead(byteBudget: budget, shouldStop: { false })
        let shared = try #require(made)
        #expect(shared.finish() == ["scheme.json", "palette.json"])
        let withoutCache = ProjectLoader(source: source, configuration: .automatic).sharedReadAhead(byteBudget: budget, shouldStop: { false })
        #expect(withoutCache == nil, "no cache, nothing to read into")
    }
}

@Suite("Configurations shared through the cache")
struct CachedConfigurationTests {
    @Test("the same bytes of the same file are parsed once; other bytes, another file or an error are not shared")
    func parsedOnce() throws {
        let cache = DocumentCache()
        let text = Array(#"{"rules": {"unused-color": "off"}}"#.utf8)
        let first = try cache.configuration(parsing: text, file: ".themelint.json")
        let again = try cache.configuration(parsing: Array(text), file: ".themelint.json")
        #expect(cache.configurationCount == 1)
        #expect(again.rule("unused-color").enabled == first.rule("unused-color").enabled)
        #expect(!again.rule("unused-color").enabled)

        let other = try cache.configuration(parsing: Array(#"{"rules": {}}"#.utf8), file: ".themelint.json")
        #expect(other.rule("unused-color").enabled)
        _ = try cache.configuration(parsing: text, file: "other.json")
        #expect(cache.configurationCount == 3)

        for _ in 0..<2 {
            #expect(throws: ConfigurationError.self) { try cache.configuration(parsing: Array("{".utf8), file: ".themelint.json") }
        }
        #expect(cache.configurationCount == 3)

        let source = InMemorySource(texts: [".themelint.json": String(decoding: text, as: UTF8.self)])
        #expect(!(try Configuration.load(from: source, cache: cache)).rule("unused-color").enabled)
        #expect(cache.configurationCount == 3)
    }
}
