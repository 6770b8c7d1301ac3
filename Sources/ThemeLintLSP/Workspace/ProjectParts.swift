import ThemeLintCore

/// A part of the project loaded and checked on its own: theme sets (with the palettes checked
/// on their own, the gradient files, the code) that read no file another part reads. Every rule
/// looks at one theme set, one palette or one file, or (`unused-color`) at the sets that read
/// one palette: what no file joins cannot change each other's findings, so the parts' findings
/// together are the whole project's. (Code, which names any set's colors, joins everything.)
struct ProjectPart {
    /// What the part loads.
    var plan: LoadPlan
    /// The offsets of its theme sets in the whole project's plan.
    var order: [Int]
    /// Its load.
    var project: LoadedProject
    /// Its findings by file, each file's sorted as `Linter.lint` sorts them.
    var findings: [String: [Finding]]
    /// Every file it read, declares or placed a role in.
    var files: Set<String>

    /// Whether a change to `path` may change the part (`.themelint.json` changes it through the
    /// configuration, and a file appearing or going through the listing, which the workspace
    /// compares itself).
    func reads(_ path: String) -> Bool {
        plan.mayRead(path, examined: files)
    }
}

/// Stops work that is no longer wanted (a cancelled request, an edit superseded by a newer one).
struct WorkStopped: Error {}

/// Loads and checks project parts, and says how much it did.
struct PartLoader {
    var source: any DocumentSource
    var configuration: Configuration
    var cache: DocumentCache
    /// Asked between parts: true stops the work (`WorkStopped`).
    var shouldStop: () -> Bool
    /// The names of the theme sets loaded, in order.
    private(set) var loadedSets: [String] = []

    init(source: any DocumentSource, configuration: Configuration, cache: DocumentCache, shouldStop: @escaping () -> Bool) {
        self.source = source
        self.configuration = configuration
        self.cache = cache
        self.shouldStop = shouldStop
    }

    /// Loads and lints the part of `plan` holding the theme sets at `order`.
    mutating func load(_ plan: LoadPlan, order: [Int]) throws -> ProjectPart {
        if shouldStop() { throw WorkStopped() }
        let project = try ProjectLoader(source: source, configuration: configuration, cache: cache).load(plan)
        loadedSets.append(contentsOf: plan.themeSets.map(\.name))
        var findings: [String: [Finding]] = [:]
        for finding in Linter().lint(project) { findings[finding.file, default: []].append(finding) }
        var files = Set(project.files).union(plan.standalonePalettes).union(plan.gradients)
        for set in project.themeSets { files.formUnion(Self.files(of: set)) }
        for definition in plan.themeSets {
            files.insert(definition.schemes)
            files.formUnion(definition.palettes)
        }
        files.remove("")
        return ProjectPart(plan: plan, order: order, project: project, findings: findings, files: files)
    }

    /// The whole project in parts: each theme set alone (the Android sets together: each reads
    /// the resources of every module), the rest in one part; then parts that share a file are
    /// loaded together, until none does. With code read (`"code": true`) the project is one
    /// part: code names the palettes of Android sets and, through the configured exports, any
    /// set's names.
    mutating func partition(_ whole: LoadPlan) throws -> [ProjectPart] {
        if whole.readsCode { return [try load(whole, order: Array(whole.themeSets.indices))] }
        let android = whole.themeSets.indices.filter { whole.themeSets[$0].format == .android }
        var units = whole.themeSets.indices.filter { whole.themeSets[$0].format != .android }.map { [$0] }
        if !android.isEmpty { units.append(android) }
        var parts: [ProjectPart] = []
        for order in units.sorted(by: { $0[0] < $1[0] }) {
            parts.append(try load(LoadPlan(themeSets: order.map { whole.themeSets[$0] }), order: order))
        }
        let rest = LoadPlan(themeSets: [], standalonePalettes: whole.standalonePalettes, gradients: whole.gradients)
        if rest != LoadPlan(themeSets: []) { parts.append(try load(rest, order: [])) }
        while true {
            let groups = Self.joined(parts)
            if groups.isEmpty { break }
            var grouped = Set<Int>()
            var next: [ProjectPart] = []
            for group in groups {
                grouped.formUnion(group)
                let members = group.map { parts[$0] }
                let order = members.flatMap(\.order).sorted()
                let plan = LoadPlan(
                    themeSets: order.map { whole.themeSets[$0] }, standalonePalettes: members.flatMap(\.plan.standalonePalettes),
                    gradients: members.flatMap(\.plan.gradients))
                next.append(try load(plan, order: order))
            }
            parts = parts.indices.filter { !grouped.contains($0) }.map { parts[$0] } + next
        }
        return parts.sorted { ($0.order.first ?? Int.max) < ($1.order.first ?? Int.max) }
    }

