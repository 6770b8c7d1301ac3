/// `themelint textconv`: a theme file as a stable, sorted, resolved listing, one line per
/// entry, for git's diff driver (`git diff` and `git log -p` then show resolved colors).
///
/// - A scheme file (a JSON object whose members are all objects with `"colors"`) lists, per
///   scheme, a line `scheme: appearance light|dark`, then one line per role:
///   `scheme/role = identifier COLOR`, with ` × multiplier` after the identifier when the
///   role has an alpha multiplier and `  [flag=value, …]` at the end when it has flags.
///   A reference no palette defines shows `(unresolved)`.
/// - An asset catalog's color set (`Contents.json` with a `colors` array of entries) lists one
///   line per entry: `label = notation #HEX` (`ThemeListing+ColorSet`).
/// - A design-token file (an object with object members) lists its tokens: `path = value` as
///   written (`ThemeListing+Tokens`).
/// - Anything else that is a JSON object is a palette: `name = COLOR` per color (as written).
/// - Input that is not JSON is passed through after a `# themelint:` comment line, so that
///   `git diff` still shows something (a failing textconv would abort the whole diff).
///
/// Schemes, roles and palette lines are sorted by their UTF-8 bytes; colors are written as the
/// source writes them (`ColorNotation`: the palette's own spelling, or hex in the set's
/// `hexAlpha` order for a color times an alpha multiplier), the same digits `diff` prints;
/// names from the file have control characters escaped. The same input and palettes give the same bytes.
public enum ThemeListing {
    /// What an input document is taken to be.
    public enum Kind: String, Sendable, Hashable {
        case scheme
        case palette
        /// A gradient file (VK's `gradients.json`): lists of colors, or objects with a `colors` list.
        case gradients
        /// An asset catalog's color set `Contents.json` (`ThemeListing+ColorSet`).
        case colorSet
    }

    /// A scheme file when the root is a non-empty object whose members are all objects with a
    /// `colors` object; a gradient file when they are all lists or objects with a `colors` list;
    /// else a palette.
    public static func kind(of document: JSONDocument) -> Kind {
        guard let members = document.root.value.objectMembers, !members.isEmpty else { return .palette }
        if isColorSet(document.root) { return .colorSet }
        let allGradients = members.allSatisfy { member in
            if case .array = member.value.value { return true }
            if case .array? = member.value["colors"]?.value { return true }
            return false
        }
        if allGradients { return .gradients }
        let allSchemes = members.allSatisfy { member in member.value["colors"] != nil }
        return allSchemes ? .scheme : .palette
    }

    /// The listing of `bytes` (named `file` in messages).
    /// - Parameters:
    ///   - palettes: for a scheme file, the palettes to resolve against, first match wins.
    ///   - hexAlpha: for a palette, where its 4- and 8-digit colors keep their alpha.
    ///   - unavailablePalettes: palettes that exist but could not be read: references they
    ///     might define show as indeterminate, not unresolved.
    ///   - schemeHeader: a line put before a scheme file's listing (saying what it resolved against).
    public static func render(_ bytes: [UInt8], file: String, palettes: [Palette], unavailablePalettes: [String] = [], hexAlpha: HexAlphaPosition = .leading, schemeHeader: String? = nil) -> String {
        if AndroidListing.looksLikeXML(bytes) {
            return AndroidListing.render(bytes, file: file) ?? passThrough(bytes, reason: "not Android color resources; shown as is")
        }
        let document: JSONDocument
        do {
            document = try JSONParser().parse(bytes)
        } catch {
            return passThrough(bytes, reason: "not valid JSON (\(error.position): \(error.message)); shown as is")
        }
        var issues: [LoadIssue] = []
        switch kind(of: document) {
        case .scheme:
            guard let schemeFile = AppearanceFormat.schemeFile(from: document, file: file, issues: &issues) else {
                return passThrough(bytes, reason: "not a scheme file; shown as is")
            }
            return (schemeHeader.map { $0 + "\n" } ?? "") + schemeListing(schemeFile, palettes: palettes, unavailablePalettes: unavailablePalettes)
        case .colorSet:
            return colorSetListing(document.root, file: file)
        case .gradients:
            guard let stops = AppearanceFormat.gradients(from: document, file: file, hexAlpha: hexAlpha, issues: &issues) else {
                return passThrough(bytes, reason: "not a gradient file; shown as is")
            }
            return paletteListing(stops)
        case .palette:
            if isTokenDocument(document.root) { return tokenListing(document.root, file: file) }
            guard let palette = AppearanceFormat.palette(from: document, file: file, hexAlpha: hexAlpha, issues: &issues) else {
                return passThrough(bytes, reason: "neither a scheme file nor a palette; shown as is")
            }
            return paletteListing(palette)
        }
    }

