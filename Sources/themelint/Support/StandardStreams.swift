import ThemeLintCore

/// Ends the process after a failed write to standard output (`BufferedOutput`): a write that
/// fails (a full disk, `/dev/full`, a reader that closed the pipe: SIGPIPE is ignored, so that
/// is EPIPE) ends the process with status 2 and a message on standard error, never a silent 0
/// with a truncated report. The one exception is the pager the user
/// quit: like git, that ends quietly.
func exitAfterFailedOutput(errno code: Int32) -> Never {
    if code == EPIPE && Pager.isRunning {
        Pager.finish()
        exit(0)
    }
    writeError("themelint: error: cannot write to standard output: \(String(cString: strerror(code)))")
    Pager.finish()
    exit(2)
}

/// Makes a reader that goes away an error (EPIPE on the write) instead of a silent death by
/// SIGPIPE, so `writeOutput` can report it. Called first thing in `main`.
func ignoreBrokenPipeSignal() {
    signal(SIGPIPE, SIG_IGN)
}

/// Writes a line to standard error (after what standard output holds, so the two interleave
/// on a terminal as they were written).
func writeError(_ text: String) {
    standardOutput.withLock { $0.flush() }
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

/// Reads file descriptor `descriptor` to its end, or throws `FileTooLargeError` once more than
/// `limit` bytes have come (it stops reading there: `/dev/zero` ends it too).
/// - Parameter name: how messages name the input (`standard input`, a path).
func readAll(from descriptor: Int32, named name: String, limit: Int) throws -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
        if bytes.count > limit { throw FileTooLargeError(path: name, size: nil, limit: limit) }
        let wanted = min(chunk.count, limit + 1 - bytes.count)
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
        if count == 0 { return bytes }
        if count < 0 {
            if errno == EINTR { continue }
            throw SourceError("cannot read \(name): \(String(cString: strerror(errno)))")
        }
        bytes.append(contentsOf: chunk[0..<count])
    }
}

/// Reads the file at `path` (a filesystem path given on the command line), refusing it unread
/// when `fstat` says it is over `limit`, and reading a pipe or a device only up to `limit` + 1
/// bytes.
/// - Throws: `FileTooLargeError`, or `SourceError` naming the file and the reason.
func readFile(atPath path: String, limit: Int) throws -> [UInt8] {
    let file = open(path, O_RDONLY | O_CLOEXEC)
    guard file >= 0 else { throw SourceError("\(path): \(String(cString: strerror(errno)))") }
    defer { close(file) }
    var info = stat()
    guard fstat(file, &info) == 0 else { throw SourceError("\(path): \(String(cString: strerror(errno)))") }
    if info.st_mode & S_IFMT == S_IFDIR { throw SourceError("\(path): is a directory") }
    if info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) > limit {
        throw FileTooLargeError(path: path, size: Int(info.st_size), limit: limit)
    }
    return try readAll(from: file, named: path, limit: limit)
}
