/// The tokens one scheme sees: its sets merged in order (a later set overrides an earlier one),
/// and every reference chain followed once.
///
/// Chains are followed iteratively and memoized, so a chain of any length costs its length once;
/// only the first `maximumStoredSteps` steps of a chain are kept for display.
struct TokenNamespace {
    /// A token as the scheme sees it.
    struct Entry {
        var token: DesignToken
        var file: String
        var isOutput: Bool
    }

    /// How a token's chain ends, and what it passed.
    struct Outcome {
        var steps: [String]
        var end: TokenChain.End
        var alpha: Double?
        var deprecations: [TokenDeprecation]
        /// Non-empty only when a token on the chain has a color modifier (see `TokenChain`).
        var adjustments: [TokenColorAdjustment] = []
    }

    /// Most steps of a chain kept for display (the chain is followed to its end regardless).
    static let maximumStoredSteps = 32
    /// Most deprecations of a chain kept.
    static let maximumStoredDeprecations = 8

    private(set) var entries: [String: Entry] = [:]
    /// Paths in order of first definition.
    private(set) var order: [String] = []
    let legacyReferences: Bool
    /// A token file by path, for `$ref` pointers (nil when absent or not a token file).
    let pointerFile: (String) -> TokenFile?
    private var memo: [String: Outcome] = [:]
    /// How deeply modifiers' `mix` colors are being resolved inside one another (bounded).
    var modifierNesting = 0
    /// Problems met while following chains: cycles, references to tokens that are not colors.
    var issues: [LoadIssue] = []

    init(legacyReferences: Bool, pointerFile: @escaping (String) -> TokenFile?) {
        self.legacyReferences = legacyReferences
        self.pointerFile = pointerFile
    }

    /// Adds the tokens of `file` (later calls override earlier ones).
    mutating func add(_ file: TokenFile, isOutput: Bool) {
        entries.reserveCapacity(entries.count + file.tokens.count)
        for token in file.tokens {
            if let existing = entries[token.path] {
                entries[token.path] = Entry(token: token, file: file.file, isOutput: isOutput || existing.isOutput)
            } else {
                entries[token.path] = Entry(token: token, file: file.file, isOutput: isOutput)
                order.append(token.path)
            }
        }
    }

    /// A token followed on a chain.
    private struct Visit {
        var key: String
        var name: String
        var token: DesignToken
        var file: String
    }

    private func isColorType(_ token: DesignToken) -> Bool? {
        token.staticType.map { $0 == "color" }
    }

    /// The entry a target names: `{group}` also finds the group's `$root` token.
    private func resolve(_ target: TokenReferenceTarget) -> Visit? {
        switch target {
        case .path(let path):
            if let entry = entries[path] { return Visit(key: path, name: path, token: entry.token, file: entry.file) }
            if let entry = entries[path + ".$root"] { return Visit(key: path + ".$root", name: path + ".$root", token: entry.token, file: entry.file) }
            return nil
        case .pointer(let file, let path):
            guard let tokenFile = pointerFile(file) else { return nil }
            let token = tokenFile[path] ?? tokenFile[path + ".$root"]
            return token.map { Visit(key: file + "#" + $0.path, name: target.name, token: $0, file: file) }
        }
    }

    /// The outcome of the token at `path`, following its chain.
    mutating func outcome(ofPath path: String) -> Outcome? {
        guard let entry = entries[path] else { return nil }
        return outcome(of: Visit(key: path, name: path, token: entry.token, file: entry.file))
    }

    private mutating func outcome(of start: Visit) -> Outcome {
        var walk: [(visit: Visit, alpha: Double?)] = []
        var positions: [String: Int] = [:]
        var current = start
        var tail: Outcome
        while true {
            if let known = memo[current.key] {
                tail = known
                break
            }
            if let first = positions[current.key] {
                let members = walk[first...].map(\.visit)
                reportCycle(members)
                tail = Outcome(steps: [], end: .cycle(members: members.prefix(Self.maximumStoredSteps).map(\.name)), alpha: nil, deprecations: [])
                // Members of the loop all end in it.
                for member in members { memo[member.key] = tail }
                walk.removeSubrange(first...)
                break
            }
            let value = TokenValue.classify(current.token.value, file: current.token.location.file, isColor: isColorType(current.token), legacyReferences: legacyReferences)
            switch value {
            case .color, .invalidColor:
                let own = current.token.modifier == nil ? [] : modifierAdjustments(of: current.token, name: current.name)
                tail = Outcome(steps: [], end: .literal(file: current.file, name: current.token.path), alpha: nil, deprecations: [], adjustments: own)
                memo[current.key] = tail
            case .other:
                tail = Outcome(steps: [], end: .notColor(name: current.name, type: current.token.staticType), alpha: nil, deprecations: [])
                memo[current.key] = tail
            case .reference(let target, let alpha):
                guard let next = resolve(target) else {
                    tail = Outcome(steps: [], end: .missing(name: target.name, location: current.token.valueLocation), alpha: nil, deprecations: [])
                    memo[current.key] = tail
                    break
                }
                positions[current.key] = walk.count
                walk.append((current, alpha))
                current = next
                continue
            }
            break
        }
        // Back from the end: each visited token's outcome is its target's, one step longer.
        var next = current
        var nextOutcome = tail
        for (visit, alpha) in walk.reversed() {
            if case .notColor(let name, let type) = nextOutcome.end, nextOutcome.steps.isEmpty {
                issues.append(LoadIssue(.invalidStructure, "\(visit.name) refers to \(name), \(type.map { "a \($0) token" } ?? "which is not a color"), not a color", at: visit.token.valueLocation, identifier: name))
            }
            var steps = [next.name]
            steps.append(contentsOf: nextOutcome.steps.prefix(Self.maximumStoredSteps - 1))
            var deprecations: [TokenDeprecation] = []
            if let message = next.token.deprecation { deprecations.append(TokenDeprecation(token: next.name, message: message)) }
            deprecations.append(contentsOf: nextOutcome.deprecations.prefix(Self.maximumStoredDeprecations - deprecations.count))
            var adjustments = nextOutcome.adjustments
            if visit.token.modifier != nil || (!adjustments.isEmpty && alpha != nil) {
                // Once a modifier is on the chain, every change is kept in order.
                if adjustments.isEmpty, let below = nextOutcome.alpha { adjustments.append(.alpha(below)) }
                if let alpha { adjustments.append(.alpha(alpha)) }
                if visit.token.modifier != nil { adjustments.append(contentsOf: modifierAdjustments(of: visit.token, name: visit.name)) }
            }
            let outcome = Outcome(steps: steps, end: nextOutcome.end, alpha: alpha ?? nextOutcome.alpha, deprecations: deprecations, adjustments: adjustments)
            memo[visit.key] = outcome
            next = visit
            nextOutcome = outcome
        }
        return memo[start.key] ?? tail
    }

    private mutating func reportCycle(_ members: [Visit]) {
        let shown = members.prefix(10).map(\.name) + (members.count > 10 ? ["… \(members.count - 10) more"] : [])
        let loop = (shown + [members[0].name]).joined(separator: " → ")
        for member in members {
            issues.append(LoadIssue(.aliasCycle, "alias cycle: \(loop)", at: member.token.valueLocation, identifier: member.name))
        }
    }
}
