/// What `rename` would do.
public struct RenamePlan: Sendable {
    /// What is renamed, for people (`palette color azure_300 in palette.json`).
    public var renamed: [String]
    /// The edits and their diff.
    public var edit: ProjectEditPlan
}

/// Plans `rename OLD NEW`: a palette color, a role or a token path (a token, or a group and
/// everything under it), renamed wherever it is defined and wherever it is referred to by name:
/// `color_identifier`, `{a.b}`, `$a.b`, `rgba({a.b}, a)`, `$ref` pointers, the token paths
/// `$themes.json` names (Figma style and variable references), and the roles of the
/// configuration's contrast pairs.
public enum RenamePlanner {
    /// Plans the rename.
    /// - Throws: `EditRefusal` when OLD names nothing, NEW already exists, a token would move to
    ///   another group, or a theme file holds conflict markers; `SourceError` when the project
    ///   as it would be cannot be loaded.
    public static func plan(_ editable: EditableProject, source: any DocumentSource, old: String, new: String) throws -> RenamePlan {
        if !editable.conflicted.isEmpty {
            throw EditRefusal("unresolved merge conflicts in \(editable.conflicted.joined(separator: ", ")): resolve them first")
        }
        guard old != new, !new.isEmpty else { throw EditRefusal("the new name must differ from the old one and not be empty") }
        let project = editable.project
        var session = EditSession(documents: editable.documents, xmlFiles: editable.xmlFiles)
        var renamed: [String] = []
        let appearanceSets = project.themeSets.filter { $0.definition.format == .appearance }
        let tokenSets = project.themeSets.filter { $0.definition.format.isTokenFormat }
        let tokenPaletteFiles = Set(tokenSets.flatMap { $0.palettes.map(\.file) })

        // Palette colors of the Appearance format.
        let appearancePaletteFiles = Set(appearanceSets.flatMap { $0.palettes.map(\.file) })
        let palettes = project.palettes.keys.sorted().filter { appearancePaletteFiles.contains($0) || (!tokenPaletteFiles.contains($0) && !isAndroidResourceXML($0) && $0 != AndroidFrameworkColors.file && !EditableProject.isInAssetCatalog($0, of: project)) }.compactMap { project.palettes[$0] }
        let definingOld = palettes.filter { $0[old] != nil }
        if !definingOld.isEmpty {
            if let clash = palettes.first(where: { $0[new] != nil }) { throw EditRefusal("\(new) already exists: a color of \(clash.file)") }
            for palette in definingOld {
                guard let color = palette[old] else { continue }
                session.edit(palette.file) { editor throws(EditError) in try editor.replaceKey(at: color.location.position, with: new) }
                renamed.append("palette color \(old) in \(palette.file)")
            }
            for set in appearanceSets {
                EditableProject.rewriteReferences(editable.identifierSites(of: set), in: &session) { name, _ in name == old ? new : nil }
            }
        }

        // Roles of Appearance scheme files.
        var renamedRole = false
        for set in appearanceSets {
            guard let schemeFile = set.schemeFile, schemeFile.schemes.contains(where: { $0[role: old] != nil }) else { continue }
            if let scheme = schemeFile.schemes.first(where: { $0[role: new] != nil }) {
                throw EditRefusal("\(new) already exists: a role of \(scheme.name) in \(schemeFile.file)")
            }
            for scheme in schemeFile.schemes {
                guard let role = scheme[role: old] else { continue }
                session.edit(role.location.file) { editor throws(EditError) in try editor.replaceKey(at: role.location.position, with: new) }
            }
            renamedRole = true
            renamed.append("role \(old) in \(schemeFile.file)")
        }
        if renamedRole { renameContrastRoles(editable, old: old, new: new, in: &session) }

        // Android color resources (roles and palette colors at once), and the contrast pairs naming them.
        if try renameAndroidColor(editable, old: old, new: new, in: &session, renamed: &renamed), !renamedRole {
            renameContrastRoles(editable, old: old, new: new, in: &session)
        }

        // Token paths.
        let renamedGroup = try renameTokens(editable, tokenSets: tokenSets, old: old, new: new, in: &session, renamed: &renamed)

        // Color sets of asset catalogs kept by hand: their folders move (RenamePlanner+Xcassets).
        let movedFolders = try renameColorSets(editable, old: old, new: new, renamed: &renamed)
        guard !renamed.isEmpty else { throw EditRefusal("\(old) does not exist: no palette color, role, token path, Android color or color set has that name") }
        // Code names the theme name itself, or (a token group renamed) a path under it.
        let edit = try ProjectEditPlan(editable, source: source, session: session, movedFolders: movedFolders) { name in
            name == old ? new : (renamedGroup ? renamedPath(name, old: old, new: new) : nil)
        }.regeneratingExports(before: project, source: source)
        if let leftAlone = edit.codeLeftAlone.first { throw EditRefusal("\(leftAlone.reason); nothing written") }
        if let collision = try editable.codeCollision(edit.codeSites, source: source) { throw collision }
        try checkEveryRolePaintsTheSame(before: project, after: edit.after, old: old, new: new)
        return RenamePlan(renamed: renamed, edit: edit)
    }

