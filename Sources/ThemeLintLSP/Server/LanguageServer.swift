import ThemeLintCore

/// The language server: one thread reading messages (`MessageReader`), one model (the thread
/// that calls `run`), requests answered in order.
///
/// Before starting any work the model takes every message already read, so a burst of edits is
/// applied as one: the workspace is rechecked once no further message waits, or when a request
/// needs it. A `$/cancelRequest` is seen by the reading thread at once: a request not started
/// yet is answered RequestCancelled (-32800) without being run, and one running stops at its
/// next unit of work (between the parts of a recheck) and is answered so too. A recheck done
/// while idle stops as soon as a new message arrives (a newer edit makes it stale; a request
/// rechecks for itself). Nothing waits on the client but reading.
public final class LanguageServer {
    /// Makes the workspace for the client's root (the directory it named, if any).
    public typealias Setup = (_ rootDirectory: String?) throws -> WorkspaceSetup

    private let channel: MessageChannel
    private let setup: Setup
    private let inbox = Inbox()
    private var queue: [Inbox.Item] = []
    private var queueStart = 0
    private var inputEnded = false
    var workspace: ThemeWorkspace?
    private var shutdownRequested = false
    var unit: SourceText.ColumnUnit = .utf16
    /// Whether the client watches files for the server when asked.
    private var watchesFiles = false

    /// A server reading and writing `channel`, making its workspace with `setup`.
    public init(channel: MessageChannel, setup: @escaping Setup) {
        self.channel = channel
        self.setup = setup
    }

    /// Serves until `exit` or the end of input; the process's exit status (0 after `shutdown`).
    /// What the client has not read yet is written before it returns.
    public func run() -> Int32 {
        guard MessageReader.start(input: channel.input, inbox: inbox) else {
            log("themelint lsp: cannot start the reading thread")
            channel.finish()
            return 1
        }
        let status = serve()
        channel.finish()
        return status
    }

    private func serve() -> Int32 {
        while true {
            takeArrived()
            guard queueStart < queue.count else {
                if inputEnded { return shutdownRequested ? 0 : 1 }
                channel.wait(wake: inbox.wakeRead)
                inbox.drainWakeUps()
                continue
            }
            let item = queue[queueStart]
            queueStart += 1
            switch item {
            case .broken(let reason):
                log("themelint lsp: \(reason)")
                return 1
            case .invalid(let error):
                channel.send(OutgoingMessage.error(id: error.id, error))
            case .message(let message):
                if message.method == "exit" { return shutdownRequested ? 0 : 1 }
                handle(message)
            }
            takeArrived()
            if queueStart >= queue.count { publishIfStale(stoppingAt: inbox.arrivals) }
        }
    }

    /// Moves what the reading thread has read into the queue.
    private func takeArrived() {
        if queueStart >= queue.count {
            queue.removeAll(keepingCapacity: true)
            queueStart = 0
        }
        let (items, ended) = inbox.take()
        queue.append(contentsOf: items)
        inputEnded = ended
    }

    /// Answers or applies one message.
    private func handle(_ message: IncomingMessage) {
        guard let id = message.id else {
            notify(message)
            return
        }
        defer { inbox.answered(id) }
        if inbox.isCancelled(id) {
            channel.send(OutgoingMessage.error(id: id, RPCError(code: RPCError.requestCancelled, message: "cancelled")))
            return
        }
        do {
            let result = try answer(message)
            channel.send(OutgoingMessage.response(id: id, result: result))
        } catch let error as RPCError {
            channel.send(OutgoingMessage.error(id: id, error))
        } catch {
            channel.send(OutgoingMessage.error(id: id, RPCError(code: RPCError.requestFailed, message: "\(error)")))
        }
    }

    /// Whether request `id` has been cancelled (asked between units of its work).
    func isCancelled(_ id: RequestID) -> Bool {
        inbox.isCancelled(id)
    }

    /// `initialize`: the position encoding the client offers, the workspace, the capabilities.
    func initialize(_ params: JSONNode) throws -> JSONOutput {
        let offered = params.at("capabilities", "general", "positionEncodings")?.value.arrayElements?.compactMap(\.value.stringValue) ?? []
        unit = offered.contains("utf-8") ? .utf8 : .utf16
        watchesFiles = params.at("capabilities", "workspace", "didChangeWatchedFiles", "dynamicRegistration")?.value.boolValue == true
        let root = params.string("rootUri").flatMap(DocumentURI.filePath) ?? params.string("rootPath")
        let made = try setup(root)
        workspace = ThemeWorkspace(setup: made, unit: unit)
        return Capabilities.initializeResult(unit: unit)
    }

    /// After `initialized`: asks the client to report theme files changed on disk (a checkout,
    /// another tool), where it can; the server then rereads them.
    func registerWatchers() {
        guard watchesFiles else { return }
        let watchers = JSONOutput.array(["**/*.json", "**/*.xml", "**/*.jsonc", "**/*.tokens", "**/.themelint.json"].map { .object([("globPattern", .string($0))]) })
        let registration = JSONOutput.object([
            ("id", .string("themelint-watch")), ("method", .string("workspace/didChangeWatchedFiles")),
            ("registerOptions", .object([("watchers", watchers)])),
        ])
        let body = JSONOutput.object([
            ("jsonrpc", .string("2.0")), ("id", .string("themelint-register-watchers")), ("method", .string("client/registerCapability")),
            ("params", .object([("registrations", .array([registration]))])),
        ])
        channel.send(Array(body.rendered(pretty: false).utf8))
    }

    /// `shutdown`.
    func shutdown() -> JSONOutput {
        shutdownRequested = true
        return .null
    }

    /// Rechecks a changed workspace and publishes the diagnostics of the files it affects; while
    /// idle (`stoppingAt` the arrivals counted when it started), it stops when a message arrives.
    func publishIfStale(stoppingAt arrivals: Int) {
        let inbox = inbox
        try? publishIfStale { inbox.arrivals != arrivals }
    }

    /// Rechecks a changed workspace for a request, stopping (`WorkStopped`) when `shouldStop`.
    func publishIfStale(shouldStop: @escaping () -> Bool) throws(WorkStopped) {
        guard let workspace, workspace.isStale else { return }
        do {
            for path in try workspace.refresh(shouldStop: shouldStop) {
                channel.send(OutgoingMessage.notification("textDocument/publishDiagnostics", params: Diagnostics.params(for: path, in: workspace)))
            }
        } catch let stopped as WorkStopped {
            workspace.statistics.stopped += 1
            throw stopped
        } catch {
            log("themelint lsp: cannot read the working tree: \(error)")
        }
    }

    /// A message for the client's log.
    func log(_ message: String) {
        channel.send(OutgoingMessage.notification("window/logMessage", params: .object([("type", .int(1)), ("message", .string(message))])))
    }
}
