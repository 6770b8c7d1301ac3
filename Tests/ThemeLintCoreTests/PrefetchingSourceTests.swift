import Synchronization
import Testing
@testable import ThemeLintCore

/// A source whose files can change, and which counts what it is asked.
private final class ChangingSource: DocumentSource, @unchecked Sendable {
    let descriptor = SourceDescriptor(spec: "HEAD", kind: .commit)
    let files: Mutex<[String: [UInt8]]>
    let reads = Mutex<[String]>([])
    let listings = Mutex(0)

    init(_ texts: [String: String]) {
        files = Mutex(texts.mapValues { Array($0.utf8) })
    }

    func contents(of path: String) throws -> [UInt8]? {
        reads.withLock { $0.append(path) }
        return files.withLock { $0[path] }
    }

    func allFilePaths() throws -> [String] {
        listings.withLock { $0 += 1 }
        return files.withLock { $0.keys.sorted() }
    }
}

@Suite("Prefetching source")
struct PrefetchingSourceTests {
    let texts = [
        "palette.json": ##"{"white": "#FFFFFF"}"##,
        "scheme.json": ##"{"light": {"appearance": "light", "colors": {"text": {"color_identifier": "white"}}}}"##,
        "palette_web.json": ##"{"black": "#000000"}"##,
        "README.md": "notes",
    ]

    @Test("reads what the load reads, once, in its order; then answers from what it read")
    func prefetchesThePlan() throws {
        let base = ChangingSource(texts)
        let source = PrefetchingSource(base)
        source.prefetch(for: .automatic, byteBudget: 1 << 20)
        #expect(base.reads.withLock { $0 } == ["scheme.json", "palette.json", "palette_web.json"])

        base.files.withLock { $0["scheme.json"] = Array("changed".utf8) }
        #expect(try source.contents(of: "scheme.json") == Array(texts["scheme.json", default: ""].utf8))
        let project = try ProjectLoader(source: source, configuration: .automatic).load()
        #expect(project.files == ["palette.json", "palette_web.json", "scheme.json"])
        #expect(base.listings.withLock { $0 } == 1)
        #expect(base.reads.withLock { $0 }.count == 3, "the load read nothing more")
    }

    @Test("an absent configured file is remembered as absent; files past the budget pass through")
    func absenceAndBudget() throws {
        let base = ChangingSource(texts)
        let source = PrefetchingSource(base)
        let configuration = Configuration(themes: [ThemeSetDefinition(name: "app", schemes: "scheme.json", palettes: ["palette.json", "gone.json", "palette_web.json"])])
        let budget = texts["scheme.json", default: ""].utf8.count + texts["palette.json", default: ""].utf8.count
        source.prefetch(for: configuration, byteBudget: budget)
        #expect(base.listings.withLock { $0 } == 0, "configured sets need no listing")
        #expect(try source.contents(of: "gone.json") == nil)
        #expect(base.reads.withLock { $0 } == ["scheme.json", "palette.json", "gone.json", "palette_web.json"])

        base.files.withLock { $0["gone.json"] = Array("{}".utf8); $0["palette_web.json"] = Array("{}".utf8) }
        #expect(try source.contents(of: "gone.json") == nil, "prefetched as absent")
        #expect(try source.contents(of: "palette_web.json") == Array("{}".utf8), "over the budget: read now")
    }
}
