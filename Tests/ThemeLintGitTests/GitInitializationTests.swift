import Foundation
import Synchronization
import Testing
import ThemeLintCore
@testable import ThemeLintGit
import ThemeLintTestSupport

@Suite("Background initialisation")
struct GitInitializationTests {
    @Test("work given before, during or after the initialisation runs once, with libgit2 ready")
    func workAfterInitialization() throws {
        let repository = try TemporaryGitRepository()
        try repository.write("palette.json", "{}")
        try repository.commitAll("one")
        let runs = SharedCounter()
        // Some of these may be queued for the initialising thread, some run on new threads,
        // depending on timing; each must run exactly once and be able to use libgit2.
        let work = (0..<8).map { _ in
            SideThread.Pending { () -> String? in
                runs.increment()
                return try GitRepository.open(path: repository.path).source(.revision("HEAD")).descriptor.commit
            }
        }
        for (index, pending) in work.enumerated() {
            if index == 3 { GitRepository.beginInitialization() }
            GitRepository.afterInitialization { pending.run() }
        }
        GitRepository.beginInitialization() // idempotent
        let commits = try work.map { try $0.value() }
        #expect(Set(commits).count == 1)
        #expect(commits.allSatisfy { $0?.count == 40 })
        #expect(runs.count == 8)
    }
}

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
        let maps = String(decoding: try #require(try NoFollowFileReader(root: "/proc/self", place: "/proc/self").contents(of: "maps")), as: UTF8.self)
        if maps.contains("libmbedx509") {
            #expect(skippedCABundleLoads >= 1)
        } else {
            #expect(skippedCABundleLoads == 0)
        }
    }
}
