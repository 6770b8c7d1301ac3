import Foundation
import Testing
import ThemeLintCore

/// Builds both sides of a diff from in-memory files.
enum DiffFixture {
    static let palette: [String: String] = [
        "white": "#FFFFFF", "black": "#000000", "sky_300": "#71AAEB", "sky_400": "#529EF4",
        "azure_300": "#71AAEB", "gray_900": "#19191A",
    ]

    static func paletteJSON(_ colors: [String: String]) -> String {
        "{\n" + colors.keys.sorted().map { "  \"\($0)\": \"\(colors[$0] ?? "")\"" }.joined(separator: ",\n") + "\n}\n"
    }

    /// Role name → reference object JSON (`{"color_identifier": "…"}`), per scheme (appearance).
    static func schemeJSON(_ schemes: [(name: String, appearance: String, roles: [(String, String)])]) -> String {
        let body = schemes.map { scheme in
            let roles = scheme.roles.map { "      \"\($0.0)\": \($0.1)" }.joined(separator: ",\n")
            return "  \"\(scheme.name)\": {\n    \"appearance\": \"\(scheme.appearance)\",\n    \"colors\": {\n\(roles)\n    }\n  }"
        }.joined(separator: ",\n")
        return "{\n" + body + "\n}\n"
    }

    static func ref(_ identifier: String, alpha: Double? = nil, extra: String = "") -> String {
        var text = "{\"color_identifier\": \"\(identifier)\""
        if let alpha { text += ", \"alpha_multiplier\": \(alpha)" }
        return text + extra + "}"
    }

    /// The standard two-scheme file: `accent`, `text_link` use sky_300; backgrounds differ.
    static func standardScheme(accent: String = ref("sky_300"), link: String = ref("sky_300"), extraLight: [(String, String)] = []) -> String {
        schemeJSON([
            ("bright_light", "light", [("accent", accent), ("text_link", link), ("background", ref("white")), ("text", ref("black"))] + extraLight),
            ("space_gray", "dark", [("accent", accent), ("text_link", link), ("background", ref("gray_900")), ("text", ref("white"))]),
        ])
    }

    static func load(_ texts: [String: String], spec: String, configuration: Configuration = .automatic, cache: DocumentCache? = nil) throws -> LoadedProject {
        let source = InMemorySource(descriptor: SourceDescriptor(spec: spec, kind: .commit), texts: texts)
        return try ProjectLoader(source: source, configuration: configuration, cache: cache).load()
    }

    static func diff(_ base: [String: String], _ head: [String: String], configuration: Configuration = .automatic) throws -> DiffReport {
        ThemeDiffer.diff(base: try load(base, spec: "base", configuration: configuration), head: try load(head, spec: "head", configuration: configuration))
    }

    static func standard(palette: [String: String] = palette, scheme: String = standardScheme()) -> [String: String] {
        ["theme/palette.json": paletteJSON(palette), "theme/scheme.json": scheme]
    }
}

extension DiffReport {
    var roleChanges: [RoleChange] {
        changes.compactMap { if case .roleChanged(let change) = $0 { change } else { nil } }
    }

    var kinds: [ChangeKind] { changes.map(\.kind) }
}

@Suite struct DiffTests {
    @Test func identicalSourcesHaveNoChanges() throws {
        let report = try DiffFixture.diff(DiffFixture.standard(), DiffFixture.standard())
        #expect(report.changes.isEmpty)
        #expect(!report.hasDifferences)
        #expect(report.notices.isEmpty)
    }

