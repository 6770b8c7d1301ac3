/// Whether a scheme is meant for a light or a dark surrounding.
public enum Appearance: String, Sendable, Hashable, CaseIterable, Codable {
    case light
    case dark
}

/// A role's reference to a palette color.
public struct ColorReference: Sendable, Hashable {
    /// The referenced color identifier.
    public var identifier: String
    /// Where the identifier's string value stands.
    public var location: Location
    /// The alpha multiplier (nil when absent, which means 1).
    public var alphaMultiplier: Double?
    /// What most references lack, kept apart so that a reference (copied with every role) stays
    /// small: nil when all of it is absent.
    private var rare: RareParts?

    /// Where the alpha multiplier's value stands, when present.
    public var alphaLocation: Location? {
        get { rare?.alphaLocation }
        set { updateRare { $0.alphaLocation = newValue } }
    }
    /// The alpha multiplier as written when it is not a number from 0 to 1 (`"0.05"`, `2`):
    /// the role is then indeterminate in every command, never painted with a default of 1.
    public var invalidAlphaMultiplier: String? {
        get { rare?.invalidAlphaMultiplier }
        set { updateRare { $0.invalidAlphaMultiplier = newValue } }
    }
    /// For the design-token formats: the chain of references to a literal color (nil in the
    /// Appearance format, where an identifier names a palette color directly).
    public var tokenChain: TokenChain? {
        get { rare?.tokenChain }
        set { updateRare { $0.tokenChain = newValue } }
    }

    /// The multiplier to apply (1 when absent). Meaningless when `invalidAlphaMultiplier` is set.
    public var effectiveAlphaMultiplier: Double { alphaMultiplier ?? 1 }

    /// The multiplier as a diff compares it: the number (1 when absent), or the invalid text.
    public var alphaForComparison: AlphaMultiplierValue {
        if let invalidAlphaMultiplier { return .invalid(invalidAlphaMultiplier) }
        return .number(effectiveAlphaMultiplier)
    }

    /// Equality by the value's content.
    public static func == (lhs: ColorReference, rhs: ColorReference) -> Bool {
        lhs.identifier == rhs.identifier && lhs.location == rhs.location && lhs.alphaMultiplier == rhs.alphaMultiplier
            && (lhs.rare === rhs.rare || (lhs.alphaLocation == rhs.alphaLocation && lhs.invalidAlphaMultiplier == rhs.invalidAlphaMultiplier && lhs.tokenChain == rhs.tokenChain))
    }

    /// Hashes the same content `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
        hasher.combine(location)
        hasher.combine(alphaMultiplier)
        hasher.combine(alphaLocation)
        hasher.combine(invalidAlphaMultiplier)
        hasher.combine(tokenChain)
    }

    private mutating func updateRare(_ change: (inout (alphaLocation: Location?, invalidAlphaMultiplier: String?, tokenChain: TokenChain?)) -> Void) {
        var parts = (alphaLocation: rare?.alphaLocation, invalidAlphaMultiplier: rare?.invalidAlphaMultiplier, tokenChain: rare?.tokenChain)
        change(&parts)
        rare = RareParts.unlessEmpty(alphaLocation: parts.alphaLocation, invalidAlphaMultiplier: parts.invalidAlphaMultiplier, tokenChain: parts.tokenChain)
    }

    /// The parts of a reference most references lack (immutable: a change makes a new one).
    fileprivate final class RareParts: Sendable {
        let alphaLocation: Location?
        let invalidAlphaMultiplier: String?
        let tokenChain: TokenChain?

        init(alphaLocation: Location?, invalidAlphaMultiplier: String?, tokenChain: TokenChain?) {
            self.alphaLocation = alphaLocation
            self.invalidAlphaMultiplier = invalidAlphaMultiplier
            self.tokenChain = tokenChain
        }

        /// The parts, or nil when every one is absent.
        static func unlessEmpty(alphaLocation: Location?, invalidAlphaMultiplier: String?, tokenChain: TokenChain?) -> RareParts? {
            if alphaLocation == nil, invalidAlphaMultiplier == nil, tokenChain == nil { return nil }
            return RareParts(alphaLocation: alphaLocation, invalidAlphaMultiplier: invalidAlphaMultiplier, tokenChain: tokenChain)
        }
    }
}

