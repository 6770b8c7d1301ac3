/// What the code of a source says about the theme: every code reference and color literal,
/// read file by file with the lexer of each file's language.
public struct CodeScan: Sendable, Hashable {
    /// The code references, by file then position.
    public var references: [CodeReference] = []
    /// The color literals, by file then position.
    public var literals: [ColorLiteral] = []
    /// Per file that holds a reference or literal: the line:column of each one's start (a
    /// reference's name, a literal's first byte), noted while its text is at hand.
    public var positions: [String: [Int: SourcePosition]] = [:]
    /// Files not read because the source refused them (over `--max-file-size`, unreadable).
    public var unreadFiles: [String] = []
    /// The names the Swift code declares (`var`, `let`, `func`, `case`), files `export`
    /// generated aside: an implicit member `.NAME` of such a name is not an exported name.
    public var swiftDeclarations: Set<String> = []

    /// Creates an empty scan.
    public init() {}

    /// Scans one file's bytes as `language`. A file `themelint export` generated (its notice
    /// at the top) is not read: it is the export's, written again from the theme.
    public mutating func scan(_ bytes: [UInt8], file: String, language: CodeLanguage) {
        guard !ExportedNameScanner.isGenerated(bytes) else { return }
        let found = Self.read(bytes, file: file, language: language, declarations: &swiftDeclarations)
        guard !found.references.isEmpty || !found.literals.isEmpty else { return }
        references.append(contentsOf: found.references)
        literals.append(contentsOf: found.literals)
        var text = SourceText(bytes)
        var starts: [Int: SourcePosition] = [:]
        for offset in found.references.map(\.nameStart) + found.literals.map(\.start) {
            starts[offset] = text.position(at: offset)
        }
        positions[file] = starts
    }

    /// The references and literals of `bytes`.
    public static func read(_ bytes: [UInt8], file: String, language: CodeLanguage) -> (references: [CodeReference], literals: [ColorLiteral]) {
        var declarations: Set<String> = []
        return read(bytes, file: file, language: language, declarations: &declarations)
    }

    /// The references and literals of `bytes`; the names Swift code declares added to `declarations`.
    static func read(_ bytes: [UInt8], file: String, language: CodeLanguage, declarations: inout Set<String>) -> (references: [CodeReference], literals: [ColorLiteral]) {
        switch language {
        case .swift, .kotlin, .java, .objectiveC, .javaScript:
            let tokens = CLikeLexer(language: language).tokens(bytes)
            if language == .swift { ExportedNameScanner.swiftDeclarations(tokens, bytes: bytes, into: &declarations) }
            let references = CodeReferenceScanner.cLikeReferences(tokens, bytes: bytes, file: file, language: language)
            switch language {
            case .kotlin, .java: return (references, ColorLiteralScanner.androidLiterals(tokens, bytes: bytes, file: file))
            case .swift, .objectiveC: return (references, ColorLiteralScanner.appleLiterals(tokens, bytes: bytes, file: file))
            default: return (references, [])
            }
        case .css, .scss, .less:
            let tokens = CSSLexer(language: language).tokens(bytes)
            return (CodeReferenceScanner.cssReferences(tokens, bytes: bytes, file: file), CSSColorLiteralScanner.literals(tokens, bytes: bytes, file: file))
        case .resourceXML:
            return ResourceXMLScanner.scan(bytes, file: file)
        }
    }

    /// Reads every file of `paths` that is code, from `source`.
    public static func read(_ paths: [String], from source: any DocumentSource) throws(SourceError) -> CodeScan {
        var scan = CodeScan()
        for path in paths {
            guard let language = CodeLanguage.of(path: path) else { continue }
            let bytes: [UInt8]?
            do {
                bytes = try source.contents(of: path)
            } catch is FileTooLargeError {
                scan.unreadFiles.append(path)
                continue
            } catch let error as SourceError {
                throw error
            } catch {
                scan.unreadFiles.append(path)
                continue
            }
            guard let bytes else { continue }
            scan.scan(bytes, file: path, language: language)
        }
        return scan
    }

    /// Where byte `offset` of `file` stands, as a location: known for the start of every
    /// reference and literal the scan found (line 1, column 1 for any other offset).
    public func location(in file: String, offset: Int) -> Location {
        Location(file: file, position: positions[file]?[offset] ?? .start)
    }
}
