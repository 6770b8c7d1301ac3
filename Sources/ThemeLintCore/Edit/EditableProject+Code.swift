/// A code site a plan rewrites: where the name stands and what it becomes.
public struct CodeSiteChange: Sendable, Hashable, CustomStringConvertible {
    /// Repository-relative path.
    public var file: String
    /// Where the name starts (1-based line and column).
    public var position: SourcePosition
    /// The name as written.
    public var old: String
    /// The name written over it.
    public var new: String
    /// How the name is spelled (`R.color`, `@color/`, `named`, …).
    public var spelling: CodeReference.Spelling

    /// Creates a change.
    public init(file: String, position: SourcePosition, old: String, new: String, spelling: CodeReference.Spelling) {
        self.file = file
        self.position = position
        self.old = old
        self.new = new
        self.spelling = spelling
    }

    /// `file:line:column: old → new`, as the text plan lists it.
    public var description: String { "\(file):\(position.line):\(position.column): \(old) → \(new)" }
}

/// What rewriting code found it could not do: a theme name code names in a spelling that
/// cannot write the name it becomes.
struct CodeLeftAlone: Sendable, Hashable {
    /// The theme name the code names.
    var themeName: String
    /// Why, with the site (`file:line:column`).
    var reason: String
}

extension EditableProject {
    /// Reads the code references of `source`'s code files: `project.code` when the loader
    /// read code (`"code": true`), else every code file of the source scanned here.
    public mutating func readCode(from source: any DocumentSource) throws(SourceError) {
        if let scanned = project.code {
            code = scanned
            return
        }
        let paths = try source.listedFilePaths()
        code = try CodeScan.read(paths, from: source)
    }

    /// The code of `previous` after `contents` replaced some of its files: the references of
    /// each replaced code file read again from its new bytes (a next `compress` round).
    mutating func carryCode(from previous: EditableProject, replaced contents: [String: [UInt8]]) {
        guard var scan = previous.code else { return }
        let changed = Set(contents.keys.filter { CodeLanguage.of(path: $0) != nil })
        if !changed.isEmpty {
            scan.references.removeAll { changed.contains($0.file) }
            scan.literals.removeAll { changed.contains($0.file) }
            for file in changed.sorted() {
                scan.positions[file] = nil
                if let bytes = contents[file], let language = CodeLanguage.of(path: file) { scan.scan(bytes, file: file, language: language) }
            }
        }
        code = scan
    }

    /// Plans, in `session`, the rewrite of every code reference whose theme name `rename`
    /// renames (nil: left as it is), changing only the name's bytes: through the editor of a
    /// theme file the session holds (unless one of its edits already rewrites the name, as the
    /// XML editor does an Android `@color/`), else as a code file read from `source`. Each
    /// site is listed once.
    /// - Throws: `EditRefusal` when a code file to edit holds conflict markers or cannot be read.
    func rewriteCode(in session: inout EditSession, source: any DocumentSource, rename: (String) -> String?) throws(EditRefusal) -> (sites: [CodeSiteChange], leftAlone: [CodeLeftAlone]) {
        guard let code else { return ([], []) }
        let naming = CodeNaming(project: project, code: code)
        var sites: [CodeSiteChange] = []
        var leftAlone: [CodeLeftAlone] = []
        var replaced: [String: [Range<Int>]] = [:]
        for reference in code.references where !(xmlFiles[reference.file] != nil && Self.definesAndroidColors(reference.file)) {
            guard let name = naming.themeName(of: reference), let newName = rename(name), newName != name else { continue }
            let location = code.location(in: reference.file, offset: reference.nameStart)
            guard let spelled = naming.spelling(of: newName, like: reference) else {
                leftAlone.append(CodeLeftAlone(themeName: name, reason: "\(location.file):\(location.position.line):\(location.position.column) names \(name) as \(reference.name), a spelling that cannot name \(newName)"))
                continue
            }
            guard spelled != reference.name else { continue }
            let range = reference.nameStart..<reference.nameEnd
            if !session.holds(reference.file) {
                try addCodeFile(reference.file, from: source, to: &session)
            }
            if session.holdsCode(reference.file) {
                session.replaceName(of: reference, with: spelled)
            } else {
                // A theme file: its own editor's edits, planned before any code site, come first.
                if replaced[reference.file] == nil { replaced[reference.file] = session.replacedRanges(reference.file) }
                if !EditSession.covers(replaced[reference.file] ?? [], range) { session.replaceName(of: reference, with: spelled) }
            }
            sites.append(CodeSiteChange(file: reference.file, position: location.position, old: reference.name, new: spelled, spelling: reference.spelling))
        }
        return (sites, leftAlone)
    }

    /// Whether `file` is an Android values file or color state list: when an Android theme set
    /// reads it (it is in `xmlFiles`), the theme's own definitions, whose `@color/` the XML
    /// editor follows and the diff shows, not code that uses the theme (as layouts, drawables,
    /// menus and the manifest are). Without an Android theme set it is code like the others.
    static func definesAndroidColors(_ file: String) -> Bool {
        let parts = file.split(separator: "/")
        guard parts.count >= 3, parts[parts.count - 3] == "res" else { return false }
        let folder = parts[parts.count - 2]
        return folder.hasPrefix("values") || folder == "color" || folder.hasPrefix("color-")
    }

    /// Adds the code file `file`, read from `source`, to `session`.
    private func addCodeFile(_ file: String, from source: any DocumentSource, to session: inout EditSession) throws(EditRefusal) {
        let bytes: [UInt8]?
        do {
            bytes = try source.contents(of: file)
        } catch {
            throw EditRefusal("\(file) names a renamed color but cannot be read (\(error)); nothing written")
        }
        guard let bytes else { throw EditRefusal("\(file) names a renamed color but is gone; nothing written") }
        if SourceText.hasConflictMarkers(bytes) { throw EditRefusal("unresolved merge conflicts in \(file): resolve them first") }
        session.addCodeFile(file, bytes: bytes)
    }
}
