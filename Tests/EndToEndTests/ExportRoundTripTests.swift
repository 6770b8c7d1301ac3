import Foundation
import Testing
import ThemeLintTestSupport

/// `export` read back: the asset catalog, Android resources and DTCG files by themelint's own
/// adapters, the CSS by a real CSS parser, the Swift and Objective-C by their compilers.
/// No role of a written scheme changes color.
@Suite struct ExportRoundTripTests {
    /// Exports `sample` to `target` into a fresh repository (under `folder`) and returns what
    /// `show` paints there: scheme → role → color, for the one theme set it finds.
    private func exportedAndReadBack(_ sample: ExportSample, _ target: String, folder: String) throws -> (source: [String: [String: String]], output: [String: [String: String]]) {
        let repo = try sample.repository()
        let output = try TemporaryGitRepository()
        try runExport(repo, ["--to", target, "--out", output.path + "/" + folder] + sample.selection)
        let painted = try paintedRoles(output)
        let themes = Set(painted.keys.map { $0.components(separatedBy: " | ")[0] })
        #expect(themes.count == 1, "one theme set read back: \(themes)")
        return (paintedSchemes(try paintedRoles(repo), theme: sample.themeName), paintedSchemes(painted, theme: themes.first ?? ""))
    }

    @Test(arguments: [ExportSample.vk, .designsystemet])
    func dtcgReadsBackWithEveryScheme(_ sample: ExportSample) throws {
        let (source, output) = try exportedAndReadBack(sample, "dtcg", folder: "tokens")
        #expect(output.count == source.count, "every scheme is a context of the resolver: \(output.keys.sorted())")
        var compared = 0
        for scheme in source.keys {
            compared += expectSameColors(source[scheme], output["scheme=\(scheme)"], name: { $0 }, "dtcg \(scheme)")
        }
        print("export dtcg \(sample): \(compared) role colors read back unchanged")
    }

    @Test(arguments: [ExportSample.vk, .designsystemet])
    func assetCatalogReadsBackWithAnyAndDark(_ sample: ExportSample) throws {
        let (source, output) = try exportedAndReadBack(sample, "xcassets", folder: "App")
        #expect(Set(output.keys) == ["light", "dark"])
        let name = { (role: String) in role.replacingOccurrences(of: ".", with: "/") }
        expectSameColors(source[sample.light], output["light"], name: name, "xcassets light")
        expectSameColors(source[sample.dark], output["dark"], name: name, "xcassets dark")
    }

    @Test(arguments: [ExportSample.vk, .designsystemet])
    func androidResourcesReadBackWithDefaultAndNight(_ sample: ExportSample) throws {
        let (source, output) = try exportedAndReadBack(sample, "android", folder: "res")
        #expect(Set(output.keys) == ["default", "night"])
        expectSameColors(source[sample.light], output["default"], name: androidResourceName, "android default")
        expectSameColors(source[sample.dark], output["night"], name: androidResourceName, "android night")
    }

    @Test func highContrastSchemesReadBackFromTheAssetCatalog() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("palette.json", ##"{"blue": "#2688EB", "navy": "#001C3D", "sky": "#71AAEB", "ink": "#14000000"}"##)
        let schemes = [("light", "blue"), ("dark", "sky"), ("light_high_contrast", "navy"), ("dark_high_contrast", "ink")]
        let body = schemes.map { "\"\($0.0)\": {\"appearance\": \"\($0.0.hasPrefix("dark") ? "dark" : "light")\", \"colors\": {\"accent\": {\"color_identifier\": \"\($0.1)\"}, \"text.primary\": {\"color_identifier\": \"blue\", \"alpha_multiplier\": 0.5}}}" }
        try repo.write("scheme.json", "{" + body.joined(separator: ", ") + "}")
        try repo.commitAll("four schemes")
        let output = try TemporaryGitRepository()
        try runExport(repo, ["--to", "xcassets", "--out", output.path])
        try #require(FileManager.default.fileExists(atPath: output.path + "/Colors.xcassets/text/Contents.json"), "a namespace folder for the group")
        let source = paintedSchemes(try paintedRoles(repo), theme: "scheme.json")
        let read = paintedSchemes(try paintedRoles(output), theme: "Colors.xcassets")
        let name = { (role: String) in role.replacingOccurrences(of: ".", with: "/") }
        for (sourceScheme, readScheme) in [("light", "light"), ("dark", "dark"), ("light_high_contrast", "light, high contrast"), ("dark_high_contrast", "dark, high contrast")] {
            expectSameColors(source[sourceScheme], read[readScheme], name: name, "xcassets \(readScheme)")
        }
    }

