/// One `*.colorset` of an asset catalog: a role, named as Xcode names it.
public struct XcassetsColorSet: Sendable, Hashable {
    /// The name code asks for (`Brand/Accent`): the folder name without `.colorset`, after
    /// every enclosing folder that provides a namespace.
    public var name: String
    /// The set's `Contents.json`.
    public var file: String
    /// Where the set's `colors` array (or, without one, its root) stands.
    public var location: Location
    /// The entries in document order (those that could be read).
    public var entries: [XcassetsEntry]

    /// Whether the set has entries and none holds a color (Xcode's template `AccentColor` and
    /// `WidgetBackground`: one universal entry without `color`): it asks for the system's
    /// default color, which is no finding.
    public var asksForSystemDefault: Bool {
        !entries.isEmpty && entries.allSatisfy { $0.content == .empty }
    }
}

/// An asset catalog (`*.xcassets`): where it is, and its color sets in path order.
public struct XcassetsCatalog: Sendable, Hashable {
    /// The catalog folder's repository path (`App/Assets.xcassets`).
    public var path: String
    /// The color sets.
    public var sets: [XcassetsColorSet]
}

extension XcassetsCatalog {
    /// The catalog folders among `paths` that hold at least one color set: for every
    /// `X.colorset/Contents.json`, the outermost enclosing `*.xcassets` folder. Sorted.
    public static func catalogs(in paths: [String]) -> [String] {
        var found = Set<String>()
        for path in paths where path.hasSuffix(".colorset/Contents.json") {
            if let catalog = catalogFolder(of: path) { found.insert(catalog) }
        }
        return found.sorted()
    }

    /// The outermost `*.xcassets` folder enclosing `path`, nil when none does.
    static func catalogFolder(of path: String) -> String? {
        // The first `X.xcassets/` (X not empty) in the path's bytes: one pass, no splitting
        // (every listed path of a repository is asked).
        let suffix = Array(".xcassets/".utf8)
        var path = path
        return path.withUTF8 { bytes -> String? in
            guard bytes.count > suffix.count else { return nil }
            var index = 1
            while index + suffix.count <= bytes.count {
                if bytes[index] == UInt8(ascii: "."), bytes[index - 1] != UInt8(ascii: "/") {
                    var matches = true
                    for offset in 1..<suffix.count where bytes[index + offset] != suffix[offset] {
                        matches = false
                        break
                    }
                    if matches { return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<(index + suffix.count - 1)]), as: UTF8.self) }
                }
                index += 1
            }
            return nil
        }
    }

    /// The color-set `Contents.json` files of catalog `catalog` among `paths`, sorted.
    static func colorSetFiles(of catalog: String, in paths: [String]) -> [String] {
        let prefix = catalog + "/"
        return paths.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".colorset/Contents.json") && catalogFolder(of: $0) == catalog }.sorted()
    }

    /// Reads catalog `catalog`: each color set's `Contents.json` through `document`, and the
    /// `Contents.json` of each folder between them, for `provides-namespace`.
    /// - Parameter document: the parsed document at a path (nil when absent or broken, which
    ///   the caller reports).
    static func read(_ catalog: String, paths: [String], issues: inout [LoadIssue], document: (String) throws(SourceError) -> JSONNode?) throws(SourceError) -> XcassetsCatalog {
        let existing = Set(paths)
        var namespaces: [String: Bool] = [:]
        var sets: [XcassetsColorSet] = []
        var firstByName: [String: Location] = [:]
        // The name prefix (`Brand/`) of the sets in each folder, worked out for the folder's
        // first set: its siblings share it.
        var namePrefixes: [Substring: String] = [:]
        var labels = Set<String>()
        for file in colorSetFiles(of: catalog, in: paths) {
            let setFolder = RepositoryPath.directory(of: file)
            let relative = setFolder.dropFirst(catalog.count + 1)
            let parent = relative.lastIndex(of: "/").map { relative[..<$0] } ?? relative[relative.startIndex..<relative.startIndex]
            let namePrefix: String
            if let known = namePrefixes[parent] {
                namePrefix = known
            } else {
                var prefix = catalog
                var nameParts: [Substring] = []
                for folder in parent.split(separator: "/") {
                    prefix += "/" + folder
                    if let known = namespaces[prefix] {
                        if known { nameParts.append(folder) }
                        continue
                    }
                    var provides = false
                    let contents = prefix + "/Contents.json"
                    if existing.contains(contents), let root = try document(contents) {
                        provides = root["properties"]?["provides-namespace"]?.value.boolValue == true
                    }
                    namespaces[prefix] = provides
                    if provides { nameParts.append(folder) }
                }
                namePrefix = nameParts.map { $0 + "/" }.joined()
                namePrefixes[parent] = namePrefix
            }
            let setFolderName = relative.lastIndex(of: "/").map { relative[relative.index(after: $0)...] } ?? relative
            let name = namePrefix + setFolderName.dropLast(".colorset".count)
            guard let root = try document(file) else { continue }
            guard root.value.objectMembers != nil else {
                issues.append(LoadIssue(.invalidStructure, "a color set's Contents.json must be an object, not \(root.value.typeName)", at: Location(file: file, position: root.position)))
                continue
            }
            var entries: [XcassetsEntry] = []
            var location = Location(file: file, position: root.position)
            if let colors = root["colors"] {
                location = Location(file: file, position: colors.position)
                guard let items = colors.value.arrayElements else {
                    issues.append(LoadIssue(.invalidStructure, "\"colors\" must be an array, not \(colors.value.typeName)", at: location, key: "colors"))
                    continue
                }
                // One set of labels reused from color set to color set (cleared, not remade),
                // unless a large one left it big.
                if labels.capacity > 64 { labels = [] } else { labels.removeAll(keepingCapacity: true) }
                for item in items {
                    guard let entry = XcassetsEntry.read(item, file: file, issues: &issues) else { continue }
                    if !labels.insert(entry.label).inserted {
                        issues.append(LoadIssue(.invalidStructure, "a second \"\(entry.label)\" entry in color set \"\(name)\"; Xcode uses one of them", at: entry.location, role: name))
                    }
                    entries.append(entry)
                }
            }
            if let first = firstByName[name] {
                issues.append(LoadIssue(.invalidStructure, "a second color set named \"\(name)\" (first at \(first)); Xcode refuses the catalog", at: location, role: name))
                continue
            }
            firstByName[name] = location
            sets.append(XcassetsColorSet(name: name, file: file, location: location, entries: entries))
        }
        return XcassetsCatalog(path: catalog, sets: sets)
    }
}
