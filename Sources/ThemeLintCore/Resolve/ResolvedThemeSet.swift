/// How a role's reference resolved.
///
/// Boxed (`indirect`): many roles resolve the same way, and the resolver hands them one shared
/// value, so a resolved role stores a reference instead of its own copy of the palette color.
public indirect enum Resolution: Sendable, Hashable {
    /// Found in `paletteFile`; `color` is the palette color with the role's alpha multiplier applied.
    case resolved(color: RGBA, paletteColor: PaletteColor, paletteFile: String)
    /// No palette of the set defines the identifier (all palettes loaded fine).
    case unresolved
    /// Cannot tell: the role has no valid reference, the defining palette's color is invalid,
    /// or a palette of the set failed to load. Never reported as unresolved, never painted black.
    case indeterminate(reason: String)

    /// The resolved color, when resolved.
    public var color: RGBA? {
        if case .resolved(let color, _, _) = self { return color }
        return nil
    }
}

/// A role of a scheme with what it finally paints.
public struct ResolvedRole: Sendable, Hashable {
    /// The scheme's name.
    public var scheme: String
    /// The role as written.
    public var role: Role {
        // Yielded in place: reading `role.name` or `role.reference` does not copy the whole role
        // (its strings, location and flags) out of the shared array first.
        _read { yield roles[offset] }
        set {
            roles = [newValue]
            offset = 0
        }
    }
    /// The outcome.
    public var resolution: Resolution
    /// Where `role` is kept: the resolver shares its scheme's role array among all the scheme's
    /// resolved roles instead of copying each role (a 100,000-role scheme would be held twice).
    private var roles: [Role]
    private var offset: Int

    /// Equality by the value's content.
    public static func == (lhs: ResolvedRole, rhs: ResolvedRole) -> Bool {
        lhs.scheme == rhs.scheme && lhs.role == rhs.role && lhs.resolution == rhs.resolution
    }

    /// Hashes the same content `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(scheme)
        hasher.combine(role)
        hasher.combine(resolution)
    }

    /// The resolved RGBA, when resolved.
    public var color: RGBA? { resolution.color }

    /// The reference chain, for `--explain`: role → identifier (× alpha) → palette file: value → color.
    public var referenceChain: [String] {
        var chain = ["\(scheme)/\(role.name)"]
        guard let reference = role.reference else { return chain + ["(no color_identifier)"] }
        var step = reference.identifier
        if let alpha = reference.alphaMultiplier { step += " × alpha \(alpha)" }
        chain.append(step)
        switch resolution {
        case .resolved(let color, let paletteColor, let paletteFile):
            chain.append("\(paletteFile): \(paletteColor.name) = \(paletteColor.rawValue)")
            chain.append(contentsOf: reference.tokenChain?.modifierSteps ?? [])
            chain.append(paletteColor.spelling(of: color))
        case .unresolved:
            chain.append("(unresolved)")
        case .indeterminate(let reason):
            chain.append("(\(reason))")
        }
        return chain
    }
}

// The initializers delegate to the memberwise one, which the optimizer builds in place (one
// resolved role is made per role resolved).
extension ResolvedRole {
    /// Creates a resolved role.
    public init(scheme: String, role: Role, resolution: Resolution) {
        self.init(scheme: scheme, resolution: resolution, roles: [role], offset: 0)
    }

    /// Creates the resolved role of `roles[offset]`, sharing the array's storage.
    init(scheme: String, roles: [Role], offset: Int, resolution: Resolution) {
        self.init(scheme: scheme, resolution: resolution, roles: roles, offset: offset)
    }
}

/// A scheme with every role resolved.
public struct ResolvedScheme: Sendable, Hashable {
    /// The scheme as written.
    public var scheme: Scheme {
        didSet { forgetDerivation() }
    }
    /// Resolved roles in the scheme's document order.
    public var roles: [ResolvedRole] {
        didSet {
            roleIndex = LazyNameIndex()
            forgetDerivation()
        }
    }
    /// Role name → offset in `roles`, built on first look-up.
    private var roleIndex = LazyNameIndex()
    /// Names this value's roles as made (renewed by any change), for `derivation`.
    private(set) var identity = ResolvedSchemeIdentity()
    /// The scheme these roles were copied from and the offsets that may differ from it (a
    /// scheme rebuilt from its previous build, `ProjectLoader.resolve`); nil: unknown.
    private(set) var derivation: ResolvedSchemeDerivation?

    /// Creates a resolved scheme.
    public init(scheme: Scheme, roles: [ResolvedRole]) {
        self.scheme = scheme
        self.roles = roles
    }

    /// A scheme with `source`'s roles but for those at `changedOffsets` (ascending), which are
    /// `roles`' (same count, same names in the same order).
    init(scheme: Scheme, roles: [ResolvedRole], derivedFrom source: ResolvedScheme, changedOffsets: [Int]) {
        self.init(scheme: scheme, roles: roles)
        derivation = ResolvedSchemeDerivation(source: source.identity, changedOffsets: changedOffsets)
    }

    /// The offsets (ascending) at which the roles of `self` and `other` may differ, when one
    /// was derived from the other (every other role is the same value); nil when unknown.
    func offsetsThatMayDiffer(from other: ResolvedScheme) -> [Int]? {
        guard roles.count == other.roles.count else { return nil }
        if let derivation, derivation.source === other.identity { return derivation.changedOffsets }
        if let derivation = other.derivation, derivation.source === identity { return derivation.changedOffsets }
        return nil
    }

    private mutating func forgetDerivation() {
        identity = ResolvedSchemeIdentity()
        derivation = nil
    }

    /// The scheme's name.
    public var name: String { scheme.name }

    /// The resolved role named `name`.
    public subscript(role name: String) -> ResolvedRole? {
        offset(ofRole: name).map { roles[$0] }
    }

    /// The position in `roles` of the role named `name`.
    public func offset(ofRole name: String) -> Int? {
        roleIndex.offset(of: name) { roles.lazy.map(\.role.name) }
    }

    /// Equality by the value's content.
    public static func == (lhs: ResolvedScheme, rhs: ResolvedScheme) -> Bool {
        lhs.scheme == rhs.scheme && lhs.roles == rhs.roles
    }

    /// Hashes the same content `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(scheme)
        hasher.combine(roles)
    }
}

/// The identity of one `ResolvedScheme` value's roles (no state: compared by reference).
final class ResolvedSchemeIdentity: Sendable {}

/// How a scheme's roles were made from another scheme's (`ResolvedScheme.derivation`).
struct ResolvedSchemeDerivation: Sendable {
    /// The identity of the scheme copied (kept alive here, so never reused by another).
    let source: ResolvedSchemeIdentity
    /// The offsets replaced, ascending.
    let changedOffsets: [Int]
}

/// A theme set with every scheme resolved against its palettes.
public struct ResolvedThemeSet: Sendable, Hashable {
    /// The set's definition.
    public var definition: ThemeSetDefinition
    /// The palettes that loaded, in resolution order.
    public var palettes: [Palette]
    /// The schemes, resolved.
    public var schemes: [ResolvedScheme]

    /// Creates a resolved set.
    public init(definition: ThemeSetDefinition, palettes: [Palette], schemes: [ResolvedScheme]) {
        self.definition = definition
        self.palettes = palettes
        self.schemes = schemes
    }

    /// The scheme named `name`.
    public subscript(scheme name: String) -> ResolvedScheme? {
        schemes.first { $0.name == name }
    }
}
