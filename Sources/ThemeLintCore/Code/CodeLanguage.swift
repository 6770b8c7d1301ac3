/// The languages whose code themelint reads for code references and color literals, grouped
/// by the lexer that reads them.
public enum CodeLanguage: String, Sendable, Hashable, CaseIterable {
    case swift, kotlin, java, objectiveC = "objective-c", javaScript = "javascript"
    case css, scss, less
    /// XML under a `res/` folder (layouts, drawables, menus, values, the manifest beside it).
    case resourceXML = "resource-xml"

    /// The language of the file at `path`, nil for a file themelint does not read as code.
    public static func of(path: String) -> CodeLanguage? {
        let name = RepositoryPath.fileName(of: path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        switch name[name.index(after: dot)...].lowercased() {
        case "swift": return .swift
        case "kt", "kts": return .kotlin
        case "java": return .java
        case "m", "mm", "h": return .objectiveC
        case "js", "jsx", "mjs", "cjs", "ts", "tsx", "mts", "cts": return .javaScript
        case "css": return .css
        case "scss": return .scss
        case "less": return .less
        case "xml": return isResourceXML(path) ? .resourceXML : nil
        default: return nil
        }
    }

    /// Whether `path` is an XML file in a folder under a `res/` folder, or an Android manifest.
    static func isResourceXML(_ path: String) -> Bool {
        let components = path.split(separator: "/")
        if components.last == "AndroidManifest.xml" { return true }
        return components.count >= 3 && components[components.count - 3] == "res"
    }

    /// Whether block comments nest (`/* /* */ */` is one comment in Swift and Kotlin).
    var nestsBlockComments: Bool { self == .swift || self == .kotlin }
}
