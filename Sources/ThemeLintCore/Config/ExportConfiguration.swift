/// One platform export the repository keeps generated (`"exports"` in the configuration):
/// what `themelint export` with no `--to` writes, what `export --check` compares, and what
/// `compress` and `rename` re-run after they write.
public struct ExportConfiguration: Sendable, Hashable {
    /// The target platform.
    public var target: ExportTarget
    /// The theme set exported (its configured name or scheme file's path); nil when the source
    /// has one theme set.
    public var theme: String?
    /// The folder the files are written under, relative to the repository root.
    public var out: String
    /// The scheme of each slot the export names (`"schemes": {"light": "bright_light"}`), in
    /// the order written.
    public var schemes: [(slot: String, scheme: String)]
    /// Where the export is declared, for messages.
    public var location: Location

    /// Creates an export.
    public init(target: ExportTarget, theme: String? = nil, out: String, schemes: [(slot: String, scheme: String)] = [], location: Location) {
        self.target = target
        self.theme = theme
        self.out = out
        self.schemes = schemes
        self.location = location
    }

    /// The schemes as `export --scheme` takes them (`SLOT=SCHEME`).
    public var schemeArguments: [String] {
        schemes.map { "\($0.slot)=\($0.scheme)" }
    }

    public static func == (lhs: ExportConfiguration, rhs: ExportConfiguration) -> Bool {
        lhs.target == rhs.target && lhs.theme == rhs.theme && lhs.out == rhs.out && lhs.location == rhs.location
            && lhs.schemes.elementsEqual(rhs.schemes) { $0.slot == $1.slot && $0.scheme == $1.scheme }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(target)
        hasher.combine(theme)
        hasher.combine(out)
        for slot in schemes {
            hasher.combine(slot.slot)
            hasher.combine(slot.scheme)
        }
    }
}

extension Configuration {
    /// Parses `"exports"`: an array of `{"to", "out", "theme"?, "schemes"?}`.
    static func parseExports(_ node: JSONNode, file: String) throws(ConfigurationError) -> [ExportConfiguration] {
        guard case .array(let elements) = node.value else {
            throw ConfigurationError("\"exports\" must be an array, not \(node.value.typeName)", at: Location(file: file, position: node.position))
        }
        var result: [ExportConfiguration] = []
        var seen = Set<String>()
        for element in elements {
            let export = try parseExport(element, file: file)
            guard seen.insert("\(export.target.rawValue) \(export.out)").inserted else {
                throw ConfigurationError("two exports write \(export.target.rawValue) under \"\(export.out)\"", at: export.location)
            }
            result.append(export)
        }
        return result
    }

    private static func parseExport(_ node: JSONNode, file: String) throws(ConfigurationError) -> ExportConfiguration {
        let at = Location(file: file, position: node.position)
        let members = try ConfigReader.object(node, "an export", file: file)
        var target: ExportTarget?
        var out: String?
        var theme: String?
        var schemes: [(slot: String, scheme: String)] = []
        for member in members {
            let here = Location(file: file, position: member.value.position)
            switch member.key {
            case "to":
                let text = try ConfigReader.string(member.value, "\"to\"", file: file)
                guard let known = ExportTarget(rawValue: text) else {
                    let names = ExportTarget.allCases.map(\.rawValue)
                    let hint = Suggestion.closest(to: text, among: names).map { " (did you mean \"\($0)\"?)" } ?? ""
                    throw ConfigurationError("unknown export target \"\(text)\"\(hint): expected one of \(names.joined(separator: ", "))", at: here)
                }
                target = known
            case "out":
                out = try ConfigReader.path(member.value, "\"out\"", file: file)
            case "theme":
                theme = try ConfigReader.string(member.value, "\"theme\"", file: file)
            case "schemes":
                for slot in try ConfigReader.object(member.value, "\"schemes\"", file: file) {
                    schemes.append((slot.key, try ConfigReader.string(slot.value, "the scheme of slot \"\(slot.key)\"", file: file)))
                }
            default:
                throw ConfigurationError("unknown member \"\(member.key)\" of an export (expected \"to\", \"out\", \"theme\" or \"schemes\")", at: Location(file: file, position: member.keyPosition))
            }
        }
        guard let target else { throw ConfigurationError("an export needs \"to\" (\(ExportTarget.allCases.map(\.rawValue).joined(separator: ", ")))", at: at) }
        guard let out else { throw ConfigurationError("an export needs \"out\": the folder, inside the repository, its files are written under", at: at) }
        for slot in schemes where !target.slots.map(\.rawValue).contains(slot.slot) {
            throw ConfigurationError("\(target.rawValue) has no slot \"\(slot.slot)\" (its slots: \(target.slots.map(\.rawValue).joined(separator: ", ")))", at: at)
        }
        return ExportConfiguration(target: target, theme: theme, out: out, schemes: schemes, location: at)
    }
}
