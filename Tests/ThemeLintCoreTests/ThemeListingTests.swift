import Testing
@testable import ThemeLintCore

@Suite struct ThemeListingTests {
    private let palette = ##"{"white": "#FFFFFF", "sky": "#71AAEB", "shade": "#14000000"}"##
    private let webPalette = ##"{"sky": "#00FF00"}"##
    private let scheme = ##"{"dark": {"appearance": "dark", "colors": {"b": {"color_identifier": "sky"}, "a": {"color_identifier": "shade", "alpha_multiplier": 0.5}}}}"##

    private func renderer(_ files: [String: String]) -> TextconvRenderer {
        TextconvRenderer(source: InMemorySource(texts: files), configuration: .automatic)
    }

    @Test func kindDependsOnTheShapeNotTheName() throws {
        #expect(ThemeListing.kind(of: try JSONParser().parse(Array(scheme.utf8))) == .scheme)
        #expect(ThemeListing.kind(of: try JSONParser().parse(Array(palette.utf8))) == .palette)
        #expect(ThemeListing.kind(of: try JSONParser().parse(Array("{}".utf8))) == .palette)
        #expect(ThemeListing.kind(of: try JSONParser().parse(Array(##"{"a": {"colors": {}}, "b": "#FFF"}"##.utf8))) == .palette)
    }

    @Test func schemeResolvesAgainstItsOwnSetByNameThenEverything() throws {
        let files = ["t/palette.json": palette, "t/palette_web.json": webPalette, "t/scheme.json": scheme, "t/scheme_web.json": scheme]
        let own = try renderer(files).render(Array(scheme.utf8), path: nil, fileName: "scheme_web.json")
        #expect(own == "# themelint textconv: resolved against the palettes of memory, not the blob's own commit's (for history: themelint log, themelint show REV)\ndark: appearance dark\ndark/a = shade × 0.5 #0A000000\ndark/b = sky #00FF00\n")
        let plain = try renderer(files).render(Array(scheme.utf8), path: "t/scheme.json", fileName: "scheme.json")
        #expect(plain.contains("dark/b = sky #71AAEB\n"))
        // An older git's temporary name (XXXXXX_<name>) finds the set too; a real name wins.
        #expect(try renderer(files).render(Array(scheme.utf8), path: nil, fileName: "a1B2c3_scheme_web.json") == own)
        #expect(TextconvRenderer.candidateNames("scheme_web.json") == ["scheme_web.json", "web.json"])
        #expect(TextconvRenderer.candidateNames("p.json") == ["p.json"])
        // Unknown name: all palettes, in detected order (palette.json's sky first).
        let unknown = try renderer(files).render(Array(scheme.utf8), path: nil, fileName: "tmp.json")
        #expect(unknown.contains("dark/b = sky #71AAEB\n"))
    }

    @Test func missingAndIndeterminateReferences() throws {
        let broken = try renderer(["palette.json": "{\"sky\": ", "scheme.json": scheme]).render(Array(scheme.utf8), path: "scheme.json", fileName: "scheme.json")
        #expect(broken.contains("dark/b = sky (palette.json could not be read)\n"), "\(broken)")
        let none = try TextconvRenderer(source: nil, configuration: .automatic).render(Array(scheme.utf8), path: nil, fileName: "scheme.json")
        #expect(none.contains("dark/b = sky (unresolved)\n"))
        #expect(none.hasPrefix("# themelint textconv: not in a repository; identifiers are not resolved\n"))
    }

    @Test func namesAreEscapedAndOrderIsByBytes() throws {
        let text = ##"{"z\u001b[2J": "#FFF", "B": "#000", "a\nb": "nope", "é": "#123"}"##
        let listing = ThemeListing.render(Array(text.utf8), file: "palette.json", palettes: [])
        #expect(listing == "B = #000\na\\nb = (invalid color \"nope\")\nz\\e[2J = #FFF\né = #123\n")
    }

    @Test func configuredSetsChooseThePalettesAndTheirAlphaConvention() throws {
        let configuration = try Configuration.parse(
            bytes: Array(##"{"themes": [{"name": "css", "schemes": "s.json", "palettes": ["p.json"], "hexAlpha": "trailing"}]}"##.utf8),
            file: ".themelint.json")
        let files = ["p.json": ##"{"shade": "#00000014"}"##]
        let renderer = TextconvRenderer(source: InMemorySource(texts: files), configuration: configuration)
        #expect(try renderer.render(Array(files["p.json", default: ""].utf8), path: "p.json", fileName: "p.json") == "shade = #00000014\n")
        let schemeText = ##"{"l": {"appearance": "light", "colors": {"x": {"color_identifier": "shade"}}}}"##
        #expect(try renderer.render(Array(schemeText.utf8), path: nil, fileName: "s.json") == "# themelint textconv: resolved against the palettes of memory, not the blob's own commit's (for history: themelint log, themelint show REV)\nl: appearance light\nl/x = shade #00000014\n")
    }
}
