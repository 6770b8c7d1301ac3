import Testing
import ThemeLintCore

/// A lint context over hand-built theme sets and palettes.
func lintContext(sets: [ResolvedThemeSet] = [], palettes: [Palette] = [], rules: [String: RuleConfiguration] = [:]) -> LintContext {
    let loaded = sets.map {
        LoadedThemeSet(definition: $0.definition, schemeFile: nil, palettes: $0.palettes, unavailablePalettes: [], resolved: $0)
    }
    var byPath: [String: Palette] = [:]
    for palette in palettes { byPath[palette.file] = palette }
    let project = LoadedProject(
        source: SourceDescriptor(spec: "memory", kind: .filesystem), configuration: Configuration(rules: rules),
        themeSets: loaded, palettes: byPath, schemeFiles: [:], issues: [], files: []
    )
    return LintContext(project: project)
}

@Suite struct ContrastRuleTests {
    typealias F = ContrastFixture

    private func findings(_ contrast: String?, _ schemes: [ResolvedScheme]) throws -> [Finding] {
        let configuration = try contrast.map { try F.configuration($0) }
        return ContrastRule().findings(in: lintContext(sets: [F.set(schemes, contrast: configuration)]))
    }

    private let light = F.scheme("bright_light", .light, [
        ("background_content", "#FFFFFF"), ("background_page", "#EBEDF0"), ("text_secondary", "#777777"), ("text_overlay", "#00000080"),
    ], firstLine: 3)
    private let dark = F.scheme("space_gray", .dark, [
        ("background_content", "#19191A"), ("background_page", "#0A0A0A"), ("text_secondary", "#5D5F61"), ("text_overlay", "#FFFFFF80"),
    ], firstLine: 30)

    @Test func aFailingPairNamesSchemeRolesColorsTruncatedRatioAndMinimum() throws {
        let result = try findings(#"{"pairs": [{"foreground": "text_secondary", "background": "background_content", "level": "AA"}]}"#, [light, dark])
        #expect(result.count == 2)
        let first = try #require(result.first)
        #expect(first.rule == "contrast" && first.severity == .error)
        #expect(first.message == "text_secondary on background_content in bright_light: 4.47:1 (#777777 on #FFFFFF) is below 4.5:1 (AA)")
        #expect(first.location == Location(file: "scheme.json", position: SourcePosition(line: 5, column: 9)))
        #expect(first.scheme == "bright_light" && first.role == "text_secondary" && first.background == "background_content")
        #expect(first.minimum == 4.5)
        #expect(abs((first.value ?? 0) - 4.478) < 0.001)
        let second = result[1]
        #expect(second.message == "text_secondary on background_content in space_gray: 2.73:1 (#5D5F61 on #19191A) is below 4.5:1 (AA)")
        #expect(second.line == 32)
    }

    @Test func passingPairsAndSetsWithoutContrastReportNothing() throws {
        #expect(try findings(#"{"pairs": [{"foreground": "text_secondary", "background": "background_content", "minimum": 2.5}]}"#, [light, dark]).isEmpty)
        #expect(try findings(nil, [light, dark]).isEmpty)
    }

    @Test func theWorstBackgroundAndCompositedColorsAreInTheMessage() throws {
        let result = try findings(
            #"{"pairs": [{"foreground": "text_overlay", "background": ["background_content", "background_page"], "minimum": 7, "schemes": ["bright_light"]}]}"#,
            [light, dark]
        )
        let finding = try #require(result.first)
        #expect(result.count == 1)
        #expect(finding.background == "background_page")
        #expect(finding.message.hasPrefix("text_overlay on background_page (the worst of 2 backgrounds) in bright_light: "))
        #expect(finding.message.contains("(#00000080 on #EBEDF0, seen as #757678 on #EBEDF0)"))
        #expect(finding.message.hasSuffix("is below 7:1"))
    }

    @Test func apcaFindingsShowAbsoluteLc() throws {
        let result = try findings(
            #"{"pairs": [{"foreground": "text_secondary", "background": "background_content", "algorithm": "apca", "minimum": 75}]}"#,
            [dark]
        )
        let finding = try #require(result.first)
        let lc = APCA.lightnessContrast(text: RGBA(red8: 0x5D, green8: 0x5F, blue8: 0x61), background: RGBA(red8: 0x19, green8: 0x19, blue8: 0x1A))
        #expect(finding.value == abs(lc))
        #expect(finding.minimum == 75)
        #expect(finding.message == "text_secondary on background_content in space_gray: APCA |Lc| \(MeasurementFormat.truncated(abs(lc))) (#5D5F61 on #19191A) is below Lc 75")
    }

    @Test func inferredPairsSayso() throws {
        let result = try findings(#"{"infer": {"level": "AA", "backgrounds": ["background_content"]}}"#, [light])
        #expect(result.map(\.role) == ["text_secondary", "text_overlay"])
        #expect(result.allSatisfy { $0.message.hasSuffix("is below 4.5:1 (AA); inferred pair") })
    }

    @Test func unknownRolesAreFindingsInTheConfigurationFile() throws {
        let result = try findings(#"{"pairs": [{"foreground": "text_secondery", "background": "background_content"}]}"#, [light, dark])
        #expect(result.count == 1)
        let finding = try #require(result.first)
        #expect(finding.rule == "contrast" && finding.severity == .error)
        #expect(finding.file == ".themelint.json" && finding.line == 1 && finding.column == 27)
        #expect(finding.role == "text_secondery")
        #expect(finding.message.contains("no scheme of scheme.json defines"))
    }

    @Test func describesItself() {
        #expect(ContrastRule.description.id == "contrast")
        #expect(ContrastRule.description.defaultSeverity == .error)
        #expect(ContrastRule.description.examples.contains { $0.triggers } && ContrastRule.description.examples.contains { !$0.triggers })
    }
}
