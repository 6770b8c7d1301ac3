/// Plans the schemes of a DTCG 2025.10 Resolver document (`*.resolver.json`).
///
/// - `sets` (name → `{"sources": [...]}`) and `modifiers` (name → `{"contexts": {context →
///   [...]}, "default": context}`) are applied in `resolutionOrder`, whose entries are
///   `{"$ref": "#/sets/NAME"}`, `{"$ref": "#/modifiers/NAME"}` (local keys beside `$ref`
///   override the target's, shallowly) or inline sets and modifiers with `"type"` and `"name"`.
/// - A source is inline tokens, `{"$ref": "file.json"}` (relative to the resolver document),
///   `{"$ref": "file.json#/pointer"}`, `{"$ref": "#/sets/NAME"}` (that set's sources) or
///   another same-document pointer to a token object.
/// - One scheme per combination of contexts over the modifiers whose contexts differ in color
///   tokens; the others use their `default` (else their first) context and are not named.
public enum DTCGResolverDocument {
    /// Plans the schemes of a resolver document.
    /// - Parameters:
    ///   - document: the parsed resolver document.
    ///   - file: its repository-relative path; file references resolve against its directory.
    ///   - colorDigest: a hash of a set's color tokens (names and values), or nil when the set
    ///     holds no color token.
    ///   - maxSchemes: the most color-changing combinations accepted.
    /// - Throws: `TokenThemesError` for a malformed document, an invalid pointer or more than
    ///   `maxSchemes` schemes.
    public static func plans(
        document: JSONNode, file: String, colorDigest: (TokenSetUse) -> Int?, maxSchemes: Int = 10_000
    ) throws(TokenThemesError) -> [TokenSchemePlan] {
        var reader = ResolverReader(document: document, file: file)
        let items = try reader.resolutionOrder()
        var dimensions: [ChoiceDimension] = []
        var dimensionOfItem: [Int?] = []
        for item in items {
            guard case .modifier(let name, let contexts, let defaultIndex) = item else {
                dimensionOfItem.append(nil)
                continue
            }
            dimensionOfItem.append(dimensions.count)
            dimensions.append(ChoiceDimension(group: name, options: contexts.map { context in
                let digest = colorDigest(context.use)
                return ChoiceOption(
                    name: context.name, location: context.location,
                    colorSignature: digest.map { [ColorSignaturePart(set: nil, isOutput: true, digest: $0)] } ?? [])
            }, defaultIndex: defaultIndex))
        }
        let combinations = SchemeCombinations(dimensions: dimensions)
        return try combinations.plans(maxSchemes: maxSchemes, documentLocation: Location(file: file, position: document.position)) { selection in
            items.indices.map { index in
                switch items[index] {
                case .set(let use): use
                case .modifier(_, let contexts, _): contexts[selection[dimensionOfItem[index] ?? 0]].use
                }
            }
        }
    }
}

/// One resolved entry of `resolutionOrder`.
enum ResolverItem: Sendable {
    /// A set, always applied.
    case set(TokenSetUse)
    /// A modifier: its contexts (each one set use) and the index of its default context.
    case modifier(name: String, contexts: [ResolverContext], defaultIndex: Int)
}

/// One context of a modifier.
struct ResolverContext: Sendable {
    var name: String
    var location: Location
    var use: TokenSetUse
}

/// Reads a resolver document's structure and resolves its reference objects.
struct ResolverReader {
    let document: JSONNode
    let file: String
    /// The sources each root set expands to, once per set (a set that references another twice
    /// over many levels would otherwise be expanded exponentially often).
    private var expandedSets: [String: [TokenSetSource]] = [:]
    /// The most sources one set or context may expand to.
    static let maxSources = 100_000

    init(document: JSONNode, file: String) {
        self.document = document
        self.file = file
    }

    func location(_ position: SourcePosition) -> Location { Location(file: file, position: position) }

    func fail(_ message: String, _ position: SourcePosition) -> TokenThemesError {
        TokenThemesError(message, at: location(position))
    }

