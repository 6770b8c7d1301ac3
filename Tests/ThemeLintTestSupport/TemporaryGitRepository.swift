import Foundation

/// The result of running a process to completion.
public struct ProcessResult: Sendable {
    /// Exit status.
    public var status: Int32
    /// Everything written to standard output.
    public var stdout: String
    /// Everything written to standard error.
    public var stderr: String
}

/// Runs an executable and waits for it, collecting its output.
/// - Parameters:
///   - executable: absolute path, or a name looked up through `/usr/bin/env`.
///   - environment: variables added to (or, with a nil value, removed from) the current environment.
@discardableResult
public func runProcess(
    _ executable: String,
    _ arguments: [String],
    in directory: URL? = nil,
    environment: [String: String?] = [:],
    stdin: String? = nil
) throws -> ProcessResult {
    let process = Process()
    if executable.hasPrefix("/") {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
    } else {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
    }
    if let directory { process.currentDirectoryURL = directory }
    var env = ProcessInfo.processInfo.environment
    for (key, value) in environment {
        if let value { env[key] = value } else { env.removeValue(forKey: key) }
    }
    process.environment = env
    let outPipe = Pipe()
    let errPipe = Pipe()
    process.standardOutput = outPipe
    process.standardError = errPipe
    let inPipe = Pipe()
    process.standardInput = inPipe
    try process.run()
    if let stdin { inPipe.fileHandleForWriting.write(Data(stdin.utf8)) }
    try? inPipe.fileHandleForWriting.close()
    // Read both pipes concurrently so a chatty child cannot block on a full pipe.
    let errBox = DataBox()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
        errBox.data = errPipe.fileHandleForReading.readDataToEndOfFile()
        group.leave()
    }
    let outData = outPipe.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return ProcessResult(
        status: process.terminationStatus,
        stdout: String(decoding: outData, as: UTF8.self),
        stderr: String(decoding: errBox.data, as: UTF8.self)
    )
}

private final class DataBox: @unchecked Sendable {
    var data = Data()
}

/// A real git repository in a fresh temporary directory, driven by the git command-line client.
/// Removed when the value is deinitialised.
public final class TemporaryGitRepository: @unchecked Sendable {
    /// The working tree (for a bare repository: the git directory).
    public let url: URL
    /// `url.path`.
    public var path: String { url.path }

