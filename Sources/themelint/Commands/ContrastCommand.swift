import ArgumentParser
import ThemeLintCore
import ThemeLintGit

/// `themelint contrast FG BG` (colors or role names) and `themelint contrast --matrix`.
struct ContrastCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contrast",
        abstract: "Contrast of two colors or two roles (WCAG 2, APCA, ΔE2000), or every foreground role on every background role.",
        discussion: """
            FG and BG are each a hex color or a role name. Colors are CSS-order hex: #RGB, #RGBA, #RRGGBB \
            or #RRGGBBAA (the # may be omitted); with --hex-alpha leading they are alpha first, as VK \
            Appearance palettes write them: #ARGB or #AARRGGBB (#14000000 is black at 8 %).
            A role name is resolved in every scheme that has it (or the --scheme ones) at the working \
            tree, or at --rev REV, with that source's configuration; each scheme gets its own measurement, \
            over its contrast base (configured, else white for light and black for dark).
            --matrix crosses every foreground role (text, foreground, icon in its name) with every \
            background role (background in its name) of each scheme, worst ratio first; text is held to \
            AA, icons to non-text (3:1).
            A translucent background is drawn over the base, then the foreground over that, in floating \
            point; every measure is taken between the two composited colors. Ratios are shown truncated \
            to two decimals; levels are decided on the unrounded ratio.
            """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var input: InputOptions

    @Argument(help: "FG BG: foreground and background, each a hex color or a role name (none with --matrix).")
    var operands: [String] = []

    @Flag(help: "Every foreground role against every background role, per scheme, worst first.")
    var matrix = false

    @Flag(help: "With --matrix: only the pairs the contrast rule checks (configured and inferred from role names; none without a contrast block).")
    var checked = false

    @Option(name: .customLong("scheme"), help: "Only this scheme (a name, a glob, or FILE:SCHEME); repeatable.")
    var schemes: [String] = []

    @Option(name: .customLong("rev"), help: "Read roles at this revision (default: the working tree).")
    var revision: String?

    @Option(help: "Configuration file on the filesystem (default: .themelint.json of the source).")
    var config: String?

    @Option(name: .long, help: "The surface under a translucent background (default: the scheme's base; #FFFFFF for two colors).")
    var base: String?

    @Option(name: .long, help: "Where 4- and 8-digit colors given here keep their alpha: trailing (CSS, #RRGGBBAA) or leading (#AARRGGBB, VK/Android).")
    var hexAlpha: HexAlphaPosition = .trailing

    @Option(name: .long, help: "Output format: text or json; with --matrix also markdown or html.")
    var format: ContrastReportFormat = .text

    func validate() throws {
        if checked, !matrix { throw ValidationError("--checked goes with --matrix") }
        if matrix {
            guard operands.isEmpty else { throw ValidationError("--matrix takes no FG BG") }
        } else {
            guard operands.count == 2 else { throw ValidationError("give FG and BG (colors or role names), or --matrix") }
            guard format == .text || format == .json else { throw ValidationError("--format \(format.rawValue) is for --matrix; use text or json") }
        }
    }

    func run() throws {
        let fixedBase = try base.map { try Self.color($0, argument: "--base", hexAlpha: hexAlpha) }
        // `#…` is always a color; a bare word is a color when it parses as hex, else a role name.
        let sides = try operands.enumerated().map { index, operand in
            operand.hasPrefix("#") ? try Self.color(operand, argument: index == 0 ? "FG" : "BG", hexAlpha: hexAlpha) : Self.hexColor(operand, hexAlpha: hexAlpha)
        }
        if !matrix, let foreground = sides[0], let background = sides[1], schemes.isEmpty, revision == nil {
            let measurement = ColorPairMeasurement(foreground: foreground, background: background, base: fixedBase ?? .white)
            writeOutput(measurement, with: format.pairReporter(useColor: global.useColor, hexAlpha: hexAlpha))
            return
        }
        let project = try loadProject(sides: sides)
        // A theme set or palette that did not load is named, with its place, before anything
        // that misses it (a role of its schemes, its matrix).
        for file in project.unreadableThemeFiles() { writeError("themelint: note: \(TerminalText.escape(file.description))") }
        let selected = try selectedSchemes(of: project)
        if matrix {
            try writeMatrices(selected, fixedBase: fixedBase)
        } else {
            try writeRoleMeasurements(selected, sides: sides, fixedBase: fixedBase)
        }
    }

    /// The project at `--rev` (default: the working tree). Without a repository, a side that
    /// is not a hex color says that role names need one.
    private func loadProject(sides: [RGBA?]) throws -> LoadedProject {
        let workspace: Workspace
        do {
            workspace = try Workspace(global, input)
        } catch {
            if !matrix, let index = sides.firstIndex(where: { $0 == nil }) {
                let forms = hexAlpha == .trailing ? "a CSS hex color" : "an alpha-first hex color"
                writeError("themelint: error: \(index == 0 ? "FG" : "BG"): '\(TerminalText.escape(operands[index]))' is not \(forms), and role names are read from a git repository: \(error)")
                throw ExitCode(2)
            }
            throw error
        }
        return try workspace.start(revision.map { .revision($0) } ?? .worktree, config: config).project
    }

    /// The schemes `--scheme` selects (all without it), with their theme sets; none is an error.
    private func selectedSchemes(of project: LoadedProject) throws -> [(set: LoadedThemeSet, scheme: ResolvedScheme)] {
        let selectors = schemes.map(SchemeSelector.init)
        var selected: [(set: LoadedThemeSet, scheme: ResolvedScheme)] = []
        for set in project.themeSets {
            for scheme in set.resolved.schemes where selectors.isEmpty || selectors.contains(where: {
                $0.matches(scheme: scheme.name, file: set.definition.schemes, themeSet: set.definition.name)
            }) {
                selected.append((set, scheme))
            }
        }
        if selected.isEmpty {
            let known = Set(project.themeSets.flatMap { $0.resolved.schemes.map(\.name) }).sorted()
            let wanted = schemes.isEmpty ? "no schemes" : "no scheme matches \(schemes.joined(separator: ", "))"
            throw ValidationError("\(wanted) at \(project.source.displayName) (schemes: \(known.joined(separator: ", ")))")
        }
        return selected
    }

    /// `--matrix`: every foreground role on every background role of each selected scheme.
    private func writeMatrices(_ selected: [(set: LoadedThemeSet, scheme: ResolvedScheme)], fixedBase: RGBA?) throws {
        var matrices: [ContrastMatrix] = []
        // `--checked` lists what `check` checks: nothing where no `contrast` block applies.
        var unconfigured: [String] = []
        for (set, scheme) in selected {
            let surface = fixedBase ?? ContrastEvaluator.surface(of: scheme, configuration: set.definition.contrast)
            let level = set.definition.contrast?.inference?.level ?? .aa
            var pairs: [ContrastPair]?
            if checked {
                pairs = set.definition.contrast?.pairs(for: scheme) ?? []
                if set.definition.contrast == nil, !unconfigured.contains(set.definition.schemes) { unconfigured.append(set.definition.schemes) }
            }
            guard let built = ContrastMatrix.build(scheme: scheme, file: set.definition.schemes, themeSet: set.definition.name, base: surface, textLevel: level, pairs: pairs) else {
                throw ValidationError("\(scheme.name) in \(set.definition.schemes) has more than \(ContrastMatrix.maximumEntries) foreground × background pairs; name fewer schemes or roles")
            }
            matrices.append(built)
        }
        writeOutput(matrices, with: format.matrixReporter(useColor: format == .text && global.useColor))
        if !unconfigured.isEmpty {
            writeError("themelint: note: no contrast block is configured for \(TerminalText.escape(unconfigured.joined(separator: ", "))), so check checks no pair there; \"contrast\": {} in .themelint.json (at its root, or in a theme set) turns on the pairs inferred from role names")
        }
    }

    /// FG on BG, at least one a role name, measured in each selected scheme that has the roles.
    private func writeRoleMeasurements(_ selected: [(set: LoadedThemeSet, scheme: ResolvedScheme)], sides: [RGBA?], fixedBase: RGBA?) throws {
        // Role names: every role named must exist in some selected scheme.
        for (index, operand) in operands.enumerated() where sides[index] == nil {
            guard selected.contains(where: { $0.scheme[role: operand] != nil }) else {
                let names = Set(selected.flatMap { $0.scheme.roles.map(\.role.name) })
                let hint = Suggestion.closest(to: operand, among: names).map { " (did you mean '\($0)'?)" } ?? ""
                writeError("themelint: error: \(index == 0 ? "FG" : "BG"): '\(TerminalText.escape(operand))' is neither a hex color nor a role of the selected schemes\(hint)")
                throw ExitCode(2)
            }
        }
        var results: [RoleContrastReport.Result] = []
        for (set, scheme) in selected {
            func side(_ index: Int) -> (RGBA, String)? {
                if let color = sides[index] { return (color, ColorNotation.hex(color, alpha: hexAlpha)) }
                guard let role = scheme[role: operands[index]], let color = role.color else { return nil }
                return (color, role.resolution.spelledColor ?? color.cssHex)
            }
            // A role's color as its source writes it (a hex operand is shown as given).
            func spelling(_ index: Int) -> String? {
                sides[index] == nil ? scheme[role: operands[index]]?.resolution.spelledColor : nil
            }
            guard scheme[role: operands[0]] != nil || sides[0] != nil, scheme[role: operands[1]] != nil || sides[1] != nil else { continue }
            let surface = fixedBase ?? ContrastEvaluator.surface(of: scheme, configuration: set.definition.contrast)
            guard let foreground = side(0), let background = side(1) else {
                results.append(RoleContrastReport.Result(set: set, scheme: scheme, measurement: nil))
                continue
            }
            results.append(RoleContrastReport.Result(
                set: set, scheme: scheme,
                measurement: ColorPairMeasurement(foreground: foreground.0, background: background.0, base: surface),
                spellings: (spelling(0), spelling(1))
            ))
        }
        writeOutput(RoleContrastReport(operands: operands, results: results), with: format.rolesReporter(useColor: global.useColor))
    }

    /// A hex color, or nil when `text` is not one (then it names a role).
    private static func hexColor(_ text: String, hexAlpha: HexAlphaPosition) -> RGBA? {
        HexColor.parse(text.hasPrefix("#") ? text : "#" + text, alpha: hexAlpha)
    }

    /// Parses a hex color with its alpha at `hexAlpha` (the `#` may be omitted); on failure
    /// prints why to stderr and exits 2.
    private static func color(_ text: String, argument: String, hexAlpha: HexAlphaPosition) throws -> RGBA {
        if let color = hexColor(text, hexAlpha: hexAlpha) { return color }
        let forms = hexAlpha == .trailing ? "a CSS hex color (expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA)" : "an alpha-first hex color (expected #RGB, #ARGB, #RRGGBB or #AARRGGBB)"
        writeError("themelint: error: \(argument): '\(TerminalText.escape(text))' is not \(forms)")
        throw ExitCode(2)
    }
}
