#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ThemeLintCore
import ThemeLintGit

/// Wires the git layer to the core for one invocation: the repository, sources, configuration.
struct Workspace: Sendable {
    let repository: GitRepository

    /// Opens the repository at `--repo` or discovered from the current directory (GIT_DIR honoured).
    init(repoPath: String?) throws {
        repository = try GitRepository.open(path: repoPath)
    }

    /// A document source for a spec.
    func source(_ spec: GitSourceSpec) throws -> any DocumentSource {
        try repository.source(spec)
    }

    /// `--config PATH` read from the filesystem, else `.themelint.json` from `source`.
    func configuration(override path: String?, from source: any DocumentSource) throws -> Configuration {
        if let path {
            let url = URL(fileURLWithPath: path)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw ConfigurationError("cannot read configuration file \(path)")
            }
            return try Configuration.parse(bytes: Array(data), file: path)
        }
        return try Configuration.load(from: source)
    }
}

/// Writes text to standard output without a trailing newline of its own.
func writeOutput(_ text: String) {
    _ = writeAll(text, to: STDOUT_FILENO)
}

/// Writes a line to standard error.
func writeError(_ text: String) {
    _ = writeAll(text.hasSuffix("\n") ? text : text + "\n", to: STDERR_FILENO)
}

/// Writes all of `text` to file descriptor `descriptor` (unbuffered; retried on partial writes
/// and interruptions). False when a write fails (the errno is left set).
func writeAll(_ text: String, to descriptor: Int32) -> Bool {
    var text = text
    return text.withUTF8 { buffer in
        var offset = 0
        while offset < buffer.count {
            let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }
}

/// Reads file descriptor `descriptor` to its end.
func readAll(from descriptor: Int32) throws(SourceError) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count == 0 { return bytes }
        if count < 0 {
            if errno == EINTR { continue }
            throw SourceError("cannot read standard input: \(String(cString: strerror(errno)))")
        }
        bytes.append(contentsOf: chunk[0..<count])
    }
}

/// A file-system error as a short message: the path and the system's reason when the error
/// carries them (FoundationEssentials' `CocoaError` has no readable description of its own).
func describeFileError(_ error: any Error) -> String {
    if let cocoa = error as? CocoaError, let underlying = cocoa.userInfo["NSUnderlyingError"] as? POSIXError {
        let reason = String(cString: strerror(underlying.code.rawValue))
        if let path = cocoa.userInfo["NSFilePath"] as? String { return "\(path): \(reason)" }
        return reason
    }
    return "\(error)"
}
