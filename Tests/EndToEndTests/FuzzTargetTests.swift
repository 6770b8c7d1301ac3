import Foundation
import Testing
import ThemeLintTestSupport

/// The libFuzzer target (Fuzzing/, built only by `make fuzz` with -sanitize=fuzzer) is not part
/// of the normal build, so a change to the core's API could break it unseen. This type-checks it
/// against the ThemeLintCore module the normal build just made (a second, no sanitizer needed),
/// and checks that the seed generator runs and every seed fits the fuzzer's default -max_len.
@Suite struct FuzzTargetTests {
    @Test func theFuzzTargetTypeChecksAgainstTheCurrentCore() throws {
        let modules = URL(fileURLWithPath: themelintBinaryPath()).deletingLastPathComponent().appendingPathComponent("Modules").path
        try #require(FileManager.default.fileExists(atPath: modules + "/ThemeLintCore.swiftmodule"), "no ThemeLintCore module at \(modules)")
        let target = projectRootDirectory().appendingPathComponent("Fuzzing/Sources/themelint-fuzz/FuzzTarget.swift").path
        let result = try runProcess("swiftc", ["-typecheck", "-parse-as-library", "-swift-version", "6", "-I", modules, target])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }

    @Test func theSeedGeneratorWritesSmallSeeds() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("themelint-seeds-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let script = projectRootDirectory().appendingPathComponent("Fuzzing/make-seeds.py").path
        let result = try runProcess("python3", [script, out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let seeds = try FileManager.default.contentsOfDirectory(atPath: out.path)
        #expect(seeds.count >= 10)
        for seed in seeds {
            let size = try Data(contentsOf: out.appendingPathComponent(seed)).count
            #expect(size > 0 && size <= 2048, "\(seed): \(size) bytes")
        }
        // The diff seeds carry both sides: four parts at least (NUL-separated).
        let diff = try Data(contentsOf: out.appendingPathComponent("demo-diff"))
        #expect(diff.filter { $0 == 0 }.count == 3)
    }
}
