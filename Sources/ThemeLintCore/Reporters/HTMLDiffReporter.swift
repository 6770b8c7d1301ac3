/// The diff as one self-contained HTML page (inline CSS, no scripts, no external assets) for a
/// designer to open in a browser: palette edits, then each scheme's changed roles with before and
/// after swatches side by side (translucent colors drawn over the scheme's base), then contrast.
/// Every name from a theme file goes through `HTMLText.escape`.
public struct HTMLDiffReporter: Reporter {
    /// The options.
    public var options: DiffReportOptions

    /// Creates a reporter.
    public init(options: DiffReportOptions = DiffReportOptions()) {
        self.options = options
    }

    /// Writes `report`.
    public func write(_ report: DiffReport, to sink: inout some TextOutputStream) {
        Self.write(report, options: options, to: &sink)
    }

    /// Renders a diff report as an HTML document, as one string (tests, small reports).
    public static func render(_ report: DiffReport, options: DiffReportOptions = DiffReportOptions()) -> String {
        var out = ""
        write(report, options: options, to: &out)
        return out
    }

    /// Writes a diff report as an HTML document to `out`, row by row (a diff of 100,000 roles is
    /// never held as one string).
    public static func write(_ report: DiffReport, options: DiffReportOptions = DiffReportOptions(), to out: inout some TextOutputStream) {
        let title = "Theme diff: \(DiffWording.describe(report.base)) → \(DiffWording.describe(report.head))"
        HTMLPage.writeStart(title: title, summary: DiffWording.summary(report), to: &out)
        HTMLPage.writeHeaderEnd(to: &out)
        writeBody(report, options: options, to: &out)
        HTMLPage.writeEnd(to: &out)
    }

    /// The page's sections, between its header and its end: also the body of the `compress`
    /// and `rename` plan pages (`HTMLPlanReporter`).
    static func writeBody(_ report: DiffReport, options: DiffReportOptions, to out: inout some TextOutputStream) {
        let outline = DiffOutline(report)
        // Every role change, light and dark schemes side by side: what a designer looks at.
        writeChangedRoles(report, options: options, to: &out)

        writePaletteEdits(outline, to: &out)

        for (title, groups) in [("Added roles", outline.addedRoles), ("Removed roles", outline.removedRoles)] where !groups.isEmpty {
            out.write("<section><h2>\(title)</h2>\n<table>\n<thead><tr><th scope=\"col\">File</th><th scope=\"col\">Role</th><th scope=\"col\">Scheme</th><th scope=\"col\">Color</th></tr></thead>\n<tbody>\n")
            for group in groups {
                for entry in group.entries {
                    out.write(row([path(group.file), code(group.role), h(DiffWording.schemes(entry.schemes)), side(entry.snapshot)], numeric: nil))
                }
            }
            out.write("</tbody>\n</table>\n</section>\n")
        }

        if !outline.renamedRoles.isEmpty {
            out.write("<section><h2>Renamed roles</h2>\n<table>\n<thead><tr><th scope=\"col\">File</th><th scope=\"col\">Before</th><th scope=\"col\">After</th><th scope=\"col\">Schemes</th></tr></thead>\n<tbody>\n")
            for rename in outline.renamedRoles {
                out.write(row([path(rename.file), code(rename.previousRole), code(rename.role), h(rename.schemes.joined(separator: ", "))], numeric: nil))
            }
            out.write("</tbody>\n</table>\n</section>\n")
        }

        if !outline.schemeChanges.isEmpty {
            out.write("<section><h2>Schemes</h2>\n<table>\n<thead><tr><th scope=\"col\">File</th><th scope=\"col\">Scheme</th><th scope=\"col\">Change</th><th scope=\"col\" class=\"num\">Roles</th></tr></thead>\n<tbody>\n")
            for change in outline.schemeChanges {
                switch change {
                case .schemeAdded(let scheme):
                    out.write(row([path(scheme.file), code(scheme.scheme), "added (\(scheme.appearance?.rawValue ?? "no appearance"))", "\(scheme.roleCount)"], numeric: 3))
                case .schemeRemoved(let scheme):
                    out.write(row([path(scheme.file), code(scheme.scheme), "removed (\(scheme.appearance?.rawValue ?? "no appearance"))", "\(scheme.roleCount)"], numeric: 3))
                case .schemeRenamed(let rename):
                    out.write(row([path(rename.file), code(rename.scheme), "renamed from \(code(rename.previousScheme))", "\(rename.roleCount)"], numeric: 3))
                default:
                    break
                }
            }
            out.write("</tbody>\n</table>\n</section>\n")
        }

        if !report.contrast.isEmpty {
            out.write("<section><h2>Contrast</h2>\n<table>\n<thead><tr><th scope=\"col\">Scheme</th><th scope=\"col\">Foreground</th><th scope=\"col\">Background</th><th scope=\"col\" class=\"num\">Before</th><th scope=\"col\" class=\"num\">After</th><th scope=\"col\">Minimum</th><th scope=\"col\">Status</th></tr></thead>\n<tbody>\n")
            for effect in report.contrast {
                let before = effect.before.map { DiffWording.contrastValue($0, algorithm: effect.algorithm) } ?? "—"
                let status = "<span class=\"status \(effect.isGood ? "good" : "bad")\">\(h(DiffWording.status(effect.status)))</span>"
                out.write("<tr data-scheme=\"\(h(effect.scheme))\" data-role=\"\(h(effect.foreground))\" data-background=\"\(h(effect.background))\"><td>\(h(effect.scheme))<br><small>\(h(effect.file))</small></td><td>\(code(effect.foreground))</td><td>\(code(effect.background))</td>")
                out.write("<td class=\"num\">\(h(before))</td><td class=\"num\">\(h(DiffWording.contrastValue(effect.after, algorithm: effect.algorithm)))</td>")
                out.write("<td>\(h(DiffWording.contrastMinimum(effect)))</td><td>\(status)</td></tr>\n")
            }
            out.write("</tbody>\n</table>\n</section>\n")
        }

        if !report.notices.isEmpty {
            out.write("<section><h2>Not compared</h2>\n<ul class=\"notices\">\n")
            for notice in report.notices {
                let source = notice.side == .base ? report.base : report.head
                out.write("<li><code>\(h(notice.file)):\(notice.position.line):\(notice.position.column)</code> in \(h(DiffWording.describe(source))): \(h(notice.message))</li>\n")
            }
            out.write("</ul>\n</section>\n")
        }

        if report.changes.isEmpty && report.notices.isEmpty {
            out.write("<p class=\"empty\">No changes.</p>\n")
        }
    }

