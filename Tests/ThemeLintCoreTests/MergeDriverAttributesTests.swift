import Foundation
import Testing
import ThemeLintTestSupport
@testable import ThemeLintCore

/// The `.gitattributes` block of `hook install --merge-driver`, and the `pre-merge-commit` hook.
@Suite struct MergeDriverAttributesTests {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func embeddedPreMergeCommitScriptIsTheRepositoryHookByteForByte() throws {
        let onDisk = try Data(contentsOf: projectRootDirectory().appendingPathComponent("hooks/pre-merge-commit"))
        #expect(onDisk == Data(PreMergeCommitHook.script.utf8), "hooks/pre-merge-commit and PreMergeCommitHook.script differ")
        #expect(PreMergeCommitHook.isThemelintHook(Array(onDisk)))
        #expect(!PreCommitHook.isThemelintHook(Array(onDisk)), "the pre-commit hook's signature must not match the pre-merge-commit hook")
        #expect(!PreMergeCommitHook.isThemelintHook(Array(PreCommitHook.script.utf8)))
    }

    @Test func patternsAreAnchoredEscapedAndFoldedPerAssetCatalog() {
        let patterns = MergeDriverAttributes.patterns(for: [
            "palette.json", "themes/scheme [dark].json", "My Colors.json", ".themelint.json", "README.md",
            "App/Assets.xcassets/Red.colorset/Contents.json", "App/Assets.xcassets/Blue.colorset/Contents.json",
            "app/src/main/res/values/colors.xml",
        ])
        #expect(patterns == [
            "\"/My Colors.json\" merge=themelint",
            "/App/Assets.xcassets/**/Contents.json merge=themelint",
            "/app/src/main/res/values/colors.xml merge=themelint",
            "/palette.json merge=themelint",
            // A space: C-quoted, as gitattributes reads it (git check-attr matches it; the brackets stay literal).
            "\"/themes/scheme \\\\[dark\\\\].json\" merge=themelint",
        ].sorted())
        #expect(MergeDriverAttributes.patterns(for: ["a[1]*.json"]) == ["/a\\[1\\]\\*.json merge=themelint"])
    }

    @Test func theBlockIsAppendedAndRemovedByteForByte() {
        let lines = ["/palette.json merge=themelint"]
        for original in ["*.png binary\n", "*.png binary\r\n*.txt text", "", "*.png binary"] {
            let installed = MergeDriverAttributes.installing(lines, into: bytes(original))
            #expect(installed.starts(with: bytes(original)), "the existing bytes stay in front")
            #expect(MergeDriverAttributes.installing(lines, into: installed) == installed, "installing twice changes nothing")
            let removed = MergeDriverAttributes.removing(from: installed)
            #expect(removed.bytes == bytes(original))
            #expect(!removed.createdByInstall)
        }
        #expect(String(decoding: MergeDriverAttributes.installing(lines, into: bytes("*.png binary\r\n")), as: UTF8.self)
            == "*.png binary\r\n\(MergeDriverAttributes.beginMarker)\r\n/palette.json merge=themelint\r\n\(MergeDriverAttributes.endMarker)\r\n")
        #expect(String(decoding: MergeDriverAttributes.installing(lines, into: bytes("*.png binary")), as: UTF8.self)
            == "*.png binary\n\(MergeDriverAttributes.beginMarkerAfterAddedLineEnding)\n/palette.json merge=themelint\n\(MergeDriverAttributes.endMarker)\n")
    }

    /// docs/merge.md tells users to add `PATH merge=text` after the block; `echo … >> .gitattributes`
    /// must give a line of its own even when the file had no final newline, and installing
    /// again must neither move the block after that line nor swallow it.
    @Test func aLineAppendedAfterTheBlockStaysALineAndKeepsOverridingIt() {
        let original = bytes("*.png binary\r\n/a.json merge=union")
        let first = MergeDriverAttributes.installing(["/a.json merge=themelint"], into: original)
        let appended = first + bytes("/a.json merge=text\n")
        #expect(String(decoding: appended, as: UTF8.self).contains("\(MergeDriverAttributes.endMarker)\r\n/a.json merge=text\n"))
        let second = MergeDriverAttributes.installing(["/a.json merge=themelint", "/b.json merge=themelint"], into: appended)
        #expect(String(decoding: second, as: UTF8.self) == "*.png binary\r\n/a.json merge=union\r\n\(MergeDriverAttributes.beginMarkerAfterAddedLineEnding)\r\n"
            + "/a.json merge=themelint\r\n/b.json merge=themelint\r\n\(MergeDriverAttributes.endMarker)\r\n/a.json merge=text\n")
        #expect(MergeDriverAttributes.installing(["/a.json merge=themelint", "/b.json merge=themelint"], into: second) == second)
        #expect(MergeDriverAttributes.removing(from: second).bytes == bytes("*.png binary\r\n/a.json merge=union\r\n/a.json merge=text\n"))
        #expect(MergeDriverAttributes.removing(from: MergeDriverAttributes.installing(["/a.json merge=themelint"], into: original)).bytes == original)
    }

    @Test func anotherMergeAttributeForTheSameFileIsFound() {
        let existing = bytes("*.png binary\n/a.json merge=union\n/c.json diff=x\n")
        let installed = MergeDriverAttributes.installing(["/a.json merge=themelint", "/c.json merge=themelint"], into: existing)
        #expect(MergeDriverAttributes.patternsWithOtherMergeAttribute(["/a.json merge=themelint", "/c.json merge=themelint"], in: installed) == ["/a.json"])
        #expect(MergeDriverAttributes.patternsWithOtherMergeAttribute(["/c.json merge=themelint"], in: installed + bytes("/c.json -merge\n")) == ["/c.json"])
        #expect(MergeDriverAttributes.patternsWithOtherMergeAttribute(["/c.json merge=themelint"], in: installed).isEmpty)
    }

    @Test func aBeginMarkerWithoutItsEndIsReported() {
        let installed = MergeDriverAttributes.installing(["/a.json merge=themelint"], into: bytes("*.png binary\n"))
        #expect(!MergeDriverAttributes.hasUnfinishedBlock(installed))
        let broken = String(decoding: installed, as: UTF8.self).replacingOccurrences(of: MergeDriverAttributes.endMarker + "\n", with: "")
        #expect(MergeDriverAttributes.removing(from: bytes(broken)).bytes == bytes(broken))
        #expect(MergeDriverAttributes.hasUnfinishedBlock(bytes(broken)))
    }

    @Test func aBlockWithoutItsEndMarkerDoesNotReachIntoTheNextBlock() {
        let text = "\(MergeDriverAttributes.beginMarker)\n/a.json merge=themelint\n*.png binary\n"
            + "\(MergeDriverAttributes.beginMarker)\n/b.json merge=themelint\n\(MergeDriverAttributes.endMarker)\n"
        let removed = MergeDriverAttributes.removing(from: bytes(text))
        #expect(String(decoding: removed.bytes, as: UTF8.self) == "\(MergeDriverAttributes.beginMarker)\n/a.json merge=themelint\n*.png binary\n")
    }

    @Test func aFileInstallCreatedIsMarkedSoAndComesBackEmpty() {
        let created = MergeDriverAttributes.installing(["/a.json merge=themelint"], into: nil)
        #expect(String(decoding: created, as: UTF8.self).hasPrefix(MergeDriverAttributes.beginMarkerOfCreatedFile + "\n"))
        let removed = MergeDriverAttributes.removing(from: created)
        #expect(removed.bytes.isEmpty && removed.createdByInstall)
        // The user added a line of their own after install: the file stays, with that line.
        let edited = created + bytes("*.png binary\n")
        #expect(MergeDriverAttributes.removing(from: edited).bytes == bytes("*.png binary\n"))
    }

    @Test func reinstallingWithNewFilesRewritesOnlyTheBlock() {
        let first = MergeDriverAttributes.installing(["/a.json merge=themelint"], into: bytes("*.png binary\n"))
        let second = MergeDriverAttributes.installing(["/a.json merge=themelint", "/b.json merge=themelint"], into: first)
        #expect(String(decoding: second, as: UTF8.self) == "*.png binary\n\(MergeDriverAttributes.beginMarker)\n/a.json merge=themelint\n/b.json merge=themelint\n\(MergeDriverAttributes.endMarker)\n")
    }
}
