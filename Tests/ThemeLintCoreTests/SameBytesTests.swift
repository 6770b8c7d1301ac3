import Testing
@testable import ThemeLintCore

@Suite("Comparing bytes")
struct SameBytesTests {
    @Test("same bytes, other bytes, other lengths, empty and absent")
    func comparisons() {
        let bytes = Array("{\"white\": \"#FFFFFF\"}".utf8)
        #expect(bytes.hasSameBytes(as: bytes))
        #expect(bytes.hasSameBytes(as: Array(bytes)))
        #expect(!bytes.hasSameBytes(as: bytes.dropLast() + [UInt8(ascii: "]")]))
        #expect(!bytes.hasSameBytes(as: Array(bytes.dropLast())))
        #expect(!bytes.hasSameBytes(as: []))
        #expect([UInt8]().hasSameBytes(as: []))
        #expect(Optional<[UInt8]>.none.hasSameBytes(as: nil))
        #expect(!Optional(bytes).hasSameBytes(as: nil))
        #expect(!Optional<[UInt8]>.none.hasSameBytes(as: []))
        #expect(Optional(bytes).hasSameBytes(as: bytes))
    }
}
