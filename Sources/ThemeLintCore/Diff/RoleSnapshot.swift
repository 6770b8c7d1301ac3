/// A role as it stands on one side: its reference, flags and what it paints.
///
/// A value like any other, kept in one shared, immutable box (`SharedBox`): a role change holds two of these
/// and is copied several times on its way to a report (merged across schemes, grouped, written),
/// so copying a snapshot is one reference, not its fourteen fields. Setting a field puts a
/// changed copy in a new box.
public struct RoleSnapshot: Sendable, Hashable {
    /// The stored fields.
    struct Fields: Sendable, Hashable {
        var identifier: String?
        var alphaMultiplier: Double?
        var flags: [FlagValue]
        var value: ResolvedValue
        var spelledColor: String?
        var paletteFile: String?
        var paletteValue: String?
        var paletteColor: RGBA?
        var base: RGBA
        var location: Location
        var scheme: String
        var role: String
        var paletteName: String?
        var modifierSteps: [String]
    }

    /// The fields' box (never changed once made).
    private var box: SharedBox<Fields>

    /// The fields; setting them makes a new box.
    private var fields: Fields {
        get { box.value }
        set { box = SharedBox(newValue) }
    }

    /// Creates a snapshot.
    public init(
        identifier: String?, alphaMultiplier: Double?, flags: [FlagValue], value: ResolvedValue, paletteFile: String? = nil,
        paletteValue: String? = nil, paletteColor: RGBA? = nil, base: RGBA = .white, location: Location,
        scheme: String = "", role: String = "", paletteName: String? = nil, modifierSteps: [String] = [],
        spelledColor: String? = nil
    ) {
        box = SharedBox(Fields(
            identifier: identifier, alphaMultiplier: alphaMultiplier, flags: flags, value: value,
            spelledColor: spelledColor ?? value.color.map { ColorNotation.hex($0, alpha: .leading) },
            paletteFile: paletteFile, paletteValue: paletteValue, paletteColor: paletteColor, base: base,
            location: location, scheme: scheme, role: role, paletteName: paletteName, modifierSteps: modifierSteps
        ))
    }

    /// Equality by the fields' content.
    public static func == (lhs: RoleSnapshot, rhs: RoleSnapshot) -> Bool {
        lhs.box === rhs.box || lhs.fields == rhs.fields
    }

    /// Hashes the same content `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fields)
    }

    /// The color identifier, nil when the role has no valid reference.
    public var identifier: String? { get { box.value.identifier } set { fields.identifier = newValue } }
    /// The alpha multiplier as written (nil when absent).
    public var alphaMultiplier: Double? { get { box.value.alphaMultiplier } set { fields.alphaMultiplier = newValue } }
    /// Flags, sorted by name.
    public var flags: [FlagValue] { get { box.value.flags } set { fields.flags = newValue } }
    /// What it paints.
    public var value: ResolvedValue { get { box.value.value } set { fields.value = newValue } }
    /// The color as the source writes it (`#14000000`; see `ColorNotation`), when resolved.
    public var spelledColor: String? { get { box.value.spelledColor } set { fields.spelledColor = newValue } }
    /// The palette file the identifier resolved in, when resolved.
    public var paletteFile: String? { get { box.value.paletteFile } set { fields.paletteFile = newValue } }
    /// The palette color as written there (`#71AAEB`), when resolved.
    public var paletteValue: String? { get { box.value.paletteValue } set { fields.paletteValue = newValue } }
    /// The palette color's own value (before the alpha multiplier), when resolved.
    public var paletteColor: RGBA? { get { box.value.paletteColor } set { fields.paletteColor = newValue } }
    /// The opaque color the role is drawn on for comparisons (the scheme's base).
    public var base: RGBA { get { box.value.base } set { fields.base = newValue } }
    /// Where the role's key stands.
    public var location: Location { get { box.value.location } set { fields.location = newValue } }
    /// The scheme the role is in on this side (the chain's first step names it).
    public var scheme: String { get { box.value.scheme } set { fields.scheme = newValue } }
    /// The role's name (the chain's first step names it).
    public var role: String { get { box.value.role } set { fields.role = newValue } }
    /// The name of the palette color the identifier resolved to, when resolved (a design token
    /// chain ends at a color other than the one the role names).
    public var paletteName: String? { get { box.value.paletteName } set { fields.paletteName = newValue } }
    /// The color modifiers applied along a design token chain (`modify: lighten 0.3 in lch`).
    public var modifierSteps: [String] { get { box.value.modifierSteps } set { fields.modifierSteps = newValue } }

    /// The color as seen: composited over the scheme's base (opaque), when resolved.
    public var visibleColor: RGBA? { value.color?.composited(over: base) }
}
