import Foundation
import Testing
import ThemeLintCore

/// Loads that share a `DocumentCache` take token files (and their classified values) read by
/// an earlier load from the cache: what they load must be what a load without a cache does,
/// issues included, and a file whose content changed must be read again.
@Suite("Tokens: token files cached across loads")
struct TokenFileCacheTests {
    private static func files(accent: String) -> [String: String] {
        [
            "tokens/$themes.json": """
                [{"id": "light", "name": "Light", "group": "Mode", "selectedTokenSets": {"core": "source", "semantic": "enabled", "broken": "enabled"}}]
                """,
            "tokens/core.json": """
                {"color": {"blue": {"$type": "color", "$value": "\(accent)"}, "gray": {"$type": "color", "$value": "#777777"}}}
                """,
            "tokens/semantic.json": """
                {"text": {"$type": "color", "$value": "{color.blue}"}, "muted": {"$type": "color", "$value": "{color.gray}"}}
                """,
            // Not an object: the reader reports it, on every load.
            "tokens/broken.json": "[1]",
        ]
    }

    private static func load(_ files: [String: String], spec: String, cache: DocumentCache?) throws -> LoadedProject {
        try ProjectLoader(source: CountingSource(files: files, spec: spec), configuration: .automatic, cache: cache).load()
    }

    @Test("a cached load equals an uncached one, and a changed file is read again")
    func cachedLoadsEqualFreshOnes() throws {
        let cache = DocumentCache()
        let before = Self.files(accent: "#0000FF")
        let after = Self.files(accent: "#FF0000")
        let first = try Self.load(before, spec: "first", cache: cache)
        let again = try Self.load(before, spec: "first", cache: cache)
        let fresh = try Self.load(before, spec: "first", cache: nil)
        #expect(fresh.issues.contains { $0.kind == .invalidStructure })
        for loaded in [first, again] {
            #expect(loaded.issues == fresh.issues)
            #expect(loaded.schemeFiles == fresh.schemeFiles)
            #expect(loaded.palettes == fresh.palettes)
            #expect(ThemeDiffer.diff(base: fresh, head: loaded).changes.isEmpty)
        }
        let changed = try Self.load(after, spec: "first", cache: cache)
        let changedFresh = try Self.load(after, spec: "first", cache: nil)
        #expect(changed.issues == changedFresh.issues)
        #expect(changed.schemeFiles == changedFresh.schemeFiles)
        #expect(changed.palettes == changedFresh.palettes)
        #expect(!ThemeDiffer.diff(base: again, head: changed).changes.isEmpty)
    }
}
