/// Computes the semantic difference between two loaded projects: a pure function, O(n) in the
/// number of roles and palette colors (dictionaries throughout; only the few added × removed
/// candidates of a rename are compared pairwise).
///
/// - Theme sets are matched by configured name when a configuration names them (both sides are
///   loaded with the head side's configuration), else by scheme file path.
/// - Schemes are matched by name within a set; the rest may be renames (`RenameDetector`).
/// - Roles are matched by name within a scheme pair; a role changes when its identifier, its
///   effective alpha multiplier, its flags, or (same identifier) its palette value changes.
/// - Palette colors are compared per palette file, by value: `#FFF` and `#FFFFFF` are equal.
/// - A file that does not parse on a side is a notice; what depends on it is not compared
///   (an indeterminate resolution is never a change by itself, never painted black).
/// - `deltaE` is CIEDE2000 between the colors as seen: each side's resolved color composited
///   over its scheme's base (the configured contrast base, else white for light, black for dark).
public enum ThemeDiffer {
    /// The difference from `base` to `head`.
    public static func diff(base: LoadedProject, head: LoadedProject) -> DiffReport {
        var report = DiffReport(base: base.source, head: head.source)
        let baseBroken = brokenFiles(base)
        let headBroken = brokenFiles(head)
        report.notices = notices(for: baseBroken, side: .base) + notices(for: headBroken, side: .head)

        let pairs = matchThemeSets(base: base, head: head)
        var setChanges: [Change] = []
        var schemePairsBySet: [String: [SchemePair]] = [:]
        var roleRenamesBySet: [String: [String: String]] = [:]
        for pair in pairs {
            if let file = pair.schemeFile, baseBroken[file] != nil || headBroken[file] != nil { continue }
            if pair.readsBrokenAndroidFile(baseBroken: baseBroken, headBroken: headBroken) { continue }
            // The same scheme file, palettes and definition on both sides change nothing (and move
            // no reference, and no contrast value): one comparison instead of a diff per role. An
            // unchanged file read through the document cache shares its storage, so this is
            // usually a pointer comparison (`log` diffs every commit with all sets unchanged but one).
            if let old = pair.base, let new = pair.head, old.hasSameInputs(as: new) { continue }
            let before = setChanges.count
            schemePairsBySet[pair.key] = diffThemeSet(pair, into: &setChanges)
            // A role renamed (an Android `<color>` is its own palette color too): its palette
            // rename must name the same new name.
            for case .roleRenamed(let rename) in setChanges[before...] {
                roleRenamesBySet[pair.key, default: [:]][rename.previousRole] = rename.role
            }
        }

        let paletteChanges = diffPalettes(
            base: base, head: head, skipping: Set(baseBroken.keys).union(headBroken.keys),
            references: ReferenceMover(pairs: pairs, schemePairsBySet: schemePairsBySet, roleRenamesBySet: roleRenamesBySet)
        )
        // Palette files first, then scheme files (one copy of the set changes' references).
        report.changes = paletteChanges
        report.changes.append(contentsOf: setChanges)
        report.contrast = ContrastDiffer.effects(pairs: pairs, schemePairsBySet: schemePairsBySet)
        (report.ambiguousSchemes, report.schemeFileNamesAreUnique) = ambiguousSchemes(base, head)
        return report
    }

    /// Scheme names defined by more than one scheme file of either side, and whether the
    /// scheme files' names (last path components) are distinct.
    static func ambiguousSchemes(_ base: LoadedProject, _ head: LoadedProject) -> (Set<String>, Bool) {
        var filesByScheme: [String: Set<String>] = [:]
        var files = Set<String>()
        for project in [base, head] {
            for (file, schemeFile) in project.schemeFiles {
                files.insert(file)
                for scheme in schemeFile.schemes { filesByScheme[scheme.name, default: []].insert(file) }
            }
        }
        let ambiguous = Set(filesByScheme.filter { $0.value.count > 1 }.keys)
        let names = files.map { RepositoryPath.fileName(of: $0) }
        return (ambiguous, Set(names).count == names.count)
    }

    // MARK: Notices