    @Test func paletteEditRepaintsRolesInBothSchemes() throws {
        var palette = DiffFixture.palette
        palette["sky_300"] = "#529EF4"
        let report = try DiffFixture.diff(DiffFixture.standard(), DiffFixture.standard(palette: palette))
        #expect(report.kinds == [.paletteChanged, .roleChanged, .roleChanged, .roleChanged, .roleChanged])
        guard case .paletteChanged(let edit) = report.changes.first else { Issue.record("no palette change first"); return }
        #expect(edit.file == "theme/palette.json")
        #expect(edit.name == "sky_300")
        #expect(edit.before.color?.cssHex == "#71AAEBFF")
        #expect(edit.after.color?.cssHex == "#529EF4FF")
        let roles = report.roleChanges
        #expect(roles.map { "\($0.scheme)/\($0.role)" } == ["bright_light/accent", "bright_light/text_link", "space_gray/accent", "space_gray/text_link"])
        #expect(roles.allSatisfy { $0.causes == [.palette] })
        #expect(roles.allSatisfy { ($0.deltaE ?? 0) > 1 })
        #expect(roles.allSatisfy { $0.before.identifier == "sky_300" && $0.after.identifier == "sky_300" })

        let outline = DiffOutline(report)
        #expect(outline.paletteEdits.count == 1)
        #expect(outline.paletteEdits.first?.repaints.map(\.scheme) == ["bright_light", "space_gray"])
        #expect(outline.paletteEdits.first?.roleCount == 4)
        #expect(outline.roleEdits.isEmpty)
    }

    @Test func paletteNotationChangeIsNotAChange() throws {
        var palette = DiffFixture.palette
        palette["white"] = "#FFF"
        palette["black"] = "#FF000000"
        let report = try DiffFixture.diff(DiffFixture.standard(), DiffFixture.standard(palette: palette))
        #expect(report.changes.isEmpty)
    }

    @Test func retargetToSameColorIsAnIdentifierChangeWithZeroDeltaE() throws {
        let head = DiffFixture.standard(scheme: DiffFixture.standardScheme(link: DiffFixture.ref("azure_300")))
        let report = try DiffFixture.diff(DiffFixture.standard(), head)
        let roles = report.roleChanges
        #expect(roles.count == 2)
        #expect(roles.allSatisfy { $0.role == "text_link" && $0.causes == [.identifier] && $0.deltaE == 0 })
        #expect(roles.first?.before.identifier == "sky_300")
        #expect(roles.first?.after.identifier == "azure_300")
        #expect(DiffOutline(report).roleEdits.count == 2)
    }

    @Test func chainsAreTheRolesReferenceChainsOnEachSide() throws {
        let head = DiffFixture.standard(scheme: DiffFixture.standardScheme(accent: DiffFixture.ref("sky_300", alpha: 0.5), link: DiffFixture.ref("nowhere")))
        let base = try DiffFixture.load(DiffFixture.standard(), spec: "base")
        let headProject = try DiffFixture.load(head, spec: "head")
        let report = ThemeDiffer.diff(base: base, head: headProject)
        let roles = report.roleChanges
        #expect(roles.count == 4)
        func chain(_ project: LoadedProject, _ change: RoleChange) -> [String]? {
            project.themeSets.first?.resolved.schemes.first { $0.name == change.scheme }?[role: change.role]?.referenceChain
        }
        for change in roles {
            #expect(change.before.chain == chain(base, change))
            #expect(change.after.chain == chain(headProject, change))
        }
        #expect(roles.contains { $0.after.chain.last == "(unresolved)" })
        #expect(roles.contains { $0.after.chain.contains("sky_300 × alpha 0.5") })
    }

    @Test func alphaChangeIsMeasuredOverTheSchemeBase() throws {
        let base = DiffFixture.standard(scheme: DiffFixture.standardScheme(accent: DiffFixture.ref("sky_300", alpha: 0.5)))
        let head = DiffFixture.standard(scheme: DiffFixture.standardScheme(accent: DiffFixture.ref("sky_300", alpha: 0.8)))
        let roles = try DiffFixture.diff(base, head).roleChanges
        #expect(roles.map(\.role) == ["accent", "accent"])
        #expect(roles.allSatisfy { $0.causes == [.alpha] })
        #expect(roles.first?.after.value.color?.cssHex == "#71AAEBCC")
        // Over white (light) and black (dark) the same alpha step looks different.
        let light = try #require(roles.first { $0.scheme == "bright_light" }?.deltaE)
        let dark = try #require(roles.first { $0.scheme == "space_gray" }?.deltaE)
        #expect(light > 0 && dark > 0 && light != dark)
        #expect(roles.first?.before.base == .white)
        #expect(roles.last?.before.base == .black)
    }

