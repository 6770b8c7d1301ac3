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
            case "code":
                guard case .bool(let reads) = member.value.value else {
                    throw ConfigurationError("\"code\" must be true or false, not \(member.value.value.typeName)", at: Location(file: file, position: member.value.position))
                }
                configuration.readsCode = reads
            case "themes":
                configuration.themes = try parseThemes(member.value, file: file, inheriting: configuration.contrast)
            case "rules":
                configuration.rules = try parseRules(member.value, file: file)
            case "exports":
                configuration.exports = try parseExports(member.value, file: file)
            case "gradients":
                guard case .array(let elements) = member.value.value else {
                    throw ConfigurationError("\"gradients\" must be an array of paths, not \(member.value.value.typeName)", at: Location(file: file, position: member.value.position))
                }
                var paths: [String] = []
                for element in elements { paths.append(try ConfigReader.path(element, "a gradient file", file: file)) }
                configuration.gradients = paths
            default:
                throw ConfigurationError("unknown member \"\(member.key)\" (expected \"themes\", \"rules\", \"gradients\", \"contrast\", \"code\" or \"exports\")", at: Location(file: file, position: member.keyPosition))
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
