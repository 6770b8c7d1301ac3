/// Reads the pieces of a `contrast` block, with a located error for anything of the wrong shape.
struct ContrastConfigurationReader {
    let file: String

    func location(_ node: JSONNode) -> Location { Location(file: file, position: node.position) }

    func fail(_ node: JSONNode, _ path: String, _ message: String) -> ConfigurationError {
        ConfigurationError("\(path): \(message)", at: location(node))
    }

    func object(_ node: JSONNode, _ path: String, allowed: [String]) throws(ConfigurationError) -> [JSONMember] {
        guard let members = node.value.objectMembers else {
            throw fail(node, path, "expected an object, found \(node.value.typeName)")
        }
        for member in members where !allowed.contains(member.key) {
            throw ConfigurationError(
                "\(path): unknown key \"\(member.key)\" (expected \(allowed.joined(separator: ", ")))",
                at: Location(file: file, position: member.keyPosition)
            )
        }
        return members
    }

    func array(_ node: JSONNode, _ path: String) throws(ConfigurationError) -> [JSONNode] {
        guard let elements = node.value.arrayElements else {
            throw fail(node, path, "expected an array, found \(node.value.typeName)")
        }
        return elements
    }

    func name(_ node: JSONNode, _ path: String) throws(ConfigurationError) -> String {
        guard let text = node.value.stringValue else {
            throw fail(node, path, "expected a string, found \(node.value.typeName)")
        }
        guard !text.isEmpty else { throw fail(node, path, "expected a name, found an empty string") }
        return text
    }

    /// A string, or a non-empty array of strings; with each name's location.
    func names(_ node: JSONNode, _ path: String, allowSingle: Bool) throws(ConfigurationError) -> [(String, Location)] {
        if allowSingle, node.value.stringValue != nil {
            return [(try name(node, path), location(node))]
        }
        guard let elements = node.value.arrayElements else {
            let expected = allowSingle ? "a string or an array of strings" : "an array of strings"
            throw fail(node, path, "expected \(expected), found \(node.value.typeName)")
        }
        guard !elements.isEmpty else { throw fail(node, path, "expected at least one name, found an empty array") }
        var result: [(String, Location)] = []
        for (index, element) in elements.enumerated() {
            result.append((try name(element, "\(path)[\(index)]"), location(element)))
        }
        return result
    }

    func level(_ node: JSONNode, _ path: String) throws(ConfigurationError) -> WCAGLevel {
        let expected = WCAGLevel.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        guard let text = node.value.stringValue else {
            throw fail(node, path, "expected one of \(expected), found \(node.value.typeName)")
        }
        guard let level = WCAGLevel(rawValue: text) else {
            throw fail(node, path, "expected one of \(expected), found \"\(text)\"")
        }
        return level
    }

    func base(_ node: JSONNode, _ path: String) throws(ConfigurationError) -> ContrastBase {
        if let text = node.value.stringValue {
            guard let color = HexColor.parse(text, alpha: .trailing) else {
                throw fail(node, path, "\"\(text)\" is not a CSS-order hex color (#RGB, #RGBA, #RRGGBB or #RRGGBBAA)")
            }
            return .color(color)
        }
        guard node.value.objectMembers != nil else {
            throw fail(node, path, "expected a color string or {\"role\": NAME}, found \(node.value.typeName)")
        }
        _ = try object(node, path, allowed: ["role"])
        guard let roleNode = node["role"] else { throw fail(node, path, "missing \"role\"") }
        return .role(try name(roleNode, path + ".role"))
    }

