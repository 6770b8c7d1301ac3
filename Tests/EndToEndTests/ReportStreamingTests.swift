import Foundation
import Testing
import ThemeLintTestSupport

/// Reports are written finding by finding through a buffered standard output: a report many times the buffer's size arrives whole and in order (failed writes:
/// `HostileRepositoryTests`).
@Suite struct ReportStreamingTests {
    /// A repository whose one scheme has `count` roles referencing identifiers no palette defines.
    private func repositoryWithUnresolvedRoles(_ count: Int) throws -> TemporaryGitRepository {
        let repo = try TemporaryGitRepository()
        try repo.write("palette.json", ##"{"a": "#000000"}"##)
        let roles = (0..<count).map { "\"role_\($0)\": {\"color_identifier\": \"nowhere_\($0)\"}" }.joined(separator: ",\n")
        try repo.write("scheme.json", #"{"light": {"appearance": "light", "colors": {"used": {"color_identifier": "a"},"# + roles + "}}}")
        try repo.commitAll("roles")
        return repo
    }

    @Test func reportsLargerThanTheBufferArriveWholeInEveryFormat() throws {
        let count = 3_000
        let repo = try repositoryWithUnresolvedRoles(count)

        let json = try runThemelint(["check", "--format", "json"], in: repo.url)
        #expect(json.status == 1, "\(json.stderr)")
        #expect(json.stdout.utf8.count > 4 * 65_536)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let findings = try #require(report["findings"] as? [[String: Any]])
        #expect(findings.count == count)
        // In document order: one role per line.
        #expect(findings.compactMap { $0["role"] as? String } == (0..<count).map { "role_\($0)" })

        let sarif = try runThemelint(["check", "--format", "sarif"], in: repo.url)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect((runs.first?["results"] as? [Any])?.count == count)

        let codeclimate = try runThemelint(["check", "--format", "codeclimate"], in: repo.url)
        #expect((try JSONSerialization.jsonObject(with: Data(codeclimate.stdout.utf8)) as? [Any])?.count == count)

        let text = try runThemelint(["check"], in: repo.url)
        let lines = text.stdout.split(separator: "\n")
        #expect(lines.count == count + 1)
        #expect(lines.last?.hasPrefix("\(count) errors") == true)
    }
}
