/// The contrast effects of a diff: every configured pair (the head side's configuration) whose
/// value changed in a matched scheme, measured on both sides with `ContrastEvaluator`.
public enum ContrastDiffer {
    /// Effects in theme set order, then scheme order, then pair order.
    ///
    /// A pair measurable on both sides whose value changed is `fixed` when it failed its minimum
    /// and now passes, else `regressed` when its value fell (whether or not it crossed the
    /// minimum: 4.8 → 4.2 at 4.5 is `regressed`); when it rose, `improved` if it
    /// meets the minimum and `still-failing` if it does not (3.1 → 3.9 at 4.5).
    /// A pair measurable only in the head (a role was added or now resolves) is listed when it
    /// fails there, as `newly-failing` with no `before`. Pairs in schemes added, removed or in a
    /// file that does not parse on a side are not measured.
    static func effects(pairs: [ThemeDiffer.ThemeSetPair], schemePairsBySet: [String: [ThemeDiffer.SchemePair]]) -> [ContrastEffect] {
        var effects: [ContrastEffect] = []
        for setPair in pairs {
            guard let configuration = setPair.contrast, let schemePairs = schemePairsBySet[setPair.key] else { continue }
            let file = setPair.schemeFile ?? ""
            for schemePair in schemePairs {
                guard let headBase = ContrastEvaluator.base(of: schemePair.head, configuration: configuration) else { continue }
                let baseBase = ContrastEvaluator.base(of: schemePair.base, configuration: configuration)
                var basePairs: [String: ContrastPair] = [:]
                for pair in configuration.pairs(for: schemePair.base) where basePairs[pair.identity] == nil {
                    basePairs[pair.identity] = pair
                }
                var seen: Set<String> = []
                for pair in configuration.pairs(for: schemePair.head) where seen.insert(pair.identity).inserted {
                    guard let after = ContrastEvaluator.measure(pair, in: schemePair.head, base: headBase) else { continue }
                    var before: ContrastMeasurement?
                    if let basePair = basePairs[pair.identity], let baseBase {
                        before = ContrastEvaluator.measure(basePair, in: schemePair.base, base: baseBase)
                    }
                    guard let status = status(before: before, after: after) else { continue }
                    effects.append(ContrastEffect(
                        file: file, themeSet: setPair.themeSetName, scheme: schemePair.head.name, foreground: pair.foreground,
                        background: after.background, previousBackground: before.flatMap { $0.background == after.background ? nil : $0.background },
                        algorithm: pair.algorithm.rawValue, before: before?.value, after: after.value, minimum: pair.minimum,
                        level: pair.level?.rawValue, status: status
                    ))
                }
            }
        }
        return effects
    }

    /// The status of a change from `before` to `after`, nil when there is nothing to report.
    public static func status(before: ContrastMeasurement?, after: ContrastMeasurement) -> ContrastEffectStatus? {
        guard let before else { return after.passes ? nil : .newlyFailing }
        guard before.value != after.value else { return nil }
        if !before.passes && after.passes { return .fixed }
        if after.value < before.value { return .regressed }
        return after.passes ? .improved : .stillFailing
    }
}
