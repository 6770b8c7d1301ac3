import Foundation
import Testing
import ThemeLintTestSupport

/// Whether Debian's chromium and PyPI's playwright are there (`scripts/ensure-deps.sh --test`
/// installs both); the browser tests are skipped, saying so, only when they are not.
func browserAvailable() -> Bool {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium") || ProcessInfo.processInfo.environment["THEMELINT_CHROMIUM"] != nil else { return false }
    return (try? runProcess("python3", ["-c", "import playwright.sync_api"]).status) == 0
}

/// The HTML diff report in a real headless browser (Debian's chromium driven by Playwright).
@Suite(.serialized) struct HTMLReportBrowserTests {
    /// Opens `html` at 1280 px; returns the measurements of `scripts/html-report-check.py`.
    private func open(_ html: String, name: String, screenshot: Bool = false) throws -> [String: Any] {
        let directory = TestOutput.directory()
        let page = directory.appendingPathComponent(name + ".html")
        try html.write(to: page, atomically: true, encoding: .utf8)
        let script = projectRootDirectory().appendingPathComponent("scripts/html-report-check.py").path
        var arguments = [script, page.path]
        if screenshot { arguments += ["--screenshot", directory.appendingPathComponent(name + ".png").path] }
        let result = try runProcess("python3", arguments)
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    @Test(.enabled(if: browserAvailable(), "needs Debian's chromium and PyPI's playwright: run scripts/ensure-deps.sh --test"))
    func theVKDiffOfTwentyRevisionsRendersWithoutHorizontalScrolling() throws {
        let repo = try cloneVKHistory()
        let diff = try runThemelint(["diff", "HEAD~20", "HEAD", "--format", "html"], in: repo.url)
        #expect(diff.status == 0, "\(diff.stderr)")
        let page = try open(diff.stdout, name: "vk-diff-20", screenshot: true)
        #expect((page["scrollWidth"] as? Int ?? .max) <= 1280, "horizontal scrolling at 1280 px: \(page)")
        #expect(page["headerCellsWithoutScope"] as? Int == 0)
        #expect((page["wbr"] as? Int ?? 0) > 0)
        #expect((page["lightColumns"] as? Int ?? 0) >= 1 && (page["darkColumns"] as? Int ?? 0) >= 1, "light and dark side by side")
        let swatches = try #require(page["swatches"] as? [[Double]])
        #expect(swatches.count == 2 && swatches.allSatisfy { $0[0] >= 64 && $0[1] >= 40 }, "before and after swatches large enough: \(swatches)")
        let screenshot = TestOutput.directory().appendingPathComponent("vk-diff-20.png")
        let size = (try FileManager.default.attributesOfItem(atPath: screenshot.path)[.size] as? Int) ?? 0
        #expect(size > 10_000)
        print("VK diff HEAD~20 HEAD as HTML, screenshot at 1280 px: \(screenshot.path) (\(size) bytes)")
    }

    @Test(.enabled(if: browserAvailable(), "needs Debian's chromium and PyPI's playwright: run scripts/ensure-deps.sh --test"))
    func longNamesWrapAtTheirSeparatorsAndNeverScroll() throws {
        let repo = try TemporaryGitRepository()
        let long = "im_bubble_wallpaper_outgoing_expiring_highlighted_button_secondary_destructive_foreground_highlighted"
        let unbreakable = String(repeating: "x", count: 300)
        let scheme = { (color: String) in
            "{\"bright_light\": {\"appearance\": \"light\", \"colors\": {\"\(long)\": {\"color_identifier\": \"\(color)\"}, \"\(unbreakable)\": {\"color_identifier\": \"\(color)\"}}}, \"space_gray\": {\"appearance\": \"dark\", \"colors\": {\"\(long)\": {\"color_identifier\": \"\(color)\"}, \"\(unbreakable)\": {\"color_identifier\": \"\(color)\"}}}}"
        }
        try repo.write("palette.json", "{\"a\": \"#FFFFFF\", \"b\": \"#14000000\"}")
        try repo.write("scheme.json", scheme("a"))
        try repo.commitAll("one")
        try repo.write("scheme.json", scheme("b"))
        try repo.commitAll("two")
        let diff = try runThemelint(["diff", "HEAD~1", "HEAD", "--format", "html"], in: repo.url)
        #expect(diff.stdout.contains("im_<wbr>bubble_<wbr>wallpaper_<wbr>"))
        #expect(diff.stdout.contains("<th scope=\"col\">bright_<wbr>light <span class=\"mode light\">light</span></th>"))
        let page = try open(diff.stdout, name: "long-names")
        #expect((page["scrollWidth"] as? Int ?? .max) <= 1280, "\(page)")
        #expect(page["headerCellsWithoutScope"] as? Int == 0)
    }
}
