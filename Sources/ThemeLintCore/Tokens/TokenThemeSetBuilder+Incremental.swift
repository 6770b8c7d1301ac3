/// Building a scheme again from the previous build of the same plan (`log` loads one commit
/// after another, and a token commit usually edits a handful of tokens): only the roles whose
/// chains pass through a changed token are followed again; every other role, and the
/// namespace's memo of every other chain, is the previous build's.
///
/// The previous build is reused only when the result cannot differ from a build from scratch:
/// the same plan, the same sources in the same order, each holding the same token paths in
/// the same order (so every slot, and so every role's place, is unchanged), and neither build
/// meeting an issue, a `$ref` pointer, a color modifier (whose inputs are not on the chain) or
/// a chain longer than the steps kept for display. Otherwise the scheme is built from scratch.
extension TokenThemeSetBuilder {
    /// The scheme `plan` describes, its issues appended to `issues`, built from `previous` when
    /// that build can be reused.
    /// - Parameter changedTokens: for each source whose content changed since the previous
    ///   build and whose token paths did not, the paths of its changed tokens
    ///   (`changedTokenPaths`), worked out once for all the schemes.
    /// - Parameter previous: taken (left nil) when reused, so that its arrays, referenced
    ///   nowhere else, change in place.
    func schemeBuild(_ plan: TokenSchemePlan, issues: inout [LoadIssue], previous: inout SchemeBuildState?, changedTokens: [TokenSetSource: [String]]) -> SchemeBuild {
        var used: [(source: TokenSetSource, file: TokenNamespace.ClassifiedFile, isOutput: Bool)] = []
        for set in plan.sets {
            for source in set.sources {
                if let file = classifiedFile(source) { used.append((source, file, set.isOutput)) }
            }
        }
        let keys = used.compactMap { fileKeys[$0.source] }
        let keyed = keys.count == used.count
        if keyed, previous?.reusable == true, previous?.plan == plan, previous?.sources == used.map(\.source),
           var state = previous.take(), let build = rebuild(&state, used: used.map(\.file), keys: keys, changedTokens: changedTokens) {
            return build
        }
        return fullBuild(plan, used: used, keys: keyed ? keys : nil, issues: &issues)
    }

    private func fullBuild(_ plan: TokenSchemePlan, used: [(source: TokenSetSource, file: TokenNamespace.ClassifiedFile, isOutput: Bool)], keys: [String]?, issues: inout [LoadIssue]) -> SchemeBuild {
        let builder = self
        var namespace = TokenNamespace(legacyReferences: legacyReferences) { path in builder.classifiedFile(.file(path)) }
        for entry in used { namespace.add(entry.file, isOutput: entry.isOutput) }
        var roleOfSlot = [Role?](repeating: nil, count: namespace.slots.count)
        var otherChains: [Int: [String]] = [:]
        var dependents: [String: [Int32]] = [:]
        var reusable = keys != nil && !used.contains { $0.file.tokens.tokens.contains(where: Self.readsOtherTokens) }
        var followed = 0
        for offset in namespace.slots.indices where namespace.slots[offset].isOutput {
            let (role, outcome) = roleAndOutcome(inSlot: offset, namespace: &namespace)
            roleOfSlot[offset] = role
            guard let outcome else { continue }
            followed += 1
            if outcome.steps.count >= TokenNamespace.maximumStoredSteps { reusable = false }
            let names = Self.chainNames(namespace.token(inSlot: offset).path, steps: outcome.steps, end: outcome.end)
            for name in names { dependents[name, default: []].append(Int32(offset)) }
            if role == nil { otherChains[offset] = names }
        }
        if !namespace.issues.isEmpty || namespace.followedPointers { reusable = false }
        issues.append(contentsOf: namespace.issues)
        let roles = roleOfSlot.compactMap { $0 }
        let scheme = Scheme(name: plan.name, location: plan.location, appearance: plan.appearance, uniquelyNamedRoles: roles)
        let state = SchemeBuildState(
            plan: plan, sources: used.map(\.source), keys: keys ?? [], namespace: namespace, roleOfSlot: roleOfSlot,
            otherChains: otherChains, dependents: dependents, roleOffsets: Self.roleOffsets(roleOfSlot), scheme: scheme, reusable: reusable)
        return SchemeBuild(scheme: scheme, state: state, rebuiltRoles: nil, chainsFollowed: followed)
    }

