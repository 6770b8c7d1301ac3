import Foundation
import Testing
import ThemeLintCore
import ThemeLintTestSupport

/// What the independent merge (`scripts/merge-oracle.py`, Python's `json`) says of one case.
struct OracleVerdict {
    /// The member paths in conflict.
    var conflicts: [[String]]
    /// The merge with every conflict resolved to OURS, as JSON text.
    var asOurs: String
    /// The merge with every conflict resolved to THEIRS, as JSON text.
    var asTheirs: String
    /// Whether the sides touched disjoint members.
    var disjoint: Bool
}

/// Runs the Python oracle once over many cases (each three files in a temporary directory).
enum MergeOracle {
    static func verdicts(_ cases: [MergeSides]) throws -> [OracleVerdict] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("themelint-oracle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var manifest: [[String]] = []
        for (index, sides) in cases.enumerated() {
            var paths: [String] = []
            for (name, bytes) in [("base", sides.base), ("ours", sides.ours), ("theirs", sides.theirs)] {
                let file = directory.appendingPathComponent("\(index)-\(name).json")
                try Data(bytes).write(to: file)
                paths.append(file.path)
            }
            manifest.append(paths)
        }
        let manifestFile = directory.appendingPathComponent("manifest.json")
        try JSONSerialization.data(withJSONObject: manifest).write(to: manifestFile)
        let script = mergeTestsProjectRoot().appendingPathComponent("scripts/merge-oracle.py").path
        let result = try runProcess("python3", [script, manifestFile.path])
        try #require(result.status == 0, "merge-oracle.py failed: \(result.stderr)")
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        return try parsed.map { entry in
            let conflicts = try #require(entry["conflicts"] as? [[String]])
            func text(_ key: String) throws -> String {
                let object = try #require(entry[key])
                return String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.fragmentsAllowed]), as: UTF8.self)
            }
            return OracleVerdict(conflicts: conflicts, asOurs: try text("ours"), asTheirs: try text("theirs"),
                                 disjoint: try #require(entry["disjoint"] as? Bool))
        }
    }
}
