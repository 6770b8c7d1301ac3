import Testing
@testable import ThemeLintCore

/// The stale folders of an asset catalog: only the export's own, holding nothing else.
@Suite struct ExportStaleFoldersTests {
    private let result = ExportResult(files: [
        ExportFile(path: "Colors.xcassets/Contents.json", text: "{}"),
        ExportFile(path: "Colors.xcassets/accent.colorset/Contents.json", text: "{}"),
        ExportFile(path: "Colors.xcassets/text/Contents.json", text: "{}"),
        ExportFile(path: "Colors.xcassets/text/primary.colorset/Contents.json", text: "{}"),
    ], notices: [])

    @Test func onlyGeneratedFoldersHoldingNothingElseAreStale() {
        let existing = [
            "Colors.xcassets/Contents.json",
            "Colors.xcassets/accent.colorset/", "Colors.xcassets/accent.colorset/Contents.json",
            "Colors.xcassets/text/", "Colors.xcassets/text/Contents.json",
            "Colors.xcassets/text/primary.colorset/", "Colors.xcassets/text/primary.colorset/Contents.json",
            "Colors.xcassets/Accent.colorset/", "Colors.xcassets/Accent.colorset/Contents.json",
            "Colors.xcassets/text/old.colorset/", "Colors.xcassets/text/old.colorset/Contents.json",
            "Colors.xcassets/legacy/", "Colors.xcassets/legacy/Contents.json",
            "Colors.xcassets/legacy/a.colorset/", "Colors.xcassets/legacy/a.colorset/Contents.json",
            "Colors.xcassets/mixed/", "Colors.xcassets/mixed/Contents.json",
            "Colors.xcassets/mixed/b.colorset/", "Colors.xcassets/mixed/b.colorset/Contents.json",
            "Colors.xcassets/mixed/Theirs.colorset/", "Colors.xcassets/mixed/Theirs.colorset/Contents.json",
            "Colors.xcassets/image.colorset/", "Colors.xcassets/image.colorset/Contents.json", "Colors.xcassets/image.colorset/x.png",
            "Colors.xcassets/empty/",
        ]
        let theirs: Set<String> = ["Colors.xcassets/mixed/Theirs.colorset/Contents.json"]
        let stale = result.staleFolders(under: "Colors.xcassets", existing: existing) { !theirs.contains($0) }
        #expect(stale.folders == ["Colors.xcassets/legacy", "Colors.xcassets/mixed/b.colorset", "Colors.xcassets/text/old.colorset"])
        #expect(stale.removals == [
            "Colors.xcassets/text/old.colorset/Contents.json", "Colors.xcassets/text/old.colorset/",
            "Colors.xcassets/mixed/b.colorset/Contents.json", "Colors.xcassets/mixed/b.colorset/",
            "Colors.xcassets/legacy/a.colorset/Contents.json", "Colors.xcassets/legacy/a.colorset/",
            "Colors.xcassets/legacy/Contents.json", "Colors.xcassets/legacy/",
        ], "children before their folders; someone else's set, a folder holding an image, and a set written under another case stay")
        #expect(result.staleFolders(under: "Colors.xcassets", existing: existing) { _ in false } == .none, "nothing without the marker")
    }

    @Test func theMarkerIsTheExportsAuthor() {
        #expect(XcassetsExporter.isGenerated(Array(#"{"info" : {"author" : "themelint", "version" : 1}}"#.utf8)))
        #expect(!XcassetsExporter.isGenerated(Array(#"{"info" : {"author" : "xcode", "version" : 1}}"#.utf8)))
        #expect(!XcassetsExporter.isGenerated(Array(#"{"info" : "#.utf8)), "not JSON")
    }
}
