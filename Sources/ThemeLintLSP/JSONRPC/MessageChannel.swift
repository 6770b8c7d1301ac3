import ThemeLintCore

/// The server's two ends: messages read from one file descriptor (standard input), by the
/// reading thread (`MessageReader`), and written to another (standard output) by the model.
///
/// Nothing waits on a client slow to read: when the output is a pipe or socket it is written
/// without blocking, what the client has not taken yet waits in an outbox, and the outbox is
/// written whenever the model waits for messages anyway (and in full before the server exits).
public final class MessageChannel {
    /// The input, read by the server's reading thread (`MessageReader`).
    let input: Int32
    private let output: Int32
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

    /// Sends one message: written now as far as the client takes it, the rest kept in order.
    public func send(_ body: [UInt8]) {
        guard !outputClosed else { return }
        outbox.append(contentsOf: MessageFramer.frame(body))
        flushAvailable()
    }

    /// Writes everything still in the outbox, waiting for the client (before exiting).
    public func finish() {
        while hasOutbox, !outputClosed {
            _ = wait(forOutput: true, input: false, on: -1)
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

    /// Waits until the reading thread wakes the model (`wake` readable), writing the outbox to
    /// the client meanwhile as far as it takes it.
    func wait(wake: Int32) {
        while true {
            let (readable, writable) = wait(forOutput: hasOutbox, input: true, on: wake)
            if writable { flushAvailable() }
            if readable { return }
        }
    }

    /// Waits until the input is readable or (when asked) the output writable.
    private func wait(forOutput: Bool, input watchInput: Bool = true, on descriptor: Int32) -> (readable: Bool, writable: Bool) {
        // A blocking output is simply written (and waits there).
        if forOutput && !outputIsNonBlocking { return (false, true) }
        var descriptors = [
            pollfd(fd: watchInput ? descriptor : -1, events: Int16(POLLIN), revents: 0),
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
}
