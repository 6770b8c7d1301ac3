/// The three versions of one file that git hands a merge driver (`%O %A %B`), with what it
/// says about them (`%P`, `%L`).
public struct MergeSides: Sendable {
    /// The common ancestor's bytes (`%O`); empty when the file is new on both sides.
    public var base: [UInt8]
    /// The current branch's bytes (`%A`); the driver writes its result over this file.
    public var ours: [UInt8]
    /// The other branch's bytes (`%B`).
    public var theirs: [UInt8]
    /// The path being merged (`%P`), used to recognise the format; may be empty.
    public var path: String
    /// The length of conflict markers (`%L`, git's `conflict-marker-size`, 7 by default).
    public var markerSize: Int
    /// The label after `<<<<<<<` (git: `ours` or the branch name).
    public var oursLabel: String
    /// The label after `|||||||` in diff3 style.
    public var baseLabel: String
    /// The label after `>>>>>>>` (git: `theirs` or the branch name).
    public var theirsLabel: String
    /// Whether conflict blocks show the base between `|||||||` and `=======` (git's
    /// `merge.conflictStyle` `diff3` or `zdiff3`).
    public var showsBase: Bool = false

    /// Creates the three sides of a merge.
    public init(
        base: [UInt8], ours: [UInt8], theirs: [UInt8], path: String = "",
        markerSize: Int = 7, oursLabel: String = "ours", baseLabel: String = "base", theirsLabel: String = "theirs"
    ) {
        self.base = base
        self.ours = ours
        self.theirs = theirs
        self.path = path
        self.markerSize = markerSize
        self.oursLabel = oursLabel
        self.baseLabel = baseLabel
        self.theirsLabel = theirsLabel
    }
}

extension MergeSides {
    /// How the merge writes its conflict blocks: these sides' labels and marker size, lines
    /// ending in `lineBreak`.
    func conflictStyle(lineBreak: [UInt8]) -> SourceText.ConflictStyle {
        SourceText.ConflictStyle(markerSize: markerSize, oursLabel: oursLabel, baseLabel: baseLabel, theirsLabel: theirsLabel, lineBreak: lineBreak)
    }
}

/// What a merge by meaning made of three sides.
public enum MergeOutcome: Sendable {
    /// Merged with no conflict: the bytes to write over OURS (exit 0).
    case clean([UInt8])
    /// Merged, with conflict markers around the members listed (exit 1).
    case conflicted([UInt8], conflicts: [MergeConflict])
    /// Not merged by meaning (a side does not parse, or the format is unknown): the caller
    /// falls back to the line merge and says why.
    case fallBack(reason: String)
}

/// One conflict block a merge by meaning wrote.
public struct MergeConflict: Sendable, Hashable {
    /// The member's path from the root (object keys, or an array element's key such as `id=abc`).
    public var memberPath: [String]
    /// The 1-based line of the block's `<<<<<<<` marker in the result.
    public var line: Int
    /// Creates a conflict record.
    public init(memberPath: [String], line: Int) {
        self.memberPath = memberPath
        self.line = line
    }
}

/// A line merge as `git merge-file` does it (the git layer provides one over libgit2's
/// `git_merge_file`). The merge by meaning keeps its bytes where it is clean and means the
/// same, and falls back to it where a side does not parse.
public protocol LineMerging: Sendable {
    /// Merges the three sides line by line, with the sides' labels and marker size.
    func lineMerge(_ sides: MergeSides) throws -> LineMergeResult
}

/// The result of a line merge.
public struct LineMergeResult: Sendable, Hashable {
    /// The merged bytes, with conflict markers where the lines conflict.
    public var bytes: [UInt8]
    /// Whether the line merge found no conflict.
    public var isClean: Bool
    /// Creates a line merge result.
    public init(bytes: [UInt8], isClean: Bool) {
        self.bytes = bytes
        self.isClean = isClean
    }
}
