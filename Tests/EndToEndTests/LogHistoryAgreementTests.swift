import Foundation
import Testing
import ThemeLintTestSupport

/// A generated history of 60+ commits on the first-parent line (and side branches merged into
/// it) that mixes palette edits, re-pointed roles, alpha changes, role and palette renames,
/// added and removed roles and schemes, a configuration, merges and commits that touch no
/// theme file. `scripts/log-agreement.py` checks that `log --first-parent --format json` lists
/// for every commit exactly the changes `diff C^ C` reports, that `show` paints every changed
/// role as diff says at both revisions, and that `log` keeps `git log`'s order.
@Suite struct LogHistoryAgreementTests {
    /// A deterministic history generator.
    struct History {
        var palette: [String: String] = ["white": "#FFFFFF", "black": "#000000", "sky_300": "#71AAEB", "gray_900": "#19191A", "black_alpha8": "#14000000"]
        var webPalette: [String: String] = ["web_accent": "#3F8AE0"]
        var roles: [String: (String, Double?)] = ["accent": ("sky_300", nil), "text_primary": ("black", nil), "background_content": ("white", nil), "separator": ("black_alpha8", 0.5)]
        var extraScheme = false
        var seed: UInt64 = 0x5EED
        var tick = 0

        mutating func random(_ n: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(n))
        }

        func json(_ dictionary: [String: String]) -> String {
            "{\n" + dictionary.keys.sorted().map { "  \"\($0)\": \"\(dictionary[$0]!)\"" }.joined(separator: ",\n") + "\n}\n"
        }

        func scheme(dark: Bool) -> String {
            roles.keys.sorted().map { name in
                let (identifier, alpha) = roles[name]!
                let target = dark && identifier == "white" ? "gray_900" : identifier
                let alphaText = alpha.map { ", \"alpha_multiplier\": \($0)" } ?? ""
                return "      \"\(name)\": {\"color_identifier\": \"\(target)\"\(alphaText)}"
            }.joined(separator: ",\n")
        }

        var schemeFile: String {
            var schemes = [("bright_light", "light", false), ("space_gray", "dark", true)]
            if extraScheme { schemes.append(("vk_dark", "dark", true)) }
            return "{\n" + schemes.map { "  \"\($0.0)\": {\n    \"appearance\": \"\($0.1)\",\n    \"colors\": {\n\(scheme(dark: $0.2))\n    }\n  }" }.joined(separator: ",\n") + "\n}\n"
        }

        var webScheme: String {
            "{\n  \"web_light\": {\"appearance\": \"light\", \"colors\": {\"accent\": {\"color_identifier\": \"web_accent\"}, \"text_primary\": {\"color_identifier\": \"black\"}}}\n}\n"
        }

        func write(to repo: TemporaryGitRepository) throws {
            try repo.write("theme/palette.json", json(palette))
            try repo.write("theme/scheme.json", schemeFile)
            try repo.write("theme/palette_web.json", json(webPalette.merging(palette) { a, _ in a }))
            try repo.write("theme/scheme_web.json", webScheme)
        }

        /// One random edit; returns its message.
        mutating func edit(in repo: TemporaryGitRepository) throws -> String {
            let colorNames = palette.keys.sorted()
            let roleNames = roles.keys.sorted()
            switch random(10) {
            case 0, 1:
                let name = colorNames[random(colorNames.count)]
                palette[name] = String(format: "#%06X", random(0xFFFFFF))
                return "palette edit \(name)"
            case 2:
                let role = roleNames[random(roleNames.count)]
                roles[role]!.0 = colorNames[random(colorNames.count)]
                return "re-point \(role)"
            case 3:
                let role = roleNames[random(roleNames.count)]
                roles[role]!.1 = [nil, 0.5, 0.25][random(3)]
                return "alpha of \(role)"
            case 4:
                let role = roleNames[random(roleNames.count)]
                let new = "role_\(tick)"
                roles[new] = roles.removeValue(forKey: role)
                return "rename role \(role) to \(new)"
            case 5:
                let name = colorNames[random(colorNames.count)]
                let new = "color_\(tick)"
                palette[new] = palette.removeValue(forKey: name)
                for (role, reference) in roles where reference.0 == name { roles[role]!.0 = new }
                return "rename color \(name) to \(new)"
            case 6:
                roles["added_\(tick)"] = (colorNames[random(colorNames.count)], nil)
                if roles.count > 8, let victim = roleNames.first(where: { $0.hasPrefix("added_") }) { roles.removeValue(forKey: victim) }
                return "add a role"
            case 7:
                extraScheme.toggle()
                return extraScheme ? "add vk_dark" : "remove vk_dark"
            case 8:
                webPalette["web_accent"] = String(format: "#%06X", random(0xFFFFFF))
                return "web palette edit"
            default:
                try repo.write("README.md", "notes \(tick)\n")
                return "docs only"
            }
        }
    }

    @Test func logDiffAndShowAgreeOverAGeneratedHistory() throws {
        let repo = try TemporaryGitRepository()
        var history = History()
        func commit(_ message: String) throws {
            history.tick += 1
            let date = "2024-01-01T00:00:00Z".replacingOccurrences(of: "00:00:00", with: String(format: "%02d:%02d:00", history.tick / 60, history.tick % 60))
            try repo.git(["add", "-A"])
            try repo.git(["commit", "-q", "--allow-empty", "-m", message], environment: ["GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date])
        }
        try history.write(to: repo)
        try commit("initial themes")
        for step in 0..<56 {
            if step % 11 == 5 {
                // A side branch with two edits, merged without fast-forward.
                try repo.git(["checkout", "-q", "-b", "side\(step)"])
                for _ in 0..<2 {
                    let message = try history.edit(in: repo)
                    try history.write(to: repo)
                    try commit("side: " + message)
                }
                try repo.git(["checkout", "-q", "main"])
                history.tick += 1
                let date = String(format: "2024-01-01T%02d:%02d:00Z", history.tick / 60, history.tick % 60)
                try repo.git(["merge", "-q", "--no-ff", "-m", "merge side\(step)", "side\(step)"], environment: ["GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date])
                continue
            }
            if step == 30 {
                try repo.write(".themelint.json", """
                    {"themes": [{"name": "main", "schemes": "theme/scheme.json", "palettes": ["theme/palette.json"],
                      "contrast": {"pairs": [{"foreground": "text_primary", "background": "background_content", "minimum": 4.5}]}}]}
                    """)
                try commit("configure contrast")
                continue
            }
            let message = try history.edit(in: repo)
            try history.write(to: repo)
            try commit(message)
        }
        let firstParent = try repo.git(["rev-list", "--first-parent", "--count", "HEAD"]).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect((Int(firstParent) ?? 0) >= 50)

        let script = projectRootDirectory().appendingPathComponent("scripts/log-agreement.py").path
        let result = try runProcess("python3", [script, repo.path, "--bin", themelintBinaryPath()], environment: ["NO_COLOR": "1", "GIT_DIR": nil])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("log, diff and show agree"), "\(result.stdout)")
        print(result.stdout)
    }

    /// The same agreement over VK Appearance's own history (`examples/vk-appearance/history.bundle`).
    @Test func vkHistoryLogAgreesWithDiff() throws {
        let repo = try cloneVKHistory()
        let script = projectRootDirectory().appendingPathComponent("scripts/log-agreement.py").path
        let result = try runProcess("python3", [script, repo.path, "--bin", themelintBinaryPath()], environment: ["NO_COLOR": "1", "GIT_DIR": nil])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("log, diff and show agree"), "\(result.stdout)")
    }
}
