import Testing
import ThemeLintCore

/// Inferred pairs are only those whose names truly pair.
@Suite struct RoleNamePairingTests {
    @Test func kindsComeFromTheWordsOfTheName() {
        #expect(RoleNamePairing.kind(of: "text_primary") == .text)
        #expect(RoleNamePairing.kind(of: "counter_primary_text") == .text)
        #expect(RoleNamePairing.kind(of: "button_primary_foreground") == .text)
        #expect(RoleNamePairing.kind(of: "icon_secondary") == .nonText)
        #expect(RoleNamePairing.kind(of: "placeholder_icon_foreground_primary") == .nonText)
        #expect(RoleNamePairing.kind(of: "text_link_highlighted_background") == .background)
        #expect(RoleNamePairing.kind(of: "background_text_highlighted") == .background)
        #expect(RoleNamePairing.kind(of: "color.background.default") == .background)
        #expect(RoleNamePairing.kind(of: "text_highlight_alpha") == nil)
        #expect(RoleNamePairing.kind(of: "accent") == nil)
        #expect(RoleNamePairing.kind(of: "header_tint") == nil)
        // Words, not substrings: "context" is not "text", "iconic" is not "icon".
        #expect(RoleNamePairing.kind(of: "context_menu") == nil)
        #expect(RoleNamePairing.kind(of: "iconic_fill") == nil)
    }

    @Test func familyBackgroundsFollowTheName() {
        let names: Set<String> = [
            "button_secondary_background_highlighted", "header_alternate_background", "header_background",
            "im_bubble_gift_background", "attach_picker_tab_active_background", "attach_picker_tab_active_icon",
            "attach_picker_tab_active_text", "color.background.default", "background_content",
        ]
        func family(_ name: String) -> String? { RoleNamePairing.familyBackground(of: name, exists: names.contains) }
        #expect(family("button_secondary_foreground_highlighted") == "button_secondary_background_highlighted")
        #expect(family("header_text_alternate") == "header_alternate_background")
        #expect(family("header_tab_inactive_text") == "header_background")
        #expect(family("im_bubble_gift_text_secondary") == "im_bubble_gift_background")
        #expect(family("attach_picker_tab_active_icon") == "attach_picker_tab_active_background")
        // A label beside an icon is not drawn on the icon's background.
        #expect(family("attach_picker_tab_active_text") == nil)
        #expect(family("color.text.default") == nil)  // after `color`, text comes first: the surfaces
        #expect(family("color.button.text") == nil)
        #expect(RoleNamePairing.familyBackground(of: "color.button.text", exists: { $0 == "color.button.background" }) == "color.button.background")
        // A leading foreground word means "drawn on the surfaces", not on a family background.
        #expect(family("text_primary") == nil)
        #expect(family("icon_secondary") == nil)
        #expect(family("im_service_message_text") == nil)

        // The lone PREFIX_WORD_background of a prefix, never a state's.
        let bubbles = ["im_outgoing_bubble_background", "header_tab_active_background", "header_background"]
        let siblings = RoleNamePairing.siblingBackgrounds(bubbles)
        func sibling(_ name: String) -> String? {
            RoleNamePairing.familyBackground(of: name, exists: bubbles.contains, siblings: { siblings[$0] ?? [] })
        }
        #expect(sibling("im_outgoing_text_primary") == "im_outgoing_bubble_background")
        #expect(sibling("header_tab_inactive_text") == "header_background")
        let two = ["im_outgoing_bubble_background", "im_outgoing_card_background"]
        let twoSiblings = RoleNamePairing.siblingBackgrounds(two)
        #expect(RoleNamePairing.familyBackground(of: "im_outgoing_text_primary", exists: two.contains, siblings: { twoSiblings[$0] ?? [] }) == nil)
    }

    @Test func surfacesAreTheMainBackgroundsOnly() {
        #expect(RoleNamePairing.isSurface("background_content"))
        #expect(RoleNamePairing.isSurface("background_page"))
        #expect(RoleNamePairing.isSurface("color.background.default"))
        #expect(!RoleNamePairing.isSurface("background_hover"))
        #expect(!RoleNamePairing.isSurface("background_keyboard"))
        #expect(!RoleNamePairing.isSurface("background_text_highlighted"))
        #expect(!RoleNamePairing.isSurface("button_primary_background"))
    }

