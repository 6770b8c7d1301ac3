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

        /// Creates a result.
        public init(set: LoadedThemeSet, scheme: ResolvedScheme, measurement: ColorPairMeasurement?) {
            self.set = set
            self.scheme = scheme
            self.measurement = measurement
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
