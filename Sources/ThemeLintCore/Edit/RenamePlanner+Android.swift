/// `rename` of an Android color resource.
extension RenamePlanner {
    /// Renames Android color `old`: the `name` of every `<color>` and `<item type="color">`
    /// defining it, in every qualifier folder of every module, and every `@color/OLD` of every
    /// XML file of every `res` folder. False when no Android resource defines `old`.
    /// - Throws: `EditRefusal` when `new` is already an Android color, `old` is a color state
    ///   list (named by its file, which an edit does not rename), or a resource file could not
    ///   be read (a reference in it could not be followed).
    static func renameAndroidColor(_ editable: EditableProject, old: String, new: String, in session: inout EditSession, renamed: inout [String]) throws(EditRefusal) -> Bool {
        let definitions = editable.androidColorDefinitions()
        let defining = definitions.filter { $0.name == old }
        guard !defining.isEmpty else { return false }
        if let clash = definitions.first(where: { $0.name == new }) {
            throw EditRefusal("\(new) already exists: an Android color of \(clash.file):\(clash.elementPosition.line)")
        }
        if let stateList = defining.first(where: \.isStateList) {
            throw EditRefusal("\(old) is a color state list (\(stateList.file)): rename the file, then run rename for the other definitions")
        }
        if let unreadable = editable.unreadableXMLFiles.first {
            throw EditRefusal("\(unreadable) could not be read: it may name \(old); nothing written")
        }
        guard isValidAndroidName(new) else {
            throw EditRefusal("\"\(new)\" is not a valid Android resource name (letters, digits, _ and ., not starting with a digit)")
        }
        for definition in defining {
            guard let position = definition.namePosition else { continue }
            session.editXML(definition.file) { editor throws(EditError) in [try editor.replaceAttributeValue(at: position, with: new)] }
            renamed.append("Android color \(old) in \(definition.file)")
        }
        EditableProject.rewriteReferences(editable.androidReferenceSites(), in: &session) { name, _ in name == old ? new : nil }
        return true
    }

    /// Whether `name` is a name aapt accepts for a resource: a Java identifier, dots allowed.
    static func isValidAndroidName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "." }
    }
}
