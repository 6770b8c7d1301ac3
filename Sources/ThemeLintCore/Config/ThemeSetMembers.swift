/// The members of one theme set of the configuration as written, each checked for its own type
/// and range; whether they belong to the set's format is checked after all are read.
struct ThemeSetMembers {
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

    /// Whether a member an `android` theme set does not take was given.
    var namesNonAndroidMembers: Bool {
        tokens != nil || schemes != nil || !palettes.isEmpty || roles != nil || maxSchemes != nil || !tokenSchemes.isEmpty || catalog != nil
    }

    /// Reads one member; an unknown one is an error at its key.
    mutating func read(_ member: JSONMember, file: String) throws(ConfigurationError) {
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
            try readSchemes(value, file: file)
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
            try readPalettes(value, file: file)
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

    /// `"schemes"`: a scheme file's path, or (token formats) scheme names → token set names.
    private mutating func readSchemes(_ value: JSONNode, file: String) throws(ConfigurationError) {
        guard case .object(let named) = value.value else {
            schemes = try ConfigReader.path(value, "\"schemes\"", file: file)
            return
        }
        for scheme in named {
            guard case .array(let items) = scheme.value.value else {
                throw ConfigurationError("scheme \"\(scheme.key)\" must be an array of token set names, not \(scheme.value.value.typeName)", at: Location(file: file, position: scheme.value.position))
            }
            var sets: [String] = []
            for item in items { sets.append(try ConfigReader.string(item, "a token set name", file: file)) }
            tokenSchemes.append(NamedTokenSets(name: scheme.key, sets: sets, location: Location(file: file, position: scheme.keyPosition)))
        }
    }

    /// `"palettes"`: one path or an array of paths.
    private mutating func readPalettes(_ value: JSONNode, file: String) throws(ConfigurationError) {
        switch value.value {
        case .string:
            palettes = [try ConfigReader.path(value, "\"palettes\"", file: file)]
        case .array(let items):
            palettes = []
            for item in items { palettes.append(try ConfigReader.path(item, "a palette path", file: file)) }
        default:
            throw ConfigurationError("\"palettes\" must be a path or an array of paths, not \(value.value.typeName)", at: Location(file: file, position: value.position))
        }
    }
}
