import Testing
@testable import ThemeLintCore

/// The export model, the name mapping and the scheme choice, on projects held in memory.
@Suite struct ExportModelTests {
    private func project(_ files: [String: String]) throws -> LoadedProject {
        try ProjectLoader(source: InMemorySource(texts: files), configuration: .automatic).load()
    }

    /// An Appearance set: `schemes` is scheme name → (appearance, role → identifier).
    private func appearanceProject(palette: String = ##"{"azure_300": "#2688EB", "sky_300": "#71AAEB", "black_alpha8": "#14000000"}"##, schemes: [(String, String, [(String, String)])]) throws -> LoadedProject {
        let body = schemes.map { name, appearance, roles in
            let colors = roles.map { "\"\($0.0)\": {\"color_identifier\": \"\($0.1)\"}" }.joined(separator: ", ")
            return "\"\(name)\": {\"appearance\": \"\(appearance)\", \"colors\": {\(colors)}}"
        }.joined(separator: ", ")
        return try project(["palette.json": palette, "scheme.json": "{\(body)}"])
    }

    @Test func namesFollowEachTargetsRules() {
        #expect(ExportNameMapping.camelCaseName("text_primary") == "textPrimary")
        #expect(ExportNameMapping.camelCaseName("azure_A100") == "azureA100")
        #expect(ExportNameMapping.camelCaseName("color.accent.background-default") == "colorAccentBackgroundDefault")
        #expect(ExportNameMapping.camelCaseName("colorOnPrimary") == "colorOnPrimary")
        #expect(ExportNameMapping.camelCaseName("100") == "color100")
        #expect(ExportNameMapping.camelCaseName("default") == "colorDefault")
        #expect(ExportNameMapping.camelCaseName("new_background") == "colorNewBackground")
        #expect(ExportNameMapping.cssName("text_primary") == "text-primary")
        #expect(ExportNameMapping.cssName("md_theme_onPrimaryContainer") == "md-theme-on-primary-container")
        #expect(ExportNameMapping.androidName("text_primary") == "text_primary")
        #expect(ExportNameMapping.androidName("Color.Accent-1") == "color_accent_1")
        #expect(ExportNameMapping.androidName("1_up") == "color_1_up")
        #expect(ExportNameMapping.androidName("class") == "color_class")
        #expect(ExportNameMapping.androidName("färg") == "f_ue4_rg")
        #expect(ExportNameMapping.tokenPath("color.{x}.$y") == ["color", "_x_", "_y"])
        #expect(ExportNameMapping.assetPath("a/b.c") == ["a", "b", "c"])
        #expect(ExportNameMapping.assetPath("Text/Primary") == ["Text", "Primary"])
        #expect(ExportNameMapping.assetPath("a//b:c") == ["a", "_", "b_c"])
        #expect(ExportNameMapping.dtcgPath("brand (any).x\ty") == ["brand_(any)", "x_y"])
    }

