/// Plans `compress`: merges near-duplicate palette colors into kept ones, rewrites every
/// reference to a replaced color, and deletes it (or, in the token formats with
/// `keepAliases`, makes it an alias of the kept one).
///
/// The plan is checked by loading the project as it would be: a merge that would move a role
/// by more than `maxDeltaE`, or make a contrast pair `check` checks fail (or fail more), is left
/// out and listed, and the plan made again without it.
public enum CompressPlanner {
    /// Most rounds of merging (each round merges into colors kept by none before it; a merge
    /// can make another possible, when a replaced color no longer shadows a name).
    static let maximumRounds = 8

    /// Plans the compression of `editable`, read from `source`.
    /// - Throws: `EditRefusal` when a theme file holds conflict markers; `SourceError` when the
    ///   project as it would be cannot be loaded.
    public static func plan(_ editable: EditableProject, source: any DocumentSource, options: CompressOptions) throws -> CompressPlan {
        if !editable.conflicted.isEmpty {
            throw EditRefusal("unresolved merge conflicts in \(editable.conflicted.joined(separator: ", ")): resolve them first")
        }
        let original = editable.project
        var current = editable
        var contents: [String: [UInt8]] = [:]
        var rounds = Rounds()
        var merges: [ColorMerge] = []
        var reports: [DiffReport] = []
        var codeSites: [CodeSiteChange] = []
        for _ in 0..<maximumRounds {
            let edited = EditedSource(base: source, replacements: contents)
            guard let round = try planRound(current, source: edited, original: original, isFirstRound: reports.isEmpty, options: options, rounds: &rounds) else { break }
            merges += round.merges
            reports.append(round.edit.report)
            contents.merge(round.edit.contents) { _, new in new }
            codeSites += round.edit.codeSites
            let previous = current
            current = EditableProject(project: round.edit.after, source: EditedSource(base: source, replacements: contents))
            current.carryCode(from: previous, replaced: round.edit.contents)
            guard unshadowsAName(round.merges, in: original) else { break }
        }
        // One round's report is already against the original.
        let report = reports.count == 1 ? reports[0] : ThemeDiffer.diff(base: original, head: current.project)
        var notes = androidPartitions(of: editable).note.map { [$0] } ?? []
        for file in unreadPalettes(of: editable) {
            notes.append("\(file) is read by no scheme file (checked on its own): left alone")
        }
        // The cover: every pair left within D is said, once, with why.
        var replaced = Set<String>()
        for merge in merges { for entry in merge.replaced { replaced.insert(Rounds.key(merge.scope, entry.name)) } }
        var within = rounds.leftWithin
        if !rounds.givenUp.isEmpty {
            within += uncoveredPairs(in: current, scopes: rounds.givenUp, options: options, rounds: rounds)
        }
        if !rounds.everFrozen.isEmpty {
            within += uncoveredPairs(in: current, scopes: Set(rounds.everFrozen.map { String($0.prefix { $0 != "\u{0}" }) }).subtracting(rounds.givenUp), options: options, rounds: rounds, frozenOnly: true)
        }
        var said = Set<String>()
        var leftOut = rounds.leftOut
        for merge in within where !replaced.contains(Rounds.key(merge.scope, merge.kept)) && !replaced.contains(Rounds.key(merge.scope, merge.replaced)) {
            guard said.insert(Rounds.key(merge.scope, min(merge.kept, merge.replaced)) + "\u{0}" + max(merge.kept, merge.replaced)).inserted else { continue }
            leftOut.append(merge)
        }
        return CompressPlan(merges: merges, leftOut: leftOut, edit: try ProjectEditPlan(contents: contents, after: current.project, report: report, skipped: editable.skipped, codeSites: codeSites).regeneratingExports(before: original, source: source), notes: notes)
    }

