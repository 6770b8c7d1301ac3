import Foundation
import Testing
import ThemeLintTestSupport
@testable import ThemeLintCore

@Suite struct TokensStudioThemesTests {
    /// Plans `$themes.json` text against token files given as text.
    func plans(_ themes: String, metadata: String? = nil, files: [String: String], folder: String = "", maxSchemes: Int = 10_000) throws -> [TokenSchemePlan] {
        let digests = TestColorDigests(files: files)
        return try TokensStudioThemes.plans(
            themes: jsonNode(themes), metadata: metadata.map(jsonNode), themesFile: RepositoryPath.join(folder, "$themes.json"),
            folder: folder, colorDigest: digests.digest, maxSchemes: maxSchemes)
    }

    func error(_ themes: String, metadata: String? = nil, files: [String: String] = [:], maxSchemes: Int = 10_000) throws -> TokenThemesError {
        do {
            let result = try plans(themes, metadata: metadata, files: files, maxSchemes: maxSchemes)
            Issue.record("expected an error, got \(result.map(\.name))")
        } catch let error as TokenThemesError {
            return error
        }
        return TokenThemesError("none", at: Location(file: "", position: .start))
    }

    // MARK: The sample

    @Test func designsystemetGivesSixteenColorSchemes() throws {
        let folder = designsystemetSampleDirectory()
        let themes = try jsonNode(String(decoding: Data(contentsOf: folder.appendingPathComponent("$themes.json")), as: UTF8.self))
        let metadata = try jsonNode(String(decoding: Data(contentsOf: folder.appendingPathComponent("$metadata.json")), as: UTF8.self))
        let digests = TestColorDigests(folder: folder)
        let plans = try TokensStudioThemes.plans(
            themes: themes, metadata: metadata, themesFile: "tokens/$themes.json", folder: "tokens",
            colorDigest: { use in
                digests.digest(TokenSetUse(name: use.name, sources: use.sources.map { source in
                    guard case .file(let path) = source else { return source }
                    return .file(String(path.dropFirst("tokens/".count)))
                }, isOutput: use.isOutput))
            }, maxSchemes: 10_000)
        let colors = ["accent", "brand1", "brand2", "neutral", "info", "success", "warning", "danger"]
        #expect(plans.map(\.name) == ["Dark", "Light"].flatMap { scheme in colors.map { "Color scheme=\(scheme), Color=\($0)" } })
        #expect(plans.map(\.appearance) == Array(repeating: Appearance.dark, count: 8) + Array(repeating: .light, count: 8))
        #expect(plans[0].choices == [TokenChoice(group: "Color scheme", option: "Dark"), TokenChoice(group: "Color", option: "accent")])

        let first = try #require(plans.first)
        let expected: [(String, Bool)] = [
            ("primitives/globals", false),
            ("primitives/modes/size/medium", false),
            ("primitives/modes/size/global", true),
            ("primitives/modes/typography/size/medium", true),
            ("primitives/modes/typography/primary/designsystemet", true),
            ("primitives/modes/color-scheme/dark/designsystemet", true),
            ("themes/designsystemet", true),
            ("semantic/color/accent", true),
            ("semantic/style", true),
        ]
        #expect(first.sets.map(\.name) == expected.map(\.0))
        #expect(first.sets.map(\.isOutput) == expected.map(\.1))
        #expect(first.sets.map(\.sources) == expected.map { [.file("tokens/\($0.0).json")] })
        // Every scheme differs from the first only in its color-scheme and color sets.
        let last = try #require(plans.last)
        #expect(last.sets.map(\.name) == expected.map(\.0).map {
            $0.replacingOccurrences(of: "dark/", with: "light/").replacingOccurrences(of: "accent", with: "danger")
        })
        // The location is the Color theme that names the scheme last.
        #expect(first.location.file == "tokens/$themes.json")
        #expect(Set(plans.map(\.location)).count == 8)
        // Size (3), Typography (2) change no color; Theme and Semantic have one option: 60 sets digested, not 96 combinations.
        #expect(digests.calls <= 25)
    }

    @Test func designsystemetReferenceResolvesEveryColorToHex() throws {
        let reference = try DesignsystemetReference.resolve(folder: designsystemetSampleDirectory())
        #expect(reference.count == 16)
        let dark = try #require(reference["Color scheme=Dark, Color=accent"])
        let light = try #require(reference["Color scheme=Light, Color=accent"])
        // semantic/color/accent → semantic/style → themes/designsystemet → color-scheme primitives.
        #expect(dark["background-default"] == "#0C1927FF")
        #expect(dark["designsystemet.accent.1"] == "#0C1927FF")
        #expect(light["background-default"] != dark["background-default"])
        #expect(reference["Color scheme=Dark, Color=danger"]?["background-default"] == dark["color.danger.background-default"])
        #expect(dark.values.allSatisfy { $0.count == 9 && $0.hasPrefix("#") })
        // Enabled sets' color tokens: 131 color-scheme primitives, 131 theme, 131 semantic style, 16 color
        // (a second implementation in Python agrees on all 16 × 409 values).
        #expect(reference.values.allSatisfy { $0.count == 409 })
    }

    // MARK: Combinations and names

    let twoGroups = """
    [
      {"id": "1", "name": "Light", "group": "Mode", "selectedTokenSets": {"core": "source", "light": "enabled"}},
      {"id": "2", "name": "Blue", "group": "Brand", "selectedTokenSets": {"blue": "enabled"}},
      {"id": "3", "name": "Dark", "group": "Mode", "selectedTokenSets": {"core": "source", "dark": "enabled"}},
      {"id": "4", "name": "Red", "group": "Brand", "selectedTokenSets": {"red": "enabled"}},
      {"id": "5", "name": "Green", "group": "Brand", "selectedTokenSets": {"green": "enabled"}}
    ]
    """

    var twoGroupFiles: [String: String] {
        ["core.json": colorFile("#000000", path: "base.black"), "light.json": colorFile("#FFFFFF"), "dark.json": colorFile("#111111"),
         "blue.json": colorFile("#0000FF", path: "brand"), "red.json": colorFile("#FF0000", path: "brand"), "green.json": colorFile("#00FF00", path: "brand")]
    }

    @Test func oneSchemePerCombinationGroupsInOrderOfFirstAppearance() throws {
        let result = try plans(twoGroups, files: twoGroupFiles)
        #expect(result.map(\.name) == [
            "Mode=Light, Brand=Blue", "Mode=Light, Brand=Red", "Mode=Light, Brand=Green",
            "Mode=Dark, Brand=Blue", "Mode=Dark, Brand=Red", "Mode=Dark, Brand=Green",
        ])
        #expect(result.map(\.appearance) == [.light, .light, .light, .dark, .dark, .dark])
        #expect(result[4].sets.map(\.name) == ["core", "dark", "red"])
        #expect(result[4].sets.map(\.isOutput) == [false, true, true])
        #expect(result[4].sets[1].sources == [.file("dark.json")])
        #expect(result[4].location == Location(file: "$themes.json", position: SourcePosition(line: 5, column: 3)))
    }

    @Test func setsLiveBesideThemesJSON() throws {
        let files = twoGroupFiles.reduce(into: [String: String]()) { $0["design/tokens/" + $1.key] = $1.value }
        let result = try plans(twoGroups, files: files, folder: "design/tokens")
        #expect(result.count == 6)
        #expect(result[0].sets.map(\.sources) == [[.file("design/tokens/core.json")], [.file("design/tokens/light.json")], [.file("design/tokens/blue.json")]])
        #expect(result[0].location.file == "design/tokens/$themes.json")
    }

    @Test func themesWithoutAGroupAreChoicesNamedAlone() throws {
        let themes = """
        [
          {"name": "Digdir", "selectedTokenSets": {"digdir": "enabled"}},
          {"name": "Light", "group": "Mode", "selectedTokenSets": {"light": "enabled"}},
          {"name": "Digdir Compact", "selectedTokenSets": {"digdir": "enabled", "compact": "enabled"}},
          {"name": "Dark", "group": "Mode", "selectedTokenSets": {"dark": "enabled"}}
        ]
        """
        let files = ["digdir.json": colorFile("#123456", path: "brand"), "compact.json": colorFile("#654321", path: "brand"),
                     "light.json": colorFile("#FFFFFF"), "dark.json": colorFile("#000000")]
        let result = try plans(themes, files: files)
        #expect(result.map(\.name) == ["Digdir, Mode=Light", "Digdir, Mode=Dark", "Digdir Compact, Mode=Light", "Digdir Compact, Mode=Dark"])
        #expect(result[2].choices[0] == TokenChoice(group: nil, option: "Digdir Compact"))
        #expect(result[2].sets.map(\.name) == ["digdir", "light", "compact"])
    }

    // MARK: Set statuses and order

    @Test func disabledSetsAreIgnoredAndEnabledWinsOverSource() throws {
        let themes = """
        [
          {"name": "Light", "group": "Mode", "selectedTokenSets": {"base": "source", "light": "enabled", "dark": "disabled"}},
          {"name": "Dark", "group": "Mode", "selectedTokenSets": {"base": "source", "dark": "enabled", "light": "disabled"}},
          {"name": "Docs", "group": "Extra", "selectedTokenSets": {"base": "enabled"}}
        ]
        """
        let files = ["base.json": colorFile("#000000", path: "base"), "light.json": colorFile("#FFFFFF"), "dark.json": colorFile("#111111")]
        let result = try plans(themes, files: files)
        #expect(result.map(\.name) == ["Mode=Light", "Mode=Dark"])
        #expect(result[0].sets.map(\.name) == ["base", "light"])
        #expect(result[0].sets.map(\.isOutput) == [true, true])
        #expect(result[1].sets.map(\.name) == ["base", "dark"])
    }

    @Test func tokenSetOrderDecidesAndUnlistedSetsComeAfterInOrderOfAppearance() throws {
        let themes = """
        [
          {"name": "A", "group": "G", "selectedTokenSets": {"zeta": "enabled", "alpha": "enabled", "listed2": "enabled", "listed1": "source"}},
          {"name": "B", "group": "G", "selectedTokenSets": {"beta": "enabled", "listed1": "enabled"}}
        ]
        """
        let files = ["zeta.json": colorFile("#000001"), "alpha.json": colorFile("#000002"), "listed1.json": colorFile("#000003"),
                     "listed2.json": colorFile("#000004"), "beta.json": colorFile("#000005")]
        let result = try plans(themes, metadata: #"{"tokenSetOrder": ["listed1", "unused", "listed2"]}"#, files: files)
        #expect(result.map(\.name) == ["G=A", "G=B"])
        #expect(result[0].sets.map(\.name) == ["listed1", "listed2", "zeta", "alpha"])
        #expect(result[0].sets.map(\.isOutput) == [false, true, true, true])
        #expect(result[1].sets.map(\.name) == ["listed1", "beta"])
        let unordered = try plans(themes, files: files)
        #expect(unordered[0].sets.map(\.name) == ["zeta", "alpha", "listed2", "listed1"])
    }

    // MARK: Groups that change no color

    @Test func groupsWhoseOptionsChangeNoColorAreNeitherMultipliedNorNamed() throws {
        let themes = """
        [
          {"name": "small", "group": "Size", "selectedTokenSets": {"size/small": "enabled"}},
          {"name": "large", "group": "Size", "selectedTokenSets": {"size/large": "enabled"}},
          {"name": "Light", "group": "Mode", "selectedTokenSets": {"light": "enabled"}},
          {"name": "Dark", "group": "Mode", "selectedTokenSets": {"dark": "enabled"}},
          {"name": "v1", "group": "Same colors", "selectedTokenSets": {"same1": "enabled"}},
          {"name": "v2", "group": "Same colors", "selectedTokenSets": {"same1": "enabled", "size/large": "source"}},
          {"name": "only", "group": "Single", "selectedTokenSets": {"single": "enabled"}}
        ]
        """
        let files = ["size/small.json": dimensionFile, "size/large.json": dimensionFile, "light.json": colorFile("#FFFFFF"),
                     "dark.json": colorFile("#000000"), "same1.json": colorFile("#123123", path: "x"), "single.json": colorFile("#FF00FF", path: "y")]
        let result = try plans(themes, files: files)
        #expect(result.map(\.name) == ["Mode=Light", "Mode=Dark"])
        // The first option of each dropped group is used.
        #expect(result[1].sets.map(\.name) == ["size/small", "dark", "same1", "single"])
        #expect(result[1].choices == [TokenChoice(group: "Mode", option: "Dark")])
    }

    @Test func sameColorsUnderDifferentSetNamesStillMultiply() throws {
        // Two sets with equal colors can stand at different places in the set order: kept apart.
        let themes = """
        [
          {"name": "a", "group": "G", "selectedTokenSets": {"one": "enabled"}},
          {"name": "b", "group": "G", "selectedTokenSets": {"two": "enabled"}}
        ]
        """
        let result = try plans(themes, files: ["one.json": colorFile("#FFFFFF"), "two.json": colorFile("#FFFFFF")])
        #expect(result.map(\.name) == ["G=a", "G=b"])
        // A source set with the same colors as an enabled one outputs nothing: different.
        let statuses = """
        [
          {"name": "a", "group": "G", "selectedTokenSets": {"one": "enabled"}},
          {"name": "b", "group": "G", "selectedTokenSets": {"one": "source"}}
        ]
        """
        #expect(try plans(statuses, files: ["one.json": colorFile("#FFFFFF")]).count == 2)
    }

    @Test func noColorChangeAnywhereIsOneDefaultScheme() throws {
        let themes = """
        [
          {"name": "Dark mode", "selectedTokenSets": {"palette": "enabled"}},
          {"name": "small", "group": "Size", "selectedTokenSets": {"small": "enabled"}},
          {"name": "large", "group": "Size", "selectedTokenSets": {"large": "enabled"}}
        ]
        """
        let result = try plans(themes, files: ["palette.json": colorFile("#000000"), "small.json": dimensionFile, "large.json": dimensionFile])
        #expect(result.map(\.name) == ["default"])
        #expect(result[0].choices.isEmpty)
        #expect(result[0].appearance == .dark)
        #expect(result[0].sets.map(\.name) == ["palette", "small"])
        #expect(result[0].location == Location(file: "$themes.json", position: .start))
    }

    @Test func aRepeatedSetNameKeepsItsFirstPlaceAndLastStatus() throws {
        let themes = #"[{"name": "a", "selectedTokenSets": {"x": "enabled", "y": "enabled", "x": "source"}}]"#
        let result = try plans(themes, files: [:])
        #expect(result[0].sets.map(\.name) == ["x", "y"])
        #expect(result[0].sets.map(\.isOutput) == [false, true])
    }

    @Test func emptyThemesPlanNothing() throws {
        #expect(try plans("[]", files: [:]).isEmpty)
    }

    // MARK: Scale

    @Test func sixGroupsOfTenWithTwoChangingColorsPlanOneHundredAtOnce() throws {
        var themes: [String] = []
        var files: [String: String] = [:]
        for group in 0..<6 {
            for option in 0..<10 {
                let set = "g\(group)/o\(option)"
                themes.append(#"{"name": "o\#(option)", "group": "g\#(group)", "selectedTokenSets": {"\#(set)": "enabled"}}"#)
                files[set + ".json"] = group == 1 || group == 4 ? colorFile(String(format: "#%02X%02X00", group, option), path: "c\(group)") : dimensionFile
            }
        }
        let digests = TestColorDigests(files: files)
        let start = ContinuousClock.now
        let result = try TokensStudioThemes.plans(
            themes: jsonNode("[" + themes.joined(separator: ",") + "]"), metadata: nil, themesFile: "$themes.json", folder: "",
            colorDigest: digests.digest, maxSchemes: 10_000)
        #expect(ContinuousClock.now - start < .seconds(1))
        #expect(result.count == 100)
        #expect(result[0].name == "g1=o0, g4=o0")
        #expect(result[99].name == "g1=o9, g4=o9")
        #expect(result[0].sets.count == 6)
        #expect(digests.calls == 60)
    }

    @Test func moreCombinationsThanMaxSchemesIsAnError() throws {
        let failure = try error(twoGroups, files: twoGroupFiles, maxSchemes: 5)
        #expect(failure.kind == .tooManySchemes)
        #expect(failure.message.contains("6 theme combinations"))
        #expect(failure.message.contains("Mode (2) × Brand (3)"))
        #expect(failure.message.contains("maxSchemes (5)"))
        #expect(try plans(twoGroups, files: twoGroupFiles, maxSchemes: 6).count == 6)
    }

    // MARK: Malformed documents

    @Test(arguments: [
        (#"{"themes": []}"#, "must be an array", 1, 1),
        (#"[1]"#, "must be an object", 1, 2),
        (#"[{"group": "G"}]"#, "has no \"name\"", 1, 2),
        (#"[{"name": 3}]"#, "\"name\" must be a non-empty string", 1, 11),
        (#"[{"name": "a", "group": 1}]"#, "\"group\" must be a string", 1, 25),
        (#"[{"name": "a", "selectedTokenSets": []}]"#, "must be an object of set name", 1, 37),
        (#"[{"name": "a", "selectedTokenSets": {"s": "on"}}]"#, "must be \"enabled\", \"source\" or \"disabled\"", 1, 43),
        (#"[{"name": "a", "group": "G"}, {"name": "a", "group": "G"}]"#, "appears twice in group \"G\"", 1, 31),
        (#"[{"name": "a", "selectedTokenSets": {"../up": "enabled"}}]"#, "does not name a file inside the repository", 1, 38),
    ] as [(String, String, Int, Int)])
    func malformedThemesAreInvalidStructure(_ themes: String, _ message: String, _ line: Int, _ column: Int) throws {
        let failure = try error(themes)
        #expect(failure.kind == .invalidStructure)
        #expect(failure.message.contains(message), "\(failure.message)")
        #expect(failure.location == Location(file: "$themes.json", position: SourcePosition(line: line, column: column)))
    }

    @Test(arguments: [#"[]"#, #"{"tokenSetOrder": "a"}"#, #"{"tokenSetOrder": [1]}"#])
    func malformedMetadataIsInvalidStructure(_ metadata: String) throws {
        let failure = try error(#"[{"name": "a", "selectedTokenSets": {"s": "enabled"}}]"#, metadata: metadata)
        #expect(failure.kind == .invalidStructure)
        #expect(failure.location.file == "$metadata.json")
    }

    @Test(arguments: [
        ("Light", Appearance.light), ("dark", .dark), ("lightHighContrast", .light), ("Color scheme Dark", .dark),
        ("Blue", nil), ("light on dark", nil),
    ] as [(String, Appearance?)])
    func appearanceComesFromANameHoldingLightOrDark(_ name: String, _ expected: Appearance?) {
        #expect(SchemeCombinations.appearance(of: name) == expected)
    }
}

@Suite struct TokensStudioSingleFileTests {
    @Test func topLevelKeysAreSetsBesideThemesAndMetadata() throws {
        let file = """
        {
          "global": {"blue": {"$type": "color", "$value": "#0000FF"}},
          "mode/light": {"bg": {"$type": "color", "$value": "{blue}"}},
          "mode/dark": {"bg": {"$type": "color", "$value": "#000000"}},
          "$themes": [
            {"name": "Light", "group": "Mode", "selectedTokenSets": {"mode/light": "enabled", "global": "source"}},
            {"name": "Dark", "group": "Mode", "selectedTokenSets": {"mode/dark": "enabled", "global": "source"}}
          ],
          "$metadata": {"tokenSetOrder": ["global", "mode/light", "mode/dark"]}
        }
        """
        let digests = TestColorDigests(files: ["tokens.json": file])
        let result = try TokensStudioThemes.plans(singleFile: jsonNode(file), file: "tokens.json", colorDigest: digests.digest)
        #expect(result.map(\.name) == ["Mode=Light", "Mode=Dark"])
        #expect(result[1].sets == [
            TokenSetUse(name: "global", sources: [.inline(file: "tokens.json", pointer: "/global")], isOutput: false),
            TokenSetUse(name: "mode/dark", sources: [.inline(file: "tokens.json", pointer: "/mode~1dark")], isOutput: true),
        ])
        #expect(result[1].location == Location(file: "tokens.json", position: SourcePosition(line: 7, column: 5)))
    }

    @Test func aFileWithoutThemesPlansNothing() throws {
        let file = ##"{"global": {"blue": {"$type": "color", "$value": "#0000FF"}}}"##
        #expect(try TokensStudioThemes.plans(singleFile: jsonNode(file), file: "tokens.json", colorDigest: { _ in nil }).isEmpty)
    }
}
