import Testing
@testable import ThemeLintCore

/// The Android adapter on `res/` trees: schemes from qualifier folders resolved as Android
/// resolves them, `@color/` chains, color state lists, framework colors, and the findings.
@Suite struct AndroidResourceLoadingTests {
    static let values = "app/src/main/res/values/colors.xml"
    static let night = "app/src/main/res/values-night/colors.xml"
    static let nightV31 = "app/src/main/res/values-night-v31/colors.xml"

    /// A `res` tree with `values`, `values-night` and `values-night-v31`.
    static let tree: [String: String] = [
        values: AndroidFixture.colors(["background": "#FFFFFF", "text_primary": "#DE000000", "accent": "#2688EB"]),
        night: AndroidFixture.colors(["background": "#121212", "text_primary": "#FFFFFF"]),
        nightV31: AndroidFixture.colors(["background": "#1C1B1F"]),
    ]

    @Test func eachQualifierSetIsASchemeResolvedAsAndroidResolvesIt() throws {
        let project = try AndroidFixture.load(Self.tree)
        let set = try #require(AndroidFixture.set(project, "app"))
        #expect(set.definition.format == .android)
        #expect(set.resolved.schemes.map(\.name) == ["default", "night", "night-v31"])
        #expect(set.resolved.schemes.map(\.scheme.appearance) == [.light, .dark, .dark])
        #expect(AndroidFixture.colors(project, scheme: "default") == ["background": "#FFFFFFFF", "text_primary": "#000000DE", "accent": "#2688EBFF"])
        #expect(AndroidFixture.colors(project, scheme: "night") == ["background": "#121212FF", "text_primary": "#FFFFFFFF", "accent": "#2688EBFF"])
        // night-v31 takes its own background, night's text and the default accent.
        #expect(AndroidFixture.colors(project, scheme: "night-v31") == ["background": "#1C1B1FFF", "text_primary": "#FFFFFFFF", "accent": "#2688EBFF"])
        let role = try #require(set.resolved[scheme: "night-v31"]?[role: "text_primary"])
        #expect(role.role.location == Location(file: Self.night, position: SourcePosition(line: 3, column: 5)))
        #expect(Linter().lint(project).filter { $0.severity == .error }.isEmpty)
    }

    @Test func qualifiersAreMatchedInAndroidsPrecedenceOrder() throws {
        let project = try AndroidFixture.load([
            "app/src/main/res/values/colors.xml": AndroidFixture.colors(["surface": "#FFFFFF", "edge": "#000000"]),
            "app/src/main/res/values-v21/colors.xml": AndroidFixture.colors(["surface": "#EEEEEE"]),
            "app/src/main/res/values-sw600dp/colors.xml": AndroidFixture.colors(["surface": "#DDDDDD"]),
            "app/src/main/res/values-sw600dp-v28/colors.xml": AndroidFixture.colors(["edge": "#111111"]),
            "app/src/main/res/values-notnight/colors.xml": AndroidFixture.colors(["edge": "#222222"]),
        ])
        // The default scheme has no version: values-v21 does not apply; notnight does.
        #expect(AndroidFixture.colors(project, scheme: "default") == ["surface": "#FFFFFFFF", "edge": "#222222FF"])
        #expect(AndroidFixture.colors(project, scheme: "v21")["surface"] == "#EEEEEEFF")
        // Smallest width outranks the version: sw600dp-v28 takes sw600dp's surface, not v21's.
        #expect(AndroidFixture.colors(project, scheme: "sw600dp-v28") == ["surface": "#DDDDDDFF", "edge": "#111111FF"])
        #expect(AndroidFixture.set(project, "app")?.resolved.schemes.map(\.name) == ["default", "notnight", "sw600dp", "sw600dp-v28", "v21"])
    }

    @Test func aChainThreeDeepIsFollowedAcrossModulesAndKept() throws {
        let project = try AndroidFixture.load([
            Self.values: AndroidFixture.colors(["link": "@color/accent", "accent": "@color/brand"]),
            "core/src/main/res/values/colors.xml": AndroidFixture.colors(["brand": "@color/blue_500", "blue_500": "#FF2688EB"]),
        ])
        let role = try #require(AndroidFixture.set(project, "app")?.resolved[scheme: "default"]?[role: "link"])
        #expect(role.color.map(AndroidFixture.hex) == "#2688EBFF")
        #expect(role.role.reference?.identifier == "accent")
        #expect(role.role.reference?.tokenChain?.steps == ["accent", "brand", "blue_500"])
        #expect(role.role.reference?.tokenChain?.end == .literal(file: "core/src/main/res/values/colors.xml", name: "blue_500"))
        #expect(project.themeSets.map(\.definition.name) == ["app", "core"])
    }