    /// The DTCG export is a clean token project: `check` finds no error in it (its
    /// `palette.tokens.json` is a token file, not an Appearance palette).
    @Test func theDTCGExportChecksClean() throws {
        let repo = try ExportSample.vk.repository()
        let tokens = try TemporaryGitRepository()
        try runExport(repo, ["--to", "dtcg", "--theme", "scheme.json", "--out", tokens.path + "/tokens"])
        try tokens.commitAll("the export")
        let check = try runThemelint(["check"], in: tokens.url)
        #expect(check.status == 0, "\(check.stdout)")
        #expect(check.stdout.contains("0 errors"), "\(check.stdout)")
        #expect(!check.stdout.contains("palette.tokens.json:2:"), "\(check.stdout)")
    }

    /// A catalog's own namespaces (`Text/Primary`) come back as namespace folders: the names
    /// Xcode gives the sets (`UIColor(named: "Text/Primary")`) stay as they were.
    @Test func anAssetCatalogsNamespacesSurviveItsExport() throws {
        let repo = try TemporaryGitRepository()
        let info = ##""info" : {"author" : "xcode", "version" : 1}"##
        let entry = { (red: String, dark: Bool) in
            (dark ? ##"{"appearances" : [{"appearance" : "luminosity", "value" : "dark"}], "## : "{") + ##""color" : {"color-space" : "srgb", "components" : {"alpha" : "1.000", "blue" : "0x00", "green" : "0x00", "red" : ""## + red + ##""}}, "idiom" : "universal"}"##
        }
        try repo.write("App/Assets.xcassets/Contents.json", "{\(info)}")
        try repo.write("App/Assets.xcassets/Text/Contents.json", ##"{"##.appending(info) + ##", "properties" : {"provides-namespace" : true}}"##)
        try repo.write("App/Assets.xcassets/Text/Primary.colorset/Contents.json", ##"{"colors" : ["## + entry("0x11", false) + ", " + entry("0xEE", true) + "], \(info)}")
        try repo.commitAll("a namespaced color")
        let output = try TemporaryGitRepository()
        try runExport(repo, ["--to", "xcassets", "--out", output.path])
        #expect(FileManager.default.fileExists(atPath: output.path + "/Colors.xcassets/Text/Primary.colorset/Contents.json"))
        #expect(!FileManager.default.fileExists(atPath: output.path + "/Colors.xcassets/Text_Primary.colorset"))
        let source = paintedSchemes(try paintedRoles(repo), theme: "App/Assets.xcassets")
        let read = paintedSchemes(try paintedRoles(output), theme: "Colors.xcassets")
        for scheme in ["light", "dark"] {
            #expect(expectSameColors(source[scheme], read[scheme], name: { $0 }, "xcassets \(scheme)") == 1)
        }
    }

    /// An asset catalog's palette is its color sets' entries (`brand (any)`), names with a
    /// space: the DTCG export makes them `brand_(any)` so its aliases are read as aliases.
    @Test func assetCatalogToDTCGReadsBackThroughItsAliases() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("palette.json", ##"{"blue": "#2688EB", "sky": "#71AAEB"}"##)
        try repo.write("scheme.json", ##"{"light": {"appearance": "light", "colors": {"brand": {"color_identifier": "blue"}}}, "dark": {"appearance": "dark", "colors": {"brand": {"color_identifier": "sky"}}}}"##)
        try repo.commitAll("two schemes")
        let catalog = try TemporaryGitRepository()
        try runExport(repo, ["--to", "xcassets", "--out", catalog.path])
        try catalog.commitAll("the catalog")
        let tokens = try TemporaryGitRepository()
        try runExport(catalog, ["--to", "dtcg", "--out", tokens.path + "/tokens"])
        let source = paintedSchemes(try paintedRoles(catalog), theme: "Colors.xcassets")
        let painted = try paintedRoles(tokens)
        let read = paintedSchemes(painted, theme: Set(painted.keys.map { $0.components(separatedBy: " | ")[0] }).first ?? "")
        #expect(source["light"]?["brand"] != nil && source["light"]?["brand"] != source["dark"]?["brand"], "the catalog paints brand apart in light and dark: \(source)")
        for scheme in ["light", "dark"] {
            let compared = expectSameColors(source[scheme], read["scheme=\(scheme)"], name: { $0 }, "dtcg \(scheme)")
            #expect(compared == 1, "brand read back in \(scheme): \(read.keys.sorted())")
        }
        let text = try String(contentsOfFile: tokens.path + "/tokens/dark.tokens.json", encoding: .utf8)
        #expect(text.contains("\"{palette.brand_(dark)}\""), "the alias names the palette color without a space: \(text)")
    }

    @Test(.enabled(if: tinycss2IsAvailable(), "needs PyPI's tinycss2: run scripts/ensure-deps.sh --test"), arguments: [ExportSample.vk, .designsystemet])
    func cssParsesAndHoldsEverySchemesColors(_ sample: ExportSample) throws {
        let repo = try sample.repository()
        let run = try runExport(repo, ["--to", "css"] + sample.selection)
        let parsed = try runProcess("python3", ["-c", Self.cssReader], stdin: run.stdout)
        try #require(parsed.status == 0, "tinycss2: \(parsed.stderr)")
        let contexts = try #require(try JSONSerialization.jsonObject(with: Data(parsed.stdout.utf8)) as? [String: [String: String]])
        let source = paintedSchemes(try paintedRoles(repo), theme: sample.themeName)
        expectSameColors(source[sample.light], contexts[":root"], name: cssPropertyName, "css :root")
        expectSameColors(source[sample.dark], contexts["dark :root"], name: cssPropertyName, "css dark :root")
        for (scheme, colors) in source {
            expectSameColors(colors, contexts["theme \(scheme)"], name: cssPropertyName, "css data-theme \(scheme)")
            expectSameColors(colors, contexts["dark theme \(scheme)"], name: cssPropertyName, "css data-theme \(scheme) under a dark system")
        }
    }

    /// Reads CSS from standard input with tinycss2 (any parse error fails) and prints, per
    /// context (`:root`, `dark :root`, `theme NAME`, `dark theme NAME`), every custom
    /// property with its `var()` followed, as `#RRGGBBAA`.
    static let cssReader = #"""
        import json, re, sys, tinycss2
        rules = tinycss2.parse_stylesheet(sys.stdin.read(), skip_comments=True, skip_whitespace=True)
        errors = [r for r in rules if r.type == 'error']
        def declarations(content):
            out = {}
            for d in tinycss2.parse_declaration_list(content, skip_comments=True, skip_whitespace=True):
                if d.type == 'declaration': out[d.name] = tinycss2.serialize(d.value).strip()
                elif d.type == 'error': errors.append(d)
            return out
        blocks = {}
        for rule in rules:
            if rule.type == 'qualified-rule':
                blocks[tinycss2.serialize(rule.prelude).strip()] = declarations(rule.content)
            elif rule.type == 'at-rule' and rule.lower_at_keyword == 'media':
                for inner in tinycss2.parse_rule_list(rule.content, skip_comments=True, skip_whitespace=True):
                    blocks['@media ' + tinycss2.serialize(rule.prelude).strip() + ' ' + tinycss2.serialize(inner.prelude).strip()] = declarations(inner.content)
        if errors:
            sys.exit('parse errors: %r' % errors[:5])
        def resolved(props):
            def value(name, depth=0):
                v = props[name]
                m = re.fullmatch(r'var\((--[A-Za-z0-9_-]+)\)', v)
                if m and depth < 50: return value(m.group(1), depth + 1)
                m = re.fullmatch(r'#([0-9a-fA-F]{6})([0-9a-fA-F]{2})?', v)
                if not m: sys.exit('not a color: %s: %s' % (name, v))
                return ('#' + m.group(1) + (m.group(2) or 'ff')).upper()
            return {name[2:]: value(name) for name in props if name.startswith('--')}
        root = blocks[':root']
        dark = dict(root, **blocks.get('@media (prefers-color-scheme: dark) :root', {}))
        contexts = {':root': resolved(root), 'dark :root': resolved(dark)}
        for prelude, props in blocks.items():
            m = re.fullmatch(r'\[data-theme="(.*)"\]', prelude)
            if m:
                contexts['theme ' + m.group(1)] = resolved(dict(root, **props))
                contexts['dark theme ' + m.group(1)] = resolved(dict(dark, **props))
        print(json.dumps(contexts))
        """#

    @Test(.enabled(if: toolIsAvailable("swiftc"), "needs swiftc on PATH"), arguments: [ExportSample.vk, .designsystemet])
    func swiftParses(_ sample: ExportSample) throws {
        let repo = try sample.repository()
        let run = try runExport(repo, ["--to", "swift"] + sample.selection)
        try repo.write("out/ThemeColors.swift", run.stdout)
        let parse = try runProcess("swiftc", ["-parse", repo.absolutePath("out/ThemeColors.swift")])
        #expect(parse.status == 0, "\(parse.stderr.prefix(2000))")
        #expect(run.stdout.contains("public static var accent: UIColor {") || sample.folder != "vk-appearance")
        #expect(run.stdout.contains("UIColor { $0.userInterfaceStyle == .dark ? "), "roles pick their dark value from the trait collection")
    }

    /// Just enough of UIKit for the generated Objective-C to be checked.
    static let uikitStub = """
        typedef double CGFloat;
        #define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
        #define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
        typedef enum { UIUserInterfaceStyleUnspecified, UIUserInterfaceStyleLight, UIUserInterfaceStyleDark } UIUserInterfaceStyle;
        __attribute__((objc_root_class))
        @interface NSObject
        @end
        @interface UITraitCollection : NSObject
        @property (nonatomic, readonly) UIUserInterfaceStyle userInterfaceStyle;
        @end
        @interface UIColor : NSObject
        + (UIColor *)colorWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
        + (UIColor *)colorWithDisplayP3Red:(CGFloat)displayP3Red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
        + (UIColor *)colorWithDynamicProvider:(UIColor * (^)(UITraitCollection *traitCollection))dynamicProvider;
        @end

        """

    @Test(.enabled(if: toolIsAvailable("clang"), "needs clang on PATH (apt-get install clang)"), arguments: [ExportSample.vk, .designsystemet])
    func objectiveCPassesClang(_ sample: ExportSample) throws {
        let repo = try sample.repository()
        try runExport(repo, ["--to", "objc", "--out", "out"] + sample.selection)
        try repo.write("stub/UIKit/UIKit.h", Self.uikitStub)
        for (file, language) in [("out/UIColor+Theme.h", "objective-c-header"), ("out/UIColor+Theme.m", "objective-c")] {
            let arguments = ["-fsyntax-only", "-target", "arm64-apple-ios17.0", "-fobjc-arc", "-Werror", "-x", language, "-I", repo.absolutePath("stub"), repo.absolutePath(file)]
            let result = try runProcess("clang", arguments)
            #expect(result.status == 0, "\(file): \(result.stderr.prefix(2000))")
        }
        let header = try repo.read("out/UIColor+Theme.h")
        #expect(header.contains("@interface UIColor (Palette)") && header.contains("@interface UIColor (Scheme)"))
    }
}
