import ThemeLintCore

/// The server's two ends: messages read from one file descriptor (standard input), written to
/// another (standard output). One thread reads; `hasPendingInput` lets the server look ahead
/// (to see a `$/cancelRequest` or a newer change before starting older work) without blocking.
public final class MessageChannel {
    private let input: Int32
    private let output: Int32
    private var framer = MessageFramer()
    private var endOfInput = false

    /// A channel reading `input` and writing `output`.
    public init(input: Int32 = 0, output: Int32 = 1) {
        self.input = input
        self.output = output
    }

    /// The next message body, blocking until one arrives; nil at the end of input.
    public func receive() throws(FramingError) -> [UInt8]? {
        while true {
            if let body = try framer.next() { return body }
            if endOfInput || !readMore() { return nil }
        }
    }

    /// The next message body if one is already whole or the input has bytes ready (never
    /// blocks on an idle client).
    public func receiveIfReady() throws(FramingError) -> [UInt8]? {
        while true {
            if let body = try framer.next() { return body }
            guard !endOfInput, inputIsReady() else { return nil }
            if !readMore() { return nil }
        }
    }

    /// Writes one framed message; false when the client is gone.
    @discardableResult
    public func send(_ body: [UInt8]) -> Bool {
        let framed = MessageFramer.frame(body)
        return framed.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return true }
            var written = 0
            while written < raw.count {
                let count = write(output, base + written, raw.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                written += count
            }
            return true
        }
    }

    /// Reads what is available (blocking for at least one byte); false at the end of input.
    private func readMore() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                endOfInput = true
                return false
            }
            framer.append(chunk[..<count])
            return true
        }
    }

    /// Whether a read would not block.
    private func inputIsReady() -> Bool {
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
    }
}
