/// `themelint contrast FG BG` with a role name: the two operands as given, and their
/// measurement in each selected scheme that has them.
public struct RoleContrastReport: Sendable {
    /// One scheme's measurement (nil when a role does not resolve to a color there).
    public struct Result: Sendable {
        /// The theme set the scheme belongs to.
        public var set: LoadedThemeSet
        /// The scheme.
        public var scheme: ResolvedScheme
        /// The measurement, or nil.
        public var measurement: ColorPairMeasurement?
        /// The foreground and background as the source writes them (`oklch(70% 0.1 200)`,
        /// `#14000000`), when known.
        public var spellings: (foreground: String?, background: String?)

        /// Creates a result.
        public init(set: LoadedThemeSet, scheme: ResolvedScheme, measurement: ColorPairMeasurement?, spellings: (foreground: String?, background: String?) = (nil, nil)) {
            self.set = set
            self.scheme = scheme
            self.measurement = measurement
            self.spellings = spellings
        }

        /// `scheme (appearance) in file`.
        var heading: String {
            "\(scheme.name) (\(scheme.scheme.appearance?.rawValue ?? "no appearance")) in \(set.definition.schemes)"
        }
    }

    /// FG and BG as given (each a hex color or a role name).
    public var operands: [String]
    /// One result per scheme, in scheme order.
    public var results: [Result]

    /// Creates a report.
    public init(operands: [String], results: [Result]) {
        self.operands = operands
        self.results = results
    }
}