    @Test func writingAlphaOneIsNotAChange() throws {
        let head = DiffFixture.standard(scheme: DiffFixture.standardScheme(accent: DiffFixture.ref("sky_300", alpha: 1)))
        #expect(try DiffFixture.diff(DiffFixture.standard(), head).changes.isEmpty)
    }

    @Test func flagChangesAreReported() throws {
        let head = DiffFixture.standard(scheme: DiffFixture.standardScheme(accent: DiffFixture.ref("sky_300", extra: ", \"deprecated_for_web\": true")))
        let roles = try DiffFixture.diff(DiffFixture.standard(), head).roleChanges
        #expect(roles.count == 2)
        #expect(roles.allSatisfy { $0.causes == [.flags] && $0.deltaE == 0 })
        #expect(roles.first?.after.flags.map(\.name) == ["deprecated_for_web"])
    }

    @Test func paletteRenameWithAllReferencesMoved() throws {
        var palette = DiffFixture.palette
        palette["sky_300"] = nil
        palette["sky_blue"] = "#71AAEB"
        let scheme = DiffFixture.standardScheme(accent: DiffFixture.ref("sky_blue"), link: DiffFixture.ref("sky_blue"))
        let report = try DiffFixture.diff(DiffFixture.standard(), DiffFixture.standard(palette: palette, scheme: scheme))
        #expect(!report.kinds.contains(.paletteAdded))
        #expect(!report.kinds.contains(.paletteRemoved))
        guard case .paletteRenamed(let rename) = report.changes.first else { Issue.record("\(report.kinds)"); return }
        #expect(rename.previousName == "sky_300")
        #expect(rename.name == "sky_blue")
        #expect(rename.movedReferences == 4)
        #expect(report.roleChanges.count == 4)
        #expect(report.roleChanges.allSatisfy { $0.causes == [.identifier] && $0.deltaE == 0 })
        let outline = DiffOutline(report)
        #expect(outline.paletteEdits.first?.roleCount == 4)
        #expect(outline.roleEdits.isEmpty)
    }

    @Test func paletteRenameNeedsEveryReferenceToMove() throws {
        var palette = DiffFixture.palette
        palette["sky_300"] = nil
        palette["sky_blue"] = "#71AAEB"
        // text_link still references the old name (now unresolved).
        let scheme = DiffFixture.standardScheme(accent: DiffFixture.ref("sky_blue"))
        let report = try DiffFixture.diff(DiffFixture.standard(), DiffFixture.standard(palette: palette, scheme: scheme))
        #expect(!report.kinds.contains(.paletteRenamed))
        #expect(report.kinds.contains(.paletteAdded))
        #expect(report.kinds.contains(.paletteRemoved))
        let link = try #require(report.roleChanges.first { $0.role == "text_link" })
        #expect(link.after.value == .unresolved)
        #expect(link.after.value.color == nil)
        #expect(link.causes == [.palette])
        #expect(link.deltaE == nil)
    }

    @Test func roleRenameWithSameReferenceInEveryScheme() throws {
        let head = DiffFixture.schemeJSON([
            ("bright_light", "light", [("accent", DiffFixture.ref("sky_300")), ("text_hyperlink", DiffFixture.ref("sky_300")), ("background", DiffFixture.ref("white")), ("text", DiffFixture.ref("black"))]),
            ("space_gray", "dark", [("accent", DiffFixture.ref("sky_300")), ("text_hyperlink", DiffFixture.ref("sky_300")), ("background", DiffFixture.ref("gray_900")), ("text", DiffFixture.ref("white"))]),
        ])
        let report = try DiffFixture.diff(DiffFixture.standard(), DiffFixture.standard(scheme: head))
        #expect(report.kinds == [.roleRenamed])
        guard case .roleRenamed(let rename) = report.changes.first else { return }
        #expect(rename.previousRole == "text_link")
        #expect(rename.role == "text_hyperlink")
        #expect(rename.schemes == ["bright_light", "space_gray"])
        #expect(rename.identifier == "sky_300")
    }

