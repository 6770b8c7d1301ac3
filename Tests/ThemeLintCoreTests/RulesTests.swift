import Foundation
import Testing
@testable import ThemeLintCore

/// Lints an in-memory source with auto-detection (or `config`).
func lint(_ files: [String: String], config: String? = nil) throws -> [Finding] {
    let source = InMemorySource(texts: files)
    let configuration = try config.map { try Configuration.parse(bytes: Array($0.utf8), file: ".themelint.json") } ?? .automatic
    let project = try ProjectLoader(source: source, configuration: configuration).load()
    return Linter().lint(project)
}

let palette = """
    {
        "white": "#FFFFFF",
        "black": "#000000",
        "sky_300": "#71AAEB",
        "black_alpha8": "#14000000"
    }
    """

func scheme(light: String, dark: String) -> String {
    """
    {
        "bright_light": {
            "appearance": "light",
            "colors": {
    \(light)
            }
        },
        "space_gray": {
            "appearance": "dark",
            "colors": {
    \(dark)
            }
        }
    }
    """
}

@Suite struct RulesTests {
    @Test func cleanThemeHasNoErrors() throws {
        let files = [
            "theme/palette.json": palette,
            "theme/scheme.json": scheme(
                light: #"            "accent": {"color_identifier": "sky_300"}, "text": {"color_identifier": "black"}, "sep": {"color_identifier": "black_alpha8"}"#,
                dark: #"            "accent": {"color_identifier": "sky_300"}, "text": {"color_identifier": "white"}, "sep": {"color_identifier": "black_alpha8", "alpha_multiplier": 0.5}"#),
        ]
        let findings = try lint(files)
        #expect(findings.isEmpty, "\(findings)")
    }

    @Test func unresolvedIdentifierWithSuggestionAndPosition() throws {
        let files = [
            "palette.json": palette,
            "scheme.json": scheme(
                light: #"            "accent": {"color_identifier": "sky_300"}, "text": {"color_identifier": "black"}, "sep": {"color_identifier": "black_alpha8"}, "w": {"color_identifier": "white"}"#,
                dark: #"            "accent": {"color_identifier": "sky_30"}, "text": {"color_identifier": "White"}, "sep": {"color_identifier": "nothing_like_it"}, "w": {"color_identifier": "white"}"#),
        ]
        let findings = try lint(files).filter { $0.rule == "unresolved-identifier" }
        #expect(findings.count == 3)
        let typo = try #require(findings.first { $0.identifier == "sky_30" })
        #expect(typo.suggestion == "sky_300")
        #expect(typo.scheme == "space_gray")
        #expect(typo.role == "accent")
        #expect(typo.file == "scheme.json")
        #expect(typo.line == 11)
        #expect(typo.column == 44)
        #expect(typo.severity == .error)
        #expect(typo.message.contains("did you mean \"sky_300\""))
        #expect(findings.first { $0.identifier == "White" }?.suggestion == "white")
        #expect(findings.first { $0.identifier == "nothing_like_it" }?.suggestion == nil)
    }

    @Test func missingRoleNamesTheSchemeThatLacksIt() throws {
        let files = [
            "palette.json": palette,
            "scheme.json": scheme(
                light: #"            "accent": {"color_identifier": "sky_300"}, "text_link": {"color_identifier": "sky_300"}"#,
                dark: #"            "accent": {"color_identifier": "sky_300"}"#),
        ]
        let findings = try lint(files).filter { $0.rule == "missing-role" }
        #expect(findings.count == 1)
        #expect(findings.first?.scheme == "space_gray")
        #expect(findings.first?.role == "text_link")
        #expect(findings.first?.line == 8)
    }

    @Test func missingRoleNamesTheFirstSchemeThatDefinesIt() throws {
        // "b" first appears in the second of three schemes; both others lack it. "a" repeats
        // in the first scheme (a duplicate key), which does not make it missing anywhere.
        let files = [
            "palette.json": palette,
            "scheme.json": """
                {
                    "one": {"appearance": "light", "colors": {"a": {"color_identifier": "sky_300"}, "a": {"color_identifier": "sky_300"}}},
                    "two": {"appearance": "dark", "colors": {"a": {"color_identifier": "sky_300"}, "b": {"color_identifier": "sky_300"}}},
                    "three": {"appearance": "dark", "colors": {"b": {"color_identifier": "sky_300"}, "c": {"color_identifier": "sky_300"}}}
                }
                """,
        ]
        let findings = try lint(files).filter { $0.rule == "missing-role" }
        #expect(findings.map(\.message) == [
            #"role "b" is missing from "one" (defined in "two")"#,
            #"role "c" is missing from 2 schemes: "one", "two" (defined in "three")"#,
            #"role "a" is missing from "three" (defined in "one")"#,
        ])
        #expect(findings.map(\.schemes) == [["one"], ["one", "two"], ["three"]])
    }

    @Test func aRoleMissingFromManySchemesIsOneFindingNamingTheSchemesThatDefineIt() throws {
        // 2,000 schemes, each with a role of its own: each such role is one finding.
        var schemes: [String] = []
        for index in 0..<2_000 {
            schemes.append(#""s\#(index)": {"appearance": "light", "colors": {"shared": {"color_identifier": "sky_300"}, "own_\#(index)": {"color_identifier": "sky_300"}}}"#)
        }
        let files = ["palette.json": palette, "scheme.json": "{" + schemes.joined(separator: ",\n") + "}"]
        let findings = try lint(files).filter { $0.rule == "missing-role" }
        #expect(findings.count == 2_000)
        let ownZero = try #require(findings.first { $0.role == "own_0" })
        #expect(ownZero.message == #"role "own_0" is missing from 1999 of the file's 2000 schemes: it is defined only in "s0""#)
        #expect(ownZero.schemes?.count == 1_999)
        #expect(ownZero.scheme == "s1")
    }

    @Test func aFlagMissingFromManySchemesIsOneFindingNamingThem() throws {
        var schemes = [#""s0": {"appearance": "light", "colors": {"x": {"color_identifier": "sky_300", "deprecated_for_web": true}}}"#]
        for index in 1..<2_000 {
            schemes.append(#""s\#(index)": {"appearance": "light", "colors": {"x": {"color_identifier": "sky_300"}}}"#)
        }
        let files = ["palette.json": palette, "scheme.json": "{" + schemes.joined(separator: ",\n") + "}"]
        let findings = try lint(files).filter { $0.rule == "inconsistent-flag" }
        // The one scheme that sets it is named; the 1,999 that do not are counted.
        #expect(findings.count == 1)
        #expect(findings.first?.schemes == ["s0"])
        #expect(findings.first?.scheme == "s0")
        #expect(findings.first?.line == 1)
        #expect(findings.first?.message == #"flag "deprecated_for_web" of role "x" is set in "s0" (true) but not in the other 1999 schemes"#)
    }

    @Test func aFlagMissingFromAFewSchemesNamesThoseFew() throws {
        var schemes: [String] = []
        for index in 0..<2_000 {
            let flag = index == 7 || index == 1_500 ? "" : #", "deprecated_for_web": true"#
            schemes.append(#""s\#(index)": {"appearance": "light", "colors": {"x": {"color_identifier": "sky_300"\#(flag)}}}"#)
        }
        let files = ["palette.json": palette, "scheme.json": "{" + schemes.joined(separator: ",\n") + "}"]
        let findings = try lint(files).filter { $0.rule == "inconsistent-flag" }
        #expect(findings.count == 1)
        #expect(findings.first?.schemes == ["s7", "s1500"])
        #expect(findings.first?.scheme == "s7")
        #expect(findings.first?.message == #"flag "deprecated_for_web" of role "x" is set in "s0" but not in 2 schemes: "s7", "s1500""#)
    }

    @Test func inconsistentFlagsWithSeveralValuesPickTheNormAsBefore() throws {
        // a: true, unset, unset, true, false (a tie: the first set value is the norm);
        // b: unset, false, true, true, unset (unset is the largest group); c: a string flag;
        // d: a role absent from s1 and unset in s4.
        let scheme = #"{"s0":{"appearance":"light","colors":{"a":{"color_identifier":"sky_300","deprecated_for_web":true},"b":{"color_identifier":"sky_300"},"c":{"color_identifier":"sky_300","k":"x"},"d":{"color_identifier":"sky_300","level":1},"e":{"color_identifier":"sky_300","same":1}}},"s1":{"appearance":"light","colors":{"a":{"color_identifier":"sky_300"},"b":{"color_identifier":"sky_300","deprecated_for_web":false},"c":{"color_identifier":"sky_300","k":"y"},"e":{"color_identifier":"sky_300","same":1}}},"s2":{"appearance":"light","colors":{"a":{"color_identifier":"sky_300"},"b":{"color_identifier":"sky_300","deprecated_for_web":true},"c":{"color_identifier":"sky_300","k":"y"},"d":{"color_identifier":"sky_300","level":2},"e":{"color_identifier":"sky_300","same":1}}},"s3":{"appearance":"light","colors":{"a":{"color_identifier":"sky_300","deprecated_for_web":true},"b":{"color_identifier":"sky_300","deprecated_for_web":true},"c":{"color_identifier":"sky_300","k":"x"},"d":{"color_identifier":"sky_300","level":2},"e":{"color_identifier":"sky_300","same":1}}},"s4":{"appearance":"light","colors":{"a":{"color_identifier":"sky_300","deprecated_for_web":false},"b":{"color_identifier":"sky_300"},"c":{"color_identifier":"sky_300","k":"y"},"d":{"color_identifier":"sky_300"},"e":{"color_identifier":"sky_300","same":1}}}}"#
        let findings = try lint(["palette.json": palette, "scheme.json": scheme]).filter { $0.rule == "inconsistent-flag" }
        let byRole = Dictionary(uniqueKeysWithValues: findings.map { ($0.role ?? "", $0) })
        #expect(findings.count == 4)
        #expect(byRole["a"]?.message == #"flag "deprecated_for_web" of role "a" is true in "s0" but differs in 3 schemes: "s1", "s2", "s4""#)
        #expect(byRole["a"]?.schemes == ["s1", "s2", "s4"])
        #expect(byRole["a"]?.scheme == "s1")
        #expect(byRole["b"]?.message == #"flag "deprecated_for_web" of role "b" is set in 3 schemes: "s1", "s2", "s3" but not in the other 2 schemes"#)
        #expect(byRole["b"]?.scheme == "s1")
        #expect(byRole["c"]?.message == #"flag "k" of role "c" is "y" in "s1" but differs in 2 schemes: "s0", "s3""#)
        #expect(byRole["c"]?.schemes == ["s0", "s3"])
        #expect(byRole["d"]?.message == #"flag "level" of role "d" is 2 in "s2" but differs in 2 schemes: "s0", "s4""#)
        #expect(byRole["d"]?.scheme == "s0")
    }

    @Test func aFlagOfItsOwnInEachOfManySchemesIsOneFindingEach() throws {
        // Scheme i lacks role i mod 20 and sets flag_i on role (i + 1) mod 20 (bench_scale's
        // 2,000 × 200 shape, smaller): each flag is one finding naming its one scheme.
        var schemes: [String] = []
        for index in 0..<200 {
            var roles: [String] = []
            for role in 0..<20 where role != index % 20 {
                let flag = role == (index + 1) % 20 ? #", "flag_\#(index)": true"# : ""
                roles.append(#""r\#(role)": {"color_identifier": "sky_300"\#(flag)}"#)
            }
            schemes.append(#""s\#(index)": {"appearance": "light", "colors": {\#(roles.joined(separator: ", "))}}"#)
        }
        let findings = try lint(["palette.json": palette, "scheme.json": "{" + schemes.joined(separator: ",\n") + "}"])
        let flags = findings.filter { $0.rule == "inconsistent-flag" }
        #expect(flags.count == 200)
        for finding in flags {
            guard let index = finding.key.flatMap({ Int($0.dropFirst("flag_".count)) }) else { Issue.record("no flag: \(finding)"); continue }
            #expect(finding.schemes == ["s\(index)"])
            #expect(finding.message == #"flag "flag_\#(index)" of role "r\#((index + 1) % 20)" is set in "s\#(index)" (true) but not in the other 189 schemes"#)
        }
        let missing = findings.filter { $0.rule == "missing-role" }
        #expect(missing.count == 20)
        #expect(missing.allSatisfy { $0.schemes?.count == 10 })
    }

    @Test func inconsistentFlagIsAWarning() throws {
        let files = [
            "palette.json": palette,
            "scheme.json": scheme(
                light: #"            "accent": {"color_identifier": "sky_300", "deprecated_for_web": true}"#,
                dark: #"            "accent": {"color_identifier": "sky_300"}"#),
        ]
        let findings = try lint(files).filter { $0.rule == "inconsistent-flag" }
        #expect(findings.count == 1)
        #expect(findings.first?.severity == .warning)
        #expect(findings.first?.scheme == "space_gray")
        #expect(findings.first?.key == "deprecated_for_web")
    }

    @Test func duplicateKeysAndInvalidColors() throws {
        let files = [
            "palette.json": """
                {
                    "white": "#FFFFFF",
                    "odd": "#12345",
                    "green": "3DCC4B",
                    "white": "#FEFEFE"
                }
                """,
            "scheme.json": scheme(light: #"            "a": {"color_identifier": "odd"}"#, dark: #"            "a": {"color_identifier": "green"}"#),
        ]
        let findings = try lint(files)
        let duplicate = try #require(findings.first { $0.rule == "duplicate-key" })
        #expect(duplicate.line == 5 && duplicate.column == 5 && duplicate.key == "white")
        let colors = findings.filter { $0.rule == "invalid-color" }
        #expect(colors.map(\.identifier) == ["odd", "green"])
        #expect(colors.map(\.line) == [3, 4])
        // Roles using invalid colors are not also reported as unresolved.
        #expect(!findings.contains { $0.rule == "unresolved-identifier" })
    }

    @Test func truncatedPaletteDoesNotFloodWithUnresolvedIdentifiers() throws {
        let files = [
            "palette.json": "{\n  \"white\": \"#FFFFFF\",\n  \"black\": \"#0000",
            "scheme.json": scheme(light: #"            "a": {"color_identifier": "white"}"#, dark: #"            "a": {"color_identifier": "black"}"#),
            "other/palette_x.json": ##"{"red": "#F00", "red2": "nope"}"##,
        ]
        let findings = try lint(files)
        #expect(findings.filter { $0.rule == "json-syntax" }.count == 1)
        #expect(findings.first { $0.rule == "json-syntax" }?.file == "palette.json")
        #expect(!findings.contains { $0.rule == "unresolved-identifier" })
        // The rest is still checked: the standalone palette's invalid color.
        #expect(findings.contains { $0.rule == "invalid-color" && $0.file == "other/palette_x.json" })
    }

    @Test func aBrokenPaletteStopsOrderedResolution() throws {
        // scheme_x.json resolves against palette_x.json, then palette.json. With palette_x.json
        // broken, "sky_300" (defined in both) must not silently take palette.json's value.
        let files = [
            "palette.json": palette,
            "palette_x.json": ##"{"sky_300": "#529EF4", "##,
            "scheme_x.json": scheme(light: #"            "a": {"color_identifier": "sky_300"}"#, dark: #"            "a": {"color_identifier": "sky_300"}"#),
        ]
        let project = try ProjectLoader(source: InMemorySource(texts: files), configuration: .automatic).load()
        let set = try #require(project.themeSets.first { $0.definition.schemes == "scheme_x.json" })
        let role = try #require(set.resolved[scheme: "space_gray"]?[role: "a"])
        guard case .indeterminate = role.resolution else {
            Issue.record("expected indeterminate, got \(role.resolution)")
            return
        }
        let findings = Linter().lint(project)
        #expect(findings.filter { $0.rule == "json-syntax" }.count == 1)
        #expect(!findings.contains { $0.rule == "unresolved-identifier" })
    }

    @Test func invalidStructureIsReportedWhereItIs() throws {
        let files = [
            "palette.json": palette,
            "scheme.json": """
                {"a": {"appearance": "dusk", "colors": {"r": "white", "s": {"alpha_multiplier": 2, "color_identifier": 3}}}, "b": []}
                """,
        ]
        let findings = try lint(files).filter { $0.rule == "invalid-structure" }
        let messages = findings.map(\.message)
        #expect(findings.count == 5, "\(messages)")
        #expect(messages.contains { $0.contains("\"dusk\"") })
        #expect(findings.allSatisfy { $0.line == 1 && $0.column > 1 })
    }

    @Test func unusedColorsAreNotes() throws {
        let files = [
            "palette.json": palette,
            "scheme.json": scheme(light: #"            "a": {"color_identifier": "white"}"#, dark: #"            "a": {"color_identifier": "black"}"#),
        ]
        let unused = try lint(files).filter { $0.rule == "unused-color" }
        #expect(unused.map(\.identifier) == ["sky_300", "black_alpha8"])
        #expect(unused.allSatisfy { $0.severity == .note })
    }

    @Test func configuredSetsAndRuleSettings() throws {
        let files = [
            "a/colors.json": palette,
            "a/look.json": scheme(light: #"            "a": {"color_identifier": "whit"}"#, dark: #"            "a": {"color_identifier": "black"}"#),
        ]
        let config = """
            {"themes": [{"name": "main", "schemes": "a/look.json", "palettes": ["a/colors.json", "a/gone.json"]}],
             "rules": {"unused-color": "off", "missing-file": "warning"}}
            """
        let findings = try lint(files, config: config)
        #expect(!findings.contains { $0.rule == "unused-color" })
        let missing = try #require(findings.first { $0.rule == "missing-file" })
        #expect(missing.severity == .warning)
        #expect(missing.file == ".themelint.json")
        // A missing palette makes unfound identifiers indeterminate, not unresolved.
        #expect(!findings.contains { $0.rule == "unresolved-identifier" })
    }

    @Test func configurationErrorsCarryPositions() throws {
        #expect(throws: ConfigurationError.self) { try Configuration.parse(bytes: Array(#"{"themes": [{"palettes": []}]}"#.utf8), file: "c.json") }
        do {
            _ = try Configuration.parse(bytes: Array("{\n  \"rules\": {\"unused-colour\": \"off\"}}".utf8), file: "c.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.location == Location(file: "c.json", position: SourcePosition(line: 2, column: 13)))
            #expect(error.message.contains("did you mean \"unused-color\""))
        }
    }

    @Test func trailingHexAlphaConvention() throws {
        let files = [
            "p.json": ##"{"shade": "#00000014", "bad": "#GG0000"}"##,
            "s.json": #"{"l": {"appearance": "light", "colors": {"x": {"color_identifier": "shade"}}}}"#,
        ]
        let config = #"{"themes": [{"schemes": "s.json", "palettes": "p.json", "hexAlpha": "trailing"}]}"#
        let source = InMemorySource(texts: files)
        let configuration = try Configuration.parse(bytes: Array(config.utf8), file: ".themelint.json")
        let project = try ProjectLoader(source: source, configuration: configuration).load()
        let color = project.themeSets.first?.resolved[scheme: "l"]?[role: "x"]?.color
        #expect(color?.cssHex == "#00000014")
    }

    @Test func autoDetectionPairsSchemesWithTheirPalettes() throws {
        let detected = ProjectLoader.detectThemeSets(in: [
            "a/scheme.json", "a/palette.json", "a/scheme_web.json", "a/palette_web.json", "a/palette_extra.json",
            "b/scheme_ok.json", "c/palette.json", "schemes.json", "a/scheme_.json", "d/palette-dark.json", "d/palettes.json",
            "d/my_palette.json", "e/palette.tokens.json",
        ])
        #expect(detected.sets.map(\.schemes) == ["a/scheme.json", "a/scheme_web.json", "b/scheme_ok.json"])
        #expect(detected.sets.map(\.palettes) == [["a/palette.json"], ["a/palette_web.json", "a/palette.json"], []])
        #expect(detected.standalonePalettes == ["a/palette_extra.json", "c/palette.json", "d/palette-dark.json", "d/palettes.json"])
    }

    @Test func vkSampleIsCleanUnderAutoDetection() throws {
        let directory = projectRoot().appendingPathComponent("examples/vk-appearance")
        var files: [String: [UInt8]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name.hasSuffix(".json") {
            files[name] = Array(try Data(contentsOf: directory.appendingPathComponent(name)))
        }
        let project = try ProjectLoader(source: InMemorySource(files: files), configuration: .automatic).load()
        let findings = Linter().lint(project)
        #expect(project.themeSets.count == 5)
        #expect(findings.filter { $0.severity >= .warning }.isEmpty, "\(findings.prefix(5))")
    }
}

func projectRoot(file: StaticString = #filePath) -> URL {
    URL(fileURLWithPath: "\(file)").deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
