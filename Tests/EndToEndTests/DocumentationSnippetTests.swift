import Foundation
import Testing
import ThemeLintTestSupport

/// Every shell snippet of README.md and docs/*.md (```sh, ```bash and ```console blocks) runs
/// against a scratch repository: a clone of the VK history (`examples/vk-appearance/history.bundle`)
/// with the sample also committed at the root, then the demo theme of the README's tour
/// (`examples/demo`, the two commits `scripts/demo.sh` makes) in `theme/`, branches `main` and `feature`
/// and a remote-tracking `origin/main`, and the built `themelint` first on PATH. Each command
/// line runs on its own, in order, in the repository's root: a `themelint` command must exit
/// 0 or 1 (1 is "findings" or "differences"; 2 is an error), any other command 0. A block
/// right after `<!-- snippet: skip … -->` is not run (release builds, the test suite itself,
/// installing packages); keep those few.
@Suite struct DocumentationSnippetTests {
    struct Snippet: CustomStringConvertible {
        var file: String
        var line: Int
        var commands: [String]
        var description: String { "\(file):\(line)" }
    }

    static let documents: [String] = {
        let root = projectRootDirectory()
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
    }()

    /// The snippets of one Markdown file, skipped ones left out.
    static func snippets(in file: String) throws -> (run: [Snippet], skipped: [Snippet]) {
        let text = try String(contentsOf: projectRootDirectory().appendingPathComponent(file), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var run: [Snippet] = [], skipped: [Snippet] = []
        var index = 0
        while index < lines.count {
            let fence = lines[index].trimmingCharacters(in: .whitespaces)
            guard ["```sh", "```bash", "```console"].contains(fence) else { index += 1; continue }
            let start = index
            var body: [String] = []
            index += 1
            while index < lines.count, !lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                body.append(lines[index].trimmingCharacters(in: .whitespaces))
                index += 1
            }
            index += 1
            var commands: [String] = []
            // A console transcript (also a sh block written as one): `$ ` lines are the commands.
            if fence == "```console" || body.contains(where: { $0.hasPrefix("$ ") }) {
                commands = body.filter { $0.hasPrefix("$ ") }.map { String($0.dropFirst(2)) }
            } else {
                var pending = ""
                for line in body {
                    if line.hasSuffix("\\") { pending += line.dropLast() + " "; continue }
                    let command = pending + line
                    pending = ""
                    if !command.isEmpty, !command.hasPrefix("#") { commands.append(command) }
                }
            }
            let previous = lines[..<start].last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
            let snippet = Snippet(file: file, line: start + 1, commands: commands)
            if previous.trimmingCharacters(in: .whitespaces).hasPrefix("<!-- snippet: skip") {
                skipped.append(snippet)
            } else {
                run.append(snippet)
            }
        }
        return (run, skipped)
    }

    /// The scratch repository the snippets run in.
    private func scratchRepository() throws -> TemporaryGitRepository {
        let repo = try TemporaryGitRepository(initialize: false)
        let sample = projectRootDirectory().appendingPathComponent("examples/vk-appearance")
        try repo.clone(from: vkHistoryBundle().path)
        try repo.git(["checkout", "-q", "-B", "main"])
        try repo.git(["config", "user.name", "Snippet"])
        try repo.git(["config", "user.email", "snippet@example.com"])
        for name in try FileManager.default.contentsOfDirectory(atPath: sample.path) where name.hasSuffix(".json") {
            try repo.write(name, try String(contentsOf: sample.appendingPathComponent(name), encoding: .utf8))
        }
        _ = try repo.commitAll("the VK sample at the root")
        let demo = projectRootDirectory().appendingPathComponent("examples/demo")
        for commit in ["commit-1", "commit-2"] {
            let theme = demo.appendingPathComponent(commit).appendingPathComponent("theme")
            for name in try FileManager.default.contentsOfDirectory(atPath: theme.path) where name.hasSuffix(".json") {
                try repo.write("theme/" + name, try String(contentsOf: theme.appendingPathComponent(name), encoding: .utf8))
            }
            _ = try repo.commitAll("the demo theme, \(commit)")
        }
        try repo.git(["branch", "feature"])
        try repo.git(["update-ref", "refs/remotes/origin/main", "HEAD~1"])
        return repo
    }

