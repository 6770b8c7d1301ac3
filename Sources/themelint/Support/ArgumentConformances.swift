import ArgumentParser
import ThemeLintCore

extension Severity: @retroactive ExpressibleByArgument {}
extension CheckReportFormat: @retroactive ExpressibleByArgument {}
