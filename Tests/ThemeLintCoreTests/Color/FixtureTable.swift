import Foundation

/// Rows of a tab-separated fixture (header dropped) from `Fixtures/`.
func fixtureRows(_ name: String) throws -> [[String]] {
    guard let url = Bundle.module.url(forResource: name, withExtension: "tsv", subdirectory: "Fixtures") else {
        throw FixtureError(name: name)
    }
    let text = try String(contentsOf: url, encoding: .utf8)
    return text.split(whereSeparator: \.isNewline).dropFirst().map { $0.split(separator: "\t").map(String.init) }
}

struct FixtureError: Error, CustomStringConvertible {
    var name: String
    var description: String { "fixture \(name).tsv not found" }
}
