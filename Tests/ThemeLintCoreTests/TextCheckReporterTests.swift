import Testing
@testable import ThemeLintCore

@Suite("Text check report")
struct TextCheckReporterTests {
    let report = CheckReport(
        source: SourceDescriptor(spec: "HEAD", kind: .commit, commit: "0123456789abcdef0123456789abcdef01234567"),
        findings: [
            Finding(rule: "unresolved-identifier", severity: .error, message: "no palette defines \"whte\"; did you mean \"white\"?",
                    location: Location(file: "themes/scheme.json", position: SourcePosition(line: 12, column: 34))),
            Finding(rule: "missing-role", severity: .warning, message: "role \"a\u{1B}[31m\" is missing",
                    location: Location(file: "bad\nname.json", position: SourcePosition(line: 1, column: 1))),
            Finding(rule: "unused-color", severity: .note, message: "sky_300 is used by no role",
                    location: Location(file: "palette.json", position: SourcePosition(line: 3, column: 5))),
        ],
        files: ["bad\nname.json", "palette.json", "themes/scheme.json"])

    @Test("plain lines in the form editors read, names escaped, then the summary")
    func plain() {
        #expect(TextCheckReporter.render(report, options: ReportOptions(useColor: false)) == """
            themes/scheme.json:12:34: error: no palette defines "whte"; did you mean "white"? [unresolved-identifier]
            bad\\nname.json:1:1: warning: role "a\\e[31m" is missing [missing-role]
            palette.json:3:5: note: sky_300 is used by no role [unused-color]
            1 error, 1 warning and 1 note in 3 files at HEAD (0123456)

            """)
    }

    @Test("colored output is the plain output with styling around the place, severity and rule")
    func colored() {
        let colored = TextCheckReporter.render(report, options: ReportOptions(useColor: true))
        #expect(colored.contains("\u{1B}[1mthemes/scheme.json:12:34\u{1B}[0m"))
        #expect(colored.contains("\u{1B}[2m[unused-color]\u{1B}[0m"))
        #expect(Self.withoutStyling(colored) == TextCheckReporter.render(report, options: ReportOptions(useColor: false)))
    }

    /// `text` without ESC [ digits/semicolons m sequences.
    static func withoutStyling(_ text: String) -> String {
        var out = ""
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\u{1B}" else { out.unicodeScalars.append(scalar); continue }
            while let next = scalars.next(), next != "m" {}
        }
        return out
    }
}
