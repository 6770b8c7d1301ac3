/// `missing-role`: a role present in one scheme of a file but absent from another.
public struct MissingRoleRule: Rule {
    /// The rule's id, default severity, documentation and examples.
    public static let description = RuleDescription(
        id: "missing-role", defaultSeverity: .error,
        summary: "A scheme lacks a role that another scheme of the same file defines.",
        help: "Every scheme of a file is a variant of the same look: the app asks each for the same roles. A role added to the light scheme only leaves the dark one without a color. In an asset catalog, a color set with no entry for a scheme, or an empty slot there, is missing from it (one finding at the slot, listing the schemes).",
        examples: [
            RuleExample(file: "scheme.json", snippet: ##"{"light": {"appearance": "light", "colors": {"accent": {"color_identifier": "blue"}, "link": {"color_identifier": "blue"}}}, "dark": {"appearance": "dark", "colors": {"accent": {"color_identifier": "sky"}}}}"##, triggers: true, context: ["palette.json": ##"{"blue": "#2688EB", "sky": "#71AAEB"}"##]),
            RuleExample(file: "scheme.json", snippet: ##"{"light": {"appearance": "light", "colors": {"accent": {"color_identifier": "blue"}}}, "dark": {"appearance": "dark", "colors": {"accent": {"color_identifier": "sky"}}}}"##, triggers: false, context: ["palette.json": ##"{"blue": "#2688EB", "sky": "#71AAEB"}"##]),
            RuleExample(file: "Assets.xcassets/Badge.colorset/Contents.json", snippet: ##"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "1.000", "green": "0.231", "blue": "0.188", "alpha": "1.000"}}}, {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}]}]}"##, triggers: true),
        ])

    /// Creates the rule (rules hold no state).
    public init() {}

    /// The rule's findings in `context`, at the rule's default severity.
    public func findings(in context: LintContext) -> [Finding] {
        var result: [Finding] = []
        for path in context.project.schemeFiles.keys.sorted() {
            guard let whole = context.project.schemeFiles[path] else { continue }
            let families = Self.families(of: whole)
            if families.count == 1 {
                result += findings(in: whole)
                continue
            }
            result += Self.mergedAcrossFamilies(families.flatMap { findings(in: $0) })
        }
        return result
    }

    /// One finding per role and place: an empty slot every family of schemes meets (an asset
    /// catalog's dark slot, in the universal and the `mac` schemes) is one cause.
    static func mergedAcrossFamilies(_ findings: [Finding]) -> [Finding] {
        var order: [Finding] = []
        var offsets: [String: Int] = [:]
        for finding in findings {
            let key = "\(finding.role ?? "")\u{1F}\(finding.file)\u{1F}\(finding.line)\u{1F}\(finding.column)"
            guard let offset = offsets[key] else {
                offsets[key] = order.count
                order.append(finding)
                continue
            }
            var merged = order[offset]
            let schemes = (merged.schemes ?? []) + (finding.schemes ?? [])
            merged.schemes = schemes
            merged.message = "role \"\(finding.role ?? "")\" is missing from \(schemes.count) schemes: \(quotedList(schemes))"
            order[offset] = merged
        }
        return order
    }

    /// The schemes of `file` meant to define the same roles, one scheme file per family
    /// (`Scheme.family`), in order of first appearance; the file itself when it is one family.
    static func families(of file: SchemeFile) -> [SchemeFile] {
        guard file.schemes.contains(where: { $0.family != file.schemes.first?.family }) else { return [file] }
        var order: [String?] = []
        var groups: [String?: [Scheme]] = [:]
        for scheme in file.schemes {
            if groups[scheme.family] == nil { order.append(scheme.family) }
            groups[scheme.family, default: []].append(scheme)
        }
        return order.map { SchemeFile(file: file.file, schemes: groups[$0] ?? []) }
    }

    /// The findings of one family of schemes. A role present as an empty slot
    /// (`Role.isEmptySlot`) counts as missing there.
    private func findings(in file: SchemeFile) -> [Finding] {
        var result: [Finding] = []
        guard file.schemes.count > 1 || file.schemes.contains(where: { $0.roles.contains(where: \.isEmptySlot) }), !Self.allSchemesHaveSameRoles(file) else { return result }
        // Roles in order of first appearance, with the first scheme defining each; each
        // role name is hashed once, and each scheme notes the offsets of the roles it has.
        var roles = NameTable(capacity: file.schemes[0].roles.count)
        var definedIn: [Int] = []
        var present: [[Bool]] = []
        for (schemeIndex, scheme) in file.schemes.enumerated() {
            var has = [Bool](repeating: false, count: roles.count)
            for index in scheme.roles.indices {
                let filled = !scheme.roles[index].isEmptySlot
                let (offset, inserted) = roles.insert(scheme.roles[index].name)
                if inserted {
                    definedIn.append(filled ? schemeIndex : -1)
                    has.append(filled)
                } else {
                    has[offset] = filled
                    if filled, definedIn[offset] < 0 { definedIn[offset] = schemeIndex }
                }
            }
            present.append(has)
        }
        // One finding per role, at the first scheme lacking it, naming every such scheme.
        for (offset, roleName) in roles.names.enumerated() {
            var missing: [Int] = []
            for schemeIndex in file.schemes.indices where !(offset < present[schemeIndex].count && present[schemeIndex][offset]) {
                missing.append(schemeIndex)
            }
            guard !missing.isEmpty else { continue }
            result.append(Self.finding(roleName, missing: missing, definedIn: definedIn[offset], in: file, rule: self))
        }
        return result
    }

    /// How many scheme names a message lists before "and N more".
    static let namesInMessage = 8

    /// The finding for role `roleName`, missing from the schemes at `missing` (offsets in
    /// `file.schemes`, at least one). When it is missing from more schemes than define it,
    /// the message names the schemes that define it instead; `schemes` always lists the
    /// schemes it is missing from, so each finding stays proportional to the file.
    static func finding(_ roleName: String, missing: [Int], definedIn: Int, in file: SchemeFile, rule: MissingRoleRule) -> Finding {
        let firstMissing = file.schemes[missing[0]]
        let names = missing.map { file.schemes[$0].name }
        // An empty slot has a place of its own (the color set's entry); a role left out has its scheme's.
        let location = firstMissing[role: roleName]?.location ?? firstMissing.location
        let message: String
        if definedIn < 0 {
            message = "role \"\(roleName)\" has no color in any scheme (\(quotedList(names)))"
        } else if missing.count == 1 {
            message = "role \"\(roleName)\" is missing from \"\(firstMissing.name)\" (defined in \"\(file.schemes[definedIn].name)\")"
        } else if missing.count <= namesInMessage || missing.count * 2 <= file.schemes.count {
            message = "role \"\(roleName)\" is missing from \(missing.count) schemes: \(quotedList(names)) (defined in \"\(file.schemes[definedIn].name)\")"
        } else {
            let missingSet = Set(missing)
            let defining = file.schemes.indices.filter { !missingSet.contains($0) }.map { file.schemes[$0].name }
            message = "role \"\(roleName)\" is missing from \(missing.count) of the file's \(file.schemes.count) schemes: it is defined only in \(quotedList(defining))"
        }
        return rule.finding(message, at: location, scheme: firstMissing.name, role: roleName, schemes: names)
    }

    /// `"a", "b" and 3 more`.
    static func quotedList(_ names: [String]) -> String {
        let shown = names.prefix(namesInMessage).map { "\"\($0)\"" }.joined(separator: ", ")
        return names.count > namesInMessage ? "\(shown) and \(names.count - namesInMessage) more" : shown
    }

    /// Whether every scheme of `file` lists the same role names in the same order (the usual
    /// case): then no role is missing anywhere, which a name-by-name comparison shows without
    /// hashing a single name.
    static func allSchemesHaveSameRoles(_ file: SchemeFile) -> Bool {
        guard let first = file.schemes.first else { return true }
        if file.schemes.contains(where: { $0.roles.contains(where: \.isEmptySlot) }) { return false }
        for scheme in file.schemes.dropFirst() {
            guard scheme.roles.count == first.roles.count else { return false }
            for index in scheme.roles.indices where scheme.roles[index].name != first.roles[index].name {
                return false
            }
        }
        return true
    }
}
