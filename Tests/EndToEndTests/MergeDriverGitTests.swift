import Foundation
import Testing
import ThemeLintTestSupport

/// The merge driver as git runs it: `hook install --merge-driver` in a real repository, then
/// `git merge` of real branches, with the built binary.
@Suite struct MergeDriverGitTests {
    static let colorsPath = "app/src/main/res/values/colors.xml"
    static let colors = """
        <?xml version="1.0" encoding="utf-8"?>
        <resources>
            <color name="primary">#FF0000</color>
            <color name="secondary">#00FF00</color>
            <color name="tertiary">#0000FF</color>
        </resources>

        """

    /// A repository with the Android colors committed on main and the driver installed (its
    /// `.gitattributes` committed too).
    private func repository() throws -> TemporaryGitRepository {
        let repo = try TemporaryGitRepository()
        try repo.write(Self.colorsPath, Self.colors)
        try repo.commitAll("colors")
        let install = try runThemelint(["hook", "install", "--merge-driver"], in: repo.url, environment: ["THEMELINT": themelintBinaryPath()])
        #expect(install.status == 0, "\(install.stdout)\(install.stderr)")
        #expect(try repo.read(".gitattributes") == """
            # themelint merge driver (themelint hook uninstall removes this block, and this file when nothing else is left)
            /\(Self.colorsPath) merge=themelint
            # end of themelint merge driver

            """)
        try commit(repo, "driver")
        return repo
    }

    private func commit(_ repo: TemporaryGitRepository, _ message: String) throws {
        try repo.git(["add", "-A"])
        let result = try runGit(repo, ["commit", "-q", "-m", message])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }

    /// Commits `theirs` on a branch `topic` and `ours` on main (each a change of `path`).
    private func branches(_ repo: TemporaryGitRepository, path: String = colorsPath, ours: String, theirs: String) throws {
        try repo.git(["checkout", "-q", "-b", "topic"])
        try repo.write(path, theirs)
        try commit(repo, "theirs")
        try repo.git(["checkout", "-q", "main"])
        try repo.write(path, ours)
        try commit(repo, "ours")
    }

    @Test func adjacentEditsOfTwoColorsMergeCleanly() throws {
        let repo = try repository()
        let ours = Self.colors.replacing("#FF0000", with: "#FF1111")
        let theirs = Self.colors.replacing("#00FF00", with: "#00EE00")
        try branches(repo, ours: ours, theirs: theirs)
        let merge = try runGit(repo, ["merge", "--no-edit", "topic"])
        #expect(merge.status == 0, "\(merge.stdout)\(merge.stderr)")
        #expect(try repo.read(Self.colorsPath) == ours.replacing("#00FF00", with: "#00EE00"))
        #expect(try repo.git(["rev-list", "--count", "--merges", "HEAD"]).trimmingCharacters(in: .whitespacesAndNewlines) == "1")
    }

    /// A DTCG token file named `*.tokens` is a theme file: install marks it, and two branches
    /// that edit neighbouring tokens on one line merge by meaning.
    @Test func aTokensFileIsMarkedAndMergedByMeaning() throws {
        let repo = try TemporaryGitRepository()
        let base = ##"{"color": {"$type": "color", "blue": {"$value": "#0044cc"}, "red": {"$value": "#cc0000"}}}"## + "\n"
        try repo.write("design/colors.tokens", base)
        try repo.commitAll("tokens")
        let install = try runThemelint(["hook", "install", "--merge-driver"], in: repo.url, environment: ["THEMELINT": themelintBinaryPath()])
        #expect(install.status == 0, "\(install.stdout)\(install.stderr)")
        #expect(try repo.read(".gitattributes").contains("/design/colors.tokens merge=themelint\n"))
        try commit(repo, "driver")
        try branches(repo, path: "design/colors.tokens", ours: base.replacing("#0044cc", with: "#0055dd"), theirs: base.replacing("#cc0000", with: "#dd1111"))
        let merge = try runGit(repo, ["merge", "--no-edit", "topic"])
        #expect(merge.status == 0, "\(merge.stdout)\(merge.stderr)")
        #expect(try repo.read("design/colors.tokens") == base.replacing("#0044cc", with: "#0055dd").replacing("#cc0000", with: "#dd1111"))
    }

    @Test func aTrueConflictLeavesMarkersAroundTheOneElementAndThePathUnmerged() throws {
        let repo = try repository()
        let ours = Self.colors.replacing("#FF0000", with: "#FF1111").replacing("#0000FF", with: "#0000EE")
        let theirs = Self.colors.replacing("#FF0000", with: "#FF2222")
        try branches(repo, ours: ours, theirs: theirs)
        let merge = try runGit(repo, ["merge", "--no-edit", "topic"])
        #expect(merge.status != 0)
        #expect(merge.stdout.contains("CONFLICT (content): Merge conflict in \(Self.colorsPath)"), "\(merge.stdout)")
        #expect(merge.stderr.contains("\(Self.colorsPath):3: conflict in member color.primary"), "\(merge.stderr)")
        #expect(try repo.read(Self.colorsPath) == """
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
        let status = try repo.git(["status", "--porcelain"])
        #expect(status.contains("UU \(Self.colorsPath)"), "\(status)")
    }