    @Test func roleWithDifferentReferenceIsRemovedAndAdded() throws {
        let head = DiffFixture.schemeJSON([
            ("bright_light", "light", [("accent", DiffFixture.ref("sky_300")), ("text_hyperlink", DiffFixture.ref("sky_400")), ("background", DiffFixture.ref("white")), ("text", DiffFixture.ref("black"))]),
            ("space_gray", "dark", [("accent", DiffFixture.ref("sky_300")), ("text_hyperlink", DiffFixture.ref("sky_300")), ("background", DiffFixture.ref("gray_900")), ("text", DiffFixture.ref("white"))]),
        ])
        let report = try DiffFixture.diff(DiffFixture.standard(), DiffFixture.standard(scheme: head))
        #expect(report.kinds.filter { $0 == .roleAdded }.count == 2)
        #expect(report.kinds.filter { $0 == .roleRemoved }.count == 2)
        #expect(!report.kinds.contains(.roleRenamed))
        let outline = DiffOutline(report)
        #expect(outline.addedRoles.map(\.role) == ["text_hyperlink"])
        #expect(outline.addedRoles.first?.entries.count == 2)
    }

    @Test func schemeAddedIsOneChange() throws {
        let head = DiffFixture.schemeJSON([
            ("bright_light", "light", [("accent", DiffFixture.ref("sky_300")), ("text_link", DiffFixture.ref("sky_300")), ("background", DiffFixture.ref("white")), ("text", DiffFixture.ref("black"))]),
            ("space_gray", "dark", [("accent", DiffFixture.ref("sky_300")), ("text_link", DiffFixture.ref("sky_300")), ("background", DiffFixture.ref("gray_900")), ("text", DiffFixture.ref("white"))]),
            ("vk_dark", "dark", [("accent", DiffFixture.ref("sky_400")), ("text_link", DiffFixture.ref("sky_400")), ("background", DiffFixture.ref("black")), ("text", DiffFixture.ref("white"))]),
        ])
        let report = try DiffFixture.diff(DiffFixture.standard(), DiffFixture.standard(scheme: head))
        #expect(report.kinds == [.schemeAdded])
        guard case .schemeAdded(let added) = report.changes.first else { return }
        #expect(added.scheme == "vk_dark")
        #expect(added.appearance == .dark)
        #expect(added.roleCount == 4)
    }

    @Test func schemeRenameKeepsComparingItsRoles() throws {
        let renamed = DiffFixture.standardScheme().replacingOccurrences(of: "space_gray", with: "dark_gray")
        var palette = DiffFixture.palette
        palette["gray_900"] = "#202020"
        let report = try DiffFixture.diff(DiffFixture.standard(), DiffFixture.standard(palette: palette, scheme: renamed))
        #expect(report.kinds == [.paletteChanged, .schemeRenamed, .roleChanged])
        guard case .schemeRenamed(let rename) = report.changes[1] else { return }
        #expect(rename.previousScheme == "space_gray")
        #expect(rename.scheme == "dark_gray")
        #expect(report.roleChanges.first?.scheme == "dark_gray")
        #expect(report.roleChanges.first?.role == "background")
    }

    @Test func schemeFileAddedListsItsSchemes() throws {
        var head = DiffFixture.standard()
        head["other/scheme.json"] = DiffFixture.standardScheme()
        head["other/palette.json"] = DiffFixture.paletteJSON(["sky_300": "#71AAEB", "white": "#FFFFFF", "black": "#000000", "gray_900": "#19191A"])
        let report = try DiffFixture.diff(DiffFixture.standard(), head)
        #expect(report.kinds.filter { $0 == .paletteAdded }.count == 4)
        #expect(report.kinds.filter { $0 == .schemeAdded }.count == 2)
        #expect(report.changes.allSatisfy { $0.file.hasPrefix("other/") })
    }

    @Test func fileThatFailsToParseIsANoticeAndTheRestIsCompared() throws {
        var base = DiffFixture.standard()
        base["b/palette.json"] = DiffFixture.paletteJSON(["white": "#FFFFFF"])
        base["b/scheme.json"] = DiffFixture.schemeJSON([("l", "light", [("x", DiffFixture.ref("white"))])])
        var head = base
        head["b/palette.json"] = "{\n  \"white\": \"#FFF"
        var palette = DiffFixture.palette
        palette["black"] = "#111111"
        head["theme/palette.json"] = DiffFixture.paletteJSON(palette)
        let report = try DiffFixture.diff(base, head)
        #expect(report.notices.count == 1)
        #expect(report.notices.first?.side == .head)
        #expect(report.notices.first?.file == "b/palette.json")
        #expect(report.notices.first?.position.line == 2)
        // The broken palette's roles are indeterminate in the head: not a change, not black.
        #expect(!report.changes.contains { $0.file.hasPrefix("b/") })
        #expect(report.kinds.contains(.paletteChanged))
        #expect(report.roleChanges.map(\.role) == ["text"])
        #expect(report.hasDifferences)
    }

