import ThemeLintCore

/// The server's two ends: messages read from one file descriptor (standard input), written to
/// another (standard output). One thread does both. `receiveIfReady` lets the server look ahead
/// (to see a `$/cancelRequest` or a newer change before starting older work) without blocking.
///
/// Nothing waits on a client slow to read: when the output is a pipe or socket it is written
/// without blocking, what the client has not taken yet waits in an outbox, and the outbox is
/// written whenever the server waits for input anyway (and in full before the server exits).
public final class MessageChannel {
    private let input: Int32
    private let output: Int32
    private var framer = MessageFramer()
    private var endOfInput = false
    private var outbox: [UInt8] = []
    private var outboxStart = 0
    private var outputClosed = false
    private let outputIsNonBlocking: Bool

    /// A channel reading `input` and writing `output`.
    public init(input: Int32 = 0, output: Int32 = 1) {
        self.input = input
        self.output = output
        // Only a pipe or socket is made non-blocking: the flag belongs to the open file, which a
        // terminal shares with the shell.
        var status = stat()
        let kind = fstat(output, &status) == 0 ? status.st_mode & S_IFMT : 0
        if kind == S_IFIFO || kind == S_IFSOCK {
            let flags = fcntl(output, F_GETFL)
            outputIsNonBlocking = flags >= 0 && fcntl(output, F_SETFL, flags | O_NONBLOCK) == 0
        } else {
            outputIsNonBlocking = false
        }
    }

    /// The next message body, waiting until one arrives (writing the outbox meanwhile); nil at
    /// the end of input.
    public func receive() throws(FramingError) -> [UInt8]? {
        while true {
            if let body = try framer.next() { return body }
            if endOfInput { return nil }
            if hasOutbox {
                let (readable, writable) = wait(forOutput: true)
                if writable { flushAvailable() }
                if readable, !readMore() { return nil }
            } else if !readMore() {
                return nil
            }
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

    /// Sends one message: written now as far as the client takes it, the rest kept in order.
    public func send(_ body: [UInt8]) {
        guard !outputClosed else { return }
        outbox.append(contentsOf: MessageFramer.frame(body))
        flushAvailable()
    }

    /// Writes everything still in the outbox, waiting for the client (before exiting).
    public func finish() {
        while hasOutbox, !outputClosed {
            _ = wait(forOutput: true, input: false)
            flushAvailable()
        }
    }

    private var hasOutbox: Bool { outboxStart < outbox.count }

    /// Writes what the output takes without blocking (all of it when the output blocks).
    private func flushAvailable() {
        while hasOutbox, !outputClosed {
            let count = outbox.withUnsafeBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return write(output, base + outboxStart, raw.count - outboxStart)
            }
            if count < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN || errno == EWOULDBLOCK { break }
                closeOutput()
                return
            }
            outboxStart += count
        }
        if !hasOutbox {
            outbox.removeAll(keepingCapacity: outbox.count <= 1 << 20)
            outboxStart = 0
        } else if outboxStart > 1 << 20, outboxStart * 2 > outbox.count {
            outbox.removeFirst(outboxStart)
            outboxStart = 0
        }
    }

    /// The client is gone: nothing more is said to it.
    private func closeOutput() {
        outputClosed = true
        outbox = []
        outboxStart = 0
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

    /// Waits until the input is readable or (when asked) the output writable.
    private func wait(forOutput: Bool, input watchInput: Bool = true) -> (readable: Bool, writable: Bool) {
        // A blocking output is simply written (and waits there).
        if forOutput && !outputIsNonBlocking { return (false, true) }
        var descriptors = [
            pollfd(fd: watchInput ? input : -1, events: Int16(POLLIN), revents: 0),
            pollfd(fd: forOutput ? output : -1, events: Int16(POLLOUT), revents: 0),
        ]
        while poll(&descriptors, 2, -1) < 0 {
            if errno != EINTR { return (watchInput, true) }
        }
        let readable = descriptors[0].revents != 0
        let writable = descriptors[1].revents != 0
        if descriptors[1].revents & Int16(POLLERR | POLLHUP | POLLNVAL) != 0 { closeOutput() }
        return (readable, writable)
    }

    /// Whether a read would not block.
    private func inputIsReady() -> Bool {
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
    }
}
