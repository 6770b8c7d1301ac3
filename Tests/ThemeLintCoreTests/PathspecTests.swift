import Testing
@testable import ThemeLintCore

@Suite struct PathspecTests {
    func matching(_ patterns: [String], prefix: String = "", _ paths: [String] = [
        "palette.json", "scheme.json", "vk/palette.json", "vk/scheme_web.json", "vk/web/palette.json", "vkx/scheme.json",
    ]) throws -> [String] {
        let pathspec = try Pathspec(patterns, prefix: prefix)
        return paths.filter(pathspec.matches)
    }

    @Test func prefixesMatchWholeComponentsOnly() throws {
        #expect(try matching(["vk"]) == ["vk/palette.json", "vk/scheme_web.json", "vk/web/palette.json"])
        #expect(try matching(["vk/"]) == ["vk/palette.json", "vk/scheme_web.json", "vk/web/palette.json"])
        #expect(try matching(["vk/palette.json"]) == ["vk/palette.json"])
        #expect(try matching([]).count == 6)
    }

    @Test func wildcardsCrossSlashesAsInGit() throws {
        #expect(try matching(["*palette.json"]) == ["palette.json", "vk/palette.json", "vk/web/palette.json"])
        #expect(try matching(["vk/*.json"]) == ["vk/palette.json", "vk/scheme_web.json", "vk/web/palette.json"])
        #expect(try matching(["scheme_?eb.json"]) == [])
        #expect(try matching(["*scheme_[vw]eb.json"]) == ["vk/scheme_web.json"])
        #expect(try matching([":(literal)*palette.json"]) == [])
    }

    @Test func currentDirectoryTopAndExclusions() throws {
        #expect(try matching(["palette.json"], prefix: "vk") == ["vk/palette.json"])
        #expect(try matching(["."], prefix: "vk/web") == ["vk/web/palette.json"])
        #expect(try matching(["../vkx"], prefix: "vk") == ["vkx/scheme.json"])
        #expect(try matching([":/palette.json"], prefix: "vk") == ["palette.json"])
        #expect(try matching([":(top)scheme.json"], prefix: "vk") == ["scheme.json"])
        #expect(try matching([":!vk"]) == ["palette.json", "scheme.json", "vkx/scheme.json"])
        #expect(try matching(["vk", ":^*web*"]) == ["vk/palette.json"])
        #expect(try matching([":(exclude,icase)VK"]) == ["palette.json", "scheme.json", "vkx/scheme.json"])
        #expect(throws: SourceError.self) { try Pathspec(["../../x"], prefix: "vk") }
        #expect(throws: SourceError.self) { try Pathspec([":(attr:x)a"]) }
    }

    @Test func wildcardIsLinearOnHostilePatterns() throws {
        let path = String(repeating: "a", count: 20_000)
        #expect(!Pathspec.wildcard(Array(String(repeating: "*a", count: 200).appending("b").unicodeScalars), Array(path.unicodeScalars)))
    }
}