    /// Whether a color these merges delete is also defined by another palette, so that a name
    /// may now resolve elsewhere and another merge become possible; without one, a next round
    /// would find what this one found.
    static func unshadowsAName(_ merges: [ColorMerge], in project: LoadedProject) -> Bool {
        merges.contains { merge in
            guard project.palettes[merge.scope] != nil else { return false }
            return merge.replaced.contains { replaced in
                project.palettes.contains { $0.key != merge.scope && $0.value[replaced.name] != nil }
            }
        }
    }

    /// What rounds pass on to later ones: the colors kept (never replaced later), the merges
    /// left out (never tried again).
    struct Rounds {
        var kept: Set<String> = []
        var forbidden: Set<String> = []
        var leftOut: [LeftOutMerge] = []
        /// Palettes (scopes) whose merges kept being blamed, left alone for a round.
        var givenUp: Set<String> = []
        /// Colors (scope, name) of merges still blamed after `patientChecks` checks of a round:
        /// neither kept nor replaced from then on, so that one stubborn cluster does not cost
        /// the rest of its palette its merges.
        var frozen: Set<String> = []
        /// Every color frozen in some round (their pairs are said at the end).
        var everFrozen: Set<String> = []
        /// Pairs the groupings left within the threshold (see `replacements(in:)`), with why.
        var leftWithin: [LeftOutMerge] = []

        static func key(_ scope: String, _ name: String) -> String { scope + "\u{0}" + name }
    }

    /// One round: the replacements of `current`'s colors, checked against `original` until none
    /// is left out; nil when there is nothing to merge.
    static func planRound(_ current: EditableProject, source: any DocumentSource, original: LoadedProject, isFirstRound: Bool, options: CompressOptions, rounds: inout Rounds) throws -> (merges: [ColorMerge], edit: ProjectEditPlan)? {
        let partitions = partitions(of: current)
        // Each check leaves out what it blames; after a few checks, a palette whose merges keep
        // being blamed is left alone for the round, so that a round ends after at most
        // `patientChecks` plus one check per palette.
        var checks = 0
        var givenUp = Set<Int>()
        var stubborn: [Int: [Int]] = [:]
        while true {
            var replacements: [Replacement] = []
            var skipped: [(partition: Int, kept: Int, other: Int)] = []
            for (index, partition) in partitions.enumerated() where !givenUp.contains(index) {
                let grouping = self.replacements(in: partition, index: index, options: options, rounds: rounds)
                replacements += grouping.replacements
                skipped += grouping.skipped.map { (index, $0.kept, $0.other) }
            }
            func noteSkipped() {
                for (index, kept, other) in skipped {
                    let partition = partitions[index]
                    if let merge = leftWithin(kept: partition.candidates[kept], other: partition.candidates[other], partition: partition, project: current.project, rounds: rounds) {
                        rounds.leftWithin.append(merge)
                    }
                }
            }
            guard !replacements.isEmpty else {
                noteSkipped()
                return nil
            }
            let edit = try editPlan(current, source: source, partitions: partitions, replacements: replacements, options: options)
            var bad = violations(original: original, current: current.project, currentIsOriginal: isFirstRound, plan: edit, partitions: partitions, replacements: replacements, maxDeltaE: options.maxDeltaE)
            blameCodeLeftAlone(edit.codeLeftAlone, partitions: partitions, replacements: replacements, in: &bad)
            if bad.isEmpty {
                noteSkipped()
                for r in replacements { rounds.kept.insert(Rounds.key(partitions[r.partition].scope, partitions[r.partition].candidates[r.kept].name)) }
                return (merges(partitions, replacements), edit)
            }
            for (offset, reason) in bad.sorted(by: { $0.key < $1.key }) {
                let r = replacements[offset]
                let partition = partitions[r.partition]
                let (kept, replaced) = (partition.candidates[r.kept].name, partition.candidates[r.replaced].name)
                rounds.forbidden.insert(Rounds.key(partition.scope, kept) + "\u{0}" + replaced)
                rounds.leftOut.append(LeftOutMerge(scope: partition.scope, replaced: replaced, kept: kept, reason: reason))
                if checks >= 2 * patientChecks {
                    givenUp.insert(r.partition)
                    rounds.givenUp.insert(partition.scope)
                } else if checks >= patientChecks {
                    stubborn[r.partition, default: []] += [r.kept, r.replaced]
                }
            }
            for (index, seeds) in stubborn {
                for name in cluster(of: seeds, in: partitions[index], maxDeltaE: options.maxDeltaE) {
                    rounds.frozen.insert(Rounds.key(partitions[index].scope, name))
                    rounds.everFrozen.insert(Rounds.key(partitions[index].scope, name))
                }
            }
            stubborn = [:]
            checks += 1
        }
    }

