import Foundation
import Testing
import ThemeLintCore
@testable import ThemeLintGit
import ThemeLintTestSupport

@Suite("libgit2 initialisation without CA certificates")
struct SkippedCABundleTests {
    @Test("where libgit2 uses mbedTLS, initialising it parses no CA bundle, and repositories still open")
    func noCABundleIsParsed() throws {
        let repository = try TemporaryGitRepository()
        try repository.write("palette.json", "{}")
        try repository.commitAll("one")
        let source = try GitRepository.open(path: repository.path).source(.revision("HEAD"))
        #expect(try source.contents(of: "palette.json") == Array("{}".utf8))
        // mbedTLS's X.509 library is loaded only by a libgit2 built on mbedTLS (Debian's).
        let maps = String(decoding: try #require(try NoFollowFileReader(root: "/proc/self", place: "/proc/self", maximumSize: 64 << 20).contents(of: "maps")), as: UTF8.self)
        if maps.contains("libmbedx509") {
            #expect(skippedCABundleLoads >= 1)
        } else {
            #expect(skippedCABundleLoads == 0)
        }
    }
}
