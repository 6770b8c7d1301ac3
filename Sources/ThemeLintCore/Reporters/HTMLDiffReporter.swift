/// The diff as one self-contained HTML page (inline CSS, no scripts, no external assets) for a
/// designer to open in a browser: palette edits, then each scheme's changed roles with before and
/// after swatches side by side (translucent colors drawn over the scheme's base), then contrast.
/// Every name from a theme file goes through `HTMLText.escape`.
public enum HTMLDiffReporter {
    /// Renders a diff report as an HTML document.
    public static func render(_ report: DiffReport, options: DiffReportOptions = DiffReportOptions()) -> String {
        let outline = DiffOutline(report)
        let title = "Theme diff: \(DiffWording.describe(report.base)) → \(DiffWording.describe(report.head))"
        var out = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(h(title))</title>
            <style>\(stylesheet)</style>
            </head>
            <body>
            <header><h1>\(h(title))</h1><p class="summary">\(h(DiffWording.summary(report)))</p></header>

            """

        if !outline.paletteEdits.isEmpty {
            out += "<section><h2>Palette edits</h2>\n<table>\n<thead><tr><th>Palette</th><th>Color</th><th>Before</th><th>After</th><th class=\"num\">ΔE</th><th>Roles it repaints</th></tr></thead>\n<tbody>\n"
            for edit in outline.paletteEdits {
                let repaints = edit.repaints.map { "<span class=\"tag\">\($0.roles.count) in \(h($0.label))</span>" }.joined(separator: " ")
                switch edit.change {
                case .paletteChanged(let change):
                    out += row([h(change.file), code(change.name), value(change.before), value(change.after), DiffWording.paletteDeltaE(change) ?? "", repaints], numeric: 4)
                case .paletteAdded(let change):
                    out += row([h(change.file), code(change.name) + " <em>added</em>", "", value(change.value), "", repaints], numeric: 4)
                case .paletteRemoved(let change):
                    out += row([h(change.file), code(change.name) + " <em>removed</em>", value(change.value), "", "", repaints], numeric: 4)
                case .paletteRenamed(let change):
                    out += row([h(change.file), "\(code(change.previousName)) → \(code(change.name)) <em>renamed</em>", value(change.value), value(change.value), "0.00", repaints], numeric: 4)
                default:
                    break
                }
            }
            out += "</tbody>\n</table>\n</section>\n"
        }

        // Every role change, per scheme: what a designer looks at.
        var schemeGroups: [DiffOutline.RoleGroup] = []
        var groupIndex: [String: Int] = [:]
        for change in report.changes {
            guard case .roleChanged(let roleChange) = change else { continue }
            let key = roleChange.file + "\u{1F}" + roleChange.scheme
            if let index = groupIndex[key] {
                schemeGroups[index].roles.append(roleChange)
            } else {
                groupIndex[key] = schemeGroups.count
                schemeGroups.append(DiffOutline.RoleGroup(file: roleChange.file, scheme: roleChange.scheme, roles: [roleChange]))
            }
        }
        if !schemeGroups.isEmpty {
            out += "<section><h2>Changed roles</h2>\n"
            for group in schemeGroups {
                out += "<h3>\(h(group.scheme)) <small>\(h(group.file)) · \(h(DiffWording.count(group.roles.count, "role")))</small></h3>\n"
                out += "<table class=\"roles\">\n<thead><tr><th>Role</th><th>Before</th><th>After</th><th class=\"num\">ΔE</th><th>Causes</th></tr></thead>\n<tbody>\n"
                for change in group.roles {
                    var causes = change.causes.map(\.rawValue).joined(separator: ", ")
                    let flags = DiffWording.flagChanges(change.before.flags, change.after.flags)
                    if !flags.isEmpty { causes += "<br><small>" + h(flags.joined(separator: ", ")) + "</small>" }
                    var roleCell = code(change.role)
                    if options.explain {
                        roleCell += "<div class=\"chain\">" + h(change.before.chain.joined(separator: " → ")) + "<br>" + h(change.after.chain.joined(separator: " → ")) + "</div>"
                    }
                    out += row([roleCell, side(change.before), side(change.after), change.deltaE.map(DiffWording.deltaE) ?? "", causes], numeric: 3)
                }
                out += "</tbody>\n</table>\n"
            }
            out += "</section>\n"
        }

        for (title, groups) in [("Added roles", outline.addedRoles), ("Removed roles", outline.removedRoles)] where !groups.isEmpty {
            out += "<section><h2>\(title)</h2>\n<table>\n<thead><tr><th>File</th><th>Role</th><th>Scheme</th><th>Color</th></tr></thead>\n<tbody>\n"
            for group in groups {
                for entry in group.entries {
                    out += row([h(group.file), code(group.role), h(entry.scheme), side(entry.snapshot)], numeric: nil)
                }
            }
            out += "</tbody>\n</table>\n</section>\n"
        }

        if !outline.renamedRoles.isEmpty {
            out += "<section><h2>Renamed roles</h2>\n<table>\n<thead><tr><th>File</th><th>Before</th><th>After</th><th>Schemes</th></tr></thead>\n<tbody>\n"
            for rename in outline.renamedRoles {
                out += row([h(rename.file), code(rename.previousRole), code(rename.role), h(rename.schemes.joined(separator: ", "))], numeric: nil)
            }
            out += "</tbody>\n</table>\n</section>\n"
        }

        if !outline.schemeChanges.isEmpty {
            out += "<section><h2>Schemes</h2>\n<table>\n<thead><tr><th>File</th><th>Scheme</th><th>Change</th><th class=\"num\">Roles</th></tr></thead>\n<tbody>\n"
            for change in outline.schemeChanges {
                switch change {
                case .schemeAdded(let scheme):
                    out += row([h(scheme.file), code(scheme.scheme), "added (\(scheme.appearance?.rawValue ?? "no appearance"))", "\(scheme.roleCount)"], numeric: 3)
                case .schemeRemoved(let scheme):
                    out += row([h(scheme.file), code(scheme.scheme), "removed (\(scheme.appearance?.rawValue ?? "no appearance"))", "\(scheme.roleCount)"], numeric: 3)
                case .schemeRenamed(let rename):
                    out += row([h(rename.file), code(rename.scheme), "renamed from \(code(rename.previousScheme))", "\(rename.roleCount)"], numeric: 3)
                default:
                    break
                }
            }
            out += "</tbody>\n</table>\n</section>\n"
        }

        if !report.contrast.isEmpty {
            out += "<section><h2>Contrast</h2>\n<table>\n<thead><tr><th>Scheme</th><th>Foreground</th><th>Background</th><th class=\"num\">Before</th><th class=\"num\">After</th><th>Minimum</th><th>Status</th></tr></thead>\n<tbody>\n"
            for effect in report.contrast {
                let before = effect.before.map { DiffWording.contrastValue($0, algorithm: effect.algorithm) } ?? "—"
                let status = "<span class=\"status \(effect.isGood ? "good" : "bad")\">\(h(DiffWording.status(effect.status)))</span>"
                out += "<tr><td>\(h(effect.scheme))<br><small>\(h(effect.file))</small></td><td>\(code(effect.foreground))</td><td>\(code(effect.background))</td>"
                out += "<td class=\"num\">\(h(before))</td><td class=\"num\">\(h(DiffWording.contrastValue(effect.after, algorithm: effect.algorithm)))</td>"
                out += "<td>\(h(DiffWording.contrastMinimum(effect)))</td><td>\(status)</td></tr>\n"
            }
            out += "</tbody>\n</table>\n</section>\n"
        }

        if !report.notices.isEmpty {
            out += "<section><h2>Not compared</h2>\n<ul class=\"notices\">\n"
            for notice in report.notices {
                let source = notice.side == .base ? report.base : report.head
                out += "<li><code>\(h(notice.file)):\(notice.position.line):\(notice.position.column)</code> in \(h(DiffWording.describe(source))): \(h(notice.message))</li>\n"
            }
            out += "</ul>\n</section>\n"
        }

        if report.changes.isEmpty && report.notices.isEmpty {
            out += "<p class=\"empty\">No changes.</p>\n"
        }
        out += "</body>\n</html>\n"
        return out
    }

    private static func h(_ text: String) -> String { HTMLText.escape(text) }

    private static func code(_ text: String) -> String { "<code>\(h(text))</code>" }

    private static func row(_ cells: [String], numeric: Int?) -> String {
        var out = "<tr>"
        for (index, cell) in cells.enumerated() {
            out += index == numeric ? "<td class=\"num\">\(cell)</td>" : "<td>\(cell)</td>"
        }
        return out + "</tr>\n"
    }

    /// A swatch: the color over `base` (so translucency shows as it would in the scheme).
    private static func swatch(_ color: RGBA, over base: RGBA) -> String {
        "<span class=\"swatch\" style=\"background:\(base.composited(over: .white).shortCSSHex)\"><span style=\"background:\(color.cssHex)\"></span></span>"
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
        return "<span class=\"color\"><span class=\"swatch missing\"></span><span><span class=\"problem\">\(h(problem))</span><br><small>\(identifier)</small></span></span>"
    }

    private static let stylesheet = """
        :root{color-scheme:light;--line:#d8dbe0;--muted:#5f6b7a}
        *{box-sizing:border-box}
        body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;margin:0 auto;max-width:1200px;padding:24px;color:#1c1e21;background:#fff}
        h1{font-size:22px;margin:0 0 4px;overflow-wrap:anywhere}
        h2{font-size:18px;margin:32px 0 8px;border-bottom:1px solid var(--line);padding-bottom:4px}
        h3{font-size:16px;margin:20px 0 6px;overflow-wrap:anywhere}
        h3 small,td small{color:var(--muted);font-weight:normal}
        .summary{color:var(--muted);margin:0}
        table{border-collapse:collapse;width:100%;table-layout:fixed}
        th,td{text-align:left;vertical-align:top;padding:6px 8px;border-bottom:1px solid var(--line);overflow-wrap:anywhere;word-break:break-word}
        th{font-size:13px;color:var(--muted);font-weight:600}
        .num{text-align:right;width:5.5em}
        table.roles th:first-child{width:30%}
        table.roles th:last-child{width:16%}
        code{font:13px/1.3 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
        .color{display:flex;gap:8px;align-items:flex-start;min-width:0}
        .color>span:last-child{min-width:0;overflow-wrap:anywhere}
        .swatch{flex:none;display:inline-block;width:44px;height:28px;border-radius:6px;border:1px solid rgba(0,0,0,.25);overflow:hidden}
        .swatch>span{display:block;width:100%;height:100%}
        .swatch.missing{background:repeating-linear-gradient(45deg,#eee 0 6px,#fff 6px 12px)}
        .problem{color:#a15c00}
        .tag{display:inline-block;background:#eef1f5;border-radius:4px;padding:0 6px;margin:0 4px 4px 0;font-size:13px}
        .chain{color:var(--muted);font-size:12px;margin-top:4px}
        .status{font-weight:600}.status.bad{color:#c4002b}.status.good{color:#137333}
        .notices code{color:#a15c00}
        """
}

/// Making untrusted text safe inside HTML text and attribute values.
public enum HTMLText {
    /// `escape(text)` with a `<wbr>` after each `_`, `-` and `.`, so a long role name wraps
    /// between its words (`text_<wbr>secondary`) rather than in the middle of one. For text
    /// content only, never an attribute.
    public static func breakable(_ text: String) -> String {
        var out = ""
        for character in escape(text) {
            out.append(character)
            if character == "_" || character == "-" || character == "." { out += "<wbr>" }
        }
        return out
    }

    /// Escapes `&`, `<`, `>`, `"` and `'`, and drops control characters and bidi controls
    /// (a line break becomes a space).
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\n", "\r", "\t", "\u{2028}", "\u{2029}": out += " "
            default:
                if TerminalText.needsEscape(scalar) { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
