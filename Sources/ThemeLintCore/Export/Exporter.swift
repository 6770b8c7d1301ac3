/// `themelint export`'s work: picks the theme set, builds the `ExportModel` and hands it to
/// the target's writer; the notices of both, and of what no target holds, come with the files.
public enum Exporter {
    /// The files `target` gets from `project`.
    /// - Parameters:
    ///   - theme: `--theme`: a theme set's name (the configured name, or its scheme file's path);
    ///     nil when the project has one theme set.
    ///   - schemes: `--scheme` values, `SLOT=SCHEME` each.
    ///   - outputFolder: where the files go, relative to the source's root, when inside it: a
    ///     theme set read from there is the export's own output, never chosen without `--theme`.
    /// - Throws: `ExportError` for a theme set or scheme that cannot be chosen, or names that
    ///   collide in the target.
    public static func export(project: LoadedProject, target: ExportTarget, theme: String?, schemes: [String], outputFolder: String? = nil) throws(ExportError) -> ExportResult {
        let themeSet = try themeSet(of: project, theme: theme, outputFolder: outputFolder)
        // A scheme file that does not parse is named with the place of its first problem.
        if themeSet.resolved.schemes.isEmpty, let issue = ThemeDiffer.brokenFiles(project)[themeSet.definition.schemes] {
            throw ExportError("theme set '\(themeSet.definition.name)' has no scheme that loads: \(issue.location): \(issue.message)")
        }
        try refuseUnreadPalettes(of: themeSet, in: project)
        let model = try ExportModel(themeSet: themeSet, target: target, requestedSchemes: schemes)
        var result = try write(model, target: target)
        var notices = model.notices
        let gradients = project.gradientFiles.keys.sorted()
        if !gradients.isEmpty {
            notices.append("no export target holds a gradient; not written: \(ExportWording.list(gradients))")
        }
        var seen: Set<String> = []
        let gradientTokens = themeSet.palettes.flatMap(\.gradientTokens).filter { seen.insert($0).inserted }
        if !gradientTokens.isEmpty {
            notices.append("no export target holds a gradient; \(gradientTokens.count) gradient token\(gradientTokens.count == 1 ? " is" : "s are") not written: \(ExportWording.list(gradientTokens))")
        }
        result.notices = notices + result.notices
        return result
    }

    /// Refuses a theme set one of whose palettes did not load (does not parse, is over the size
    /// limit, is missing): its colors would be left out of every file, and the generated files
    /// written over with fewer colors. Names each palette with where it fails.
    static func refuseUnreadPalettes(of themeSet: LoadedThemeSet, in project: LoadedProject) throws(ExportError) {
        guard !themeSet.unavailablePalettes.isEmpty else { return }
        let reasons = themeSet.unavailablePalettes.map { path -> String in
            let failure = project.issues.first { $0.location.file == path && [.jsonSyntax, .invalidStructure, .xmlSyntax].contains($0.kind) }
            return failure.map { "\(path):\($0.location.position): \($0.message)" } ?? "\(path): not read (`themelint check` says why)"
        }
        throw ExportError("theme set '\(themeSet.definition.name)' reads \(reasons.count == 1 ? "a palette" : "palettes") that did not load, so nothing is exported: \(reasons.joined(separator: "; "))")
    }

    /// The files `target` gets from `model`.
    /// - Throws: `ExportError` when names collide in the target or a path component would be
    ///   longer than a file system holds (checked here, before anything is written).
    public static func write(_ model: ExportModel, target: ExportTarget) throws(ExportError) -> ExportResult {
        let result: ExportResult = switch target {
        case .xcassets: try XcassetsExporter.export(model)
        case .android: try AndroidExporter.export(model)
        case .swift: try SwiftExporter.export(model)
        case .objc: try ObjCExporter.export(model)
        case .css: try CSSExporter.export(model)
        case .dtcg: try DTCGExporter.export(model)
        }
        try ExportPathLimit.check(result, target: target)
        return result
    }

    /// The theme set an export of `project` reads: the one named `theme`, else the only one
    /// not read from inside `outputFolder` (the export's own earlier output).
    /// - Throws: `ExportError` when there is none, or several and no `theme`.
    static func themeSet(of project: LoadedProject, theme: String?, outputFolder: String?) throws(ExportError) -> LoadedThemeSet {
        var sets = project.themeSets
        if theme == nil, let outputFolder, !outputFolder.isEmpty {
            // (Output into the root itself excludes nothing: every set lies there.)
            let prefix = outputFolder.hasSuffix("/") ? outputFolder : outputFolder + "/"
            sets.removeAll { $0.definition.schemes == outputFolder || $0.definition.schemes.hasPrefix(prefix) }
        }
        return try chooseThemeSet(sets, theme: theme, source: project.source.displayName)
    }

    private static func chooseThemeSet(_ sets: [LoadedThemeSet], theme: String?, source: String) throws(ExportError) -> LoadedThemeSet {
        let names = sets.map(\.definition.name)
        if let theme {
            if let set = sets.first(where: { $0.definition.name == theme || $0.definition.schemes == theme }) { return set }
            var message = "no theme set named '\(theme)' at \(source)"
            if let suggestion = Suggestion.closest(to: theme, among: names) { message += "; did you mean '\(suggestion)'?" }
            throw ExportError(message + " (theme sets: \(ExportWording.list(names)))")
        }
        guard let first = sets.first else { throw ExportError("no theme set found at \(source): nothing to export") }
        guard sets.count == 1 else {
            throw ExportError("\(sets.count) theme sets at \(source): \(ExportWording.list(names)); pick one with --theme NAME")
        }
        return first
    }
}