    /// Files examined on a side that did not decode (do not parse, or the root has the wrong
    /// shape), with their first problem. A file read beside the theme sets that holds no palette
    /// or scheme of its own (a Tokens Studio `$metadata.json`) and had no such problem is not
    /// broken.
    static func brokenFiles(_ project: LoadedProject) -> [String: LoadIssue] {
        var broken: Set<String> = []
        for file in project.files where project.palettes[file] == nil && project.schemeFiles[file] == nil && project.gradientFiles[file] == nil && !project.memberFiles.contains(file) {
            broken.insert(file)
        }
        var result: [String: LoadIssue] = [:]
        guard !broken.isEmpty else { return result }
        for issue in project.issues where broken.contains(issue.location.file) && result[issue.location.file] == nil {
            if issue.kind == .jsonSyntax || issue.kind == .xmlSyntax || issue.kind == .invalidStructure { result[issue.location.file] = issue }
        }
        return result
    }

    private static func notices(for broken: [String: LoadIssue], side: DiffSide) -> [DiffNotice] {
        broken.keys.sorted().compactMap { file in
            broken[file].map { DiffNotice(side: side, file: file, position: $0.location.position, message: $0.message) }
        }
    }

    // MARK: Theme sets

    /// Theme sets of both sides, matched.
    struct ThemeSetPair {
        var key: String
        var base: LoadedThemeSet?
        var head: LoadedThemeSet?

        /// The configured name, when the configuration names sets.
        var themeSetName: String? {
            let definition = (head ?? base)?.definition
            return definition?.declaration == nil ? nil : definition?.name
        }

        /// The scheme file (the head's when both exist).
        var schemeFile: String? { (head ?? base)?.definition.schemes }

        /// The contrast configuration (the head side's).
        var contrast: ContrastConfiguration? { (head ?? base)?.definition.contrast }

        /// Whether an Android set reads, on either side, a resource file that does not parse
        /// there. Its XML files are its scheme file: the colors of a broken one are missing
        /// from that side's schemes, which would read as removed roles and schemes (and roles
        /// falling back to another folder as changed), so the set is not compared.
        func readsBrokenAndroidFile(baseBroken: [String: LoadIssue], headBroken: [String: LoadIssue]) -> Bool {
            for set in [base, head] {
                guard let set, set.definition.format == .android else { continue }
                if set.unavailablePalettes.contains(where: { baseBroken[$0] != nil || headBroken[$0] != nil }) { return true }
            }
            return false
        }
    }

    /// Two schemes matched by name (or by rename).
    struct SchemePair {
        var base: ResolvedScheme
        var head: ResolvedScheme
        var baseColor: RGBA
        var headColor: RGBA
    }

    static func matchThemeSets(base: LoadedProject, head: LoadedProject) -> [ThemeSetPair] {
        func key(_ set: LoadedThemeSet) -> String {
            set.definition.declaration == nil ? "path:" + set.definition.schemes : "name:" + set.definition.name
        }
        var baseByKey: [String: LoadedThemeSet] = [:]
        var baseOrder: [String] = []
        for set in base.themeSets where baseByKey[key(set)] == nil {
            baseByKey[key(set)] = set
            baseOrder.append(key(set))
        }
        var pairs: [ThemeSetPair] = []
        var seen: Set<String> = []
        for set in head.themeSets {
            let setKey = key(set)
            guard seen.insert(setKey).inserted else { continue }
            pairs.append(ThemeSetPair(key: setKey, base: baseByKey[setKey], head: set))
        }
        for setKey in baseOrder where !seen.contains(setKey) {
            pairs.append(ThemeSetPair(key: setKey, base: baseByKey[setKey], head: nil))
        }
        return pairs
    }

    /// The opaque color a scheme's roles are drawn on: the configured contrast base for its
    /// appearance, else white for light (and unknown), black for dark.
    static func baseColor(of scheme: ResolvedScheme, contrast: ContrastConfiguration?) -> RGBA {
        let fallback = ContrastBase.defaultColor(for: scheme.scheme.appearance)
        if let contrast, let configured = ContrastEvaluator.base(of: scheme, configuration: contrast) {
            return configured
        }
        return fallback
    }
}
