import Testing
import ThemeLintTestSupport
@testable import ThemeLintCore

/// Components in every spelling Xcode writes, bad input as findings with their place, unknown
/// system colors, configuration and detection.
@Suite struct XcassetsInputTests {
    static let set = "App/Assets.xcassets/Tint.colorset/Contents.json"

    static func lint(_ texts: [String: String], configuration: Configuration = .automatic) throws -> [Finding] {
        Linter().lint(try XcassetsLoadingTests.load(texts, configuration: configuration))
    }

    @Test func componentsAreReadAsXcodesCompilerReadsThem() throws {
        func value(_ json: JSONValue) -> Double? { try? XcassetsComponent.read(json).get().value }
        #expect(value(.string("0.502")) == 0.502)
        #expect(value(.string("128")) == 128.0 / 255)
        #expect(value(.string("0xFF")) == 1)
        #expect(value(.string("0x80")) == 128.0 / 255)
        #expect(value(.string("0")) == 0)
        #expect(value(.string("1")) == 1)  // the integer 1 is 1.0, not 1/255
        #expect(value(.string("2")) == 2.0 / 255)
        #expect(value(.number(0.25)) == 0.25)
        #expect(value(.number(1)) == 1)
        #expect(value(.number(255)) == 1)
        #expect(value(.string("-0.050")) == -0.05)
        #expect(value(.string("-1")) == -1)  // a float: only the extended spaces accept it
        #expect(value(.number(-2)) == -2)
        #expect(try XcassetsComponent.read(.string("0x80")).get().spelling == .hex)
        #expect(try XcassetsComponent.read(.string("128")).get().spelling == .integer)
        #expect(try XcassetsComponent.read(.string("0.5")).get().spelling == .float)
        #expect(value(.string("abc")) == nil)
        #expect(value(.string("0x")) == nil)
        #expect(value(.string("0x-5")) == nil)
        #expect(value(.string("1.2.3")) == nil)
        #expect(value(.string("256")) == nil)
        #expect(value(.bool(true)) == nil)
        #expect(value(.null) == nil)
    }

    @Test func theNotationKeepsTheEntrysSpelling() throws {
        let project = try XcassetsLoadingTests.load(XcassetsFixture.appCatalog())
        let palette = try #require(project.palettes["App/Assets.xcassets"])
        #expect(palette["Brand/Accent (any)"]?.rawValue == "srgb(0x00 0x88 0xFF)")
        #expect(palette["Brand/Accent (any, high contrast)"]?.rawValue == "srgb(0 64 200)")
        #expect(palette["Brand/Accent (dark)"]?.rawValue == "display-p3(0.200 0.600 1.000)")
        #expect(palette["Brand/Accent (mac, any)"]?.rawValue == "extended-srgb(-0.050 0.500 1.100)")
        #expect(palette["Background (dark)"]?.rawValue == "extended-gray(0.1)")
        #expect(palette["Brand/Accent (dark)"]?.isOutOfGamut == true)
        #expect(palette["Brand/Accent (any)"]?.isOutOfGamut == false)
    }

    @Test func badComponentsAreFindingsAtTheirPlace() throws {
        // Lines and columns as XcassetsFixture writes them: components on lines 7 (alpha),
        // 8 (blue), 9 (green), 10 (red), values after `"key" : `.
        let bad = [
            ("\"1.5\"", "invalid-color", "out of range"),
            ("\"256\"", "invalid-color", "out of range"),
            ("\"0x1FF\"", "invalid-color", "out of range"),
            ("\"red\"", "invalid-color", "is not a float"),
            ("true", "invalid-structure", "must be a string or a number"),
            ("null", "invalid-structure", "must be a string or a number"),
            ("[1]", "invalid-structure", "must be a string or a number"),
            ("-0.5", "invalid-color", "out of range"),
        ]
        for (written, rule, words) in bad {
            let colorSet = XcassetsFixture.colorSet([.init(color: XcassetsFixture.literal("srgb", [("red", written), ("green", "\"0.5\""), ("blue", "\"0.5\""), ("alpha", "\"1.000\"")]))])
            let findings = try Self.lint([Self.set: colorSet])
            let finding = try #require(findings.first { $0.rule == rule }, "\(written)")
            #expect(finding.file == Self.set)
            #expect(finding.line == 10 && finding.column == 19, "\(written) at \(finding.line):\(finding.column)")
            #expect(finding.message.contains(words), "\(finding.message)")
            // The role is then indeterminate, never painted with a made-up color.
            let project = try XcassetsLoadingTests.load([Self.set: colorSet])
            #expect(XcassetsLoadingTests.color(project, "light", "Tint") == nil)
        }
        // Alpha is 0…1 in every space, and the extended spaces may go beyond 0…1.
        let alpha = XcassetsFixture.colorSet([.init(color: XcassetsFixture.literal("extended-srgb", [("red", "\"1.2\""), ("green", "\"0.5\""), ("blue", "\"0.5\""), ("alpha", "\"1.5\"")]))])
        let findings = try Self.lint([Self.set: alpha])
        #expect(findings.filter { $0.rule == "invalid-color" }.map { "\($0.line):\($0.column)" } == ["7:21"])
    }

