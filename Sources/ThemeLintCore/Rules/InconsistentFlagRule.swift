/// `inconsistent-flag`: a role flag set in some schemes and not others (or set to different values).
public struct InconsistentFlagRule: Rule {
    /// The rule's id, default severity, documentation and examples.
    public static let description = RuleDescription(
        id: "inconsistent-flag", defaultSeverity: .warning,
        summary: "A role's flag differs between the schemes of a file.",
        help: "Flags such as `deprecated_for_web` or `transparent_version` describe the role, not one scheme's color: they are expected to agree across schemes.",
        examples: [
            RuleExample(file: "scheme_web.json", snippet: ##"{"vkcom_light": {"appearance": "light", "colors": {"x": {"color_identifier": "white", "deprecated_for_web": true}}}, "vkcom_dark": {"appearance": "dark", "colors": {"x": {"color_identifier": "black"}}}}"##, triggers: true, context: ["palette.json": ##"{"white": "#FFFFFF", "black": "#000000"}"##]),
            RuleExample(file: "scheme_web.json", snippet: ##"{"vkcom_light": {"appearance": "light", "colors": {"x": {"color_identifier": "white", "deprecated_for_web": true}}}, "vkcom_dark": {"appearance": "dark", "colors": {"x": {"color_identifier": "black", "deprecated_for_web": true}}}}"##, triggers: false, context: ["palette.json": ##"{"white": "#FFFFFF", "black": "#000000"}"##]),
        ])

    /// Creates the rule (rules hold no state).
    public init() {}

    /// The rule's findings in `context`, at the rule's default severity.
    public func findings(in context: LintContext) -> [Finding] {
        var result: [Finding] = []
        for path in context.project.schemeFiles.keys.sorted() {
            guard let file = context.project.schemeFiles[path], file.schemes.count > 1 else { continue }
            for roleName in Self.flaggedRoles(of: file) {
                findings(forRole: roleName, in: file, into: &result)
            }
        }
        return result
    }

    /// The names of the roles that carry a flag in some scheme, in order of first appearance in
    /// the file (the first scheme's roles, then roles new in the second scheme, …). Only these
    /// can disagree; a large file whose roles have no flags costs one pass over its roles.
    static func flaggedRoles(of file: SchemeFile) -> [String] {
        var flagged = Set<String>()
        for scheme in file.schemes {
            for role in scheme.roles where !role.flags.isEmpty {
                flagged.insert(role.name)
            }
        }
        guard !flagged.isEmpty else { return [] }
        // Where each name first appears: the first scheme defining it, and its offset there.
        var firstAppearance: [(scheme: Int, offset: Int, name: String)] = []
        firstAppearance.reserveCapacity(flagged.count)
        for name in flagged {
            for (schemeIndex, scheme) in file.schemes.enumerated() {
                if let offset = scheme.offset(ofRole: name) {
                    firstAppearance.append((schemeIndex, offset, name))
                    break
                }
            }
        }
        firstAppearance.sort { ($0.scheme, $0.offset) < ($1.scheme, $1.offset) }
        return firstAppearance.map(\.name)
    }

    /// Compares the flags of role `roleName` across the schemes of `file` that define it: one
    /// finding per flag that disagrees. The value most schemes have (set to one value, or not
    /// set; on a tie, the first scheme's that sets the flag) is the norm; the finding stands at
    /// the first scheme that departs from it and names the schemes that do (and only counts the
    /// rest), so a flag set in one scheme of 2,000 names that one.
    private func findings(forRole roleName: String, in file: SchemeFile, into result: inout [Finding]) {
        let present = file.schemes.compactMap { scheme in scheme[role: roleName].map { (scheme, $0) } }
        guard present.count > 1 else { return }
        var flagNames: [String] = []
        for (_, role) in present {
            for flag in role.flags where !flagNames.contains(flag.name) { flagNames.append(flag.name) }
        }
        for flagName in flagNames {
            let values = present.map { ($0.0, $0.1, $0.1.flag(flagName)) }
            guard let reference = values.first(where: { $0.2 != nil }), let referenceFlag = reference.2 else { continue }
            // Schemes by the flag's value (nil: not set), in order of first appearance.
            var groups: [(value: JSONValue?, members: [Int])] = []
            var groupOfValue: [JSONValue?: Int] = [:]
            for (index, value) in values.enumerated() {
                let key = value.2?.value
                if let group = groupOfValue[key] {
                    groups[group].members.append(index)
                } else {
                    groupOfValue[key] = groups.count
                    groups.append((key, [index]))
                }
            }
            guard groups.count > 1 else { continue }
            var norm = groupOfValue[referenceFlag.value] ?? 0
            for (index, group) in groups.enumerated() where group.members.count > groups[norm].members.count { norm = index }
            let differing = groups.indices.filter { $0 != norm }.flatMap { groups[$0].members }.sorted().map { values[$0] }
            guard let first = differing.first else { continue }
            let location = first.2?.location ?? first.1.location
            let names = differing.map(\.0.name)
            let normCount = groups[norm].members.count
            let message: String
            if groups[norm].value == nil {
                let value = differing.count == 1 ? " (\(first.2?.renderedValue ?? ""))" : ""
                let place = differing.count == 1 ? "\"\(first.0.name)\"\(value)" : "\(differing.count) schemes: \(MissingRoleRule.quotedList(names))"
                message = "flag \"\(flagName)\" of role \"\(roleName)\" is set in \(place) but not in the other \(normCount) \(normCount == 1 ? "scheme" : "schemes")"
            } else if differing.count == 1, let flag = first.2 {
                let normScheme = values[groups[norm].members[0]]
                message = "flag \"\(flagName)\" of role \"\(roleName)\" is \(flag.renderedValue) in \"\(first.0.name)\" but \(normScheme.2?.renderedValue ?? referenceFlag.renderedValue) in \"\(normScheme.0.name)\""
            } else if differing.allSatisfy({ $0.2 == nil }) {
                let normScheme = values[groups[norm].members[0]]
                let place = differing.count == 1 ? "\"\(first.0.name)\"" : "\(differing.count) schemes: \(MissingRoleRule.quotedList(names))"
                message = "flag \"\(flagName)\" of role \"\(roleName)\" is set in \"\(normScheme.0.name)\" but not in \(place)"
            } else {
                let normScheme = values[groups[norm].members[0]]
                message = "flag \"\(flagName)\" of role \"\(roleName)\" is \(normScheme.2?.renderedValue ?? referenceFlag.renderedValue) in \"\(normScheme.0.name)\" but differs in \(differing.count) schemes: \(MissingRoleRule.quotedList(names))"
            }
            result.append(finding(message, at: location, scheme: first.0.name, role: roleName, key: flagName, schemes: names))
        }
    }
}
