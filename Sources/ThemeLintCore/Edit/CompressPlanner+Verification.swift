/// Checking a compression plan against the project as it would be.
extension CompressPlanner {
    /// The replacements to leave out, with why: those through which a role would move more
    /// than `maxDeltaE` (or stop resolving), and those under a contrast pair that would fail,
    /// or fail more. A violation that no replacement explains leaves out every replacement of
    /// its theme set that rewrites a reference there (a color nothing refers to moves no role,
    /// so its merge is never left out for it), or, when there is none, every one.
    ///
    /// Moves and contrast are measured from `original` (the project before any round); the
    /// roles are blamed through `current` (the project this round edits).
    static func violations(original: LoadedProject, current before: LoadedProject, currentIsOriginal: Bool, plan: ProjectEditPlan, partitions: [Partition], replacements: [Replacement], maxDeltaE: Double) -> [Int: String] {
        // The literal (file, name) a role resolved to → the replacement that replaces it.
        var byLiteral: [String: [String: Int]] = [:]
        var bySet: [Int: [Int]] = [:]
        var referencedBySet: [Int: [Int]] = [:]
        for (offset, r) in replacements.enumerated() {
            let partition = partitions[r.partition]
            let replaced = partition.candidates[r.replaced]
            for definition in replaced.definitions {
                byLiteral[partition.tokenSet == nil && !partition.android ? partition.scope : definition.location.file, default: [:]][replaced.name] = offset
            }
            let sets = partition.tokenSet.map { [$0] } ?? replaced.users
            for set in sets { bySet[set, default: []].append(offset) }
            let referencing = partition.tokenSet == nil && !partition.android ? replaced.referencingSets : (replaced.references > 0 ? sets : [])
            for set in referencing { referencedBySet[set, default: []].append(offset) }
        }
        func replacement(of role: ResolvedRole) -> Int? {
            guard case .resolved(_, let paletteColor, let paletteFile) = role.resolution else { return nil }
            return byLiteral[paletteFile]?[paletteColor.name] ?? byLiteral[paletteColor.location.file]?[paletteColor.name]
        }
        var bad: [Int: String] = [:]
        func blame(_ roles: [ResolvedRole], set: Int, reason: String) {
            let offsets = roles.compactMap(replacement(of:))
            if offsets.isEmpty {
                for offset in referencedBySet[set] ?? bySet[set] ?? [] where bad[offset] == nil { bad[offset] = reason }
            }
            for offset in offsets where bad[offset] == nil { bad[offset] = reason }
        }
        let after = plan.after
        for (setIndex, set) in before.themeSets.enumerated() where setIndex < after.themeSets.count {
            let afterSet = after.themeSets[setIndex].resolved
            var afterSchemes: [String: ResolvedScheme] = [:]
            for scheme in afterSet.schemes { afterSchemes[scheme.name] = scheme }
            let originalSchemes = setIndex < original.themeSets.count ? original.themeSets[setIndex].resolved.schemes : []
            for scheme in set.resolved.schemes {
                guard let afterScheme = afterSchemes[scheme.name], let originalScheme = originalSchemes.first(where: { $0.name == scheme.name }) else { continue }
                for role in scheme.roles {
                    guard role.color != nil, let beforeColor = originalScheme[role: role.role.name]?.color, let afterRole = afterScheme[role: role.role.name] else { continue }
                    guard let afterColor = afterRole.color else {
                        blame([role], set: setIndex, reason: "\(scheme.name)/\(role.role.name) would no longer resolve")
                        continue
                    }
                    let move = SimilarColorsRule.difference(beforeColor, afterColor)
                    if move > maxDeltaE + 1e-9 {
                        blame([role], set: setIndex, reason: "\(scheme.name)/\(role.role.name) would move by ΔE2000 \(MeasurementFormat.truncated(move))")
                    }
                }
            }
        }
        // Pairs this round changes, judged against the original.
        let changedHere = Set(plan.report.contrast.map { "\($0.file)\u{0}\($0.scheme)\u{0}\($0.foreground)" })
        let againstOriginal = changedHere.isEmpty ? [] : (currentIsOriginal ? plan.report.contrast : ThemeDiffer.diff(base: original, head: after).contrast)
        for effect in againstOriginal where changedHere.contains("\(effect.file)\u{0}\(effect.scheme)\u{0}\(effect.foreground)") {
            let fails = effect.after < effect.minimum
            guard fails, effect.status == .newlyFailing || effect.status == .regressed else { continue }
            guard let setIndex = before.themeSets.firstIndex(where: { $0.definition.name == effect.themeSet || $0.schemeFile?.file == effect.file }),
                  let scheme = before.themeSets[setIndex].resolved.schemes.first(where: { $0.name == effect.scheme }) else { continue }
            let roles = [effect.foreground, effect.background, effect.previousBackground].compactMap { $0 }.compactMap { scheme[role: $0] }
            let shown = { (value: Double?) in value.map { MeasurementFormat.truncated($0) } ?? "none" }
            blame(roles, set: setIndex, reason: "contrast of \(effect.foreground) on \(effect.background) in \(effect.scheme) would fall from \(shown(effect.before)) to \(shown(effect.after)) (minimum \(MeasurementFormat.truncated(effect.minimum)))")
        }
        return bad
    }
}
