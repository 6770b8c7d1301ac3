/// `rename`'s refusal where NEW, as code would spell it, is already declared in code: the
/// rewritten sites would then name something else (or two things).
///
/// - Android spellings (`R.color.NEW`, `@color/NEW`) collide with a color resource NEW
///   declared in any resource XML of the repository (`<color>`, `<item type="color">`, or a
///   color state list `res/color*/NEW.xml`), read by the theme or not.
/// - An asset-catalog name collides with a color set folder `NEW.colorset` in any catalog.
/// - A spelling that is a bare identifier in Swift, Objective-C, Kotlin or Java (the names an
///   export generates: `UIColor.NEW`, the implicit member `.NEW`) collides with a declaration
///   of exactly that identifier in that code. `R.color.NEW` is not bare: a Kotlin property
///   named NEW does not collide with it.
extension EditableProject {
    /// The refusal for the first declaration that a site of `sites` would collide with, nil
    /// when there is none.
    func codeCollision(_ sites: [CodeSiteChange], source: any DocumentSource) throws(SourceError) -> EditRefusal? {
        var android = Set<String>(), colorSets = Set<String>(), identifiers = Set<String>()
        for site in sites {
            if site.spelling == .androidResourceClass || site.spelling == .androidResourceXML {
                android.insert(site.new)
            } else if site.spelling == .assetCatalogName {
                colorSets.insert(site.new)
            } else if site.spelling != .cssCustomProperty, let language = CodeLanguage.of(path: site.file),
                      Self.declaringLanguages.contains(language), Self.isIdentifier(site.new) {
                // An exported name (`UIColor.NEW`, `.NEW`): a bare identifier of its language.
                identifiers.insert(site.new)
            }
        }
        guard !android.isEmpty || !colorSets.isEmpty || !identifiers.isEmpty else { return nil }
        let paths = try source.listedFilePaths()
        for path in paths {
            if !android.isEmpty, isAndroidResourceXML(path), let name = try androidColorDeclared(in: path, among: android, source: source) {
                return EditRefusal("\(name) already exists in code: an Android color declared in \(path); code naming it would name that one; nothing written")
            }
            if !colorSets.isEmpty, let name = colorSets.first(where: { path.hasSuffix("/\($0).colorset/Contents.json") || path.hasPrefix("\($0).colorset/") }), path.contains(".xcassets/") {
                return EditRefusal("\(name) already exists in code: a color set of \(path); nothing written")
            }
            if !identifiers.isEmpty, let language = CodeLanguage.of(path: path), Self.declaringLanguages.contains(language),
               let bytes = try? source.contents(of: path), let found = Self.declaration(of: identifiers, in: bytes, language: language) {
                var text = SourceText(bytes)
                let position = text.position(at: found.offset) ?? .start
                return EditRefusal("\(found.name) already exists in code: declared at \(path):\(position.line):\(position.column); code naming the renamed color would name that one; nothing written")
            }
        }
        return nil
    }

    /// The languages whose declarations an identifier spelling may collide with.
    static let declaringLanguages: Set<CodeLanguage> = [.swift, .objectiveC, .kotlin, .java]

    /// Whether `text` is an identifier of the C-like languages (ASCII letters, digits, `_`).
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.utf8.first, !CodeBytes.isDigit(first) else { return false }
        return text.utf8.allSatisfy(CodeBytes.isIdentifierPart)
    }

    /// The name of `names` declared as an Android color in the resource XML at `path`.
    private func androidColorDeclared(in path: String, among names: Set<String>, source: any DocumentSource) throws(SourceError) -> String? {
        let parts = path.split(separator: "/")
        let folder = parts[parts.count - 2], file = parts[parts.count - 1]
        if folder == "color" || folder.hasPrefix("color-") {
            let name = String(file.dropLast(4))
            return names.contains(name) ? name : nil
        }
        guard folder == "values" || folder.hasPrefix("values-") else { return nil }
        let document: XMLDocument
        if let read = xmlFiles[path]?.document {
            document = read
        } else {
            guard let bytes = try? source.contents(of: path), let read = try? XMLReader().read(bytes) else { return nil }
            document = read
        }
        guard let root = document.root, root.name == "resources" else { return nil }
        for index in root.children {
            let element = document.elements[index]
            guard element.name == "color" || (element.name == "item" && document.attribute("type", of: element)?.value == "color"),
                  let name = document.attribute("name", of: element)?.value, names.contains(name) else { continue }
            return name
        }
        return nil
    }

    /// Words after which a name is declared: Swift, Kotlin, Java and Objective-C.
    static let declaringWords: Set<String> = [
        "var", "let", "func", "class", "struct", "enum", "case", "typealias", "protocol", "actor", "associatedtype",
        "val", "fun", "object", "interface",
    ]

    /// The first declaration of a name of `names` in `bytes` (code of `language`), with the
    /// offset of its name: a name after a declaring word (`static var NAME`, `val NAME`,
    /// `case NAME`), or, in Java and Objective-C, a name after a type (`int NAME =`,
    /// `UIColor *NAME;`, `+ (UIColor *)NAME;`) followed by `=`, `;`, `(`, `{` or `,`.
    static func declaration(of names: Set<String>, in bytes: [UInt8], language: CodeLanguage) -> (name: String, offset: Int)? {
        let tokens = CLikeLexer(language: language).tokens(bytes)
        let typed = language == .java || language == .objectiveC
        let notTypes: Set<String> = ["return", "new", "throw", "else", "case", "yield", "goto", "sizeof"]
        for index in tokens.indices.dropFirst() where tokens[index].kind == .identifier {
            let name = tokens[index].content(in: bytes)
            guard names.contains(name) else { continue }
            let previous = tokens[index - 1]
            let previousText = previous.content(in: bytes)
            if previous.kind == .identifier, declaringWords.contains(previousText) { return (name, tokens[index].contentStart) }
            guard typed, index + 1 < tokens.count, tokens[index + 1].kind == .punctuation,
                  [UInt8(ascii: "="), UInt8(ascii: ";"), UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: ",")].contains(bytes[tokens[index + 1].start]) else { continue }
            let afterType = (previous.kind == .identifier && !notTypes.contains(previousText))
                || previous.isPunctuation(UInt8(ascii: "*"), in: bytes) || previous.isPunctuation(UInt8(ascii: ">"), in: bytes)
                || (language == .objectiveC && previous.isPunctuation(UInt8(ascii: ")"), in: bytes))
            if afterType { return (name, tokens[index].contentStart) }
        }
        return nil
    }
}