    /// The entries of `resolutionOrder`, resolved.
    mutating func resolutionOrder() throws(TokenThemesError) -> [ResolverItem] {
        guard document.value.objectMembers != nil else {
            throw fail("a resolver document must be an object, not \(document.value.typeName)", document.position)
        }
        if let version = document["version"], version.value.stringValue != "2025.10" {
            throw fail("\"version\" must be \"2025.10\"", version.position)
        }
        for key in ["sets", "modifiers"] {
            if let map = document[key], map.value.objectMembers == nil {
                throw fail("\"\(key)\" must be an object of name to \(key == "sets" ? "set" : "modifier")", map.position)
            }
        }
        guard let order = document["resolutionOrder"] else {
            throw fail("a resolver document needs \"resolutionOrder\"", document.position)
        }
        guard let entries = order.value.arrayElements else {
            throw fail("\"resolutionOrder\" must be an array", order.position)
        }
        var items: [ResolverItem] = []
        var referenced: Set<String> = []
        var inlineNames: [String: SourcePosition] = [:]
        var allNames: Set<String> = []
        for (index, entry) in entries.enumerated() {
            let pointer = "/resolutionOrder/\(index)"
            guard let members = entry.value.objectMembers else {
                throw fail("a resolutionOrder entry must be an object, not \(entry.value.typeName)", entry.position)
            }
            let kind: String
            let name: String
            let body: [JSONMember]
            let bodyPointer: String
            if let ref = entry.member("$ref") {
                guard let target = ref.value.value.stringValue else { throw fail("\"$ref\" must be a string", ref.value.position) }
                let tokens = try localPointer(target, at: ref.value.position)
                guard tokens.count == 2, tokens[0] == "sets" || tokens[0] == "modifiers" else {
                    throw fail("a resolutionOrder entry must reference \"#/sets/NAME\" or \"#/modifiers/NAME\", not \"\(target)\"", ref.value.position)
                }
                guard let targetNode = document[tokens[0]]?[tokens[1]] else {
                    throw fail("\"\(target)\" names no \(tokens[0] == "sets" ? "set" : "modifier") of this document", ref.value.position)
                }
                guard let targetMembers = targetNode.value.objectMembers else {
                    throw fail("\"\(target)\" must be an object, not \(targetNode.value.typeName)", targetNode.position)
                }
                kind = tokens[0] == "sets" ? "set" : "modifier"
                name = tokens[1]
                guard referenced.insert(kind + "\u{0}" + name).inserted, inlineNames[name] == nil else {
                    throw fail("\(kind) \"\(name)\" appears twice in resolutionOrder", ref.value.position)
                }
                // Local keys beside "$ref" override the target's, shallowly.
                let local = members.filter { $0.key != "$ref" }
                let localKeys = Set(local.map(\.key))
                body = targetMembers.filter { !localKeys.contains($0.key) } + local
                bodyPointer = "/\(tokens[0])/\(Self.escape(tokens[1]))"
            } else {
                guard let typeNode = entry["type"] else { throw fail("an inline resolutionOrder entry needs \"type\" (\"set\" or \"modifier\")", entry.position) }
                guard let type = typeNode.value.stringValue, type == "set" || type == "modifier" else {
                    throw fail("\"type\" must be \"set\" or \"modifier\"", typeNode.position)
                }
                guard let nameNode = entry["name"] else { throw fail("an inline resolutionOrder entry needs \"name\"", entry.position) }
                guard let text = nameNode.value.stringValue, !text.isEmpty else { throw fail("\"name\" must be a non-empty string", nameNode.position) }
                guard inlineNames[text] == nil, !allNames.contains(text) else {
                    throw fail("name \"\(text)\" appears twice in resolutionOrder", nameNode.position)
                }
                inlineNames[text] = nameNode.position
                kind = type
                name = text
                body = members
                bodyPointer = pointer
            }
            allNames.insert(name)
            let bodyNode = JSONNode(.object(body), at: entry.position)
            if kind == "set" {
                items.append(.set(TokenSetUse(name: name, sources: try setSources(bodyNode, pointer: bodyPointer, visiting: [name]), isOutput: true)))
            } else {
                items.append(try modifier(named: name, bodyNode, pointer: bodyPointer))
            }
        }
        return items
    }

    /// A set's sources, flattened.
    mutating func setSources(_ set: JSONNode, pointer: String, visiting: Set<String>) throws(TokenThemesError) -> [TokenSetSource] {
        guard let sources = set["sources"] else { throw fail("a set needs \"sources\" (an array)", set.position) }
        guard sources.value.arrayElements != nil else { throw fail("\"sources\" must be an array", sources.position) }
        return try self.sources(sources, pointer: pointer + "/sources", visiting: visiting)
    }

