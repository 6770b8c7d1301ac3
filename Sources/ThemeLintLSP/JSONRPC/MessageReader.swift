import ThemeLintCore

/// The server's reading thread: reads the input, frames and parses each message, and hands it
/// to the model through the inbox (a `$/cancelRequest` marks its request there at once). It
/// blocks on nothing but the read, and never writes.
final class MessageReader {
    private let input: Int32
    private let inbox: Inbox
    private var framer = MessageFramer()

    init(input: Int32, inbox: Inbox) {
        self.input = input
        self.inbox = inbox
    }

    /// Starts the thread (detached: it ends with the input, or with the process).
    /// - Returns: false when no thread could be started.
    static func start(input: Int32, inbox: Inbox) -> Bool {
        let reader = Unmanaged.passRetained(MessageReader(input: input, inbox: inbox)).toOpaque()
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, { raw in
            guard let raw else { return nil }
            Unmanaged<MessageReader>.fromOpaque(raw).takeRetainedValue().run()
            return nil
        }, reader)
        guard started == 0 else {
            Unmanaged<MessageReader>.fromOpaque(reader).release()
            return false
        }
        pthread_detach(thread)
        return true
    }

    /// Reads until the end of input (or input that cannot be framed, which ends it too).
    func run() {
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        reading: while true {
            do {
                while let body = try framer.next() { put(body) }
            } catch {
                inbox.put(.broken("\(error)"))
                break reading
            }
            let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            framer.append(chunk[..<count])
        }
        inbox.end()
    }

    private func put(_ body: [UInt8]) {
        do {
            let message = try IncomingMessage(body: body)
            if message.method != "$/response" { inbox.put(.message(message)) }
        } catch {
            // A message that is not JSON gets a parse error; one without a method but with an id, its own.
            if error.code == RPCError.parseError || error.id != nil { inbox.put(.invalid(error)) }
        }
    }
}
