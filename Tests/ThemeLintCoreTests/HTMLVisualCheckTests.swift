import Testing
@testable import ThemeLintCore

/// The visual check pages as text: `show --format html` (`HTMLShowReporter`) and the plan page
/// (`HTMLPlanReporter`), built on the machinery the diff page shares (`HTMLPage`, `HTMLSwatch`,
/// `HTMLText`). The browser tests (EndToEndTests/VisualCheckBrowserTests) check what they render.
@Suite struct HTMLVisualCheckTests {
    static let palette = ##"{"white": "#FFFFFF", "ink": "#19191A", "gray": "#818C99", "veil": "#14000000"}"##
    static let scheme = ##"""
        {"bright_light": {"appearance": "light", "colors": {
            "background_content": {"color_identifier": "white"},
            "text_primary": {"color_identifier": "ink"},
            "text_secondary": {"color_identifier": "gray"},
            "background_hover": {"color_identifier": "veil"},
            "text_<b>bold</b>": {"color_identifier": "ink"},
            "icon_lost": {"color_identifier": "nowhere"}}},
         "space_gray": {"appearance": "dark", "colors": {
            "background_content": {"color_identifier": "ink"},
            "text_primary": {"color_identifier": "white"},
            "text_secondary": {"color_identifier": "gray"},
            "background_hover": {"color_identifier": "veil", "alpha_multiplier": 0.5}}}}
        """##

    static func project(contrast: String? = ##"{"contrast": {"infer": false, "pairs": [{"foreground": "text_secondary", "background": "background_content", "level": "AA"}]}}"##) throws -> LoadedProject {
        let configuration = try contrast.map { try Configuration.parse(bytes: Array($0.utf8), file: ".themelint.json") } ?? .automatic
        let source = InMemorySource(texts: ["palette.json": palette, "scheme.json": scheme])
        return try ProjectLoader(source: source, configuration: configuration).load()
    }

    static func page(_ selection: RoleSelection = RoleSelection(), contrast: String? = nil) throws -> String {
        let project = contrast == nil ? try project() : try project(contrast: contrast)
        return HTMLShowReporter.render(ShowReport(project: project, selection: selection, measuringContrast: true))
    }

    @Test func everyCellNamesItsSchemeAndRoleAndEverySwatchItsColor() throws {
        let html = try Self.page()
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        // Opaque: the swatch is painted with the color and carries it.
        #expect(html.contains(##"<td data-scheme="bright_light" data-role="text_primary" title="ink → #19191A in palette.json · scheme.json:3"><span class="cell"><span class="sw cs" data-color="#19191AFF" style="background:#19191AFF"></span><code>#19191A</code></span></td>"##), "\(html)")
        // Translucent: on a checkerboard, written as the source writes it (alpha first).
        #expect(html.contains(##"<span class="sw cs ck"><span data-color="#00000014" style="background:#00000014"></span></span><code>#14000000</code>"##))
        // With an alpha multiplier: the color painted, the multiplier in the chain.
        #expect(html.contains(##"data-color="#0000000A""##))
        #expect(html.contains("×0.5 in palette.json"))
    }

    @Test func aRoleWithoutAColorSaysWhyAndARoleAbsentFromASchemeSaysSo() throws {
        let html = try Self.page()
        #expect(html.contains(##"<td class="unknown" data-scheme="bright_light" data-role="icon_lost""##))
        #expect(html.contains("unresolved: no palette of the set defines nowhere"))
        #expect(html.contains(##"<td class="absent" data-scheme="space_gray" data-role="icon_lost">not in this scheme</td>"##))
    }

    @Test func namesAreEscapedInTextAndAttributes() throws {
        let html = try Self.page()
        #expect(!html.contains("<b>bold</b>"))
        #expect(html.contains(##"data-role="text_&lt;b&gt;bold&lt;/b&gt;""##))
        #expect(!html.contains("<script") && !html.contains("<link") && !html.contains("http://") && !html.contains("https://"))
    }

    /// A bidi override or a control character in a name is shown as the text report shows it
    /// (`\u{202E}`), never dropped: else `text\u{202E}primary` reads as `textprimary` on the
    /// page, one role passing for another, and `data-role` no longer names the role.
    @Test func invisibleCharactersInNamesAreShownNotDropped() throws {
        let scheme = #"{"light": {"appearance": "light", "colors": {"text\u202Eprimary": {"color_identifier": "a"}, "textprimary": {"color_identifier": "a"}, "b\u0007\nc": {"color_identifier": "a"}, "b c": {"color_identifier": "a"}}}}"#
        let source = InMemorySource(texts: ["palette.json": ##"{"a": "#FFFFFF"}"##, "scheme.json": scheme])
        let project = try ProjectLoader(source: source, configuration: .automatic).load()
        let html = HTMLShowReporter.render(ShowReport(project: project, selection: RoleSelection(), measuringContrast: true))
        #expect(!html.unicodeScalars.contains { $0 == "\u{202E}" || $0 == "\u{07}" })
        #expect(html.contains(#"data-role="text\u{202E}primary""#), "\(html)")
        #expect(html.contains(#"data-role="textprimary""#))
        #expect(html.contains(#"data-role="b\u{7}\nc""#))
        #expect(html.contains(#"data-role="b c""#))
    }

    @Test func contrastPairsAreRealTextOnTheirBackgroundWithBothMeasures() throws {
        let html = try Self.page()
        // text_secondary #818C99 on white: 3.41:1 and Lc 61.7 (as `themelint contrast` measures), below AA; on #19191A: 5.14:1.
        #expect(html.contains(##"<td class="fail" data-scheme="bright_light" data-role="text_secondary" data-background="background_content"><span class="sample" data-color="#FFFFFFFF" style="background:#FFFFFFFF;color:#818C99FF"><b>Aa</b>Text</span>"##), "\(html)")
        #expect(html.contains(##"<span class="status bad">fail</span> 3.41:1 · Lc 61.7"##))
        #expect(html.contains(##"<td class="pass" data-scheme="space_gray" data-role="text_secondary""##))
        #expect(html.contains("≥ 4.5:1 (AA)"))
        // Only the pairs check checks: with "infer": false, text_primary is not measured.
        #expect(!html.contains(##"data-role="text_primary" data-background"##))
    }

    @Test func withoutAContrastConfigurationThePageSaysNoPairIsChecked() throws {
        let project = try Self.project(contrast: nil)
        let html = HTMLShowReporter.render(ShowReport(project: project, measuringContrast: true))
        #expect(!html.contains("data-background"))
        #expect(html.contains("No contrast pair is checked here"))
    }

    @Test func filtersNarrowTheGridAndThePairs() throws {
        let html = try Self.page(RoleSelection(schemes: [SchemeSelector("space_gray")], roles: [NameGlob("background_*")]))
        #expect(!html.contains(##"data-scheme="bright_light""##))
        #expect(!html.contains(##"data-role="text_primary""##))
        #expect(html.contains(##"data-scheme="space_gray" data-role="background_content""##))
        // The pair names a kept background, so it stays.
        #expect(html.contains(##"data-role="text_secondary" data-background="background_content""##))
        let none = try Self.page(RoleSelection(roles: [NameGlob("icon_*")]))
        #expect(!none.contains("data-background"))
    }

    @Test func writingStreamsTheSameBytesAsRendering() throws {
        let report = ShowReport(project: try Self.project(), measuringContrast: true)
        var sink = ChunkCounter()
        HTMLShowReporter.write(report, to: &sink)
        #expect(sink.text == HTMLShowReporter.render(report))
        #expect(sink.writes > 10, "written row by row, not as one string")
    }

    @Test func wideThemesSplitIntoTablesOfAtMostSixSchemes() throws {
        var schemes: [String] = []
        for index in 0..<14 {
            schemes.append(##""s\##(index)": {"appearance": "\##(index % 2 == 0 ? "light" : "dark")", "colors": {"text_primary": {"color_identifier": "ink"}}}"##)
        }
        let source = InMemorySource(texts: ["palette.json": Self.palette, "scheme.json": "{" + schemes.joined(separator: ",") + "}"])
        let project = try ProjectLoader(source: source, configuration: .automatic).load()
        let html = HTMLShowReporter.render(ShowReport(project: project))
        #expect(html.components(separatedBy: "<table class=\"grid show\"").count - 1 == 3)
        #expect(html.components(separatedBy: "data-role=\"text_primary\"").count - 1 == 14)
    }

    @Test func thePlanPageListsEachMergeWithItsDeltaEAndTheDiffsSections() throws {
        let before = try Self.project()
        let diff = DiffReport(base: before.source, head: before.source, changes: [], contrast: [])
        var plan = EditPlanReport(title: "Compress plan", written: false, report: diff)
        plan.merges = [EditPlanReport.Merge(scope: "palette.json", kept: ("ink", RGBA(red8: 0x19, green8: 0x19, blue8: 0x1A)), replaced: [("ink_2", nil, 0.41666)])]
        plan.leftOut = [LeftOutMerge(scope: "palette.json", replaced: "gray", kept: "<ink>", reason: "contrast would fail")]
        let html = HTMLPlanReporter.render(plan)
        #expect(html.contains(##"data-replaced="ink_2" data-delta-e="0.4167""##), "\(html)")
        #expect(html.contains("ΔE 0.42"))
        #expect(html.contains(##"data-color="#19191AFF""##))
        #expect(html.contains("nothing written yet (--write writes)"))
        #expect(html.contains("&lt;ink&gt;") && !html.contains("<ink>"))
        #expect(html.contains("No changes."))
    }
}

/// A text stream that counts its writes.
private struct ChunkCounter: TextOutputStream {
    var text = ""
    var writes = 0
    mutating func write(_ string: String) {
        text += string
        writes += 1
    }
}