    @Test func wrongShapesAreInvalidStructureNotACrash() throws {
        let shapes = [
            #"{"colors": {"idiom": "universal"}}"#,
            #"{"colors": [42]}"#,
            #"{"colors": [{"idiom": "universal", "color": "red"}]}"#,
            #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb"}}]}"#,
            #"{"colors": [{"idiom": "universal", "color": {"color-space": 7, "components": {}}}]}"#,
            #"{"colors": [{"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dim"}], "color": {"reference": "systemBlueColor"}}]}"#,
            #"[]"#,
        ]
        for text in shapes {
            let findings = try Self.lint([Self.set: text])
            let finding = try #require(findings.first { $0.rule == "invalid-structure" }, "\(text)")
            #expect(finding.file == Self.set && finding.line == 1 && finding.column > 1 || text == "[]", "\(text): \(finding.line):\(finding.column)")
        }
        let broken = try Self.lint([Self.set: #"{"colors": ["#])
        #expect(broken.map(\.rule) == ["json-syntax"])
        let unknownSpace = try Self.lint([Self.set: #"{"colors": [{"idiom": "universal", "color": {"color-space": "display-p4", "components": {}}}]}"#])
        #expect(unknownSpace.first { $0.rule == "invalid-color" }?.message.contains("did you mean \"display-p3\"") == true)
    }

    @Test func anUnknownSystemColorIsUnresolvedWithADidYouMean() throws {
        let colorSet = XcassetsFixture.colorSet([.init(color: XcassetsFixture.system("systemBlueColour"))])
        let findings = try Self.lint([Self.set: colorSet])
        let unresolved = findings.filter { $0.rule == "unresolved-identifier" }
        // One place, one finding, for both schemes it is met in.
        #expect(unresolved.count == 1)
        let finding = try #require(unresolved.first)
        #expect(finding.identifier == "systemBlueColour")
        #expect(finding.suggestion == "systemBlueColor")
        #expect(finding.file == Self.set && finding.line == 6)
        #expect(finding.message.contains("Apple's system colors"))
    }

    @Test func macEntriesNameOSXColorsAndAPlatformIsHonoured() throws {
        let colorSet = XcassetsFixture.colorSet([
            .init(color: #""reference" : "labelColor""#),
            .init(idiom: "mac", color: #""reference" : "labelColor""#),
        ])
        let project = try XcassetsLoadingTests.load([Self.set: colorSet])
        #expect(XcassetsLoadingTests.color(project, "light", "Tint")?.cssHex == "#000000FF")  // UIKit label
        #expect(XcassetsLoadingTests.color(project, "mac, light", "Tint")?.cssHex == "#000000D9")  // AppKit label, 85 %
    }

    @Test func aConfigurationNamesTheCatalog() throws {
        let configuration = try Configuration.parse(bytes: Array(#"{"themes": [{"name": "app", "format": "xcassets", "catalog": "App/Assets.xcassets", "contrast": {"pairs": [{"foreground": "Brand/OnAccent", "background": "Brand/Accent"}]}}]}"#.utf8), file: ".themelint.json")
        let project = try XcassetsLoadingTests.load(XcassetsFixture.appCatalog().merging(XcassetsFixture.appCatalog("Widget/Media.xcassets")) { $1 }, configuration: configuration)
        #expect(project.themeSets.map(\.definition.name) == ["app"])
        #expect(throws: ConfigurationError.self) {
            try Configuration.parse(bytes: Array(#"{"themes": [{"format": "xcassets"}]}"#.utf8), file: ".themelint.json")
        }
        #expect(throws: ConfigurationError.self) {
            try Configuration.parse(bytes: Array(#"{"themes": [{"format": "xcassets", "catalog": "A.xcassets", "palettes": ["p.json"]}]}"#.utf8), file: ".themelint.json")
        }
        #expect(throws: ConfigurationError.self) {
            try Configuration.parse(bytes: Array(#"{"themes": [{"schemes": "scheme.json", "catalog": "A.xcassets"}]}"#.utf8), file: ".themelint.json")
        }
    }

    @Test func catalogsAreFoundBesideOtherFormats() throws {
        var texts = XcassetsFixture.appCatalog().merging(XcassetsFixture.appCatalog("Widget/Media.xcassets")) { $1 }
        texts["design/colors.tokens.json"] = ##"{"color": {"accent": {"$type": "color", "$value": "#2688eb"}}}"##
        texts["Android/scheme.json"] = #"{"light": {"appearance": "light", "colors": {"accent": {"color_identifier": "blue"}}}}"#
        texts["Android/palette.json"] = ##"{"blue": "#2688EB"}"##
        // A catalog without a color set (only images) is not a theme set.
        texts["App/Images.xcassets/Logo.imageset/Contents.json"] = #"{"images": [], "info": {"author": "xcode", "version": 1}}"#
        let project = try XcassetsLoadingTests.load(texts)
        let sets = project.themeSets.map { "\($0.definition.format.rawValue) \($0.definition.name)" }
        #expect(sets == ["appearance Android/scheme.json", "dtcg design/colors.tokens.json", "xcassets App/Assets.xcassets", "xcassets Widget/Media.xcassets"])
        // Catalog files are not broken files in a diff.
        let report = ThemeDiffer.diff(base: project, head: project)
        #expect(report.notices.isEmpty)
        #expect(report.changes.isEmpty)
    }

    @Test func onlyFoldersProvidingANamespaceNameTheRole() throws {
        let colorSet = XcassetsFixture.colorSet([.init(color: XcassetsFixture.srgb("1.000", "0.000", "0.000"))])
        let project = try XcassetsLoadingTests.load([
            "Assets.xcassets/A/Contents.json": XcassetsFixture.folder(providesNamespace: true),
            "Assets.xcassets/A/B/Contents.json": XcassetsFixture.folder(providesNamespace: false),
            "Assets.xcassets/A/B/C/Contents.json": XcassetsFixture.folder(providesNamespace: true),
            "Assets.xcassets/A/B/C/Red.colorset/Contents.json": colorSet,
            "Assets.xcassets/D/Red2.colorset/Contents.json": colorSet,  // no Contents.json: no namespace
        ])
        #expect(project.themeSets.first?.resolved[scheme: "light"]?.roles.map(\.role.name) == ["A/C/Red", "Red2"])
    }

    @Test func gamutSubtypeAndLocaleVariantsMakeNoSchemeOfTheirOwn() throws {
        let colorSet = """
            {"colors": [
              {"idiom": "universal", "display-gamut": "display-P3", "color": {"color-space": "display-p3", "components": {"red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "1.000"}}},
              {"idiom": "universal", "display-gamut": "sRGB", "color": {"color-space": "srgb", "components": {"red": "0.800", "green": "0.000", "blue": "0.000", "alpha": "1.000"}}},
              {"idiom": "universal", "locale": "ar", "color": {"color-space": "srgb", "components": {"red": "0.000", "green": "0.000", "blue": "1.000", "alpha": "1.000"}}},
              {"idiom": "iphone", "subtype": "retina4", "color": {"color-space": "srgb", "components": {"red": "0.000", "green": "1.000", "blue": "0.000", "alpha": "1.000"}}}
            ]}
            """
        let project = try XcassetsLoadingTests.load([Self.set: colorSet])
        // Not even the iphone idiom of the subtype entry: one scheme, painted by the sRGB entry.
        #expect(project.themeSets.first?.resolved.schemes.map(\.name) == ["light"])
        XcassetsLoadingTests.expectChannels(XcassetsLoadingTests.color(project, "light", "Tint"), 0.8, 0, 0)
        // Every literal entry is still a palette color, known by set and entry.
        let names = project.palettes["App/Assets.xcassets"]?.colors.map(\.name)
        #expect(names == ["Tint (any, display-P3)", "Tint (any)", "Tint (any, locale ar)", "Tint (iphone, any, subtype retina4)"])
    }

    @Test func aSetForOneIdiomOnlyExistsOnlyInThatIdiomsSchemes() throws {
        let universal = XcassetsFixture.colorSet([.init(color: XcassetsFixture.srgb("1.000", "1.000", "1.000")), .init(luminosity: "dark", color: XcassetsFixture.srgb("0.000", "0.000", "0.000"))])
        let macOnly = XcassetsFixture.colorSet([.init(idiom: "mac", color: XcassetsFixture.system("windowBackgroundColor", platform: "osx"))])
        let project = try XcassetsLoadingTests.load([
            "App/Assets.xcassets/Surface.colorset/Contents.json": universal,
            "App/Assets.xcassets/Window.colorset/Contents.json": macOnly,
        ])
        let set = try #require(project.themeSets.first)
        #expect(set.resolved.schemes.map(\.name) == ["light", "dark", "mac, light", "mac, dark"])
        #expect(set.resolved[scheme: "light"]?.roles.map(\.role.name) == ["Surface"])
        #expect(set.resolved[scheme: "mac, dark"]?.roles.map(\.role.name) == ["Surface", "Window"])
        #expect(set.resolved[scheme: "mac, dark"]?[role: "Window"]?.color?.shortCSSHex == "#323232")
        // Not missing from the universal schemes: it was never meant for them.
        #expect(Linter().lint(project).filter { $0.rule == "missing-role" }.isEmpty)
    }

    @Test func systemColorsWithoutAPublishedHighContrastValueUseTheNormalOne() throws {
        let label = try #require(AppleSystemColors.value(platform: "ios", reference: "secondaryLabelColor"))
        #expect(label.color(.light, highContrast: true) == label.color(.light, highContrast: false))
        #expect(label.light.alpha == 0.6)
        let blue = try #require(AppleSystemColors.value(platform: "universal", reference: "systemBlueColor"))
        #expect(blue.color(.dark, highContrast: true).shortCSSHex == "#5CB8FF")
        #expect(AppleSystemColors.value(platform: "osx", reference: "systemGray6Color") == nil)  // an iOS-only gray
        #expect(AppleSystemColors.value(platform: "ios", reference: "windowBackgroundColor") == nil)
        #expect(AppleSystemColors.names(platform: "ios").contains("systemGray6Color"))
    }
}
