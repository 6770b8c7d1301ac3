/// Runs the rules over a loaded project and applies the configuration.
public struct Linter: Sendable {
    /// The rules to run.
    public var rules: [any Rule.Type]

    /// Creates a linter with the given rules (default: all).
    public init(rules: [any Rule.Type] = RuleRegistry.all) {
        self.rules = rules
    }

    /// Every finding of every enabled rule, with configured severities, deduplicated and sorted
    /// by file, line, column, rule.
    public func lint(_ project: LoadedProject) -> [Finding] {
        let context = LintContext(project: project)
        let configuration = project.configuration
        var all: [Finding] = []
        for ruleType in rules {
            let ruleConfiguration = configuration.rule(ruleType.description.id)
            guard ruleConfiguration.enabled else { continue }
            let ruleFindings = ruleType.init().findings(in: context)
            guard let severity = ruleConfiguration.severity else {
                if all.isEmpty { all = ruleFindings } else { all.append(contentsOf: ruleFindings) } // no copy of the first list
                continue
            }
            for var finding in ruleFindings {
                finding.severity = severity
                all.append(finding)
            }
        }
        Self.sortUnique(&all)
        return Self.mergedByPlace(all)
    }

    /// Findings that differ only in their scheme, at one place, merged into one that lists its
    /// schemes: a design-token file is shared by many theme combinations, and one broken token
    /// is one finding, not one per combination, and so is a contrast pair failing alike in
    /// every scheme an asset catalog's entry serves. (In the Appearance format every role has a
    /// place of its own, so nothing merges there.)
    static func mergedByPlace(_ findings: [Finding]) -> [Finding] {
        // Most reports have no two findings of one rule at one place: then nothing is copied.
        let samePlace = findings.indices.dropFirst().contains { index in
            findings[index].rule == findings[index - 1].rule && findings[index].line == findings[index - 1].line
                && findings[index].column == findings[index - 1].column && findings[index].file == findings[index - 1].file
        }
        guard samePlace else { return findings }
        var result: [Finding] = []
        result.reserveCapacity(findings.count)
        var index = 0
        while index < findings.count {
            // A run of one place and rule (the findings are sorted by place, rule, message).
            var end = index + 1
            while end < findings.count, findings[end].rule == findings[index].rule, findings[end].line == findings[index].line,
                  findings[end].column == findings[index].column, findings[end].file == findings[index].file {
                end += 1
            }
            if end - index == 1 {
                result.append(findings[index])
            } else {
                result.append(contentsOf: merged(findings[index..<end]))
            }
            index = end
        }
        return result
    }

    private struct MergeKey: Hashable {
        var message: String
        var role: String?
        var identifier: String?
        var key: String?
        var severity: Severity
    }

    private static func merged(_ run: ArraySlice<Finding>) -> [Finding] {
        var order: [MergeKey] = []
        var groups: [MergeKey: [Finding]] = [:]
        var unmerged: [Finding] = []
        for finding in run {
            guard let scheme = finding.scheme, finding.schemes == nil else {
                unmerged.append(finding)
                continue
            }
            let key = MergeKey(message: finding.message.replacingFirst(schemeMention(in: finding.message, scheme), with: "\u{0}"), role: finding.role, identifier: finding.identifier, key: finding.key, severity: finding.severity)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(finding)
        }
        var result = unmerged
        for key in order {
            guard let group = groups[key], var first = group.first else { continue }
            if group.count > 1, let scheme = first.scheme {
                var seen = Set<String>()
                let schemes = group.compactMap(\.scheme).filter { seen.insert($0).inserted }
                let mention = schemeMention(in: first.message, scheme)
                let others = " and \(schemes.count - 1) other scheme\(schemes.count == 2 ? "" : "s")"
                let merged = mention.hasSuffix(": ") ? String(mention.dropLast(2)) + others + ": " : mention + others
                first.message = first.message.replacingFirst(mention, with: merged)
                first.scheme = nil
                first.schemes = schemes
            }
            result.append(first)
        }
        return result
    }

