#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization
import Testing
@testable import ThemeLintCore

@Suite("Shared work")
struct SharedWorkTests {
    @Test("every piece runs exactly once, whatever the count and however many threads work", arguments: [0, 1, 2, 3, 100, 1000])
    func everyPieceOnce(count: Int) throws {
        let runs = Mutex([Int](repeating: 0, count: count))
        let work = SharedWork(count: count) { index in runs.withLock { $0[index] += 1 } }
        let helpers = (0..<3).compactMap { _ in SideThread.start { work.work() } }
        work.work()
        for helper in helpers { pthread_join(helper, nil) }
        #expect(runs.withLock { $0 } == [Int](repeating: 1, count: count))
    }

    @Test("linting gives the same findings, in the same order, every time")
    func lintIsDeterministic() throws {
        let files = ["palette.json": palette, "scheme.json": scheme(light: #""a": {"color_identifier": "whte"}"#, dark: #""b": {"color_identifier": "white"}"#)]
        let project = try ProjectLoader(source: InMemorySource(texts: files), configuration: .automatic).load()
        let first = Linter().lint(project)
        #expect(!first.isEmpty)
        for _ in 0..<50 { #expect(Linter().lint(project) == first) }
    }

    @Test("a lint run shared by late threads, or by none, finds what Linter finds")
    func lintRunSharing() throws {
        let files = ["palette.json": palette, "scheme.json": scheme(light: #""a": {"color_identifier": "whte"}"#, dark: #""b": {"color_identifier": "white"}"#)]
        let project = try ProjectLoader(source: InMemorySource(texts: files), configuration: .automatic).load()
        let expected = Linter().lint(project)

        let alone = LintRun(project: project)
        #expect(alone.findings() == expected, "findings() runs what nobody took")

        let shared = LintRun(project: project)
        let late = try #require(SideThread.start { usleep(2_000); shared.work() })
        shared.work()
        pthread_join(late, nil)
        #expect(shared.findings() == expected)
    }

    @Test("cancelled work hands out no more pieces")
    func cancel() {
        let runs = Mutex(0)
        let work = SharedWork(count: 100) { _ in runs.withLock { $0 += 1 } }
        work.cancel()
        work.work()
        #expect(runs.withLock { $0 } == 0)

        let partial = Mutex(0)
        var stopper: SharedWork?
        let stopping = SharedWork(count: 100) { index in
            partial.withLock { $0 += 1 }
            if index == 9 { stopper?.cancel() }
        }
        stopper = stopping
        stopping.work()
        #expect(partial.withLock { $0 } == 10)
        stopper = nil
    }
}
