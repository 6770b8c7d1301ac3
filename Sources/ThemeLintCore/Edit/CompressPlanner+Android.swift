/// `compress` on Android color resources.
///
/// A color may be merged only where every `@color/` reference keeps its meaning: its name, and
/// the kept color's, must be defined once in the whole repository (one `<color>` in one values
/// folder of one module, a literal). A name defined in several qualifier folders (`values` and
/// `values-night`), several modules or source sets, or as a color state list, is left alone and
/// said so: which definition a reference picks depends on the configuration and the module.
/// Since both names are unique, rewriting `@color/replaced` to `@color/kept` in every XML file
/// of every `res` folder makes each reference resolve where it resolved before.
extension CompressPlanner {
    /// The partitions of `editable`'s Android colors (one per values folder), and a note naming
    /// the colors left alone.
    static func androidPartitions(of editable: EditableProject) -> (partitions: [Partition], note: String?) {
        let project = editable.project
        let androidSets = project.themeSets.indices.filter { project.themeSets[$0].definition.format == .android }
        guard !androidSets.isEmpty, !editable.xmlFiles.isEmpty else { return ([], nil) }
        guard editable.unreadableXMLFiles.isEmpty else {
            return ([], "Android colors are not merged: \(editable.unreadableXMLFiles.joined(separator: ", ")) could not be read")
        }
        let definitions = editable.androidColorDefinitions()
        var definitionCount: [String: Int] = [:]
        for definition in definitions { definitionCount[definition.name, default: 0] += 1 }
        var references: [String: Int] = [:]
        for site in editable.androidReferenceSites() { references[site.text, default: 0] += 1 }
        var byFolder: [String: [Candidate]] = [:]
        var folderOrder: [String] = []
        var shared: [String] = []
        var sharedSeen = Set<String>()
        // Each file's palette colors by where they stand: one look-up per definition.
        var colorsByFile: [String: [SourcePosition: PaletteColor]] = [:]
        for (order, definition) in definitions.enumerated() where !definition.isStateList {
            if colorsByFile[definition.file] == nil {
                var byPosition: [SourcePosition: PaletteColor] = [:]
                for color in project.palettes[definition.file]?.colors ?? [] { byPosition[color.location.position] = color }
                colorsByFile[definition.file] = byPosition
            }
            guard let color = colorsByFile[definition.file]?[definition.elementPosition], color.name == definition.name,
                  let rgba = color.color else { continue }
            guard definitionCount[definition.name] == 1 else {
                if sharedSeen.insert(definition.name).inserted { shared.append(definition.name) }
                continue
            }
            if byFolder[definition.folder] == nil { folderOrder.append(definition.folder) }
            byFolder[definition.folder, default: []].append(Candidate(
                name: definition.name, colors: [SimilarColorsComparable(entry: color, color: rgba)], definitions: [color],
                references: references[definition.name] ?? 0, order: order, users: androidSets))
        }
        let partitions = folderOrder.map { Partition(scope: $0, tokenSet: nil, candidates: byFolder[$0] ?? [], android: true) }
        var note: String?
        if !shared.isEmpty {
            let shown = shared.prefix(10).joined(separator: ", ")
            let more = shared.count > 10 ? " and \(shared.count - 10) more" : ""
            note = "Android colors defined more than once (in several qualifier folders, modules or source sets) are not merged: \(shown)\(more)"
        }
        return (partitions, note)
    }

    /// Plans the edits of the Android replacements: each replaced color deleted (with
    /// `keepAliases`, made `@color/KEPT`), and every reference to it rewritten.
    static func planAndroidEdits(_ editable: EditableProject, renames: [String: String], definitions: [(file: String, position: SourcePosition, kept: String)], keepAliases: Bool, in session: inout EditSession) {
        guard !renames.isEmpty else { return }
        for definition in definitions {
            if keepAliases {
                session.editXML(definition.file) { editor throws(EditError) in
                    [try editor.replaceText(ofElementAt: definition.position, with: "@color/" + definition.kept)]
                }
            } else {
                session.deleteElement(definition.file, at: definition.position)
            }
        }
        EditableProject.rewriteReferences(editable.androidReferenceSites(), in: &session) { name, _ in renames[name] }
    }
}