    /// The build of `plan` from `previous`, following again only the chains through changed
    /// tokens; nil when it cannot be (token paths changed, or a new chain meets an issue, a
    /// pointer, a modifier or the display limit).
    private func rebuild(_ state: inout SchemeBuildState, used: [TokenNamespace.ClassifiedFile], keys: [String], changedTokens: [TokenSetSource: [String]]) -> SchemeBuild? {
        let plan = state.plan
        var changed: [String] = []
        var replaced: [(Int, TokenNamespace.ClassifiedFile)] = []
        for (index, file) in used.enumerated() where state.keys[index] != keys[index] {
            guard let paths = changedTokens[state.sources[index]] else { return nil }
            changed.append(contentsOf: paths)
            replaced.append((index, file))
        }
        var affected = Set<Int>()
        for path in changed {
            for slot in state.dependents[path] ?? [] { affected.insert(Int(slot)) }
        }
        // Every memoized outcome on an affected chain is followed again.
        var stale = affected
        for slot in affected {
            for name in state.chainNames(ofSlot: slot) {
                if let other = state.namespace.slot(named: name) { stale.insert(other) }
            }
        }
        for path in changed {
            if let slot = state.namespace.slot(named: path) { stale.insert(slot) }
        }
        for (index, file) in replaced { state.namespace.replaceFile(at: index, with: file) }
        state.namespace.forget(stale)
        state.keys = keys
        var membershipChanged = false
        var rebuilt: [Int] = []
        for slot in affected.sorted() {
            let oldNames = state.chainNames(ofSlot: slot)
            let (role, outcome) = roleAndOutcome(inSlot: slot, namespace: &state.namespace)
            if let outcome, outcome.steps.count >= TokenNamespace.maximumStoredSteps { return nil }
            if (role == nil) != (state.roleOfSlot[slot] == nil) { membershipChanged = true }
            state.roleOfSlot[slot] = role
            let names = outcome.map { Self.chainNames(state.namespace.token(inSlot: slot).path, steps: $0.steps, end: $0.end) } ?? []
            for name in names where !oldNames.contains(name) {
                state.dependents[name, default: []].append(Int32(slot))
            }
            state.otherChains[slot] = role == nil && outcome != nil ? names : nil
            if !membershipChanged, role != nil { rebuilt.append(Int(state.roleOffsets[slot])) }
        }
        if !state.namespace.issues.isEmpty || state.namespace.followedPointers { return nil }
        if membershipChanged {
            state.roleOffsets = Self.roleOffsets(state.roleOfSlot)
            state.scheme = Scheme(name: plan.name, location: plan.location, appearance: plan.appearance, uniquelyNamedRoles: state.roleOfSlot.compactMap { $0 })
            return SchemeBuild(scheme: state.scheme, state: state, rebuiltRoles: nil, chainsFollowed: affected.count)
        }
        // A repainted literal leaves the roles through it as they were (their chains name tokens,
        // not values): only a role that changed is written, so the scheme's roles, shared with
        // the previous project, are copied only when one did.
        for slot in affected {
            guard let role = state.roleOfSlot[slot] else { continue }
            let offset = Int(state.roleOffsets[slot])
            if state.scheme.roles[offset] != role { state.scheme.roles[offset] = role }
        }
        return SchemeBuild(scheme: state.scheme, state: state, rebuiltRoles: rebuilt.sorted(), chainsFollowed: affected.count)
    }

