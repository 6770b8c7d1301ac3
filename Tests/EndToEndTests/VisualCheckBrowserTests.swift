import Foundation
import Testing
import ThemeLintTestSupport

/// The visual check in a real browser: `show`, `compress` and `rename` with `--format html`
/// opened in Debian's chromium (through Playwright, `scripts/visual-check.py`) with JavaScript
/// off and every request but the page's own blocked, compared with what the same command
/// reports as JSON, and printed to PDF.
@Suite(.serialized) struct VisualCheckBrowserTests {
    /// A contrast configuration for samples that have none: the inferred pairs, and one
    /// explicit APCA pair, so the page shows both kinds.
    static let contrastConfiguration = #"{"contrast": {"pairs": [{"foreground": "text_primary", "background": "background_content", "algorithm": "apca", "minimum": 75}]}}"#

    /// Writes `html` and opens it; the measurements of `scripts/visual-check.py`.
    private func open(_ html: String, name: String, pdf: Bool = true) throws -> [String: Any] {
        let directory = TestOutput.directory()
        let page = directory.appendingPathComponent(name + ".html")
        try html.write(to: page, atomically: true, encoding: .utf8)
        let script = projectRootDirectory().appendingPathComponent("scripts/visual-check.py").path
        var arguments = [script, page.path]
        if pdf { arguments += ["--pdf", directory.appendingPathComponent(name + ".pdf").path] }
        let result = try runProcess("python3", arguments)
        #expect(result.status == 0, "\(result.stderr)")
        let measured = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect((measured["requests"] as? [String]) == [], "the page asked for \(measured["requests"] ?? "?")")
        #expect((measured["scrollWidth"] as? Int ?? .max) <= 1280, "horizontal scrolling at 1280 px")
        #expect(measured["headerCellsWithoutScope"] as? Int == 0)
        if pdf {
            #expect((measured["pdfBytes"] as? Int ?? 0) > 10_000, "printed to PDF: \(measured["pdfBytes"] ?? "?") bytes")
            #expect((measured["pdfPages"] as? Int ?? 0) >= 1)
            let bytes = try Data(contentsOf: directory.appendingPathComponent(name + ".pdf"))
            #expect(bytes.starts(with: Array("%PDF-".utf8)))
        }
        return measured
    }

