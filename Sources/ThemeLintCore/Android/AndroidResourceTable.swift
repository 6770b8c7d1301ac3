/// The resources of one or more `res` folders overlaid, by type and name, each with its
/// definitions under different qualifiers; and how Android picks one for a configuration.
///
/// Color names are kept in a `NameTable` (its fast hash; no `type/name` string is built per
/// look-up) with their first definition inline: a name defined once, the usual case, costs no
/// array of its own.
struct AndroidResourceTable: Sendable {
    /// Every definition, in the order added (a replaced one stays, unreferenced).
    private(set) var resources: [AndroidResource] = []
    /// Color resource names in order of first definition.
    private var colors = NameTable()
    /// For each color name (by offset in `colors`), its first definition's index in `resources`.
    private var firstColor: [Int] = []
    /// For color names defined under more than one qualifier set: the other definitions.
    private var moreColors: [Int: [Int]] = [:]
    /// Whether each color name (by offset) has an entry in `moreColors` (no hash for the rest).
    private var hasMoreColors: [Bool] = []
    /// Number resources (and colors of other packages' types), by `type/name`.
    private var others: [String: [Int]] = [:]
    /// The qualifier sets that hold color resources.
    private(set) var colorQualifiers: Set<AndroidQualifiers> = []
    /// The qualifiers last inserted into `colorQualifiers` (a file's colors share theirs: one
    /// hash per file, not per color).
    private var lastColorQualifiers: AndroidQualifiers?

    /// Color resource names in order of first definition.
    var colorNames: [String] { colors.names }

    /// Adds `resource`; one of the same name and qualifiers from the same `res` folder
    /// (`sameFolder`) is a duplicate (reported, the first kept), from an earlier folder of the
    /// overlay it is replaced.
    mutating func add(_ resource: AndroidResource, sameFolder: (AndroidResource) -> Bool, issues: inout [LoadIssue]) {
        let index = resources.count
        if resource.type == "color" {
            let (offset, inserted) = colors.insert(resource.name)
            if inserted {
                resources.append(resource)
                firstColor.append(index)
                hasMoreColors.append(false)
                noteColorQualifiers(resource.qualifiers)
                return
            }
            var list = [firstColor[offset]] + (hasMoreColors[offset] ? moreColors[offset] ?? [] : [])
            guard place(resource, in: &list, sameFolder: sameFolder, issues: &issues) else { return }
            firstColor[offset] = list[0]
            moreColors[offset] = list.count > 1 ? Array(list.dropFirst()) : nil
            hasMoreColors[offset] = list.count > 1
            noteColorQualifiers(resource.qualifiers)
        } else {
            var list = others[resource.key] ?? []
            guard place(resource, in: &list, sameFolder: sameFolder, issues: &issues) else { return }
            others[resource.key] = list
        }
    }

    private mutating func noteColorQualifiers(_ qualifiers: AndroidQualifiers) {
        guard qualifiers.text != lastColorQualifiers?.text else { return }
        colorQualifiers.insert(qualifiers)
        lastColorQualifiers = qualifiers
    }

    /// Puts `resource` into `list` (indexes of one name's definitions): replacing the one of
    /// the same qualifiers from an earlier folder, else appended. False for a duplicate.
    private mutating func place(_ resource: AndroidResource, in list: inout [Int], sameFolder: (AndroidResource) -> Bool, issues: inout [LoadIssue]) -> Bool {
        let index = resources.count
        if let at = list.firstIndex(where: { resources[$0].qualifiers == resource.qualifiers }) {
            let existing = resources[list[at]]
            if sameFolder(existing) {
                issues.append(LoadIssue(.duplicateKey, "\(resource.type) resource \"\(resource.name)\" is defined twice for \(resource.qualifiers.schemeName) (first at \(existing.location)); Android refuses duplicate resources", at: resource.location, key: resource.name))
                return false
            }
            list[at] = index
        } else {
            list.append(index)
        }
        resources.append(resource)
        return true
    }

    /// Whether color `name` has a definition under any qualifiers.
    func definesColor(_ name: String) -> Bool { colors.offset(of: name) != nil }

    /// The number of color names (offsets for `color(at:in:)`).
    var colorCount: Int { firstColor.count }

    /// The definition (index in `resources`) of the color at `offset` of `colorNames` that a
    /// device configured as `scheme` uses: among those whose qualifiers it meets, the most
    /// specific; nil when none applies.
    func color(at offset: Int, in scheme: AndroidQualifiers) -> Int? {
        let first = firstColor[offset]
        guard hasMoreColors[offset], let more = moreColors[offset] else { return scheme.meets(resources[first].qualifiers) ? first : nil }
        return best(among: [first] + more, in: scheme)
    }

    /// The definition (index in `resources`) of `type/name` in `scheme`.
    func lookup(type: String, name: String, in scheme: AndroidQualifiers) -> Int? {
        if type == "color" {
            return colors.offset(of: name).flatMap { color(at: $0, in: scheme) }
        }
        return others[type + "/" + name].flatMap { best(among: $0, in: scheme) }
    }

    private func best(among candidates: [Int], in scheme: AndroidQualifiers) -> Int? {
        var best: Int?
        for candidate in candidates where scheme.meets(resources[candidate].qualifiers) {
            if let current = best, !resources[candidate].qualifiers.isMoreSpecific(than: resources[current].qualifiers) { continue }
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
        // (The first byte, not `first`: no grapheme breaking on the hot path of every literal.)
        guard let first = text.utf8.first, first == UInt8(ascii: "@") || first == UInt8(ascii: "?") else { return nil }
        isThemeAttribute = first == UInt8(ascii: "?")
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
