extension ShowReport {
    /// A file of a theme set that `show` could not read (it does not parse, or its root has the
    /// wrong shape): its schemes are missing from the report, or the roles that might resolve
    /// against it are indeterminate. `show` names it, with the place of its first problem, on
    /// standard error, so that a set or a color is never missing without a word.
    public struct UnreadableFile: Sendable, Hashable, CustomStringConvertible {
        /// What the file is to its theme set.
        public enum Part: Sendable, Hashable {
            /// The scheme file: none of the set's schemes is shown.
            case schemeFile
            /// A palette: roles that might resolve against it are indeterminate.
            case palette
        }

        /// The file's first problem (`json-syntax` or `invalid-structure`), with its place.
        public var issue: LoadIssue
        /// What the file is to its theme set.
        public var part: Part

        /// `FILE:LINE:COLUMN: problem; consequence`.
        public var description: String {
            let consequence = switch part {
            case .schemeFile: "its schemes are not shown"
            case .palette: "roles that might resolve against it are indeterminate"
            }
            return "\(issue.location): \(issue.message); \(consequence)"
        }
    }

    /// The scheme files and palettes of `project`'s theme sets that did not load, each once, in
    /// theme set order: every set's scheme file, and the palettes of the sets in `shownSets`
    /// (by scheme file path).
    static func unreadableFiles(of project: LoadedProject, shownSets: Set<String>) -> [UnreadableFile] {
        let broken = ThemeDiffer.brokenFiles(project)
        guard !broken.isEmpty else { return [] }
        var result: [UnreadableFile] = []
        var named = Set<String>()
        for set in project.themeSets {
            let schemeFile = set.definition.schemes
            if set.schemeFile == nil, let issue = broken[schemeFile], named.insert(schemeFile).inserted {
                result.append(UnreadableFile(issue: issue, part: .schemeFile))
            }
            guard shownSets.contains(schemeFile) else { continue }
            for palette in set.unavailablePalettes {
                if let issue = broken[palette], named.insert(palette).inserted {
                    result.append(UnreadableFile(issue: issue, part: .palette))
                }
            }
        }
        return result
    }
}
