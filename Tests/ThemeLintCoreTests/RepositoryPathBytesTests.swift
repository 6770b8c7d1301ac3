import Testing
import ThemeLintCore

/// Paths are bytes: names that are not UTF-8 survive the trip through a
/// `String` and come back as the same bytes.
@Suite struct RepositoryPathBytesTests {
    @Test func utf8PathsAreUnchanged() {
        for path in ["palette.json", "темы/scheme.json", "a b/😀.json", "back\\slash/x.json", "lower\\xff.json"] {
            #expect(RepositoryPath.decoding(Array(path.utf8)) == path)
            #expect(RepositoryPath.bytes(of: path) == Array(path.utf8))
        }
    }

    @Test func bytesThatAreNotUTF8AreEscapedAndComeBack() {
        let cases: [([UInt8], String)] = [
            (Array("th".utf8) + [0xFF] + Array("emes/palette.json".utf8), "th\\xFFemes/palette.json"),
            ([0xC3, 0x28], "\\xC3("),                       // a lead byte without its continuation
            ([0xE0, 0x80, 0x80], "\\xE0\\x80\\x80"),        // overlong
            ([0xED, 0xA0, 0x80], "\\xED\\xA0\\x80"),        // a surrogate
            ([0xF4, 0x90, 0x80, 0x80], "\\xF4\\x90\\x80\\x80"), // above U+10FFFF
            (Array("é".utf8) + [0x80], "é\\x80"),
            // A literal backslash that would read as an escape is escaped itself.
            (Array("a\\xFFb".utf8), "a\\x5CxFFb"),
        ]
        for (bytes, shown) in cases {
            #expect(RepositoryPath.decoding(bytes) == shown)
            #expect(RepositoryPath.bytes(of: shown) == bytes, "\(shown)")
        }
    }

    @Test func fileSizes() {
        #expect(FileSizeLimit.parse("64m") == 64 << 20)
        #expect(FileSizeLimit.parse("64MiB") == 64 << 20)
        #expect(FileSizeLimit.parse("1k") == 1024)
        #expect(FileSizeLimit.parse("200") == 200)
        #expect(FileSizeLimit.parse("2G") == 2 << 30)
        for bad in ["", "0", "-1", "1.5m", "12x", "m", "99999999999999999999", "9999999999999g"] {
            #expect(FileSizeLimit.parse(bad) == nil, "\(bad)")
        }
        #expect(FileSizeLimit.describe(100 << 30) == "100 GiB")
        #expect(FileSizeLimit.describe(64 << 20) == "64 MiB")
        #expect(FileSizeLimit.describe(1536) == "1.5 KiB")
        #expect(FileSizeLimit.describe(200) == "200 bytes")
        #expect(FileSizeLimit.describe(1) == "1 byte")
    }
}
