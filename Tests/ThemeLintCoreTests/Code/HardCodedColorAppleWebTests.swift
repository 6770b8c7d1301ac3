import Testing
@testable import ThemeLintCore

/// `hard-coded-color` in Swift, Objective-C, CSS and SCSS: a literal is matched against the
/// theme sets code can name from there (the configured exports of an Appearance theme, an
/// asset catalog's color sets), and the suggestion is the name that export or catalog gives.
@Suite struct HardCodedColorAppleWebTests {
    static let palette = ##"{"azure_300": "#2688EB", "white": "#FFFFFF", "black": "#000000", "gray_500": "#808080"}"##
    /// `accent` is azure_300 in both schemes and `text_secondary` black × 0.5 in both: each the
    /// one role painting its color everywhere. `text_primary` and `background` swap white and
    /// black, so white and black are suggested as palette colors.
    static let scheme = """
        {"light": {"appearance": "light", "colors": {"accent": {"color_identifier": "azure_300"}, "text_primary": {"color_identifier": "black"},
           "background": {"color_identifier": "white"}, "text_secondary": {"color_identifier": "black", "alpha_multiplier": 0.5}}},
         "dark": {"appearance": "dark", "colors": {"accent": {"color_identifier": "azure_300"}, "text_primary": {"color_identifier": "white"},
           "background": {"color_identifier": "black"}, "text_secondary": {"color_identifier": "black", "alpha_multiplier": 0.5}}}}
        """
    static let brandSet = #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0xFF", "green": "0x55", "blue": "0x00", "alpha": "1.000"}}}], "info": {"version": 1, "author": "xcode"}}"#

    static let swift = """
        import SwiftUI
        // UIColor(red: 38 / 255, green: 136 / 255, blue: 235 / 255, alpha: 1) in a comment
        let label = "UIColor(white: 1, alpha: 1)"
        final class Screen {
            let a = UIColor(red: 38 / 255, green: 136 / 255, blue: 235 / 255, alpha: 1)
            let b = Color(red: 38 / 255, green: 136 / 255, blue: 235 / 255)
            let c = UIColor(white: 1, alpha: 1)
            let d = UIColor(white: 0, alpha: 0.5)
            let e = UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5)
            let f = UIColor(red: 0.3, green: 0.7, blue: 0.1, alpha: 1)
            let g = UIColor(white: 0.503, alpha: 1)
            let h = UIColor(red: 0.6, green: 0.6, blue: 0.6, alpha: 1)
            let i = UIColor(red: 1, green: 85 / 255, blue: 0, alpha: 1)
            let j = Color(red: 1, green: 85 / 255, blue: 0)
            let k = NSColor(red: 1, green: 1, blue: 1, alpha: 1)
        }

        """
    static let objectiveC = """
        // [UIColor colorWithWhite:1 alpha:1] in a comment
        NSString *s = @"[UIColor colorWithWhite:1 alpha:1]";
        UIColor *a = [UIColor colorWithRed:38/255.0 green:136/255.0 blue:235/255.0 alpha:1.0];
        UIColor *b = [UIColor colorWithWhite:1.0 alpha:1.0];
        UIColor *c = [UIColor colorWithRed:1 green:85/255.0 blue:0 alpha:1];

        """
    static let css = """
        /* color: #2688eb; */
        .a { color: #2688eb; background: rgb(0 0 0 / 50%); border-color: hsl(0 0% 50%); content: "#ffffff"; }
        #fab { color: #123456; outline-color: #2688eb80; }
        .b { --button-bg: #ffffff; }

        """
    static let scss = "$brand: #2688eb;\n// color: #ffffff;\n.x { color: rgba(38, 136, 235, 1); .y { fill: #000; } }\n"
    /// What the css export writes: its custom-property definitions are the theme, not literals.
    static let generatedCSS = ":root {\n  --azure-300: #2688eb;\n  --accent: var(--azure-300);\n}\n"

    static func findings(exports: String) throws -> [String] {
        let configuration = """
            {"code": true,
             "themes": [{"name": "main", "format": "appearance", "schemes": "theme/scheme.json", "palettes": ["theme/palette.json"]},
                        {"name": "assets", "format": "xcassets", "catalog": "ios/Assets.xcassets"}],
             "exports": [\(exports)]}
            """
        let source = InMemorySource(texts: [
            ".themelint.json": configuration,
            "theme/palette.json": palette, "theme/scheme.json": scheme,
            "ios/Assets.xcassets/Contents.json": #"{"info": {"version": 1, "author": "xcode"}}"#,
            "ios/Assets.xcassets/Brand.colorset/Contents.json": brandSet,
            "ios/App/Screen.swift": swift, "ios/App/Legacy.m": objectiveC,
            "web/app.css": css, "web/app.scss": scss, "web/generated/theme.css": generatedCSS,
        ])
        let project = try ProjectLoader(source: source, configuration: try Configuration.load(from: source)).load()
        return HardCodedColorRule().findings(in: LintContext(project: project)).map {
            "\($0.location.file):\($0.location.position.line):\($0.location.position.column) \($0.suggestion ?? "")"
        }
    }

    static let allExports = #"""
        {"to": "swift", "theme": "main", "out": "ios/Generated"}, {"to": "objc", "theme": "main", "out": "ios/Generated"},
        {"to": "css", "theme": "main", "out": "web/generated"}
        """#

    @Test func everyLiteralIsFoundWithTheExportsName() throws {
        let found = try Self.findings(exports: Self.allExports).sorted()
        #expect(found == [
            "ios/App/Legacy.m:3:14 UIColor.accent",
            "ios/App/Legacy.m:4:14 UIColor.white",
            "ios/App/Legacy.m:5:14 [UIColor colorNamed:@\"Brand\"]",
            // A gray 0.503 is gray_500 within ΔE2000 1; the other near grays and greens are not.
            "ios/App/Screen.swift:11:13 UIColor.Palette.gray500",
            "ios/App/Screen.swift:13:13 UIColor(named: \"Brand\")",
            "ios/App/Screen.swift:14:13 Color(\"Brand\")",
            "ios/App/Screen.swift:5:13 UIColor.accent",
            "ios/App/Screen.swift:6:13 Color.accent",
            // White is painted by text_primary in one scheme and background in the other.
            "ios/App/Screen.swift:7:13 UIColor.Palette.white",
            "ios/App/Screen.swift:8:13 UIColor.textSecondary",
            "web/app.css:2:13 var(--accent)",
            "web/app.css:2:34 var(--text-secondary)",
            "web/app.css:2:66 var(--gray-500)",
            "web/app.css:4:19 var(--white)",
            "web/app.scss:3:13 var(--accent)",
            "web/app.scss:3:47 var(--black)",
        ], "\(found)")
    }

    @Test func withoutAnExportOnlyTheCatalogNamesAColor() throws {
        let catalogOnly = try Self.findings(exports: "").sorted()
        #expect(catalogOnly == [
            "ios/App/Legacy.m:5:14 [UIColor colorNamed:@\"Brand\"]",
            "ios/App/Screen.swift:13:13 UIColor(named: \"Brand\")",
            "ios/App/Screen.swift:14:13 Color(\"Brand\")",
        ], "\(catalogOnly)")
        // A css export alone names only CSS literals.
        let css = try Self.findings(exports: #"{"to": "css", "theme": "main", "out": "web/generated"}"#)
        #expect(css.filter { $0.hasPrefix("web/") }.count == 6)
        #expect(css.filter { $0.hasPrefix("ios/App/Screen.swift") }.count == 2)
    }
}
