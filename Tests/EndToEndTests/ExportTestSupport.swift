import Foundation
import Testing
import ThemeLintTestSupport

/// The samples `export` is tried on, each a theme set and the schemes of its light and dark slots.
struct ExportSample: Sendable, CustomStringConvertible {
    /// The folder under `examples/`.
    var folder: String
    /// `--theme`, where the sample has several theme sets.
    var theme: String?
    /// The theme set's name in `show`.
    var themeName: String
    /// The light and dark schemes.
    var light: String
    var dark: String
    /// `--scheme` arguments, where the names do not tell.
    var schemeArguments: [String]

    var description: String { folder }

    /// The arguments that pick the theme set and schemes.
    var selection: [String] {
        (theme.map { ["--theme", $0] } ?? []) + schemeArguments.flatMap { ["--scheme", $0] }
    }

    static let vk = ExportSample(
        folder: "vk-appearance", theme: "scheme.json", themeName: "scheme.json", light: "bright_light", dark: "space_gray", schemeArguments: [])
    static let designsystemet = ExportSample(
        folder: "designsystemet", theme: nil, themeName: "$themes.json",
        light: "Color scheme=Light, Color=accent", dark: "Color scheme=Dark, Color=accent",
        schemeArguments: ["light=Color scheme=Light, Color=accent", "dark=Color scheme=Dark, Color=accent"])

    /// A committed copy of the sample.
    func repository() throws -> TemporaryGitRepository {
        try sampleRepository(projectRootDirectory().appendingPathComponent("examples/\(folder)"))
    }
}

/// Runs `themelint export` in `repo` and expects exit status 0.
@discardableResult
func runExport(_ repo: TemporaryGitRepository, _ arguments: [String]) throws -> ProcessResult {
    let run = try runThemelint(["export"] + arguments, in: repo.url)
    #expect(run.status == 0, "export \(arguments): \(run.stderr)")
    return run
}

/// What `paintedRoles` holds for one theme set: scheme → role → `#RRGGBBAA`.
func paintedSchemes(_ painted: [String: String], theme: String) -> [String: [String: String]] {
    var schemes: [String: [String: String]] = [:]
    for (key, color) in painted {
        let parts = key.components(separatedBy: " | ")
        guard parts.count == 3, parts[0] == theme else { continue }
        schemes[parts[1], default: [:]][parts[2]] = color
    }
    return schemes
}

/// Expects every role of `source`'s scheme to be painted alike in `output`'s scheme, the
/// role's name mapped by `name`; returns how many roles were compared.
@discardableResult
func expectSameColors(
    _ source: [String: String]?, _ output: [String: String]?, name: (String) -> String, _ what: String,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Int {
    guard let source, let output else {
        Issue.record("\(what): a scheme is missing (source: \(source != nil), output: \(output != nil))", sourceLocation: sourceLocation)
        return 0
    }
    var compared = 0
    var mismatches: [String] = []
    for (role, color) in source where color != "null" {
        compared += 1
        let got = output[name(role)]
        if got != color { mismatches.append("\(role): \(color) → \(got ?? "absent")") }
    }
    #expect(mismatches.isEmpty, "\(what): \(mismatches.count) roles changed color: \(mismatches.prefix(10))", sourceLocation: sourceLocation)
    #expect(compared > 0, "\(what): no role compared", sourceLocation: sourceLocation)
    return compared
}

/// An Android resource name as the export documents it: lowercase, every run of other
/// characters one `_` (the samples' names have no camel case).
func androidResourceName(_ name: String) -> String {
    separated(name, by: "_")
}

/// A CSS custom property's name (without `--`) as the export documents it.
func cssPropertyName(_ name: String) -> String {
    separated(name, by: "-")
}

private func separated(_ name: String, by separator: String) -> String {
    var words: [String] = []
    var current = ""
    for character in name.lowercased() {
        if character.isASCII, character.isLetter || character.isNumber {
            current.append(character)
        } else if !current.isEmpty {
            words.append(current)
            current = ""
        }
    }
    if !current.isEmpty { words.append(current) }
    return words.joined(separator: separator)
}

/// Whether python3 can import tinycss2 (PyPI; `scripts/ensure-deps.sh --test` installs it).
func tinycss2IsAvailable() -> Bool {
    (try? runProcess("python3", ["-c", "import tinycss2"]))?.status == 0
}

/// Whether `tool` runs (`--version`).
func toolIsAvailable(_ tool: String) -> Bool {
    (try? runProcess(tool, ["--version"]))?.status == 0
}
