import Testing
import ThemeLintTestSupport
@testable import ThemeLintCore

/// The asset-catalog adapter on a real-looking catalog (`XcassetsFixture.appCatalog`): roles,
/// schemes, Xcode's choice of entry, conversions, system colors and findings.
///
/// Expected sRGB values of the wide and gray spaces were computed independently with coloraide
/// 8.13.1 (PyPI), unclipped, e.g. `Color('display-p3', [0.2, 0.6, 1.0]).convert('srgb')` →
/// [-0.193456944, 0.610174338, 1.031251847]; `Color('srgb-linear', [0.9] * 3)` → 0.954687172;
/// the gamma-2.2 grays as `Color('srgb-linear', [w ** 2.2] * 3)`: w = 0.1 → 0.072816168.
@Suite struct XcassetsLoadingTests {
    static let catalog = "App/Assets.xcassets"

    static func load(_ texts: [String: String], configuration: Configuration = .automatic) throws -> LoadedProject {
        try ProjectLoader(source: InMemorySource(texts: texts), configuration: configuration).load()
    }

    /// The resolved color of `role` in `scheme`, nil when it does not resolve.
    static func color(_ project: LoadedProject, _ scheme: String, _ role: String) -> RGBA? {
        project.themeSets.first?.resolved[scheme: scheme]?[role: role]?.color
    }

    static func expectChannels(_ color: RGBA?, _ red: Double, _ green: Double, _ blue: Double, alpha: Double = 1, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let color else {
            Issue.record("no color", sourceLocation: sourceLocation)
            return
        }
        for (actual, expected) in [(color.red, red), (color.green, green), (color.blue, blue), (color.alpha, alpha)] {
            #expect(abs(actual - expected) < 1e-6, "\(color) differs from (\(red), \(green), \(blue), \(alpha))", sourceLocation: sourceLocation)
        }
    }

    @Test func colorSetsAreRolesNamedAsXcodeNamesThem() throws {
        let project = try Self.load(XcassetsFixture.appCatalog())
        #expect(project.themeSets.count == 1)
        let set = try #require(project.themeSets.first)
        #expect(set.definition.format == .xcassets)
        #expect(set.definition.name == Self.catalog)
        // `Brand` provides a namespace, `Surfaces` does not.
        let roles = try #require(set.resolved[scheme: "light"]).roles.map(\.role.name)
        #expect(roles == ["Badge", "Brand/Accent", "Brand/OnAccent", "Link", "Background", "TextPrimary"])
    }