    @Test func everyShellSnippetRunsAgainstAScratchRepository() throws {
        var all: [Snippet] = [], skipped: [Snippet] = []
        for file in Self.documents {
            let found = try Self.snippets(in: file)
            all += found.run
            skipped += found.skipped
        }
        #expect(all.count >= 5, "the README has more snippets than that: is the extraction broken? \(all)")
        #expect(skipped.count <= 6, "keep the skipped snippets few: \(skipped)")

        let repo = try scratchRepository()
        let binDirectory = URL(fileURLWithPath: themelintBinaryPath()).deletingLastPathComponent().path
        let home = repo.url.appendingPathComponent(".git/snippet-home").path
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        let summary = repo.url.appendingPathComponent(".git/step-summary.md").path
        let environment: [String: String?] = [
            "PATH": binDirectory + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
            "HOME": home, "GIT_CONFIG_NOSYSTEM": "1", "GITHUB_STEP_SUMMARY": summary,
            "NO_COLOR": "1", "TERM": "dumb", "PAGER": "cat", "GIT_PAGER": "cat",
            "GIT_DIR": nil, "GIT_WORK_TREE": nil, "GIT_INDEX_FILE": nil,
            "GIT_AUTHOR_NAME": "Snippet", "GIT_AUTHOR_EMAIL": "snippet@example.com",
            "GIT_COMMITTER_NAME": "Snippet", "GIT_COMMITTER_EMAIL": "snippet@example.com",
        ]
        for snippet in all {
            for command in snippet.commands {
                let result = try runProcess("bash", ["-c", command], in: repo.url, environment: environment)
                let allowed: Set<Int32> = command.hasPrefix("themelint ") ? [0, 1] : [0]
                #expect(allowed.contains(result.status), "\(snippet): `\(command)` exited \(result.status)\n\(result.stderr.prefix(2000))")
            }
        }
    }

    @Test func theExtractionFindsBlocksAndHonoursTheSkipMarker() throws {
        let readme = try Self.snippets(in: "README.md")
        let commands = readme.run.flatMap(\.commands)
        let hooks = try Self.snippets(in: "docs/ci.md").run.flatMap(\.commands)
        #expect(commands.contains { $0.hasPrefix("themelint check --rev main~3") })
        #expect(hooks.contains { $0.hasPrefix("themelint hook uninstall ") })
        #expect(!commands.contains { $0.hasPrefix("./scripts/test.sh") }, "the quick start runs the suite: skipped")
        #expect(readme.skipped.flatMap(\.commands).contains { $0.hasPrefix("make install") })
    }

    /// The README's first paragraph names every format themelint reads (`ThemeFormat`).
    @Test func theReadmesFirstParagraphNamesEveryFormat() throws {
        let text = try String(contentsOf: projectRootDirectory().appendingPathComponent("README.md"), encoding: .utf8)
        let paragraphs = text.components(separatedBy: "\n\n")
        let first = try #require(paragraphs.first { !$0.hasPrefix("#") }).replacingOccurrences(of: "\n", with: " ")
        for name in ["VK Appearance", "DTCG 2025.10", "Tokens Studio", "Xcode asset catalogs", "Android color resources"] {
            #expect(first.contains(name), "the first paragraph does not name \(name): \(first)")
        }
    }

    /// Every relative link of README.md and docs/*.md names a file or folder of the repository.
    @Test func everyRelativeLinkPointsAtSomethingThatExists() throws {
        let root = projectRootDirectory()
        let link = /\]\(([^)\s]+)\)/
        for file in Self.documents {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            let directory = root.appendingPathComponent(file).deletingLastPathComponent()
            for match in text.matches(of: link) {
                var target = String(match.1)
                if target.hasPrefix("http:") || target.hasPrefix("https:") || target.hasPrefix("mailto:") || target.hasPrefix("#") { continue }
                if let hash = target.firstIndex(of: "#") { target = String(target[..<hash]) }
                let path = directory.appendingPathComponent(target).standardizedFileURL.path
                #expect(FileManager.default.fileExists(atPath: path), "\(file): link to \(match.1) points at nothing")
            }
        }
    }

    /// The README is a front door: under 400 lines, and it links every page under docs/.
    @Test func theReadmeIsShortAndLinksEveryPage() throws {
        let root = projectRootDirectory()
        let text = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines < 400, "README.md has \(lines) lines; move the detail to a page under docs/")
        for page in Self.documents where page.hasPrefix("docs/") {
            #expect(text.contains("](\(page))"), "README.md does not link \(page)")
        }
    }

    /// The action, the GitLab example and the docs build with scripts/release.sh and name no
    /// tag, release download or file that does not exist.
    @Test func ciDefinitionsUseTheReleaseScriptAndNoTags() throws {
        let root = projectRootDirectory()
        let action = try String(contentsOf: root.appendingPathComponent("action.yml"), encoding: .utf8)
        let ci = try String(contentsOf: root.appendingPathComponent("docs/ci.md"), encoding: .utf8)
        #expect(action.contains("\"$GITHUB_ACTION_PATH/scripts/release.sh\""))
        #expect(ci.contains("/tmp/themelint/scripts/release.sh"))
        for path in ["scripts/release.sh", "hooks/github-action.sh", "docs/ci.md"] {
            #expect(FileManager.default.isReadableFile(atPath: root.appendingPathComponent(path).path), "\(path)")
        }
        for file in Self.documents + ["action.yml", ".pre-commit-hooks.yaml"] {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            let refersToATag = text.contains(/themelint@v\d|--branch v\d|rev: v\d|releases\/download|releases\/latest/)
            #expect(!refersToATag, "\(file) refers to a tag or a release asset")
        }
    }
}