    /// The token paths a chain's outcome depends on: the token's own, every step's, and the
    /// names its end names (a missing name, with the `$root` that would answer it, too).
    static func chainNames(_ path: String, steps: [String], end: TokenChain.End) -> [String] {
        var names = [path]
        names.append(contentsOf: steps)
        switch end {
        case .literal(_, let name): names.append(name)
        case .missing(let name, _): names.append(contentsOf: [name, name + ".$root"])
        case .cycle(let members): names.append(contentsOf: members)
        case .notColor(let name, _): names.append(name)
        case .unknown: break
        }
        return names
    }

    /// The paths of the tokens that differ between two versions of a file, nil when they do not
    /// hold the same paths in the same order, or a changed token reads other tokens
    /// (`readsOtherTokens`): a build cannot start from the old version then.
    static func changedTokenPaths(from old: TokenNamespace.ClassifiedFile, to new: TokenNamespace.ClassifiedFile) -> [String]? {
        guard old.tokens.tokens.count == new.tokens.tokens.count, old.values.count == new.values.count else { return nil }
        var changed: [String] = []
        for (offset, token) in new.tokens.tokens.enumerated() {
            let before = old.tokens.tokens[offset]
            guard before.path == token.path else { return nil }
            if before != token || old.values[offset] != new.values[offset] {
                if readsOtherTokens(token) || readsOtherTokens(before) { return nil }
                changed.append(token.path)
            }
        }
        return changed
    }

    /// Whether `token`'s color reads other tokens off its chain: a color modifier (its inputs
    /// by alias) or a color object whose members `$ref` other tokens (its palette color).
    static func readsOtherTokens(_ token: DesignToken) -> Bool {
        if token.modifier != nil { return true }
        guard case .object = token.value.value else { return false }
        return !TokenPointerResolver.nestedReferences(in: token.value).isEmpty
    }

    /// Each slot's offset among the roles (-1: not a role).
    private static func roleOffsets(_ roleOfSlot: [Role?]) -> [Int32] {
        var next: Int32 = 0
        return roleOfSlot.map { role in
            guard role != nil else { return -1 }
            defer { next += 1 }
            return next
        }
    }
}

/// One scheme as `TokenThemeSetBuilder.schemeBuild` built it.
struct SchemeBuild {
    /// The scheme.
    var scheme: Scheme
    /// What the next build of the same plan may start from.
    var state: SchemeBuildState
    /// The offsets in `scheme.roles` of the roles followed again (nil: every role is new).
    var rebuiltRoles: [Int]?
    /// How many chains were followed.
    var chainsFollowed: Int
}

/// What building one scheme left behind (see `TokenThemeSetBuilder.schemeBuild`).
///
/// `@unchecked Sendable`: the namespace holds a closure for `$ref` pointer files, which
/// captures only a copy of the builder's values (immutable once captured); nothing else here
/// is shared or mutable.
struct SchemeBuildState: @unchecked Sendable {
    /// The plan it was built from.
    var plan: TokenSchemePlan
    /// The sources read into the namespace, in order, and each one's content key.
    var sources: [TokenSetSource]
    var keys: [String]
    /// The namespace, its chains memoized.
    var namespace: TokenNamespace
    /// The role each slot makes (nil: none), parallel to `namespace.slots`.
    var roleOfSlot: [Role?]
    /// The token paths the chains of followed slots that make no role depend on (a role's are
    /// its chain's, `chainNames(ofSlot:)`).
    var otherChains: [Int: [String]]
    /// For each token path, the slots whose chains depend on it.
    var dependents: [String: [Int32]]
    /// Each slot's offset in `scheme.roles` (-1: not a role).
    var roleOffsets: [Int32]
    /// The scheme built.
    var scheme: Scheme
    /// Whether a later build may start from this one.
    var reusable: Bool

    /// The token paths slot `slot`'s chain depends on (`TokenThemeSetBuilder.chainNames`);
    /// empty when it was not followed.
    func chainNames(ofSlot slot: Int) -> [String] {
        if let chain = roleOfSlot[slot]?.reference?.tokenChain {
            return TokenThemeSetBuilder.chainNames(namespace.token(inSlot: slot).path, steps: chain.steps, end: chain.end)
        }
        return otherChains[slot] ?? []
    }
}