    private func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// `show --format html` against `show --format json` in `repo`: every role of every scheme
    /// is a cell with the same `#RRGGBBAA`, painted in that color; a role without one says why.
    /// Returns the page's measurements.
    private func expectShowPageMatchesJSON(in repo: TemporaryGitRepository, name: String) throws -> [String: Any] {
        let showJSON = try runThemelint(["show", "--format", "json"], in: repo.url)
        let showHTML = try runThemelint(["show", "--format", "html"], in: repo.url)
        #expect(showJSON.status == 0 && showHTML.status == 0, "\(showJSON.stderr)\(showHTML.stderr)")
        var expected: [String: (color: String?, problem: String?)] = [:]
        for theme in try #require(try json(showJSON.stdout)["themes"] as? [[String: Any]]) {
            let themeName = try #require(theme["name"] as? String)
            for scheme in try #require(theme["schemes"] as? [[String: Any]]) {
                let schemeName = try #require(scheme["name"] as? String)
                for role in try #require(scheme["roles"] as? [[String: Any]]) {
                    let key = "\(themeName) | \(schemeName) | \(role["role"] as? String ?? "?")"
                    expected[key] = (role["color"] as? String, role["problem"] as? String)
                }
            }
        }
        #expect(!expected.isEmpty)

        let page = try open(showHTML.stdout, name: name)
        let cells = try #require(page["cells"] as? [[String: Any]]).filter { $0["absent"] as? Bool != true }
        var found: [String: [String: Any]] = [:]
        for cell in cells {
            let key = "\(cell["theme"] as? String ?? "?") | \(cell["scheme"] as? String ?? "?") | \(cell["role"] as? String ?? "?")"
            #expect(found.updateValue(cell, forKey: key) == nil, "\(key) appears twice")
        }
        #expect(Set(found.keys) == Set(expected.keys), "cells missing: \(Set(expected.keys).subtracting(found.keys).sorted().prefix(5)); extra: \(Set(found.keys).subtracting(expected.keys).sorted().prefix(5))")
        var mismatches: [String] = []
        for (key, want) in expected {
            guard let cell = found[key] else { continue }
            let color = cell["color"] as? String, computed = cell["computed"] as? String
            if let wanted = want.color {
                if color != wanted || computed != wanted { mismatches.append("\(key): JSON \(wanted), page \(color ?? "none"), rendered \(computed ?? "none")") }
            } else if color != nil || (cell["problem"] as? String) != (want.problem ?? "no color") {
                mismatches.append("\(key): JSON has no color (\(want.problem ?? "")), page shows \(color ?? "none") / \(cell["problem"] ?? "no problem")")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) cells differ: \(mismatches.prefix(5))")

        // Each contrast sample is painted in the colors it names.
        let pairs = try #require(page["pairs"] as? [[String: Any]])
        #expect(pairs.allSatisfy { $0["color"] as? String == $0["computed"] as? String })
        print("\(name): \(cells.count) cells and \(pairs.count) contrast checks matched show --format json; render \(page["renderMs"] ?? "?") ms, PDF \(page["pdfBytes"] ?? "?") bytes, \(page["pdfPages"] ?? "?") pages")
        return page
    }

    /// `compress`'s or `rename`'s plan page against its JSON plan: every moved role, in every
    /// scheme, with the same before, after (painted in those colors) and ΔE; nothing written.
    private func expectPlanPageMatchesJSON(_ command: [String], in repo: TemporaryGitRepository, name: String) throws -> (page: [String: Any], moves: Int) {
        let planJSON = try runThemelint(command + ["--format", "json"], in: repo.url)
        let planHTML = try runThemelint(command + ["--format", "html"], in: repo.url)
        #expect(planJSON.status == 0 && planHTML.status == 0, "\(planJSON.stderr)\(planHTML.stderr)")
        #expect(try repo.git(["status", "--porcelain"]).isEmpty, "nothing is written without --write")

        var expected: [String: (before: String?, after: String?, deltaE: Double?)] = [:]
        let changes = try #require(try json(planJSON.stdout)["changes"] as? [[String: Any]])
        for change in changes where change["kind"] as? String == "role-changed" {
            let schemes = change["schemes"] as? [String] ?? [change["scheme"] as? String ?? "?"]
            let before = (change["before"] as? [String: Any])?["color"] as? String
            let after = (change["after"] as? [String: Any])?["color"] as? String
            for scheme in schemes {
                expected["\(change["file"] as? String ?? "?") | \(scheme) | \(change["role"] as? String ?? "?")"] = (before, after, change["deltaE"] as? Double)
            }
        }

        let page = try open(planHTML.stdout, name: name)
        let moves = try #require(page["moves"] as? [[String: Any]]).filter { $0["unchanged"] as? Bool != true }
        var found: [String: [String: Any]] = [:]
        for move in moves {
            found["\(move["file"] as? String ?? "?") | \(move["scheme"] as? String ?? "?") | \(move["role"] as? String ?? "?")"] = move
        }
        #expect(moves.count == expected.count)
        #expect(Set(found.keys) == Set(expected.keys), "moves missing: \(Set(expected.keys).subtracting(found.keys).sorted().prefix(5))")
        var mismatches: [String] = []
        for (key, want) in expected {
            guard let move = found[key] else { continue }
            let deltaE = (move["deltaE"] as? String).flatMap(Double.init)
            if move["before"] as? String != want.before || move["after"] as? String != want.after
                || move["beforeComputed"] as? String != want.before || move["afterComputed"] as? String != want.after || deltaE != want.deltaE {
                mismatches.append("\(key): JSON \(want), page \(move)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(3))")
        // Every replaced color is listed with its ΔE (without --keep-aliases each is removed,
        // a token defined in a light and a dark file from both).
        let removed = Set(changes.filter { $0["kind"] as? String == "palette-removed" }.compactMap { $0["name"] as? String })
        if command.first == "compress" {
            let listed = (page["merges"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
            #expect(Set(listed) == removed)
            #expect((page["merges"] as? [[String: Any]] ?? []).allSatisfy { ($0["deltaE"] as? String).flatMap(Double.init).map { $0 >= 0 } == true })
        }
        print("\(name): \(moves.count) moved role × scheme cells matched the JSON plan")
        return (page, moves.count)
    }

    @Test(.enabled(if: browserAvailable(), "needs Debian's chromium and PyPI's playwright: run scripts/ensure-deps.sh --test"))
    func theVKShowPageHoldsEveryRoleOfEverySchemeAndItsContrastPairs() throws {
        let repo = try sampleRepository(projectRootDirectory().appendingPathComponent("examples/vk-appearance"))
        try repo.write(".themelint.json", Self.contrastConfiguration)
        _ = try repo.commitAll("contrast")
        let page = try expectShowPageMatchesJSON(in: repo, name: "visual-check-vk")

        // Exactly the pairs check checks: the failing cells are check's contrast findings.
        let check = try runThemelint(["check", "--format", "json"], in: repo.url)
        let findings = try #require(try json(check.stdout)["findings"] as? [[String: Any]])
        let failing = Set(findings.filter { $0["rule"] as? String == "contrast" && $0["background"] != nil }.map {
            "\($0["file"] as? String ?? "?") | \($0["scheme"] as? String ?? "?") | \($0["role"] as? String ?? "?") | \($0["background"] as? String ?? "?")"
        })
        let pairs = try #require(page["pairs"] as? [[String: Any]])
        let pageFailing = Set(pairs.filter { $0["passes"] as? Bool == false }.map {
            "\($0["theme"] as? String ?? "?") | \($0["scheme"] as? String ?? "?") | \($0["foreground"] as? String ?? "?") | \($0["background"] as? String ?? "?")"
        })
        #expect(!failing.isEmpty)
        #expect(pageFailing == failing, "page only: \(pageFailing.subtracting(failing).sorted().prefix(3)); check only: \(failing.subtracting(pageFailing).sorted().prefix(3))")
        #expect(pairs.contains { $0["passes"] as? Bool == true })

        // Filters narrow the page.
        let narrowed = try runThemelint(["show", "--format", "html", "--scheme", "space_gray", "--role", "text_*"], in: repo.url)
        #expect(narrowed.status == 0)
        #expect(!narrowed.stdout.contains("data-scheme=\"bright_light\"") && !narrowed.stdout.contains("data-role=\"background_content\" title"))
        #expect(narrowed.stdout.contains("data-scheme=\"space_gray\" data-role=\"text_primary\""))
    }

    @Test(.enabled(if: browserAvailable(), "needs Debian's chromium and PyPI's playwright: run scripts/ensure-deps.sh --test"))
    func theDesignsystemetShowPageHoldsEveryRoleOfEveryCombination() throws {
        let repo = try sampleRepository(projectRootDirectory().appendingPathComponent("examples/designsystemet"))
        try repo.write(".themelint.json", #"{"contrast": {}}"#)
        _ = try repo.commitAll("contrast")
        let page = try expectShowPageMatchesJSON(in: repo, name: "visual-check-designsystemet")
        #expect((page["pairs"] as? [[String: Any]] ?? []).count > 0, "the inferred pairs are shown")
    }

    @Test(.enabled(if: browserAvailable(), "needs Debian's chromium and PyPI's playwright: run scripts/ensure-deps.sh --test"))
    func theVKCompressPlanPageShowsEveryMovedRoleAsTheJSONPlanDoes() throws {
        let repo = try sampleRepository(projectRootDirectory().appendingPathComponent("examples/vk-appearance"))
        let (page, moves) = try expectPlanPageMatchesJSON(["compress"], in: repo, name: "visual-check-vk-compress")
        #expect(moves > 0)
        #expect((page["title"] as? String) == "Compress plan")
    }

    @Test(.enabled(if: browserAvailable(), "needs Debian's chromium and PyPI's playwright: run scripts/ensure-deps.sh --test"))
    func theDesignsystemetCompressPlanPageShowsEveryMovedRoleAsTheJSONPlanDoes() throws {
        let repo = try sampleRepository(projectRootDirectory().appendingPathComponent("examples/designsystemet"))
        _ = try expectPlanPageMatchesJSON(["compress", "--max-delta-e", "3"], in: repo, name: "visual-check-designsystemet-compress")
    }

    @Test(.enabled(if: browserAvailable(), "needs Debian's chromium and PyPI's playwright: run scripts/ensure-deps.sh --test"))
    func theRenamePlanPageIsTheSamePage() throws {
        let repo = try sampleRepository(projectRootDirectory().appendingPathComponent("examples/vk-appearance"))
        let (page, _) = try expectPlanPageMatchesJSON(["rename", "text_primary", "text_main"], in: repo, name: "visual-check-vk-rename")
        #expect((page["title"] as? String) == "Rename plan: text_primary → text_main")
    }
}