    /// Checks of one round after which the colors of a merge still blamed are left alone with
    /// every color linked to them by neighbours within the threshold (see `Rounds.frozen`);
    /// after twice as many, a palette still blamed is left alone for the round.
    static let patientChecks = 16

    /// The names of the colors of `partition` linked to `seeds` by a chain of colors each within
    /// `maxDeltaE` of the next: a cluster no merge from outside reaches, so that a second run,
    /// finding it as it was, leaves it alone again.
    static func cluster(of seeds: [Int], in partition: Partition, maxDeltaE: Double) -> [String] {
        let candidates = partition.candidates
        let neighbours = NeighbourSearch(candidates.map { $0.colors[0] }, maxDeltaE: maxDeltaE)
        var reached = Array(repeating: false, count: candidates.count)
        var queue: [Int] = []
        for seed in seeds where !reached[seed] {
            reached[seed] = true
            queue.append(seed)
        }
        var next = 0
        while next < queue.count {
            let index = queue[next]
            next += 1
            neighbours.forEachPossibleNeighbour(of: index) { other in
                guard !reached[other], distance(candidates[index], candidates[other], below: maxDeltaE) != nil else { return }
                reached[other] = true
                queue.append(other)
            }
        }
        return queue.map { candidates[$0].name }
    }

    /// The merges of `replacements`, kept colors in file order.
    static func merges(_ partitions: [Partition], _ replacements: [Replacement]) -> [ColorMerge] {
        var byKept: [String: ColorMerge] = [:]
        var order: [(Int, Int, String)] = []
        for r in replacements {
            let partition = partitions[r.partition]
            let key = "\(r.partition)\u{0}\(r.kept)"
            if byKept[key] == nil {
                byKept[key] = ColorMerge(scope: partition.scope, kept: partition.candidates[r.kept].name, replaced: [])
                order.append((r.partition, partition.candidates[r.kept].order, key))
            }
            byKept[key]?.replaced.append((partition.candidates[r.replaced].name, r.deltaE))
        }
        return order.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.compactMap { byKept[$0.2] }
    }

