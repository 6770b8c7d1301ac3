import Foundation
import Testing
import ThemeLintTestSupport

/// libgit2 initialises on a background thread at launch; commands that end before it finishes
/// (usage errors, --version, the contrast calculator) must still exit cleanly. Exiting through
/// exit(3) tore libgit2's globals down under that thread and crashed about once in 300 runs.
@Suite struct ProcessExitTests {
    @Test func earlyExitsNeverCrash() throws {
        let directory = URL(fileURLWithPath: NSTemporaryDirectory())
        var statuses: [Int32: Int] = [:]
        for round in 0..<60 {
            let arguments: [[String]] = [["--version"], ["contrast", "#12345", "#fff"], ["contrast", "#000", "#fff"], ["check", "--format", "nope"]]
            let result = try runThemelint(arguments[round % arguments.count], in: directory)
            statuses[result.status, default: 0] += 1
        }
        #expect(statuses == [0: 30, 2: 30], "\(statuses)")
    }
}
