/// What `compress` is asked for.
public struct CompressOptions: Sendable {
    /// Largest ΔE2000 between a replaced color and the color kept for it (as `similar-colors`
    /// measures: colors of different alpha over white and over black, the larger).
    public var maxDeltaE: Double
    /// Names (globs over color names and token paths) preferred as the kept color.
    public var prefer: [NameGlob]
    /// For the design-token formats: keep each replaced token as an alias of the kept one.
    public var keepAliases: Bool

    /// Creates options.
    public init(maxDeltaE: Double, prefer: [NameGlob] = [], keepAliases: Bool = false) {
        self.maxDeltaE = maxDeltaE
        self.prefer = prefer
        self.keepAliases = keepAliases
    }
}

/// Colors replaced by one kept color.
public struct ColorMerge: Sendable, Hashable {
    /// Where the names live: a palette file (Appearance) or a token theme set's name.
    public var scope: String
    /// The color kept.
    public var kept: String
    /// The colors replaced by it, in file order, each with its ΔE2000 to the kept color.
    public var replaced: [(name: String, deltaE: Double)]

    /// Equality by content.
    public static func == (lhs: ColorMerge, rhs: ColorMerge) -> Bool {
        lhs.scope == rhs.scope && lhs.kept == rhs.kept && lhs.replaced.elementsEqual(rhs.replaced) { $0.name == $1.name && $0.deltaE == $1.deltaE }
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(scope)
        hasher.combine(kept)
        for entry in replaced { hasher.combine(entry.name) }
    }
}

/// A merge left out of the plan, and why.
public struct LeftOutMerge: Sendable, Hashable, CustomStringConvertible {
    /// The palette file or token theme set.
    public var scope: String
    /// The color that would have been replaced.
    public var replaced: String
    /// The color it would have been replaced by.
    public var kept: String
    /// Why not.
    public var reason: String

    /// A human-readable form, as shown in messages.
    public var description: String { "\(scope): \(replaced) is not merged into \(kept): \(reason)" }
}

/// A planned edit of a project: the new bytes of each file it changes, and the semantic diff
/// from the project as it is to the project as it would be (`diff` prints the same after the
/// files are written).
public struct ProjectEditPlan: Sendable {
    /// Path → the bytes it would hold (only files that change).
    public var contents: [String: [UInt8]]
    /// The project as it would be.
    public var after: LoadedProject
    /// The diff from the project as it is to `after`.
    public var report: DiffReport
    /// Files left alone because they do not parse.
    public var skipped: [SkippedFile]
    /// Folders the plan moves, repository-relative (a hand-kept color set renamed:
    /// `Colors.xcassets/old.colorset` → `Colors.xcassets/new.colorset`), made in the same
    /// all-or-nothing write as `contents`; `contents` names files by their paths after the moves.
    public var movedFolders: [FolderMove] = []
    /// Files or folders the plan deletes, repository-relative (a generated color set no
    /// configured export writes any more), in the same all-or-nothing write.
    public var removedPaths: [String] = []
    /// Every code site the plan rewrites, by file then position (`file:line:column`, old → new).
    public var codeSites: [CodeSiteChange] = []
    /// The files the configured exports write anew after the edit, and the folders of theirs
    /// it removes (with a final `/`), sorted: the generated files that follow the theme.
    public var regenerated: [String] = []
    /// Theme names code names in a spelling that cannot name what they become (left alone).
    var codeLeftAlone: [CodeLeftAlone] = []
}

/// A folder moved by an edit plan.
public struct FolderMove: Sendable, Hashable {
    /// Its path now.
    public var from: String
    /// Its path after the plan.
    public var to: String

    /// Creates a move.
    public init(from: String, to: String) {
        self.from = from
        self.to = to
    }
}

/// What `compress` would do.
public struct CompressPlan: Sendable {
    /// The merges made.
    public var merges: [ColorMerge]
    /// The merges left out (a contrast pair would fail, or a role would move too far).
    public var leftOut: [LeftOutMerge]
    /// The edits and their diff.
    public var edit: ProjectEditPlan
    /// What was not considered, and why (Android colors defined more than once).
    public var notes: [String] = []
}

/// A request the planners refuse (exit 2): conflicts, a name that exists or does not.
public struct EditRefusal: Error, Sendable, CustomStringConvertible {
    /// Why.
    public var message: String

    /// Creates a refusal.
    public init(_ message: String) {
        self.message = message
    }

    /// A human-readable form, as shown in messages.
    public var description: String { message }
}
