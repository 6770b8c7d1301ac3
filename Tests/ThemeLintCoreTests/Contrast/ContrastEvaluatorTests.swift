import Testing
import ThemeLintCore

@Suite struct ContrastEvaluatorTests {
    typealias F = ContrastFixture

    private let lightRoles: [(String, String?)] = [
        ("background_content", "#FFFFFF"), ("background_page", "#EBEDF0"), ("text_primary", "#000000"), ("text_secondary", "#818C99"),
    ]
    private let darkRoles: [(String, String?)] = [
        ("background_content", "#19191A"), ("background_page", "#0A0A0A"), ("text_primary", "#E1E3E6"), ("text_secondary", "#5D5F61"),
    ]

    private func evaluate(_ contrast: String, schemes: [ResolvedScheme]) throws -> ContrastEvaluation {
        let configuration = try F.configuration(contrast)
        return ContrastEvaluator.evaluate(set: F.set(schemes), configuration: configuration)
    }

    @Test func aPairIsMeasuredInEverySchemeAndOnlyTheFailingSchemeFails() throws {
        let evaluation = try evaluate(
            #"{"pairs": [{"foreground": "text_secondary", "background": "background_content", "level": "AA-large"}]}"#,
            schemes: [F.scheme("bright_light", .light, lightRoles), F.scheme("space_gray", .dark, darkRoles, firstLine: 20)]
        )
        #expect(evaluation.problems.isEmpty)
        #expect(evaluation.measurements.map(\.scheme) == ["bright_light", "space_gray"])
        let light = evaluation.measurements[0]
        #expect(light.passes)
        #expect(abs(light.value - RGBA(red8: 0x81, green8: 0x8C, blue8: 0x99).contrastRatio(with: .white)) < 1e-12)
        let failures = evaluation.failures
        #expect(failures.count == 1)
        let dark = try #require(failures.first)
        #expect(dark.scheme == "space_gray")
        #expect(dark.foreground == "text_secondary" && dark.background == "background_content")
        #expect(dark.foregroundColor.cssHex == "#5D5F61FF" && dark.backgroundColor.cssHex == "#19191AFF")
        #expect(dark.minimum == 3 && dark.algorithm == .wcag2)
        #expect(abs(dark.value - 2.7398306515923267) < 1e-12)
        #expect(dark.foregroundLocation == Location(file: "scheme.json", position: SourcePosition(line: 23, column: 9)))
    }

    @Test func theWorstBackgroundIsKeptWithItsName() throws {
        let evaluation = try evaluate(
            #"{"pairs": [{"foreground": "text_secondary", "background": ["background_content", "background_page"], "minimum": 3}]}"#,
            schemes: [F.scheme("bright_light", .light, lightRoles)]
        )
        let measurement = try #require(evaluation.measurements.first)
        #expect(measurement.background == "background_page")
        #expect(measurement.backgroundColor.cssHex == "#EBEDF0FF")
        let onPage = RGBA(red8: 0x81, green8: 0x8C, blue8: 0x99).contrastRatio(with: RGBA(red8: 0xEB, green8: 0xED, blue8: 0xF0))
        #expect(measurement.value == onPage)
        #expect(measurement.pair.identity == "wcag2\u{1F}text_secondary\u{1F}background_content\u{1F}background_page")
    }