    /// How `message` names `scheme`: quoted (`"dark"`), or as a contrast finding does (` in
    /// mac, dark: `, where an asset catalog's entry is one place for many schemes).
    private static func schemeMention(in message: String, _ scheme: String) -> String {
        let quoted = "\"\(scheme)\""
        if message.contains(quoted) { return quoted }
        let contrast = " in \(scheme): "
        return message.contains(contrast) ? contrast : quoted
    }

    /// Sorts `findings` by file, line, column, rule and message (stable: rule order within a
    /// place) and keeps each repeated finding once. Equal findings have equal sort keys, so each
    /// can only repeat within its run of equal keys: no hashing of every finding's strings. The
    /// sort moves indices, not the findings (each a few hundred bytes); the findings are then
    /// permuted in place, so a million of them are never held twice.
    static func sortUnique(_ findings: inout [Finding]) {
        // Files and rules are few: each is ranked once (in `<` order) and findings are compared
        // by integers, the message only between findings of one place and rule.
        struct Key: Equatable {
            var file: Int32
            var line: Int
            var column: Int
            var rule: Int32
        }
        func ranks(_ text: (Int) -> String) -> [Int32] {
            var firstSeen: [String: Int32] = [:]
            var names: [String] = []
            var values = [Int32](repeating: 0, count: findings.count)
            var last: (name: String, id: Int32)?
            for index in findings.indices {
                let name = text(index)
                if let last, last.name == name {
                    values[index] = last.id
                    continue
                }
                let id: Int32
                if let known = firstSeen[name] {
                    id = known
                } else {
                    id = Int32(names.count)
                    firstSeen[name] = id
                    names.append(name)
                }
                values[index] = id
                last = (name, id)
            }
            var rankOf = [Int32](repeating: 0, count: names.count)
            for (rank, id) in names.indices.sorted(by: { names[$0] < names[$1] }).enumerated() { rankOf[id] = Int32(rank) }
            return values.map { rankOf[Int($0)] }
        }
        let files = ranks { findings[$0].file }
        let rules = ranks { findings[$0].rule }
        let keys = findings.indices.map { Key(file: files[$0], line: findings[$0].line, column: findings[$0].column, rule: rules[$0]) }
        var order = Array(findings.indices)
        order.sort { lhs, rhs in
            let left = keys[lhs], right = keys[rhs]
            if left.file != right.file { return left.file < right.file }
            if left.line != right.line { return left.line < right.line }
            if left.column != right.column { return left.column < right.column }
            if left.rule != right.rule { return left.rule < right.rule }
            if findings[lhs].message != findings[rhs].message { return findings[lhs].message < findings[rhs].message }
            return lhs < rhs
        }
        // findings[i] = old findings[order[i]], cycle by cycle.
        var placed = [Bool](repeating: false, count: findings.count)
        for start in findings.indices where !placed[start] {
            let first = findings[start]
            var current = start
            while true {
                placed[current] = true
                let next = order[current]
                if next == start {
                    findings[current] = first
                    break
                }
                findings[current] = findings[next]
                current = next
            }
        }
        // Repeats dropped in place (a repeat has the key and message of the last kept finding's run).
        var kept = 0
        var runStart = 0
        var lastKept = 0 // the original offset of findings[kept - 1]
        for index in findings.indices {
            let original = order[index]
            if kept > 0, keys[lastKept] != keys[original] || findings[kept - 1].message != findings[index].message { runStart = kept }
            if !findings[runStart..<kept].contains(findings[index]) {
                if kept != index { findings[kept] = findings[index] }
                kept += 1
                lastKept = original
            }
        }
        findings.removeLast(findings.count - kept)
    }
}

extension String {
    /// The string with the first occurrence of `target` replaced (unchanged when absent).
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty, let range = firstRange(ofText: target) else { return self }
        var copy = self
        copy.replaceSubrange(range, with: replacement)
        return copy
    }

    /// The range of the first occurrence of `target`.
    func firstRange(ofText target: String) -> Range<String.Index>? {
        var start = startIndex
        while start < endIndex {
            if self[start...].hasPrefix(target) {
                return start..<index(start, offsetBy: target.count)
            }
            start = index(after: start)
        }
        return nil
    }
}
