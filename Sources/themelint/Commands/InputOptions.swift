import ArgumentParser
import ThemeLintCore

/// `--max-file-size`, for the commands that read theme files (`check`, `diff`, `show`, `log`, `export`,
/// `contrast`, `textconv`).
struct InputOptions: ParsableArguments {
    @Option(
        name: .customLong("max-file-size"),
        help: ArgumentHelp(
            "Files over this size are not read: each gets its own json-syntax finding (textconv input and configuration files: an error). Bytes, or with k, m, g (binary multiples).",
            valueName: "SIZE"),
        transform: InputOptions.parseSize)
    var maximumFileSize: Int = FileSizeLimit.default

    private static func parseSize(_ text: String) throws -> Int {
        guard let size = FileSizeLimit.parse(text) else {
            throw ValidationError("--max-file-size takes a size above zero: bytes, or a number with k, m or g (64m), not '\(text)'")
        }
        return size
    }
}
