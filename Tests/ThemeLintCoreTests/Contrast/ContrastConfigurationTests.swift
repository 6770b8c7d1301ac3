import Testing
import ThemeLintCore

@Suite struct ContrastConfigurationTests {
    @Test func parsesTheDesignExample() throws {
        let configuration = try ContrastFixture.configuration("""
            {
              "base": {"light": "#FFFFFF", "dark": {"role": "background_page"}},
              "pairs": [
                {"foreground": "text_primary", "background": ["background_content", "background_page"], "minimum": 4.5},
                {"foreground": "icon_secondary", "background": "background_content", "level": "non-text"},
                {"foreground": "text_secondary", "background": "background_content", "algorithm": "apca", "minimum": 60, "schemes": ["space_gray"]}
              ],
              "infer": {"level": "AAA", "backgrounds": ["background_content"]}
            }
            """)
        #expect(configuration.base[.light] == .color(.white))
        #expect(configuration.base[.dark] == .role("background_page"))
        #expect(configuration.pairs.count == 3)

        let first = configuration.pairs[0]
        #expect(first.foreground == "text_primary")
        #expect(first.backgrounds == ["background_content", "background_page"])
        #expect(first.minimum == 4.5 && first.level == nil && first.algorithm == .wcag2 && first.schemes == nil)
        #expect(first.declaration == Location(file: ".themelint.json", position: SourcePosition(line: 4, column: 5)))
        #expect(first.location(ofRole: "background_page").position == SourcePosition(line: 4, column: 73))

        let second = configuration.pairs[1]
        #expect(second.backgrounds == ["background_content"])
        #expect(second.level == .nonText && second.minimum == 3)

        let third = configuration.pairs[2]
        #expect(third.algorithm == .apca && third.minimum == 60 && third.schemes == ["space_gray"])
        #expect(third.applies(to: "space_gray") && !third.applies(to: "bright_light"))

        #expect(configuration.inference?.level == .aaa)
        #expect(configuration.inference?.backgrounds == ["background_content"])
    }

