import Foundation
import Testing
import ThemeLintTestSupport

/// `show` and `log` on small repositories: what they print, their filters, their JSON against
/// the schemas in `schemas/`, and each commit read with its own palettes.
@Suite struct ShowLogCommandTests {
    /// A repository with three commits: the themes, a palette edit of sky_300 (repainting
    /// accent and text_link), and a re-pointed text_primary in space_gray only; then a README commit.
    func sampleRepository() throws -> TemporaryGitRepository {
        let repo = try TemporaryGitRepository()
        try repo.write("theme/palette.json", diffPalette())
        try repo.write("theme/scheme.json", standardDiffScheme())
        try repo.git(["add", "-A"])
        try repo.git(["commit", "-q", "-m", "themes"], environment: ["GIT_AUTHOR_DATE": "2024-01-01T10:00:00+03:00", "GIT_COMMITTER_DATE": "2024-01-01T10:00:00+03:00"])
        try repo.write("theme/palette.json", diffPalette(["sky_300": "#529EF4"]))
        try repo.git(["commit", "-q", "-am", "brighter sky"], environment: ["GIT_AUTHOR_DATE": "2024-01-02T10:00:00Z", "GIT_COMMITTER_DATE": "2024-01-02T10:00:00Z"])
        try repo.write("theme/scheme.json", standardDiffScheme(dark: ["text_primary": reference("gray_100")]))
        try repo.git(["commit", "-q", "-am", "softer dark text"], environment: ["GIT_AUTHOR_DATE": "2024-01-03T10:00:00Z", "GIT_COMMITTER_DATE": "2024-01-03T10:00:00Z"])
        try repo.write("README.md", "docs\n")
        try repo.git(["add", "-A"])
        try repo.git(["commit", "-q", "-m", "docs"], environment: ["GIT_AUTHOR_DATE": "2024-01-04T10:00:00Z", "GIT_COMMITTER_DATE": "2024-01-04T10:00:00Z"])
        return repo
    }


    @Test func showListsEveryRoleWithItsColorChainAndPlace() throws {
        let repo = try sampleRepository()
        let result = try runThemelint(["show", "HEAD~3", "--scheme", "space_gray", "--role", "text_*", "--role", "separator"], in: repo.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("space_gray (dark)"))
        #expect(result.stdout.contains("text_primary  #FFFFFF  ← white in theme/palette.json  theme/scheme.json:"), "\(result.stdout)")
        #expect(result.stdout.contains("text_link     #71AAEB  ← sky_300 in theme/palette.json"), "\(result.stdout)")
        #expect(!result.stdout.contains("bright_light"))
        #expect(!result.stdout.contains("accent"))
        // At HEAD the palette edit and the re-pointed role show; the working tree is the default.
        let head = try runThemelint(["show", "--role", "text_primary", "--scheme", "theme/scheme.json:space_gray"], in: repo.url)
        #expect(head.stdout.contains("text_primary  #F2F3F5  ← gray_100"), "\(head.stdout)")
    }

