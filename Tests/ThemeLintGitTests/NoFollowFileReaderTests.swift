import Foundation
import Testing
@testable import ThemeLintGit
import ThemeLintCore
import ThemeLintTestSupport

@Suite("Reading working-tree files")
struct NoFollowFileReaderTests {
    @Test("files of any size are read whole, byte for byte", arguments: [0, 1, 4095, 4096, 65536, 65537, 200_000])
    func readsEveryByte(size: Int) throws {
        let directory = try TemporaryGitRepository(initialize: false)
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
        try directory.write("file.json", bytes: bytes)
        let reader = NoFollowFileReader(root: directory.path, place: "the test directory", maximumSize: 1 << 20)
        #expect(try reader.contents(of: "file.json") == bytes)
        #expect(try reader.contents(of: "absent.json") == nil)
    }

    @Test("a file larger than the limit is refused, not read")
    func limit() throws {
        let directory = try TemporaryGitRepository(initialize: false)
        try directory.write("big.json", bytes: Array(repeating: 65, count: 100))
        #expect(throws: FileTooLargeError(path: "big.json", size: 100, limit: 99)) {
            try NoFollowFileReader(root: directory.path, place: "here", maximumSize: 99).contents(of: "big.json")
        }
        #expect(try NoFollowFileReader(root: directory.path, place: "here", maximumSize: 100).contents(of: "big.json")?.count == 100)
    }

    #if os(Linux)
    @Test("a file with more bytes than its size says (a file that grew) is read to its end")
    func readsPastTheStatedSize() throws {
        // /proc files are regular files whose stat size is 0.
        let expected = try #require(FileManager.default.contents(atPath: "/proc/self/cmdline"))
        try #require(!expected.isEmpty)
        let read = try NoFollowFileReader(root: "/proc/self", place: "/proc/self", maximumSize: 1 << 20).contents(of: "cmdline")
        #expect(read == Array(expected))
        // Past the limit, reading stops at the limit's next byte.
        #expect(throws: FileTooLargeError(path: "cmdline", size: nil, limit: 3)) {
            try NoFollowFileReader(root: "/proc/self", place: "/proc/self", maximumSize: 3).contents(of: "cmdline")
        }
    }
    #endif
}
