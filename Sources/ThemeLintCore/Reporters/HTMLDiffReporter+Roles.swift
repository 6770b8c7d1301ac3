extension HTMLDiffReporter {
    /// The changed roles of one scheme file as a grid: a row per role, a column per scheme (light
    /// schemes first, then dark), each cell the role's before and after swatches side by side over
    /// that scheme's base, so light and dark are compared at a glance.
    struct RoleGrid {
        var file: String
        var schemes: [(name: String, isDark: Bool)] = []
        var roles: [String] = []
        var cells: [String: RoleChange] = [:]

        static func key(_ role: String, _ scheme: String) -> String { role + "\u{1F}" + scheme }
    }

    /// Groups the role changes of `report` by file, keeping first-seen order of roles and schemes.
    static func roleGrids(_ report: DiffReport) -> [RoleGrid] {
        var grids: [RoleGrid] = []
        var index: [String: Int] = [:]
        for change in report.changes {
            guard case .roleChanged(let roleChange) = change else { continue }
            let position = index[roleChange.file] ?? {
                index[roleChange.file] = grids.count
                grids.append(RoleGrid(file: roleChange.file))
                return grids.count - 1
            }()
            var grid = grids[position]
            if !grid.schemes.contains(where: { $0.name == roleChange.scheme }) {
                grid.schemes.append((roleChange.scheme, roleChange.after.base.relativeLuminance < 0.5))
            }
            if grid.cells[RoleGrid.key(roleChange.role, roleChange.scheme)] == nil, !grid.roles.contains(roleChange.role) {
                grid.roles.append(roleChange.role)
            }
            grid.cells[RoleGrid.key(roleChange.role, roleChange.scheme)] = roleChange
            grids[position] = grid
        }
        for position in grids.indices {
            // Light before dark, otherwise as first seen (a stable sort).
            grids[position].schemes = grids[position].schemes.enumerated()
                .sorted { ($0.element.isDark ? 1 : 0, $0.offset) < ($1.element.isDark ? 1 : 0, $1.offset) }
                .map(\.element)
        }
        return grids
    }

    /// The "Changed roles" section.
    static func changedRoles(_ report: DiffReport, options: DiffReportOptions) -> String {
        let grids = roleGrids(report)
        guard !grids.isEmpty else { return "" }
        var out = "<section><h2>Changed roles</h2>\n<p class=\"legend\">Each cell: <b>before</b> | <b>after</b>, drawn over the scheme's base.</p>\n"
        for grid in grids {
            let count = grid.cells.count
            out += "<h3>\(HTMLText.breakable(grid.file)) <small>\(HTMLText.escape(DiffWording.count(count, "change"))) in \(HTMLText.escape(DiffWording.count(grid.roles.count, "role")))</small></h3>\n"
            out += "<table class=\"grid\">\n<colgroup><col class=\"role\">" + String(repeating: "<col>", count: grid.schemes.count) + "</colgroup>\n"
            out += "<thead><tr><th scope=\"col\">Role</th>"
            for scheme in grid.schemes {
                out += "<th scope=\"col\">\(HTMLText.breakable(scheme.name)) <span class=\"mode \(scheme.isDark ? "dark" : "light")\">\(scheme.isDark ? "dark" : "light")</span></th>"
            }
            out += "</tr></thead>\n<tbody>\n"
            for role in grid.roles {
                out += "<tr><th scope=\"row\"><code>\(HTMLText.breakable(role))</code>"
                if options.explain, let change = grid.schemes.lazy.compactMap({ grid.cells[RoleGrid.key(role, $0.name)] }).first {
                    out += "<div class=\"chain\">\(HTMLText.escape(change.before.chain.joined(separator: " → ")))<br>\(HTMLText.escape(change.after.chain.joined(separator: " → ")))</div>"
                }
                out += "</th>"
                for scheme in grid.schemes {
                    guard let change = grid.cells[RoleGrid.key(role, scheme.name)] else {
                        out += "<td class=\"same\">unchanged</td>"
                        continue
                    }
                    out += "<td>\(cell(change))</td>"
                }
                out += "</tr>\n"
            }
            out += "</tbody>\n</table>\n"
        }
        return out + "</section>\n"
    }

    /// Before | after swatches, the two colors, the references and what changed.
    private static func cell(_ change: RoleChange) -> String {
        func swatch(_ snapshot: RoleSnapshot, _ side: String) -> String {
            let base = snapshot.base.composited(over: .white).shortCSSHex
            guard let color = snapshot.value.color else {
                return "<span class=\"sw \(side) missing\" title=\"\(HTMLText.escape(DiffWording.unresolvedText(snapshot.value) ?? "no color"))\"></span>"
            }
            return "<span class=\"sw \(side)\" style=\"background:\(base)\"><span style=\"background:\(color.cssHex)\"></span></span>"
        }
        func hex(_ snapshot: RoleSnapshot) -> String {
            guard let color = snapshot.value.color else {
                return "<span class=\"problem\">\(HTMLText.escape(DiffWording.unresolvedText(snapshot.value) ?? "no color"))</span>"
            }
            return "<code>\(HTMLText.escape(DiffWording.spelling(snapshot, color)))</code>"
        }
        func reference(_ snapshot: RoleSnapshot) -> String {
            HTMLText.breakable(snapshot.identifier ?? "(no color_identifier)") + HTMLText.escape(DiffWording.alpha(snapshot.alphaMultiplier))
        }
        var details = [change.causes.map(\.rawValue).joined(separator: ", ")]
        if let deltaE = change.deltaE { details.insert("ΔE " + DiffWording.deltaE(deltaE), at: 0) }
        let flags = DiffWording.flagChanges(change.before.flags, change.after.flags)
        if !flags.isEmpty { details.append(flags.joined(separator: ", ")) }
        var out = "<div class=\"pair\">\(swatch(change.before, "before"))\(swatch(change.after, "after"))</div>"
        out += "<div class=\"hexes\">\(hex(change.before)) → \(hex(change.after))</div>"
        let references = change.before.identifier == change.after.identifier && change.before.alphaMultiplier == change.after.alphaMultiplier
            ? reference(change.after) : "\(reference(change.before)) → \(reference(change.after))"
        out += "<div class=\"meta\">\(references)<br>\(HTMLText.escape(details.filter { !$0.isEmpty }.joined(separator: " · ")))</div>"
        return out
    }
}
