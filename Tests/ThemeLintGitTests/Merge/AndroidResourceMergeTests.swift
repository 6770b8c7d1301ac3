import Foundation
import Testing
import ThemeLintCore
import ThemeLintGit

/// The merge of Android `<resources>` files by element, with git's line merge (libgit2) beside it.
@Suite struct AndroidResourceMergeTests {
    static let base = """
        <?xml version="1.0" encoding="utf-8"?>
        <resources>
            <color name="primary">#FF0000</color>
            <color name="secondary">#00FF00</color>
            <color name="tertiary">#0000FF</color>
        </resources>

        """

    private func merge(_ base: String, _ ours: String, _ theirs: String) -> MergeOutcome {
        AndroidResourceMerge.merge(
            MergeSides(base: Array(base.utf8), ours: Array(ours.utf8), theirs: Array(theirs.utf8), path: "res/values/colors.xml"),
            lineMerger: GitLineMerge())
    }

    private func lineMerge(_ base: String, _ ours: String, _ theirs: String) throws -> LineMergeResult {
        try GitLineMerge().lineMerge(MergeSides(base: Array(base.utf8), ours: Array(ours.utf8), theirs: Array(theirs.utf8)))
    }

    /// The clean result's text, or a recorded issue.
    private func clean(_ outcome: MergeOutcome, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        guard case .clean(let bytes) = outcome else {
            Issue.record("expected a clean merge, got \(outcome)", sourceLocation: sourceLocation)
            return nil
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func conflicted(_ outcome: MergeOutcome, sourceLocation: SourceLocation = #_sourceLocation) -> (String, [MergeConflict])? {
        guard case .conflicted(let bytes, let conflicts) = outcome else {
            Issue.record("expected a conflicted merge, got \(outcome)", sourceLocation: sourceLocation)
            return nil
        }
        return (String(decoding: bytes, as: UTF8.self), conflicts)
    }

    private func edit(_ text: String, _ old: String, _ new: String) -> String {
        precondition(text.contains(old))
        return text.replacing(old, with: new)
    }

    @Test func adjacentEditsMergeWhereGitConflicts() throws {
        let ours = edit(Self.base, "#FF0000", "#FF1111")
        let theirs = edit(Self.base, "#00FF00", "#00EE00")
        #expect(try !lineMerge(Self.base, ours, theirs).isClean, "git's line merge conflicts on adjacent lines")
        #expect(clean(merge(Self.base, ours, theirs)) == edit(ours, "#00FF00", "#00EE00"))
    }

    @Test func bothAppendingKeepsOursThenTheirs() {
        let ours = edit(Self.base, "</resources>", "    <color name=\"a\">#111111</color>\n</resources>")
        let theirs = edit(Self.base, "</resources>", "    <color name=\"b\">#222222</color>\n</resources>")
        #expect(clean(merge(Self.base, ours, theirs)) == edit(ours, "</resources>", "    <color name=\"b\">#222222</color>\n</resources>"))
    }

    @Test func theSameAdditionOnBothSidesIsOneElement() {
        let added = edit(Self.base, "</resources>", "    <color name=\"a\">#111111</color>\n</resources>")
        #expect(clean(merge(Self.base, added, added)) == added)
    }

    @Test func theSameAdditionInDifferentPlacesIsKeptWhereOursHasIt() {
        let ours = edit(Self.base, "</resources>", "    <color name=\"a\">#111111</color>\n</resources>")
        let theirs = edit(Self.base, "<resources>\n", "<resources>\n    <color name=\"a\">#111111</color>\n")
        #expect(clean(merge(Self.base, ours, theirs)) == ours)
    }

    @Test func anElementReplacedByAnotherInItsPlaceMerges() {
        // THEIRS' addition goes where THEIRS' deletion starts: one edit of OURS, not two.
        let ours = edit(edit(Self.base, "#FF0000", "#FF1111"), "#0000FF", "#0000EE")
        let theirs = edit(Self.base, "<color name=\"secondary\">#00FF00</color>", "<color name=\"accent\">#123456</color>")
        #expect(clean(merge(Self.base, ours, theirs)) == edit(ours, "<color name=\"secondary\">#00FF00</color>", "<color name=\"accent\">#123456</color>"))
    }

    @Test func deleteAgainstEditIsAConflictAroundTheElement() {
        let ours = edit(Self.base, "    <color name=\"primary\">#FF0000</color>\n", "")
        let theirs = edit(Self.base, "#FF0000", "#FF2222")
        guard let (text, conflicts) = conflicted(merge(Self.base, ours, theirs)) else { return }
        #expect(text == edit(ours, "<resources>\n", "<resources>\n<<<<<<< ours\n=======\n    <color name=\"primary\">#FF2222</color>\n>>>>>>> theirs\n"))
        #expect(conflicts == [MergeConflict(memberPath: ["color", "primary"], line: 3)])
    }

    @Test func editAgainstDeleteIsAConflictAroundTheElement() {
        let ours = edit(Self.base, "#FF0000", "#FF2222")
        let theirs = edit(Self.base, "    <color name=\"primary\">#FF0000</color>\n", "")
        guard let (text, conflicts) = conflicted(merge(Self.base, ours, theirs)) else { return }
        #expect(text == edit(ours, "    <color name=\"primary\">#FF2222</color>\n", "<<<<<<< ours\n    <color name=\"primary\">#FF2222</color>\n=======\n>>>>>>> theirs\n"))
        #expect(conflicts.map(\.line) == [3])
    }

    @Test func editAgainstEditMarksOnlyThatElementAndMergesTheRest() {
        let ours = edit(edit(Self.base, "#FF0000", "#FF1111"), "#0000FF", "#0000EE")
        let theirs = edit(Self.base, "#FF0000", "#FF2222")
        guard let (text, conflicts) = conflicted(merge(Self.base, ours, theirs)) else { return }
        #expect(text == """
            <?xml version="1.0" encoding="utf-8"?>
            <resources>
            <<<<<<< ours
                <color name="primary">#FF1111</color>
            =======
                <color name="primary">#FF2222</color>
            >>>>>>> theirs
                <color name="secondary">#00FF00</color>
                <color name="tertiary">#0000EE</color>
            </resources>

            """)
        #expect(conflicts == [MergeConflict(memberPath: ["color", "primary"], line: 3)])
    }

    @Test func markerSizeAndLabelsAreHonoured() {
        let ours = edit(Self.base, "#FF0000", "#FF1111")
        let theirs = edit(Self.base, "#FF0000", "#FF2222")
        let outcome = AndroidResourceMerge.merge(
            MergeSides(base: Array(Self.base.utf8), ours: Array(ours.utf8), theirs: Array(theirs.utf8), markerSize: 10, oursLabel: "HEAD", theirsLabel: "topic"),
            lineMerger: GitLineMerge())
        guard let (text, _) = conflicted(outcome) else { return }
        #expect(text.contains("\n<<<<<<<<<< HEAD\n    <color name=\"primary\">#FF1111</color>\n==========\n    <color name=\"primary\">#FF2222</color>\n>>>>>>>>>> topic\n"))
    }

    @Test func diff3StyleShowsTheBaseInsideTheBlock() {
        let ours = edit(Self.base, "#FF0000", "#FF1111")
        let theirs = edit(Self.base, "#FF0000", "#FF2222")
        let outcome = AndroidResourceMerge.merge(
            MergeSides(base: Array(Self.base.utf8), ours: Array(ours.utf8), theirs: Array(theirs.utf8)),
            lineMerger: GitLineMerge(conflictStyle: .diff3))
        guard let (text, conflicts) = conflicted(outcome) else { return }
        #expect(text == edit(ours, "    <color name=\"primary\">#FF1111</color>\n", """
            <<<<<<< ours
                <color name="primary">#FF1111</color>
            ||||||| base
                <color name="primary">#FF0000</color>
            =======
                <color name="primary">#FF2222</color>
            >>>>>>> theirs

            """))
        #expect(conflicts == [MergeConflict(memberPath: ["color", "primary"], line: 3)])
    }

    @Test func renameAgainstEditGetsTheEditUnderTheNewName() {
        let renamed = edit(Self.base, "\"primary\"", "\"brand\"")
        let edited = edit(Self.base, "#FF0000", "#FF2222")
        let expected = edit(edited, "\"primary\"", "\"brand\"")
        #expect(clean(merge(Self.base, renamed, edited)) == expected)
        #expect(clean(merge(Self.base, edited, renamed)) == expected)
    }

    @Test func crlfAndAMissingFinalNewlineAreKept() {
        let base = Self.base.replacing("\n", with: "\r\n").replacing("</resources>\r\n", with: "</resources>")
        let ours = edit(base, "#FF0000", "#FF1111")
        // THEIRS was saved with LF endings: its addition still gets OURS' CRLF.
        let theirs = edit(edit(base, "#00FF00", "#00EE00").replacing("\r\n", with: "\n"), "</resources>", "    <color name=\"b\">#222222</color>\n</resources>")
        let expected = edit(edit(ours, "#00FF00", "#00EE00"), "</resources>", "    <color name=\"b\">#222222</color>\r\n</resources>")
        #expect(clean(merge(base, ours, theirs)) == expected)
        #expect(expected.hasSuffix("</resources>") && !expected.contains("\n    <color name=\"b\">#222222</color>\n"))
    }

    @Test func tabsAreKeptAndAdditionsIndentedLikeTheirSiblings() {
        let base = Self.base.replacing("    ", with: "\t")
        let ours = edit(base, "#FF0000", "#FF1111")
        // THEIRS indents with two spaces (a reformatted file): its addition gets OURS' tab.
        let theirs = edit(base.replacing("\t", with: "  "), "  <color name=\"tertiary\">#0000FF</color>\n", "  <color name=\"tertiary\">#0000FF</color>\n  <style name=\"Theme\">\n    <item name=\"colorPrimary\">@color/primary</item>\n  </style>\n")
        let expected = edit(ours, "\t<color name=\"tertiary\">#0000FF</color>\n", "\t<color name=\"tertiary\">#0000FF</color>\n\t<style name=\"Theme\">\n\t  <item name=\"colorPrimary\">@color/primary</item>\n\t</style>\n")
        #expect(clean(merge(base, ours, theirs)) == expected)
    }

    @Test func anAdditionBeforeEverySharedElementGoesFirstIndentedLikeOurs() {
        let ours = edit(Self.base.replacing("    <", with: "  <"), "#0000FF", "#0000EE")
        let theirs = edit(Self.base, "<resources>\n", "<resources>\n        <color name=\"zero\">#000000</color>\n")
        #expect(clean(merge(Self.base, ours, theirs)) == edit(ours, "<resources>\n", "<resources>\n  <color name=\"zero\">#000000</color>\n"))
    }

    @Test func editsOfDifferentItemsOfOneStyleMergeLineByLineWithinTheElement() {
        let base = edit(Self.base, "</resources>", "    <style name=\"Theme\">\n        <item name=\"a\">@color/primary</item>\n        <item name=\"b\">@color/secondary</item>\n        <item name=\"c\">@color/tertiary</item>\n    </style>\n</resources>")
        let ours = edit(base, "\"a\">@color/primary", "\"a\">@color/tertiary")
        let theirs = edit(base, "\"c\">@color/tertiary", "\"c\">@color/primary")
        #expect(clean(merge(base, ours, theirs)) == edit(ours, "\"c\">@color/tertiary", "\"c\">@color/primary"))
    }

    @Test func gitsBytesAreKeptWhenItsLineMergeIsCleanAndMeansTheSame() {
        // THEIRS adds a comment (no meaning) far from OURS' edit: git merges it, and its bytes win.
        let ours = edit(Self.base, "#0000FF", "#0000EE")
        let theirs = edit(Self.base, "<resources>\n", "<resources>\n    <!-- brand colors -->\n")
        #expect(clean(merge(Self.base, ours, theirs)) == edit(ours, "<resources>\n", "<resources>\n    <!-- brand colors -->\n"))
    }

    @Test func aFileAddedOnBothSidesMergesFromAnEmptyBase() {
        let ours = edit(Self.base, "#FF0000", "#FF1111")
        let theirs = edit(Self.base, "</resources>", "    <color name=\"b\">#222222</color>\n</resources>")
        guard let (text, conflicts) = conflicted(merge("", ours, theirs)) else { return }
        // Both added primary, differently: a conflict; THEIRS' b is added.
        #expect(conflicts.map(\.memberPath) == [["color", "primary"]])
        #expect(text.contains("    <color name=\"tertiary\">#0000FF</color>\n    <color name=\"b\">#222222</color>\n</resources>"))
    }

    @Test func anUnparseableSideFallsBackWithItsPosition() {
        let theirs = edit(Self.base, "</color>\n    <color name=\"tertiary\">", "</colour>\n    <color name=\"tertiary\">")
        guard case .fallBack(let reason) = merge(Self.base, Self.base, theirs) else {
            Issue.record("expected a fallback")
            return
        }
        #expect(reason.hasPrefix("THEIRS (%B) is not well-formed XML at 4:"), "\(reason)")
    }

    /// A resource defined twice in one side (aapt's error) is a guess for a merge by element:
    /// the line merge, said, whichever side repeats it; even where git's line merge is clean
    /// and would mean the same.
    @Test func aSideThatDefinesAColorTwiceFallsBack() {
        let twice = "    <color name=\"secondary\">#00FF00</color>\n"
        let repeated = edit(Self.base, "</resources>", twice + "</resources>")
        let edited = edit(Self.base, "#FF0000", "#FF1111")
        for (side, base, ours, theirs) in [("BASE (%O)", repeated, repeated, edit(repeated, "#FF0000", "#FF1111")),
                                           ("OURS (%A)", Self.base, repeated, edited),
                                           ("THEIRS (%B)", Self.base, edited, repeated)] {
            guard case .fallBack(let reason) = merge(base, ours, theirs) else {
                Issue.record("\(side): expected a fallback")
                continue
            }
            #expect(reason == "\(side) defines <color name=\"secondary\"> twice (again at 6:5)", "\(reason)")
        }
    }

    /// `<item name="x" type="color">` and `<item name="x" type="dimen">` are two resources.
    @Test func oneNameOfTwoTypesIsNoRepeat() {
        let items = edit(Self.base, "</resources>", "    <item name=\"x\" type=\"color\">#123456</item>\n    <item name=\"x\" type=\"dimen\">4dp</item>\n</resources>")
        let ours = edit(items, "#FF0000", "#FF1111")
        let theirs = edit(items, "4dp", "8dp")
        #expect(clean(merge(items, ours, theirs)) == edit(ours, "4dp", "8dp"))
    }

    /// `product` variants (`<color name="x" product="tablet">` beside `product="default"`) are
    /// one resource per product, as aapt builds them: no repeat, merged by element.
    @Test func productVariantsOfOneNameAreNoRepeat() {
        let variants = edit(Self.base, "</resources>", "    <color name=\"x\" product=\"tablet\">#123456</color>\n    <color name=\"x\" product=\"default\">#654321</color>\n</resources>")
        let ours = edit(variants, "#FF0000", "#FF1111")
        let theirs = edit(variants, "#123456", "#ABCDEF")
        #expect(clean(merge(variants, ours, theirs)) == edit(ours, "#123456", "#ABCDEF"))
    }

    @Test func anotherRootFallsBack() {
        let selector = "<selector xmlns:android=\"http://schemas.android.com/apk/res/android\">\n  <item android:color=\"#FF0000\"/>\n</selector>\n"
        guard case .fallBack(let reason) = merge(selector, selector, selector) else {
            Issue.record("expected a fallback")
            return
        }
        #expect(reason.contains("not an Android <resources> file"), "\(reason)")
    }

    @Test func manyElementsOnBothSidesMerge() {
        // 20,000 colors; OURS edits every even one, THEIRS every odd one and appends 1,000.
        let count = 20_000
        func file(_ value: (Int) -> String, extra: Int = 0) -> String {
            var text = "<resources>\n"
            for index in 0..<(count + extra) { text += "    <color name=\"c\(index)\">\(value(index))</color>\n" }
            return text + "</resources>\n"
        }
        let base = file { _ in "#000000" }
        let ours = file { $0 % 2 == 0 ? "#111111" : "#000000" }
        let theirs = file({ $0 % 2 == 1 ? "#222222" : "#000000" }, extra: 1_000)
        let expected = file({ $0 % 2 == 1 ? "#222222" : $0 < count ? "#111111" : "#000000" }, extra: 1_000)
        #expect(clean(merge(base, ours, theirs)) == expected)
    }

    @Test func everyTruncationOfASideFallsBackOrMergesWithoutCrashing() {
        let rich = """
            <?xml version="1.0" encoding="utf-8"?>
            <!-- colors -->
            <resources xmlns:tools="http://schemas.android.com/tools">
            	<color name="primary">#FF0000</color> <!-- brand -->
            	<item type="color" name="secondary">@color/primary</item>
            	<style name="Theme" parent="Base"><item name="a"><![CDATA[x]]></item>
            		<item name="b">&amp;</item></style>
            	<string name="s">a<b>b</b></string>
            </resources>
            """
        let bytes = Array(rich.utf8)
        var merged = 0
        for length in 0...bytes.count {
            let prefix = Array(bytes.prefix(length))
            let outcome = AndroidResourceMerge.merge(
                MergeSides(base: bytes, ours: bytes, theirs: prefix), lineMerger: GitLineMerge())
            let parses = (try? XMLReader().read(prefix)) != nil
            switch outcome {
            case .fallBack:
                #expect(!parses || length < bytes.count, "a whole side that parses must merge")
            case .clean(let result), .conflicted(let result, _):
                merged += 1
                #expect(parses, "a side that does not parse must fall back (length \(length))")
                #expect(!result.isEmpty)
            }
        }
        #expect(merged == 1, "only the whole file parses")
    }
}
