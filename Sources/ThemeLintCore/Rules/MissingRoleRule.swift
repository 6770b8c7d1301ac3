/// `missing-role`: a role present in one scheme of a file but absent from another.
public struct MissingRoleRule: Rule {
    /// The rule's id, default severity, documentation and examples.
    public static let description = RuleDescription(
        id: "missing-role", defaultSeverity: .error,
        summary: "A scheme lacks a role that another scheme of the same file defines.",
        help: "Every scheme of a file is a variant of the same look: the app asks each for the same roles. A role added to the light scheme only leaves the dark one without a color.",
        examples: [
            RuleExample(file: "scheme.json", snippet: ##"{"light": {"appearance": "light", "colors": {"accent": {"color_identifier": "blue"}, "link": {"color_identifier": "blue"}}}, "dark": {"appearance": "dark", "colors": {"accent": {"color_identifier": "sky"}}}}"##, triggers: true),
        ])

    /// Creates the rule (rules hold no state).
    public init() {}

    /// The rule's findings in `context`, at the rule's default severity.
    public func findings(in context: LintContext) -> [Finding] {
        var result: [Finding] = []
        for path in context.project.schemeFiles.keys.sorted() {
            guard let file = context.project.schemeFiles[path], file.schemes.count > 1, !Self.allSchemesHaveSameRoles(file) else { continue }
            // Roles in order of first appearance, with the first scheme defining each; each
            // role name is hashed once, and each scheme notes the offsets of the roles it has.
            var roles = NameTable(capacity: file.schemes[0].roles.count)
            var definedIn: [Int] = []
            var present: [[Bool]] = []
            for (schemeIndex, scheme) in file.schemes.enumerated() {
                var has = [Bool](repeating: false, count: roles.count)
                for index in scheme.roles.indices {
                    let (offset, inserted) = roles.insert(scheme.roles[index].name)
                    if inserted {
                        definedIn.append(schemeIndex)
                        has.append(true)
                    } else {
                        has[offset] = true
                    }
                }
                present.append(has)
            }
            for (schemeIndex, scheme) in file.schemes.enumerated() {
                for (offset, roleName) in roles.names.enumerated() where !(offset < present[schemeIndex].count && present[schemeIndex][offset]) {
                    result.append(finding(
                        "role \"\(roleName)\" is missing from \"\(scheme.name)\" (defined in \"\(file.schemes[definedIn[offset]].name)\")",
                        at: scheme.location, scheme: scheme.name, role: roleName))
                }
            }
        }
        return result
    }

    /// Whether every scheme of `file` lists the same role names in the same order (the usual
    /// case): then no role is missing anywhere, which a name-by-name comparison shows without
    /// hashing a single name.
    static func allSchemesHaveSameRoles(_ file: SchemeFile) -> Bool {
        guard let first = file.schemes.first else { return true }
        for scheme in file.schemes.dropFirst() {
            guard scheme.roles.count == first.roles.count else { return false }
            for index in scheme.roles.indices where scheme.roles[index].name != first.roles[index].name {
                return false
            }
        }
        return true
    }
}
