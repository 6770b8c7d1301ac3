/// A palette color's value as written and as parsed.
public struct PaletteValue: Sendable, Hashable {
    /// As written (`#71AAEB`).
    public var raw: String
    /// Parsed, when valid.
    public var color: RGBA?

    /// Creates a value.
    public init(raw: String, color: RGBA?) {
        self.raw = raw
        self.color = color
    }

    /// Whether two values mean the same color (equal colors; the raw text when either is invalid).
    public func means(_ other: PaletteValue) -> Bool {
        if let color, let otherColor = other.color { return color == otherColor }
        return color == nil && other.color == nil && raw == other.raw
    }
}

/// A palette color added or removed.
public struct PaletteColorPresence: Sendable, Hashable {
    /// The palette file.
    public var file: String
    /// The color identifier.
    public var name: String
    /// Its value.
    public var value: PaletteValue

    /// Creates a palette presence change.
    public init(file: String, name: String, value: PaletteValue) {
        self.file = file
        self.name = name
        self.value = value
    }
}

/// A palette color whose value changed.
public struct PaletteColorChange: Sendable, Hashable {
    /// The palette file.
    public var file: String
    /// The color identifier.
    public var name: String
    /// The old value.
    public var before: PaletteValue
    /// The new value.
    public var after: PaletteValue
    /// CIEDE2000 between the two values: the larger of `deltaEOverLight` and `deltaEOverDark`
    /// (the same when both values are opaque); nil when either is invalid.
    public var deltaE: Double?
    /// CIEDE2000 between the two values composited over white (a light scheme's default base).
    public var deltaEOverLight: Double?
    /// CIEDE2000 between the two values composited over black (a dark scheme's default base).
    public var deltaEOverDark: Double?

    /// Whether either value is translucent, so the change measures differently over each base.
    public var isTranslucent: Bool { !(before.color?.isOpaque ?? true) || !(after.color?.isOpaque ?? true) }

    /// Creates a palette value change measured once (`deltaE` over every base).
    public init(file: String, name: String, before: PaletteValue, after: PaletteValue, deltaE: Double?) {
        self.init(file: file, name: name, before: before, after: after, deltaEOverBases: deltaE.map { ($0, $0) })
    }

    /// Creates a palette value change measured over a light and a dark base.
    public init(file: String, name: String, before: PaletteValue, after: PaletteValue, deltaEOverBases: (light: Double, dark: Double)?) {
        self.file = file
        self.name = name
        self.before = before
        self.after = after
        self.deltaEOverLight = deltaEOverBases?.light
        self.deltaEOverDark = deltaEOverBases?.dark
        self.deltaE = deltaEOverBases.map { max($0.light, $0.dark) }
    }
}

/// Palette colors that moved from one file to another with the same paths and values (a token
/// file moved or split): one change per pair of files, however many colors moved. A token is
/// its path, not its file, so nothing a role paints changed.
public struct PaletteFileMove: Sendable, Hashable {
    /// The file the colors are in now.
    public var file: String
    /// The file they were in.
    public var previousFile: String
    /// The colors that moved, in the new file's order.
    public var names: [String]

    /// Creates a move.
    public init(file: String, previousFile: String, names: [String]) {
        self.file = file
        self.previousFile = previousFile
        self.names = names
    }
}

/// A palette color renamed.
public struct PaletteColorRename: Sendable, Hashable {
    /// The palette file.
    public var file: String
    /// The new identifier.
    public var name: String
    /// The old identifier.
    public var previousName: String
    /// The (unchanged) value.
    public var value: PaletteValue
    /// How many role references moved from the old name to the new one.
    public var movedReferences: Int

    /// Creates a palette rename.
    public init(file: String, name: String, previousName: String, value: PaletteValue, movedReferences: Int) {
        self.file = file
        self.name = name
        self.previousName = previousName
        self.value = value
        self.movedReferences = movedReferences
    }
}
