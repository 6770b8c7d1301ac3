/// The tokens one scheme sees: its sets merged in order (a later set overrides an earlier one),
/// and every reference chain followed once.
///
/// Chains are followed iteratively and memoized, so a chain of any length costs its length once;
/// only the first `maximumStoredSteps` steps of a chain are kept for display.
struct TokenNamespace {
    /// A token file with every token's value classified once (`TokenValue.classify`), shared by
    /// all the schemes of a theme set: a literal color is parsed once per file, not per scheme.
    struct ClassifiedFile {
        var tokens: TokenFile
        /// Parallel to `tokens.tokens`.
        var values: [TokenValue]

        /// A file whose values were classified before (`values` parallel to `tokens.tokens`).
        init(tokens: TokenFile, values: [TokenValue]) {
            self.tokens = tokens
            self.values = values
        }

        /// Classifies every token of `file`.
        init(_ file: TokenFile, legacyReferences: Bool) {
            tokens = file
            values = file.tokens.map { token in
                TokenValue.classify(token.value, file: token.location.file, isColor: token.staticType.map { $0 == "color" }, legacyReferences: legacyReferences)
            }
        }
    }

    /// A token as the scheme sees it: where it stands in `files`, and whether a set outputs it.
    struct Slot {
        var file: Int32
        var token: Int32
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
        /// Whether a token on the chain before its end has `"$type": "color"` of its own.
        var claimsColor = false
    }

    /// Most steps of a chain kept for display (the chain is followed to its end regardless).
    static let maximumStoredSteps = 32
    /// Most deprecations of a chain kept.
    static let maximumStoredDeprecations = 8

    /// The files the scheme reads (its sets', then those `$ref` pointers reach).
    private(set) var files: [ClassifiedFile] = []
    /// Offsets in `files` of the files `$ref` pointers reached (nil: not a token file).
    private var pointerFiles: [String: Int?] = [:]
    /// The tokens in order of first definition (a later set overriding a token keeps its place).
    private(set) var slots: [Slot] = []
    /// Token path → offset in `slots`.
    private var slotIndex: [String: Int] = [:]
    let legacyReferences: Bool
    /// A token file by path, classified, for `$ref` pointers (nil when absent or not a token file).
    let pointerFile: (String) -> ClassifiedFile?
    private var memo: [Outcome?] = []
    private var pointerMemo: [Key: Outcome] = [:]
    /// The tokens whose modifiers are being read, outermost first: a `mix` color resolved
    /// inside another (a repeat is a loop; the depth is bounded).
    var modifiersInProgress: [String] = []
    /// Problems met while following chains: cycles, references to tokens that are not colors.
    var issues: [LoadIssue] = []

    init(legacyReferences: Bool, pointerFile: @escaping (String) -> ClassifiedFile?) {
        self.legacyReferences = legacyReferences
        self.pointerFile = pointerFile
    }

    /// Adds the tokens of `file` (later calls override earlier ones).
    mutating func add(_ file: ClassifiedFile, isOutput: Bool) {
        let fileOffset = Int32(files.count)
        files.append(file)
        slotIndex.reserveCapacity(slotIndex.count + file.tokens.tokens.count)
        // One hash per token (an override, rare, puts its first slot back); no token copied.
        let tokens = file.tokens.tokens
        for offset in tokens.indices {
            let path = tokens[offset].path
            if let existing = slotIndex.updateValue(slots.count, forKey: path) {
                slotIndex[path] = existing
                slots[existing] = Slot(file: fileOffset, token: Int32(offset), isOutput: isOutput || slots[existing].isOutput)
            } else {
                slots.append(Slot(file: fileOffset, token: Int32(offset), isOutput: isOutput))
            }
        }
    }

    /// The slot of the token named `path` (exactly), if any.
    func slot(named path: String) -> Int? {
        slotIndex[path]
    }

    /// Whether a chain followed so far reached a token through a `$ref` pointer (such a chain
    /// depends on files other than the scheme's own).
    var followedPointers: Bool { !pointerMemo.isEmpty || !pointerFiles.isEmpty }

