/// Where a repository path stands in an Android project: which `res` folder, which resource
/// folder (`values-night`, `color-v23`), which qualifiers.
struct AndroidResourcePath: Sendable, Hashable {
    /// What a resource folder holds, as far as colors go.
    enum Kind: Sendable, Hashable {
        /// `values`, `values-QUALIFIERS`: `<color>` resources among others.
        case values
        /// `color`, `color-QUALIFIERS`: one color state list per file.
        case color
    }

    /// The `res` folder (`app/src/main/res`).
    var resFolder: String
    /// The kind of the resource folder.
    var kind: Kind
    /// The resource folder's qualifiers.
    var qualifiers: AndroidQualifiers
    /// The file name without `.xml` (a color state list's resource name).
    var resourceName: String

    /// The place of `path`, when it is an XML file directly inside a `values*` or `color*`
    /// folder of a folder named `res`.
    init?(_ path: String) {
        // (Most paths are no XML file: no split for them.)
        guard path.hasSuffix(".xml") else { return nil }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 3, parts[parts.count - 3] == "res", let file = parts.last, file.hasSuffix(".xml"), file.count > 4 else { return nil }
        let folder = parts[parts.count - 2]
        let qualifierText: Substring
        if folder == "values" || folder.hasPrefix("values-") {
            kind = .values
            qualifierText = folder.dropFirst("values".count)
        } else if folder == "color" || folder.hasPrefix("color-") {
            kind = .color
            qualifierText = folder.dropFirst("color".count)
        } else {
            return nil
        }
        if qualifierText == "-" { return nil }
        qualifiers = AndroidQualifiers(String(qualifierText.dropFirst()))
        resFolder = parts[..<(parts.count - 2)].joined(separator: "/")
        resourceName = String(file.dropLast(4))
    }
}

/// Android projects in a repository's file list: Gradle modules, their source sets, and the
/// theme sets they make.
public enum AndroidProjectLayout {
    /// Whether `path` is a file the Android adapter reads.
    public static func isResourceFile(_ path: String) -> Bool {
        AndroidResourcePath(path) != nil
    }

    /// The module and source set of `resFolder`: `app/src/green/res` → (`app`, `green`),
    /// `src/main/res` → (`.`, `main`); a `res` folder outside any `src/` → (the folder, nil).
    static func sourceSet(of resFolder: String) -> (module: String, set: String?) {
        let parts = resFolder.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 3, parts[parts.count - 3] == "src" else { return (resFolder, nil) }
        let module = parts[..<(parts.count - 3)].joined(separator: "/")
        return (module.isEmpty ? "." : module, String(parts[parts.count - 2]))
    }

    /// Every `res` folder that holds resource files, with the files, sorted.
    static func resFolders(in paths: [String]) -> [(folder: String, files: [String])] {
        var byFolder: [String: [String]] = [:]
        for path in paths {
            guard let place = AndroidResourcePath(path) else { continue }
            byFolder[place.resFolder, default: []].append(path)
        }
        // `values*` files before `color*` files, the unqualified folder first, then by path:
        // roles in the order people list them.
        return byFolder.keys.sorted().map { folder in
            let places = byFolder[folder, default: []].compactMap { path in AndroidResourcePath(path).map { (path, $0) } }
            let sorted = places.sorted { a, b in
                let keyA = (a.1.kind == .values ? 0 : 1, a.1.qualifiers.text.isEmpty ? 0 : 1)
                let keyB = (b.1.kind == .values ? 0 : 1, b.1.qualifiers.text.isEmpty ? 0 : 1)
                if keyA != keyB { return keyA < keyB }
                return a.0.utf8.lexicographicallyPrecedes(b.0.utf8)
            }
            return (folder, sorted.map(\.0))
        }
    }

    /// The `res` folders other sets' references fall back to, in path order: every module's
    /// `main` and every `res` folder outside `src/`.
    static func sharedFolders(in folders: [(folder: String, files: [String])]) -> [String] {
        folders.map(\.folder).filter { folder in
            let place = sourceSet(of: folder)
            return place.set == nil || place.set == "main"
        }
    }

    /// Auto-detection: one theme set per module's `main` (named by the module's path), one per
    /// other source set (`app:green`, `main` overlaid with it), one per `res` folder outside
    /// `src/`; each only where its `values*` files hold color resources or it has color state lists.
    /// - Parameter holdsColors: whether a `values*` file's bytes hold a color resource.
    static func detectThemeSets(in paths: [String], holdsColors: (String) throws(SourceError) -> Bool) throws(SourceError) -> [ThemeSetDefinition] {
        let folders = resFolders(in: paths)
        let existing = Set(folders.map(\.folder))
        var result: [ThemeSetDefinition] = []
        for (folder, files) in folders {
            var colored = false
            for file in files {
                let isStateList = AndroidResourcePath(file)?.kind == .color
                if isStateList {
                    colored = true
                    break
                }
                if try holdsColors(file) {
                    colored = true
                    break
                }
            }
            guard colored else { continue }
            let place = sourceSet(of: folder)
            var resources = [folder]
            let name: String
            if let set = place.set, set != "main" {
                name = "\(place.module):\(set)"
                let main = RepositoryPath.join(place.module == "." ? "" : place.module, "src/main/res")
                if existing.contains(main) { resources.insert(main, at: 0) }
            } else {
                name = place.set == nil ? folder : place.module
            }
            result.append(ThemeSetDefinition.android(name: name, resources: resources))
        }
        // By name: a module's main set before its flavors (`app`, `app:green`).
        return result.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    }
}

extension ThemeSetDefinition {
    /// An Android theme set: `resources` are `res` folders overlaid in order (a later folder's
    /// resource replaces an earlier one's of the same name and qualifiers); its scheme "file" is
    /// the last of them.
    public static func android(name: String, resources: [String], contrast: ContrastConfiguration? = nil, declaration: Location? = nil) -> ThemeSetDefinition {
        var definition = ThemeSetDefinition(name: name, format: .android, schemes: resources.last ?? "", palettes: [], hexAlpha: .leading, contrast: contrast, declaration: declaration)
        definition.resourceFolders = resources
        return definition
    }
}

extension ThemeFormat {
    /// Whether a reference may name something defined outside the repository (Android:
    /// AppCompat's and Material's colors come from libraries), so that a name defined nowhere
    /// with no near match is a warning, not an error.
    public var referencesMayNameLibraries: Bool { self == .android }
}
