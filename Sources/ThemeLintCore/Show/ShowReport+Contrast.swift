extension ShowReport {
    /// The contrast pairs of `set` that `check` measures (the set's configuration, explicit and
    /// inferred pairs alike, through `ContrastEvaluator`), by scheme name, keeping those whose
    /// foreground or one of whose backgrounds `selection` keeps. A set without a contrast
    /// configuration has none.
    static func contrast(of set: LoadedThemeSet, selection: RoleSelection) -> [String: [ContrastMeasurement]] {
        guard let configuration = set.definition.contrast else { return [:] }
        var byScheme: [String: [ContrastMeasurement]] = [:]
        for measurement in ContrastEvaluator.measure(set: set.resolved, configuration: configuration) {
            let pair = measurement.pair
            guard selection.roles.isEmpty || selection.keepsRole(pair.foreground) || pair.backgrounds.contains(where: selection.keepsRole) else { continue }
            byScheme[measurement.scheme, default: []].append(measurement)
        }
        return byScheme
    }
}
