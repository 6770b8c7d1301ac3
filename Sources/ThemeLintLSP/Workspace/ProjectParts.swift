import ThemeLintCore

/// A part of the project loaded and checked on its own: theme sets (with the palettes checked
/// on their own, the gradient files, the code) that read no file another part reads. Every rule
/// looks at one theme set, one palette or one file, or (`unused-color`, `hard-coded-color`) at
/// the sets that read one palette: what no file joins cannot change each other's findings, so
/// the parts' findings together are the whole project's.
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

    /// Whether a change to `path` may change the part. (`.themelint.json` changes it through
    /// the configuration, which the workspace compares itself.)
    func reads(_ path: String, configuration: Configuration) -> Bool {
        files.contains(path) || (path != Configuration.defaultFileName && plan.mayRead(path, configuration: configuration))
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

    /// The whole project in parts: each theme set alone (the Android sets together with the
    /// code, when code is read), the rest in one part; then parts that share a file are loaded
    /// together, until none does.
    mutating func partition(_ whole: LoadPlan) throws -> [ProjectPart] {
        var units: [(plan: LoadPlan, order: [Int])] = []
        var android: [Int] = []
        for (offset, definition) in whole.themeSets.enumerated() {
            if whole.readsCode, definition.format == .android { android.append(offset) } else { units.append((LoadPlan(themeSets: [definition]), [offset])) }
        }
        if !android.isEmpty { units.append((LoadPlan(themeSets: android.map { whole.themeSets[$0] }, readsCode: true), android)) }
        let rest = LoadPlan(themeSets: [], standalonePalettes: whole.standalonePalettes, gradients: whole.gradients, readsCode: whole.readsCode && android.isEmpty)
        if rest != LoadPlan(themeSets: []) { units.append((rest, [])) }
        var parts: [ProjectPart] = []
        for unit in units { parts.append(try load(unit.plan, order: unit.order)) }
        while let joined = Self.joined(parts) {
            let merged = joined.map { parts[$0] }
            parts = parts.indices.filter { !joined.contains($0) }.map { parts[$0] }
            let order = merged.flatMap(\.order).sorted()
            let plan = LoadPlan(
                themeSets: order.map { whole.themeSets[$0] }, standalonePalettes: merged.flatMap(\.plan.standalonePalettes),
                gradients: merged.flatMap(\.plan.gradients), readsCode: merged.contains { $0.plan.readsCode })
            parts.append(try load(plan, order: order))
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

    /// The offsets of the parts joined to the first part that shares a file with another, nil
    /// when no two parts share one.
    static func joined(_ parts: [ProjectPart]) -> [Int]? {
        var owner: [String: Int] = [:]
        for (index, part) in parts.enumerated() {
            for file in part.files {
                if let other = owner[file], other != index { return joinedGroup(from: other, parts) }
                owner[file] = index
            }
        }
        return nil
    }

    /// Every part reachable from `start` through shared files.
    private static func joinedGroup(from start: Int, _ parts: [ProjectPart]) -> [Int] {
        var group: Set<Int> = [start]
        var files = parts[start].files
        var grew = true
        while grew {
            grew = false
            for index in parts.indices where !group.contains(index) && !parts[index].files.isDisjoint(with: files) {
                group.insert(index)
                files.formUnion(parts[index].files)
                grew = true
            }
        }
        return group.sorted()
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
