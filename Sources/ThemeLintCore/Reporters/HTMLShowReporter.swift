/// `show --format html`, the visual check: one self-contained page (the shared `HTMLPage`) with,
/// per theme set, a grid of roles × schemes, each cell a swatch of the resolved color (on a
/// checkerboard when translucent) and the color as the source writes it, its reference chain on
/// hover; a role with no color says why. Then the set's contrast pairs, each rendered as real
/// text on its background with the WCAG ratio, the APCA Lc and pass or fail
/// (`HTMLShowReporter+Contrast`). Every cell carries `data-scheme` and `data-role`, every swatch
/// `data-color` (`#RRGGBBAA`). Written row by row; every name goes through `HTMLText`.
public struct HTMLShowReporter: Reporter {
    /// Creates a reporter.
    public init() {}

    /// Writes `report`.
    public func write(_ report: ShowReport, to sink: inout some TextOutputStream) {
        Self.write(report, to: &sink)
    }

    /// Columns per table: wider themes get one table per this many schemes, so the page never
    /// scrolls sideways.
    static let schemesPerTable = 6

    /// Renders a show report as an HTML document, as one string (tests, small reports).
    public static func render(_ report: ShowReport) -> String {
        var out = ""
        write(report, to: &out)
        return out
    }

    /// Writes a show report as an HTML document to `out`, row by row.
    public static func write(_ report: ShowReport, to out: inout some TextOutputStream) {
        let title = "Theme: \(DiffWording.describe(report.source))"
        HTMLPage.writeStart(title: title, summary: summary(report), to: &out)
        if report.themes.count > 1 {
            out.write("<nav class=\"sets\">")
            for (offset, theme) in report.themes.enumerated() {
                out.write("<a href=\"#set-\(offset + 1)\">\(HTMLText.breakable(theme.name))</a> ")
            }
            out.write("</nav>")
        }
        HTMLPage.writeHeaderEnd(to: &out)
        if report.themes.isEmpty {
            out.write("<p class=\"empty\">No theme set matches.</p>\n")
        }
        for (offset, theme) in report.themes.enumerated() {
            writeTheme(theme, id: offset + 1, to: &out)
        }
        HTMLPage.writeEnd(to: &out)
    }

    /// "2 theme sets · 8 schemes · 1204 roles in all · 3 without a color · 96 contrast checks, 4 failing"
    /// (a contrast check is one pair in one scheme).
    static func summary(_ report: ShowReport) -> String {
        var schemes = 0, cells = 0, unknown = 0, pairs = 0, failing = 0
        for theme in report.themes {
            schemes += theme.schemes.count
            for scheme in theme.schemes {
                cells += scheme.roles.count
                unknown += scheme.roles.lazy.filter { $0.color == nil }.count
                pairs += scheme.contrast.count
                failing += scheme.contrast.lazy.filter { !$0.passes }.count
            }
        }
        var parts = [
            DiffWording.count(report.themes.count, "theme set"), DiffWording.count(schemes, "scheme"),
            DiffWording.count(cells, "role") + " in all",
        ]
        if unknown > 0 { parts.append("\(unknown) without a color") }
        parts.append(DiffWording.count(pairs, "contrast check") + (failing > 0 ? ", \(failing) failing" : ""))
        return parts.joined(separator: " · ")
    }

    private static func writeTheme(_ theme: ShowReport.ThemeEntry, id: Int, to out: inout some TextOutputStream) {
        out.write("<section class=\"theme\" id=\"set-\(id)\" data-theme=\"\(HTMLText.escape(theme.name))\">\n")
        let file = theme.name == theme.file ? "" : " · \(HTMLText.breakable(theme.file))"
        out.write("<h2>\(HTMLText.breakable(theme.name)) <small>\(HTMLText.escape(theme.format.rawValue)) format\(file)</small></h2>\n")
        // A long list of token files folds away (a `<details>` opens without a script).
        let palettes = theme.palettes.map(HTMLText.breakable).joined(separator: ", ")
        switch theme.palettes.count {
        case 0: out.write("<p class=\"legend\">No palette.")
        case 1...3: out.write("<p class=\"legend\">Palettes: \(palettes).")
        default: out.write("<details class=\"legend\"><summary>\(theme.palettes.count) palettes</summary>\(palettes)</details><p class=\"legend\">")
        }
        out.write(" Hover a color for the references it follows; translucent colors are drawn on a checkerboard.")
        let checks = theme.schemes.reduce(0) { $0 + $1.contrast.count }
        if checks > 0 {
            let failing = theme.schemes.reduce(0) { $0 + $1.contrast.lazy.filter { !$0.passes }.count }
            out.write(" <a href=\"#set-\(id)-contrast\">Contrast</a>: \(DiffWording.count(checks, "check")), \(failing) failing.")
        }
        out.write("</p>\n")

        // Roles in first-seen order over the schemes; each scheme's roles by name (linear).
        var roleOrder: [String] = []
        var seen: Set<String> = []
        var byName: [[String: Int]] = []
        byName.reserveCapacity(theme.schemes.count)
        for scheme in theme.schemes {
            var index: [String: Int] = [:]
            index.reserveCapacity(scheme.roles.count)
            for (offset, role) in scheme.roles.enumerated() {
                if index[role.role] == nil { index[role.role] = offset }
                if seen.insert(role.role).inserted { roleOrder.append(role.role) }
            }
            byName.append(index)
        }

        for start in stride(from: 0, to: theme.schemes.count, by: schemesPerTable) {
            let columns = Array(start..<min(start + schemesPerTable, theme.schemes.count))
            writeGrid(theme, columns: columns, roles: roleOrder, byName: byName, to: &out)
        }
        writeContrast(theme, id: id, to: &out)
        out.write("</section>\n")
    }

