import Synchronization
import ThemeLintCore

/// What the reading thread hands the model: messages in order, the requests the client has
/// cancelled, and a wake-up on a pipe the model waits on (with the client's output) when idle.
///
/// The reading thread only reads, frames and parses; a `$/cancelRequest` for a request not yet
/// answered marks it here at once, so the model, which asks between units of work, stops it.
final class Inbox: Sendable {
    /// One item from the reading thread.
    enum Item: Sendable {
        case message(IncomingMessage)
        /// A message that could not be read, answered with this error.
        case invalid(RPCError)
        /// Input that cannot be framed: the server stops (status 1) after saying why.
        case broken(String)
    }

    private struct State {
        var items: [Item] = []
        var ended = false
        /// Requests read and not yet answered (a cancel for any other id is ignored, so the
        /// cancelled set never outgrows them).
        var pending: Set<RequestID> = []
        var cancelled: Set<RequestID> = []
        /// How many messages have been queued: work started at one count is stale at a later one.
        var arrivals = 0
    }

    private let state = Mutex(State())
    /// The wake-up pipe: read end (the model polls it), write end (the reader writes a byte).
    let wakeRead: Int32
    private let wakeWrite: Int32

    init() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
        }
        wakeRead = ends[0]
        wakeWrite = ends[1]
    }

    deinit {
        close(wakeRead)
        close(wakeWrite)
    }

    /// Reading thread: a message read (a cancel marks its request).
    func put(_ item: Item) {
        state.withLock { state in
            if case .message(let message) = item, message.method == "$/cancelRequest" {
                if let id = message.params["id"].flatMap({ RequestID($0.value) }), state.pending.contains(id) { state.cancelled.insert(id) }
                return
            }
            if case .message(let message) = item, let id = message.id { state.pending.insert(id) }
            state.items.append(item)
            state.arrivals += 1
        }
        wake()
    }

    /// Reading thread: the input ended.
    func end() {
        state.withLock { $0.ended = true }
        wake()
    }

    /// Model: every item waiting, and whether the input has ended.
    func take() -> (items: [Item], ended: Bool) {
        state.withLock { state in
            let items = state.items
            state.items = []
            return (items, state.ended)
        }
    }

    /// Whether request `id` has been cancelled.
    func isCancelled(_ id: RequestID) -> Bool {
        state.withLock { $0.cancelled.contains(id) }
    }

    /// Model: request `id` is answered (it can no longer be cancelled).
    func answered(_ id: RequestID) {
        state.withLock { state in
            state.pending.remove(id)
            state.cancelled.remove(id)
        }
    }

    /// How many messages have arrived so far.
    var arrivals: Int {
        state.withLock { $0.arrivals }
    }

    /// Model: empties the wake-up pipe (after a wait).
    func drainWakeUps() {
        var bytes = [UInt8](repeating: 0, count: 256)
        while bytes.withUnsafeMutableBytes({ read(wakeRead, $0.baseAddress, $0.count) }) > 0 {}
    }

    private func wake() {
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }
}
