import Foundation
import Testing
import ThemeLintTestSupport

/// Golden reports for the demo theme (examples/demo/commit-2): text and JSON.
@Suite struct CheckGoldenTests {
    func demoRepository() throws -> TemporaryGitRepository {
        let repo = try TemporaryGitRepository()
        let demo = projectRootDirectory().appendingPathComponent("examples/demo/commit-2/theme")
        for name in ["palette.json", "scheme.json"] {
            try repo.write("theme/" + name, bytes: Array(try Data(contentsOf: demo.appendingPathComponent(name))))
        }
        try repo.write("theme/palette_extra.json", "{\n  \"brand\": \"#FF3347\",\n  \"brand_dim\": \"FF3347\"\n}\n")
        return repo
    }

    @Test func textReport() throws {
        let repo = try demoRepository()
        let result = try runThemelint(["check", "--color", "never"], in: repo.url)
        #expect(result.status == 1)
        try assertGolden(result.stdout, "check-demo.txt")
    }

    @Test func jsonReport() throws {
        let repo = try demoRepository()
        let result = try runThemelint(["check", "--format", "json"], in: repo.url)
        #expect(result.status == 1)
        try validate(result.stdout, schema: "schemas/check-report.schema.json")
        try assertGolden(result.stdout.replacingOccurrences(of: "\"version\": \"\(versionOf(result.stdout))\"", with: "\"version\": \"VERSION\""), "check-demo.json")
    }

    func versionOf(_ json: String) -> String {
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
              let tool = object["tool"] as? [String: Any], let version = tool["version"] as? String else { return "" }
        return version
    }

    @Test func hostileFilesGiveFindingsNotCrashes() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("deep/palette.json", String(repeating: "[", count: 100_000))
        try repo.write("utf8/palette.json", bytes: Array("{\"ok\": \"#FFF\",\n \"b\u{E9}".utf8) + [0xFF, 0x22, 0x3A, 0x22, 0x23, 0x30, 0x30, 0x30, 0x22, 0x7D])
        try repo.write("empty/palette.json", "")
        try repo.write("types/scheme.json", "[1, 2]")
        try repo.write("types/palette.json", "{\"a\": 1}")
        try repo.commitAll("hostile")
        let result = try runThemelint(["check", "--format", "json", "--rev", "HEAD"], in: repo.url)
        #expect(result.status == 1, "\(result.stderr)")
        let all = try findings(result.stdout)
        let summary = Set(all.map { "\($0["rule"] ?? "") \($0["file"] ?? ""):\($0["line"] ?? ""):\($0["column"] ?? "")" })
        #expect(summary.contains("json-syntax deep/palette.json:1:513"), "\(summary)")
        #expect(summary.contains("json-syntax utf8/palette.json:2:5"), "\(summary)")
        #expect(summary.contains("json-syntax empty/palette.json:1:1"), "\(summary)")
        #expect(summary.contains("invalid-structure types/scheme.json:1:1"), "\(summary)")
        #expect(summary.contains("invalid-structure types/palette.json:1:7"), "\(summary)")
    }
}
