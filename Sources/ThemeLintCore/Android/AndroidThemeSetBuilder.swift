/// Turns the resource tables of an Android theme set into the shared model: one scheme per
/// qualifier set that holds colors, whose roles are the set's color resources as Android
/// resolves them in that configuration, each with the chain of `@color/` references it
/// follows to a literal color.
///
/// Table 0 is the set's own (its `res` folders overlaid); table `i + 1` is `shared[i]`, the
/// modules' `main` folders in path order, where a name the set does not define is looked for
/// (through `sharedColors`, the shared tables defining each color name, so that a name costs
/// the tables that define it, not every module of the repository).
/// Rules, diff and reporters see only `Scheme`, `Role` and `TokenChain`.
struct AndroidThemeSetBuilder {
    /// Android's own limit on following references (`AssetManager2::ResolveReference`).
    static let maximumReferences = 20

    let own: AndroidResourceTable
    let shared: [AndroidResourceTable]
    /// Color name → indexes in `shared` of the tables that define it, in path order.
    let sharedColors: [String: [Int]]
    /// Indexes in `shared` that are the set's own folders (overlaid into `own` already).
    let excluded: Set<Int>
    /// Files of the tables that could not be read, with their folder's qualifiers: a name no
    /// table defines may be defined there, for the schemes that meet them.
    let unreadable: [(file: String, qualifiers: AndroidQualifiers)]
    /// Issues met following chains (one per place, however many schemes meet it).
    private(set) var issues: [LoadIssue] = []
    private var reported = Set<LoadIssue>()

    init(own: AndroidResourceTable, shared: [AndroidResourceTable] = [], sharedColors: [String: [Int]] = [:], excluded: Set<Int> = [], unreadable: [(file: String, qualifiers: AndroidQualifiers)] = []) {
        self.own = own
        self.shared = shared
        self.sharedColors = sharedColors
        self.excluded = excluded
        self.unreadable = unreadable
    }

    /// Table `index`: 0 the set's own, `i + 1` `shared[i]`.
    func table(_ index: Int) -> AndroidResourceTable {
        index == 0 ? own : shared[index - 1]
    }

    /// The schemes: `default` (always, when the set has a color) and one per other qualifier
    /// set holding colors, `default` first, then by name.
    mutating func schemes() -> [Scheme] {
        guard own.colorCount > 0 else { return [] }
        var qualifierSets = own.colorQualifiers
        qualifierSets.insert(AndroidQualifiers(""))
        var schemes: [Scheme] = []
        // A literal color's role is the same in every scheme that picks its definition: made
        // once, then shared (most roles of a night scheme are the default's).
        var literalRoles = [Role?](repeating: nil, count: own.resources.count)
        // Each scheme stands at its first values file in overlay order (the base folder's before
        // a flavor's, whose definitions replace it): where a missing default would go.
        // A file's resources come in one run of one qualifier set: one look-up per run.
        var firstValuesFile: [AndroidQualifiers: Location] = [:]
        var lastFile = ""
        for resource in own.resources where resource.type == "color" && resource.location.file != lastFile {
            guard case .text = resource.value else { continue }
            lastFile = resource.location.file
            if firstValuesFile[resource.qualifiers] == nil { firstValuesFile[resource.qualifiers] = Location(file: resource.location.file, position: .start) }
        }
        for qualifiers in qualifierSets.sorted() {
            var roles: [Role] = []
            roles.reserveCapacity(own.colorCount)
            var location = firstValuesFile[qualifiers]
            for offset in 0..<own.colorCount {
                guard let index = own.color(at: offset, in: qualifiers) else { continue }
                if let known = literalRoles[index] {
                    roles.append(known)
                    continue
                }
                let definition = own.resources[index]
                let role = Role(name: definition.name, location: definition.location, reference: reference(of: definition, in: qualifiers))
                if case .text(let text, _) = definition.value, AndroidReference(text) == nil { literalRoles[index] = role }
                roles.append(role)
            }
            if location == nil {
                location = own.resources.first { $0.qualifiers == qualifiers && $0.type == "color" }.map { Location(file: $0.location.file, position: .start) }
            }
            // A scheme with no color of its own (a set whose colors are all under qualifiers, so
            // the default has none) stands at the set's first color file: a place that exists.
            let at = location ?? roles.first.map { Location(file: $0.location.file, position: .start) }
                ?? own.resources.first { $0.type == "color" }.map { Location(file: $0.location.file, position: .start) }
                ?? Location(file: "", position: .start)
            schemes.append(Scheme(name: qualifiers.schemeName, location: at, appearance: qualifiers.appearance, uniquelyNamedRoles: roles))
        }
        return schemes
    }