    /// Replaces `files[offset]` by `file`, which holds the same token paths in the same order
    /// (so every slot stays where it is). The outcomes memoized through changed tokens are the
    /// caller's to `forget`.
    mutating func replaceFile(at offset: Int, with file: ClassifiedFile) {
        files[offset] = file
    }

    /// Forgets the memoized outcomes of `stale` slots: the next `outcome(ofSlot:)` follows
    /// their chains again.
    mutating func forget(_ stale: some Sequence<Int>) {
        for slot in stale where slot < memo.count { memo[slot] = nil }
    }

    /// The token in `slots[offset]`.
    func token(inSlot offset: Int) -> DesignToken {
        let slot = slots[offset]
        return files[Int(slot.file)].tokens.tokens[Int(slot.token)]
    }

    /// Whether the value of the token in `slots[offset]` is a reference to another token.
    func isReference(inSlot offset: Int) -> Bool {
        let slot = slots[offset]
        if case .reference = files[Int(slot.file)].values[Int(slot.token)] { return true }
        return false
    }

    /// The token named `path` and its file's path, `{group}` finding the group's `$root`.
    func token(named path: String) -> (token: DesignToken, file: String)? {
        guard let offset = slotIndex[path] ?? slotIndex[path + ".$root"] else { return nil }
        let slot = slots[offset]
        return (files[Int(slot.file)].tokens.tokens[Int(slot.token)], files[Int(slot.file)].tokens.file)
    }

    /// What memoizes a token's outcome: its slot, or (for a `$ref` pointer) its place in a file.
    private enum Key: Hashable {
        case slot(Int)
        case pointer(file: Int, token: Int)
    }

    /// A token followed on a chain.
    private struct Visit {
        var key: Key
        var name: String
        var file: Int
        var token: Int
    }

    private func token(_ visit: Visit) -> DesignToken { files[visit.file].tokens.tokens[visit.token] }

    /// The token a target names: `{group}` also finds the group's `$root` token.
    private mutating func resolve(_ target: TokenReferenceTarget) -> Visit? {
        switch target {
        case .path(let path):
            if let offset = slotIndex[path] { return visit(slot: offset, name: path) }
            if let offset = slotIndex[path + ".$root"] { return visit(slot: offset, name: path + ".$root") }
            return nil
        case .pointer(let file, let path):
            let fileOffset: Int?
            if let known = pointerFiles[file] {
                fileOffset = known
            } else {
                fileOffset = pointerFile(file).map { classified in
                    files.append(classified)
                    return files.count - 1
                }
                pointerFiles[file] = fileOffset
            }
            guard let fileOffset else { return nil }
            let tokens = files[fileOffset].tokens
            guard let offset = tokens.offset(of: path) ?? tokens.offset(of: path + ".$root") else { return nil }
            return Visit(key: .pointer(file: fileOffset, token: offset), name: target.name, file: fileOffset, token: offset)
        }
    }

    private func visit(slot offset: Int, name: String) -> Visit {
        Visit(key: .slot(offset), name: name, file: Int(slots[offset].file), token: Int(slots[offset].token))
    }

    private func memoized(_ key: Key) -> Outcome? {
        switch key {
        case .slot(let offset): memo[offset]
        case .pointer: pointerMemo[key]
        }
    }

    private mutating func memoize(_ key: Key, _ outcome: Outcome) {
        switch key {
        case .slot(let offset): memo[offset] = outcome
        case .pointer: pointerMemo[key] = outcome
        }
    }

    /// The outcome of the token at `path`, following its chain.
    mutating func outcome(ofPath path: String) -> Outcome? {
        guard let offset = slotIndex[path] else { return nil }
        return outcome(ofSlot: offset)
    }

    /// The outcome of the token in `slots[offset]`, following its chain.
    mutating func outcome(ofSlot offset: Int) -> Outcome {
        if memo.count < slots.count { memo.append(contentsOf: repeatElement(nil, count: slots.count - memo.count)) }
        return outcome(of: visit(slot: offset, name: token(inSlot: offset).path))
    }

