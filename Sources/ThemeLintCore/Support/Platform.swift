// The C library, imported in this one place for the whole package: `@_exported` makes it
// visible in every file of this module and of the modules that import ThemeLintCore.
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#elseif canImport(Darwin)
@_exported import Darwin
#endif
