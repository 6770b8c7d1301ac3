/// One named color of a palette.
public struct PaletteColor: Sendable, Hashable {
    /// The color identifier (`azure_300`).
    public var name: String
    /// The color string as written (`#2688EB`).
    public var rawValue: String
    /// The parsed color, or nil when `rawValue` does not parse (an `invalid-color` finding).
    public var color: RGBA?
    /// Where the name (key) stands.
    public var location: Location
    /// Where the value stands.
    public var valueLocation: Location
    /// Where the palette's 4- and 8-digit hex colors keep their alpha: how a color derived from
    /// this one (times an alpha multiplier) is written for people.
    public var hexAlpha: HexAlphaPosition
    /// Whether the color as written lies outside sRGB (a design-token color in a wider space),
    /// so that `color` is its clipped sRGB value.
    public var isOutOfGamut: Bool

}

extension PaletteColor {
    /// Creates a palette color. (Delegates to the memberwise initializer, which the optimizer
    /// builds in place; assigning each property here made it copy the value once more.)
    public init(name: String, rawValue: String, color: RGBA?, location: Location, valueLocation: Location, hexAlpha: HexAlphaPosition = .leading) {
        self.init(name: name, rawValue: rawValue, color: color, location: location, valueLocation: valueLocation, hexAlpha: hexAlpha, isOutOfGamut: false)
    }
}

/// A palette file: identifier → color, in document order.
public struct Palette: Sendable, Hashable {
    /// Repository-relative path of the file.
    public var file: String
    /// The colors in document order (a duplicated key keeps its last value, as JSON readers do).
    /// Look-ups follow changes; after a change that repeats a name, they find its first color.
    public var colors: [PaletteColor] {
        didSet { nameTable = Self.nameTable(of: colors) }
    }
    /// Color name → offset in `colors`.
    private var nameTable: NameTable
    /// The paths of the file's gradient tokens (`"$type": "gradient"`, design-token files):
    /// not colors, but what `export` must say it does not write.
    public var gradientTokens: [String] = []

    /// Creates a palette; later colors with the same name replace earlier ones in look-ups.
    public init(file: String, colors: [PaletteColor]) {
        self.file = file
        var table = NameTable(capacity: colors.count)
        var firstRepeat: Int?
        for index in colors.indices where !table.insert(colors[index].name).inserted {
            firstRepeat = index
            break
        }
        guard let firstRepeat else {
            // Distinct names (every palette without duplicate keys): the colors as given.
            self.colors = colors
            self.nameTable = table
            return
        }
        var unique = Array(colors[..<firstRepeat])
        for color in colors[firstRepeat...] {
            let (offset, inserted) = table.insert(color.name)
            if inserted {
                unique.append(color)
            } else {
                unique[offset] = color
            }
        }
        self.colors = unique
        self.nameTable = table
    }

    private static func nameTable(of colors: [PaletteColor]) -> NameTable {
        var table = NameTable(capacity: colors.count)
        for color in colors { table.insert(color.name) }
        return table
    }

    /// The color named `name`, if this palette defines it.
    public subscript(name: String) -> PaletteColor? {
        offset(of: name).map { colors[$0] }
    }

    /// The position in `colors` of the color named `name`, if this palette defines it.
    public func offset(of name: String) -> Int? {
        nameTable.offset(of: name)
    }

    /// The table `offset(of:)` looks names up in (a caller looking names up in many palettes
    /// keeps the tables, which are cheaper to pass around than whole palettes).
    var nameLookup: NameTable { nameTable }

    /// Every identifier this palette defines.
    public var names: [String] { colors.map(\.name) }

    /// Equality by the value's content.
    public static func == (lhs: Palette, rhs: Palette) -> Bool {
        lhs.file == rhs.file && lhs.colors == rhs.colors && lhs.gradientTokens == rhs.gradientTokens
    }

    /// Hashes the same content `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(file)
        hasher.combine(colors)
        hasher.combine(gradientTokens)
    }
}
