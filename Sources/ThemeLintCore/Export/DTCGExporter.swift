/// Writes DTCG 2025.10 token files and a resolver document that themelint (and any tool of
/// the Resolver module) reads back: `palette.tokens.json` (the palette under the group
/// `palette`, at its values in the light scheme), one `SCHEME.tokens.json` per scheme (its
/// roles, aliases `{palette.azure_300}` where a role is exactly a palette color, and the
/// palette colors whose value differs there), and `theme.resolver.json`, whose modifier
/// `scheme` has one context per scheme, named as the source names it, the light one default.
public enum DTCGExporter {
    /// The resolver document's path.
    public static let resolverName = "theme.resolver.json"
    /// The palette file's path.
    public static let paletteName = "palette.tokens.json"

    /// The files of `model`.
    /// - Throws: `ExportError` when two names become one token path, or a token would be a
    ///   group too, or two schemes one file name.
    public static func export(_ model: ExportModel) throws(ExportError) -> ExportResult {
        let light = model.scheme(for: .light) ?? 0
        let palettePaths = model.palette.map { ["palette"] + ExportNameMapping.dtcgPath($0.name) }
        let rolePaths = model.roles.map { ExportNameMapping.dtcgPath($0.name) }
        var mapped: [ExportNameMapping.Mapped] = []
        var paths: [(segments: [String], source: String)] = []
        for (entry, path) in zip(model.palette, palettePaths) {
            mapped.append(.init(target: path.joined(separator: "."), source: "palette color '\(entry.name)'"))
            paths.append((path, "palette color '\(entry.name)'"))
        }
        for (role, path) in zip(model.roles, rolePaths) {
            mapped.append(.init(target: path.joined(separator: "."), source: "role '\(role.name)'"))
            paths.append((path, "role '\(role.name)'"))
        }
        try ExportNameMapping.refuseCollisions(mapped, target: .dtcg)
        try ExportNameMapping.refusePrefixCollisions(paths, target: .dtcg)
        let schemeFiles = model.schemes.map { ExportNameMapping.cssName($0.name) + ".tokens.json" }
        try ExportNameMapping.refuseCollisions(
            zip(model.schemes, schemeFiles).map { .init(target: $1, source: "scheme '\($0.name)'") } + [.init(target: paletteName, source: "the palette")],
            target: .dtcg)

        var files: [ExportFile] = []
        let paletteTree = TokenTree()
        for (entry, path) in zip(model.palette, palettePaths) {
            paletteTree.insert(path, token: token(colorValue(entry.value(inScheme: light))))
        }
        files.append(ExportFile(path: paletteName, text: paletteTree.document(description: model.generatedNotice)))
        for (index, scheme) in model.schemes.enumerated() {
            let tree = TokenTree()
            for (entry, path) in zip(model.palette, palettePaths) where entry.value(inScheme: index) != entry.value(inScheme: light) {
                tree.insert(path, token: token(colorValue(entry.value(inScheme: index))))
            }
            for (role, path) in zip(model.roles, rolePaths) {
                guard let value = role.values[index] else { continue }
                let tokenValue: JSONOutput = value.palette.flatMap { name in
                    model.paletteIndex[name].map { .string("{" + palettePaths[$0].joined(separator: ".") + "}") }
                } ?? colorValue(value.color)
                tree.insert(path, token: token(tokenValue))
            }
            files.append(ExportFile(path: schemeFiles[index], text: tree.document(description: model.generatedNotice + " Scheme: " + scheme.name)))
        }
        files.append(ExportFile(path: resolverName, text: resolver(model, schemeFiles: schemeFiles, light: light)))
        var notices: [String] = []
        let unnamed = model.schemes.filter { scheme in
            let lowered = scheme.name.lowercased()
            guard let appearance = scheme.appearance else { return false }
            return !lowered.contains(appearance.rawValue)
        }.map { "\($0.name) (\($0.appearance?.rawValue ?? ""))" }
        if !unnamed.isEmpty {
            notices.append("a resolver context gives a scheme its appearance by the word light or dark in its name; \(unnamed.count) scheme name\(unnamed.count == 1 ? " lacks" : "s lack") it, so readers will not know the appearance of \(ExportWording.list(unnamed, limit: 10))")
        }
        return ExportResult(files: files, notices: notices)
    }

    private static func resolver(_ model: ExportModel, schemeFiles: [String], light: Int) -> String {
        let contexts: [(String, JSONOutput)] = zip(model.schemes, schemeFiles).map { scheme, file in
            (scheme.name, .array([.object([("$ref", .string(file))])]))
        }
        let document: JSONOutput = .object([
            ("version", .string("2025.10")),
            ("name", .string(model.themeName)),
            ("description", .string(model.generatedNotice)),
            ("sets", .object([("palette", .object([("sources", .array([.object([("$ref", .string(paletteName))])]))]))])),
            ("modifiers", .object([("scheme", .object([("contexts", .object(contexts)), ("default", .string(model.schemes[light].name))]))])),
            ("resolutionOrder", .array([.object([("$ref", .string("#/sets/palette"))]), .object([("$ref", .string("#/modifiers/scheme"))])])),
        ])
        return document.rendered() + "\n"
    }

    private static func token(_ value: JSONOutput) -> JSONOutput {
        .object([("$type", .string("color")), ("$value", value)])
    }

    /// A 2025.10 color object: sRGB components to four decimals (the 8-bit value reads back
    /// exactly), alpha, and the six-digit hex fallback; a color the source gives in Display P3
    /// keeps `display-p3` and its components, the hex its clipped sRGB fallback.
    private static func colorValue(_ color: ExportColor) -> JSONOutput {
        func component(_ byte: UInt8) -> JSONOutput { .double((Double(byte) / 255 * 10_000).rounded() / 10_000) }
        let hex = "#" + ExportColor.hex(color.red) + ExportColor.hex(color.green) + ExportColor.hex(color.blue)
        if let p3 = color.displayP3 {
            return .object([
                ("colorSpace", .string("display-p3")),
                ("components", .array([.double(p3.red), .double(p3.green), .double(p3.blue)])),
                ("alpha", .double(p3.alpha)),
                ("hex", .string(hex)),
            ])
        }
        return .object([
            ("colorSpace", .string("srgb")),
            ("components", .array([component(color.red), component(color.green), component(color.blue)])),
            ("alpha", component(color.alpha)),
            ("hex", .string(hex)),
        ])
    }
}

/// Groups and tokens in insertion order, for writing a token file.
final class TokenTree {
    private var order: [String] = []
    private var children: [String: TokenTree] = [:]
    private var token: JSONOutput?

    /// Puts `token` at `path`, creating groups on the way.
    func insert(_ path: [String], token: JSONOutput) {
        var node = self
        for segment in path {
            if let child = node.children[segment] {
                node = child
            } else {
                let child = TokenTree()
                node.children[segment] = child
                node.order.append(segment)
                node = child
            }
        }
        node.token = token
    }

    /// The file: the tree as a root group with `$description`.
    func document(description: String) -> String {
        var members: [(String, JSONOutput)] = [("$description", .string(description))]
        members += order.compactMap { key in children[key].map { (key, $0.output) } }
        return JSONOutput.object(members).rendered() + "\n"
    }

    private var output: JSONOutput {
        if let token { return token }
        return .object(order.compactMap { key in children[key].map { (key, $0.output) } })
    }
}