    /// Refuses a plan after which a role (under its new name, when it is the one renamed) would
    /// paint another color, or none: a reference the rename could not follow.
    private static func checkEveryRolePaintsTheSame(before: LoadedProject, after: LoadedProject, old: String, new: String) throws(EditRefusal) {
        for (setIndex, set) in before.themeSets.enumerated() where setIndex < after.themeSets.count {
            var schemes: [String: ResolvedScheme] = [:]
            for scheme in after.themeSets[setIndex].resolved.schemes { schemes[scheme.name] = scheme }
            for scheme in set.resolved.schemes {
                guard let afterScheme = schemes[scheme.name] else { throw EditRefusal("renaming \(old) would lose scheme \(scheme.name) of \(set.definition.name)") }
                for role in scheme.roles where role.color != nil {
                    let name = role.role.name
                    let renamedRole = set.definition.format.isTokenFormat ? (renamedPath(name, old: old, new: new) ?? name) : (name == old ? new : name)
                    guard afterScheme[role: renamedRole]?.color == role.color else {
                        throw EditRefusal("renaming \(old) would change what \(scheme.name)/\(name) paints in \(set.definition.name): a reference it cannot follow; nothing written")
                    }
                }
            }
        }
    }

    /// `path` renamed when it is `old` or lies under it.
    static func renamedPath(_ path: String, old: String, new: String) -> String? {
        if path == old { return new }
        if path.hasPrefix(old + ".") { return new + path.dropFirst(old.count) }
        return nil
    }

    /// Renames token path `old`; whether it was a group (the paths under it renamed too).
    private static func renameTokens(_ editable: EditableProject, tokenSets: [LoadedThemeSet], old: String, new: String, in session: inout EditSession, renamed: inout [String]) throws(EditRefusal) -> Bool {
        var files: [(file: String, legacy: Bool)] = []
        var seen = Set<String>()
        var themesFiles: [String] = []
        for set in tokenSets {
            for file in editable.tokenFiles(of: set) where seen.insert(file).inserted {
                files.append((file, set.definition.format == .tokensStudio))
            }
            if RepositoryPath.fileName(of: set.definition.schemes) == "$themes.json" { themesFiles.append(set.definition.schemes) }
        }
        var found: [(file: String, definition: TokenDefinition)] = []
        for (file, legacy) in files {
            for definition in editable.tokenDefinitions(inFile: file, legacy: legacy) {
                if definition.path == new || definition.path.hasPrefix(new + ".") {
                    throw EditRefusal("\(new) already exists: a token path of \(file)")
                }
                if definition.path == old { found.append((file, definition)) }
            }
        }
        guard !found.isEmpty else { return false }
        let oldParent = old.split(separator: ".").dropLast()
        let newParts = new.split(separator: ".", omittingEmptySubsequences: false)
        guard newParts.dropLast().elementsEqual(oldParent), let newKey = newParts.last, !newKey.isEmpty else {
            throw EditRefusal("\(old) → \(new) would move the token to another group: rename changes the last name of a path only")
        }
        guard TokenFileReader.isValidName(String(newKey)) else { throw EditRefusal("\"\(newKey)\" is not a valid token name (no $ at the start, no {, } or .)") }
        for (file, definition) in found {
            session.edit(file) { editor throws(EditError) in try editor.replaceKey(at: definition.keyPosition, with: String(newKey)) }
            renamed.append("\(definition.isToken ? "token" : "group") \(old) in \(file)")
        }
        for (file, legacy) in files {
            EditableProject.rewriteReferences(editable.tokenSites(inFile: file, legacy: legacy), in: &session) { path, _ in renamedPath(path, old: old, new: new) }
        }
        for file in themesFiles { renameThemeReferences(editable, file: file, old: old, new: new, in: &session) }
        return found.contains { !$0.definition.isToken }
    }

    /// The token paths a `$themes.json` names: keys of `$figmaStyleReferences` and `$figmaVariableReferences`.
    private static func renameThemeReferences(_ editable: EditableProject, file: String, old: String, new: String, in session: inout EditSession) {
        guard let root = editable.documents[file]?.document.root else { return }
        root.forEachMember { member in
            guard member.key == "$figmaStyleReferences" || member.key == "$figmaVariableReferences" else { return true }
            for reference in member.value.value.objectMembers ?? [] {
                guard let renamed = renamedPath(reference.key, old: old, new: new) else { continue }
                session.edit(file) { editor throws(EditError) in try editor.replaceKey(at: reference.keyPosition, with: renamed) }
            }
            return false
        }
    }

    /// The configuration's contrast pairs that name the role (`foreground`, `background`).
    private static func renameContrastRoles(_ editable: EditableProject, old: String, new: String, in session: inout EditSession) {
        guard let file = editable.project.configuration.file, let root = editable.documents[file]?.document.root else { return }
        root.forEachMember { member in
            guard member.key == "foreground" || member.key == "background" else { return true }
            let nodes = member.value.value.arrayElements ?? [member.value]
            for node in nodes where node.value.stringValue == old {
                session.edit(file) { editor throws(EditError) in try editor.replaceValue(at: node.position, with: JSONEditor.quoted(new)) }
            }
            return false
        }
    }
}
