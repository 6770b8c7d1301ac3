// Foundation for the executable, imported in this one place: FoundationEssentials where it
// exists (Linux: no ICU), else Foundation. `@_exported` makes it visible in every file of the
// executable.
#if canImport(FoundationEssentials)
@_exported import FoundationEssentials
#else
@_exported import Foundation
#endif