    @Test func aLoopIsAnAliasCycleOnEveryMember() throws {
        let findings = try AndroidFixture.lint([Self.values: AndroidFixture.colors(["a": "@color/b", "b": "@color/c", "c": "@color/a", "d": "@color/a"])])
        let cycles = findings.filter { $0.rule == "alias-cycle" }
        #expect(cycles.map { "\($0.line):\($0.column)" } == ["2:21", "3:21", "4:21"])
        #expect(cycles.first?.message == "color \"a\" refers to itself: a → b → c → a")
        #expect(findings.filter { $0.rule == "unresolved-identifier" }.isEmpty)
    }

    @Test func aMissingNameIsAnErrorNearAKnownNameElseALibraryWarning() throws {
        let findings = try AndroidFixture.lint([Self.values: AndroidFixture.colors([
            "brand_blue": "#2688EB", "typo": "@color/brand_bleu", "library": "@color/mtrl_btn_bg_color_selector",
        ])])
        let unresolved = findings.filter { $0.rule == "unresolved-identifier" }
        #expect(unresolved.count == 2)
        let typo = try #require(unresolved.first { $0.identifier == "brand_bleu" })
        #expect(typo.severity == .error)
        #expect(typo.suggestion == "brand_blue")
        #expect((typo.file, typo.line, typo.column) == (Self.values, 3, 24))
        let library = try #require(unresolved.first { $0.identifier == "mtrl_btn_bg_color_selector" })
        #expect(library.severity == .warning)
        #expect(library.message.contains("may come from a library"))
        #expect((library.line, library.column) == (4, 27))
    }

