/// An XML file of an Android `res` folder that an edit may change: its bytes as read and the
/// document read from them (with positions).
public struct EditableXMLFile: Sendable {
    /// The bytes as read.
    public var bytes: [UInt8]
    /// The document.
    public var document: XMLDocument
}

/// A color resource definition in an Android resource file: `<color name="n">`, `<item
/// name="n" type="color">`, or a color state list (the file `res/color*/n.xml`).
struct AndroidColorDefinition {
    /// Repository-relative path.
    var file: String
    /// The resource name.
    var name: String
    /// Where the element starts (`<`); the state list's root for a state list.
    var elementPosition: SourcePosition
    /// Where the value of `name="…"` starts (nil for a state list, named by its file).
    var namePosition: SourcePosition?
    /// The values folder (`app/src/main/res/values-night`), or the color folder.
    var folder: String
    /// Whether it is a color state list.
    var isStateList: Bool
}

/// Whether `path` is an XML file directly inside a folder of a `res` folder (`values`,
/// `color-night`, `layout`, `drawable`…): every file that may name a color with `@color/`.
func isAndroidResourceXML(_ path: String) -> Bool {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count >= 3, parts[parts.count - 3] == "res", let file = parts.last else { return false }
    return file.hasSuffix(".xml") && file.count > 4 && !parts[parts.count - 2].isEmpty
}

extension EditableProject {
    /// Reads every XML file of every `res` folder of `source`.
    mutating func readAndroidFiles(from source: any DocumentSource) {
        let paths: [String]
        do {
            paths = try source.allFilePaths()
        } catch {
            unreadableXMLFiles.append("the file list (\(error))")
            return
        }
        for path in paths where isAndroidResourceXML(path) {
            do {
                guard let bytes = try source.contents(of: path) else { continue }
                if SourceText.hasConflictMarkers(bytes) { conflicted.append(path) }
                let document = try XMLReader().read(bytes)
                xmlFiles[path] = EditableXMLFile(bytes: bytes, document: document)
            } catch let error as XMLSyntaxError {
                unreadableXMLFiles.append(path)
                skipped.append(SkippedFile(file: path, position: error.position, reason: "not well-formed XML (\(error.message)); Android colors are left alone"))
            } catch {
                unreadableXMLFiles.append(path)
                skipped.append(SkippedFile(file: path, position: .start, reason: "cannot be read (\(error)); Android colors are left alone"))
            }
        }
    }

    /// Every color resource definition of the Android resource files, by file path, then in
    /// document order.
    func androidColorDefinitions() -> [AndroidColorDefinition] {
        var result: [AndroidColorDefinition] = []
        for file in xmlFiles.keys.sorted() {
            guard let place = AndroidResourcePath(file), let document = xmlFiles[file]?.document, let root = document.root else { continue }
            let folder = RepositoryPath.join(place.resFolder, file.split(separator: "/").dropLast().last.map(String.init) ?? "")
            switch place.kind {
            case .color:
                if root.name == "selector" {
                    result.append(AndroidColorDefinition(file: file, name: place.resourceName, elementPosition: root.position, namePosition: nil, folder: folder, isStateList: true))
                }
            case .values:
                guard root.name == "resources" else { continue }
                for index in root.children {
                    let element = document.elements[index]
                    guard element.name == "color" || (element.name == "item" && document.attribute("type", of: element)?.value == "color"),
                          let name = document.attribute("name", of: element), !name.value.isEmpty else { continue }
                    result.append(AndroidColorDefinition(file: file, name: name.value, elementPosition: element.position, namePosition: name.valuePosition, folder: folder, isStateList: false))
                }
            }
        }
        return result
    }

    /// Every `@color/name` of the app's own resources (no package, not a theme attribute) that
    /// is an element's whole text or an attribute's whole value, in every Android XML file.
    func androidReferenceSites() -> [ReferenceSite] {
        var result: [ReferenceSite] = []
        for file in xmlFiles.keys.sorted() {
            guard let document = xmlFiles[file]?.document else { continue }
            for element in document.elements {
                if element.children.isEmpty, let name = Self.colorName(element.trimmedText) {
                    result.append(ReferenceSite(file: file, place: .xmlText(element: element.position), text: name, kind: .androidColor))
                }
                for attribute in document.attributes(of: element) {
                    if let name = Self.colorName(XMLReader.trimmingWhitespace(attribute.value)) {
                        result.append(ReferenceSite(file: file, place: .xmlAttributeValue(attribute.valuePosition), text: name, kind: .androidColor))
                    }
                }
            }
        }
        return result
    }

    /// The color `text` names when it is `@color/name` (the app's own).
    static func colorName(_ text: String) -> String? {
        guard text.utf8.first == UInt8(ascii: "@"), let reference = AndroidReference(text),
              !reference.isThemeAttribute, reference.package == nil, reference.type == "color", !reference.name.isEmpty else { return nil }
        return reference.name
    }

    /// Every file an edit may change, JSON and XML: what must be as HEAD holds it for a plan to
    /// name HEAD as its base, and what must have no unmerged index entry.
    public var editableFiles: Set<String> {
        Set(Self.themeFiles(of: project)).union(xmlFiles.keys).union(unreadableXMLFiles)
    }
}
