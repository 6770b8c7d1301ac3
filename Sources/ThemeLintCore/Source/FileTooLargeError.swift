/// A file over the size limit (`--max-file-size`, default `FileSizeLimit.default`), refused
/// before it is read: sources measure a file first (`fstat` in the working tree, the blob's
/// header in a commit or the index) and throw this instead of loading it. The loader turns it
/// into the file's own `json-syntax` finding; elsewhere (a configuration file, textconv input)
/// it is an error, exit status 2.
public struct FileTooLargeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file, as the source names it (repository-relative, or as given on the command line).
    public var path: String
    /// Its size in bytes, where known; nil when reading stopped at the limit (a pipe, a device).
    public var size: Int?
    /// The limit in bytes.
    public var limit: Int

    /// Creates the error.
    public init(path: String, size: Int?, limit: Int) {
        self.path = path
        self.size = size
        self.limit = limit
    }

    /// What the finding or the error message says, without the path (the finding names the file).
    public var reason: String {
        guard let size else {
            return "more than the --max-file-size limit of \(FileSizeLimit.describe(limit)); reading stopped there"
        }
        return "file is \(FileSizeLimit.describe(size)), over the --max-file-size limit of \(FileSizeLimit.describe(limit)); not read"
    }

    /// `path: reason`.
    public var description: String { "\(path): \(reason)" }
}

/// The size limit on every file themelint reads, and how sizes are written.
public enum FileSizeLimit {
    /// 64 MiB.
    public static let `default` = 64 << 20

    /// Parses `--max-file-size`: a whole number of bytes, optionally followed by `k`, `m` or `g`
    /// (binary multiples, as git's size options; `K`, `KiB`, `KB` and the like too). Nil for
    /// anything else, zero, or a size that overflows.
    public static func parse(_ text: String) -> Int? {
        let lowered = text.lowercased()
        let digits = lowered.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, let number = Int(digits), number > 0 else { return nil }
        let shift: Int
        switch lowered.dropFirst(digits.count) {
        case "", "b": shift = 0
        case "k", "kb", "kib": shift = 10
        case "m", "mb", "mib": shift = 20
        case "g", "gb", "gib": shift = 30
        default: return nil
        }
        let (value, overflow) = number.multipliedReportingOverflow(by: 1 << shift)
        return overflow ? nil : value
    }

    /// `100 GiB`, `64 MiB`, `1.5 KiB`, `200 bytes`: binary units, at most one decimal.
    public static func describe(_ bytes: Int) -> String {
        let units = ["KiB", "MiB", "GiB", "TiB", "PiB", "EiB"]
        guard bytes >= 1024 else { return bytes == 1 ? "1 byte" : "\(bytes) bytes" }
        var value = Double(bytes)
        var unit = -1
        while value >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        let tenths = (value * 10).rounded()
        let shown = tenths.truncatingRemainder(dividingBy: 10) == 0 ? "\(Int(tenths / 10))" : "\(tenths / 10)"
        return "\(shown) \(units[unit])"
    }
}