    private mutating func outcome(of start: Visit) -> Outcome {
        var walk: [(visit: Visit, alpha: Double?)] = []
        // Where each key stands on the walk: searched linearly while the walk is short.
        var positions: [Key: Int] = [:]
        var current = start
        var tail: Outcome
        while true {
            if let known = memoized(current.key) {
                tail = known
                break
            }
            let seen = walk.count <= 16 ? walk.firstIndex { $0.visit.key == current.key } : positions[current.key]
            if let first = seen {
                let members = walk[first...].map(\.visit)
                reportCycle(members)
                tail = Outcome(steps: [], end: .cycle(members: members.prefix(Self.maximumStoredSteps).map(\.name)), alpha: nil, deprecations: [])
                // Members of the loop all end in it.
                for member in members { memoize(member.key, tail) }
                walk.removeSubrange(first...)
                break
            }
            switch files[current.file].values[current.token] {
            case .color, .invalidColor:
                let token = token(current)
                let own = token.modifier == nil ? [] : modifierAdjustments(of: token, name: current.name)
                tail = Outcome(steps: [], end: .literal(file: files[current.file].tokens.file, name: token.path), alpha: nil, deprecations: [], adjustments: own)
                memoize(current.key, tail)
            case .other:
                tail = Outcome(steps: [], end: .notColor(name: current.name, type: token(current).staticType), alpha: nil, deprecations: [])
                memoize(current.key, tail)
            case .reference(let target, let alpha):
                guard let next = resolve(target) else {
                    tail = Outcome(steps: [], end: .missing(name: target.name, location: token(current).valueLocation), alpha: nil, deprecations: [])
                    memoize(current.key, tail)
                    break
                }
                walk.append((current, alpha))
                if walk.count == 17 {
                    for (offset, step) in walk.enumerated() { positions[step.visit.key] = offset }
                } else if walk.count > 17 {
                    positions[current.key] = walk.count - 1
                }
                current = next
                continue
            }
            break
        }
        // Back from the end: each visited token's outcome is its target's, one step longer.
        var next = current
        var nextOutcome = tail
        for (visit, alpha) in walk.reversed() {
            // A token whose own `$type` is color is wrong to end at another type; an alias
            // without one takes its target's type. Said once, at the token nearest the end.
            let claimsColor = token(visit).declaredType == "color"
            if claimsColor, !nextOutcome.claimsColor, case .notColor(let name, let type) = nextOutcome.end {
                issues.append(LoadIssue(.invalidStructure, "\(visit.name) refers to \(name), \(type.map { "a \($0) token" } ?? "which is not a color"), not a color", at: token(visit).valueLocation, identifier: name))
            }
            var steps = [next.name]
            steps.append(contentsOf: nextOutcome.steps.prefix(Self.maximumStoredSteps - 1))
            var deprecations: [TokenDeprecation] = []
            if let message = files[next.file].tokens.tokens[next.token].deprecation { deprecations.append(TokenDeprecation(token: next.name, message: message)) }
            deprecations.append(contentsOf: nextOutcome.deprecations.prefix(Self.maximumStoredDeprecations - deprecations.count))
            var adjustments = nextOutcome.adjustments
            let hasModifier = files[visit.file].tokens.tokens[visit.token].modifier != nil
            if hasModifier || (!adjustments.isEmpty && alpha != nil) {
                // Once a modifier is on the chain, every change is kept in order.
                if adjustments.isEmpty, let below = nextOutcome.alpha { adjustments.append(.alpha(below)) }
                if let alpha { adjustments.append(.alpha(alpha)) }
                if hasModifier { adjustments.append(contentsOf: modifierAdjustments(of: token(visit), name: visit.name)) }
            }
            var outcome = Outcome(steps: steps, end: nextOutcome.end, alpha: alpha ?? nextOutcome.alpha, deprecations: deprecations, adjustments: adjustments)
            outcome.claimsColor = claimsColor || nextOutcome.claimsColor
            memoize(visit.key, outcome)
            next = visit
            nextOutcome = outcome
        }
        return memoized(start.key) ?? tail
    }

    private mutating func reportCycle(_ members: [Visit]) {
        let shown = members.prefix(10).map(\.name) + (members.count > 10 ? ["… \(members.count - 10) more"] : [])
        let loop = (shown + [members[0].name]).joined(separator: " → ")
        for member in members {
            issues.append(LoadIssue(.aliasCycle, "alias cycle: \(loop)", at: token(member).valueLocation, identifier: member.name))
        }
    }
}