    /// A modifier with its contexts.
    mutating func modifier(named name: String, _ node: JSONNode, pointer: String) throws(TokenThemesError) -> ResolverItem {
        guard let contextsNode = node["contexts"] else { throw fail("modifier \"\(name)\" needs \"contexts\"", node.position) }
        guard let entries = contextsNode.value.objectMembers else {
            throw fail("\"contexts\" must be an object of context name to sources", contextsNode.position)
        }
        guard !entries.isEmpty else { throw fail("modifier \"\(name)\" has no context", contextsNode.position) }
        var contexts: [ResolverContext] = []
        var seen: Set<String> = []
        for entry in entries.reversed() where seen.insert(entry.key).inserted {
            guard entry.value.value.arrayElements != nil else {
                throw fail("context \"\(entry.key)\" must be an array of sources", entry.value.position)
            }
            let sources = try sources(entry.value, pointer: pointer + "/contexts/" + Self.escape(entry.key), visiting: [])
            contexts.append(ResolverContext(
                name: entry.key, location: location(entry.keyPosition),
                use: TokenSetUse(name: "\(name)=\(entry.key)", sources: sources, isOutput: true)))
        }
        contexts.reverse()
        var defaultIndex = 0
        if let defaultNode = node["default"] {
            guard let text = defaultNode.value.stringValue, let index = contexts.firstIndex(where: { $0.name == text }) else {
                throw fail("\"default\" must name one of the contexts of modifier \"\(name)\"", defaultNode.position)
            }
            defaultIndex = index
        }
        return .modifier(name: name, contexts: contexts, defaultIndex: defaultIndex)
    }

    /// An array of sources, flattened: `#/sets/NAME` references expand to that set's sources.
    mutating func sources(_ array: JSONNode, pointer: String, visiting: Set<String>) throws(TokenThemesError) -> [TokenSetSource] {
        var result: [TokenSetSource] = []
        for (index, element) in (array.value.arrayElements ?? []).enumerated() {
            let own = "\(pointer)/\(index)"
            guard let members = element.value.objectMembers else {
                throw fail("a source must be an object (inline tokens or {\"$ref\": …}), not \(element.value.typeName)", element.position)
            }
            guard let ref = element.member("$ref") else {
                result.append(.inline(file: file, pointer: own))
                continue
            }
            guard let target = ref.value.value.stringValue else { throw fail("\"$ref\" must be a string", ref.value.position) }
            guard members.count == 1 else {
                throw fail("keys beside \"$ref\" in a source are not supported; move them into a source of their own", element.position)
            }
            if target.hasPrefix("#") {
                let tokens = try localPointer(target, at: ref.value.position)
                if tokens.first == "resolutionOrder" || tokens.first == "modifiers" {
                    throw fail("a source must not reference \"#/\(tokens[0])/…\"", ref.value.position)
                }
                if tokens.count == 2, tokens[0] == "sets" {
                    guard let set = document["sets"]?[tokens[1]] else {
                        throw fail("\"\(target)\" names no set of this document", ref.value.position)
                    }
                    guard !visiting.contains(tokens[1]) else {
                        throw fail("set \"\(tokens[1])\" references itself through \"\(target)\"", ref.value.position)
                    }
                    if let known = expandedSets[tokens[1]] {
                        result += known
                    } else {
                        let expanded = try setSources(set, pointer: "/sets/" + Self.escape(tokens[1]), visiting: visiting.union([tokens[1]]))
                        expandedSets[tokens[1]] = expanded
                        result += expanded
                    }
                    guard result.count <= Self.maxSources else {
                        throw fail("the sources expand to more than \(Self.maxSources) token sources", array.position)
                    }
                    continue
                }
                let targetPointer = tokens.map { "/" + Self.escape($0) }.joined()
                if own == targetPointer || own.hasPrefix(targetPointer + "/") {
                    throw fail("\"\(target)\" references a parent of the source itself", ref.value.position)
                }
                guard let node = Self.node(at: tokens, in: document) else {
                    throw fail("\"\(target)\" points at nothing in this document", ref.value.position)
                }
                guard node.value.objectMembers != nil else {
                    throw fail("\"\(target)\" must point at a token object, not \(node.value.typeName)", ref.value.position)
                }
                result.append(.inline(file: file, pointer: targetPointer))
                continue
            }
            result.append(try fileSource(target, at: ref.value.position))
        }
        return result
    }
}