    func pair(_ node: JSONNode, _ path: String) throws(ConfigurationError) -> ContrastPair {
        let members = try object(node, path, allowed: ["foreground", "background", "minimum", "level", "algorithm", "schemes"])
        func member(_ key: String) -> JSONNode? { members.last { $0.key == key }?.value }
        guard let foregroundNode = member("foreground") else { throw fail(node, path, "missing \"foreground\"") }
        guard let backgroundNode = member("background") else { throw fail(node, path, "missing \"background\"") }
        let foreground = try name(foregroundNode, path + ".foreground")
        let backgrounds = try names(backgroundNode, path + ".background", allowSingle: true)
        var roleLocations = [foreground: location(foregroundNode)]
        for (background, backgroundLocation) in backgrounds where roleLocations[background] == nil {
            roleLocations[background] = backgroundLocation
        }

        var algorithm = ContrastAlgorithm.wcag2
        if let algorithmNode = member("algorithm") {
            let expected = ContrastAlgorithm.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
            guard let text = algorithmNode.value.stringValue, let parsed = ContrastAlgorithm(rawValue: text) else {
                let found = algorithmNode.value.stringValue.map { "\"\($0)\"" } ?? algorithmNode.value.typeName
                throw fail(algorithmNode, path + ".algorithm", "expected \(expected), found \(found)")
            }
            algorithm = parsed
        }

        var level: WCAGLevel?
        if let levelNode = member("level") {
            guard algorithm == .wcag2 else {
                throw fail(levelNode, path + ".level", "a WCAG level does not apply to \"apca\"; give \"minimum\" (|Lc|) instead")
            }
            level = try self.level(levelNode, path + ".level")
        }
        var minimum: Double
        if let minimumNode = member("minimum") {
            guard level == nil else { throw fail(minimumNode, path + ".minimum", "give either \"minimum\" or \"level\", not both") }
            guard let number = minimumNode.value.numberValue else {
                throw fail(minimumNode, path + ".minimum", "expected a number, found \(minimumNode.value.typeName)")
            }
            let upperBound = algorithm == .wcag2 ? 21.0 : 110.0
            guard number > 0, number <= upperBound else {
                throw fail(minimumNode, path + ".minimum", "expected a number above 0 and at most \(MeasurementFormat.shortNumber(upperBound)), found \(MeasurementFormat.shortNumber(number))")
            }
            minimum = number
        } else if let level {
            minimum = level.minimumRatio
        } else if algorithm == .wcag2 {
            level = .aa
            minimum = WCAGLevel.aa.minimumRatio
        } else {
            throw fail(node, path, "an \"apca\" pair needs \"minimum\" (the least |Lc|, e.g. 60)")
        }

        var schemes: [String]?
        var schemeLocations: [String: Location] = [:]
        if let schemesNode = member("schemes") {
            let named = try names(schemesNode, path + ".schemes", allowSingle: false)
            schemes = named.map(\.0)
            for (scheme, schemeLocation) in named where schemeLocations[scheme] == nil { schemeLocations[scheme] = schemeLocation }
        }
        return ContrastPair(
            foreground: foreground, backgrounds: backgrounds.map(\.0), algorithm: algorithm, minimum: minimum, level: level,
            schemes: schemes, isInferred: false, declaration: location(node), roleLocations: roleLocations,
            schemeLocations: schemeLocations
        )
    }

    /// `true` (the default), `false` (no inferred pairs: nil), or an object with `level` and `backgrounds`.
    func inference(_ node: JSONNode, _ path: String) throws(ConfigurationError) -> ContrastInference? {
        if case .bool(let on) = node.value { return on ? ContrastInference(declaration: location(node)) : nil }
        guard node.value.objectMembers != nil else {
            throw fail(node, path, "expected true, false or an object, found \(node.value.typeName)")
        }
        let members = try object(node, path, allowed: ["level", "backgrounds"])
        var inference = ContrastInference(declaration: location(node))
        for member in members {
            switch member.key {
            case "level":
                inference.level = try level(member.value, path + ".level")
            case "backgrounds":
                let named: [(String, Location)] = member.value.value.arrayElements?.isEmpty == true
                    ? [] : try names(member.value, path + ".backgrounds", allowSingle: false)
                inference.backgrounds = named.map(\.0)
                for (background, backgroundLocation) in named where inference.backgroundLocations[background] == nil {
                    inference.backgroundLocations[background] = backgroundLocation
                }
            default:
                break
            }
        }
        return inference
    }
}
