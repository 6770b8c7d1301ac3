import ThemeLintCore

/// A request id: the protocol allows a number or a string.
public enum RequestID: Sendable, Hashable {
    case number(Int)
    case string(String)

    /// Reads an id from JSON; nil for any other value.
    init?(_ value: JSONValue) {
        switch value {
        case .number(let number) where number == number.rounded() && abs(number) < 1e15: self = .number(Int(number))
        case .string(let text): self = .string(text)
        default: return nil
        }
    }

    /// The id as written back.
    var output: JSONOutput {
        switch self {
        case .number(let number): .int(number)
        case .string(let text): .string(text)
        }
    }
}

/// One message from the client: a request (with an id) or a notification.
public struct IncomingMessage: Sendable {
    /// The id of a request; nil for a notification.
    public var id: RequestID?
    /// The method called.
    public var method: String
    /// The parameters (null when absent).
    public var params: JSONNode

    /// Reads a message body.
    /// - Throws: `RPCError` parse error (-32700) or invalid request (-32600).
    public init(body: [UInt8]) throws(RPCError) {
        let document: JSONDocument
        do {
            document = try JSONParser(maxDepth: 256).parse(body)
        } catch {
            throw RPCError(code: RPCError.parseError, message: "the message is not JSON: \(error)")
        }
        let root = document.root
        guard root.value.objectMembers != nil else { throw RPCError(code: RPCError.invalidRequest, message: "the message is not an object") }
        id = root["id"].flatMap { RequestID($0.value) }
        guard let method = root["method"]?.value.stringValue else {
            // A response to a request of ours (client/registerCapability): nothing to answer.
            if root["result"] != nil || root["error"] != nil {
                self.method = "$/response"
                params = JSONNode(.null, at: .start)
                return
            }
            throw RPCError(code: RPCError.invalidRequest, message: "the message has no method", id: id)
        }
        self.method = method
        params = root["params"] ?? JSONNode(.null, at: .start)
    }
}

/// An error answered to a request.
public struct RPCError: Error, Sendable {
    /// The message is not JSON.
    public static let parseError = -32700
    /// The message is not a request or notification.
    public static let invalidRequest = -32600
    /// The server does not serve the method.
    public static let methodNotFound = -32601
    /// The parameters lack what the method needs.
    public static let invalidParams = -32602
    /// A request came before `initialize`.
    public static let serverNotInitialized = -32002
    /// The client cancelled the request before it started.
    public static let requestCancelled = -32800
    /// The request was understood but could not be carried out (a rename refused).
    public static let requestFailed = -32803

    /// The JSON-RPC error code.
    public var code: Int
    /// A message for people.
    public var message: String
    /// The request's id, when the message had one.
    public var id: RequestID?

    /// Creates an error.
    public init(code: Int, message: String, id: RequestID? = nil) {
        self.code = code
        self.message = message
        self.id = id
    }
}

/// Builds the bodies the server sends.
public enum OutgoingMessage {
    /// A successful response.
    public static func response(id: RequestID?, result: JSONOutput) -> [UInt8] {
        body(.object([("jsonrpc", .string("2.0")), ("id", id?.output ?? .null), ("result", result)]))
    }

    /// An error response.
    public static func error(id: RequestID?, _ error: RPCError) -> [UInt8] {
        let payload = JSONOutput.object([("code", .int(error.code)), ("message", .string(error.message))])
        return body(.object([("jsonrpc", .string("2.0")), ("id", id?.output ?? .null), ("error", payload)]))
    }

    /// A notification from the server.
    public static func notification(_ method: String, params: JSONOutput) -> [UInt8] {
        body(.object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)]))
    }

    private static func body(_ value: JSONOutput) -> [UInt8] {
        Array(value.rendered(pretty: false).utf8)
    }
}

extension JSONNode {
    /// The node at a path of member names, nil when any step is missing.
    func at(_ path: String...) -> JSONNode? {
        var node: JSONNode? = self
        for key in path { node = node?[key] }
        return node
    }

    /// The string at a path of member names.
    func string(_ path: String...) -> String? {
        var node: JSONNode? = self
        for key in path { node = node?[key] }
        return node?.value.stringValue
    }

    /// The integer at a path of member names.
    func int(_ path: String...) -> Int? {
        var node: JSONNode? = self
        for key in path { node = node?[key] }
        guard let number = node?.value.numberValue, number == number.rounded(), abs(number) < 1e15 else { return nil }
        return Int(number)
    }
}