    /// The reference of the role defined by `definition` (in `tables[0]`) in scheme `scheme`.
    mutating func reference(of definition: AndroidResource, in scheme: AndroidQualifiers) -> ColorReference {
        var steps: [String] = []
        // The definitions followed, by table and name (to see a loop), and as read (to report one).
        var visited: [(table: Int, name: String)] = [(0, definition.name)]
        var definitions: [AndroidResource] = [definition]
        var alpha = 1.0
        var current = definition
        var table = 0
        let end: TokenChain.End
        followed: while true {
            let text: String
            switch current.value {
            case .unknown(let reason):
                end = .unknown(reason: reason)
                break followed
            case .text(let value, _):
                text = value
            case .stateList(let item):
                switch alphaValue(item.alpha, at: item.alphaLocation, in: scheme, table: table) {
                case .number(let value): alpha *= value
                case .unknown(let reason):
                    end = .unknown(reason: reason)
                    break followed
                }
                text = item.color
            }
            guard let reference = AndroidReference(text) else {
                end = .literal(file: current.location.file, name: current.name)
                break
            }
            if reference.isThemeAttribute {
                end = .unknown(reason: "\(text) is a theme attribute: its color depends on the theme")
                break
            }
            if reference.name == "null" || reference.name == "empty", reference.type.isEmpty {
                end = .unknown(reason: "\(text) is no color")
                break
            }
            guard reference.type == "color" else {
                report(LoadIssue(.invalidStructure, "\(current.name): \(text) is \(reference.type.isEmpty ? "not a resource" : "a \(reference.type) resource"), not a color", at: current.valueLocation, identifier: current.name))
                end = .unknown(reason: "\(text) is not a color")
                break
            }
            if reference.package == "android" {
                if AndroidFrameworkColors.isDynamic(reference.name) {
                    end = .unknown(reason: "\(text) is a Material You color: it follows the wallpaper")
                } else if AndroidFrameworkColors.palette[reference.frameworkName] != nil {
                    steps.append(reference.frameworkName)
                    end = .literal(file: AndroidFrameworkColors.file, name: reference.frameworkName)
                } else {
                    // Named as the framework palette names its colors, so that the did-you-mean
                    // finds the framework color meant.
                    end = .missing(name: reference.frameworkName, location: current.valueLocation)
                }
                break
            }
            guard let (foundTable, next) = lookup(type: "color", name: reference.name, in: scheme, from: table) else {
                if let broken = unreadable.first(where: { scheme.meets($0.qualifiers) }) {
                    end = .unknown(reason: "\(broken.file) could not be read")
                } else if own.definesColor(reference.name) || sharedColors[reference.name] != nil {
                    // Defined, but only under qualifiers this scheme does not meet: the missing
                    // default is the finding (missing-role), not the reference.
                    end = .unknown(reason: "\(reference.name) has no definition for \(scheme.schemeName) (only under other qualifiers)")
                } else {
                    end = .missing(name: reference.name, location: current.valueLocation)
                }
                break
            }
            if let start = visited.firstIndex(where: { $0.table == foundTable && $0.name == next.name }) {
                let loop = Array(definitions[start...])
                reportCycle(loop)
                end = .cycle(members: loop.map(\.name))
                break
            }
            guard steps.count < Self.maximumReferences else {
                report(LoadIssue(.invalidStructure, "\(definition.name): a chain of more than \(Self.maximumReferences) color references (Android follows at most \(Self.maximumReferences))", at: definition.valueLocation, identifier: definition.name))
                end = .unknown(reason: "more than \(Self.maximumReferences) references")
                break
            }
            steps.append(reference.name)
            visited.append((foundTable, next.name))
            definitions.append(next)
            current = next
            table = foundTable
        }
        let chain = TokenChain(steps: steps, end: end)
        var identifier = steps.first ?? definition.name
        if steps.isEmpty, case .missing(let name, _) = end { identifier = name }
        return ColorReference(identifier: identifier, location: definition.valueLocation, alphaMultiplier: alpha == 1 ? nil : alpha, tokenChain: chain)
    }

