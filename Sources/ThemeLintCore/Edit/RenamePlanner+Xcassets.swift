/// `rename` of an asset catalog's color set: its name is its folder's (`Brand/Accent` is
/// `Brand/Accent.colorset` inside a namespace folder `Brand`), so the folder moves, inside its
/// catalog and its namespace (only the last name changes, like a token path's).
extension RenamePlanner {
    /// The folder moves that rename the color sets named `old` in the hand-kept catalogs of
    /// `editable`; none when no catalog has such a set.
    /// - Throws: `EditRefusal` when a catalog has a set named `new` (Xcode compares names without
    ///   case), `new` lies in another namespace or is no folder name, or the set is one a
    ///   configured export generates and nothing else is renamed (its source role is renamed
    ///   instead, and the export re-run writes the set under the new name).
    static func renameColorSets(_ editable: EditableProject, old: String, new: String, renamed: inout [String]) throws(EditRefusal) -> [FolderMove] {
        let project = editable.project
        let catalogs = project.themeSets.filter { $0.definition.format == .xcassets }
        var found: [(catalog: String, file: String)] = []
        var generated: [(catalog: String, export: ExportConfiguration)] = []
        for set in catalogs {
            guard let role = set.schemeFile?.schemes.lazy.compactMap({ $0[role: old] }).first else { continue }
            if let export = generatingExport(of: set.definition.schemes, in: project.configuration) {
                generated.append((set.definition.schemes, export))
            } else {
                found.append((set.definition.schemes, role.location.file))
            }
        }
        // A generated set follows its source role's rename through the export; renamed by its
        // own name it would come back at the next export.
        if found.isEmpty, renamed.isEmpty, let (catalog, export) = generated.first {
            let source = sourceRoles(of: old, exportedBy: export, in: project)
            let what = source.isEmpty ? "the role it is generated from" : "its source role \(source.joined(separator: " or "))"
            throw EditRefusal("\(old) is a color set of \(catalog), which the \(export.target.rawValue) export at \(export.location) generates: rename \(what) instead, and the export writes the set under its new name")
        }
        guard !found.isEmpty else { return [] }
        let foldedNew = new.lowercased()
        for set in catalogs {
            for scheme in set.schemeFile?.schemes ?? [] {
                if let clash = scheme.roles.first(where: { $0.name != old && $0.name.lowercased() == foldedNew }) {
                    throw EditRefusal("\(new) already exists: a color set of the asset catalog \(set.definition.schemes) (\(clash.location.file))")
                }
            }
        }
        let oldParts = old.split(separator: "/", omittingEmptySubsequences: false)
        let newParts = new.split(separator: "/", omittingEmptySubsequences: false)
        guard newParts.dropLast().elementsEqual(oldParts.dropLast()), let newLast = newParts.last else {
            throw EditRefusal("\(old) → \(new) would move the color set to another namespace folder: rename changes the last name only (move the folder in Xcode)")
        }
        guard isFolderName(newLast) else {
            throw EditRefusal("\"\(newLast)\" cannot name a color set's folder (\(newLast).colorset): no empty name, no \".\" at the start, no NUL")
        }
        var moves: [FolderMove] = []
        for (catalog, file) in found {
            let from = RepositoryPath.directory(of: file)
            let parent = RepositoryPath.directory(of: from)
            moves.append(FolderMove(from: from, to: (parent.isEmpty ? "" : parent + "/") + newLast + ".colorset"))
            renamed.append("color set \(old) in \(catalog) (\(from) → \(moves[moves.count - 1].to))")
        }
        return moves
    }

    /// A name Xcode reads as a color set's folder, and a file system takes.
    private static func isFolderName(_ name: Substring) -> Bool {
        !name.isEmpty && !name.hasPrefix(".") && !name.utf8.contains(0)
    }

    /// The configured `xcassets` export whose output catalog is `catalog`.
    static func generatingExport(of catalog: String, in configuration: Configuration) -> ExportConfiguration? {
        configuration.exports.first { export in
            guard export.target == .xcassets else { return false }
            let out = export.out.hasSuffix("/") ? String(export.out.dropLast()) : export.out
            let generated = out.isEmpty || out == "." ? XcassetsExporter.catalogName : out + "/" + XcassetsExporter.catalogName
            return catalog == generated
        }
    }

    /// The roles of the theme set `export` reads whose exported color set is named `name`.
    private static func sourceRoles(of name: String, exportedBy export: ExportConfiguration, in project: LoadedProject) -> [String] {
        let sets = project.themeSets.filter { set in
            guard generatingExport(of: set.definition.schemes, in: project.configuration) == nil || set.definition.format != .xcassets else { return false }
            guard let theme = export.theme else { return true }
            return set.definition.name == theme || set.definition.schemes == theme
        }
        var names = Set<String>()
        for set in sets {
            for scheme in set.resolved.schemes {
                for role in scheme.roles where ExportNameMapping.assetPath(role.role.name).joined(separator: "/") == name {
                    names.insert(role.role.name)
                }
            }
        }
        return names.sorted()
    }
}