    @Test func defaults() throws {
        let configuration = try ContrastFixture.configuration(##"{"pairs": [{"foreground": "a", "background": "b"}]}"##)
        #expect(configuration.pairs[0].level == .aa)
        #expect(configuration.pairs[0].minimum == 4.5)
        #expect(configuration.base(for: .light) == .color(.white))
        #expect(configuration.base(for: .dark) == .color(.black))
        #expect(configuration.base(for: nil) == .color(.white))
        #expect(configuration.inference == nil)  // the fixture says "infer": false
        let empty = try ContrastFixture.configuration("{}")
        #expect(empty.pairs.isEmpty)
    }

    @Test func baseColorsAreCSSOrder() throws {
        let configuration = try ContrastFixture.configuration(##"{"base": {"light": "#11223380", "dark": "#000"}}"##)
        #expect(configuration.base[.light] == .color(RGBA(red8: 0x11, green8: 0x22, blue8: 0x33, alpha8: 0x80)))
        #expect(configuration.base[.dark] == .color(.black))
    }

    @Test(arguments: [
        (##"[]"##, "1:1", "contrast: expected an object, found array"),
        (##"{"pairs": {}}"##, "1:11", "contrast.pairs: expected an array, found object"),
        (##"{"pair": []}"##, "1:2", "contrast: unknown key \"pair\""),
        (##"{"pairs": [{"foreground": "a"}]}"##, "1:12", "contrast.pairs[0]: missing \"background\""),
        (##"{"pairs": [{"background": "a"}]}"##, "1:12", "contrast.pairs[0]: missing \"foreground\""),
        (##"{"pairs": [{"foreground": 3, "background": "a"}]}"##, "1:27", "contrast.pairs[0].foreground: expected a string, found number"),
        (##"{"pairs": [{"foreground": "a", "background": []}]}"##, "1:46", "contrast.pairs[0].background: expected at least one name"),
        (##"{"pairs": [{"foreground": "a", "background": ["b", 1]}]}"##, "1:52", "contrast.pairs[0].background[1]: expected a string, found number"),
        (##"{"pairs": [{"foreground": "a", "background": "b", "level": "AA+"}]}"##, "1:60", "contrast.pairs[0].level: expected one of \"AA\""),
        (##"{"pairs": [{"foreground": "a", "background": "b", "level": "AA", "minimum": 3}]}"##, "1:77", "give either \"minimum\" or \"level\""),
        (##"{"pairs": [{"foreground": "a", "background": "b", "minimum": "4.5"}]}"##, "1:62", "contrast.pairs[0].minimum: expected a number, found string"),
        (##"{"pairs": [{"foreground": "a", "background": "b", "minimum": 22}]}"##, "1:62", "at most 21"),
        (##"{"pairs": [{"foreground": "a", "background": "b", "algorithm": "wcag3"}]}"##, "1:64", "expected \"wcag2\" or \"apca\", found \"wcag3\""),
        (##"{"pairs": [{"foreground": "a", "background": "b", "algorithm": "apca"}]}"##, "1:12", "needs \"minimum\""),
        (##"{"pairs": [{"foreground": "a", "background": "b", "algorithm": "apca", "level": "AA"}]}"##, "1:81", "does not apply to \"apca\""),
        (##"{"pairs": [{"foreground": "a", "background": "b", "schemes": "dark"}]}"##, "1:62", "expected an array of strings"),
        (##"{"pairs": [{"foreground": "a", "background": "b", "colour": 1}]}"##, "1:51", "unknown key \"colour\""),
        (##"{"base": {"light": "#12345"}}"##, "1:20", "contrast.base.light: \"#12345\" is not a CSS-order hex color"),
        (##"{"base": {"dim": "#fff"}}"##, "1:11", "unknown key \"dim\""),
        (##"{"base": {"dark": {"role": 5}}}"##, "1:28", "contrast.base.dark.role: expected a string"),
        (##"{"base": {"dark": {}}}"##, "1:19", "missing \"role\""),
        (##"{"infer": {"level": "A"}}"##, "1:21", "contrast.infer.level"),
        (##"{"infer": {"backgrounds": "x"}}"##, "1:27", "contrast.infer.backgrounds: expected an array of strings"),
    ])
    func wrongShapesAreLocatedConfigurationErrors(json: String, position: String, message: String) throws {
        let error = try #require(try ContrastFixture.configurationError(json))
        #expect(error.location?.file == ".themelint.json")
        #expect(error.location?.position.description == position, "\(error)")
        #expect(error.message.contains(message), "\(error)")
    }

    @Test func explicitPairsWinOverInferredOnesInTheSchemesTheyApplyTo() throws {
        let configuration = try ContrastFixture.configuration("""
            {"pairs": [{"foreground": "text_secondary", "background": ["background_content"], "minimum": 3, "schemes": ["dark"]}],
             "infer": {"level": "AA", "backgrounds": ["background_content", "background_page"]}}
            """)
        let roles: [(String, String?)] = [
            ("background_content", "#FFF"), ("background_page", "#EEE"), ("text_primary", "#000"), ("text_secondary", "#777"),
            ("button_primary_background", "#2688EB"), ("button_primary_foreground", "#FFF"), ("counter_text", "#FFF"),
            ("counter_background", "#F00"), ("header_text", "#000"), ("text_link_highlighted_background", "#EEE"),
            ("orphan_foreground", "#000"),
        ]
        func describe(_ pairs: [ContrastPair]) -> [String] {
            pairs.map { "\($0.foreground)/\($0.backgrounds.joined(separator: "+"))/\($0.minimum)\($0.isInferred ? "i" : "")" }
        }
        let dark = ContrastFixture.scheme("dark", .dark, roles)
        #expect(describe(configuration.pairs(for: dark)) == [
            "text_secondary/background_content/3.0",
            "text_primary/background_content/4.5i", "text_primary/background_page/4.5i",
            "text_secondary/background_page/4.5i",
            "button_primary_foreground/button_primary_background/4.5i",
            "counter_text/counter_background/4.5i",
        ])
        let light = ContrastFixture.scheme("light", .light, roles)
        #expect(describe(configuration.pairs(for: light)) == [
            "text_primary/background_content/4.5i", "text_primary/background_page/4.5i",
            "text_secondary/background_content/4.5i", "text_secondary/background_page/4.5i",
            "button_primary_foreground/button_primary_background/4.5i",
            "counter_text/counter_background/4.5i",
        ])
    }
}
