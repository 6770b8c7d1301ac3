extension HTMLDiffReporter {
    /// The changed roles of one scheme file as a grid: a row per role, a column per scheme (light
    /// schemes first, then dark), each cell the role's before and after swatches side by side over
    /// that scheme's base, so light and dark are compared at a glance.
    struct RoleGrid {
        /// A cell: a role (offset in `roles`) in a scheme (offset in `schemes` as first seen).
        struct Cell: Hashable {
            var role: Int
            var scheme: Int
        }

        var file: String
        /// Schemes as first seen.
        var schemes: [(name: String, isDark: Bool)] = []
        /// Offsets into `schemes` in column order: light before dark, otherwise as first seen.
        var columns: [Int] = []
        var roles: [String] = []
        /// Each cell's change, as an offset into the report's changes (not a copy of it).
        var cells: [Cell: Int] = [:]
    }

    /// Groups the role changes of `report` by file, keeping first-seen order of roles and schemes
    /// (linear: each grid is changed in place and knows its roles and schemes by name).
    static func roleGrids(_ report: DiffReport) -> [RoleGrid] {
        var grids: [RoleGrid] = []
        var index: [String: Int] = [:]
        var roleOffsets: [[String: Int]] = []
        var schemeOffsets: [[String: Int]] = []
        for (offset, change) in report.changes.enumerated() {
            guard case .roleChanged(let roleChange) = change else { continue }
            let position: Int
            if let known = index[roleChange.file] {
                position = known
            } else {
                position = grids.count
                index[roleChange.file] = position
                grids.append(RoleGrid(file: roleChange.file))
                roleOffsets.append([:])
                schemeOffsets.append([:])
            }
            let role = roleOffsets[position][roleChange.role] ?? {
                let added = grids[position].roles.count
                roleOffsets[position][roleChange.role] = added
                grids[position].roles.append(roleChange.role)
                return added
            }()
            // A change made in several schemes fills the cell of each (the grid is per scheme).
            for name in roleChange.schemes {
                let scheme = schemeOffsets[position][name] ?? {
                    let added = grids[position].schemes.count
                    schemeOffsets[position][name] = added
                    grids[position].schemes.append((name, roleChange.after.base.relativeLuminance < 0.5))
                    return added
                }()
                grids[position].cells[RoleGrid.Cell(role: role, scheme: scheme)] = offset
            }
        }
        for position in grids.indices {
            // Light before dark, otherwise as first seen (a stable sort).
            let schemes = grids[position].schemes
            grids[position].columns = schemes.indices.sorted { (schemes[$0].isDark ? 1 : 0, $0) < (schemes[$1].isDark ? 1 : 0, $1) }
        }
        return grids
    }

    /// The "Changed roles" section.
    static func writeChangedRoles(_ report: DiffReport, options: DiffReportOptions, to out: inout some TextOutputStream) {
        let grids = roleGrids(report)
        guard !grids.isEmpty else { return }
        out.write("<section><h2>Changed roles</h2>\n<p class=\"legend\">Each cell: <b>before</b> | <b>after</b>, drawn over the scheme's base.</p>\n")
        func change(at offset: Int?) -> RoleChange? {
            guard let offset, case .roleChanged(let change) = report.changes[offset] else { return nil }
            return change
        }
        for grid in grids {
            let count = grid.cells.count
            out.write("<h3>\(HTMLText.breakable(grid.file)) <small>\(HTMLText.escape(DiffWording.count(count, "change"))) in \(HTMLText.escape(DiffWording.count(grid.roles.count, "role")))</small></h3>\n")
            // Many schemes: a table per `schemesPerTable` of them (the page never scrolls sideways),
            // each listing the roles that change in one of its schemes.
            for start in stride(from: 0, to: grid.columns.count, by: schemesPerTable) {
                let columns = Array(grid.columns[start..<min(start + schemesPerTable, grid.columns.count)])
                writeGridTable(grid, columns: columns, options: options, change: change, to: &out)
            }
        }
        out.write("</section>\n")
    }

    /// Schemes per table of the "Changed roles" grid: a before | after pair needs about 160 px.
    static let schemesPerTable = 5

    /// One table of a grid: the roles that change in `columns`, a column per scheme.
    private static func writeGridTable(_ grid: RoleGrid, columns: [Int], options: DiffReportOptions, change: (Int?) -> RoleChange?, to out: inout some TextOutputStream) {
        out.write("<table class=\"grid\" data-file=\"\(HTMLText.escape(grid.file))\">\n<colgroup><col class=\"role\">" + String(repeating: "<col>", count: columns.count) + "</colgroup>\n")
        out.write("<thead><tr><th scope=\"col\">Role</th>")
        for column in columns {
            let scheme = grid.schemes[column]
            out.write(HTMLPage.schemeHeader(scheme.name, isDark: scheme.isDark))
        }
        out.write("</tr></thead>\n<tbody>\n")
        for (roleOffset, role) in grid.roles.enumerated() where columns.contains(where: { grid.cells[RoleGrid.Cell(role: roleOffset, scheme: $0)] != nil }) {
            out.write("<tr><th scope=\"row\"><code>\(HTMLText.breakable(role))</code>")
            if options.explain, let first = columns.compactMap({ change(grid.cells[RoleGrid.Cell(role: roleOffset, scheme: $0)]) }).first {
                out.write("<div class=\"chain\">\(HTMLText.escape(first.before.chain.joined(separator: " → ")))<br>\(HTMLText.escape(first.after.chain.joined(separator: " → ")))</div>")
            }
            out.write("</th>")
            for column in columns {
                let names = "data-scheme=\"\(HTMLText.escape(grid.schemes[column].name))\" data-role=\"\(HTMLText.escape(role))\""
                guard let roleChange = change(grid.cells[RoleGrid.Cell(role: roleOffset, scheme: column)]) else {
                    out.write("<td class=\"same\" \(names)>unchanged</td>")
                    continue
                }
                // The ΔE as the JSON report writes it, for scripts that read the page.
                let deltaE = roleChange.deltaE.map { " data-delta-e=\"\(JSONOutput.format(JSONDiffReporter.rounded($0)))\"" } ?? ""
                out.write("<td \(names)\(deltaE)>\(cell(roleChange))</td>")
            }
            out.write("</tr>\n")
        }
        out.write("</tbody>\n</table>\n")
    }

    /// Before | after swatches, the two colors, the references and what changed.
    private static func cell(_ change: RoleChange) -> String {
        func swatch(_ snapshot: RoleSnapshot, _ side: String) -> String {
            guard let color = snapshot.value.color else {
                return HTMLSwatch.missing(classes: side, reason: DiffWording.unresolvedText(snapshot.value) ?? "no color")
            }
            return HTMLSwatch.over(snapshot.base, color, classes: side)
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