    @Test func brokenSchemeFileOnOneSideIsNotReportedAsSchemesRemoved() throws {
        var head = DiffFixture.standard()
        head["theme/scheme.json"] = "[1, 2]"
        let report = try DiffFixture.diff(DiffFixture.standard(), head)
        #expect(report.changes.isEmpty)
        #expect(report.notices.map(\.file) == ["theme/scheme.json"])
        #expect(report.hasDifferences)
    }

    @Test func equalContentIsParsedOnce() throws {
        var files = DiffFixture.standard()
        // A decoding problem must be reported on both sides even though the head reuses the decoding.
        files["theme/scheme.json"] = DiffFixture.standardScheme(accent: "{\"color_identifier\": 3}")
        let cache = DocumentCache()
        let base = CountingSource(files: files, spec: "base")
        let head = CountingSource(files: files, spec: "head")
        let baseProject = try ProjectLoader(source: base, configuration: .automatic, cache: cache).load()
        let headProject = try ProjectLoader(source: head, configuration: .automatic, cache: cache).load()
        #expect(base.reads.value == 2)
        #expect(head.reads.value == 0)
        #expect(ThemeDiffer.diff(base: baseProject, head: headProject).changes.isEmpty)
        #expect(baseProject.issues.filter { $0.kind == .invalidStructure }.count == 2)
        #expect(headProject.issues == baseProject.issues)
        #expect(headProject.schemeFiles == baseProject.schemeFiles)
    }

    @Test func contrastEffectsCarryStatus() throws {
        let configuration = try Configuration.parse(bytes: Array("""
            {"themes": [{"name": "main", "schemes": "theme/scheme.json", "palettes": ["theme/palette.json"],
              "contrast": {"pairs": [{"foreground": "text_link", "background": "background", "level": "AA"},
                                     {"foreground": "text", "background": "background", "minimum": 4.5}]}}]}
            """.utf8), file: ".themelint.json")
        // sky_300 #71AAEB on white is below 4.5; #2A5885 passes. On gray_900 both change too.
        var palette = DiffFixture.palette
        palette["sky_300"] = "#2A5885"
        palette["black"] = "#222222"
        let report = try DiffFixture.diff(DiffFixture.standard(), DiffFixture.standard(palette: palette), configuration: configuration)
        let effects = Dictionary(uniqueKeysWithValues: report.contrast.map { ("\($0.scheme)/\($0.foreground)", $0) })
        #expect(effects["bright_light/text_link"]?.status == .fixed)
        #expect(effects["space_gray/text_link"]?.status == .regressed)
        #expect(effects["bright_light/text"]?.status == .regressed)
        #expect(effects["space_gray/text"] == nil)
        #expect(report.contrast.allSatisfy { $0.themeSet == "main" })
        let link = try #require(effects["space_gray/text_link"])
        #expect((link.before ?? 0) >= 4.5 && link.after < 4.5 && link.minimum == 4.5 && link.level == "AA")
        #expect(link.isRegression)
    }