    /// Creates and `git init`s a repository (with `-b main`, a test identity, no hooks or signing).
    public init(bare: Bool = false, initialize: Bool = true) throws {
        let base = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("themelint-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        // Resolve symlinks (e.g. /tmp → /private/tmp on macOS) so paths compare equal.
        url = base.resolvingSymlinksInPath()
        if initialize {
            try git(["init", "-q", "-b", "main"] + (bare ? ["--bare"] : []))
            try configureTestIdentity()
        }
    }

    /// Clones `source` (a path, URL or bundle) into this (empty) repository's directory with
    /// `options` (`--depth 1`, `--bare`, …), then gives the clone the test identity, so that a
    /// test may commit in it whatever the machine's global configuration holds.
    public func clone(from source: String, options: [String] = []) throws {
        try git(["clone", "-q"] + options + [source, "."])
        try configureTestIdentity()
    }

    /// The repository's own identity and settings, so that no test depends on the user's:
    /// a committer, no signing, no line-ending conversion.
    private func configureTestIdentity() throws {
        try git(["config", "user.name", "Theme Tester"])
        try git(["config", "user.email", "tester@example.com"])
        try git(["config", "commit.gpgsign", "false"])
        try git(["config", "core.autocrlf", "false"])
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Runs git in the repository; throws when it exits non-zero.
    @discardableResult
    public func git(_ arguments: [String], environment: [String: String?] = [:], stdin: String? = nil) throws -> String {
        let env: [String: String?] = [
            "GIT_CONFIG_NOSYSTEM": "1", "HOME": url.path, "GIT_AUTHOR_DATE": "2024-01-01T00:00:00Z",
            "GIT_COMMITTER_DATE": "2024-01-01T00:00:00Z", "GIT_DIR": nil, "GIT_INDEX_FILE": nil, "GIT_WORK_TREE": nil,
        ].merging(environment) { _, new in new }
        let result = try runProcess("git", arguments, in: url, environment: env, stdin: stdin)
        guard result.status == 0 else {
            throw GitCommandError(arguments: arguments, status: result.status, output: result.stdout + result.stderr)
        }
        return result.stdout
    }

    /// Writes a file (creating directories) in the working tree.
    public func write(_ relativePath: String, _ contents: String) throws {
        try write(relativePath, bytes: Array(contents.utf8))
    }

    /// Writes raw bytes to a file (creating directories) in the working tree.
    public func write(_ relativePath: String, bytes: [UInt8]) throws {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
    }

    /// Removes a file from the working tree.
    public func remove(_ relativePath: String) throws {
        try FileManager.default.removeItem(at: url.appendingPathComponent(relativePath))
    }

    /// Reads a file of the working tree.
    public func read(_ relativePath: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(relativePath), encoding: .utf8)
    }

    /// Stages everything and commits; returns the new commit id.
    @discardableResult
    public func commitAll(_ message: String) throws -> String {
        try git(["add", "-A"])
        try git(["commit", "-q", "--allow-empty", "-m", message])
        return try git(["rev-parse", "HEAD"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A fingerprint of the repository's state (HEAD, index, refs, status, config, hooks),
    /// to assert that the tool left it exactly as it was.
    public func stateFingerprint() throws -> String {
        var parts: [String] = []
        parts.append((try? git(["rev-parse", "HEAD"])) ?? "unborn")
        // --no-optional-locks: git status must not refresh (rewrite) the index it is fingerprinting.
        parts.append((try? git(["--no-optional-locks", "status", "--porcelain=v2", "--untracked-files=all", "--ignored"])) ?? "")
        parts.append((try? git(["for-each-ref"])) ?? "")
        parts.append((try? git(["ls-files", "-s"])) ?? "")
        let gitDir = (try? git(["rev-parse", "--absolute-git-dir"]))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? path
        for name in ["config", "index", "HEAD"] {
            let data = (try? Data(contentsOf: URL(fileURLWithPath: gitDir).appendingPathComponent(name))) ?? Data()
            parts.append("\(name):\(data.count):\(data.hashValue)")
        }
        let hooks = (try? FileManager.default.contentsOfDirectory(atPath: gitDir + "/hooks"))?.sorted() ?? []
        parts.append(hooks.joined(separator: ","))
        return parts.joined(separator: "\n--\n")
    }
}

extension TemporaryGitRepository {
    /// The absolute path of `relativePath` in the working tree.
    public func absolutePath(_ relativePath: String) -> String {
        url.appendingPathComponent(relativePath).path
    }

    /// Creates a symbolic link at `relativePath` (creating directories) pointing at `destination`.
    public func symlink(_ relativePath: String, to destination: String) throws {
        let link = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: destination)
    }

    /// Every file, directory and link below the repository's directory (`.git` included), each
    /// with its type, permissions, size, modification time and content (or link destination),
    /// read without git, so that no git command can change what it measures. Two equal
    /// snapshots mean nothing was written.
    /// - Parameter contentLimit: files larger than this are recorded by their metadata only, not
    ///   read (a 100 GiB sparse file in the working tree).
    public func fileTreeSnapshot(contentLimit: Int = .max) throws -> [String: String] {
        var result: [String: String] = [:]
        try snapshotDirectory(url.path, relative: "", contentLimit: contentLimit, into: &result)
        return result
    }

    private func snapshotDirectory(_ directory: String, relative: String, contentLimit: Int, into result: inout [String: String]) throws {
        let manager = FileManager.default
        for name in try manager.contentsOfDirectory(atPath: directory) {
            let path = directory + "/" + name
            let key = relative.isEmpty ? name : relative + "/" + name
            let attributes = try manager.attributesOfItem(atPath: path)  // lstat: links are not followed
            let type = attributes[.type] as? FileAttributeType
            let permissions = attributes[.posixPermissions] as? Int ?? -1
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            switch type {
            case .typeDirectory?:
                result[key] = "dir \(permissions) \(modified)"
                try snapshotDirectory(path, relative: key, contentLimit: contentLimit, into: &result)
            case .typeSymbolicLink?:
                result[key] = "link -> \(try manager.destinationOfSymbolicLink(atPath: path))"
            default:
                let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
                if size > contentLimit {
                    result[key] = "file \(permissions) \(modified) \(size) (not read)"
                    continue
                }
                let data = try Data(contentsOf: URL(fileURLWithPath: path))
                result[key] = "file \(permissions) \(modified) \(data.count) \(data.base64EncodedString())"
            }
        }
    }
}

/// Whether the tests run as root (some, like ownership checks, only make sense then).
public var isRunningAsRoot: Bool { geteuid() == 0 }

/// A git command run by a test failed.
public struct GitCommandError: Error, CustomStringConvertible {
    public var arguments: [String]
    public var status: Int32
    public var output: String
    public var description: String { "git \(arguments.joined(separator: " ")) exited \(status): \(output)" }
}
