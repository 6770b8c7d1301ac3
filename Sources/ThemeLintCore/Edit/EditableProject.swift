/// A JSON file that an edit may change: its bytes as read and the tree parsed from them.
public struct EditableDocument: Sendable {
    /// The bytes as read.
    public var bytes: [UInt8]
    /// The parsed document (without duplicate keys).
    public var document: JSONDocument

    /// Creates a document.
    public init(bytes: [UInt8], document: JSONDocument) {
        self.bytes = bytes
        self.document = document
    }
}

/// A file that cannot be edited, and why (it is left alone).
public struct SkippedFile: Sendable, Hashable, CustomStringConvertible {
    /// Repository-relative path.
    public var file: String
    /// Where the problem is.
    public var position: SourcePosition
    /// The problem.
    public var reason: String

    /// A human-readable form, as shown in messages.
    public var description: String { "\(file):\(position.line):\(position.column): \(reason)" }
}

/// A loaded project together with the documents an edit of it may change: every palette,
/// scheme file, token file and `$themes.json` it read, parsed with positions.
public struct EditableProject: Sendable {
    /// The project as loaded.
    public var project: LoadedProject
    /// Path → document, for every file that parsed.
    public var documents: [String: EditableDocument]
    /// Files that did not parse, could not be read or repeat a key (left alone).
    public var skipped: [SkippedFile]
    /// Files holding git conflict markers (`<<<<<<< `, `>>>>>>> ` at the start of a line).
    public var conflicted: [String]
    /// Path → bytes and document of every XML file of an Android `res` folder (read only when
    /// the project has Android theme sets).
    public var xmlFiles: [String: EditableXMLFile] = [:]
    /// Android resource files that could not be read or parsed: while one exists, no Android
    /// color is renamed or merged (a reference in it could not be followed).
    public var unreadableXMLFiles: [String] = []
    /// The code references of the working tree's code (`readCode`); nil when code is left
    /// alone (`--no-code`): then no code is read or rewritten.
    public var code: CodeScan?

    /// Reads the theme files of `project` from `source` (the one it was loaded from).
    public init(project: LoadedProject, source: any DocumentSource) {
        self.project = project
        documents = [:]
        skipped = []
        conflicted = []
        for path in Self.themeFiles(of: project) {
            let bytes: [UInt8]?
            do {
                bytes = try source.contents(of: path)
            } catch {
                skipped.append(SkippedFile(file: path, position: .start, reason: "cannot be read (\(error)); left alone"))
                continue
            }
            guard let bytes else { continue }
            if SourceText.hasConflictMarkers(bytes) { conflicted.append(path) }
            do {
                let document = try JSONParser().parse(bytes)
                // Which of two members with one key an edit would mean is a guess: left alone.
                if let duplicate = document.duplicateKeys.first {
                    skipped.append(SkippedFile(file: path, position: duplicate.position, reason: "duplicate key \"\(duplicate.key)\"; left alone"))
                    continue
                }
                documents[path] = EditableDocument(bytes: bytes, document: document)
            } catch {
                skipped.append(SkippedFile(file: path, position: error.position, reason: "not JSON (\(error.message)); left alone"))
            }
        }
        if project.themeSets.contains(where: { $0.definition.format == .android }) { readAndroidFiles(from: source) }
    }

    /// Every file an edit of `project` may change, sorted: scheme files, palettes, token files
    /// and the documents that define token schemes.
    public static func themeFiles(of project: LoadedProject) -> [String] {
        var files = Set(project.palettes.keys.map(fileOfPalette))
        // Files that did not parse are named (and left alone) too.
        for issue in project.issues where issue.kind == .jsonSyntax { files.insert(issue.location.file) }
        for set in project.themeSets {
            files.insert(set.definition.schemes)
            for path in set.definition.palettes { files.insert(path) }
            for palette in set.palettes { files.insert(fileOfPalette(palette.file)) }
        }
        // The configuration names roles (contrast pairs) that a rename follows.
        if project.configuration.file == Configuration.defaultFileName { files.insert(Configuration.defaultFileName) }
        // Android resource files are XML, read by `readAndroidFiles`.
        let androidFolders = Set(project.themeSets.filter { $0.definition.format == .android }.flatMap { [$0.definition.schemes] + $0.definition.resourceFolders })
        return files.filter { !$0.isEmpty && !androidFolders.contains($0) && !isAndroidResourceXML($0) && $0 != AndroidFrameworkColors.file && !isInAssetCatalog($0, of: project) }.sorted()
    }

    /// Whether `path` is an asset catalog of `project` or a file in one: color sets are not
    /// referred to by name, so `compress` and `rename` leave catalogs alone.
    static func isInAssetCatalog(_ path: String, of project: LoadedProject) -> Bool {
        project.themeSets.contains { set in
            guard set.definition.format == .xcassets else { return false }
            let catalog = set.definition.schemes
            return path == catalog || path.hasPrefix(catalog + "/")
        }
    }

    /// The file a palette's name stands for (`file#/pointer` names a part of `file`).
    public static func fileOfPalette(_ name: String) -> String {
        if let hash = name.firstIndex(of: "#") { return String(name[..<hash]) }
        return name
    }
}