    @Test func showWritesTheSourceNotationAndNullWithAReason() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("palette.json", diffPalette())
        try repo.write("scheme.json", diffScheme([("light", "light", [("separator", reference("black_alpha8")), ("half", reference("black_alpha8", alpha: 0.5)), ("broken", reference("sky_30"))])]))
        try repo.commitAll("themes")
        let result = try runThemelint(["show", "HEAD", "--format", "json"], in: repo.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try validateLinked(result.stdout, schema: "show-report.schema.json").status == 0)
        let object = try jsonObject(result.stdout)
        let roles = (((object["themes"] as? [[String: Any]])?.first?["schemes"] as? [[String: Any]])?.first?["roles"] as? [[String: Any]]) ?? []
        let byName = Dictionary(uniqueKeysWithValues: roles.map { ($0["role"] as? String ?? "", $0) })
        #expect(byName["separator"]?["color"] as? String == "#00000014")
        #expect(byName["separator"]?["notation"] as? String == "#14000000")
        #expect(byName["separator"]?["chain"] as? [String] == ["black_alpha8", "#14000000"])
        #expect(byName["half"]?["notation"] as? String == "#0A000000")
        #expect(byName["broken"]?["color"] is NSNull)
        #expect((byName["broken"]?["problem"] as? String)?.contains("unresolved") == true)
        #expect(byName["broken"]?["line"] as? Int == 7)
        let text = try runThemelint(["show", "HEAD", "--role", "broken"], in: repo.url)
        #expect(text.stdout.contains("(unresolved: no palette of the set defines sky_30)"), "\(text.stdout)")
        // The schema is not a rubber stamp.
        #expect(try validateLinked(result.stdout.replacingOccurrences(of: "\"#00000014\"", with: "\"#00000014ff\""), schema: "show-report.schema.json").status == 1)
    }

    @Test func logListsCommitsThatChangedThemesWithTheirOwnPalettes() throws {
        let repo = try sampleRepository()
        let result = try runThemelint(["log", "--format", "json"], in: repo.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try validateLinked(result.stdout, schema: "log-report.schema.json").status == 0)
        let entries = try jsonObject(result.stdout)["entries"] as? [[String: Any]] ?? []
        #expect(entries.map { $0["subject"] as? String ?? "" } == ["softer dark text", "brighter sky", "themes"])
        #expect(entries.first?["date"] as? String == "2024-01-03T10:00:00+00:00")
        #expect(entries.last?["date"] as? String == "2024-01-01T10:00:00+03:00")
        let skyEdit = entries[1]["changes"] as? [[String: Any]] ?? []
        #expect(skyEdit.contains { $0["kind"] as? String == "palette-changed" && $0["name"] as? String == "sky_300" })
        // The root commit is compared with nothing: its schemes and palette colors are added.
        let rootKinds = Set((entries[2]["changes"] as? [[String: Any]] ?? []).map { $0["kind"] as? String ?? "" })
        #expect(rootKinds == ["scheme-added", "palette-added"], "\(rootKinds)")
        var broken = result.stdout
        broken = broken.replacingOccurrences(of: "\"subject\"", with: "\"title\"")
        #expect(try validateLinked(broken, schema: "log-report.schema.json").status == 1)
    }

    @Test func logFilters() throws {
        let repo = try sampleRepository()
        let who = try runThemelint(["log", "--role", "text_primary", "-n", "1"], in: repo.url)
        #expect(who.stdout.hasPrefix("commit "), "\(who.stdout)")
        #expect(who.stdout.contains("    softer dark text"))
        #expect(who.stdout.contains("space_gray/text_primary: white #FFFFFF → gray_100 #F2F3F5"), "\(who.stdout)")
        #expect(!who.stdout.contains("brighter sky"))

        let color = try runThemelint(["log", "--color", "sky_300"], in: repo.url)
        #expect(color.stdout.contains("brighter sky") && color.stdout.contains("themes"), "\(color.stdout)")
        #expect(!color.stdout.contains("softer dark text"))
        #expect(color.stdout.contains("repaints 2 roles in bright_light: accent, text_link"), "\(color.stdout)")

        let scheme = try runThemelint(["log", "--scheme", "bright_light", "HEAD~3..HEAD"], in: repo.url)
        #expect(scheme.stdout.contains("brighter sky") && !scheme.stdout.contains("softer dark text"), "\(scheme.stdout)")
        #expect(!scheme.stdout.contains("space_gray"), "\(scheme.stdout)")

        let path = try runThemelint(["log", "--format", "json", "--", "theme/scheme.json"], in: repo.url)
        let subjects = (try jsonObject(path.stdout)["entries"] as? [[String: Any]] ?? []).map { $0["subject"] as? String ?? "" }
        // A palette edit repaints roles of the scheme file: it is listed under the scheme file's path.
        #expect(subjects == ["softer dark text", "brighter sky", "themes"], "\(path.stdout)")
        let palette = try runThemelint(["log", "--format", "json", "--", "theme/palette.json"], in: repo.url)
        #expect((try jsonObject(palette.stdout)["entries"] as? [[String: Any]] ?? []).map { $0["subject"] as? String ?? "" } == ["brighter sky", "themes"])

        let none = try runThemelint(["log", "--role", "no_such_role", "--format", "json"], in: repo.url)
        #expect(none.status == 0)
        #expect(try jsonObject(none.stdout)["entries"] as? [Any] != nil)
        let markdown = try runThemelint(["log", "--format", "markdown", "-n", "1"], in: repo.url)
        #expect(markdown.stdout.hasPrefix("# Theme history: HEAD\n\n## `"), "\(markdown.stdout)")
        #expect(markdown.stdout.contains("softer dark text"))
    }

    @Test func eachCommitIsReadWithItsOwnConfiguration() throws {
        let repo = try sampleRepository()
        // A configuration that names the set: later commits report it by name; a broken one
        // stops the log with the commit named.
        try repo.write(".themelint.json", ##"{"themes": [{"name": "main", "schemes": "theme/scheme.json", "palettes": ["theme/palette.json"]}]}"##)
        try repo.write("theme/palette.json", diffPalette(["sky_300": "#000001"]))
        try repo.git(["add", "-A"])
        try repo.git(["commit", "-q", "-m", "configured"], environment: ["GIT_AUTHOR_DATE": "2024-01-05T10:00:00Z", "GIT_COMMITTER_DATE": "2024-01-05T10:00:00Z"])
        let log = try runThemelint(["log", "--format", "json", "-n", "2"], in: repo.url)
        let entries = try jsonObject(log.stdout)["entries"] as? [[String: Any]] ?? []
        let newest = entries.first?["changes"] as? [[String: Any]] ?? []
        #expect(newest.contains { $0["kind"] as? String == "role-changed" && $0["themeSet"] as? String == "main" }, "\(log.stdout)")
        #expect(!((entries.last?["changes"] as? [[String: Any]]) ?? []).contains { $0["themeSet"] != nil })
        try repo.write(".themelint.json", "{\"themes\": 3}")
        try repo.commitAll("broken configuration")
        let broken = try runThemelint(["log"], in: repo.url)
        #expect(broken.status == 2)
        #expect(broken.stderr.contains("in commit "), "\(broken.stderr)")
    }

    @Test func logOrderAndFirstParentAsGitMeansThem() throws {
        let repo = try sampleRepository()
        try repo.git(["checkout", "-q", "-b", "side", "HEAD~2"])
        try repo.write("theme/palette.json", diffPalette(["white": "#FEFEFE"]))
        try repo.git(["commit", "-q", "-am", "side white"], environment: ["GIT_AUTHOR_DATE": "2024-01-05T10:00:00Z", "GIT_COMMITTER_DATE": "2024-01-05T10:00:00Z"])
        try repo.git(["checkout", "-q", "main"])
        try repo.git(["merge", "-q", "--no-ff", "-m", "merge side", "side"], environment: ["GIT_AUTHOR_DATE": "2024-01-06T10:00:00Z", "GIT_COMMITTER_DATE": "2024-01-06T10:00:00Z"])
        for arguments in [[], ["--first-parent"], ["HEAD~1..HEAD"], ["^HEAD~2", "HEAD"], ["main...side"]] {
            let git = try repo.git(["log", "--format=%H"] + arguments).split(separator: "\n").map(String.init)
            let log = try runThemelint(["log", "--format", "json"] + arguments, in: repo.url)
            #expect(log.status == 0, "\(arguments): \(log.stderr)")
            let listed = (try jsonObject(log.stdout)["entries"] as? [[String: Any]] ?? []).map { $0["commit"] as? String ?? "" }
            // Every commit that touches a theme file is listed, in git's order.
            let themed = try Set(repo.git(["log", "--format=%H"] + arguments + ["--", "theme"]).split(separator: "\n").map(String.init))
            #expect(listed == git.filter { themed.contains($0) }, "\(arguments)")
        }
    }

    /// Commits made within one second (a script, a rebase: git gives them all one committer
    /// date) are listed in git's order, each after its children, not in an order a time sort
    /// without ties picks.
    @Test func logOrderOfCommitsMadeInOneSecondIsGits() throws {
        let repo = try TemporaryGitRepository()
        try repo.write("theme/scheme.json", standardDiffScheme())
        try repo.write("theme/palette.json", diffPalette())
        try repo.commitAll("themes")
        for (step, color) in ["#111111", "#222222", "#333333"].enumerated() {
            try repo.write("theme/palette.json", diffPalette(["gray_100": color]))
            try repo.commitAll("edit \(step)")
        }
        try repo.git(["checkout", "-q", "-b", "side", "HEAD~2"])
        try repo.write("theme/scheme.json", standardDiffScheme(dark: ["text_primary": reference("gray_100")]))
        try repo.commitAll("side edit")
        try repo.git(["checkout", "-q", "main"])
        try repo.git(["merge", "-q", "--no-ff", "-m", "merge side", "side"])
        for arguments in [[], ["--first-parent"]] {
            let git = try repo.git(["log", "--format=%H"] + arguments).split(separator: "\n").map(String.init)
            let log = try runThemelint(["log", "--format", "json"] + arguments, in: repo.url)
            #expect(log.status == 0, "\(log.stderr)")
            let listed = (try jsonObject(log.stdout)["entries"] as? [[String: Any]] ?? []).map { $0["commit"] as? String ?? "" }
            #expect(listed == git, "\(arguments)")
        }
    }

    @Test func pagerRunsOnATerminalOnly() throws {
        let repo = try sampleRepository()
        let marker = repo.url.appendingPathComponent("pager-ran").path
        let pager = "touch '\(marker)'; cat > /dev/null"
        // Piped: never a pager.
        let piped = try runThemelint(["log"], in: repo.url, environment: ["GIT_PAGER": pager])
        #expect(piped.stdout.contains("commit "))
        #expect(!FileManager.default.fileExists(atPath: marker))
        // On a terminal (a pty): GIT_PAGER runs and gets the text.
        let script = """
            import os, pty, sys
            pid, fd = pty.fork()
            if pid == 0:
                os.execvp(sys.argv[1], sys.argv[1:])
            out = b""
            while True:
                try:
                    chunk = os.read(fd, 4096)
                except OSError:
                    break
                if not chunk:
                    break
                out += chunk
            _, status = os.waitpid(pid, 0)
            sys.stdout.write(out.decode(errors="replace"))
            sys.exit(os.waitstatus_to_exitcode(status))
            """
        let tty = try runProcess("python3", ["-c", script, themelintBinaryPath(), "show", "--repo", repo.path], environment: ["GIT_PAGER": "touch '\(marker)'; cat", "NO_COLOR": "1"])
        #expect(tty.status == 0, "\(tty.stderr)")
        #expect(FileManager.default.fileExists(atPath: marker))
        #expect(tty.stdout.contains("space_gray"))
        try FileManager.default.removeItem(atPath: marker)
        let noPager = try runProcess("python3", ["-c", script, themelintBinaryPath(), "log", "--no-pager", "--repo", repo.path], environment: ["GIT_PAGER": pager, "NO_COLOR": "1"])
        #expect(noPager.stdout.contains("commit "))
        #expect(!FileManager.default.fileExists(atPath: marker))
        // LESS=FRX is set for the pager when unset.
        let less = try runProcess("python3", ["-c", script, themelintBinaryPath(), "show", "--repo", repo.path], environment: ["GIT_PAGER": "echo \"LESS=$LESS\"; cat > /dev/null", "LESS": nil])
        #expect(less.stdout.contains("LESS=FRX"), "\(less.stdout)")
    }
}
