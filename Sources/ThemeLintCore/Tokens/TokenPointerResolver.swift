/// Resolves the JSON Pointer references inside a DTCG value: `{"$ref": "#/color/base/$value/components/0"}`
/// in place of a color object's member or component, in this file or another
/// (`"base.tokens.json#/color/blue/$value/alpha"`).
///
/// The Format module (2025.10, §7.1.2 "JSON Pointer Syntax", §7.3 "Property-Level References")
/// lets any part of a value be such a reference object; tools must follow chains to an explicit
/// value (§7.2.2), and report unresolvable paths, type mismatches and circular references as
/// errors (§7.2.3, §7.4.5). A pointer is resolved through the token files that were read: the
/// keys before `$value` name a token (its dot path, `$extends` copies included), the keys after
/// it walk into the token's value (object members by key, array elements by index, §7.4.3). A
/// pointer without `$value` names a token object, not a value (`#/base/blue` where
/// `#/base/blue/$value/…` is meant). A reference met on the way, or at the end, is followed from
/// the file it is written in; a value that holds references inside it (an array of components)
/// comes back with them resolved.
struct TokenPointerResolver {
    /// Why a reference has no value.
    enum Failure: Error, Hashable {
        /// The reference (as written) names nothing: no such file, token or member.
        case missing(reference: String)
        /// The references loop; the pointers of the loop, in order (`file#/a/$value/alpha`).
        case cycle(members: [String])
        /// More than `maximumDepth` references had to be followed.
        case tooDeep
        /// The reference names a token (or its metadata), not a value inside one: no `$value`.
        case notAValue(reference: String)
    }

    /// Most references followed for one value (a longer chain is an error, not a recursion).
    static let maximumDepth = 32

    /// The token file at a repository path, when read.
    let tokenFile: (String) -> TokenFile?

    /// The value `reference`, written in `file`, names, with every reference in it resolved.
    func value(of reference: String, from file: String) -> Result<JSONValue, Failure> {
        var visiting: [String] = []
        return resolve(reference, from: file, visiting: &visiting).map(\.value)
    }

    private func resolve(_ reference: String, from file: String, visiting: inout [String]) -> Result<JSONNode, Failure> {
        guard visiting.count < Self.maximumDepth else { return .failure(.tooDeep) }
        guard let (targetFile, keys) = Self.split(reference, from: file) else { return .failure(.missing(reference: reference)) }
        let key = targetFile + "#/" + keys.map(JSONPointer.escape).joined(separator: "/")
        if let first = visiting.firstIndex(of: key) {
            return .failure(.cycle(members: Array(visiting[first...])))
        }
        visiting.append(key)
        defer { visiting.removeLast() }
        guard let tokens = tokenFile(targetFile) else { return .failure(.missing(reference: reference)) }
        guard let valueIndex = keys.firstIndex(of: "$value") else {
            // A token object (`#/base/blue`) or its metadata (`#/base/blue/$type`): no value.
            let named = (1...keys.count).contains { tokens[keys.prefix($0).joined(separator: ".")] != nil }
            return .failure(named ? .notAValue(reference: reference) : .missing(reference: reference))
        }
        let tokenPath = keys[..<valueIndex].joined(separator: ".")
        guard !tokenPath.isEmpty, let token = tokens[tokenPath] else { return .failure(.missing(reference: reference)) }
        var node = token.value
        for member in keys[(valueIndex + 1)...] {
            switch dereferenced(node, file: token.location.file, visiting: &visiting) {
            case .success(let next): node = next
            case .failure(let failure): return .failure(failure)
            }
            if let elements = node.value.arrayElements {
                guard let index = Int(member), index >= 0, index < elements.count else { return .failure(.missing(reference: reference)) }
                node = elements[index]
            } else if let next = node[member] {
                node = next
            } else {
                return .failure(.missing(reference: reference))
            }
        }
        return substituted(node, file: token.location.file, visiting: &visiting)
    }

    /// `node` itself when it is no reference object, else the value it names.
    private func dereferenced(_ node: JSONNode, file: String, visiting: inout [String]) -> Result<JSONNode, Failure> {
        guard let reference = Self.reference(in: node) else { return .success(node) }
        return resolve(reference, from: file, visiting: &visiting)
    }

    /// `node` with every reference object in it (itself, array elements, object members) resolved.
    private func substituted(_ node: JSONNode, file: String, visiting: inout [String]) -> Result<JSONNode, Failure> {
        if let reference = Self.reference(in: node) { return resolve(reference, from: file, visiting: &visiting) }
        switch node.value {
        case .array(let elements):
            var result: [JSONNode] = []
            result.reserveCapacity(elements.count)
            for element in elements {
                switch substituted(element, file: file, visiting: &visiting) {
                case .success(let value): result.append(value)
                case .failure(let failure): return .failure(failure)
                }
            }
            return .success(JSONNode(.array(result), at: node.position))
        case .object(let members):
            var result: [JSONMember] = []
            result.reserveCapacity(members.count)
            for member in members {
                switch substituted(member.value, file: file, visiting: &visiting) {
                case .success(let value): result.append(JSONMember(key: member.key, keyPosition: member.keyPosition, value: value))
                case .failure(let failure): return .failure(failure)
                }
            }
            return .success(JSONNode(.object(result), at: node.position))
        default:
            return .success(node)
        }
    }

    /// The pointer of a reference object `{"$ref": "…"}` (its only member).
    static func reference(in node: JSONNode) -> String? {
        guard case .object(let members) = node.value, members.count == 1, members[0].key == "$ref" else { return nil }
        return members[0].value.value.stringValue
    }

    /// The file (repository path) and pointer keys of `reference` written in `file`: `#/a/b`
    /// (this file) or `other.tokens.json#/a/b` (relative to this file's folder).
    static func split(_ reference: String, from file: String) -> (file: String, keys: [String])? {
        guard let hash = reference.firstIndex(of: "#") else { return nil }
        let filePart = String(reference[..<hash])
        guard let keys = JSONPointer.tokens(String(reference[reference.index(after: hash)...])), !keys.isEmpty else { return nil }
        if filePart.isEmpty { return (file, keys) }
        guard let target = RepositoryPath.resolve(filePart, relativeTo: RepositoryPath.directory(of: file)) else { return nil }
        return (target, keys)
    }

    /// Every reference written inside `node` (not `node` itself being one), depth first.
    static func nestedReferences(in node: JSONNode) -> [String] {
        var result: [String] = []
        var stack: [JSONNode]
        switch node.value {
        case .object(let members): stack = members.map(\.value)
        case .array(let elements): stack = elements
        default: return []
        }
        while let next = stack.popLast() {
            if let reference = reference(in: next) {
                result.append(reference)
                continue
            }
            switch next.value {
            case .object(let members): stack.append(contentsOf: members.map(\.value))
            case .array(let elements): stack.append(contentsOf: elements)
            default: break
            }
        }
        return result
    }

    /// Where `reference` is written inside `node` (its string's position), when it is.
    static func location(of reference: String, in node: JSONNode) -> SourcePosition? {
        var stack = [node]
        while let next = stack.popLast() {
            switch next.value {
            case .object(let members):
                for member in members {
                    if member.key == "$ref", member.value.value.stringValue == reference { return member.value.position }
                    stack.append(member.value)
                }
            case .array(let elements):
                stack.append(contentsOf: elements)
            default:
                break
            }
        }
        return nil
    }
}
