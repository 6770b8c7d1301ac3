extension Configuration {
    /// Parses a configuration file (`.themelint.json` or `--config PATH`).
    /// - Parameters:
    ///   - bytes: the file's content.
    ///   - file: its path, for messages.
    /// - Throws: `ConfigurationError` with the file, line and column of the first problem.
    public static func parse(bytes: [UInt8], file: String) throws(ConfigurationError) -> Configuration {
        let document: JSONDocument
        do {
            document = try JSONParser().parse(bytes)
        } catch {
            throw ConfigurationError("invalid JSON: \(error.message)", at: Location(file: file, position: error.position))
        }
        if let duplicate = document.duplicateKeys.first {
            throw ConfigurationError("duplicate key \"\(duplicate.key)\"", at: Location(file: file, position: duplicate.position))
        }
        let root = document.root
        let members = try ConfigReader.object(root, "the configuration", file: file)
        var configuration = Configuration(file: file)
        // The root's contrast block first: every theme set inherits it.
        if let contrastNode = members.last(where: { $0.key == "contrast" })?.value {
            configuration.contrast = try ContrastConfiguration.parse(contrastNode, file: file)
        }
        for member in members {
            switch member.key {
            case "$schema", "contrast":
                break
            case "themes":
                configuration.themes = try parseThemes(member.value, file: file, inheriting: configuration.contrast)
            case "rules":
                configuration.rules = try parseRules(member.value, file: file)
            case "gradients":
                guard case .array(let elements) = member.value.value else {
                    throw ConfigurationError("\"gradients\" must be an array of paths, not \(member.value.value.typeName)", at: Location(file: file, position: member.value.position))
                }
                var paths: [String] = []
                for element in elements { paths.append(try ConfigReader.path(element, "a gradient file", file: file)) }
                configuration.gradients = paths
            default:
                throw ConfigurationError("unknown member \"\(member.key)\" (expected \"themes\", \"rules\", \"gradients\" or \"contrast\")", at: Location(file: file, position: member.keyPosition))
            }
        }
        return configuration
    }

    private static func parseThemes(_ node: JSONNode, file: String, inheriting root: ContrastConfiguration?) throws(ConfigurationError) -> [ThemeSetDefinition] {
        guard case .array(let elements) = node.value else {
            throw ConfigurationError("\"themes\" must be an array, not \(node.value.typeName)", at: Location(file: file, position: node.position))
        }
        var names = Set<String>()
        var result: [ThemeSetDefinition] = []
        for (index, element) in elements.enumerated() {
            let definition = try parseThemeSet(element, index: index, file: file, inheriting: root)
            guard names.insert(definition.name).inserted else {
                throw ConfigurationError("two theme sets are named \"\(definition.name)\"", at: Location(file: file, position: element.position))
            }
            result.append(definition)
        }
        return result
    }

    private static func parseThemeSet(_ node: JSONNode, index: Int, file: String, inheriting root: ContrastConfiguration?) throws(ConfigurationError) -> ThemeSetDefinition {
        let members = try ConfigReader.object(node, "a theme set", file: file)
        let here = Location(file: file, position: node.position)
        var name: String?
        var format = ThemeFormat.appearance
        var schemes: String?
        var palettes: [String] = []
        var hexAlpha = HexAlphaPosition.leading
        var contrastNode: JSONNode?
        var tokens: String?
        var tokenSchemes: [NamedTokenSets] = []
        var roles: [String]?
        var maxSchemes: Int?
        var resources: [String]?
        var catalog: String?
        for member in members {
            let value = member.value
            switch member.key {
            case "name":
                name = try ConfigReader.string(value, "\"name\"", file: file)
            case "format":
                let raw = try ConfigReader.string(value, "\"format\"", file: file)
                guard let parsed = ThemeFormat(rawValue: raw) else {
                    throw ConfigurationError("unknown format \"\(raw)\" (expected \"appearance\", \"dtcg\", \"tokens-studio\", \"xcassets\" or \"android\")", at: Location(file: file, position: value.position))
                }
                format = parsed
            case "schemes":
                if case .object(let named) = value.value {
                    for scheme in named {
                        guard case .array(let items) = scheme.value.value else {
                            throw ConfigurationError("scheme \"\(scheme.key)\" must be an array of token set names, not \(scheme.value.value.typeName)", at: Location(file: file, position: scheme.value.position))
                        }
                        var sets: [String] = []
                        for item in items { sets.append(try ConfigReader.string(item, "a token set name", file: file)) }
                        tokenSchemes.append(NamedTokenSets(name: scheme.key, sets: sets, location: Location(file: file, position: scheme.keyPosition)))
                    }
                } else {
                    schemes = try ConfigReader.path(value, "\"schemes\"", file: file)
                }
            case "tokens":
                tokens = try ConfigReader.path(value, "\"tokens\"", file: file)
            case "res":
                resources = []
                for item in value.value.arrayElements ?? [value] { resources?.append(try ConfigReader.path(item, "a res folder", file: file)) }
            case "catalog":
                catalog = try ConfigReader.path(value, "\"catalog\"", file: file)
            case "roles":
                let items = value.value.arrayElements ?? [value]
                var globs: [String] = []
                for item in items { globs.append(try ConfigReader.string(item, "a role glob", file: file)) }
                roles = globs
            case "maxSchemes":
                guard case .number(let number) = value.value, number >= 1, number <= 1_000_000, number == number.rounded() else {
                    throw ConfigurationError("\"maxSchemes\" must be a whole number from 1 to 1000000", at: Location(file: file, position: value.position))
                }
                maxSchemes = Int(number)
            case "palettes":
                switch value.value {
                case .string:
                    palettes = [try ConfigReader.path(value, "\"palettes\"", file: file)]
                case .array(let items):
                    palettes = []
                    for item in items { palettes.append(try ConfigReader.path(item, "a palette path", file: file)) }
                default:
                    throw ConfigurationError("\"palettes\" must be a path or an array of paths, not \(value.value.typeName)", at: Location(file: file, position: value.position))
                }
            case "hexAlpha":
                let raw = try ConfigReader.string(value, "\"hexAlpha\"", file: file)
                guard let parsed = HexAlphaPosition(rawValue: raw) else {
                    throw ConfigurationError("\"hexAlpha\" must be \"leading\" or \"trailing\", not \"\(raw)\"", at: Location(file: file, position: value.position))
                }
                hexAlpha = parsed
            case "contrast":
                contrastNode = value
            default:
                throw ConfigurationError("unknown member \"\(member.key)\" of a theme set", at: Location(file: file, position: member.keyPosition))
            }
        }
        var contrast = root
        if let contrastNode {
            contrast = try ContrastConfiguration.parse(contrastNode, file: file, inheriting: root)
        }
        if format == .android {
            return try androidThemeSet(name: name, resources: resources, unexpected: tokens != nil || schemes != nil || !palettes.isEmpty || roles != nil || maxSchemes != nil || !tokenSchemes.isEmpty || catalog != nil, contrast: contrast, at: here, index: index)
        }
        guard resources == nil else { throw ConfigurationError("\"res\" belongs to the \"android\" format", at: here) }
        if format == .xcassets {
            return try xcassetsThemeSet(name: name, catalog: catalog ?? schemes, palettes: palettes, tokens: tokens, roles: roles, tokenSchemes: tokenSchemes, contrast: contrast, at: here, index: index)
        }
        guard catalog == nil else {
            throw ConfigurationError("\"catalog\" belongs to the \"xcassets\" format", at: here)
        }
        if format.isTokenFormat {
            guard let tokens = tokens ?? schemes.map(RepositoryPath.directory) else {
                throw ConfigurationError("theme set \(name.map { "\"\($0)\"" } ?? "#\(index + 1)") of format \"\(format.rawValue)\" has no \"tokens\" file or folder", at: here)
            }
            guard palettes.isEmpty else {
                throw ConfigurationError("a \"\(format.rawValue)\" theme set has no \"palettes\": its literal color tokens are its palette", at: here)
            }
            var definition = ThemeSetDefinition(
                name: name ?? tokens, format: format, schemes: schemes ?? tokens, palettes: [],
                hexAlpha: .trailing, contrast: contrast, declaration: here)
            definition.tokens = tokens
            definition.tokenSchemes = tokenSchemes
            definition.roles = roles
            if let maxSchemes { definition.maxSchemes = maxSchemes }
            return definition
        }
        guard tokens == nil, tokenSchemes.isEmpty, roles == nil, maxSchemes == nil else {
            throw ConfigurationError("\"tokens\", \"roles\", \"maxSchemes\" and named \"schemes\" belong to the \"dtcg\" and \"tokens-studio\" formats", at: here)
        }
        guard let schemes else {
            throw ConfigurationError("theme set \(name.map { "\"\($0)\"" } ?? "#\(index + 1)") has no \"schemes\" file", at: here)
        }
        return ThemeSetDefinition(
            name: name ?? schemes, format: format, schemes: schemes, palettes: palettes,
            hexAlpha: hexAlpha, contrast: contrast, declaration: here
        )
    }

    private static func parseRules(_ node: JSONNode, file: String) throws(ConfigurationError) -> [String: RuleConfiguration] {
        let members = try ConfigReader.object(node, "\"rules\"", file: file)
        var result: [String: RuleConfiguration] = [:]
        for member in members {
            let at = Location(file: file, position: member.keyPosition)
            guard let ruleType = RuleRegistry.rule(id: member.key) else {
                let known = RuleRegistry.all.map { $0.description.id }
                let hint = Suggestion.closest(to: member.key, among: known).map { " (did you mean \"\($0)\"?)" } ?? ""
                throw ConfigurationError("unknown rule \"\(member.key)\"\(hint)", at: at)
            }
            switch member.value.value {
            case .string(let text):
                result[member.key] = try parseSetting(text, at: Location(file: file, position: member.value.position))
            case .object(let options):
                var configuration = RuleConfiguration()
                for option in options {
                    if option.key == "severity" {
                        let text = try ConfigReader.string(option.value, "\"severity\"", file: file)
                        configuration = try parseSetting(text, at: Location(file: file, position: option.value.position)).with(options: configuration.options)
                    } else {
                        try validate(option, of: ruleType.description, file: file)
                        configuration.options[option.key] = option.value
                    }
                }
                result[member.key] = configuration
            default:
                throw ConfigurationError("a rule's setting must be \"off\", a severity or an object, not \(member.value.value.typeName)", at: Location(file: file, position: member.value.position))
            }
        }
        return result
    }

    /// An option must be one the rule declares, with a value in its range.
    private static func validate(_ option: JSONMember, of rule: RuleDescription, file: String) throws(ConfigurationError) {
        guard let declared = rule.options.first(where: { $0.name == option.key }) else {
            let known = ["severity"] + rule.options.map(\.name)
            let hint = Suggestion.closest(to: option.key, among: known).map { " (did you mean \"\($0)\"?)" } ?? ""
            throw ConfigurationError(
                "rule \"\(rule.id)\" has no option \"\(option.key)\"\(hint); it takes \(known.map { "\"\($0)\"" }.joined(separator: ", "))",
                at: Location(file: file, position: option.keyPosition))
        }
        guard case .number(let value) = option.value.value, value > declared.exclusiveMinimum, value <= declared.maximum, value.isFinite else {
            throw ConfigurationError(
                "\"\(option.key)\" of rule \"\(rule.id)\" must be a number above \(JSONOutput.format(declared.exclusiveMinimum)) and at most \(JSONOutput.format(declared.maximum))",
                at: Location(file: file, position: option.value.position))
        }
    }

    private static func parseSetting(_ text: String, at location: Location) throws(ConfigurationError) -> RuleConfiguration {
        if text == "off" { return RuleConfiguration(enabled: false) }
        guard let severity = Severity(rawValue: text) else {
            throw ConfigurationError("unknown setting \"\(text)\" (expected \"off\", \"note\", \"warning\" or \"error\")", at: location)
        }
        return RuleConfiguration(enabled: true, severity: severity)
    }
}