// The initializers of the model's per-role values are in extensions and delegate to the
// memberwise initializer: an initializer that assigns the stored properties one by one made
// the optimizer copy the whole value out of a temporary (retaining and releasing every field),
// once per role decoded.
extension ColorReference {
    /// Creates a reference.
    public init(identifier: String, location: Location, alphaMultiplier: Double? = nil, alphaLocation: Location? = nil, invalidAlphaMultiplier: String? = nil, tokenChain: TokenChain? = nil) {
        let rare = alphaLocation == nil && invalidAlphaMultiplier == nil && tokenChain == nil
            ? nil : RareParts(alphaLocation: alphaLocation, invalidAlphaMultiplier: invalidAlphaMultiplier, tokenChain: tokenChain)
        self.init(identifier: identifier, location: location, alphaMultiplier: alphaMultiplier, rare: rare)
    }

    /// A reference as the Appearance format writes it (no token chain): one per role decoded,
    /// so it is made without passing an absent chain in and out.
    static func appearance(identifier: String, location: Location, alphaMultiplier: Double?, alphaLocation: Location?, invalidAlphaMultiplier: String?) -> ColorReference {
        let rare = alphaLocation == nil && invalidAlphaMultiplier == nil
            ? nil : RareParts(alphaLocation: alphaLocation, invalidAlphaMultiplier: invalidAlphaMultiplier, tokenChain: nil)
        return ColorReference(identifier: identifier, location: location, alphaMultiplier: alphaMultiplier, rare: rare)
    }
}

extension ColorReference {
    /// Whether `other` exists and points at the same color the same way: the identifier, the
    /// alpha multiplier as compared (`alphaForComparison`) and the token route. Reads `other`'s
    /// fields in place (a diff asks this of every role of a changed set).
    func pointsAtSameTarget(as other: ColorReference?) -> Bool {
        guard other?.identifier == identifier, other?.invalidAlphaMultiplier == invalidAlphaMultiplier else { return false }
        if invalidAlphaMultiplier == nil, other?.effectiveAlphaMultiplier != effectiveAlphaMultiplier { return false }
        if tokenChain == nil, other?.tokenChain == nil { return true }
        guard let tokenChain, let otherChain = other?.tokenChain else { return false }
        return tokenChain.hasSameRoute(as: otherChain)
    }
}

/// An alpha multiplier as compared: a number, or a value that does not parse (as written).
public enum AlphaMultiplierValue: Sendable, Hashable {
    /// A number from 0 to 1.
    case number(Double)
    /// A value that is not a number from 0 to 1, as written in the source (`"0.05"`).
    case invalid(String)
}

/// A flag on a role (any member of the role object besides the reference and the multiplier).
public struct RoleFlag: Sendable, Hashable {
    /// The flag's name (`deprecated_for_web`).
    public var name: String
    /// Its value.
    public var value: JSONValue
    /// Where the flag's key stands.
    public var location: Location

    /// Creates a flag.
    public init(name: String, value: JSONValue, location: Location) {
        self.name = name
        self.value = value
        self.location = location
    }

    /// The value rendered as compact JSON-like text, for messages and diffs.
    public var renderedValue: String {
        switch value {
        case .bool(let b): b ? "true" : "false"
        case .string(let s): "\"\(s)\""
        case .number(let n): n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
        case .null: "null"
        case .array(let a): "[\(a.count) items]"
        case .object(let o): "{\(o.count) members}"
        }
    }
}

