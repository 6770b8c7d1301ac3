/// `compress` and the code that names the theme: every code reference to a replaced color is
/// rewritten to the kept one (`EditableProject.rewriteCode`); a merge whose replaced color code
/// names in a way that cannot be rewritten is left out, never deleted under that code.
extension CompressPlanner {
    /// Replaced name → kept name for code, which names a color without its palette: a name
    /// two theme sets replace by different colors is ambiguous (and its code left alone).
    static func codeRenames(android: [String: String], sets: [Int: [String: String]]) -> (renames: [String: String], ambiguous: [String: [String]]) {
        var result = android
        var ambiguous: [String: [String]] = [:]
        for (_, map) in sets.sorted(by: { $0.key < $1.key }) {
            for (replaced, kept) in map.sorted(by: { $0.key < $1.key }) {
                if let other = result[replaced], other != kept {
                    ambiguous[replaced, default: [other]].append(kept)
                } else {
                    result[replaced] = kept
                }
            }
        }
        for name in ambiguous.keys { result[name] = nil }
        return (result, ambiguous)
    }

    /// Leaves out (in `bad`, by replacement offset) each replacement whose replaced color code
    /// names where the code cannot be rewritten.
    static func blameCodeLeftAlone(_ leftAlone: [CodeLeftAlone], partitions: [Partition], replacements: [Replacement], in bad: inout [Int: String]) {
        guard !leftAlone.isEmpty else { return }
        var reasons: [String: String] = [:]
        for entry in leftAlone where reasons[entry.themeName] == nil { reasons[entry.themeName] = entry.reason }
        for (offset, r) in replacements.enumerated() where bad[offset] == nil {
            if let reason = reasons[partitions[r.partition].candidates[r.replaced].name] { bad[offset] = "code cannot follow: \(reason)" }
        }
    }
}

extension EditableProject {
    /// A left-alone entry for each name of `ambiguous` that code names.
    func codeLeftAlone(ambiguous: [String: [String]]) -> [CodeLeftAlone] {
        guard !ambiguous.isEmpty, let code else { return [] }
        let naming = CodeNaming(project: project, code: code)
        var result: [CodeLeftAlone] = []
        var seen = Set<String>()
        for reference in code.references {
            guard let name = naming.themeName(of: reference), let kept = ambiguous[name], seen.insert(name).inserted else { continue }
            let location = code.location(in: reference.file, offset: reference.nameStart)
            result.append(CodeLeftAlone(themeName: name, reason: "\(location.file):\(location.position.line):\(location.position.column) names \(name), which would become \(kept.joined(separator: " or ")) in different palettes"))
        }
        return result
    }
}
