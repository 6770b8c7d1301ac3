import Foundation
import Testing
import ThemeLintTestSupport

/// Renders `markdown` with GitHub's own renderer (cmark-gfm, through PyPI's `cmarkgfm`, installed
/// by `scripts/ensure-deps.sh --test`) and returns the HTML.
func renderGitHubMarkdown(_ markdown: String) throws -> String {
    let script = """
        import sys, cmarkgfm
        from cmarkgfm.cmark import Options
        sys.stdout.write(cmarkgfm.github_flavored_markdown_to_html(sys.stdin.read(), options=Options.CMARK_OPT_UNSAFE))
        """
    let result = try runProcess("python3", ["-c", script], stdin: markdown)
    #expect(result.status == 0, "cmarkgfm (scripts/ensure-deps.sh --test installs it): \(result.stderr)")
    return result.stdout
}

/// Pull-request Markdown: escaped only where GitHub would render, never over its comment limit.
@Suite struct MarkdownRenderingTests {
    @Test func hostileNamesRenderAsTextAndPlainNamesStayPlain() throws {
        let repo = try TemporaryGitRepository()
        let hostile = "x*em*_u_ [l](http://e.vil) <b>b</b> @team ~~s~~ `c` | $m$ www.e.vil &amp;"
        let escapedJSON = hostile.replacingOccurrences(of: "\"", with: "\\\"")
        try repo.write("palette.json", "{\"white\": \"#FFFFFF\", \"black\": \"#000000\"}")
        try repo.write("scheme.json", "{\"bright_light\": {\"appearance\": \"light\", \"colors\": {\"text_primary\": {\"color_identifier\": \"black\"}, \"\(escapedJSON)\": {\"color_identifier\": \"black\"}}}}")
        try repo.commitAll("one")
        try repo.write("scheme.json", "{\"bright_light\": {\"appearance\": \"light\", \"colors\": {\"text_primary\": {\"color_identifier\": \"white\"}, \"\(escapedJSON)\": {\"color_identifier\": \"white\"}}}}")
        try repo.commitAll("two")
        let diff = try runThemelint(["diff", "HEAD~1", "HEAD", "--format", "markdown"], in: repo.url)
        #expect(diff.status == 0, "\(diff.stderr)")
        #expect(diff.stdout.contains("text_primary"))  // no backslash inside the word
        let html = try renderGitHubMarkdown(diff.stdout)
        for markup in ["<em>", "<strong>x", "<a ", "<b>", "<del>", "<code>c</code>"] {
            #expect(!html.contains(markup), "\(markup) rendered from a role name:\n\(html)")
        }
        #expect(html.contains("<td>text_primary</td>"))
        // The hostile name comes through as text, each character visible (HTML-escaped).
        let visible = hostile.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        #expect(html.contains(visible), "\(html)")
    }

    @Test func aLongReportFoldsAndIsCutWithinTheLimit() throws {
        let repo = try TemporaryGitRepository()
        let roles = (0..<3_000).map { "\"text_role_\($0)\": {\"color_identifier\": \"c\($0 % 50)\"}" }.joined(separator: ",")
        func palette(_ shift: Int) -> String {
            "{" + (0..<50).map { "\"c\($0)\": \"#\(String(format: "%02X", ($0 * 5 + shift) % 256))3366\"" }.joined(separator: ",") + "}"
        }
        try repo.write("palette.json", palette(0))
        try repo.write("scheme.json", "{\"bright_light\": {\"appearance\": \"light\", \"colors\": {\(roles)}}, \"space_gray\": {\"appearance\": \"dark\", \"colors\": {\(roles)}}}")
        try repo.commitAll("one")
        try repo.write("palette.json", palette(1))
        try repo.commitAll("two")
        let diff = try runThemelint(["diff", "HEAD~1", "HEAD", "--format", "markdown"], in: repo.url)
        #expect(diff.status == 0)
        #expect(diff.stdout.utf8.count <= 65_536)
        #expect(diff.stdout.contains("<details><summary>"))
        #expect(diff.stdout.contains("rows are not shown"), "a cut report says so")
        let html = try renderGitHubMarkdown(diff.stdout)
        #expect(html.contains("<details>") && html.contains("<table>"))
    }

    @Test func twentyVKRevisionsFitOneComment() throws {
        let repo = try cloneVKHistory()
        let diff = try runThemelint(["diff", "HEAD~20", "HEAD", "--format", "markdown"], in: repo.url)
        #expect(diff.status == 0, "\(diff.stderr)")
        #expect(diff.stdout.utf8.count <= 65_536)
        let html = try renderGitHubMarkdown(diff.stdout)
        #expect(html.contains("<table>"))
        let directory = TestOutput.directory()
        try diff.stdout.write(to: directory.appendingPathComponent("vk-diff-20.md"), atomically: true, encoding: .utf8)
        try html.write(to: directory.appendingPathComponent("vk-diff-20.md.html"), atomically: true, encoding: .utf8)
        print("VK diff HEAD~20 HEAD as Markdown: \(diff.stdout.utf8.count) bytes, \(diff.stdout.count) characters: \(directory.path)/vk-diff-20.md (rendered: vk-diff-20.md.html)")
    }
}
