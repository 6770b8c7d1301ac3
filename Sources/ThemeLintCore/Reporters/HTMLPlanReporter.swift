/// `compress --format html` and `rename --format html`: the plan as the same kind of page as
/// `show` and `diff` (`HTMLPage`, `HTMLSwatch`). First what the command decided — each merge,
/// the kept color beside every color it replaces with their ΔE2000, or the names renamed —
/// and what it left out; then the diff page's sections: every role that moves, before and
/// after side by side in each scheme with its ΔE2000 (cells carry `data-scheme`, `data-role`,
/// `data-delta-e`, swatches `data-color`), and every contrast pair that changes.
public struct HTMLPlanReporter: Reporter {
    /// Creates a reporter.
    public init() {}

    /// Writes `report`.
    public func write(_ report: EditPlanReport, to sink: inout some TextOutputStream) {
        Self.write(report, to: &sink)
    }

    /// Renders a plan as an HTML document, as one string (tests, small plans).
    public static func render(_ plan: EditPlanReport) -> String {
        var out = ""
        write(plan, to: &out)
        return out
    }

    /// Writes a plan as an HTML document to `out`, row by row.
    public static func write(_ plan: EditPlanReport, to out: inout some TextOutputStream) {
        let state = plan.written ? "written" : "nothing written yet (--write writes)"
        let summary = "\(DiffWording.describe(plan.report.base)) · \(state) · \(DiffWording.summary(plan.report))"
        HTMLPage.writeStart(title: plan.title, summary: summary, to: &out)
        HTMLPage.writeHeaderEnd(to: &out)
        if !plan.merges.isEmpty { writeMerges(plan.merges, to: &out) }
        if !plan.renamed.isEmpty {
            out.write("<section class=\"plan\"><h2>Renamed</h2>\n<ul>\n")
            for what in plan.renamed { out.write("<li>\(HTMLText.breakable(what))</li>\n") }
            out.write("</ul>\n</section>\n")
        }
        if !plan.leftOut.isEmpty || !plan.notes.isEmpty {
            out.write("<section class=\"plan\"><h2>Left out</h2>\n<ul class=\"notices\">\n")
            for merge in plan.leftOut {
                out.write("<li><code>\(HTMLText.breakable(merge.replaced))</code> is not merged into <code>\(HTMLText.breakable(merge.kept))</code> in \(HTMLText.breakable(merge.scope)): \(HTMLText.escape(merge.reason))</li>\n")
            }
            for note in plan.notes { out.write("<li>\(HTMLText.escape(note))</li>\n") }
            out.write("</ul>\n</section>\n")
        }
        if !plan.codeSites.isEmpty { writeCodeSites(plan.codeSites, to: &out) }
        HTMLDiffReporter.writeBody(plan.report, options: DiffReportOptions(), to: &out)
        HTMLPage.writeEnd(to: &out)
    }

    /// A row per code site: `file:line:column`, the name as written and what replaces it.
    private static func writeCodeSites(_ sites: [CodeSiteChange], to out: inout some TextOutputStream) {
        out.write("<section class=\"plan\"><h2>Code</h2>\n<p class=\"legend\">\(HTMLText.escape(DiffWording.count(sites.count, "code site"))) rewritten; only each name's bytes change.</p>\n")
        out.write("<table class=\"code-sites\">\n<thead><tr><th scope=\"col\">Site</th><th scope=\"col\">Old</th><th scope=\"col\">New</th></tr></thead>\n<tbody>\n")
        for site in sites {
            let place = "\(site.file):\(site.position.line):\(site.position.column)"
            out.write("<tr data-file=\"\(HTMLText.escape(site.file))\" data-line=\"\(site.position.line)\" data-column=\"\(site.position.column)\"><td>\(HTMLText.breakable(place))</td><td><code>\(HTMLText.breakable(site.old))</code></td><td><code>\(HTMLText.breakable(site.new))</code></td></tr>\n")
        }
        out.write("</tbody>\n</table>\n</section>\n")
    }

    /// A row per merge: the kept color, then each color it replaces with its ΔE2000.
    private static func writeMerges(_ merges: [EditPlanReport.Merge], to out: inout some TextOutputStream) {
        let replaced = merges.reduce(0) { $0 + $1.replaced.count }
        out.write("<section class=\"plan\"><h2>Merges</h2>\n<p class=\"legend\">\(HTMLText.escape(DiffWording.count(replaced, "color"))) replaced by \(HTMLText.escape(DiffWording.count(merges.count, "kept color"))); every reference to a replaced color is rewritten to the kept one.</p>\n")
        out.write("<table class=\"palette\">\n<colgroup><col class=\"file\"><col class=\"name\"><col></colgroup>\n")
        out.write("<thead><tr><th scope=\"col\">Palette</th><th scope=\"col\">Kept</th><th scope=\"col\">Replaced (ΔE2000 to the kept color)</th></tr></thead>\n<tbody>\n")
        for merge in merges {
            var row = "<tr><td>\(HTMLText.breakable(merge.scope))</td><th scope=\"row\">\(named(merge.kept.name, merge.kept.color))</th><td>"
            for entry in merge.replaced {
                row += "<div class=\"merged\" data-replaced=\"\(HTMLText.escape(entry.name))\" data-delta-e=\"\(JSONOutput.format(JSONDiffReporter.rounded(entry.deltaE)))\">\(named(entry.name, entry.color, note: "ΔE \(DiffWording.deltaE(entry.deltaE))"))</div>"
            }
            out.write(row + "</td></tr>\n")
        }
        out.write("</tbody>\n</table>\n</section>\n")
    }

    private static func named(_ name: String, _ color: RGBA?, note: String? = nil) -> String {
        let swatch = color.map { HTMLSwatch.split($0, classes: "small") } ?? HTMLSwatch.missing(classes: "small", reason: "not found")
        let text = note.map { "<br><span class=\"meta\">\(HTMLText.escape($0))</span>" } ?? ""
        return "<span class=\"color\">\(swatch)<span><code>\(HTMLText.breakable(name))</code>\(text)</span></span>"
    }
}
