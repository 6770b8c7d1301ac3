/// A theme set's scheme file or palette that did not load (it does not parse, or its root has
/// the wrong shape): the set's schemes are missing from what `show` and `contrast` print, or the
/// roles that might resolve against the palette are indeterminate. They name it, with the place
/// of its first problem, on standard error, so that a set or a color is never missing without a
/// word (as `diff` lists such a file under "Not compared").
public struct UnreadableThemeFile: Sendable, Hashable, CustomStringConvertible {
    /// What the file is to its theme set.
    public enum Part: Sendable, Hashable {
        /// The scheme file: none of the set's schemes loads.
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

extension LoadedProject {
    /// The theme sets' scheme files and palettes that did not load, each once, in theme set
    /// order: every set's scheme file, and the palettes of the sets whose scheme file path is in
    /// `shownSets` (nil: every set).
    public func unreadableThemeFiles(shownSets: Set<String>? = nil) -> [UnreadableThemeFile] {
        let broken = ThemeDiffer.brokenFiles(self)
        guard !broken.isEmpty else { return [] }
        var result: [UnreadableThemeFile] = []
        var named = Set<String>()
        for set in themeSets {
            let schemeFile = set.definition.schemes
            if set.schemeFile == nil, let issue = broken[schemeFile], named.insert(schemeFile).inserted {
                result.append(UnreadableThemeFile(issue: issue, part: .schemeFile))
            }
            if let shownSets, !shownSets.contains(schemeFile) { continue }
            for palette in set.unavailablePalettes {
                if let issue = broken[palette], named.insert(palette).inserted {
                    result.append(UnreadableThemeFile(issue: issue, part: .palette))
                }
            }
        }
        return result
    }
}
