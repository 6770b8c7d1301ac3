/// The colors `compress` may merge, grouped where a merge keeps every reference meaning what
/// it meant: per Appearance palette file, and per token theme set among token paths defined
/// in the same files.
extension CompressPlanner {
    /// One nameable color: a palette color (Appearance) or a token path with its literal in
    /// each file defining it (tokens).
    struct Candidate {
        /// The color or token name.
        var name: String
        /// Its color in each defining file (one for an Appearance palette).
        var colors: [SimilarColorsComparable]
        /// Where it is defined: file → the palette color there.
        var definitions: [PaletteColor]
        /// How often it is referred to.
        var references: Int
        /// Document order.
        var order: Int
        /// Appearance: the theme sets whose references to the name resolve to this palette.
        var users: [Int]
        /// Appearance: those of `users` that refer to the name (a merge rewrites references
        /// there only, so only there must the kept name resolve to this palette too).
        var referencingSets: [Int] = []
    }

    /// A group of candidates that may replace one another: one palette file, or one token set's
    /// paths defined in the same files.
    struct Partition {
        /// The palette file or token set's name.
        var scope: String
        /// Theme set offset of a token partition (nil for an Appearance palette).
        var tokenSet: Int?
        var candidates: [Candidate]
        /// An Android values folder (names unique in the repository; see `androidPartitions`).
        var android = false
    }

    /// The partitions of `editable`'s palettes.
    static func partitions(of editable: EditableProject) -> [Partition] {
        let project = editable.project
        var partitions: [Partition] = androidPartitions(of: editable).partitions
        var tokenPaletteFiles = Set<String>()
        // Token sets: a path defined (as a literal) in the same files as another may replace it.
        for (setIndex, set) in project.themeSets.enumerated() where set.definition.format.isTokenFormat {
            for palette in set.palettes { tokenPaletteFiles.insert(palette.file) }
            // Every file of the set must be editable, or a reference in one left alone would break.
            guard set.unavailablePalettes.isEmpty, editable.tokenFiles(of: set).count == Set(set.palettes.map { EditableProject.fileOfPalette($0.file) }).count else { continue }
            let legacy = set.definition.format == .tokensStudio
            var counts: [String: Int] = [:]
            for file in editable.tokenFiles(of: set) {
                for site in editable.tokenSites(inFile: file, legacy: legacy) {
                    switch site.kind {
                    case .pointer:
                        if case .pointer(_, let path)? = TokenValue.pointerReference(site.text, from: site.file) { counts[path, default: 0] += 1 }
                    default:
                        for path in TokenReferenceText.paths(in: site.text, legacy: legacy) { counts[path, default: 0] += 1 }
                    }
                }
            }
            var byPath: [String: Candidate] = [:]
            var invalid = Set<String>()
            var order: [String] = []
            for palette in set.palettes where editable.documents[EditableProject.fileOfPalette(palette.file)] != nil && !palette.file.contains("#") {
                for color in palette.colors {
                    guard let rgba = color.color else { invalid.insert(color.name); continue }
                    if byPath[color.name] == nil {
                        order.append(color.name)
                        byPath[color.name] = Candidate(name: color.name, colors: [], definitions: [], references: counts[color.name] ?? 0, order: order.count, users: [])
                    }
                    byPath[color.name]?.colors.append(SimilarColorsComparable(entry: color, color: rgba))
                    byPath[color.name]?.definitions.append(color)
                }
            }
            var groups: [String: [Candidate]] = [:]
            var groupOrder: [String] = []
            for path in order where !invalid.contains(path) {
                guard let candidate = byPath[path] else { continue }
                let key = candidate.definitions.map(\.location.file).joined(separator: "\u{0}")
                if groups[key] == nil { groupOrder.append(key) }
                groups[key, default: []].append(candidate)
            }
            for key in groupOrder {
                partitions.append(Partition(scope: set.definition.name, tokenSet: setIndex, candidates: groups[key] ?? []))
            }
        }
        // Appearance palettes: a color replaces another where every set that resolves the
        // replaced name to this palette resolves the kept name to it too.
        let appearanceSets = project.themeSets.enumerated().filter { $0.element.definition.format == .appearance }
        for file in project.palettes.keys.sorted() where !tokenPaletteFiles.contains(file) && editable.documents[file] != nil {
            guard let palette = project.palettes[file] else { continue }
            let containing = appearanceSets.filter { $0.element.palettes.contains { $0.file == file } || $0.element.definition.palettes.contains(file) }
            // A palette no scheme file reads (checked on its own) is read outside the
            // repository: its colors are someone else's (see `unreadPalettes`).
            if containing.isEmpty { continue }
            // A set with a palette that did not load cannot tell where a name resolves; a scheme
            // file that did not parse may name any color: its palettes are left alone.
            guard containing.allSatisfy({ $0.element.unavailablePalettes.isEmpty && editable.documents[$0.element.definition.schemes] != nil }) else { continue }
            func resolvesHere(_ name: String, in set: LoadedThemeSet) -> Bool {
                set.palettes.first { $0[name] != nil }?.file == file
            }
            var counts: [String: [Int: Int]] = [:]
            for (setIndex, set) in containing {
                for site in editable.identifierSites(of: set) where resolvesHere(site.text, in: set) {
                    counts[site.text, default: [:]][setIndex, default: 0] += 1
                }
            }
            var candidates: [Candidate] = []
            for (offset, color) in palette.colors.enumerated() {
                guard let rgba = color.color else { continue }
                let users = containing.filter { resolvesHere(color.name, in: $0.element) }.map(\.offset)
                let perSet = counts[color.name]
                let references = perSet?.values.reduce(0, +) ?? 0
                // Counted sets are users: with one user, it is the one set referring.
                let referencing = perSet == nil ? [] : users.count == 1 ? users : users.filter { (perSet?[$0] ?? 0) > 0 }
                candidates.append(Candidate(name: color.name, colors: [SimilarColorsComparable(entry: color, color: rgba)], definitions: [color], references: references, order: offset, users: users, referencingSets: referencing))
            }
            partitions.append(Partition(scope: file, tokenSet: nil, candidates: candidates))
        }
        return partitions
    }

    /// Whether `kept` may replace `replaced`: every theme set that refers to the replaced name
    /// and resolves it to the partition's palette resolves the kept name to it too (always, for
    /// token paths; a set that does not refer to the replaced name has nothing rewritten).
    static func isCompatible(kept: Candidate, replaced: Candidate) -> Bool {
        replaced.referencingSets.allSatisfy { kept.users.contains($0) }
    }

    /// The Appearance palettes of `editable` that no scheme file reads ("checked on its own"):
    /// their readers are outside the repository, so `compress` leaves them alone.
    static func unreadPalettes(of editable: EditableProject) -> [String] {
        let project = editable.project
        let tokenPaletteFiles = Set(project.themeSets.filter { $0.definition.format.isTokenFormat }.flatMap { $0.palettes.map(\.file) })
        let appearanceSets = project.themeSets.filter { $0.definition.format == .appearance }
        return project.palettes.keys.sorted().filter { file in
            !tokenPaletteFiles.contains(file) && editable.documents[file] != nil
                && !appearanceSets.contains { $0.palettes.contains { $0.file == file } || $0.definition.palettes.contains(file) }
        }
    }
}