/// A semantic slot of a scheme (`text_primary`).
public struct Role: Sendable, Hashable {
    /// The role's name.
    public var name: String
    /// Where the role's key stands.
    public var location: Location
    /// The reference, or nil when the role object lacks a valid one (an `invalid-structure` finding).
    public var reference: ColorReference?
    /// Flags, in document order.
    public var flags: [RoleFlag]
    /// Whether the role exists in the file but holds no color in this scheme (an asset
    /// catalog's empty slot, or no entry matching the scheme): `missing-role` there.
    public var isEmptySlot: Bool
    /// Whether the role asks for the system's default color (an asset catalog's color set none
    /// of whose entries holds a color, as Xcode's template `AccentColor`): no color, no finding.
    public var asksForSystemDefault = false

    /// The flag named `name`, if set.
    public func flag(_ name: String) -> RoleFlag? { flags.first { $0.name == name } }
}

extension Role {
    /// Creates a role.
    public init(name: String, location: Location, reference: ColorReference?, flags: [RoleFlag] = []) {
        self.init(name: name, location: location, reference: reference, flags: flags, isEmptySlot: false)
    }
}

/// One look of the app: an appearance and a set of roles.
public struct Scheme: Sendable, Hashable {
    /// The scheme's name (`space_gray`).
    public var name: String
    /// Where the scheme's key stands.
    public var location: Location
    /// Its appearance (nil when missing or invalid).
    public var appearance: Appearance?
    /// The schemes of a file meant to define the same roles share a family (nil: the whole
    /// file is one). An asset catalog's idiom schemes (`mac, light`) are a family of their own.
    public var family: String?
    /// Roles in document order (a duplicated role keeps its last value).
    public var roles: [Role] {
        didSet { roleIndex = LazyNameIndex() }
    }
    /// Role name → offset in `roles`, built on first look-up.
    private var roleIndex = LazyNameIndex()

    /// Creates a scheme.
    public init(name: String, location: Location, appearance: Appearance?, roles: [Role]) {
        self.name = name
        self.location = location
        self.appearance = appearance
        var unique: [Role] = []
        unique.reserveCapacity(roles.count)
        var names = NameTable(capacity: roles.count)
        for role in roles {
            let (offset, inserted) = names.insert(role.name)
            if inserted {
                unique.append(role)
            } else {
                unique[offset] = role
            }
        }
        self.roles = unique
    }

    /// Creates a scheme from roles known to have distinct names (for example the members of a
    /// JSON object without duplicate keys), without checking them.
    init(name: String, location: Location, appearance: Appearance?, uniquelyNamedRoles roles: [Role]) {
        self.name = name
        self.location = location
        self.appearance = appearance
        self.roles = roles
    }

    /// The role named `name`.
    public subscript(role name: String) -> Role? {
        offset(ofRole: name).map { roles[$0] }
    }

    /// The position in `roles` of the role named `name`.
    public func offset(ofRole name: String) -> Int? {
        roleIndex.offset(of: name) { roles.lazy.map(\.name) }
    }

    /// Equality by the value's content.
    public static func == (lhs: Scheme, rhs: Scheme) -> Bool {
        lhs.name == rhs.name && lhs.location == rhs.location && lhs.appearance == rhs.appearance && lhs.family == rhs.family && lhs.roles == rhs.roles
    }

    /// Hashes the same content `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(location)
        hasher.combine(appearance)
        hasher.combine(family)
        hasher.combine(roles)
    }
}

/// A scheme file: several schemes that are meant to define the same roles.
public struct SchemeFile: Sendable, Hashable {
    /// Repository-relative path.
    public var file: String
    /// The schemes in document order.
    public var schemes: [Scheme]

    /// Creates a scheme file.
    public init(file: String, schemes: [Scheme]) {
        self.file = file
        self.schemes = schemes
    }

    /// The scheme named `name`.
    public subscript(scheme name: String) -> Scheme? {
        schemes.first { $0.name == name }
    }
}
