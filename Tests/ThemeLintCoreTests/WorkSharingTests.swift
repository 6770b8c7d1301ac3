import Synchronization
import Testing
@testable import ThemeLintCore

@Suite("Work sharing")
struct WorkSharingTests {
    @Test("every index runs exactly once, whatever the count", arguments: [0, 1, 2, 3, 100, 1000])
    func everyIndexOnce(count: Int) {
        let runs = Mutex([Int](repeating: 0, count: count))
        WorkSharing.forEach(count) { index in
            runs.withLock { $0[index] += 1 }
        }
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
}
