import ArgumentParser
import ThemeLintCore

// The option values that are enums. Each states its value strings outright: ArgumentParser's
// defaults for `CaseIterable & RawRepresentable` types build them through a key path and string
// interpolation every time it builds the argument set of a command, four to six times per run,
// which cost about 0.4 ms of a 18 ms `check` (perf, VK sample). The strings are the same.

extension Severity: ExpressibleByArgument {
    public var defaultValueDescription: String { rawValue }
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }
    public static var allValueDescriptions: [String: String] { [:] }
}

extension CheckReportFormat: ExpressibleByArgument {
    public var defaultValueDescription: String { rawValue }
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }
    public static var allValueDescriptions: [String: String] { [:] }
}

extension DiffReportFormat: ExpressibleByArgument {
    public var defaultValueDescription: String { rawValue }
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }
    public static var allValueDescriptions: [String: String] { [:] }
}

extension ColorChoice: ExpressibleByArgument {
    var defaultValueDescription: String { rawValue }
    static var allValueStrings: [String] { allCases.map { $0.rawValue } }
    static var allValueDescriptions: [String: String] { [:] }
}

extension DiffFailure: ExpressibleByArgument {
    var defaultValueDescription: String { rawValue }
    static var allValueStrings: [String] { allCases.map { $0.rawValue } }
    static var allValueDescriptions: [String: String] { [:] }
}

extension ShowReportFormat: ExpressibleByArgument {
    public var defaultValueDescription: String { rawValue }
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }
    public static var allValueDescriptions: [String: String] { [:] }
}

extension LogReportFormat: ExpressibleByArgument {
    public var defaultValueDescription: String { rawValue }
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }
    public static var allValueDescriptions: [String: String] { [:] }
}

extension ContrastReportFormat: ExpressibleByArgument {
    public var defaultValueDescription: String { rawValue }
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }
    public static var allValueDescriptions: [String: String] { [:] }
}

extension HexAlphaPosition: ExpressibleByArgument {
    public var defaultValueDescription: String { rawValue }
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }
    public static var allValueDescriptions: [String: String] { [:] }
}

extension ExportTarget: ExpressibleByArgument {
    public var defaultValueDescription: String { rawValue }
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }
    public static var allValueDescriptions: [String: String] { [:] }
}
