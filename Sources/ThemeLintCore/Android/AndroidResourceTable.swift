/// The resources of one or more `res` folders overlaid, by `type/name`, each with its
/// definitions under different qualifiers; and how Android picks one for a configuration.
struct AndroidResourceTable: Sendable {
    /// `type/name` → its definitions, one per qualifier set.
    private(set) var entries: [String: [AndroidResource]] = [:]
    /// Color resource names in order of first definition.
    private(set) var colorNames: [String] = []
    /// The qualifier sets that hold color resources.
    private(set) var colorQualifiers: Set<AndroidQualifiers> = []

    /// Adds `resource`; one of the same name and qualifiers from the same `res` folder
    /// (`sameFolder`) is a duplicate (reported, the first kept), from an earlier folder of the
    /// overlay it is replaced.
    mutating func add(_ resource: AndroidResource, sameFolder: (AndroidResource) -> Bool, issues: inout [LoadIssue]) {
        let key = resource.key
        guard var list = entries[key] else {
            entries[key] = [resource]
            if resource.type == "color" {
                colorNames.append(resource.name)
                colorQualifiers.insert(resource.qualifiers)
            }
            return
        }
        if let index = list.firstIndex(where: { $0.qualifiers == resource.qualifiers }) {
            if sameFolder(list[index]) {
                issues.append(LoadIssue(.duplicateKey, "\(resource.type) resource \"\(resource.name)\" is defined twice for \(resource.qualifiers.schemeName) (first at \(list[index].location)); Android refuses duplicate resources", at: resource.location, key: resource.name))
                return
            }
            list[index] = resource
        } else {
            list.append(resource)
            if resource.type == "color" { colorQualifiers.insert(resource.qualifiers) }
        }
        entries[key] = list
    }

    /// The definition of `type/name` a device configured as `scheme` uses: among those whose
    /// qualifiers it meets, the most specific; nil when none applies.
    func lookup(_ key: String, in scheme: AndroidQualifiers) -> AndroidResource? {
        guard let list = entries[key] else { return nil }
        var best: AndroidResource?
        for candidate in list where scheme.meets(candidate.qualifiers) {
            if let current = best, !candidate.qualifiers.isMoreSpecific(than: current.qualifiers) { continue }
            best = candidate
        }
        return best
    }
}

/// A resource reference as Android writes it: `@color/name`, `@android:color/name`,
/// `?attr/name`, `?android:attr/name`, `@null`.
struct AndroidReference: Sendable, Hashable {
    /// `@` (a resource) or `?` (a theme attribute).
    var isThemeAttribute: Bool
    /// `android` for the framework's resources, nil for the app's.
    var package: String?
    /// The type (`color`, `dimen`; empty for `?name`).
    var type: String
    /// The name.
    var name: String

    /// The reference `text` spells, nil when it is none (a literal).
    init?(_ text: String) {
        guard let first = text.first, first == "@" || first == "?" else { return nil }
        isThemeAttribute = first == "?"
        var rest = Substring(text.dropFirst())
        if rest.hasPrefix("*") { rest = rest.dropFirst() }
        if rest.hasPrefix("+") { rest = rest.dropFirst() }
        let slash = rest.firstIndex(of: "/")
        var head = slash.map { rest[..<$0] } ?? ""
        name = String(slash.map { rest[rest.index(after: $0)...] } ?? rest)
        if let colon = head.firstIndex(of: ":") {
            package = String(head[..<colon])
            head = head[head.index(after: colon)...]
        } else if slash == nil, let colon = rest.firstIndex(of: ":") {
            package = String(rest[..<colon])
            name = String(rest[rest.index(after: colon)...])
        }
        type = String(head)
    }

    /// `@android:color/white` → `android:white`: the name under which the framework palette
    /// keeps a framework color.
    var frameworkName: String { "android:" + name }
}
