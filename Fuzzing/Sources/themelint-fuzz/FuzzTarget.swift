import ThemeLintCore

/// libFuzzer's entry point: one input through everything the core does with a repository's
/// bytes.
///
/// The input is carved at NUL bytes (which no valid JSON file contains) into up to five files:
/// the head side's `palette.json` and `scheme.json`, the base side's `palette.json` and
/// `scheme.json`, and a `.themelint.json` used by both sides. A missing part is a missing file.
/// Each side goes through the JSON parser, the format loader (`ProjectLoader` over an
/// `InMemorySource`: decoding, resolution), every rule (`Linter`); then the two sides through
/// the differ (`ThemeDiffer`), the baseline filter and the textconv listing; then the same
/// parts as design-token files (Tokens Studio and DTCG, `runTokens`), as Android resource
/// XML (`runAndroid`) and as an Xcode asset catalog's color sets (`runXcassets`). A crash, an
/// AddressSanitizer report, a leak or a time-out is a bug: bad input must become findings.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let parts = UnsafeBufferPointer(start: data, count: size).split(separator: 0, maxSplits: 4, omittingEmptySubsequences: false).map(Array.init)
    FuzzCase(parts: parts).run()
    return 0
}

/// One carved input.
struct FuzzCase {
    var parts: [[UInt8]]

    func part(_ index: Int) -> [UInt8]? {
        index < parts.count ? parts[index] : nil
    }

    func run() {
        // The parser alone, on every part (including the ones that are not theme files).
        for bytes in parts { _ = try? JSONParser().parse(bytes) }

        var configuration = Configuration.automatic
        if let bytes = part(4) {
            // An invalid configuration is a clear error for the command, then nothing else.
            guard let parsed = try? Configuration.parse(bytes: bytes, file: Configuration.defaultFileName) else { return }
            configuration = parsed
        }
        let head = source("head", palette: part(0), scheme: part(1), configuration: part(4))
        let base = source("base", palette: part(2), scheme: part(3), configuration: part(4))
        guard let headProject = try? ProjectLoader(source: head, configuration: configuration).load(),
              let baseProject = try? ProjectLoader(source: base, configuration: configuration).load()
        else { return }

        let linter = Linter()
        let headFindings = linter.lint(headProject)
        let baseFindings = linter.lint(baseProject)
        _ = BaselineFilter.newFindings(headFindings, comparedWith: baseFindings)

        let report = ThemeDiffer.diff(base: baseProject, head: headProject)
        _ = report.hasDifferences
        _ = report.summary

        // textconv's listing of the head scheme, resolved against the head palette.
        if let scheme = part(1) {
            let palettes = headProject.themeSets.flatMap(\.palettes)
            _ = ThemeListing.render(scheme, file: "scheme.json", palettes: palettes)
        }
        if let palette = part(0) {
            _ = ThemeListing.render(palette, file: "palette.json", palettes: [])
        }
        runTokens(configuration: configuration)
        runAndroid()
        runXcassets(configuration: configuration)
    }

    /// The parts read as Android resources: the head side's `values/colors.xml` (part 0),
    /// `values-night/colors.xml` (part 1) and `color/state.xml` (part 2); the base side's
    /// `values/colors.xml` (part 3) with the same night file; each through the XML reader,
    /// linted, diffed, and listed by textconv.
    func runAndroid() {
        for bytes in parts { _ = try? XMLReader().read(bytes) }
        var head: [String: [UInt8]] = [:]
        head["app/src/main/res/values/colors.xml"] = part(0)
        head["app/src/main/res/values-night/colors.xml"] = part(1)
        head["app/src/main/res/color/state.xml"] = part(2)
        var base: [String: [UInt8]] = [:]
        base["app/src/main/res/values/colors.xml"] = part(3)
        base["app/src/main/res/values-night/colors.xml"] = part(1)
        base["lib/res/values/colors.xml"] = part(2)
        var projects: [LoadedProject] = []
        for (name, files) in [("android-head", head), ("android-base", base)] {
            let source = InMemorySource(descriptor: SourceDescriptor(spec: name, kind: .filesystem), files: files)
            guard let project = try? ProjectLoader(source: source, configuration: .automatic).load() else { continue }
            _ = Linter().lint(project)
            projects.append(project)
        }
        if projects.count == 2 {
            _ = ThemeDiffer.diff(base: projects[1], head: projects[0]).summary
        }
        if let values = part(0) { _ = ThemeListing.render(values, file: "colors.xml", palettes: []) }
        if let state = part(2) { _ = ThemeListing.render(state, file: "state.xml", palettes: []) }
    }

