import Foundation
import Testing
import ThemeLintTestSupport

/// `make install` / `make uninstall` (scripts/install.sh), with the built binary (BINARY) so
/// that the test needs no release build: install puts the binary, the hook script and the
/// schemas under PREFIX; uninstall removes exactly those, and the directories install created,
/// and nothing that was there before.
@Suite struct InstallScriptTests {
    private func tree(_ root: String) throws -> [String] {
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(atPath: root) else { return [] }
        return enumerator.compactMap { $0 as? String }.sorted()
    }

    private func run(_ action: String, prefix: String) throws -> ProcessResult {
        let script = projectRootDirectory().appendingPathComponent("scripts/install.sh").path
        return try runProcess("bash", [script, action], environment: ["PREFIX": prefix, "BINARY": themelintBinaryPath(), "DESTDIR": nil])
    }

    @Test func installThenUninstallIntoAPrefixThatHasOtherFiles() throws {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("themelint-install-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: prefix) }
        try FileManager.default.createDirectory(atPath: prefix + "/bin", withIntermediateDirectories: true)
        try "other\n".write(toFile: prefix + "/bin/other-tool", atomically: true, encoding: .utf8)
        let before = try tree(prefix)

        let install = try run("install", prefix: prefix)
        #expect(install.status == 0, "\(install.stdout)\(install.stderr)")
        let schemas = try FileManager.default.contentsOfDirectory(atPath: projectRootDirectory().appendingPathComponent("schemas").path)
            .filter { $0.hasSuffix(".json") }.map { "share/themelint/schemas/\($0)" }
        let expected = Set(before + ["bin/themelint", "share", "share/themelint", "share/themelint/hooks",
                                     "share/themelint/hooks/pre-commit", "share/themelint/hooks/pre-merge-commit", "share/themelint/install-manifest",
                                     "share/themelint/schemas"] + schemas)
        #expect(Set(try tree(prefix)) == expected)
        #expect(FileManager.default.isExecutableFile(atPath: prefix + "/bin/themelint"))
        let version = try runProcess(prefix + "/bin/themelint", ["--version"])
        #expect(version.status == 0)
        let hook = try Data(contentsOf: URL(fileURLWithPath: prefix + "/share/themelint/hooks/pre-commit"))
        #expect(hook == (try Data(contentsOf: projectRootDirectory().appendingPathComponent("hooks/pre-commit"))))

        // Installing again changes nothing in the record: uninstall still removes share/.
        #expect(try run("install", prefix: prefix).status == 0)

        let uninstall = try run("uninstall", prefix: prefix)
        #expect(uninstall.status == 0, "\(uninstall.stdout)\(uninstall.stderr)")
        #expect(try tree(prefix) == before, "exactly what install added is gone; bin/ and other-tool stay")
        #expect(FileManager.default.fileExists(atPath: prefix + "/bin/other-tool"))
    }

    @Test func uninstallOfAFreshPrefixRemovesThePrefixAndTheParentsInstallMade() throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("themelint-install-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: parent) }
        try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        let prefix = parent + "/usr/local"
        #expect(try run("install", prefix: prefix).status == 0)
        #expect(FileManager.default.fileExists(atPath: prefix + "/bin/themelint"))
        #expect(try run("uninstall", prefix: prefix).status == 0)
        #expect(try tree(parent) == [], "usr/ and usr/local/ were made by install, so uninstall removes both")
        #expect(FileManager.default.fileExists(atPath: parent))
    }
}

/// scripts/release.sh's packing (with BINARY, so no release build): the tarball and its
/// checksum file, the layout inside, and SHA256SUMS that verify.
@Suite struct ReleaseScriptTests {
    @Test func packsTheBinaryWithChecksumsThatVerify() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("themelint-release-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let script = projectRootDirectory().appendingPathComponent("scripts/release.sh").path
        let result = try runProcess("bash", [script], environment: ["OUT": out.path, "BINARY": themelintBinaryPath()])
        #expect(result.status == 0, "\(result.stderr)")
        let tarball = try #require(result.stdout.split(separator: "\n").last.map(String.init))
        #expect(tarball.hasPrefix(out.path + "/themelint-") && tarball.hasSuffix(".tar.gz"), "\(tarball)")
        let name = URL(fileURLWithPath: tarball).lastPathComponent.replacingOccurrences(of: ".tar.gz", with: "")

        let check = try runProcess("sha256sum", ["-c", name + ".tar.gz.sha256"], in: out)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        let listing = try runProcess("tar", ["-tzf", tarball])
        let entries = Set(listing.stdout.split(separator: "\n").map(String.init))
        for entry in ["bin/themelint", "share/themelint/hooks/pre-commit", "share/themelint/hooks/pre-merge-commit", "share/themelint/schemas/config.schema.json", "README.md", "SHA256SUMS"] {
            #expect(entries.contains("\(name)/\(entry)"), "\(entry) in \(entries.sorted())")
        }

        let unpacked = out.appendingPathComponent("unpacked")
        try FileManager.default.createDirectory(at: unpacked, withIntermediateDirectories: true)
        #expect(try runProcess("tar", ["-xzf", tarball, "-C", unpacked.path]).status == 0)
        let sums = try runProcess("sha256sum", ["-c", "SHA256SUMS"], in: unpacked.appendingPathComponent(name))
        #expect(sums.status == 0, "\(sums.stdout)\(sums.stderr)")
        #expect(sums.stdout.contains("bin/themelint: OK"))
        let version = try runProcess(unpacked.appendingPathComponent("\(name)/bin/themelint").path, ["--version"])
        #expect(version.status == 0 && name.contains(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines)))
    }
}
