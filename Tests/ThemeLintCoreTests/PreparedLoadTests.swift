import Testing
@testable import ThemeLintCore

private let basePalette = ##"{"white": "#FFFFFF", "black": "#000000", "sky_300": "#71AAEB"}"##

private let baseScheme = """
    {
        "bright_light": {"appearance": "light", "colors": {
            "text": {"color_identifier": "black"}, "background": {"color_identifier": "whte"}, "accent": {"color_identifier": "sky_300"}}},
        "space_gray": {"appearance": "dark", "colors": {
            "text": {"color_identifier": "white"}, "background": {"color_identifier": "black"}}}
    }
    """

/// A missing configured palette makes a `missing-file` finding, whose message names the source.
private let configured = Configuration(themes: [
    ThemeSetDefinition(name: "app", schemes: "scheme.json", palettes: ["palette.json", "palette_gone.json"]),
])

private let files = ["palette.json": basePalette, "scheme.json": baseScheme, "README.md": "notes", "palette_web.json": ##"{"red": "#12345"}"##]
private let head = SourceDescriptor(spec: "HEAD", kind: .commit)

private func source(_ texts: [String: String], _ descriptor: SourceDescriptor = head, commit: String? = nil) -> InMemorySource {
    var descriptor = descriptor
    descriptor.commit = commit
    return InMemorySource(descriptor: descriptor, texts: texts)
}

private func prepared(_ texts: [String: String], configuration: Configuration = .automatic) throws -> PreparedLoad {
    let worktree = InMemorySource(descriptor: SourceDescriptor(spec: "worktree", kind: .worktree), texts: texts)
    return try ProjectLoader(source: worktree, configuration: configuration).prepare(as: head)
}

private func findings(_ project: LoadedProject) -> [Finding] { Linter().lint(project) }

@Suite("Prepared loads")
struct PreparedLoadTests {
    @Test("the same inputs: the prepared project is taken, named after the real source, and finds the same",
          arguments: [Configuration.automatic, configured])
    func sameInputsAreReused(configuration: Configuration) throws {
        let real = source(files, commit: "0123456789abcdef0123456789abcdef01234567")
        let loader = ProjectLoader(source: real, configuration: configuration)
        let plain = try loader.load()
        let ahead = try prepared(files, configuration: configuration)
        #expect(loader.reuse(ahead) != nil)

        let reused = try loader.load(reusing: ahead)
        #expect(reused.source == real.descriptor)
        #expect(reused.files == plain.files)
        #expect(findings(reused) == findings(plain))
        #expect(!findings(plain).isEmpty)
        if configuration == configured {
            #expect(findings(plain).contains { $0.rule == "missing-file" && $0.message.contains("in HEAD") })
        }
    }

    @Test("files no load reads may differ (here: one more, one less, one changed)")
    func unreadFilesMayDiffer() throws {
        var real = files
        real["README.md"] = "other notes"
        real["docs/notes.json"] = "{}"
        let ahead = try prepared(files.filter { $0.key != "README.md" })
        #expect(ProjectLoader(source: source(real), configuration: .automatic).reuse(ahead) != nil)
    }

    @Test("any input that differs makes a fresh load, which finds what the real source has",
          arguments: [
            "a file read differs", "a file read is absent", "another theme set is detected",
            "the configuration differs", "the source has another name", "the source is of another kind",
          ])
    func differentInputsLoadAgain(change: String) throws {
        var real = files
        var configuration = Configuration.automatic
        var descriptor = head
        switch change {
        case "a file read differs": real["scheme.json"] = baseScheme.replacingOccurrences(of: "whte", with: "white")
        case "a file read is absent": real["palette_web.json"] = nil
        case "another theme set is detected": real["web/scheme.json"] = baseScheme
        case "the configuration differs": configuration = configured
        case "the source has another name": descriptor.spec = "HEAD~1"
        default: descriptor.kind = .index
        }
        let loader = ProjectLoader(source: source(real, descriptor), configuration: configuration)
        let ahead = try prepared(files)
        #expect(loader.reuse(ahead) == nil)
        #expect(findings(try loader.load(reusing: ahead)) == findings(try loader.load()))
    }

    @Test("a source that cannot be read is reported by the fresh load, not hidden by the prepared one")
    func unreadableSourceIsReported() throws {
        struct Unreadable: DocumentSource {
            let descriptor = head
            func contents(of path: String) throws -> [UInt8]? { throw SourceError("\(path): permission denied") }
            func allFilePaths() throws -> [String] { files.keys.sorted() }
        }
        let loader = ProjectLoader(source: Unreadable(), configuration: .automatic)
        #expect(throws: SourceError.self) { try loader.load(reusing: try prepared(files)) }
    }
}

private extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