    /// Which part reads each file (the first, where two do).
    static func owners(_ parts: [ProjectPart]) -> [String: Int] {
        var owner: [String: Int] = [:]
        for (index, part) in parts.enumerated() {
            for file in part.files where owner[file] == nil { owner[file] = index }
        }
        return owner
    }

    /// The groups of parts joined by shared files (each of two parts or more; none when no two
    /// parts share a file), in one pass over the files.
    static func joined(_ parts: [ProjectPart]) -> [[Int]] {
        var leader = Array(parts.indices)
        func find(_ index: Int) -> Int {
            var root = index
            while leader[root] != root { root = leader[root] }
            var current = index
            while leader[current] != root { (current, leader[current]) = (leader[current], root) }
            return root
        }
        var owner: [String: Int] = [:]
        for (index, part) in parts.enumerated() {
            for file in part.files {
                if let other = owner[file] { leader[find(index)] = find(other) } else { owner[file] = index }
            }
        }
        var groups: [Int: [Int]] = [:]
        for index in parts.indices { groups[find(index), default: []].append(index) }
        return groups.values.filter { $0.count > 1 }.sorted { $0[0] < $1[0] }
    }

    /// Every file a theme set reads: its scheme file, palettes, and where its roles are written.
    static func files(of set: LoadedThemeSet) -> Set<String> {
        var files: Set<String> = []
        if let schemeFile = set.schemeFile { files.insert(schemeFile.file) }
        for palette in set.palettes { files.insert(palette.file) }
        for scheme in set.resolved.schemes {
            files.insert(scheme.scheme.location.file)
            for role in scheme.roles {
                files.insert(role.role.location.file)
                if let reference = role.role.reference { files.insert(reference.location.file) }
            }
        }
        return files
    }
}

extension LoadedProject {
    /// The project the parts make together, its theme sets in the whole plan's order.
    init(parts: [ProjectPart], source: SourceDescriptor, configuration: Configuration) {
        var sets: [(Int, LoadedThemeSet)] = []
        var palettes: [String: Palette] = [:]
        var schemeFiles: [String: SchemeFile] = [:]
        var issues: [LoadIssue] = []
        var files: [String] = []
        var gradients: [String: Palette] = [:]
        var members: Set<String> = []
        var code: CodeScan?
        for part in parts {
            sets.append(contentsOf: zip(part.order, part.project.themeSets))
            palettes.merge(part.project.palettes) { first, _ in first }
            schemeFiles.merge(part.project.schemeFiles) { first, _ in first }
            issues.append(contentsOf: part.project.issues)
            files.append(contentsOf: part.project.files)
            gradients.merge(part.project.gradientFiles) { first, _ in first }
            members.formUnion(part.project.memberFiles)
            if let scan = part.project.code { code = scan }
        }
        self.init(source: source, configuration: configuration, themeSets: sets.sorted { $0.0 < $1.0 }.map(\.1),
                  palettes: palettes, schemeFiles: schemeFiles, issues: issues, files: Array(Set(files)).sorted())
        gradientFiles = gradients
        memberFiles = members
        self.code = code
    }
}
