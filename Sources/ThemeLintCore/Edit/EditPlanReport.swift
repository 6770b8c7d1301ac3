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
        merges = plan.merges.map { merge in
            Merge(
                scope: merge.scope, kept: (merge.kept, Self.color(merge.kept, in: merge.scope, project: project)),
                replaced: merge.replaced.map { ($0.name, Self.color($0.name, in: merge.scope, project: project), $0.deltaE) })
        }
    }

    /// The page of a `rename` plan.
    public init(rename plan: RenamePlan, old: String, new: String, report: DiffReport, written: Bool) {
        self.init(title: "Rename plan: \(old) → \(new)", written: written, report: report)
        renamed = plan.renamed
    }

    /// The color named `name` in `scope`: a palette file, or a theme set's palettes.
    static func color(_ name: String, in scope: String, project: LoadedProject) -> RGBA? {
        if let color = project.palettes[scope]?[name]?.color { return color }
        for set in project.themeSets where set.definition.name == scope || set.definition.schemes == scope {
            if let color = set.palettes.lazy.compactMap({ $0[name]?.color }).first { return color }
        }
        return nil
    }
}