    /// The `@color/` references of the set's color state list items that do not give their
    /// list its color and name a color defined nowhere (not in the set under any qualifiers,
    /// not in another module, not in the framework's table). None while a file of the
    /// repository could not be read: the name may be defined there.
    func unresolvedItemReferences() -> [UnresolvedItemReference] {
        guard unreadable.isEmpty else { return [] }
        var result: [UnresolvedItemReference] = []
        for resource in own.resources where !resource.otherItemColors.isEmpty {
            for item in resource.otherItemColors {
                guard let reference = AndroidReference(item.text), !reference.isThemeAttribute, reference.type == "color" else { continue }
                if reference.package == "android" {
                    let name = reference.frameworkName
                    if AndroidFrameworkColors.isDynamic(reference.name) || AndroidFrameworkColors.palette[name] != nil { continue }
                    result.append(UnresolvedItemReference(identifier: name, location: item.location, role: resource.name))
                } else if !own.definesColor(reference.name), sharedColors[reference.name] == nil {
                    result.append(UnresolvedItemReference(identifier: reference.name, location: item.location, role: resource.name))
                }
            }
        }
        return result
    }

    /// `type/name` in scheme `scheme`, looked up from the table the chain stands in: table
    /// `start` first, then the other modules' `main` in path order. From the set's own table
    /// (0) those are the shared tables that are not its own folders; from another module's
    /// (a chain that went on where its name was found), every other shared table, the `main`
    /// of the module that started the chain included, and not the set's overlay: that module
    /// looks names up as it would on its own. With the index of the table it was found in.
    func lookup(type: String, name: String, in scheme: AndroidQualifiers, from start: Int) -> (Int, AndroidResource)? {
        let first = table(start)
        if let found = first.lookup(type: type, name: name, in: scheme) { return (start, first.resources[found]) }
        let candidates = type == "color" ? sharedColors[name] ?? [] : Array(shared.indices)
        for index in candidates where index + 1 != start && (start != 0 || !excluded.contains(index)) {
            if let found = shared[index].lookup(type: type, name: name, in: scheme) { return (index + 1, shared[index].resources[found]) }
        }
        return nil
    }

    private enum AlphaValue {
        case number(Double)
        case unknown(String)
    }

    /// A state list item's alpha: absent (1), a number, or a reference to a number resource;
    /// a theme attribute or a name defined nowhere leaves it unknown.
    private mutating func alphaValue(_ text: String?, at location: Location?, in scheme: AndroidQualifiers, table: Int) -> AlphaValue {
        guard var text else { return .number(1) }
        var table = table
        for _ in 0..<Self.maximumReferences {
            guard let reference = AndroidReference(text) else {
                let percent = text.hasSuffix("%")
                guard let number = Double(percent ? String(text.dropLast()) : text), number.isFinite else {
                    if let location { report(LoadIssue(.invalidStructure, "alpha \"\(text)\" is not a number", at: location)) }
                    return .unknown("alpha \"\(text)\" is not a number")
                }
                return .number(min(1, max(0, percent ? number / 100 : number)))
            }
            guard !reference.isThemeAttribute, reference.package == nil, let (found, resource) = lookup(type: reference.type, name: reference.name, in: scheme, from: table),
                  case .text(let value, _) = resource.value else {
                return .unknown("alpha \(text) is not defined in the repository")
            }
            text = value
            table = found
        }
        return .unknown("alpha: more than \(Self.maximumReferences) references")
    }

    private mutating func report(_ issue: LoadIssue) {
        if reported.insert(issue).inserted { issues.append(issue) }
    }

    /// An `alias-cycle` issue at every member of the loop, each naming the loop from itself.
    private mutating func reportCycle(_ loop: [AndroidResource]) {
        for (index, member) in loop.enumerated() {
            let names = (loop[index...] + loop[..<index] + [member]).map(\.name)
            report(LoadIssue(.aliasCycle, "color \"\(member.name)\" refers to itself: \(names.joined(separator: " → "))", at: member.valueLocation, identifier: member.name))
        }
    }
}