    @Test func contrastStatusAroundTheMinimum() {
        func measurement(_ value: Double) -> ContrastMeasurement {
            let location = Location(file: "s.json", position: .start)
            let pair = ContrastPair(foreground: "f", backgrounds: ["b"], minimum: 4.5, declaration: location)
            return ContrastMeasurement(scheme: "s", pair: pair, foreground: "f", background: "b", foregroundColor: .black, backgroundColor: .white,
                                       base: .white, compositedForeground: .black, compositedBackground: .white, value: value, foregroundLocation: location)
        }
        #expect(ContrastDiffer.status(before: measurement(4.8), after: measurement(4.499)) == .regressed)
        #expect(ContrastDiffer.status(before: measurement(4.499), after: measurement(4.5)) == .fixed)
        #expect(ContrastDiffer.status(before: measurement(9), after: measurement(8)) == .regressed)
        #expect(ContrastDiffer.status(before: measurement(3), after: measurement(2)) == .regressed)
        #expect(ContrastDiffer.status(before: measurement(3), after: measurement(4)) == .stillFailing)
        #expect(ContrastDiffer.status(before: measurement(5), after: measurement(6)) == .improved)
        #expect(ContrastDiffer.status(before: measurement(5), after: measurement(5)) == nil)
        #expect(ContrastDiffer.status(before: nil, after: measurement(3)) == .newlyFailing)
        #expect(ContrastDiffer.status(before: nil, after: measurement(5)) == nil)
    }

    @Test func reportersEscapeNamesFromThemeFiles() throws {
        let evil = "evil\u{1B}[31m|`*_[x](http://e.com)<script>\n@team"
        let escapedEvil = evil.replacingOccurrences(of: "\u{1B}", with: "\\u001b").replacingOccurrences(of: "\n", with: "\\n")
        let base = DiffFixture.standard()
        let head = DiffFixture.standard(scheme: DiffFixture.standardScheme(extraLight: [(escapedEvil, DiffFixture.ref("sky_300"))]))
        let report = try DiffFixture.diff(base, head)
        #expect(report.kinds == [.roleAdded])

        let text = TextDiffReporter.render(report, options: DiffReportOptions(useColor: true))
        #expect(!text.contains("\u{1B}[31m|"))
        #expect(text.contains("evil\\e[31m"))

        let markdown = MarkdownDiffReporter.render(report)
        #expect(markdown.contains("evil[31m\\|\\`\\*\\_[x\\](http\\://e.com)\\<script\\> \\@team"), "\(markdown)")
        #expect(!markdown.contains("\u{1B}"))
        #expect(!markdown.contains("<script>"))

        let html = HTMLDiffReporter.render(report)
        // Control characters shown as the text report shows them, not dropped.
        #expect(html.contains("evil\\e[31m|`*_<wbr>[x](http:/<wbr>/<wbr>e.<wbr>com)&lt;script&gt;\\n@team"), "\(html)")
        #expect(!html.contains("<script"))
        #expect(!html.contains("\u{1B}"))
    }

    @Test func markdownAndHTMLEscaping() {
        #expect(MarkdownText.escape("a|b`c*d_e[f]g<h>i#j") == "a\\|b\\`c\\*d_e[f]g\\<h\\>i#j")
        #expect(MarkdownText.escape("[x](u) ![i](s) [r][1] [^n]") == "[x\\](u) ![i\\](s) [r\\][1] \\[^n]")
        #expect(MarkdownText.escape("text_primary") == "text_primary")
        #expect(MarkdownText.escape("_private_") == "\\_private\\_")
        #expect(MarkdownText.escape("@team https://x.io www.x.io &amp; $x$ ~y~") == "\\@team https\\://x.io www\\.x.io \\&amp; \\$x\\$ \\~y\\~")
        #expect(MarkdownText.escape("line\nbreak\u{7}bell\u{202E}rtl") == "line breakbellrtl")
        #expect(HTMLText.escape("<a href=\"x\" onclick='y'>&</a>") == "&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;")
    }
}

/// A source that counts reads and reports content ids (as git blob ids would be).
final class CountingSource: DocumentSource, @unchecked Sendable {
    let files: [String: [UInt8]]
    let descriptor: SourceDescriptor
    let reads = Counter()

    init(files: [String: String], spec: String) {
        self.files = files.mapValues { Array($0.utf8) }
        descriptor = SourceDescriptor(spec: spec, kind: .commit)
    }

    func contents(of path: String) throws -> [UInt8]? {
        reads.increment()
        return files[path]
    }

    func allFilePaths() throws -> [String] { files.keys.sorted() }

    func contentID(of path: String) throws -> String? {
        files[path].map { "\($0.count):\($0.hashValue)" }
    }
}

final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() {
        lock.lock()
        count += 1
        lock.unlock()
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}
