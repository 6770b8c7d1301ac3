import Synchronization
import ThemeLintCore

/// A file descriptor written through a buffer: text is gathered until `capacity` bytes and then
/// handed to write(2) in one call (retried on partial writes and interruptions), so a report
/// of a million findings costs a few thousand system calls and never exists as one string.
///
/// The first failed write (a full disk, a closed pipe) is remembered as `failure` (its errno);
/// after it, text is dropped instead of written. The caller checks `failure` once at the end
/// (`finish()`), and the process exits 2 with a message: a failed write is never a silent 0.
struct BufferedOutput: TextOutputStream {
    /// Bytes gathered before a write(2).
    static let capacity = 64 * 1024

    /// The file descriptor written to.
    let descriptor: Int32
    /// The errno of the first write that failed, if any.
    private(set) var failure: Int32?
    private var buffer: [UInt8] = []

    /// An empty buffer in front of `descriptor`.
    init(descriptor: Int32) {
        self.descriptor = descriptor
        buffer.reserveCapacity(Self.capacity)
    }

    /// Appends the UTF-8 bytes of `string`, writing the buffer out when it is full.
    mutating func write(_ string: String) {
        guard failure == nil else { return }
        let done: Void? = string.utf8.withContiguousStorageIfAvailable { bytes in append(bytes) }
        if done == nil { append(ContiguousArray(string.utf8)) }
    }

    private mutating func append(_ bytes: ContiguousArray<UInt8>) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        if buffer.count + bytes.count > Self.capacity { flush() }
        if bytes.count >= Self.capacity {
            writeOut(UnsafeRawBufferPointer(bytes)) // too big to gather: written as it is
        } else {
            buffer.append(contentsOf: bytes)
        }
    }

    /// Writes out what the buffer holds.
    mutating func flush() {
        guard !buffer.isEmpty else { return }
        let pending = buffer
        buffer.removeAll(keepingCapacity: true)
        pending.withUnsafeBytes { writeOut($0) }
    }

    /// Flushes; throws the first failed write's error, if any write failed.
    mutating func finish() throws(OutputError) {
        flush()
        if let failure { throw OutputError(errno: failure) }
    }

    private mutating func writeOut(_ bytes: UnsafeRawBufferPointer) {
        guard failure == nil, let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, base + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                failure = errno
                return
            }
            offset += written
        }
    }
}

/// write(2) (inside `BufferedOutput`, `write` names its own method).
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

/// A write to standard output that failed: exit status 2 with its message.
struct OutputError: Error, CustomStringConvertible {
    /// The errno of the failed write.
    var errno: Int32

    /// "cannot write to standard output: No space left on device".
    var description: String {
        "cannot write to standard output: \(String(cString: strerror(errno)))"
    }
}

/// The process's standard output: the output sink every report goes through. Commands write
/// through `writeOutput(_:)` or hand it to a reporter with `withStandardOutput(_:)`;
/// `Themelint.terminate` flushes it. A failed write ends the process through
/// `exitAfterFailedOutput` (exit status 2 with a message) as soon as the call that met it returns.
let standardOutput = Mutex(BufferedOutput(descriptor: STDOUT_FILENO))

/// Writes text to standard output (buffered) without a trailing newline of its own.
func writeOutput(_ text: String) {
    withStandardOutput { $0.write(text) }
}

/// Writes `report` with `reporter` to standard output.
func writeOutput<Report>(_ report: Report, with reporter: any Reporter<Report>) {
    withStandardOutput { reporter.write(report, to: &$0) }
}

/// Runs `body` with standard output as a text stream, e.g. for a reporter to write into.
func withStandardOutput(_ body: (inout BufferedOutput) -> Void) {
    let failure = standardOutput.withLock { output -> Int32? in
        body(&output)
        return output.failure
    }
    if let failure { exitAfterFailedOutput(errno: failure) }
}

/// Flushes standard output; the error of the first failed write, if any write failed.
func finishStandardOutput() throws(OutputError) {
    try standardOutput.withLock { (output: inout BufferedOutput) throws(OutputError) in try output.finish() }
}
