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

@Suite struct ColorNotationTests {
    @Test func hexFollowsTheSetsAlphaPositionAndOpaqueColorsHaveSixDigits() {
        let shade = RGBA(red8: 0, green8: 0, blue8: 0, alpha8: 0x14)
        #expect(ColorNotation.hex(shade, alpha: .leading) == "#14000000")
        #expect(ColorNotation.hex(shade, alpha: .trailing) == "#00000014")
        #expect(ColorNotation.hex(RGBA(red8: 0x71, green8: 0xAA, blue8: 0xEB), alpha: .leading) == "#71AAEB")
    }

    @Test func aPaletteColorIsSpelledAsWrittenUnlessTheRoleChangedIt() throws {
        let location = Location(file: "p.json", position: .start)
        let color = try #require(HexColor.parse("#14000000", alpha: .leading))
        let entry = PaletteColor(name: "black_alpha8", rawValue: "#14000000", color: color, location: location, valueLocation: location, hexAlpha: .leading)
        #expect(entry.spelling(of: color) == "#14000000")
        #expect(entry.spelling(of: color.multiplyingAlpha(by: 0.5)) == "#0A000000")
        let short = PaletteColor(name: "white", rawValue: "#fff", color: .white, location: location, valueLocation: location)
        #expect(short.spelling(of: .white) == "#fff")
    }

    @Test func notationIsOnlyGivenWhereTheSpellingIsAnotherWayThanCSSHex() {
        let shade = RGBA(red8: 0, green8: 0, blue8: 0, alpha8: 0x14)
        #expect(ColorNotation.notation("#14000000", of: shade) == "#14000000")
        #expect(ColorNotation.notation("#00000014", of: shade) == nil)
        #expect(ColorNotation.notation("#71aaeb", of: RGBA(red8: 0x71, green8: 0xAA, blue8: 0xEB)) == nil)
        #expect(ColorNotation.notation("#FFF", of: .white) == "#FFF")
        // Case never matters; six digits only for an opaque color; a longer spelling is another.
        let sky = RGBA(red8: 0x71, green8: 0xAA, blue8: 0xEB)
        #expect(ColorNotation.notation("#71aaebff", of: sky) == nil)
        #expect(ColorNotation.notation("#71AaEbFF", of: sky) == nil)
        #expect(ColorNotation.notation("#000000", of: shade) == "#000000")
        #expect(ColorNotation.notation("#71AAEBFF0", of: sky) == "#71AAEBFF0")
        #expect(ColorNotation.notation("#71AAE", of: sky) == "#71AAE")
        #expect(ColorNotation.notation("rgb(113 170 235)", of: sky) == "rgb(113 170 235)")
        #expect(ColorNotation.notation("#71ÄAEB", of: sky) == "#71ÄAEB")
    }
}
