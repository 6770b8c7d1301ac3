import Foundation
import Testing
import ThemeLintTestSupport

/// Compares `actual` with `Tests/EndToEndTests/Golden/<name>`; with `UPDATE_GOLDEN=1` in the
/// environment, rewrites the golden file in the source tree instead.
func assertGolden(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let sourceFile = projectRootDirectory().appendingPathComponent("Tests/EndToEndTests/Golden").appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
        try Data(actual.utf8).write(to: sourceFile)
        return
    }
    let expected = try String(contentsOf: sourceFile, encoding: .utf8)
    #expect(actual == expected, "golden \(name) differs; rerun with UPDATE_GOLDEN=1 to accept", sourceLocation: sourceLocation)
}