    @Test func aRatioExactlyAtTheMinimumPassesAndJustBelowFails() throws {
        let ratio = RGBA(red8: 0x81, green8: 0x8C, blue8: 0x99).contrastRatio(with: .white)
        let scheme = F.scheme("bright_light", .light, lightRoles)
        let at = try evaluate(#"{"pairs": [{"foreground": "text_secondary", "background": "background_content", "minimum": \#(ratio)}]}"#, schemes: [scheme])
        #expect(at.measurements.first?.passes == true)
        let above = try evaluate(#"{"pairs": [{"foreground": "text_secondary", "background": "background_content", "minimum": \#(ratio.nextUp)}]}"#, schemes: [scheme])
        #expect(above.measurements.first?.passes == false)
    }

    @Test func translucentForegroundIsCompositedOverTheBackground() throws {
        // White at 50 % (CSS #FFFFFF80) on #000000 in a dark scheme: seen as 0.5 grey.
        let scheme = F.scheme("dark", .dark, [("background_content", "#000000"), ("text_secondary", "#FFFFFF80")])
        let evaluation = try evaluate(#"{"pairs": [{"foreground": "text_secondary", "background": "background_content"}]}"#, schemes: [scheme])
        let measurement = try #require(evaluation.measurements.first)
        let alpha = 128.0 / 255
        let grey = RGBA(red: alpha, green: alpha, blue: alpha)
        #expect(measurement.compositedForeground == grey)
        #expect(measurement.value == grey.contrastRatio(with: .black))
        #expect(measurement.foregroundColor.cssHex == "#FFFFFF80")
    }

    @Test func translucentBackgroundIsCompositedOverTheAppearanceDefaultBase() throws {
        // Black at 50 % as a background: over white in light schemes, over black in dark ones.
        let roles: [(String, String?)] = [("overlay_background", "#00000080"), ("overlay_text", "#FFFFFF")]
        let contrast = #"{"pairs": [{"foreground": "overlay_text", "background": "overlay_background", "minimum": 1}]}"#
        let evaluation = try evaluate(contrast, schemes: [F.scheme("light", .light, roles), F.scheme("dark", .dark, roles)])
        let light = try #require(evaluation.measurements.first { $0.scheme == "light" })
        let dark = try #require(evaluation.measurements.first { $0.scheme == "dark" })
        let alpha = 128.0 / 255
        #expect(light.base == .white && dark.base == .black)
        #expect(light.compositedBackground == RGBA(red: 1 - alpha, green: 1 - alpha, blue: 1 - alpha))
        #expect(dark.compositedBackground == .black)
        #expect(dark.value == 21)
    }

    @Test func configuredBaseColorAndRoleBase() throws {
        let roles: [(String, String?)] = [("background_page", "#336699"), ("overlay_background", "#00000000"), ("overlay_text", "#FFFFFF")]
        let pair = #""pairs": [{"foreground": "overlay_text", "background": "overlay_background", "minimum": 1}]"#
        let withColor = try evaluate(##"{"base": {"dark": "#808080"}, \##(pair)}"##, schemes: [F.scheme("dark", .dark, roles)])
        #expect(withColor.measurements.first?.compositedBackground.cssHex == "#808080FF")
        let withRole = try evaluate(#"{"base": {"dark": {"role": "background_page"}}, \#(pair)}"#, schemes: [F.scheme("dark", .dark, roles)])
        #expect(withRole.problems.isEmpty)
        #expect(withRole.measurements.first?.compositedBackground.cssHex == "#336699FF")
        #expect(withRole.measurements.first?.base.cssHex == "#336699FF")
        // The light scheme keeps its default white base.
        let mixed = try evaluate(#"{"base": {"dark": {"role": "background_page"}}, \#(pair)}"#, schemes: [F.scheme("light", .light, roles)])
        #expect(mixed.measurements.first?.base == .white)
    }

    @Test func translucentRoleBaseIsDrawnOverTheAppearanceDefault() throws {
        let roles: [(String, String?)] = [("background_page", "#FFFFFF80"), ("overlay_background", "#00000000"), ("overlay_text", "#FFFFFF")]
        let evaluation = try evaluate(
            #"{"base": {"dark": {"role": "background_page"}}, "pairs": [{"foreground": "overlay_text", "background": "overlay_background", "minimum": 1}]}"#,
            schemes: [F.scheme("dark", .dark, roles)]
        )
        #expect(evaluation.measurements.first?.base.cssHex == "#808080FF")
    }

    @Test func apcaPairsCompareAbsoluteLc() throws {
        let evaluation = try evaluate(
            #"{"pairs": [{"foreground": "text_primary", "background": "background_content", "algorithm": "apca", "minimum": 90}]}"#,
            schemes: [F.scheme("bright_light", .light, lightRoles), F.scheme("space_gray", .dark, darkRoles)]
        )
        let light = try #require(evaluation.measurements.first { $0.scheme == "bright_light" })
        let dark = try #require(evaluation.measurements.first { $0.scheme == "space_gray" })
        let lightLc = APCA.lightnessContrast(text: .black, background: .white)
        #expect(light.lightnessContrast == lightLc && light.value == lightLc && light.passes)
        let darkLc = try #require(dark.lightnessContrast)
        #expect(darkLc < 0 && dark.value == -darkLc)
        #expect(dark.value < 90 && !dark.passes)
    }

    @Test func rolesMissingEverywhereAreProblemsNotCrashes() throws {
        let evaluation = try evaluate(
            #"{"pairs": [{"foreground": "text_primery", "background": ["background_content", "background_nope"]}, {"foreground": "text_primary", "background": "background_content", "schemes": ["space_grey"]}], "infer": {"backgrounds": ["background_gone"]}, "base": {"dark": {"role": "page"}}}"#,
            schemes: [F.scheme("bright_light", .light, lightRoles), F.scheme("space_gray", .dark, darkRoles)]
        )
        #expect(evaluation.problems.map(\.message) == [
            "contrast base for dark schemes names role 'page', which no dark scheme of scheme.json defines",
            "contrast pair names role 'text_primery', which no scheme of scheme.json defines",
            "contrast pair names role 'background_nope', which no scheme of scheme.json defines",
            "contrast pair is limited to scheme 'space_grey', which scheme.json does not define",
            "contrast infer block names background 'background_gone', which no scheme of scheme.json defines",
        ])
        #expect(evaluation.problems.map(\.location.file) == Array(repeating: ".themelint.json", count: 5))
        #expect(evaluation.problems[1].location.position == SourcePosition(line: 1, column: 27))
        #expect(evaluation.problems[1].role == "text_primery")
        #expect(evaluation.problems[3].scheme == "space_grey")
        // The dark base does not resolve: dark schemes are skipped; the misspelt pair measures nothing.
        #expect(evaluation.measurements.isEmpty)
    }

    @Test func rolesMissingInOneSchemeOrUnresolvedAreSkippedSilently() throws {
        var partialDark = darkRoles.filter { $0.0 != "text_secondary" }
        partialDark.append(("background_page", nil))
        let evaluation = try evaluate(
            #"{"pairs": [{"foreground": "text_secondary", "background": "background_content", "minimum": 1}, {"foreground": "text_primary", "background": ["background_page", "background_content"], "minimum": 1}]}"#,
            schemes: [F.scheme("bright_light", .light, lightRoles), F.scheme("space_gray", .dark, partialDark)]
        )
        #expect(evaluation.problems.isEmpty)
        #expect(evaluation.measurements.map { "\($0.scheme)/\($0.foreground)/\($0.background)" } == [
            "bright_light/text_secondary/background_content",
            "bright_light/text_primary/background_page",
            "space_gray/text_primary/background_content",
        ])
    }

    @Test func noSchemesMeansNoProblems() throws {
        let evaluation = try evaluate(#"{"pairs": [{"foreground": "x", "background": "y"}]}"#, schemes: [])
        #expect(evaluation == ContrastEvaluation())
    }

    @Test func schemesLimitAPair() throws {
        let evaluation = try evaluate(
            #"{"pairs": [{"foreground": "text_secondary", "background": "background_content", "minimum": 1, "schemes": ["space_gray"]}]}"#,
            schemes: [F.scheme("bright_light", .light, lightRoles), F.scheme("space_gray", .dark, darkRoles)]
        )
        #expect(evaluation.measurements.map(\.scheme) == ["space_gray"])
    }

    @Test func inferredPairsCarryTheLevelAndExplicitPairsWin() throws {
        let roles: [(String, String?)] = [
            ("background_content", "#FFFFFF"), ("text_primary", "#000000"), ("text_secondary", "#888888"), // 3.54: passes non-text, would fail AA
            ("button_primary_background", "#2688EB"), ("button_primary_foreground", "#FFFFFF"),
        ]
        let evaluation = try evaluate(
            #"{"pairs": [{"foreground": "text_secondary", "background": "background_content", "level": "non-text"}], "infer": {"level": "AA", "backgrounds": ["background_content"]}}"#,
            schemes: [F.scheme("light", .light, roles)]
        )
        #expect(evaluation.measurements.map { "\($0.foreground)/\($0.background)/\($0.minimum)/\($0.pair.isInferred)" } == [
            "text_secondary/background_content/3.0/false",
            "text_primary/background_content/4.5/true",
            "button_primary_foreground/button_primary_background/4.5/true",
        ])
        // #FFFFFF on #2688EB is 3.6: fails the inferred AA.
        #expect(evaluation.failures.map(\.foreground) == ["button_primary_foreground"])
        #expect(evaluation.failures.first?.pair.level == .aa)
    }
}
