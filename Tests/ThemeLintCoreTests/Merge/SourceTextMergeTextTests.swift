import Testing
@testable import ThemeLintCore

/// Conflict markers and re-indenting, as the merges write and read them.
@Suite struct SourceTextMergeTextTests {
    let style = SourceText.ConflictStyle(markerSize: 7, oursLabel: "ours", baseLabel: "base", theirsLabel: "theirs", lineBreak: Array("\n".utf8))

    @Test func aBlockIsWrittenAsGitWritesIt() {
        let block = SourceText.conflictBlock(ours: Array("a\n".utf8), base: Array("b\n".utf8), theirs: Array("c\n".utf8), style: style)
        #expect(String(decoding: block, as: UTF8.self) == "<<<<<<< ours\na\n||||||| base\nb\n=======\nc\n>>>>>>> theirs\n")
        var short = style
        short.markerSize = 3
        short.oursLabel = ""
        let noBase = SourceText.conflictBlock(ours: [], base: nil, theirs: Array("c\n".utf8), style: short)
        #expect(String(decoding: noBase, as: UTF8.self) == "<<<\n===\nc\n>>> theirs\n")
    }

    @Test func markerLinesAreFoundOnLinesOfEveryBreak() {
        let text = Array("{\r<<<<<<< ours\r\n<<<<<<<<\r<<<<<<<x\n<<<<<<<".utf8)
        let found = SourceText.conflictMarkerLines(.ours, size: 7, in: text)
        #expect(found == [2, 34])
        #expect(SourceText.lineNumbers(ofSortedOffsets: found, in: text) == [2, 5])
    }

    @Test func aFileLeftMidMergeIsRecognised() {
        #expect(SourceText.hasConflictMarkers(Array("{\n>>>>>>> theirs\n}".utf8)))
        #expect(!SourceText.hasConflictMarkers(Array("{\n  \"<<<<<<< \": 1\n}".utf8)))
        #expect(!SourceText.hasConflictMarkers(Array("<<<<<<<< eight\n".utf8)))
    }

    @Test func movedTextTakesItsNewIndentationUnitAndLineBreak() {
        let text = Array("{\r\n\t\t\"a\": 1\r\n\t}".utf8)
        let how = SourceText.Reindentation(from: Array("\t".utf8), to: Array("    ".utf8), unit: (Array("\t".utf8), Array("  ".utf8)), lineBreak: Array("\n".utf8))
        #expect(String(decoding: SourceText.reindented(text[...], how), as: UTF8.self) == "{\n      \"a\": 1\n    }")
        #expect(SourceText.indentationUnit(of: Array("{\n\n\t\"a\": 1\n}".utf8)) == Array("\t".utf8))
        #expect(SourceText.indentation(before: 1, in: Array("x\n  <a/>".utf8)) == nil)
        #expect(SourceText.indentation(before: 4, in: Array("x\n  <a/>".utf8)) == Array("  ".utf8))
    }

    @Test func aConflictInAFileOfLoneCRLinesIsNamedWithItsLine() {
        let sides = MergeSides(base: Array("{\r  \"a\": 1\r}\r".utf8), ours: Array("{\r  \"a\": 2\r}\r".utf8), theirs: Array("{\r  \"a\": 3\r}\r".utf8))
        guard case .conflicted(let bytes, let conflicts) = JSONThemeMerge.mergeByMember(sides) else {
            Issue.record("expected a conflict")
            return
        }
        #expect(String(decoding: bytes, as: UTF8.self) == "{\r<<<<<<< ours\r  \"a\": 2\r=======\r  \"a\": 3\r>>>>>>> theirs\r}\r")
        #expect(conflicts == [MergeConflict(memberPath: ["a"], line: 2)])
    }
}