extension RuleConfiguration {
    fileprivate func with(options: [String: JSONNode]) -> RuleConfiguration {
        var copy = self
        copy.options = options
        return copy
    }
}

/// Typed access to configuration JSON with positioned errors.
enum ConfigReader {
    static func object(_ node: JSONNode, _ what: String, file: String) throws(ConfigurationError) -> [JSONMember] {
        guard case .object(let members) = node.value else {
            throw ConfigurationError("\(what) must be an object, not \(node.value.typeName)", at: Location(file: file, position: node.position))
        }
        return members
    }

    static func string(_ node: JSONNode, _ what: String, file: String) throws(ConfigurationError) -> String {
        guard case .string(let text) = node.value else {
            throw ConfigurationError("\(what) must be a string, not \(node.value.typeName)", at: Location(file: file, position: node.position))
        }
        return text
    }

    /// A repository-relative path: no leading `/`, no `..` component, `/` separators.
    static func path(_ node: JSONNode, _ what: String, file: String) throws(ConfigurationError) -> String {
        let text = try string(node, what, file: file)
        let normalized = RepositoryPath.normalize(text)
        guard let normalized else {
            throw ConfigurationError("\(what) must be a path inside the repository, not \"\(text)\"", at: Location(file: file, position: node.position))
        }
        return normalized
    }
}

extension Configuration {
    /// An `xcassets` theme set: its `catalog` folder (or `schemes`), nothing else to name.
    static func xcassetsThemeSet(
        name: String?, catalog: String?, palettes: [String], tokens: String?, roles: [String]?, tokenSchemes: [NamedTokenSets],
        contrast: ContrastConfiguration?, at here: Location, index: Int
    ) throws(ConfigurationError) -> ThemeSetDefinition {
        guard let catalog else {
            throw ConfigurationError("theme set \(name.map { "\"\($0)\"" } ?? "#\(index + 1)") of format \"xcassets\" has no \"catalog\" (the *.xcassets folder)", at: here)
        }
        guard palettes.isEmpty, tokens == nil, roles == nil, tokenSchemes.isEmpty else {
            throw ConfigurationError("an \"xcassets\" theme set names only its \"catalog\": its color sets are its roles, their literal entries its palette", at: here)
        }
        return ThemeSetDefinition(name: name ?? catalog, format: .xcassets, schemes: catalog, palettes: [], hexAlpha: .trailing, contrast: contrast, declaration: here)
    }
}