    /// The edits for `replacements`, applied and loaded.
    static func editPlan(_ editable: EditableProject, source: any DocumentSource, partitions: [Partition], replacements: [Replacement], options: CompressOptions) throws -> ProjectEditPlan {
        let project = editable.project
        var session = EditSession(documents: editable.documents, xmlFiles: editable.xmlFiles)
        // Per theme set: replaced name → kept name; per token set also the defining files.
        var renames: [Int: [String: String]] = [:]
        var pointerFiles: [Int: [String: Set<String>]] = [:]
        var androidRenames: [String: String] = [:]
        var androidDefinitions: [(file: String, position: SourcePosition, kept: String)] = []
        for r in replacements {
            let partition = partitions[r.partition]
            let kept = partition.candidates[r.kept]
            let replaced = partition.candidates[r.replaced]
            if partition.android {
                androidRenames[replaced.name] = kept.name
                androidDefinitions.append((replaced.definitions[0].location.file, replaced.definitions[0].location.position, kept.name))
            } else if let set = partition.tokenSet {
                renames[set, default: [:]][replaced.name] = kept.name
                pointerFiles[set, default: [:]][replaced.name] = Set(replaced.definitions.map(\.location.file))
                for definition in replaced.definitions {
                    if options.keepAliases {
                        session.edit(definition.location.file) { editor throws(EditError) in
                            try editor.replaceValue(at: definition.valueLocation.position, with: JSONEditor.quoted("{\(kept.name)}"))
                        }
                    } else {
                        session.deleteMember(definition.location.file, keyPosition: definition.location.position)
                    }
                }
            } else {
                for set in replaced.users { renames[set, default: [:]][replaced.name] = kept.name }
                let definition = replaced.definitions[0]
                session.deleteMember(definition.location.file, keyPosition: definition.location.position)
            }
        }
        for (setIndex, map) in renames.sorted(by: { $0.key < $1.key }) {
            let set = project.themeSets[setIndex]
            if set.definition.format.isTokenFormat {
                if !options.keepAliases { deleteFigmaReferences(editable, themesFile: set.definition.schemes, paths: map, in: &session) }
                let legacy = set.definition.format == .tokensStudio
                let files = pointerFiles[setIndex] ?? [:]
                for file in editable.tokenFiles(of: set) {
                    EditableProject.rewriteReferences(editable.tokenSites(inFile: file, legacy: legacy), in: &session) { path, pointerFile in
                        guard let kept = map[path] else { return nil }
                        if let pointerFile, files[path]?.contains(pointerFile) != true { return nil }
                        return kept
                    }
                }
            } else {
                EditableProject.rewriteReferences(editable.identifierSites(of: set), in: &session) { name, _ in map[name] }
            }
        }
        planAndroidEdits(editable, renames: androidRenames, definitions: androidDefinitions, keepAliases: options.keepAliases, in: &session)
        let code = codeRenames(android: androidRenames, sets: renames)
        var plan = try ProjectEditPlan(editable, source: source, session: session) { code.renames[$0] }
        plan.codeLeftAlone += editable.codeLeftAlone(ambiguous: code.ambiguous)
        return plan
    }
}

extension CompressPlanner {
    /// Deletes the Figma style and variable references a `$themes.json` keeps for deleted tokens.
    static func deleteFigmaReferences(_ editable: EditableProject, themesFile: String, paths: [String: String], in session: inout EditSession) {
        guard RepositoryPath.fileName(of: themesFile) == "$themes.json", let root = editable.documents[themesFile]?.document.root else { return }
        root.forEachMember { member in
            guard member.key == "$figmaStyleReferences" || member.key == "$figmaVariableReferences" else { return true }
            for reference in member.value.value.objectMembers ?? [] where paths[reference.key] != nil {
                session.deleteMember(themesFile, keyPosition: reference.keyPosition)
            }
            return false
        }
    }
}

extension ProjectEditPlan {
    /// Applies `session`'s edits (and the folder moves and removals) and loads the project as
    /// it would be; `rename` (when given) names what each theme name becomes, and every code
    /// reference to one is rewritten first.
    init(_ editable: EditableProject, source: any DocumentSource, session: EditSession, movedFolders: [FolderMove] = [], removedPaths: [String] = [], rename: ((String) -> String?)? = nil) throws {
        var session = session
        let code = try rename.map { rename throws(EditRefusal) in try editable.rewriteCode(in: &session, source: source, rename: rename) }
        session.makeDeletions()
        if let failure = session.failures.first { throw EditRefusal("cannot edit \(failure)") }
        let contents = try session.results()
        let project = editable.project
        let edited = EditedSource(base: source, replacements: contents, movedFolders: movedFolders, removedPaths: removedPaths)
        // The code as it would be is known from the sites rewritten: not read again.
        var loader = ProjectLoader(source: edited, configuration: project.configuration)
        loader.readsCode = false
        let after = try loader.load()
        self.init(contents: contents, after: after, report: ThemeDiffer.diff(base: project, head: after), skipped: editable.skipped, movedFolders: movedFolders, removedPaths: removedPaths)
        codeSites = code?.sites ?? []
        codeLeftAlone = code?.leftAlone ?? []
    }
}