    /// Per scheme (sorted), `scheme: appearance …`, then `scheme/role = identifier COLOR`
    /// for each role (sorted).
    public static func schemeListing(_ schemeFile: SchemeFile, palettes: [Palette], unavailablePalettes: [String] = []) -> String {
        let definition = ThemeSetDefinition(name: schemeFile.file, schemes: schemeFile.file, palettes: palettes.map(\.file) + unavailablePalettes)
        let resolved = Resolver.resolve(definition: definition, schemeFile: schemeFile, palettes: palettes, unavailablePalettes: unavailablePalettes)
        // Each scheme's header line first, then its roles; schemes and roles by UTF-8 bytes.
        let schemes = resolved.schemes.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
        var out = ""
        for scheme in schemes {
            let name = TerminalText.escape(scheme.name)
            out += "\(name): appearance \(scheme.scheme.appearance?.rawValue ?? "(none)")\n"
            let roles = scheme.roles.sorted { $0.role.name.utf8.lexicographicallyPrecedes($1.role.name.utf8) }
            for role in roles {
                out += "\(name)/\(TerminalText.escape(role.role.name)) = \(describe(role))\n"
            }
        }
        return out
    }

    /// `name = COLOR` lines (as written), sorted; an invalid color shows its text.
    public static func paletteListing(_ palette: Palette) -> String {
        let lines = palette.colors.map { color in
            let value = color.color.map { _ in TerminalText.escape(color.rawValue) } ?? "(invalid color \"\(TerminalText.escape(color.rawValue))\")"
            return "\(TerminalText.escape(color.name)) = \(value)"
        }
        return sortedText(lines)
    }

    private static func describe(_ role: ResolvedRole) -> String {
        guard let reference = role.role.reference else {
            return "(no \(AppearanceFormat.identifierKey))" + flags(role.role)
        }
        var text = TerminalText.escape(reference.identifier)
        if let multiplier = reference.alphaMultiplier {
            text += " × " + JSONOutput.format(multiplier)
        } else if let invalid = reference.invalidAlphaMultiplier {
            text += " × " + TerminalText.escape(invalid)
        }
        switch role.resolution {
        case .resolved(let color, let paletteColor, _): text += " " + TerminalText.escape(paletteColor.spelling(of: color))
        case .unresolved: text += " (unresolved)"
        case .indeterminate(let reason): text += " (\(TerminalText.escape(reason)))"
        }
        return text + flags(role.role)
    }

    private static func flags(_ role: Role) -> String {
        guard !role.flags.isEmpty else { return "" }
        let sorted = role.flags.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
        return "  [" + sorted.map { "\(TerminalText.escape($0.name))=\(TerminalText.escape($0.renderedValue))" }.joined(separator: ", ") + "]"
    }

    static func sortedText(_ lines: [String]) -> String {
        let sorted = lines.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return sorted.isEmpty ? "" : sorted.joined(separator: "\n") + "\n"
    }

    private static func passThrough(_ bytes: [UInt8], reason: String) -> String {
        var text = String(decoding: bytes, as: UTF8.self)
        if !text.isEmpty, !text.hasSuffix("\n") { text += "\n" }
        return "# themelint: \(reason)\n" + text
    }
}

/// Chooses the palettes a `textconv` input resolves against, reading them from a source
/// (the working tree), and renders the listing.
///
/// Which theme set an input belongs to: the set whose scheme file is `path` (when the input
/// is a file of the repository), else the sets whose scheme file has the input's file name
/// (git hands textconv a temporary copy of a blob: `/tmp/git-blob-XXXXXX/<name>`, or
/// `XXXXXX_<name>` in older versions), else every set. The palettes
/// of the chosen sets, then the palettes no set uses, are merged in that order (first
/// definition wins). Sets come from the source's `.themelint.json`, else auto-detection.
/// A scheme file's listing starts with a `# themelint textconv:` line naming what it resolved
/// against (`schemeHeader`).
public struct TextconvRenderer: Sendable {
    /// Where palettes are read from; nil: no repository (every reference is unresolved).
    public var source: (any DocumentSource)?
    /// The configuration in effect.
    public var configuration: Configuration