    @Test func namesThatCollideAreRefusedWithBoth() throws {
        let loaded = try appearanceProject(schemes: [("light", "light", [("text_primary", "azure_300"), ("text-primary", "sky_300")])])
        for target in [ExportTarget.android, .css, .swift, .objc] {
            #expect {
                try Exporter.export(project: loaded, target: target, theme: nil, schemes: [])
            } throws: { error in
                let message = (error as? ExportError)?.description ?? ""
                return message.contains("role 'text_primary'") && message.contains("role 'text-primary'")
            }
        }
        // A role and a token group of one path cannot both be tokens.
        let grouped = try appearanceProject(schemes: [("light", "light", [("a", "azure_300"), ("a.b", "sky_300")])])
        #expect(throws: ExportError("names collide in dtcg: role 'a' would be a group of role 'a.b' too")) {
            try Exporter.export(project: grouped, target: .dtcg, theme: nil, schemes: [])
        }
        // A palette color and a role share Android's one namespace.
        let shared = try appearanceProject(schemes: [("light", "light", [("azure-300", "sky_300")])])
        #expect(throws: ExportError("names collide in android (rename one of each pair, e.g. with `themelint rename`):\npalette color 'azure_300' and role 'azure-300' both become 'azure_300'")) {
            try Exporter.export(project: shared, target: .android, theme: nil, schemes: [])
        }
    }

    @Test func schemesAreInferredPickedOrRefused() throws {
        let three = try appearanceProject(schemes: [
            ("bright_light", "light", [("accent", "azure_300")]),
            ("space_gray", "dark", [("accent", "sky_300")]),
            ("midnight", "dark", [("accent", "black_alpha8")]),
        ])
        #expect(throws: ExportError("2 schemes could be the dark one: 'space_gray', 'midnight'; pick one with --scheme dark=NAME")) {
            try Exporter.export(project: three, target: .swift, theme: nil, schemes: [])
        }
        let picked = try Exporter.export(project: three, target: .android, theme: nil, schemes: ["dark=midnight"])
        #expect(picked.notices.contains { $0.contains("wrote light=bright_light, dark=midnight; not written: 'space_gray'") }, "\(picked.notices)")
        let night = try #require(picked.files.first { $0.path == "values-night/colors.xml" })
        #expect(String(decoding: night.bytes, as: UTF8.self).contains("<color name=\"accent\">@color/black_alpha8</color>"))
        #expect(throws: ExportError("no scheme named 'midnigt'; did you mean 'midnight'? (schemes: 'bright_light', 'space_gray', 'midnight')")) {
            try Exporter.export(project: three, target: .swift, theme: nil, schemes: ["dark=midnigt"])
        }
        #expect(throws: ExportError("android has no slot 'lightHighContrast' (its slots: light, dark)")) {
            try Exporter.export(project: three, target: .android, theme: nil, schemes: ["lightHighContrast=midnight", "dark=midnight"])
        }
        // CSS holds every scheme: it takes the first and says so, and writes all three.
        let css = try Exporter.export(project: three, target: .css, theme: nil, schemes: [])
        #expect(css.notices.contains { $0.contains("took 'space_gray'") })
        let text = String(decoding: css.files[0].bytes, as: UTF8.self)
        #expect(text.contains("[data-theme=\"midnight\"] {\n  --accent: var(--black-alpha8);\n}"), "\(text)")
        #expect(!css.notices.contains { $0.contains("not written") })
    }

    /// Xcode's template `AccentColor` (one universal entry, no color) asks for the system's
    /// color: no rule reports it, so the note about roles left out points to `show`, which says
    /// why, not to `check`, which says nothing.
    @Test func rolesLeftOutPointToWhereTheReasonIsSaid() throws {
        let catalog = try project([
            "App/Assets.xcassets/Contents.json": ##"{"info": {"author": "xcode", "version": 1}}"##,
            "App/Assets.xcassets/AccentColor.colorset/Contents.json": ##"{"colors": [{"idiom": "universal"}], "info": {"author": "xcode", "version": 1}}"##,
            "App/Assets.xcassets/Brand.colorset/Contents.json": ##"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "1.000"}}}], "info": {"author": "xcode", "version": 1}}"##,
        ])
        #expect(Linter().lint(catalog).isEmpty)
        let result = try Exporter.export(project: catalog, target: .css, theme: nil, schemes: [])
        let note = try #require(result.notices.first { $0.contains("left out there") }, "\(result.notices)")
        #expect(note.contains("(`themelint show` says why)") && note.contains("AccentColor"), "\(note)")
    }

    @Test func aPlainlyNamedSchemeWinsOverItsVariants() throws {
        let android = try appearanceProject(schemes: [
            ("default", "light", [("accent", "azure_300")]), ("night", "dark", [("accent", "sky_300")]), ("night-v31", "dark", [("accent", "black_alpha8")]),
        ])
        let result = try Exporter.export(project: android, target: .swift, theme: nil, schemes: [])
        #expect(result.notices.contains { $0.contains("wrote light=default, dark=night; not written: 'night-v31'") }, "\(result.notices)")
    }

    @Test func highContrastSchemesFillTheAssetCatalogsSlots() throws {
        let loaded = try appearanceProject(schemes: [
            ("light", "light", [("accent", "azure_300")]), ("dark", "dark", [("accent", "sky_300")]),
            ("light_high_contrast", "light", [("accent", "black_alpha8")]), ("dark_high_contrast", "dark", [("accent", "azure_300")]),
        ])
        let result = try Exporter.export(project: loaded, target: .xcassets, theme: nil, schemes: [])
        let set = try #require(result.files.first { $0.path == "Colors.xcassets/accent.colorset/Contents.json" })
        let text = String(decoding: set.bytes, as: UTF8.self)
        #expect(text.components(separatedBy: "\"idiom\" : \"universal\"").count == 5)
        #expect(text.contains("\"appearance\" : \"contrast\",\n          \"value\" : \"high\""))
        #expect(text.contains("\"alpha\" : \"0.078\""), "black_alpha8 (#14000000) is 20/255")
    }

    @Test func whatATargetCannotHoldIsSaid() throws {
        let tokens = ##"{"p3": {"$type": "color", "$value": {"colorSpace": "display-p3", "components": [1, 0, 0]}}, "plain": {"$type": "color", "$value": "#2688eb"}}"##
        let loaded = try project(["colors.tokens.json": tokens])
        let result = try Exporter.export(project: loaded, target: .android, theme: nil, schemes: [])
        #expect(result.notices.contains("1 palette color lies outside sRGB; android gets it clipped to sRGB: 'p3'"), "\(result.notices)")
        // CSS holds it as the source spells it, and says nothing is clipped.
        let css = try Exporter.export(project: loaded, target: .css, theme: nil, schemes: [])
        let text = String(decoding: css.files[0].bytes, as: UTF8.self)
        #expect(text.contains("  --p3: color(display-p3 1 0 0);\n"), "\(text)")
        #expect(text.contains("  --plain: #2688eb;\n"))
        #expect(!css.notices.contains { $0.contains("outside sRGB") }, "\(css.notices)")
        let catalog = try Exporter.export(project: try appearanceProject(schemes: [("l", "light", [("accent", "azure_300")])]), target: .xcassets, theme: nil, schemes: [])
        #expect(catalog.notices.contains { $0.contains("holds no palette") && $0.contains("3 palette colors") })
        let missing = try appearanceProject(schemes: [("l", "light", [("accent", "azure_300"), ("ghost", "nowhere")])])
        let swift = try Exporter.export(project: missing, target: .swift, theme: nil, schemes: [])
        #expect(swift.notices.contains { $0.contains("1 role value has no color") && $0.contains("l: ghost") }, "\(swift.notices)")
    }

    @Test func rolesWithAnAlphaMultiplierHoldTheirColor() throws {
        let scheme = ##"{"l": {"appearance": "light", "colors": {"hover": {"color_identifier": "azure_300", "alpha_multiplier": 0.5}, "accent": {"color_identifier": "azure_300"}}}}"##
        let loaded = try project(["palette.json": ##"{"azure_300": "#2688EB"}"##, "scheme.json": scheme])
        let result = try Exporter.export(project: loaded, target: .android, theme: nil, schemes: [])
        let text = String(decoding: result.files[0].bytes, as: UTF8.self)
        #expect(text.contains("<color name=\"hover\">#802688EB</color>"))
        #expect(text.contains("<color name=\"accent\">@color/azure_300</color>"))
        #expect(try Exporter.export(project: loaded, target: .android, theme: nil, schemes: []) == result)
    }

    @Test func severalThemeSetsNeedATheme() throws {
        let scheme = ##"{"l": {"appearance": "light", "colors": {"accent": {"color_identifier": "azure_300"}}}}"##
        let loaded = try project(["palette.json": ##"{"azure_300": "#2688EB"}"##, "scheme.json": scheme, "scheme_web.json": scheme])
        #expect(throws: ExportError("2 theme sets at memory: 'scheme.json', 'scheme_web.json'; pick one with --theme NAME")) {
            try Exporter.export(project: loaded, target: .css, theme: nil, schemes: [])
        }
        #expect(try Exporter.export(project: loaded, target: .css, theme: "scheme_web.json", schemes: []).files.count == 1)
    }
}

/// What `--check` and `--out` compare and create.
@Suite struct ExportDriftTests {
    private let result = ExportResult(files: [
        ExportFile(path: "values/colors.xml", text: "a"), ExportFile(path: "values-night/colors.xml", text: "b"), ExportFile(path: "top.css", text: "c"),
    ], notices: [])

    @Test func driftNamesEachFileThatDiffersOrIsMissing() {
        let existing: [String: [UInt8]] = ["values/colors.xml": Array("a".utf8), "values-night/colors.xml": Array("B".utf8)]
        let drift = result.drift { existing[$0] }
        #expect(drift.map { "\($0.state.rawValue) \($0.file.path)" } == ["missing top.css", "differs values-night/colors.xml"])
        let files = result.files
        let same = result.drift { path in files.first { $0.path == path }.map(\.bytes) }
        #expect(same.isEmpty)
    }

    @Test func foldersComeBeforeTheFoldersInside() {
        let files = [ExportFile(path: "C.xcassets/a/b.colorset/Contents.json", text: ""), ExportFile(path: "C.xcassets/a/Contents.json", text: ""), ExportFile(path: "x.css", text: "")]
        #expect(ExportResult.folders(of: files) == ["", "C.xcassets", "C.xcassets/a", "C.xcassets/a/b.colorset"])
        #expect(ExportResult.folders(of: []) == [])
    }
}
