import ThemeLintCore

/// Splits a byte stream into JSON-RPC messages framed as the Language Server Protocol frames
/// them: headers (`Content-Length: N`, optionally `Content-Type`), a blank line, N bytes.
/// Pure: bytes go in with `append`, whole message bodies come out of `next()`.
public struct MessageFramer: Sendable {
    /// Bytes received and not yet taken as a message.
    private var buffer: [UInt8] = []
    /// Where the unread part of `buffer` starts (compacted once half is read).
    private var start = 0
    /// The largest body accepted (a client's message is someone else's input).
    public var maximumBodySize: Int

    /// A framer refusing bodies over `maximumBodySize` bytes.
    public init(maximumBodySize: Int = 256 << 20) {
        self.maximumBodySize = maximumBodySize
    }

    /// Adds bytes read from the stream.
    public mutating func append<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        if start > 0, start * 2 >= buffer.count {
            buffer.removeFirst(start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// Whether no unread byte is held.
    public var isEmpty: Bool { start >= buffer.count }

    /// The next whole message body, nil when more bytes are needed.
    /// - Throws: `FramingError` for a header block without a valid `Content-Length` or a body
    ///   over the limit (the stream cannot be resynchronised after either).
    public mutating func next() throws(FramingError) -> [UInt8]? {
        guard let headerEnd = findHeaderEnd() else {
            if buffer.count - start > 64 << 10 { throw FramingError("a header block over 64 KiB without a blank line") }
            return nil
        }
        let length = try Self.contentLength(buffer[start..<headerEnd.headers])
        guard length <= maximumBodySize else { throw FramingError("a message body of \(length) bytes (over \(maximumBodySize))") }
        guard buffer.count - headerEnd.body >= length else { return nil }
        let body = Array(buffer[headerEnd.body..<(headerEnd.body + length)])
        start = headerEnd.body + length
        return body
    }

    /// Where the headers end (before CR LF CR LF) and the body starts.
    private func findHeaderEnd() -> (headers: Int, body: Int)? {
        var index = start
        while index + 3 < buffer.count {
            if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13, buffer[index + 3] == 10 {
                return (index, index + 4)
            }
            index += 1
        }
        return nil
    }

    /// The value of the `Content-Length` header among `headers`.
    static func contentLength(_ headers: ArraySlice<UInt8>) throws(FramingError) -> Int {
        let text = String(decoding: headers, as: UTF8.self)
        for line in text.split(separator: "\r\n") {
            guard let colon = line.firstIndex(of: ":") else { throw FramingError("a header line without ':'") }
            let name = line[..<colon].lowercased()
            guard name == "content-length" else { continue }
            let value = line[line.index(after: colon)...].trimmingSpaces
            guard let length = Int(value), length >= 0 else { throw FramingError("Content-Length '\(value)' is not a length") }
            return length
        }
        throw FramingError("a message without Content-Length")
    }

    /// `body` framed for sending.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}

/// A stream that does not follow the framing.
public struct FramingError: Error, Sendable, CustomStringConvertible {
    /// What was wrong.
    public var description: String

    /// Creates an error.
    public init(_ description: String) {
        self.description = description
    }
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    var trimmingSpaces: Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text
    }
}
