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
            let flagged = Self.flaggedRoles(of: file)
            guard !flagged.isEmpty else { continue }
            for role in Self.flagSettings(of: file, roles: flagged) {
                findings(for: role, in: file, into: &result)
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

    /// One flagged role across the schemes of a file: where it is defined, and who sets which flag.
    struct FlagSettings {
        /// The role's name.
        var name: String
        /// The schemes defining the role (offsets in the file's schemes, in order), and the
        /// role's offset in each.
        var present: [(scheme: Int, role: Int)] = []
        /// The role's flag names in order of first appearance (scheme by scheme, in each role's order).
        var flagNames: [String] = []
        /// Per flag name, the schemes that set it: positions in `present`, ascending, each with the
        /// flag (its first occurrence in the role, as `Role.flag(_:)` reads it).
        var setters: [String: [(position: Int, flag: RoleFlag)]] = [:]
    }

    /// The flagged roles of `file` (`roles`, in that order) and their flags, in one pass over
    /// the schemes: each role and flag is read once, not once per flag and scheme, so 2,000
    /// schemes each setting a flag of its own cost a pass, not 2,000.
    static func flagSettings(of file: SchemeFile, roles: [String]) -> [FlagSettings] {
        var settings = roles.map { FlagSettings(name: $0) }
        var slot: [String: Int] = [:]
        slot.reserveCapacity(roles.count)
        for (index, name) in roles.enumerated() { slot[name] = index }
        for (schemeIndex, scheme) in file.schemes.enumerated() {
            for (roleOffset, role) in scheme.roles.enumerated() {
                guard let index = slot[role.name] else { continue }
                let position = settings[index].present.count
                settings[index].present.append((schemeIndex, roleOffset))
                var seen = Set<String>()
                for flag in role.flags {
                    if role.flags.count > 1 { guard seen.insert(flag.name).inserted else { continue } }
                    if settings[index].setters[flag.name] == nil { settings[index].flagNames.append(flag.name) }
                    settings[index].setters[flag.name, default: []].append((position, flag))
                }
            }
        }
        return settings
    }

    /// Compares the flags of one role across the schemes of `file` that define it: one
    /// finding per flag that disagrees. The value most schemes have (set to one value, or not
    /// set; on a tie, the first scheme's that sets the flag) is the norm; the finding stands at
    /// the first scheme that departs from it and names the schemes that do (and only counts the
    /// rest), so a flag set in one scheme of 2,000 names that one. The schemes not setting the
    /// flag are counted, and listed only when they depart from the norm (then they are at most
    /// as many as the schemes setting it).
    private func findings(for settings: FlagSettings, in file: SchemeFile, into result: inout [Finding]) {
        let present = settings.present
        guard present.count > 1 else { return }
        let roleName = settings.name
        func scheme(_ position: Int) -> Scheme { file.schemes[present[position].scheme] }
        func role(_ position: Int) -> Role { scheme(position).roles[present[position].role] }
        for flagName in settings.flagNames {
            guard let setters = settings.setters[flagName], let referenceFlag = setters.first?.flag else { continue }
            // Groups by the flag's value (nil: not set), in order of first appearance. The
            // unset group's first member is the first position no setter holds.
            var groups: [(value: JSONValue?, first: Int, count: Int)] = []
            var groupOfValue: [JSONValue: Int] = [:]
            var groupOfSetter: [Int] = []
            groupOfSetter.reserveCapacity(setters.count)
            for setter in setters {
                if let group = groupOfValue[setter.flag.value] {
                    groups[group].count += 1
                    groupOfSetter.append(group)
                } else {
                    groupOfValue[setter.flag.value] = groups.count
                    groupOfSetter.append(groups.count)
                    groups.append((setter.flag.value, setter.position, 1))
                }
            }
            let unsetCount = present.count - setters.count
            var unsetGroup: Int?
            if unsetCount > 0 {
                var firstUnset = 0
                for setter in setters {
                    guard setter.position == firstUnset else { break }
                    firstUnset += 1
                }
                // Inserted where it first appears: the groups after it move one place on.
                let insertAt = groups.firstIndex { $0.first > firstUnset } ?? groups.count
                groups.insert((nil, firstUnset, unsetCount), at: insertAt)
                for index in groupOfSetter.indices where groupOfSetter[index] >= insertAt { groupOfSetter[index] += 1 }
                unsetGroup = insertAt
            }
            guard groups.count > 1 else { continue }
            let referenceGroup = groupOfSetter[0]
            var norm = referenceGroup
            for (index, group) in groups.enumerated() where group.count > groups[norm].count { norm = index }
            // The departing schemes, in scheme order, each with its flag (nil: not set).
            var differing: [(position: Int, flag: RoleFlag?)] = []
            if norm == unsetGroup {
                differing = setters.map { ($0.position, $0.flag) }
            } else {
                var next = 0
                for position in present.indices {
                    if next < setters.count, setters[next].position == position {
                        if groupOfSetter[next] != norm { differing.append((position, setters[next].flag)) }
                        next += 1
                    } else {
                        differing.append((position, nil))
                    }
                }
            }
            guard let first = differing.first else { continue }
            let firstScheme = scheme(first.position)
            let location = first.flag?.location ?? role(first.position).location
            let names = differing.map { scheme($0.position).name }
            let normCount = groups[norm].count
            let normFirst = groups[norm].first
            // The norm group's first member's flag (nil when the norm is "not set").
            let normFlag: RoleFlag? = norm == unsetGroup ? nil : setters.first { $0.position == normFirst }?.flag
            let message: String
            if groups[norm].value == nil {
                let value = differing.count == 1 ? " (\(first.flag?.renderedValue ?? ""))" : ""
                let place = differing.count == 1 ? "\"\(firstScheme.name)\"\(value)" : "\(differing.count) schemes: \(MissingRoleRule.quotedList(names))"
                message = "flag \"\(flagName)\" of role \"\(roleName)\" is set in \(place) but not in the other \(normCount) \(normCount == 1 ? "scheme" : "schemes")"
            } else if differing.count == 1, let flag = first.flag {
                message = "flag \"\(flagName)\" of role \"\(roleName)\" is \(flag.renderedValue) in \"\(firstScheme.name)\" but \(normFlag?.renderedValue ?? referenceFlag.renderedValue) in \"\(scheme(normFirst).name)\""
            } else if differing.allSatisfy({ $0.flag == nil }) {
                let place = differing.count == 1 ? "\"\(firstScheme.name)\"" : "\(differing.count) schemes: \(MissingRoleRule.quotedList(names))"
                message = "flag \"\(flagName)\" of role \"\(roleName)\" is set in \"\(scheme(normFirst).name)\" but not in \(place)"
            } else {
                message = "flag \"\(flagName)\" of role \"\(roleName)\" is \(normFlag?.renderedValue ?? referenceFlag.renderedValue) in \"\(scheme(normFirst).name)\" but differs in \(differing.count) schemes: \(MissingRoleRule.quotedList(names))"
            }
            result.append(finding(message, at: location, scheme: firstScheme.name, role: roleName, key: flagName, schemes: names))
        }
    }
}