    private static func h(_ text: String) -> String { HTMLText.escape(text) }

    /// A file path that wraps after `/`, `_`, `-` and `.`.
    static func path(_ text: String) -> String { HTMLText.breakable(text) }

    /// A name in code type that wraps after `_`, `-` and `.` rather than mid-word.
    private static func code(_ text: String) -> String { "<code>\(HTMLText.breakable(text))</code>" }

    private static func row(_ cells: [String], numeric: Int?) -> String {
        var out = "<tr>"
        for (index, cell) in cells.enumerated() {
            out += index == numeric ? "<td class=\"num\">\(cell)</td>" : "<td>\(cell)</td>"
        }
        return out + "</tr>\n"
    }

    /// A swatch: the color over `base` (so translucency shows as it would in the scheme).
    private static func swatch(_ color: RGBA, over base: RGBA) -> String {
        HTMLSwatch.over(base, color, classes: "cs")
    }

    private static func value(_ value: PaletteValue) -> String {
        guard let color = value.color else { return "<span class=\"problem\">\(h(value.raw)) (invalid)</span>" }
        return "<span class=\"color\">\(swatch(color, over: .white))<span><code>\(h(DiffWording.spelling(value)))</code></span></span>"
    }

    /// A role on one side: swatch, hex, identifier (× alpha), or why it does not resolve.
    private static func side(_ snapshot: RoleSnapshot) -> String {
        let identifier = (snapshot.identifier.map(h) ?? "(no color_identifier)") + h(DiffWording.alpha(snapshot.alphaMultiplier))
        if let color = snapshot.value.color {
            return "<span class=\"color\">\(swatch(color, over: snapshot.base))<span><code>\(h(DiffWording.spelling(snapshot, color)))</code><br><small>\(identifier)</small></span></span>"
        }
        let problem = DiffWording.unresolvedText(snapshot.value) ?? ""
        return "<span class=\"color\">\(HTMLSwatch.missing(classes: "cs", reason: nil))<span><span class=\"problem\">\(h(problem))</span><br><small>\(identifier)</small></span></span>"
    }
}
