/// The diff as GitHub-flavoured Markdown for a pull-request comment or a CI job summary:
/// headings and tables, hex codes in code spans; the only HTML is `<details>` around long
/// sections. Contrast and files not compared come first; the whole stays within GitHub's
/// 65,536-character comment limit (`MarkdownAssembler`). Every name from a theme file goes
/// through `MarkdownText.escape`, so it cannot add links, mentions, markup or table cells.
public struct MarkdownDiffReporter: Reporter {
    /// The options.
    public var options: DiffReportOptions

    /// Creates a reporter.
    public init(options: DiffReportOptions = DiffReportOptions()) {
        self.options = options
    }

    /// Writes `report`.
    public func write(_ report: DiffReport, to sink: inout some TextOutputStream) {
        sink.write(Self.render(report, options: options)) // cut to GitHub's comment limit
    }

    /// Renders a diff report as Markdown: long sections folded into `<details>`, the whole
    /// within GitHub's comment limit (`MarkdownAssembler`; `limit` for tests).
    public static func render(_ report: DiffReport, options: DiffReportOptions = DiffReportOptions(), limit: Int = MarkdownAssembler.gitHubCommentLimit) -> String {
        let outline = DiffOutline(report)
        var head = "## Theme diff: \(m(DiffWording.describe(report.base))) → \(m(DiffWording.describe(report.head)))\n\n"
        head += "\(m(DiffWording.summary(report)))\n"
        var sections = paletteSections(outline)
        sections += [roleEditSection(outline)].compactMap { $0 }
        sections += addedAndRemovedRoleSections(outline)
        sections += [renamedRoleSection(outline), schemeSection(outline)].compactMap { $0 }
        // Contrast is what a reviewer must not miss: it goes first after the summary, after
        // only the files not compared.
        if let contrast = contrastSection(report) { sections.insert(contrast, at: 0) }
        if let notices = noticeSection(report) { sections.insert(notices, at: 0) }
        if options.explain, let chains = chainSection(report) { sections.append(chains) }
        return MarkdownAssembler.assemble(
            head: head, sections: sections, limit: limit,
            omissionHint: " The full report: `themelint diff --format html` (or `--format json`)."
        )
    }

    static func m(_ text: String) -> String { MarkdownText.escape(text) }

    static func row(_ cells: [String]) -> String {
        "| " + cells.joined(separator: " | ") + " |\n"
    }

    static func value(_ value: PaletteValue) -> String {
        value.color.map { _ in MarkdownText.code(DiffWording.spelling(value)) } ?? "\(m(value.raw)) (invalid)"
    }

    /// `sky_300 ×0.5` `#71AAEB80`, or `sky_30` (unresolved).
    static func side(_ snapshot: RoleSnapshot) -> String {
        var text = snapshot.identifier.map(m) ?? "(no color_identifier)"
        text += DiffWording.alpha(snapshot.alphaMultiplier)
        if let color = snapshot.value.color {
            text += " " + MarkdownText.code(DiffWording.spelling(snapshot, color))
        } else if let problem = DiffWording.unresolvedText(snapshot.value) {
            text += " (\(m(problem)))"
        }
        return text
    }
}

