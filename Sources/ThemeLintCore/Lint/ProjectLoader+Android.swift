/// Loading Android color resources into the shared model.
extension ProjectLoader {
    /// Auto-detection of Android theme sets (`AndroidProjectLayout.detectThemeSets`): a
    /// `values*` file holds colors when its bytes hold `<color` or `type="color"`.
    static func detectAndroidThemeSets(in paths: [String], source: any DocumentSource) throws(SourceError) -> [ThemeSetDefinition] {
        try AndroidProjectLayout.detectThemeSets(in: paths) { path throws(SourceError) in
            // A file the source refuses (over --max-file-size, unreadable) still makes its module a set.
            guard let bytes = try? source.contents(of: path) else { return true }
            return contains(bytes, Array("<color".utf8)) || contains(bytes, Array(#"type="color""#.utf8))
        }
    }
}

/// What decoding one Android resource file made, with the issues it reported: cached by
/// content id across the loads of one run.
struct DecodedAndroidFile: Sendable {
    var read: AndroidLoading.FileRead
    var issues: [LoadIssue]
}

/// The state of loading every Android theme set of one load: each file read and decoded once,
/// each `res` folder's table built once.
struct AndroidLoading {
    /// What one XML file gave: its resources and its palette (nil when it could not be read).
    struct FileRead: Sendable {
        var resources: [AndroidResource]
        var palette: Palette?
    }

    private var files: [String: FileRead] = [:]
    private var reportedChainIssues = Set<LoadIssue>()
    private var folders: [(folder: String, files: [String])]?
    private var tables: [String: (table: AndroidResourceTable, palettes: [Palette], unavailable: [String])] = [:]
    /// The `res` folders other sets' references fall back to, in path order, read once.
    private var sharedTables: [AndroidResourceTable]?
    /// Shared `res` folder → its index in `sharedTables`.
    private var sharedIndexByFolder: [String: Int] = [:]
    /// Color name → indexes in `sharedTables` of the tables defining it.
    private var sharedColors: [String: [Int]] = [:]
    /// The palettes of the shared folders' files, by file, with their place in folder order
    /// (each folder's unqualified `values` first, as `AndroidProjectLayout.resFolders` lists them).
    private var sharedPalettes: [String: (palette: Palette, order: Int)] = [:]
    /// The shared folders' files that could not be read.
    private var sharedUnavailable: [(index: Int, path: String)] = []

    /// Reads the shared folders once per load; each set then costs what its chains reach.
    private mutating func loadShared(_ folders: [(folder: String, files: [String])], state: inout LoadState) throws(SourceError) {
        var loaded: [AndroidResourceTable] = []
        for folder in AndroidProjectLayout.sharedFolders(in: folders) {
            let read = try table(of: [folder], state: &state)
            for name in read.table.colorNames { sharedColors[name, default: []].append(loaded.count) }
            for palette in read.palettes { sharedPalettes[palette.file] = (palette, sharedPalettes.count) }
            sharedUnavailable += read.unavailable.map { (loaded.count, $0) }
            sharedIndexByFolder[folder] = loaded.count
            loaded.append(read.table)
        }
        sharedTables = loaded
    }

    /// Loads and resolves one Android theme set.
    mutating func loadThemeSet(_ definition: ThemeSetDefinition, paths: () throws(SourceError) -> [String], state: inout LoadState) throws(SourceError) -> LoadedThemeSet {
        if folders == nil { folders = AndroidProjectLayout.resFolders(in: try paths()) }
        let folders = self.folders ?? []
        var own: [String] = []
        for folder in definition.resourceFolders {
            if folders.contains(where: { $0.folder == folder }) {
                own.append(folder)
            } else if let declaration = definition.declaration {
                state.issues.append(LoadIssue(.missingFile, "\(folder) holds no values or color resource file in \(state.source.descriptor.displayName)", at: declaration, key: folder))
            }
        }
        let ownTable = try table(of: own, state: &state)
        if sharedTables == nil { try loadShared(folders, state: &state) }
        let excluded = Set(definition.resourceFolders.compactMap { sharedIndexByFolder[$0] })
        let unavailable = ownTable.unavailable + sharedUnavailable.filter { !excluded.contains($0.index) }.map(\.path)
        // Unreadable files make only the references of schemes that read them indeterminate.
        let unreadable = unavailable.compactMap { path in AndroidResourcePath(path).map { (path, $0.qualifiers) } }
        var builder = AndroidThemeSetBuilder(own: ownTable.table, shared: sharedTables ?? [], sharedColors: sharedColors, excluded: excluded, unreadable: unreadable)
        let schemes = builder.schemes()
        // The set's palettes: its own files', then the other modules' files its chains end in
        // (not every module's: a set's palettes stay proportional to what it uses), then the framework's.
        var palettes = ownTable.palettes
        var reached = Set<String>()
        var lastReached = ""
        for scheme in schemes {
            for role in scheme.roles {
                // Roles of one file follow one another: one hash per run of them.
                if case .literal(let file, _)? = role.reference?.tokenChain?.end, file != lastReached {
                    reached.insert(file)
                    lastReached = file
                }
            }
        }
        // In folder order, not path order: a module's `values-night` sorts before its `values`
        // as a path, and a palette read first gives a name its default value (an export's light one).
        let ownFiles = Set(palettes.map(\.file))
        let shared = reached.filter { !ownFiles.contains($0) }.compactMap { sharedPalettes[$0] }
        palettes += shared.sorted { $0.order < $1.order }.map(\.palette)
        palettes.append(AndroidFrameworkColors.palette)
        // A chain through another module's files meets the same issues in every set: once.
        for issue in builder.issues where reportedChainIssues.insert(issue).inserted { state.issues.append(issue) }
        let schemeFile = SchemeFile(file: definition.schemes, schemes: schemes)
        // The rules judge a scheme by the roles it has: one that reads an own file that does
        // not parse lacks what that file defines (a conflicted values/colors.xml would make every
        // values-night color missing-role), so the rules see only the others; show, diff and
        // export still have every scheme.
        let brokenFolders = ownTable.unavailable.compactMap { AndroidResourcePath($0)?.qualifiers }
        state.schemeFiles[definition.schemes] = brokenFolders.isEmpty ? schemeFile : SchemeFile(file: definition.schemes, schemes: schemes.filter { scheme in
            let qualifiers = AndroidQualifiers(scheme.name == "default" ? "" : scheme.name)
            return !brokenFolders.contains { qualifiers.meets($0) }
        })
        let resolved = Resolver.resolve(definition: definition, schemeFile: schemeFile, palettes: palettes, unavailablePalettes: [])
        var loaded = LoadedThemeSet(definition: definition, schemeFile: schemeFile, palettes: palettes, unavailablePalettes: unavailable, resolved: resolved)
        loaded.unresolvedItemReferences = builder.unresolvedItemReferences()
        return loaded
    }

    /// The table of `resFolders` overlaid in order, with the palettes of their files and the
    /// files that could not be read.
    private mutating func table(of resFolders: [String], state: inout LoadState) throws(SourceError) -> (table: AndroidResourceTable, palettes: [Palette], unavailable: [String]) {
        let key = resFolders.joined(separator: "\u{1F}")
        if let known = tables[key] { return known }
        var table = AndroidResourceTable()
        var palettes: [Palette] = []
        var unavailable: [String] = []
        for resFolder in resFolders {
            for path in folders?.first(where: { $0.folder == resFolder })?.files ?? [] {
                let read = try file(path, state: &state)
                if let palette = read.palette { palettes.append(palette) } else { unavailable.append(path) }
                for resource in read.resources {
                    table.add(resource, sameFolder: { $0.location.file.hasPrefix(resFolder + "/") }, issues: &state.issues)
                }
            }
        }
        let result = (table, palettes, unavailable)
        tables[key] = result
        return result
    }

    /// Reads and decodes one XML file, once per load; its issues are reported then.
    private mutating func file(_ path: String, state: inout LoadState) throws(SourceError) -> FileRead {
        if let known = files[path] { return known }
        let read = try Self.decode(path, state: &state)
        files[path] = read
        return read
    }

    /// Decodes `path`, or takes what an earlier load of the same content made of it (a `log`
    /// reads an unchanged blob once).
    private static func decode(_ path: String, state: inout LoadState) throws(SourceError) -> FileRead {
        let contentID = state.contentID(of: path)
        if let contentID, let cached = state.cache?.androidFile(forContentID: contentID, path: path) {
            state.cache?.noteRead(contentID: contentID, parsed: false)
            state.examinedFiles.insert(path)
            state.issues += cached.issues
            if let palette = cached.read.palette { state.palettes[path] = palette }
            return cached.read
        }
        var issues: [LoadIssue] = []
        let read = try decode(path, source: state.source, examined: &state.examinedFiles, issues: &issues)
        state.issues += issues
        if let palette = read.palette { state.palettes[path] = palette }
        if let contentID, let cache = state.cache {
            cache.noteRead(contentID: contentID, parsed: true)
            cache.store(DecodedAndroidFile(read: read, issues: issues), forContentID: contentID, path: path)
        }
        return read
    }

    private static func decode(_ path: String, source: any DocumentSource, examined: inout Set<String>, issues: inout [LoadIssue]) throws(SourceError) -> FileRead {
        guard let place = AndroidResourcePath(path) else { return FileRead(resources: [], palette: nil) }
        let bytes: [UInt8]
        do {
            guard let read = try source.contents(of: path) else { return FileRead(resources: [], palette: nil) }
            bytes = read
        } catch let error as FileTooLargeError {
            examined.insert(path)
            issues.append(LoadIssue(.xmlSyntax, error.reason, at: Location(file: path, position: .start)))
            return FileRead(resources: [], palette: nil)
        } catch let error as SourceError {
            throw error
        } catch {
            throw SourceError("\(path): \(error)")
        }
        examined.insert(path)
        let document: XMLDocument
        do {
            document = try XMLReader().read(bytes)
        } catch {
            issues.append(LoadIssue(.xmlSyntax, error.message, at: Location(file: path, position: error.position)))
            return FileRead(resources: [], palette: nil)
        }
        var resources: [AndroidResource]
        switch place.kind {
        case .values:
            resources = AndroidResourceFile.values(document, file: path, qualifiers: place.qualifiers, issues: &issues)
        case .color:
            resources = AndroidResourceFile.stateList(document, file: path, name: place.resourceName, qualifiers: place.qualifiers, issues: &issues).map { [$0] } ?? []
        }
        let palette = Palette(file: path, colors: literalColors(of: resources, issues: &issues))
        resources.removeAll { $0.type != "color" && !AndroidResourceFile.numberTypes.contains($0.type) }
        return FileRead(resources: resources, palette: palette)
    }

    /// The palette colors of a file: its color resources whose value (or winning state list
    /// item's color) is a literal, parsed alpha first; one that does not parse is `invalid-color`.
    static func literalColors(of resources: [AndroidResource], issues: inout [LoadIssue]) -> [PaletteColor] {
        var colors: [PaletteColor] = []
        for resource in resources where resource.type == "color" {
            let text: String
            switch resource.value {
            case .text(let value, _): text = value
            case .stateList(let item): text = item.color
            case .unknown: continue
            }
            guard AndroidReference(text) == nil else { continue }
            let color = HexColor.parse(text, alpha: .leading)
            if color == nil {
                issues.append(LoadIssue(.invalidColor, "\(resource.name): \"\(text)\" is not a color (#RGB, #ARGB, #RRGGBB or #AARRGGBB)", at: resource.valueLocation, identifier: resource.name))
            }
            colors.append(PaletteColor(name: resource.name, rawValue: text, color: color, location: resource.location, valueLocation: resource.valueLocation, hexAlpha: .leading))
        }
        return colors
    }
}
