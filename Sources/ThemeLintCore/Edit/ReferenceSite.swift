/// A place where a theme file names a palette color, a token or a resource, as written: a
/// JSON string value, an XML element's text or an XML attribute's value (and, as formats are
/// added, a token of code). Every kind is rewritten through one `EditSession.replace`.
public struct ReferenceSite: Sendable, Hashable {
    /// How the text refers.
    public enum Kind: Sendable, Hashable {
        /// An Appearance `color_identifier`: the whole string is a palette color's name.
        case identifier
        /// A design-token value that may hold `{a.b}` (and `$a.b` in Tokens Studio files).
        case tokenText(legacy: Bool)
        /// A `$ref` JSON Pointer (`file.json#/a/b`).
        case pointer
        /// An Android `@color/name` (the app's own): `text` is the name.
        case androidColor
    }

    /// Where the reference is written.
    public enum Place: Sendable, Hashable {
        /// A JSON string value starting here.
        case jsonString(SourcePosition)
        /// The text of the XML element whose start tag stands here.
        case xmlText(element: SourcePosition)
        /// An XML attribute's value starting here (just after its quote).
        case xmlAttributeValue(SourcePosition)
    }

    /// Repository-relative path.
    public var file: String
    /// Where it is written.
    public var place: Place
    /// What it refers by: the string decoded, or the resource name.
    public var text: String
    /// How it refers.
    public var kind: Kind

    /// Where the place starts.
    public var position: SourcePosition {
        switch place {
        case .jsonString(let position), .xmlText(let position), .xmlAttributeValue(let position): position
        }
    }
}

extension EditableProject {
    /// The `color_identifier` of every role of an Appearance theme set's scheme file.
    func identifierSites(of set: LoadedThemeSet) -> [ReferenceSite] {
        guard let schemeFile = set.schemeFile else { return [] }
        var sites: [ReferenceSite] = []
        for scheme in schemeFile.schemes {
            for role in scheme.roles {
                guard let reference = role.reference else { continue }
                sites.append(ReferenceSite(file: reference.location.file, place: .jsonString(reference.location.position), text: reference.identifier, kind: .identifier))
            }
        }
        return sites
    }

    /// Every string of a token file that may refer to a token: the strings inside `$value`
    /// (Tokens Studio's `value`) and inside a color modifier, and every `$ref`.
    func tokenSites(inFile file: String, legacy: Bool) -> [ReferenceSite] {
        guard let root = documents[file]?.document.root else { return [] }
        var sites: [ReferenceSite] = []
        var stack: [(node: JSONNode, inValue: Bool)] = [(root, false)]
        while let (node, inValue) = stack.popLast() {
            switch node.value {
            case .object(let members):
                for member in members {
                    if member.key == "$ref", case .string(let text) = member.value.value {
                        sites.append(ReferenceSite(file: file, place: .jsonString(member.value.position), text: text, kind: .pointer))
                        continue
                    }
                    let isValue = inValue || member.key == "$value" || (legacy && member.key == "value") || member.key == "modify" || member.key == "$extends"
                    stack.append((member.value, isValue))
                }
            case .array(let elements):
                for element in elements { stack.append((element, inValue)) }
            case .string(let text) where inValue:
                if text.utf8.contains(UInt8(ascii: "{")) || (legacy && text.utf8.contains(UInt8(ascii: "$"))) {
                    sites.append(ReferenceSite(file: file, place: .jsonString(node.position), text: text, kind: .tokenText(legacy: legacy)))
                }
            default:
                break
            }
        }
        return sites.sorted { $0.position < $1.position }
    }

    /// The token files of a token theme set, in the order they were read.
    func tokenFiles(of set: LoadedThemeSet) -> [String] {
        var seen = Set<String>()
        return set.palettes.map { Self.fileOfPalette($0.file) }.filter { documents[$0] != nil && seen.insert($0).inserted }
    }

    /// Rewrites the references among `sites` that `rename` renames: an identifier, a token
    /// path or an Android color by name; a `$ref` by the path it points at and the file it
    /// points into.
    static func rewriteReferences(_ sites: [ReferenceSite], in session: inout EditSession, rename: (_ path: String, _ pointerFile: String?) -> String?) {
        for site in sites {
            let newText: String?
            switch site.kind {
            case .identifier:
                newText = rename(site.text, nil)
            case .androidColor:
                newText = rename(site.text, nil).map { "@color/" + $0 }
            case .tokenText(let legacy):
                newText = TokenReferenceText.rewrite(site.text, legacy: legacy) { rename($0, nil) }
            case .pointer:
                if case .pointer(let target, let path)? = TokenValue.pointerReference(site.text, from: site.file), let renamed = rename(path, target) {
                    newText = TokenReferenceText.rewritePointer(site.text, newPath: renamed)
                } else {
                    newText = nil
                }
            }
            guard let newText else { continue }
            session.replace(site, with: newText)
        }
    }
}
