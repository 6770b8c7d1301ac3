import Foundation

/// Locates the built `themelint` executable: `$THEMELINT_BIN`, else beside the test bundle
/// (SwiftPM puts test bundles and executables in the same build directory).
public func themelintBinaryPath() -> String {
    if let explicit = ProcessInfo.processInfo.environment["THEMELINT_BIN"], !explicit.isEmpty {
        return explicit
    }
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
        let candidate = directory.appendingPathComponent("themelint").path
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        directory = directory.deletingLastPathComponent()
    }
    return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("themelint").path
}

/// Runs the built `themelint` with `arguments` in `directory`.
@discardableResult
public func runThemelint(_ arguments: [String], in directory: URL, environment: [String: String?] = [:], stdin: String? = nil) throws -> ProcessResult {
    var env: [String: String?] = ["NO_COLOR": nil, "GIT_DIR": nil, "GIT_INDEX_FILE": nil, "GIT_WORK_TREE": nil, "GITHUB_STEP_SUMMARY": nil]
    env.merge(environment) { _, new in new }
    return try runProcess(themelintBinaryPath(), arguments, in: directory, environment: env, stdin: stdin)
}

/// The VK Appearance sample the repository carries, `examples/vk-appearance`.
public func vkSampleDirectory(file: StaticString = #filePath) -> URL {
    let repoRoot = URL(fileURLWithPath: "\(file)").deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return repoRoot.appendingPathComponent("examples/vk-appearance")
}

/// The project checkout's root directory.
public func projectRootDirectory(file: StaticString = #filePath) -> URL {
    URL(fileURLWithPath: "\(file)").deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