    @Test func aColorStateListInflatesAsAndroidDoes() throws {
        let project = try AndroidFixture.load([
            Self.values: """
                <resources>
                    <color name="primary">#2688EB</color>
                    <item name="disabled_alpha" type="dimen" format="float">0.38</item>
                </resources>
                """,
            // First item, replaced by the later stateless one; alpha multiplied in.
            "app/src/main/res/color/text_button.xml": """
                <selector xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto">
                    <item android:state_enabled="false" android:color="#FF0000"/>
                    <item android:color="@color/primary" android:alpha="0.5" app:alpha="0.1"/>
                    <item android:state_pressed="true" android:color="#00FF00"/>
                </selector>
                """,
            // Only stateful items: the first wins; app:alpha names a resource.
            "app/src/main/res/color/text_disabled.xml": """
                <selector xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto">
                    <item android:state_enabled="false" android:color="#80000000" app:alpha="@dimen/disabled_alpha"/>
                    <item android:color="#00FF00" android:state_checked="true"/>
                </selector>
                """,
            "app/src/main/res/color/tone.xml": ##"<selector xmlns:android="a"><item android:color="#2688EB" android:lStar="50"/></selector>"##,
            "app/src/main/res/color/faded.xml": ##"<selector xmlns:android="a"><item android:color="#2688EB" android:alpha="@dimen/nowhere"/></selector>"##,
            "app/src/main/res/color/sky.xml": ##"<gradient xmlns:android="a" android:startColor="#FFFFFF" android:endColor="#000000"/>"##,
        ])
        let colors = AndroidFixture.colors(project)
        #expect(colors["text_button"] == "#2688EB80")
        #expect(colors["text_disabled"] == "#00000031")
        #expect(colors["tone"] == "null")
        #expect(colors["faded"] == "null")
        #expect(colors["sky"] == nil)
        let findings = Linter().lint(project).filter { $0.severity != .note }
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    @Test func themeAttributesAndMaterialYouColorsAreUnknownWithoutAFinding() throws {
        let project = try AndroidFixture.load([Self.values: AndroidFixture.colors([
            "a": "?attr/colorPrimary", "b": "?android:attr/textColorPrimary", "c": "@android:color/system_accent1_600",
        ])])
        #expect(AndroidFixture.colors(project) == ["a": "null", "b": "null", "c": "null"])
        #expect(Linter().lint(project).isEmpty)
    }

    @Test func frameworkColorsResolveToAndroidsPublishedValues() throws {
        // android.R.color as AOSP's core/res/res/values/colors.xml and colors_holo.xml define it.
        let published: [(String, String)] = [
            ("black", "#000000FF"), ("white", "#FFFFFFFF"), ("transparent", "#00000000"), ("darker_gray", "#AAAAAAFF"),
            ("background_dark", "#000000FF"), ("background_light", "#FFFFFFFF"),
            ("holo_blue_light", "#33B5E5FF"), ("holo_blue_dark", "#0099CCFF"), ("holo_blue_bright", "#00DDFFFF"),
            ("holo_green_light", "#99CC00FF"), ("holo_green_dark", "#669900FF"), ("holo_red_light", "#FF4444FF"),
            ("holo_red_dark", "#CC0000FF"), ("holo_orange_light", "#FFBB33FF"), ("holo_orange_dark", "#FF8800FF"),
            ("holo_purple", "#AA66CCFF"), ("primary_text_light", "#000000FF"), ("primary_text_dark", "#FFFFFFFF"),
            ("secondary_text_light", "#323232FF"), ("secondary_text_dark", "#BEBEBEFF"),
        ]
        let text = "<resources>\n" + published.map { "<color name=\"r_\($0.0)\">@android:color/\($0.0)</color>\n" }.joined() + "<color name=\"bad\">@android:color/holo_blu_light</color>\n</resources>"
        let project = try AndroidFixture.load([Self.values: text])
        let colors = AndroidFixture.colors(project)
        for (name, value) in published {
            #expect(colors["r_" + name] == value, "\(name)")
        }
        let role = try #require(AndroidFixture.set(project, "app")?.resolved[scheme: "default"]?[role: "r_holo_blue_light"])
        #expect(role.referenceChain.last == "#ff33b5e5")
        let unresolved = Linter().lint(project).filter { $0.rule == "unresolved-identifier" }
        #expect(unresolved.map(\.identifier) == ["android:holo_blu_light"])
        #expect(unresolved.first?.suggestion == "android:holo_blue_light")
        #expect(unresolved.first?.severity == .error)
    }

    @Test func aColorDefinedOnlyUnderQualifiersIsAMissingRole() throws {
        var tree = Self.tree
        tree[Self.night] = AndroidFixture.colors(["background": "#121212", "text_primary": "#FFFFFF", "scrim": "#99000000"])
        let findings = try AndroidFixture.lint(tree).filter { $0.rule == "missing-role" }
        #expect(findings.count == 1)
        #expect(findings.first?.role == "scrim")
        #expect(findings.first?.schemes == ["default"])
        #expect(findings.first?.file == Self.values)
    }

    @Test func badValuesAreFindingsAtTheirPlace() throws {
        let findings = try AndroidFixture.lint([
            Self.values: AndroidFixture.colors(["short": "#12345", "size": "@dimen/padding", "ok": "#FFF"]),
            "app/src/main/res/values/more.xml": AndroidFixture.colors(["ok": "#000"]),
            Self.night: "<?xml version=\"1.0\"?>\n<!DOCTYPE resources SYSTEM \"http://example.com/x.dtd\">\n<resources/>\n",
            "app/src/main/res/values-land/colors.xml": "<resources>\n  <color name=\"x\">#FFF</color>\n",
        ])
        func at(_ rule: String) -> [String] { findings.filter { $0.rule == rule }.map { "\($0.file):\($0.line):\($0.column)" } }
        #expect(at("invalid-color") == ["\(Self.values):2:25"])
        #expect(at("invalid-structure") == ["\(Self.values):3:24"])
        #expect(at("duplicate-key") == ["app/src/main/res/values/more.xml:2:5"])
        #expect(at("xml-syntax") == ["app/src/main/res/values-land/colors.xml:3:1", "\(Self.night):2:1"])
    }

    @Test func flavorsOverlayMainAndStrayResFoldersAreSetsOfTheirOwn() throws {
        let project = try AndroidFixture.load([
            Self.values: AndroidFixture.colors(["accent": "#2688EB", "background": "#FFFFFF"]),
            "app/src/green/res/values/colors.xml": AndroidFixture.colors(["accent": "#4BB34B"]),
            "app/src/main/res/values/strings.xml": "<resources><string name=\"app\">App</string></resources>",
            "legacy/res/values/colors.xml": AndroidFixture.colors(["old": "#123456"]),
            "palette.json": ##"{"white": "#FFFFFF"}"##,
        ])
        #expect(project.themeSets.map(\.definition.name) == ["app", "app:green", "legacy/res"])
        #expect(AndroidFixture.colors(project, set: "app:green") == ["accent": "#4BB34BFF", "background": "#FFFFFFFF"])
        #expect(AndroidFixture.colors(project, set: "app")["accent"] == "#2688EBFF")
        #expect(project.palettes["palette.json"] != nil)
    }

    @Test func theConfigurationNamesAnAndroidSet() throws {
        let configuration = try Configuration.parse(bytes: Array(#"{"themes": [{"name": "mobile", "format": "android", "res": ["app/src/main/res", "app/src/green/res"]}]}"#.utf8), file: ".themelint.json")
        let project = try AndroidFixture.load([
            Self.values: AndroidFixture.colors(["accent": "#2688EB"]),
            "app/src/green/res/values/colors.xml": AndroidFixture.colors(["accent": "#4BB34B"]),
        ], configuration: configuration)
        #expect(project.themeSets.map(\.definition.name) == ["mobile"])
        #expect(AndroidFixture.colors(project, set: "mobile") == ["accent": "#4BB34BFF"])
        #expect(throws: ConfigurationError.self) {
            try Configuration.parse(bytes: Array(#"{"themes": [{"format": "android"}]}"#.utf8), file: ".themelint.json")
        }
    }
}

extension AndroidResourceLoadingTests {
    @Test func anUnreadableFileLeavesUnjudgedOnlyTheSchemesThatReadIt() throws {
        let findings = try AndroidFixture.lint([
            Self.values: AndroidFixture.colors(["link": "@color/brand_bleu", "brand_blue": "#2688EB"]),
            Self.night: "<resources><color name=\"x\">#000</resources>",
        ])
        let unresolved = findings.filter { $0.rule == "unresolved-identifier" }
        #expect(unresolved.map(\.scheme) == ["default"])
        #expect(findings.filter { $0.rule == "xml-syntax" }.map { "\($0.line):\($0.column)" } == ["1:32"])
    }
}

extension AndroidResourceLoadingTests {
    @Test func aSetsPalettesAreItsOwnFilesAndTheSharedFilesItsChainsReach() throws {
        var texts: [String: String] = [Self.values: AndroidFixture.colors(["accent": "@color/brand_299", "text": "#000"])]
        for index in 0..<300 {
            let blue = String(index % 256, radix: 16, uppercase: true)
            texts["lib\(index)/src/main/res/values/colors.xml"] = AndroidFixture.colors(["brand_\(index)": "#0000" + (blue.count == 1 ? "0" + blue : blue)])
        }
        let project = try AndroidFixture.load(texts)
        #expect(project.themeSets.count == 301)
        let app = try #require(AndroidFixture.set(project, "app"))
        #expect(app.palettes.map(\.file) == [Self.values, "lib299/src/main/res/values/colors.xml", AndroidFrameworkColors.file])
        #expect(AndroidFixture.colors(project)["accent"] == "#00002BFF")
        #expect(Linter().lint(project).filter { $0.rule == "unused-color" }.isEmpty)
    }
}

extension AndroidResourceLoadingTests {
    @Test func aReferenceToANameDefinedOnlyUnderOtherQualifiersIsTheMissingRoleNotAnUnresolvedOne() throws {
        let project = try AndroidFixture.load([
            Self.values: AndroidFixture.colors(["surface": "@color/scrim"]),
            Self.night: AndroidFixture.colors(["scrim": "#99000000"]),
        ])
        #expect(AndroidFixture.colors(project, scheme: "default") == ["surface": "null"])
        #expect(AndroidFixture.colors(project, scheme: "night") == ["surface": "#00000099", "scrim": "#00000099"])
        let findings = Linter().lint(project)
        #expect(findings.map(\.rule) == ["missing-role"])
        #expect(findings.first?.role == "scrim")
    }
}
