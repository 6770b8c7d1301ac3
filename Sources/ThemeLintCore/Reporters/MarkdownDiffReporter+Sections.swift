extension MarkdownDiffReporter {
    /// The palette edits' table, then what each edit repaints (none without palette edits).
    static func paletteSections(_ outline: DiffOutline) -> [MarkdownSection] {
        guard !outline.paletteEdits.isEmpty else { return [] }
        var section = MarkdownSection(title: "Palette edits", tableHeader: "| Palette | Color | Before | After | ΔE | Roles |\n|---|---|---|---|---:|---|\n")
        for edit in outline.paletteEdits {
            let roles = edit.repaints.map { "\($0.roles.count) in \(m($0.label))" }.joined(separator: ", ")
            switch edit.change {
            case .paletteChanged(let change):
                section.rows.append(row([m(change.file), m(change.name), value(change.before), value(change.after), change.deltaE.map(DiffWording.deltaE) ?? "", roles]))
            case .paletteAdded(let change):
                section.rows.append(row([m(change.file), m(change.name) + " (added)", "", value(change.value), "", roles]))
            case .paletteRemoved(let change):
                section.rows.append(row([m(change.file), m(change.name) + " (removed)", value(change.value), "", "", roles]))
            case .paletteRenamed(let change):
                section.rows.append(row([m(change.file), "\(m(change.previousName)) → \(m(change.name)) (renamed)", value(change.value), value(change.value), "0.00", roles]))
            case .paletteMoved(let move):
                section.rows.append(row([m(move.file), "\(DiffWording.count(move.names.count, "color")) moved from \(m(move.previousFile))", "", "", "0.00", ""]))
            default:
                break
            }
        }
        // What each edit repaints: a list item per edit, so a cut counts them too.
        var repaints = MarkdownSection(title: "Roles the palette edits repaint")
        for edit in outline.paletteEdits where !edit.repaints.isEmpty {
            let verb = if case .paletteRenamed = edit.change { "followed by" } else { "repaints" }
            var item = "- **\(m(edit.name))** (\(m(edit.file))) \(verb) \(DiffWording.count(edit.roleCount, "role")):\n"
            for group in edit.repaints {
                item += "  - \(m(group.label)): \(group.roles.map { m($0.role) }.joined(separator: ", "))\n"
            }
            repaints.rows.append(item)
        }
        return repaints.rows.isEmpty ? [section] : [section, repaints]
    }

    /// Retargeted and edited roles, with their causes.
    static func roleEditSection(_ outline: DiffOutline) -> MarkdownSection? {
        guard !outline.roleEdits.isEmpty else { return nil }
        var section = MarkdownSection(title: "Retargeted and edited roles", tableHeader: "| File | Scheme | Role | Before | After | ΔE | Causes |\n|---|---|---|---|---|---:|---|\n")
        for change in outline.roleEdits {
            var causes = change.causes.map(\.rawValue).joined(separator: ", ")
            let flags = DiffWording.flagChanges(change.before.flags, change.after.flags)
            if !flags.isEmpty { causes += " (" + m(flags.joined(separator: ", ")) + ")" }
            section.rows.append(row([m(change.file), m(DiffWording.schemes(change.schemes)), m(change.role), side(change.before), side(change.after), change.deltaE.map(DiffWording.deltaE) ?? "", causes]))
        }
        return section
    }

    /// Added roles, then removed roles, a table each.
    static func addedAndRemovedRoleSections(_ outline: DiffOutline) -> [MarkdownSection] {
        var sections: [MarkdownSection] = []
        for (title, groups) in [("Added roles", outline.addedRoles), ("Removed roles", outline.removedRoles)] where !groups.isEmpty {
            var section = MarkdownSection(title: title, tableHeader: "| File | Role | Scheme | Reference |\n|---|---|---|---|\n")
            for group in groups {
                for entry in group.entries {
                    section.rows.append(row([m(group.file), m(group.role), m(DiffWording.schemes(entry.schemes)), side(entry.snapshot)]))
                }
            }
            sections.append(section)
        }

        return sections
    }

    /// Renamed roles.
    static func renamedRoleSection(_ outline: DiffOutline) -> MarkdownSection? {
        guard !outline.renamedRoles.isEmpty else { return nil }
        var section = MarkdownSection(title: "Renamed roles", tableHeader: "| File | Before | After | Schemes |\n|---|---|---|---|\n")
        for rename in outline.renamedRoles {
            section.rows.append(row([m(rename.file), m(rename.previousRole), m(rename.role), rename.schemes.map(m).joined(separator: ", ")]))
        }
        return section
    }

    /// Schemes added, removed and renamed.
    static func schemeSection(_ outline: DiffOutline) -> MarkdownSection? {
        guard !outline.schemeChanges.isEmpty else { return nil }
        var section = MarkdownSection(title: "Schemes", tableHeader: "| File | Scheme | Change | Roles |\n|---|---|---|---:|\n")
        for change in outline.schemeChanges {
            switch change {
            case .schemeAdded(let scheme):
                section.rows.append(row([m(scheme.file), m(scheme.scheme), "added (\(scheme.appearance?.rawValue ?? "no appearance"))", "\(scheme.roleCount)"]))
            case .schemeRemoved(let scheme):
                section.rows.append(row([m(scheme.file), m(scheme.scheme), "removed (\(scheme.appearance?.rawValue ?? "no appearance"))", "\(scheme.roleCount)"]))
            case .schemeRenamed(let rename):
                section.rows.append(row([m(rename.file), m(rename.scheme), "renamed from \(m(rename.previousScheme))", "\(rename.roleCount)"]))
            default:
                break
            }
        }
        return section
    }

    /// The contrast effects.
    static func contrastSection(_ report: DiffReport) -> MarkdownSection? {
        guard !report.contrast.isEmpty else { return nil }
        var section = MarkdownSection(title: "Contrast", tableHeader: "| File | Scheme | Foreground | Background | Before | After | Minimum | Status |\n|---|---|---|---|---:|---:|---|---|\n")
        for effect in report.contrast {
            let before = effect.before.map { DiffWording.contrastValue($0, algorithm: effect.algorithm) } ?? "—"
            let status = effect.isGood ? DiffWording.status(effect.status) : "**\(DiffWording.status(effect.status))**"
            section.rows.append(row([m(effect.file), m(effect.scheme), m(effect.foreground), m(effect.background), before,
                                     DiffWording.contrastValue(effect.after, algorithm: effect.algorithm), DiffWording.contrastMinimum(effect), status]))
        }
        return section
    }

    /// Files not compared (broken on a side), with where and why.
    static func noticeSection(_ report: DiffReport) -> MarkdownSection? {
        guard !report.notices.isEmpty else { return nil }
        var section = MarkdownSection(title: "Not compared")
        for notice in report.notices {
            let source = notice.side == .base ? report.base : report.head
            section.rows.append("- \(m(notice.file)):\(notice.position.line):\(notice.position.column) in \(m(DiffWording.describe(source))): \(m(notice.message))\n")
        }
        return section
    }

    /// With `--explain`: each changed role's reference chain, before and after.
    static func chainSection(_ report: DiffReport) -> MarkdownSection? {
        var section = MarkdownSection(title: "Reference chains")
        for change in report.changes {
            guard case .roleChanged(let change) = change else { continue }
            section.rows.append("- \(m(change.file)) " + (change.schemes.count > 1 ? "\(m(change.role)) in \(m(DiffWording.schemes(change.schemes)))" : "\(m(change.scheme))/\(m(change.role))") + "\n"
                + "  - before: \(m(change.before.chain.joined(separator: " → ")))\n"
                + "  - after: \(m(change.after.chain.joined(separator: " → ")))\n")
        }
        return section.rows.isEmpty ? nil : section
    }
}