    /// The parts read as an Xcode asset catalog: parts 0 and 1 the head side's `Brand/OnAccent`
    /// and `Brand/Accent` color sets (in a namespace folder), parts 2 and 3 the base side's;
    /// each side linted, then diffed, and each part listed as textconv lists a color set.
    func runXcassets(configuration: Configuration) {
        let catalog = "App/Assets.xcassets"
        let namespace = Array(#"{"info":{"author":"xcode","version":1},"properties":{"provides-namespace":true}}"#.utf8)
        func side(_ name: String, _ accent: [UInt8]?, _ onAccent: [UInt8]?) -> InMemorySource {
            var files: [String: [UInt8]] = ["\(catalog)/Brand/Contents.json": namespace]
            files["\(catalog)/Brand/Accent.colorset/Contents.json"] = accent
            files["\(catalog)/Brand/OnAccent.colorset/Contents.json"] = onAccent
            files[Configuration.defaultFileName] = part(4)
            return InMemorySource(descriptor: SourceDescriptor(spec: name, kind: .filesystem), files: files)
        }
        var projects: [LoadedProject] = []
        for source in [side("head", part(0), part(1)), side("base", part(2), part(3))] {
            for chosen in part(4) == nil ? [Configuration.automatic] : [Configuration.automatic, configuration] {
                guard let project = try? ProjectLoader(source: source, configuration: chosen).load() else { continue }
                _ = Linter().lint(project)
                _ = ShowReport(project: project)
                projects.append(project)
            }
        }
        if projects.count >= 2 {
            _ = ThemeDiffer.diff(base: projects[projects.count - 1], head: projects[0]).summary
        }
        for bytes in parts.prefix(4) {
            _ = ThemeListing.render(bytes, file: "\(catalog)/Brand/Accent.colorset/Contents.json", palettes: [])
        }
    }

    /// The same parts read as design tokens: a Tokens Studio folder (parts 0 and 1 as token sets,
    /// part 2 as its `$themes.json`) and a DTCG folder (parts 0 and 1 as `*.tokens.json`, part 3
    /// as a resolver document), each linted, then diffed against each other.
    func runTokens(configuration: Configuration) {
        var studio: [String: [UInt8]] = [:]
        studio["tokens/core.json"] = part(0)
        studio["tokens/semantic.json"] = part(1)
        studio["tokens/$themes.json"] = part(2)
        var dtcg: [String: [UInt8]] = [:]
        dtcg["core.tokens.json"] = part(0)
        dtcg["semantic.tokens.json"] = part(1)
        dtcg["app.resolver.json"] = part(3)
        // Without a configuration part both passes would be the same load: run it once.
        let configurations = part(4) == nil ? [Configuration.automatic] : [Configuration.automatic, configuration]
        let sources = [
            InMemorySource(descriptor: SourceDescriptor(spec: "studio", kind: .filesystem), files: studio),
            InMemorySource(descriptor: SourceDescriptor(spec: "dtcg", kind: .filesystem), files: dtcg),
        ]
        var projects: [LoadedProject] = []
        for source in sources {
            for chosen in configurations {
                guard let project = try? ProjectLoader(source: source, configuration: chosen).load() else { continue }
                _ = Linter().lint(project)
                projects.append(project)
            }
        }
        if projects.count >= 2 {
            let report = ThemeDiffer.diff(base: projects[0], head: projects[projects.count - 1])
            _ = report.summary
        }
    }

    func source(_ name: String, palette: [UInt8]?, scheme: [UInt8]?, configuration: [UInt8]?) -> InMemorySource {
        var files: [String: [UInt8]] = [:]
        files["palette.json"] = palette
        files["scheme.json"] = scheme
        files[Configuration.defaultFileName] = configuration
        return InMemorySource(descriptor: SourceDescriptor(spec: name, kind: .filesystem), files: files)
    }
}

/// libFuzzer's driver (compiler-rt, `-sanitize=fuzzer`).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> Int32
) -> Int32

/// The executable's entry point. SwiftPM links an executable target's `main` to
/// `<module>_main`; with no `@main` (libFuzzer owns the loop), this hands the command line to
/// libFuzzer's driver.
@_cdecl("themelint_fuzz_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzzOneInput(data, size) }
}
