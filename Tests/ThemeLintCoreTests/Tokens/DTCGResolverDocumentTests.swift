import Foundation
import Testing
import ThemeLintTestSupport
@testable import ThemeLintCore

@Suite struct DTCGResolverDocumentTests {
    func plans(_ document: String, file: String = "tokens/app.resolver.json", files: [String: String] = [:], maxSchemes: Int = 10_000) throws -> [TokenSchemePlan] {
        var all = files
        all[file] = document
        let digests = TestColorDigests(files: all)
        return try DTCGResolverDocument.plans(document: jsonNode(document), file: file, colorDigest: digests.digest, maxSchemes: maxSchemes)
    }

    func error(_ document: String, files: [String: String] = [:], maxSchemes: Int = 10_000) throws -> TokenThemesError {
        do {
            let result = try plans(document, files: files, maxSchemes: maxSchemes)
            Issue.record("expected an error, got \(result.map(\.name))")
        } catch let error as TokenThemesError {
            return error
        }
        return TokenThemesError("none", at: Location(file: "", position: .start))
    }

    /// The spec's "Composing sets and modifiers together" example (Resolver module, Resolution Order).
    let composing = """
    {
      "$schema": "https://www.designtokens.org/schemas/2025.10/resolver.json",
      "version": "2025.10",
      "sets": {
        "size": {"sources": [{"$ref": "foundation/size.json"}]},
        "typography": {"sources": [{"$ref": "foundation/typography.json"}]},
        "animation": {"sources": [{"$ref": "foundation/animation.json"}]}
      },
      "modifiers": {
        "theme": {
          "description": "Color theme",
          "contexts": {
            "light": [{"$ref": "theme/light.json"}],
            "lightHighContrast": [{"$ref": "theme/light.json"}, {"$ref": "theme/light-high-contrast.json"}],
            "dark": [{"$ref": "theme/dark.json"}],
            "darkHighContrast": [{"$ref": "theme/dark.json"}, {"$ref": "theme/dark-high-contrast.json"}]
          },
          "default": "light"
        }
      },
      "resolutionOrder": [
        {"$ref": "#/sets/size"},
        {"$ref": "#/sets/typography"},
        {"$ref": "#/sets/animation"},
        {"$ref": "#/modifiers/theme"}
      ]
    }
    """

    var themeFiles: [String: String] {
        ["tokens/theme/light.json": colorFile("#FFFFFF"), "tokens/theme/dark.json": colorFile("#000000"),
         "tokens/theme/light-high-contrast.json": colorFile("#FFFFFF", path: "color.border"),
         "tokens/theme/dark-high-contrast.json": colorFile("#000000", path: "color.border"),
         "tokens/foundation/size.json": dimensionFile]
    }

