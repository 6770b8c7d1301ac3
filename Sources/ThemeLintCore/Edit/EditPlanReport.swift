/// A `compress` or `rename` plan as its HTML page shows it (`HTMLPlanReporter`): what the
/// command decided (the merges with their colors, or the names renamed), what it left out, and
/// the semantic diff of the edit — every role that moves and every contrast pair that changes.
public struct EditPlanReport: Sendable {
    /// A merge with the colors of its names, where the project defines them.
    public struct Merge: Sendable {
        /// The palette file or token theme set.
        public var scope: String
        /// The kept color's name and color.
        public var kept: (name: String, color: RGBA?)
        /// Each replaced color's name, color and ΔE2000 to the kept one, in file order.
        public var replaced: [(name: String, color: RGBA?, deltaE: Double)]
    }

    /// `Compress plan` or `Rename plan: OLD → NEW`.
    public var title: String
    /// The merges (`compress`).
    public var merges: [Merge] = []
    /// What is renamed, in words (`rename`).
    public var renamed: [String] = []
    /// Merges left out, and why (`compress`).
    public var leftOut: [LeftOutMerge] = []
    /// What was not considered, and why.
    public var notes: [String] = []
    /// Every code site the plan rewrites (`file:line:column`, old → new).
    public var codeSites: [CodeSiteChange] = []
    /// The generated files the configured exports write anew (folders they remove end in `/`).
    public var regenerated: [String] = []
    /// Whether the files were written (`--write`); else the page is a preview.
    public var written: Bool
    /// The semantic diff from the project as it is to the project as the plan leaves it.
    public var report: DiffReport

    /// Creates a report.
    public init(title: String, written: Bool, report: DiffReport) {
        self.title = title
        self.written = written
        self.report = report
    }

    /// The page of a `compress` plan over `project` (the project as it is), with `report` (the
    /// plan's diff, its base named as the command names it).
    public init(compress plan: CompressPlan, project: LoadedProject, report: DiffReport, written: Bool) {
        self.init(title: "Compress plan", written: written, report: report)
        leftOut = plan.leftOut
        notes = plan.notes
        codeSites = plan.edit.codeSites
        regenerated = plan.edit.regenerated
        // An Android merge's scope is a values folder: its palette files, by folder (one pass).
        var filesByFolder: [String: [String]] = [:]
        for file in project.palettes.keys.sorted() {
            guard let slash = file.lastIndex(of: "/") else { continue }
            filesByFolder[String(file[..<slash]), default: []].append(file)
        }
        func color(_ name: String, in scope: String) -> RGBA? {
            if let color = Self.color(name, in: scope, project: project) { return color }
            return filesByFolder[scope]?.lazy.compactMap { project.palettes[$0]?[name]?.color }.first
        }
        merges = plan.merges.map { merge in
            Merge(
                scope: merge.scope, kept: (merge.kept, color(merge.kept, in: merge.scope)),
                replaced: merge.replaced.map { ($0.name, color($0.name, in: merge.scope), $0.deltaE) })
        }
    }

    /// The page of a `rename` plan.
    public init(rename plan: RenamePlan, old: String, new: String, report: DiffReport, written: Bool) {
        self.init(title: "Rename plan: \(old) → \(new)", written: written, report: report)
        renamed = plan.renamed
        codeSites = plan.edit.codeSites
        regenerated = plan.edit.regenerated
    }

    /// The color named `name` in `scope`: a palette file, or a theme set's palettes (an Android
    /// values folder is looked up by the compress initializer).
    static func color(_ name: String, in scope: String, project: LoadedProject) -> RGBA? {
        if let color = project.palettes[scope]?[name]?.color { return color }
        for set in project.themeSets where set.definition.name == scope || set.definition.schemes == scope {
            if let color = set.palettes.lazy.compactMap({ $0[name]?.color }).first { return color }
        }
        return nil
    }
}