    @Test func schemesFollowTheCatalogsAppearancesAndIdioms() throws {
        let project = try Self.load(XcassetsFixture.appCatalog())
        let names = project.themeSets.first?.resolved.schemes.map(\.name)
        #expect(names == [
            "light", "dark", "light, high contrast", "dark, high contrast",
            "mac, light", "mac, dark", "mac, light, high contrast", "mac, dark, high contrast",
        ])
        #expect(project.themeSets.first?.resolved[scheme: "dark, high contrast"]?.scheme.appearance == .dark)
    }

    @Test func eachSchemeTakesTheEntryXcodeWouldPick() throws {
        let project = try Self.load(XcassetsFixture.appCatalog())
        // Any: hex components 0x00 0x88 0xFF.
        Self.expectChannels(Self.color(project, "light", "Brand/Accent"), 0, 136.0 / 255, 1)
        // Dark: display-p3 (0.2, 0.6, 1.0) → coloraide (-0.193…, 0.610174338, 1.031…), clipped.
        Self.expectChannels(Self.color(project, "dark", "Brand/Accent"), 0, 0.610174338, 1)
        // High contrast (no luminosity): 8-bit integers "0" "64" "200"; "0" is 0.0.
        Self.expectChannels(Self.color(project, "light, high contrast", "Brand/Accent"), 0, 64.0 / 255, 200.0 / 255)
        // Luminosity before contrast: the dark entry wins in "dark, high contrast".
        Self.expectChannels(Self.color(project, "dark, high contrast", "Brand/Accent"), 0, 0.610174338, 1)
        // The mac entry before universal Any; extended-srgb (-0.05, 0.5, 1.1) clipped.
        Self.expectChannels(Self.color(project, "mac, light", "Brand/Accent"), 0, 0.5, 1)
        // …but a contrast match before the idiom's own entry.
        Self.expectChannels(Self.color(project, "mac, light, high contrast", "Brand/Accent"), 0, 64.0 / 255, 200.0 / 255)
        // Both luminosity and contrast before either.
        Self.expectChannels(Self.color(project, "light, high contrast", "TextPrimary"), 0, 0, 0)
        Self.expectChannels(Self.color(project, "light", "TextPrimary"), 0.1, 0.1, 0.1)
        // extended-linear-srgb 0.9 → coloraide 0.954687172.
        Self.expectChannels(Self.color(project, "dark", "TextPrimary"), 0.954687172, 0.954687172, 0.954687172)
        // gray-gamma-22 "1.000" and "0.100"; extended-gray JSON numbers 1 and 0.1.
        Self.expectChannels(Self.color(project, "light", "Brand/OnAccent"), 1, 1, 1)
        Self.expectChannels(Self.color(project, "dark", "Brand/OnAccent"), 0.072816168, 0.072816168, 0.072816168)
        Self.expectChannels(Self.color(project, "light", "Background"), 1, 1, 1)
        Self.expectChannels(Self.color(project, "dark", "Background"), 0.072816168, 0.072816168, 0.072816168)
    }

    @Test func systemColorsResolvePerSchemeToApplesValues() throws {
        let project = try Self.load(XcassetsFixture.appCatalog())
        let expected = ["light": "#0088FF", "dark": "#0091FF", "light, high contrast": "#1E6EF4", "dark, high contrast": "#5CB8FF", "mac, dark": "#0091FF"]
        for (scheme, hex) in expected {
            let color = try #require(Self.color(project, scheme, "Link"))
            #expect(color.shortCSSHex == hex, "systemBlueColor in \(scheme)")
        }
        let show = ShowReport(project: project)
        let link = show.themes.first?.schemes.first?.roles.first { $0.role == "Link" }
        #expect(link?.chain.first == "systemBlueColor")
    }

    @Test func anEmptySlotIsAMissingRoleShownWithoutColor() throws {
        let project = try Self.load(XcassetsFixture.appCatalog())
        #expect(Self.color(project, "light", "Badge") != nil)
        #expect(Self.color(project, "dark", "Badge") == nil)
        let show = ShowReport(project: project)
        let dark = show.themes.first?.schemes.first { $0.name == "dark" }
        let badge = try #require(dark?.roles.first { $0.role == "Badge" })
        #expect(badge.color == nil)
        let findings = Linter().lint(project).filter { $0.rule == "missing-role" }
        // One cause, one finding, at the empty slot, for every scheme (universal and mac) it empties.
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.role == "Badge")
        #expect(finding.file == "\(Self.catalog)/Badge.colorset/Contents.json")
        #expect(finding.line == 15)  // the dark entry's `{`
        #expect(finding.schemes == ["dark", "dark, high contrast", "mac, dark", "mac, dark, high contrast"])
    }

    @Test func theCatalogsFindingsAreExactlyTheseAndNoUnusedColor() throws {
        let project = try Self.load(XcassetsFixture.appCatalog())
        let findings = Linter().lint(project)
        let summary = findings.map { "\($0.rule) \($0.file.replacingOccurrences(of: Self.catalog + "/", with: "")):\($0.line)" }.sorted()
        #expect(summary == [
            "missing-role Badge.colorset/Contents.json:15",
            "out-of-gamut Brand/Accent.colorset/Contents.json:22",
            "out-of-gamut Brand/Accent.colorset/Contents.json:52",
            // OnAccent's gray 1.0 and Background's extended gray 1 are one white; their darks one gray.
            "similar-colors Surfaces/Background.colorset/Contents.json:3",
            "similar-colors Surfaces/Background.colorset/Contents.json:13",
        ].sorted())
    }
}