    private static func isDark(_ scheme: ShowReport.SchemeEntry) -> Bool { scheme.appearance == .dark }

    /// One table: a row per role, a column per scheme in `columns`. Off-screen tables are not
    /// laid out until scrolled to (`content-visibility:auto`, with an estimated height), so a
    /// page of 20,000 cells opens in a few seconds; printing lays out every one.
    private static func writeGrid(_ theme: ShowReport.ThemeEntry, columns: [Int], roles: [String], byName: [[String: Int]], to out: inout some TextOutputStream) {
        out.write("<table class=\"grid show\" style=\"contain-intrinsic-size:auto \(60 + roles.count * 41)px\">\n<colgroup><col class=\"role\">" + String(repeating: "<col>", count: columns.count) + "</colgroup>\n")
        out.write("<thead><tr><th scope=\"col\">Role</th>")
        for column in columns {
            out.write(HTMLPage.schemeHeader(theme.schemes[column].name, isDark: isDark(theme.schemes[column])))
        }
        out.write("</tr></thead>\n<tbody>\n")
        let schemeAttributes = columns.map { HTMLText.escape(theme.schemes[$0].name) }
        for role in roles {
            let roleAttribute = HTMLText.escape(role)
            var row = "<tr><th scope=\"row\"><code>\(HTMLText.breakable(role))</code></th>"
            for (position, column) in columns.enumerated() {
                let names = "data-scheme=\"\(schemeAttributes[position])\" data-role=\"\(roleAttribute)\""
                guard let offset = byName[column][role] else {
                    row += "<td class=\"absent\" \(names)>not in this scheme</td>"
                    continue
                }
                row += cell(theme.schemes[column].roles[offset], names: names)
            }
            row += "</tr>\n"
            out.write(row)
        }
        out.write("</tbody>\n</table>\n")
    }

    /// A role in a scheme: its swatch and spelling, the chain on hover; or why it has no color.
    static func cell(_ role: ShowReport.RoleEntry, names: String) -> String {
        guard let color = role.color else {
            let problem = role.problem ?? "no color"
            return "<td class=\"unknown\" \(names) title=\"\(HTMLText.escape(chain(role)))\"><span class=\"cell\">\(HTMLSwatch.missing(classes: "cs", reason: nil))<span class=\"problem\">\(HTMLText.escape(problem))</span></span></td>"
        }
        let spelling = role.notation ?? color.shortCSSHex
        return "<td \(names) title=\"\(HTMLText.escape(chain(role)))\"><span class=\"cell\">\(HTMLSwatch.checkered(color, classes: "cs"))<code>\(HTMLText.escape(spelling))</code></span></td>"
    }

    /// `gray_100 → #FFFFFF ×0.5 in palette.json · scheme.json:12`: the hover text of a cell.
    static func chain(_ role: ShowReport.RoleEntry) -> String {
        var text = role.chain.isEmpty ? "no reference" : role.chain.joined(separator: " → ")
        if let alpha = role.alphaMultiplier { text += " ×\(JSONOutput.format(alpha))" }
        if let palette = role.palette { text += " in \(palette)" }
        if !role.flags.isEmpty { text += " [" + role.flags.map { "\($0.name)=\($0.renderedValue)" }.joined(separator: ", ") + "]" }
        return text + " · \(role.location.file):\(role.location.position.line)"
    }
}
