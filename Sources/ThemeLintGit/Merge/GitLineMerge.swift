internal import CLibGit2
import ThemeLintCore

/// git's line merge, as `git merge-file` does it, over libgit2's `git_merge_file`: the three
/// sides are merged line by line, and where the lines conflict git's markers are written
/// (`<<<<<<< ours`, `=======`, `>>>>>>> theirs`, `marker size` characters long).
///
/// It needs no repository: the sides are bytes. Given one, it honours the repository's
/// `merge.conflictStyle` (`diff3`, `zdiff3`), as git's own merge would.
public struct GitLineMerge: LineMerging {
    /// How conflicts are written (git's `merge.conflictStyle`).
    public enum ConflictStyle: String, Sendable, Hashable, CaseIterable {
        /// Ours and theirs (`<<<<<<<`, `=======`, `>>>>>>>`): git's default.
        case merge
        /// Ours, the base (`|||||||`) and theirs.
        case diff3
        /// `diff3` with the lines both sides share moved out of the block.
        case zdiff3
    }

    /// The conflict style used.
    public var conflictStyle: ConflictStyle

    /// A line merge writing conflicts in `conflictStyle`.
    public init(conflictStyle: ConflictStyle = .merge) {
        self.conflictStyle = conflictStyle
    }

    /// A line merge in the conflict style `repository`'s configuration sets (`merge.conflictStyle`;
    /// an unknown value is git's default, as git treats it).
    public init(repository: GitRepository) {
        let configured = repository.configString("merge.conflictStyle")?.lowercased() ?? ""
        self.init(conflictStyle: ConflictStyle(rawValue: configured) ?? .merge)
    }

    /// Merges the three sides line by line, with their labels and marker size. A binary side
    /// (a NUL byte in its first 8,000, as git judges) is not merged: OURS is kept and the
    /// result is a conflict, as git's own merge of binary files does.
    /// - Throws: `GitError` when libgit2 refuses (a side too large for xdiff, out of memory).
    public func lineMerge(_ sides: MergeSides) throws(GitError) -> LineMergeResult {
        if [sides.base, sides.ours, sides.theirs].contains(where: { $0.prefix(8_000).contains(0) }) {
            return LineMergeResult(bytes: sides.ours, isClean: false)
        }
        try ensureLibgit2Initialized()
        var options = git_merge_file_options()
        try check(git_merge_file_options_init(&options, UInt32(GIT_MERGE_FILE_OPTIONS_VERSION)), "cannot prepare the line merge")
        // `git merge-file` merges at the "zealous, alphanumeric" level: libgit2's SIMPLIFY_ALNUM.
        var flags = GIT_MERGE_FILE_SIMPLIFY_ALNUM.rawValue
        switch conflictStyle {
        case .merge: break
        case .diff3: flags |= GIT_MERGE_FILE_STYLE_DIFF3.rawValue
        case .zdiff3: flags |= GIT_MERGE_FILE_STYLE_ZDIFF3.rawValue
        }
        options.flags = UInt32(flags)
        options.favor = GIT_MERGE_FILE_FAVOR_NORMAL
        options.marker_size = UInt16(clamping: max(1, sides.markerSize))
        let labels = (Self.cString(sides.baseLabel), Self.cString(sides.oursLabel), Self.cString(sides.theirsLabel))
        return try labels.0.withUnsafeBufferPointer { base throws(GitError) in
            try labels.1.withUnsafeBufferPointer { ours throws(GitError) in
                try labels.2.withUnsafeBufferPointer { theirs throws(GitError) in
                    options.ancestor_label = base.baseAddress
                    options.our_label = ours.baseAddress
                    options.their_label = theirs.baseAddress
                    return try Self.merge(sides, options: &options)
                }
            }
        }
    }

    /// Runs `git_merge_file` on the three sides' bytes with `options` (labels set).
    private static func merge(_ sides: MergeSides, options: inout git_merge_file_options) throws(GitError) -> LineMergeResult {
        try withInput(sides.base) { base throws(GitError) in
            try withInput(sides.ours) { ours throws(GitError) in
                try withInput(sides.theirs) { theirs throws(GitError) in
                    var result = git_merge_file_result()
                    try check(git_merge_file(&result, base, ours, theirs, &options), "cannot merge \(sides.path.isEmpty ? "the file" : sides.path) line by line")
                    defer { git_merge_file_result_free(&result) }
                    var bytes: [UInt8] = []
                    if let pointer = result.ptr, result.len > 0 {
                        bytes = Array(UnsafeRawBufferPointer(start: pointer, count: result.len))
                    }
                    return LineMergeResult(bytes: bytes, isClean: result.automergeable != 0)
                }
            }
        }
    }

    /// A `git_merge_file_input` over `bytes` (no path, no mode: only the content is merged).
    private static func withInput<Result>(
        _ bytes: [UInt8], _ body: (UnsafePointer<git_merge_file_input>) throws(GitError) -> Result
    ) throws(GitError) -> Result {
        try bytes.withUnsafeBufferPointer { buffer throws(GitError) in
            var input = git_merge_file_input()
            input.version = UInt32(GIT_MERGE_FILE_INPUT_VERSION)
            // An empty side still needs a pointer: libgit2 reads `size` bytes from it.
            let empty: [CChar] = [0]
            return try empty.withUnsafeBufferPointer { placeholder throws(GitError) in
                input.ptr = buffer.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) } ?? placeholder.baseAddress
                input.size = buffer.count
                return try withUnsafePointer(to: &input) { pointer throws(GitError) in try body(pointer) }
            }
        }
    }

    /// `text` as a NUL-terminated C string (a NUL inside it ends the label there).
    private static func cString(_ text: String) -> [CChar] {
        var bytes = text.utf8.prefix { $0 != 0 }.map { CChar(bitPattern: $0) }
        bytes.append(0)
        return bytes
    }
}