    /// git users with `merge.conflictStyle=diff3` get the base in the JSON blocks too, as in
    /// git's own blocks and the Android ones.
    @Test func aJSONConflictShowsTheBaseWithDiff3() throws {
        let repo = try TemporaryGitRepository()
        let palette = "{\n    \"primary\": \"#FF0000\",\n    \"secondary\": \"#00FF00\"\n}\n"
        try repo.write("theme/palette.json", palette)
        try repo.commitAll("palette")
        let install = try runThemelint(["hook", "install", "--merge-driver"], in: repo.url, environment: ["THEMELINT": themelintBinaryPath()])
        #expect(install.status == 0, "\(install.stdout)\(install.stderr)")
        try commit(repo, "driver")
        try repo.git(["config", "merge.conflictStyle", "diff3"])
        try branches(repo, path: "theme/palette.json", ours: palette.replacing("#FF0000", with: "#FF1111"), theirs: palette.replacing("#FF0000", with: "#FF2222"))
        let merge = try runGit(repo, ["merge", "--no-edit", "topic"])
        #expect(merge.status != 0)
        #expect(merge.stderr.contains("theme/palette.json:2: conflict in member primary"), "\(merge.stderr)")
        #expect(try repo.read("theme/palette.json") == """
            {
            <<<<<<< ours
                "primary": "#FF1111",
            ||||||| base
                "primary": "#FF0000",
            =======
                "primary": "#FF2222",
            >>>>>>> theirs
                "secondary": "#00FF00"
            }

            """)
    }

    @Test func anUnparseableSideFallsBackToGitsLineMergeAndSaysSo() throws {
        let repo = try repository()
        let ours = Self.colors.replacing("#0000FF", with: "#0000EE")
        // THEIRS breaks the file far from OURS' edit: the line merge is clean, and says why it ran.
        let theirs = Self.colors.replacing("    <color name=\"primary\">#FF0000</color>", with: "    <color name=\"primary\">#FF0000</colour>")
        try repo.git(["checkout", "-q", "-b", "topic"])
        try repo.write(Self.colorsPath, theirs)
        try commit(repo, "theirs (broken)", verify: false)
        try repo.git(["checkout", "-q", "main"])
        try repo.write(Self.colorsPath, ours)
        try commit(repo, "ours")
        let merge = try runGit(repo, ["merge", "--no-edit", "--no-verify", "topic"])
        #expect(merge.stderr.contains("themelint: \(Self.colorsPath): THEIRS (%B) is not well-formed XML at 3:"), "\(merge.stderr)")
        #expect(merge.stderr.contains("; merged line by line (git merge-file)"), "\(merge.stderr)")
        #expect(merge.status == 0, "\(merge.stdout)\(merge.stderr)")
        #expect(try repo.read(Self.colorsPath) == theirs.replacing("#0000FF", with: "#0000EE"))
    }

    private func commit(_ repo: TemporaryGitRepository, _ message: String, verify: Bool) throws {
        try repo.git(["add", "-A"])
        let result = try runGit(repo, ["commit", "-q", "-m", message] + (verify ? [] : ["--no-verify"]))
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }

    @Test func thePreMergeCommitHookStopsAMergeThatBreaksAReference() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("palette.json", demoPalette)
        try repo.write("scheme.json", demoScheme(lightAccent: "white", darkAccent: "white"))
        try repo.commitAll("theme")
        let install = try runThemelint(["hook", "install", "--merge-driver"], in: repo.url, environment: ["THEMELINT": themelintBinaryPath()])
        #expect(install.status == 0, "\(install.stdout)\(install.stderr)")
        try commit(repo, "driver")
        // One branch deletes sky_300 from the palette, the other starts using it: different
        // files, so git merges them line by line without a word.
        try repo.git(["checkout", "-q", "-b", "topic"])
        let withoutSky = demoPalette.replacing("    \"sky_300\": \"#71AAEB\",\n", with: "")
        #expect(withoutSky != demoPalette)
        try repo.write("palette.json", withoutSky)
        try commit(repo, "drop sky_300")
        try repo.git(["checkout", "-q", "main"])
        try repo.write("scheme.json", demoScheme(lightAccent: "sky_300", darkAccent: "white"))
        try commit(repo, "use sky_300")
        let head = headCommit(repo)

        let merge = try runGit(repo, ["merge", "--no-edit", "topic"])
        #expect(merge.status != 0, "\(merge.stdout)\(merge.stderr)")
        #expect(merge.stdout.contains("sky_300") || merge.stderr.contains("sky_300"), "\(merge.stdout)\(merge.stderr)")
        #expect(merge.stderr.contains("themelint: merge commit refused"), "\(merge.stderr)")
        #expect(headCommit(repo) == head, "no merge commit was made")

        // --no-verify skips the hook, as documented.
        _ = try runGit(repo, ["merge", "--abort"])
        let forced = try runGit(repo, ["merge", "--no-edit", "--no-verify", "topic"])
        #expect(forced.status == 0, "\(forced.stdout)\(forced.stderr)")
        #expect(headCommit(repo) != head)
    }

    @Test func uninstallLeavesGitattributesAndConfigAsBeforeInstall() throws {
        let repo = try TemporaryGitRepository()
        try repo.write(Self.colorsPath, Self.colors)
        // A .gitattributes of the user's: CRLF, no final newline.
        try repo.write(".gitattributes", bytes: Array("*.png binary\r\n*.txt text".utf8))
        try repo.commitAll("colors")
        let config = try Data(contentsOf: repo.url.appendingPathComponent(".git/config"))
        let attributes = try Data(contentsOf: repo.url.appendingPathComponent(".gitattributes"))

        let install = try runThemelint(["hook", "install", "--merge-driver"], in: repo.url)
        #expect(install.status == 0, "\(install.stdout)\(install.stderr)")
        let installedAttributes = try Data(contentsOf: repo.url.appendingPathComponent(".gitattributes"))
        #expect(String(decoding: installedAttributes, as: UTF8.self) == "*.png binary\r\n*.txt text\r\n# themelint merge driver (themelint hook uninstall removes this block, and the line break before it)\r\n/\(Self.colorsPath) merge=themelint\r\n# end of themelint merge driver\r\n")
        #expect(try repo.git(["check-attr", "merge", "--", Self.colorsPath]).contains("merge: themelint"))
        #expect(try repo.git(["config", "merge.themelint.driver"]).contains(" merge-driver --marker-size %L %O %A %B %P"))
        let installedConfig = try Data(contentsOf: repo.url.appendingPathComponent(".git/config"))
        let hook = try Data(contentsOf: repo.url.appendingPathComponent(".git/hooks/pre-merge-commit"))

        // Installing twice changes nothing.
        let again = try runThemelint(["hook", "install", "--merge-driver"], in: repo.url)
        #expect(again.status == 0)
        #expect(try Data(contentsOf: repo.url.appendingPathComponent(".gitattributes")) == installedAttributes)
        #expect(try Data(contentsOf: repo.url.appendingPathComponent(".git/config")) == installedConfig)
        #expect(try Data(contentsOf: repo.url.appendingPathComponent(".git/hooks/pre-merge-commit")) == hook)

        let uninstall = try runThemelint(["hook", "uninstall"], in: repo.url)
        #expect(uninstall.status == 0, "\(uninstall.stdout)\(uninstall.stderr)")
        #expect(try Data(contentsOf: repo.url.appendingPathComponent(".gitattributes")) == attributes)
        #expect(try Data(contentsOf: repo.url.appendingPathComponent(".git/config")) == config)
        #expect(!FileManager.default.fileExists(atPath: repo.absolutePath(".git/hooks/pre-merge-commit")))
    }

    @Test func uninstallDeletesTheGitattributesInstallCreated() throws {
        let repo = try TemporaryGitRepository()
        try repo.write(Self.colorsPath, Self.colors)
        try repo.commitAll("colors")
        _ = try runThemelint(["hook", "install", "--merge-driver"], in: repo.url)
        #expect(FileManager.default.fileExists(atPath: repo.absolutePath(".gitattributes")))
        let uninstall = try runThemelint(["hook", "uninstall"], in: repo.url)
        #expect(uninstall.status == 0, "\(uninstall.stdout)\(uninstall.stderr)")
        #expect(!FileManager.default.fileExists(atPath: repo.absolutePath(".gitattributes")))
    }

    @Test func aForeignPreMergeCommitHookIsLeftAloneWithoutForce() throws {
        let repo = try TemporaryGitRepository()
        try repo.write(Self.colorsPath, Self.colors)
        try repo.commitAll("colors")
        try repo.write(".git/hooks/pre-merge-commit", "#!/bin/sh\necho mine\n")
        let install = try runThemelint(["hook", "install", "--merge-driver"], in: repo.url)
        #expect(install.status == 1)
        #expect(try repo.read(".git/hooks/pre-merge-commit") == "#!/bin/sh\necho mine\n")
        let uninstall = try runThemelint(["hook", "uninstall"], in: repo.url)
        #expect(uninstall.status == 0, "\(uninstall.stdout)\(uninstall.stderr)")
        #expect(try repo.read(".git/hooks/pre-merge-commit") == "#!/bin/sh\necho mine\n")
    }
}
