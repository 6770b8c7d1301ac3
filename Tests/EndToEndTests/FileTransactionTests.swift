import Foundation
import Testing
@testable import themelint

/// The all-or-nothing write of `compress --write` and `rename --write` on a real folder: every
/// precondition refused before anything changes, and a step failing mid-way (injected, since
/// root ignores permissions) undone so the tree is as it was.
@Suite struct FileTransactionTests {
    /// A temporary folder: `App/Colors.xcassets/Accent.colorset/Contents.json`,
    /// `App/Colors.xcassets/Old.colorset/Contents.json`, `App/View.swift`.
    private func tree() throws -> (root: String, snapshot: () throws -> [String: String]) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("transaction-\(UUID().uuidString)").path
        for (path, text) in [("App/Colors.xcassets/Accent.colorset/Contents.json", "accent"), ("App/Colors.xcassets/Old.colorset/Contents.json", "old"), ("App/View.swift", "view")] {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let snapshot = { () throws -> [String: String] in
            var files: [String: String] = [:]
            let enumerator = FileManager.default.enumerator(atPath: root)
            while let path = enumerator?.nextObject() as? String {
                var isFolder: ObjCBool = false
                FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder)
                files[path] = isFolder.boolValue ? "/" : try String(contentsOfFile: root + "/" + path, encoding: .utf8)
            }
            return files
        }
        return (root, snapshot)
    }

    private func transaction(_ root: String, calls: any FileSystemCalls = SystemFileCalls()) -> FileTransaction {
        var transaction = FileTransaction(root: root)
        transaction.moves = [(from: "App/Colors.xcassets/Accent.colorset", to: "App/Colors.xcassets/Primary.colorset")]
        transaction.removals = ["App/Colors.xcassets/Old.colorset"]
        transaction.files = [
            (path: "App/View.swift", bytes: Array("view'".utf8)),
            (path: "App/Colors.xcassets/Primary.colorset/Contents.json", bytes: Array("primary".utf8)),
            (path: "App/New/Made.swift", bytes: Array("made".utf8)),
        ]
        transaction.calls = calls
        return transaction
    }

    @Test func movesRemovesAndWritesTogether() throws {
        let (root, snapshot) = try tree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let notes = try transaction(root).apply()
        #expect(notes.isEmpty)
        #expect(try snapshot() == [
            "App": "/", "App/Colors.xcassets": "/", "App/Colors.xcassets/Primary.colorset": "/",
            "App/Colors.xcassets/Primary.colorset/Contents.json": "primary", "App/View.swift": "view'",
            "App/New": "/", "App/New/Made.swift": "made",
        ])
    }

    @Test func aFailedPreconditionChangesNothing() throws {
        let (root, snapshot) = try tree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let before = try snapshot()
        var cases: [(String, (inout FileTransaction) throws -> Void)] = []
        cases.append(("already exists", { _ in try FileManager.default.createDirectory(atPath: root + "/App/Colors.xcassets/Primary.colorset", withIntermediateDirectories: false) }))
        cases.append(("does not exist", { $0.moves = [(from: "App/Colors.xcassets/Gone.colorset", to: "App/Colors.xcassets/Primary.colorset")] }))
        cases.append(("does not exist", { $0.removals = ["App/Colors.xcassets/Gone.colorset"] }))
        cases.append(("not a path inside the repository", { $0.files.append((path: "App/../../escape", bytes: [])) }))
        cases.append(("symbolic link", { _ in try FileManager.default.createSymbolicLink(atPath: root + "/App/Linked", withDestinationPath: "/tmp") }))
        for (index, (expected, change)) in cases.enumerated() {
            var write = transaction(root)
            try change(&write)
            if expected == "symbolic link" { write.files.append((path: "App/Linked/escape.swift", bytes: [])) }
            #expect { try write.apply() } throws: { error in
                let message = (error as? FileReplacementError)?.description ?? ""
                return message.contains(expected) && message.hasSuffix("nothing changed")
            }
            var after = try snapshot()
            after["App/Colors.xcassets/Primary.colorset"] = nil
            after["App/Linked"] = nil
            #expect(after == before, "case \(index): \(expected)")
            try? FileManager.default.removeItem(atPath: root + "/App/Colors.xcassets/Primary.colorset")
            try? FileManager.default.removeItem(atPath: root + "/App/Linked")
        }
    }

    @Test func anUnwritableFolderIsRefusedFirst() throws {
        let (root, snapshot) = try tree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let before = try snapshot()
        let calls = FailingCalls(unwritable: root + "/App/Colors.xcassets")
        #expect { try transaction(root, calls: calls).apply() } throws: { error in
            (error as? FileReplacementError)?.description.contains("App/Colors.xcassets is not writable; nothing changed") == true
        }
        #expect(try snapshot() == before)
    }

    /// Each step made to fail in turn (the n-th rename, a temporary file, a hard link, a
    /// folder): the tree is as it was, with no temporary or kept file left.
    @Test func aStepFailingMidwayIsUndone() throws {
        for failing in 1...5 {
            let (root, snapshot) = try tree()
            defer { try? FileManager.default.removeItem(atPath: root) }
            let before = try snapshot()
            let calls = FailingCalls(failingRename: failing)
            #expect(throws: FileReplacementError.self) { try transaction(root, calls: calls).apply() }
            #expect(try snapshot() == before, "rename \(failing) failing")
        }
        for calls in [FailingCalls(failingWrite: "Made.swift"), FailingCalls(failingLink: true), FailingCalls(failingFolder: true)] {
            let (root, snapshot) = try tree()
            defer { try? FileManager.default.removeItem(atPath: root) }
            let before = try snapshot()
            #expect(throws: FileReplacementError.self) { try transaction(root, calls: calls).apply() }
            #expect(try snapshot() == before)
        }
    }
}

/// The system's calls, failing where told: the n-th rename, the write of a file whose path
/// contains a string, every hard link, every new folder; a folder reported unwritable.
final class FailingCalls: FileSystemCalls, @unchecked Sendable {
    let system = SystemFileCalls()
    var failingRename: Int?
    var failingWrite: String?
    var failingLink = false
    var failingFolder = false
    var unwritable: String?
    private var renames = 0

    init(failingRename: Int? = nil, failingWrite: String? = nil, failingLink: Bool = false, failingFolder: Bool = false, unwritable: String? = nil) {
        self.failingRename = failingRename
        self.failingWrite = failingWrite
        self.failingLink = failingLink
        self.failingFolder = failingFolder
        self.unwritable = unwritable
    }

    func kind(_ path: String) -> FileKind { system.kind(path) }
    func isWritable(_ path: String) -> Bool { path != unwritable && system.isWritable(path) }
    func makeFolder(_ path: String) -> Int32 { failingFolder ? EIO : system.makeFolder(path) }
    func removeFolder(_ path: String) { system.removeFolder(path) }
    func writeFile(_ bytes: [UInt8], to path: String, modeOf original: String) -> String? {
        if let failingWrite, path.contains(failingWrite) { return "injected" }
        return system.writeFile(bytes, to: path, modeOf: original)
    }
    func link(_ path: String, as link: String) -> Int32 { failingLink ? EIO : system.link(path, as: link) }
    func rename(_ from: String, _ to: String) -> Int32 {
        renames += 1
        return renames == failingRename ? EIO : system.rename(from, to)
    }
    func unlink(_ path: String) { system.unlink(path) }
    func removeTree(_ path: String) -> Int32 { system.removeTree(path) }
}
