import ArgumentParser
import ThemeLintCore

extension Severity: ExpressibleByArgument {}
extension CheckReportFormat: ExpressibleByArgument {}
extension DiffReportFormat: ExpressibleByArgument {}
