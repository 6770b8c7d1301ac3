import Testing
import ThemeLintCore

/// Material's `on` roles pair as text on the role named without the word, in every
/// spelling docs/contrast.md lists for the contrast pairs read from names.
@Suite struct MaterialOnPairingTests {
    @Test func theOnWordIsRemovedKeepingTheNamesStyle() {
        // The documented examples, exactly.
        #expect(RoleNamePairing.onBackground(of: "md_theme_onPrimaryContainer") == "md_theme_primaryContainer")
        #expect(RoleNamePairing.onBackground(of: "colorOnPrimary") == "colorPrimary")
        #expect(RoleNamePairing.onBackground(of: "md_theme_inverseOnSurface") == "md_theme_inverseSurface")
        #expect(RoleNamePairing.onBackground(of: "md.sys.color.on-primary") == "md.sys.color.primary")
        #expect(RoleNamePairing.onBackground(of: "brand_on_accent_dark") == "brand_accent_dark")
        // The three separators of a word of its own, and camel case at the start of a name.
        #expect(RoleNamePairing.onBackground(of: "on_surface") == "surface")
        #expect(RoleNamePairing.onBackground(of: "color.on.primary") == "color.primary")
        #expect(RoleNamePairing.onBackground(of: "onPrimary") == "primary")
        #expect(RoleNamePairing.onBackground(of: "inverseOnSurface") == "inverseSurface")
        // An asset catalog's namespaced, capitalised color set.
        #expect(RoleNamePairing.onBackground(of: "Brand/OnAccent") == "Brand/Accent")
    }

    @Test func wordsThatOnlyStartWithOnAreNotTheWord() {
        #expect(RoleNamePairing.onBackground(of: "online") == nil)
        #expect(RoleNamePairing.onBackground(of: "onboarding") == nil)
        #expect(RoleNamePairing.onBackground(of: "status_online_dot") == nil)
        #expect(RoleNamePairing.onBackground(of: "onboarding_background") == nil)
        #expect(RoleNamePairing.onBackground(of: "color_moon") == nil)
        #expect(RoleNamePairing.onBackground(of: "iconColor") == nil)
        #expect(RoleNamePairing.onBackground(of: "toggle_on") == nil)  // nothing after it to be drawn on
        #expect(RoleNamePairing.onBackground(of: "text_primary") == nil)
    }

    @Test func inferencePairsOnRolesAsTextOnTheirSurface() {
        let scheme = ContrastFixture.scheme("light", .light, [
            ("md_theme_primaryContainer", "#EADDFF"), ("md_theme_onPrimaryContainer", "#21005D"),
            ("colorPrimary", "#6750A4"), ("colorOnPrimary", "#FFFFFF"),
            ("md_theme_inverseSurface", "#313033"), ("md_theme_inverseOnSurface", "#F4EFF4"),
            ("md.sys.color.primary", "#6750A4"), ("md.sys.color.on-primary", "#FFFFFF"),
            ("brand_accent_dark", "#0B57D0"), ("brand_on_accent_dark", "#FFFFFF"),
            ("online", "#00FF00"), ("onboarding", "#FFFFFF"),
            ("md_theme_onTertiary", "#FFFFFF"),  // no md_theme_tertiary: not paired
        ]).scheme
        let inference = ContrastInference(declaration: Location(file: ".themelint.json", position: .start))
        let pairs = inference.pairs(for: scheme).map { "\($0.foreground) on \($0.backgrounds[0]) \($0.level?.rawValue ?? "")" }
        #expect(pairs == [
            "md_theme_onPrimaryContainer on md_theme_primaryContainer AA",
            "colorOnPrimary on colorPrimary AA",
            "md_theme_inverseOnSurface on md_theme_inverseSurface AA",
            "md.sys.color.on-primary on md.sys.color.primary AA",
            "brand_on_accent_dark on brand_accent_dark AA",
        ])
    }

    @Test func camelCaseAndNamespacedNamesHaveWords() {
        #expect(RoleNamePairing.kind(of: "TextPrimary") == .text)
        #expect(RoleNamePairing.kind(of: "Brand/BackgroundCard") == .background)
        #expect(RoleNamePairing.kind(of: "iconSecondary") == .nonText)
        #expect(RoleNamePairing.kind(of: "Context2Menu") == nil)
        #expect(RoleNamePairing.isSurface("BackgroundPrimary"))
        #expect(RoleNamePairing.isLeadingForeground("TextSecondary"))
        #expect(RoleNamePairing.words("URLText2Label").map(String.init) == ["urltext2", "label"])
    }
}