    @Test func inferencePairsTextOnSurfacesAndFamiliesIconsAsNonText() {
        let scheme = ContrastFixture.scheme("light", .light, [
            ("background_content", "#FFFFFF"), ("background_page", "#EBEDF0"), ("background_hover", "#00000014"),
            ("text_primary", "#000000"), ("icon_secondary", "#99A2AD"), ("accent", "#2688EB"),
            ("counter_primary_text", "#FFFFFF"), ("counter_primary_background", "#2688EB"),
            ("tabbar_active_icon", "#2688EB"), ("tabbar_background", "#F9F9F9"),
            ("text_link_highlighted_background", "#000000"),
        ]).scheme
        let inference = ContrastInference(declaration: Location(file: ".themelint.json", position: .start))
        let pairs = inference.pairs(for: scheme).map { "\($0.foreground) on \($0.backgrounds[0]) \($0.level?.rawValue ?? "")" }
        #expect(pairs == [
            "text_primary on background_content AA", "text_primary on background_page AA",
            "icon_secondary on background_content non-text", "icon_secondary on background_page non-text",
            "counter_primary_text on counter_primary_background AA",
            "tabbar_active_icon on tabbar_background non-text",
        ])
    }

    @Test func inferIsOnByDefaultAndOffWithFalse() throws {
        #expect(try ContrastFixture.configuration("{}", inferring: true).inference != nil)
        #expect(try ContrastFixture.configuration("{\"infer\": true}").inference != nil)
        #expect(try ContrastFixture.configuration("{\"infer\": false}").inference == nil)
        #expect(try ContrastFixture.configurationError("{\"infer\": 3}")?.message.contains("true, false or an object") == true)
    }

    @Test func configuredPairsAddToInferredOnes() throws {
        let configuration = try ContrastFixture.configuration("""
            {"pairs": [{"foreground": "accent", "background": "background_content", "level": "non-text"}]}
            """, inferring: true)
        let scheme = ContrastFixture.scheme("light", .light, [
            ("background_content", "#FFFFFF"), ("text_primary", "#000000"), ("accent", "#2688EB"),
        ])
        let pairs = configuration.pairs(for: scheme).map { "\($0.foreground) \($0.isInferred)" }
        #expect(pairs == ["accent false", "text_primary true"])
        let off = try ContrastFixture.configuration("""
            {"infer": false, "pairs": [{"foreground": "accent", "background": "background_content", "level": "non-text"}]}
            """)
        #expect(off.pairs(for: scheme).map(\.foreground) == ["accent"])
    }

    @Test func aRootContrastBlockAppliesToEverySetAndASetOverridesIt() throws {
        let json = """
            {"contrast": {"base": {"dark": "#121212"}, "infer": false,
                          "pairs": [{"foreground": "text_primary", "background": "background_content"}]},
             "themes": [
               {"name": "a", "schemes": "a/scheme.json"},
               {"name": "b", "schemes": "b/scheme.json", "contrast": {"infer": true}}
             ]}
            """
        let configuration = try Configuration.parse(bytes: Array(json.utf8), file: ".themelint.json")
        let sets = try #require(configuration.themes)
        #expect(sets[0].contrast?.pairs.count == 1)
        #expect(sets[0].contrast?.inference == nil)
        #expect(sets[0].contrast?.base[.dark] == .color(RGBA(red8: 0x12, green8: 0x12, blue8: 0x12)))
        #expect(sets[1].contrast?.pairs.count == 1)
        #expect(sets[1].contrast?.inference != nil)
        #expect(sets[1].contrast?.base[.dark] == .color(RGBA(red8: 0x12, green8: 0x12, blue8: 0x12)))
    }

    @Test func anImprovedPairBelowItsMinimumIsStillFailing() {
        let pair = ContrastPair(foreground: "text", backgrounds: ["bg"], minimum: 4.5, declaration: Location(file: "c", position: .start))
        func measurement(_ value: Double) -> ContrastMeasurement {
            ContrastMeasurement(
                scheme: "s", pair: pair, foreground: "text", background: "bg", foregroundColor: .black, backgroundColor: .white,
                base: .white, compositedForeground: .black, compositedBackground: .white, value: value,
                foregroundLocation: Location(file: "scheme.json", position: .start)
            )
        }
        #expect(ContrastDiffer.status(before: measurement(3.1), after: measurement(3.9)) == .stillFailing)
        #expect(ContrastDiffer.status(before: measurement(4.6), after: measurement(5)) == .improved)
        #expect(ContrastDiffer.status(before: measurement(3.1), after: measurement(4.5)) == .fixed)
        #expect(ContrastDiffer.status(before: measurement(4.8), after: measurement(4.2)) == .regressed)
        let effect = ContrastEffect(file: "f", scheme: "s", foreground: "text", background: "bg", algorithm: "wcag2", before: 3.1, after: 3.9, minimum: 4.5, status: .stillFailing)
        #expect(!effect.isGood)
        #expect(!effect.isRegression)
    }

    /// ASCII names take a byte-by-byte path; a name with one non-ASCII byte takes the
    /// character path. Appending "é" (a word of its own after "_") must leave every other word
    /// as the ASCII path split it, so the two paths agree.
    @Test func asciiAndUnicodePathsSplitTheSameWords() {
        let names = ["text_primary", "TextPrimary", "Brand/BackgroundCard", "URLText2Label", "colorOnPrimary",
                     "a.b-c/d_e", "x9Y", "ABC", "aB", "__lead__trail__", "", "icon2Dark", "text\r\nPrimary", "Q"]
        for name in names {
            let ascii = RoleNamePairing.words(name).map(String.init)
            let unicode = RoleNamePairing.words(name + "_é").map(String.init)
            #expect(unicode == ascii + ["é"], "\(name)")
        }
        #expect(RoleNamePairing.words("Brand/BackgroundCard").map(String.init) == ["brand", "background", "card"])
        #expect(RoleNamePairing.words("x9Y").map(String.init) == ["x9", "y"])
        #expect(RoleNamePairing.words("ÉcranText").map(String.init) == ["écran", "text"])
    }
}
