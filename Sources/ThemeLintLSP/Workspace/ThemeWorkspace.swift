import ThemeLintCore

/// What the server needs from the command that starts it: the working tree as a source, the
/// configuration `check` would use, and the directory repository paths are relative to.
public struct WorkspaceSetup: Sendable {
    /// The working tree.
    public var source: any DocumentSource
    /// The configuration.
    public var configuration: Configuration
    /// The absolute path of the working directory (no trailing slash).
    public var rootDirectory: String

    /// Creates a setup.
    public init(source: any DocumentSource, configuration: Configuration, rootDirectory: String) {
        self.source = source
        self.configuration = configuration
        self.rootDirectory = rootDirectory.count > 1 && rootDirectory.hasSuffix("/") ? String(rootDirectory.dropLast()) : rootDirectory
    }
}

/// The server's one model: the working tree overlaid with open buffers, loaded and checked as
/// `check` loads and checks it, in parts that share no file, and each file's findings. Changes
/// mark it stale; `refresh` reloads the parts that read a changed file (files unchanged since the
/// last load come from its cache) and tells which files' diagnostics to publish.
public final class ThemeWorkspace {
    /// The setup it was made from.
    public let setup: WorkspaceSetup
    /// How columns are counted.
    public let unit: SourceText.ColumnUnit
    /// Open documents by repository path.
    public private(set) var documents: [String: OpenDocument] = [:]
    /// The working tree with the buffers over it.
    public private(set) var source: OverlaySource
    let cache = DocumentCache()
    /// The configuration in effect: read again when `.themelint.json` changes (the last one that
    /// parsed stays in effect while it does not).
    public internal(set) var configuration: Configuration
    /// Why `.themelint.json` as it is now cannot be used, if it cannot.
    public internal(set) var configurationError: ConfigurationError?
    /// The last load: its parts together.
    public internal(set) var project: LoadedProject?
    /// The last load's findings by file.
    public internal(set) var findings: [String: [Finding]] = [:]
    /// The whole project's plan, and its parts as last loaded.
    var plan: LoadPlan?
    var parts: [ProjectPart] = []
    /// The listing of the last load.
    var listing: [String] = []
    /// Which part reads each file.
    var fileOwners: [String: Int] = [:]
    /// What refreshes have loaded so far.
    public internal(set) var statistics = RefreshStatistics()
    /// Files changed since the last refresh.
    var changed: Set<String> = []
    var loadedOnce = false
    private var layouts: [String: TextLayout] = [:]
    var symbolIndex: SymbolIndex?

    /// A workspace over `setup` counting columns in `unit`.
    public init(setup: WorkspaceSetup, unit: SourceText.ColumnUnit) {
        self.setup = setup
        self.unit = unit
        configuration = setup.configuration
        source = OverlaySource(base: setup.source)
    }

    /// Whether a change awaits `refresh`.
    public var isStale: Bool { !loadedOnce || !changed.isEmpty }

    /// The repository path of a `file:` URI inside the working directory, else nil.
    public func path(ofURI uri: String) -> String? {
        guard let file = DocumentURI.filePath(uri) else { return nil }
        let root = setup.rootDirectory == "/" ? "/" : setup.rootDirectory + "/"
        guard file.hasPrefix(root), file.count > root.count else { return nil }
        return String(file.dropFirst(root.count))
    }

    /// The URI of a repository path: the open document's own when open.
    public func uri(ofPath path: String) -> String {
        documents[path]?.uri ?? DocumentURI.uri(ofPath: setup.rootDirectory + "/" + path)
    }

    /// `textDocument/didOpen`.
    public func open(_ document: OpenDocument) {
        documents[document.path] = document
        setBuffer(document.path, document.bytes)
    }

    /// `textDocument/didChange`.
    public func change(_ path: String, version: Int, changes: [OpenDocument.Change]) {
        guard var document = documents[path] else { return }
        document.apply(changes, unit: unit)
        document.version = version
        documents[path] = document
        setBuffer(path, document.bytes)
    }

    /// `textDocument/didClose`: the disk's bytes count again.
    public func close(_ path: String) {
        documents[path] = nil
        source.invalidate(path)
        setBuffer(path, nil)
    }

    /// `textDocument/didSave` or a watched file changed: the disk is read again.
    public func diskChanged(_ path: String, created: Bool = false) {
        source.invalidate(path, relist: created)
        if let document = documents[path] { setBuffer(path, document.bytes) } else { setBuffer(path, nil) }
    }

    private func setBuffer(_ path: String, _ bytes: [UInt8]?) {
        if let bytes, bytes != source.diskContents(of: path) { source.buffers[path] = bytes } else { source.buffers[path] = nil }
        layouts[path] = nil
        changed.insert(path)
    }

    /// The text layout of a file as the editor sees it (buffer, else disk), nil when absent.
    public func layout(of path: String) -> TextLayout? {
        withLayout(of: path) { $0 }
    }

    /// Runs `body` on the kept layout of `path` in place: the lines it learns stay learned, and
    /// no copy is made (a copy per finding would cost the file's size per finding).
    public func withLayout<Result>(of path: String, _ body: (inout TextLayout) -> Result) -> Result? {
        var layout: TextLayout
        if let known = layouts.removeValue(forKey: path) {
            layout = known
        } else {
            guard let bytes = try? source.contents(of: path) else { return nil }
            layout = TextLayout(bytes, unit: unit)
        }
        defer { layouts[path] = layout }
        return body(&layout)
    }

    /// What the last load defines and references, by name (built on first use after a load).
    public var symbols: SymbolIndex? {
        if let symbolIndex { return symbolIndex }
        guard let project else { return nil }
        let index = SymbolIndex(project: project)
        symbolIndex = index
        return index
    }
}
