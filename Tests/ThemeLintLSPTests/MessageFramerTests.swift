import Testing
@testable import ThemeLintLSP

@Suite struct MessageFramerTests {
    @Test func splitsMessagesAcrossChunksAndKeepsTheRest() throws {
        var framer = MessageFramer()
        let one = Array(#"{"a":1}"#.utf8)
        let two = Array(#"{"b":"ж😀"}"#.utf8)
        let stream = MessageFramer.frame(one) + Array("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n".utf8) + MessageFramer.frame(two)
        var bodies: [[UInt8]] = []
        for byte in stream {
            framer.append([byte])
            while let body = try framer.next() { bodies.append(body) }
        }
        #expect(bodies == [one, two])
        #expect(framer.isEmpty)
    }

    @Test func waitsForTheWholeBody() throws {
        var framer = MessageFramer()
        framer.append(Array("Content-Length: 10\r\n\r\n12345".utf8))
        #expect(try framer.next() == nil)
        framer.append(Array("67890".utf8))
        #expect(try framer.next() == Array("1234567890".utf8))
    }

    @Test func refusesAHeaderWithoutLengthAndAnOversizedBody() {
        var framer = MessageFramer()
        framer.append(Array("Content-Type: x\r\n\r\n{}".utf8))
        #expect(throws: FramingError.self) { try framer.next() }
        var small = MessageFramer(maximumBodySize: 4)
        small.append(Array("Content-Length: 5\r\n\r\n".utf8))
        #expect(throws: FramingError.self) { try small.next() }
        var bad = MessageFramer()
        bad.append(Array("Content-Length: -3\r\n\r\n".utf8))
        #expect(throws: FramingError.self) { try bad.next() }
    }

    @Test func readsRequestsAndNotificationsAndRefusesJunk() throws {
        let request = try IncomingMessage(body: Array(#"{"jsonrpc":"2.0","id":7,"method":"shutdown"}"#.utf8))
        #expect(request.id == .number(7))
        #expect(request.method == "shutdown")
        let note = try IncomingMessage(body: Array(#"{"jsonrpc":"2.0","method":"exit","params":{}}"#.utf8))
        #expect(note.id == nil)
        #expect(throws: RPCError.self) { try IncomingMessage(body: Array("{".utf8)) }
        #expect(throws: RPCError.self) { try IncomingMessage(body: Array("[]".utf8)) }
        let response = String(decoding: OutgoingMessage.response(id: .string("x"), result: .null), as: UTF8.self)
        #expect(response == #"{"jsonrpc":"2.0","id":"x","result":null}"#)
    }
}