    /// Creates a renderer.
    public init(source: (any DocumentSource)?, configuration: Configuration) {
        self.source = source
        self.configuration = configuration
    }

    /// The listing of `bytes`.
    /// - Parameters:
    ///   - path: the input's repository-relative path, when it is a file of the repository.
    ///   - fileName: the input's own file name.
    /// - Throws: `SourceError` when the source cannot be read.
    public func render(_ bytes: [UInt8], path: String?, fileName: String) throws(SourceError) -> String {
        let (definitions, standalone) = try themeSets()
        let byPath = path.map { path in definitions.filter { $0.schemes == path } } ?? []
        let names = Self.candidateNames(fileName)
        let byName = names.lazy.map { name in definitions.filter { RepositoryPath.fileName(of: $0.schemes) == name } }.first { !$0.isEmpty } ?? []
        let chosen = !byPath.isEmpty ? byPath : !byName.isEmpty ? byName : definitions

        var palettes: [Palette] = []
        var unavailable: [String] = []
        var seen = Set<String>()
        let orderedPaths = chosen.flatMap { definition in definition.palettes.map { ($0, definition.hexAlpha) } }
            + standalone.map { ($0, HexAlphaPosition.leading) }
        for (palettePath, hexAlpha) in orderedPaths where !seen.contains(palettePath) {
            seen.insert(palettePath)
            switch try readPalette(palettePath, hexAlpha: hexAlpha) {
            case .loaded(let palette): palettes.append(palette)
            case .broken: unavailable.append(palettePath)
            case .absent: break
            }
        }
        let name = path ?? fileName
        let hexAlpha = definitions.first { $0.palettes.contains(name) || $0.palettes.contains { names.contains(RepositoryPath.fileName(of: $0)) } }?.hexAlpha ?? .leading
        return ThemeListing.render(bytes, file: name, palettes: palettes, unavailablePalettes: unavailable, hexAlpha: hexAlpha, schemeHeader: schemeHeader)
    }

    /// The first line of a scheme file's listing: git hands textconv a bare blob, so its
    /// identifiers resolve against the working tree's palettes, not those of the blob's own
    /// commit; the line says so, and where history is read right (`log`, `show REV`).
    var schemeHeader: String {
        guard let source else { return "# themelint textconv: not in a repository; identifiers are not resolved" }
        let place = source.descriptor.kind == .worktree ? "the working tree's palettes" : "the palettes of \(source.descriptor.displayName)"
        return "# themelint textconv: resolved against \(place), not the blob's own commit's (for history: themelint log, themelint show REV)"
    }

    /// The names an input file may stand for: its own, and for a temporary copy made by an
    /// older git (`XXXXXX_<name>`: six random characters and an underscore), `<name>`.
    /// Newer git keeps the name (`/tmp/git-blob-XXXXXX/<name>`). The own name is tried first.
    public static func candidateNames(_ fileName: String) -> [String] {
        let characters = Array(fileName)
        guard characters.count > 7, characters[6] == "_",
              characters[0..<6].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
        else { return [fileName] }
        return [fileName, String(characters[7...])]
    }

    private func themeSets() throws(SourceError) -> (sets: [ThemeSetDefinition], standalone: [String]) {
        if let configured = configuration.themes { return (configured, []) }
        guard let source else { return ([], []) }
        let paths = try source.listedFilePaths()
        let detected = ProjectLoader.detectThemeSets(in: paths)
        return (detected.sets, detected.standalonePalettes)
    }

    private enum PaletteRead {
        case loaded(Palette)
        case broken
        case absent
    }

    private func readPalette(_ path: String, hexAlpha: HexAlphaPosition) throws(SourceError) -> PaletteRead {
        guard let source else { return .absent }
        let bytes: [UInt8]?
        do {
            bytes = try source.contents(of: path)
        } catch let error as SourceError {
            throw error
        } catch is FileTooLargeError {
            return .broken
        } catch {
            throw SourceError("\(path): \(error)")
        }
        guard let bytes else { return .absent }
        guard let document = try? JSONParser().parse(bytes) else { return .broken }
        var issues: [LoadIssue] = []
        return AppearanceFormat.palette(from: document, file: path, hexAlpha: hexAlpha, issues: &issues).map { .loaded($0) } ?? .broken
    }
}