    @Test func oneSchemePerContextWithSetsAndModifiersInResolutionOrder() throws {
        let result = try plans(composing, files: themeFiles)
        #expect(result.map(\.name) == ["theme=light", "theme=lightHighContrast", "theme=dark", "theme=darkHighContrast"])
        #expect(result.map(\.appearance) == [.light, .light, .dark, .dark])
        #expect(result[1].choices == [TokenChoice(group: "theme", option: "lightHighContrast")])
        #expect(result[1].sets == [
            TokenSetUse(name: "size", sources: [.file("tokens/foundation/size.json")], isOutput: true),
            TokenSetUse(name: "typography", sources: [.file("tokens/foundation/typography.json")], isOutput: true),
            TokenSetUse(name: "animation", sources: [.file("tokens/foundation/animation.json")], isOutput: true),
            TokenSetUse(name: "theme=lightHighContrast", sources: [.file("tokens/theme/light.json"), .file("tokens/theme/light-high-contrast.json")], isOutput: true),
        ])
        // The location is the context's key.
        #expect(result[2].location == Location(file: "tokens/app.resolver.json", position: SourcePosition(line: 15, column: 9)))
    }

    @Test func inlineSetsModifiersAndSourcesArePointedAt() throws {
        // `../shared/base.json` is relative to the resolver's folder `tokens/`: the test
        // repository's own `shared/base.json`.
        let document = """
        {
          "version": "2025.10",
          "resolutionOrder": [
            {"type": "set", "name": "Base", "sources": [{"color": {"black": {"$type": "color", "$value": "#000000"}}}, {"$ref": "../shared/base.json"}]},
            {"type": "modifier", "name": "Theme", "contexts": {
              "light": [{"color": {"bg": {"$type": "color", "$value": "#FFFFFF"}}}],
              "dark": [{"color": {"bg": {"$type": "color", "$value": "#000000"}}}]
            }, "default": "dark"}
          ]
        }
        """
        let result = try plans(document)
        #expect(result.map(\.name) == ["Theme=light", "Theme=dark"])
        #expect(result[0].sets[0] == TokenSetUse(name: "Base", sources: [
            .inline(file: "tokens/app.resolver.json", pointer: "/resolutionOrder/0/sources/0"), .file("shared/base.json"),
        ], isOutput: true))
        #expect(result[1].sets[1].sources == [.inline(file: "tokens/app.resolver.json", pointer: "/resolutionOrder/1/contexts/dark/0")])
    }

    @Test func aModifierReferencingASetGetsItsSources() throws {
        let document = """
        {
          "version": "2025.10",
          "sets": {"baseSize": {"sources": [{"$ref": "size/base.json"}, {"space": {"s": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}}}]}},
          "modifiers": {"size": {"contexts": {
            "small": [{"$ref": "#/sets/baseSize"}, {"$ref": "device/mobile.json"}],
            "large": [{"$ref": "#/sets/baseSize"}, {"$ref": "device/desktop.json"}]
          }}},
          "resolutionOrder": [{"$ref": "#/modifiers/size"}]
        }
        """
        let files = ["tokens/device/mobile.json": colorFile("#111111"), "tokens/device/desktop.json": colorFile("#222222")]
        let result = try plans(document, files: files)
        #expect(result.map(\.name) == ["size=small", "size=large"])
        #expect(result[1].sets == [TokenSetUse(name: "size=large", sources: [
            .file("tokens/size/base.json"), .inline(file: "tokens/app.resolver.json", pointer: "/sets/baseSize/sources/1"), .file("tokens/device/desktop.json"),
        ], isOutput: true)])
    }

    @Test func pointersIntoFilesAndIntoTheDocumentAreInlineSources() throws {
        let document = """
        {
          "version": "2025.10",
          "$defs": {"brand/colors": {"brand": {"$type": "color", "$value": "#FF0000"}}},
          "sets": {"s": {"sources": [{"$ref": "lib.json#/themes/light"}, {"$ref": "lib.json#themes/dark"}, {"$ref": "#/$defs/brand~1colors"}, {"$ref": "lib%20copy.json"}]}},
          "resolutionOrder": [{"$ref": "#/sets/s"}]
        }
        """
        let result = try plans(document)
        #expect(result.map(\.name) == ["default"])
        #expect(result[0].sets[0].sources == [
            .inline(file: "tokens/lib.json", pointer: "/themes/light"), .inline(file: "tokens/lib.json", pointer: "/themes/dark"),
            .inline(file: "tokens/app.resolver.json", pointer: "/$defs/brand~1colors"), .file("tokens/lib copy.json"),
        ])
    }

    @Test func localKeysBesideARefOverrideTheModifier() throws {
        let document = """
        {
          "version": "2025.10",
          "modifiers": {"mode": {"contexts": {"light": [{"$ref": "light.json"}], "dark": [{"$ref": "dark.json"}]}, "default": "light"}},
          "resolutionOrder": [{"$ref": "#/modifiers/mode", "default": "dark"}, {"type": "modifier", "name": "density", "contexts": {"a": [], "b": []}}]
        }
        """
        let files = ["tokens/light.json": colorFile("#FFFFFF"), "tokens/dark.json": colorFile("#FFFFFF")]
        // Both contexts hold the same colors: not multiplied; the overriding default is used.
        let result = try plans(document, files: files)
        #expect(result.map(\.name) == ["default"])
        #expect(result[0].sets.map(\.name) == ["mode=dark", "density=a"])
        #expect(result[0].appearance == .dark)
    }

    // MARK: Modifiers that change no color

    @Test func modifiersThatChangeNoColorAreAppliedWithTheirDefaultAndNotNamed() throws {
        let document = """
        {
          "version": "2025.10",
          "modifiers": {
            "debug": {"contexts": {"false": [], "true": [{"$ref": "debug.json"}]}},
            "size": {"contexts": {"small": [{"$ref": "small.json"}], "large": [{"$ref": "large.json"}]}, "default": "large"},
            "brand": {"contexts": {"one": [{"$ref": "one.json"}], "two": [{"$ref": "two.json"}]}},
            "theme": {"contexts": {"light": [{"$ref": "light.json"}], "dark": [{"$ref": "dark.json"}]}}
          },
          "resolutionOrder": [{"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/debug"}, {"$ref": "#/modifiers/size"}, {"$ref": "#/modifiers/brand"}]
        }
        """
        let files = ["tokens/debug.json": dimensionFile, "tokens/small.json": dimensionFile, "tokens/large.json": dimensionFile,
                     "tokens/one.json": colorFile("#010101", path: "brand"), "tokens/two.json": colorFile("#020202", path: "brand"),
                     "tokens/light.json": colorFile("#FFFFFF"), "tokens/dark.json": colorFile("#000000")]
        let result = try plans(document, files: files)
        #expect(result.map(\.name) == ["theme=light, brand=one", "theme=light, brand=two", "theme=dark, brand=one", "theme=dark, brand=two"])
        #expect(result[3].sets.map(\.name) == ["theme=dark", "debug=false", "size=large", "brand=two"])
        #expect(result[3].sets[1].sources.isEmpty)
    }

    @Test func sixModifiersOfTenContextsWithTwoChangingColorsPlanOneHundredAtOnce() throws {
        var modifiers: [String] = []
        var files: [String: String] = [:]
        for modifier in 0..<6 {
            var contexts: [String] = []
            for context in 0..<10 {
                let file = "m\(modifier)/c\(context).json"
                contexts.append(##""c\##(context)": [{"$ref": "\##(file)"}]"##)
                files["tokens/" + file] = modifier == 2 || modifier == 5 ? colorFile(String(format: "#%02X%02X00", modifier, context), path: "m\(modifier)") : dimensionFile
            }
            modifiers.append(##""m\##(modifier)": {"contexts": {\##(contexts.joined(separator: ","))}, "default": "c3"}"##)
        }
        let order = (0..<6).map { ##"{"$ref": "#/modifiers/m\##($0)"}"## }
        let document = ##"{"version": "2025.10", "modifiers": {\##(modifiers.joined(separator: ","))}, "resolutionOrder": [\##(order.joined(separator: ","))]}"##
        var all = files
        all["tokens/app.resolver.json"] = document
        let digests = TestColorDigests(files: all)
        let start = ContinuousClock.now
        let result = try DTCGResolverDocument.plans(document: jsonNode(document), file: "tokens/app.resolver.json", colorDigest: digests.digest, maxSchemes: 10_000)
        #expect(ContinuousClock.now - start < .seconds(1))
        #expect(result.count == 100)
        #expect(digests.calls == 60)
        #expect(result[0].name == "m2=c0, m5=c0")
        #expect(result[57].name == "m2=c5, m5=c7")
        #expect(result[57].sets.map(\.name) == ["m0=c3", "m1=c3", "m2=c5", "m3=c3", "m4=c3", "m5=c7"])
        // A limit below the product: a clear error, nothing enumerated.
        let failure = try #require(throws: TokenThemesError.self) {
            try DTCGResolverDocument.plans(document: jsonNode(document), file: "tokens/app.resolver.json", colorDigest: digests.digest, maxSchemes: 99)
        }
        #expect(failure.kind == .tooManySchemes)
        #expect(failure.message == "100 theme combinations change color tokens (m2 (10) × m5 (10)), more than maxSchemes (99); raise maxSchemes in the configuration or make fewer options change colors")
        #expect(failure.location == Location(file: "tokens/app.resolver.json", position: .start))
    }

    @Test func tenThousandSchemesAreTheDefaultLimit() throws {
        // Two color modifiers of 100 contexts: exactly maxSchemes' default, planned; 101 contexts fail.
        func document(_ contexts: Int) -> String {
            let modifiers = ["a", "b"].map { name in
                let entries = (0..<contexts).map { ##""\##(name)\##($0)": [{"c\##(name)": {"$type": "color", "$value": "#\##(String(format: "%06X", $0))"}}]"## }
                return ##""\##(name)": {"contexts": {\##(entries.joined(separator: ","))}}"##
            }
            return ##"{"version": "2025.10", "modifiers": {\##(modifiers.joined(separator: ","))}, "resolutionOrder": [{"$ref": "#/modifiers/a"}, {"$ref": "#/modifiers/b"}]}"##
        }
        let start = ContinuousClock.now
        let result = try plans(document(100))
        #expect(ContinuousClock.now - start < .seconds(5))
        #expect(result.count == 10_000)
        #expect(Set(result.map(\.name)).count == 10_000)
        #expect(result[10_000 - 1].sets.map(\.name) == ["a=a99", "b=b99"])
        #expect(try error(document(101)).kind == .tooManySchemes)
    }

    @Test func aMillionColorChangingCombinationsFailWithoutEnumerating() throws {
        var modifiers: [String] = []
        var files: [String: String] = [:]
        for modifier in 0..<6 {
            let contexts = (0..<10).map { context in
                files["tokens/m\(modifier)c\(context).json"] = colorFile(String(format: "#%02X%02X00", modifier, context), path: "m\(modifier)")
                return ##""c\##(context)": [{"$ref": "m\##(modifier)c\##(context).json"}]"##
            }
            modifiers.append(##""m\##(modifier)": {"contexts": {\##(contexts.joined(separator: ","))}}"##)
        }
        let order = (0..<6).map { ##"{"$ref": "#/modifiers/m\##($0)"}"## }
        let document = ##"{"version": "2025.10", "modifiers": {\##(modifiers.joined(separator: ","))}, "resolutionOrder": [\##(order.joined(separator: ","))]}"##
        let start = ContinuousClock.now
        let failure = try error(document, files: files)
        #expect(ContinuousClock.now - start < .seconds(1))
        #expect(failure.kind == .tooManySchemes)
        #expect(failure.message.hasPrefix("1000000 theme combinations change color tokens (m0 (10) × m1 (10) × m2 (10) × m3 (10) × m4 (10) × m5 (10))"))
    }

    /// Plans the document `scripts/gen_resolver_bench.py` writes (the benchmark's input).
    func generatedPlans(colorModifiers: Int) throws -> [TokenSchemePlan] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("resolver-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = projectRootFromTokensTests().appendingPathComponent("scripts/gen_resolver_bench.py").path
        let run = try runProcess("python3", [script, directory.path, "--color-modifiers", String(colorModifiers)])
        #expect(run.status == 0, "\(run.stderr)")
        let file = "tokens/app.resolver.json"
        let document = try JSONParser().parse(Array(Data(contentsOf: directory.appendingPathComponent(file)))).root
        let digests = TestColorDigests(folder: directory)
        return try DTCGResolverDocument.plans(document: document, file: file, colorDigest: digests.digest, maxSchemes: 10_000)
    }

    @Test func theGeneratedBenchmarkDocumentPlansOneHundredSchemes() throws {
        let result = try generatedPlans(colorModifiers: 2)
        #expect(result.count == 100)
        #expect(result.first?.name == "theme=light1, brand=b0")
        #expect(result.last?.name == "theme=dark5, brand=b9")
        #expect(result.first?.sets.map(\.name) == ["primitives", "density=d0", "theme=light1", "motion=m0", "typography=t0", "brand=b0", "spacing=s0"])
        #expect(result.map(\.appearance).filter { $0 == .dark }.count == 50)
        let failure = try #require(throws: TokenThemesError.self) { try generatedPlans(colorModifiers: 6) }
        #expect(failure.kind == .tooManySchemes)
    }

    @Test func setsReferencingSetsExpandOnceAndWithinBounds() throws {
        // A diamond: top → left, right → bottom.
        let diamond = ##"""
        {"sets": {
          "bottom": {"sources": [{"$ref": "bottom.json"}]},
          "left": {"sources": [{"$ref": "#/sets/bottom"}, {"$ref": "left.json"}]},
          "right": {"sources": [{"$ref": "#/sets/bottom"}, {"$ref": "right.json"}]},
          "top": {"sources": [{"$ref": "#/sets/left"}, {"$ref": "#/sets/right"}]}
        }, "resolutionOrder": [{"$ref": "#/sets/top"}]}
        """##
        #expect(try plans(diamond)[0].sets[0].sources == [
            .file("tokens/bottom.json"), .file("tokens/left.json"), .file("tokens/bottom.json"), .file("tokens/right.json"),
        ])
        // Forty sets each naming the next twice would expand to 2^40 sources: an error, at once.
        let sets = (0..<40).map { ##""s\##($0)": {"sources": [{"$ref": "#/sets/s\##($0 + 1)"}, {"$ref": "#/sets/s\##($0 + 1)"}]}"## }
            + [##""s40": {"sources": [{"$ref": "leaf.json"}]}"##]
        let document = ##"{"sets": {\##(sets.joined(separator: ","))}, "resolutionOrder": [{"$ref": "#/sets/s0"}]}"##
        let start = ContinuousClock.now
        let failure = try error(document)
        #expect(ContinuousClock.now - start < .seconds(2))
        #expect(failure.message.contains("more than 100000 token sources"))
    }

    // MARK: Malformed documents

    @Test(arguments: [
        (##"[]"##, "must be an object", 1, 1),
        (##"{"version": "2024.01", "resolutionOrder": []}"##, "\"version\" must be \"2025.10\"", 1, 13),
        (##"{"version": "2025.10"}"##, "needs \"resolutionOrder\"", 1, 1),
        (##"{"resolutionOrder": {}}"##, "\"resolutionOrder\" must be an array", 1, 21),
        (##"{"sets": [], "resolutionOrder": []}"##, "\"sets\" must be an object", 1, 10),
        (##"{"resolutionOrder": [1]}"##, "must be an object", 1, 22),
        (##"{"resolutionOrder": [{"$ref": "#/sets/missing"}]}"##, "names no set", 1, 31),
        (##"{"resolutionOrder": [{"$ref": "other.json"}]}"##, "same-document reference", 1, 31),
        (##"{"resolutionOrder": [{"$ref": "#/sets"}]}"##, "must reference \"#/sets/NAME\"", 1, 31),
        (##"{"resolutionOrder": [{"name": "a", "sources": []}]}"##, "needs \"type\"", 1, 22),
        (##"{"resolutionOrder": [{"type": "group", "name": "a"}]}"##, "\"type\" must be \"set\" or \"modifier\"", 1, 31),
        (##"{"resolutionOrder": [{"type": "set", "sources": []}]}"##, "needs \"name\"", 1, 22),
        (##"{"resolutionOrder": [{"type": "set", "name": "a", "sources": []}, {"type": "set", "name": "a", "sources": []}]}"##, "\"a\" appears twice", 1, 91),
        (##"{"sets": {"a": {"sources": []}}, "resolutionOrder": [{"$ref": "#/sets/a"}, {"$ref": "#/sets/a"}]}"##, "set \"a\" appears twice", 1, 85),
        (##"{"sets": {"a": {"sources": []}}, "resolutionOrder": [{"$ref": "#/sets/a"}, {"type": "set", "name": "a", "sources": []}]}"##, "\"a\" appears twice", 1, 100),
        (##"{"resolutionOrder": [{"type": "set", "name": "a"}]}"##, "needs \"sources\"", 1, 22),
        (##"{"resolutionOrder": [{"type": "set", "name": "a", "sources": {}}]}"##, "\"sources\" must be an array", 1, 62),
        (##"{"resolutionOrder": [{"type": "set", "name": "a", "sources": ["x.json"]}]}"##, "a source must be an object", 1, 63),
        (##"{"resolutionOrder": [{"type": "modifier", "name": "m"}]}"##, "needs \"contexts\"", 1, 22),
        (##"{"resolutionOrder": [{"type": "modifier", "name": "m", "contexts": {}}]}"##, "has no context", 1, 68),
        (##"{"resolutionOrder": [{"type": "modifier", "name": "m", "contexts": {"a": {}}}]}"##, "must be an array of sources", 1, 74),
        (##"{"resolutionOrder": [{"type": "modifier", "name": "m", "contexts": {"a": []}, "default": "b"}]}"##, "\"default\" must name one of the contexts", 1, 90),
        (##"{"modifiers": {"m": {"contexts": {"a": []}}}, "resolutionOrder": [{"type": "set", "name": "s", "sources": [{"$ref": "#/modifiers/m"}]}]}"##, "must not reference \"#/modifiers/…\"", 1, 117),
        (##"{"resolutionOrder": [{"type": "set", "name": "s", "sources": [{"$ref": "#/resolutionOrder/0"}]}]}"##, "must not reference \"#/resolutionOrder/…\"", 1, 72),
        (##"{"sets": {"a": {"sources": [{"$ref": "#/sets/b"}]}, "b": {"sources": [{"$ref": "#/sets/a"}]}}, "resolutionOrder": [{"$ref": "#/sets/a"}]}"##, "references itself", 1, 80),
        (##"{"sets": {"a": {"sources": [{"$ref": "#/sets"}]}}, "resolutionOrder": [{"$ref": "#/sets/a"}]}"##, "references a parent", 1, 38),
        (##"{"sets": {"a": {"sources": [{"$ref": "#/nothing"}]}}, "resolutionOrder": [{"$ref": "#/sets/a"}]}"##, "points at nothing", 1, 38),
        (##"{"x": [1], "sets": {"a": {"sources": [{"$ref": "#/x"}]}}, "resolutionOrder": [{"$ref": "#/sets/a"}]}"##, "must point at a token object", 1, 48),
        (##"{"resolutionOrder": [{"type": "set", "name": "s", "sources": [{"$ref": "https://example.com/t.json"}]}]}"##, "not a relative file reference", 1, 72),
        (##"{"resolutionOrder": [{"type": "set", "name": "s", "sources": [{"$ref": "../../../t.json"}]}]}"##, "inside the repository", 1, 72),
        (##"{"resolutionOrder": [{"type": "set", "name": "s", "sources": [{"$ref": "t.json", "x": 1}]}]}"##, "keys beside \"$ref\"", 1, 63),
    ] as [(String, String, Int, Int)])
    func malformedDocumentsAreInvalidStructure(_ document: String, _ message: String, _ line: Int, _ column: Int) throws {
        let failure = try error(document)
        #expect(failure.kind == .invalidStructure)
        #expect(failure.message.contains(message), "\(failure.message)")
        #expect(failure.location == Location(file: "tokens/app.resolver.json", position: SourcePosition(line: line, column: column)), "\(failure.message)")
    }

    @Test func anEmptyResolutionOrderIsOneEmptyScheme() throws {
        let result = try plans(##"{"version": "2025.10", "resolutionOrder": []}"##)
        #expect(result.map(\.name) == ["default"])
        #expect(result[0].sets.isEmpty)
    }
}
