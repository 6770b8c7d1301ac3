import ThemeLintCore

/// The language server: one thread reading messages, one model, requests answered in order.
///
/// Before starting any work the server takes every message already waiting, so a
/// `$/cancelRequest` cancels a request still queued (answered RequestCancelled, -32800) and a
/// burst of edits is applied as one: the workspace is rechecked once the queue holds no further
/// change, or when a request needs it. Nothing waits on the client but reading.
public final class LanguageServer {
    /// Makes the workspace for the client's root (the directory it named, if any).
    public typealias Setup = (_ rootDirectory: String?) throws -> WorkspaceSetup

    private let channel: MessageChannel
    private let setup: Setup
    private var queue: [IncomingMessage] = []
    private var queueStart = 0
    private var cancelled: Set<RequestID> = []
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
        let status = serve()
        channel.finish()
        return status
    }

    private func serve() -> Int32 {
        while true {
            do {
                if queueStart >= queue.count {
                    queue.removeAll(keepingCapacity: true)
                    queueStart = 0
                    guard let body = try channel.receive() else { return shutdownRequested ? 0 : 1 }
                    enqueue(body)
                }
                try drainReady()
            } catch {
                log("themelint lsp: \(error)")
                return 1
            }
            guard queueStart < queue.count else { continue }
            let message = queue[queueStart]
            queueStart += 1
            if message.method == "exit" { return shutdownRequested ? 0 : 1 }
            handle(message)
            if queueStart >= queue.count { try? drainReady() }
            if queueStart >= queue.count { publishIfStale() }
        }
    }

    /// Takes every message already readable into the queue.
    private func drainReady() throws(FramingError) {
        while let body = try channel.receiveIfReady() { enqueue(body) }
    }

    private func enqueue(_ body: [UInt8]) {
        do {
            let message = try IncomingMessage(body: body)
            if message.method == "$/response" { return }
            if message.method == "$/cancelRequest" {
                // Only a request still queued can be cancelled (one answered or running is past it),
                // so the set never outgrows the queue.
                if let id = message.params["id"].flatMap({ RequestID($0.value) }), queue[queueStart...].contains(where: { $0.id == id }) {
                    cancelled.insert(id)
                }
                return
            }
            queue.append(message)
        } catch {
            if error.code == RPCError.parseError || error.id != nil { channel.send(OutgoingMessage.error(id: error.id, error)) }
        }
    }

    /// Answers or applies one message.
    private func handle(_ message: IncomingMessage) {
        if let id = message.id, cancelled.remove(id) != nil {
            channel.send(OutgoingMessage.error(id: id, RPCError(code: RPCError.requestCancelled, message: "cancelled")))
            return
        }
        guard let id = message.id else {
            notify(message)
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
        let watchers = JSONOutput.array(["**/*.json", "**/*.xml", "**/*.jsonc", "**/*.tokens"].map { .object([("globPattern", .string($0))]) })
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

    /// Rechecks a changed workspace and publishes the diagnostics of the files it affects.
    func publishIfStale() {
        guard let workspace, workspace.isStale else { return }
        do {
            for path in try workspace.refresh() {
                channel.send(OutgoingMessage.notification("textDocument/publishDiagnostics", params: Diagnostics.params(for: path, in: workspace)))
            }
        } catch {
            log("themelint lsp: cannot read the working tree: \(error)")
        }
    }

    /// A message for the client's log.
    func log(_ message: String) {
        channel.send(OutgoingMessage.notification("window/logMessage", params: .object([("type", .int(1)), ("message", .string(message))])))
    }
}
