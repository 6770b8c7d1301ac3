extension AppearanceFormat {
    /// Decodes a gradient file (VK's `gradients.json`): gradient name → a list of literal
    /// colors, either directly (`"blue": ["#70B2FF", "#5C9CE6"]`, VK's older shape) or as
    /// `{"colors": [...], "angle": 135.0}` (its later one; other members are kept out of the
    /// model). The result is a palette whose colors are the stops, named `name[index]`
    /// (`gradient_blue[1]`), so a malformed stop is an `invalid-color` at its position and a
    /// changed stop is a `palette-changed` in `diff`. Returns nil (with an issue) when the root
    /// is not an object.
    public static func gradients(from document: JSONDocument, file: String, hexAlpha: HexAlphaPosition, issues: inout [LoadIssue]) -> Palette? {
        guard case .object(let members) = document.root.value else {
            issues.append(LoadIssue(.invalidStructure, "a gradient file must be a JSON object of gradient names to color lists, not \(document.root.value.typeName)", at: Location(file: file, position: document.root.position)))
            return nil
        }
        var stops: [PaletteColor] = []
        for member in members {
            let at = Location(file: file, position: member.value.position)
            let list: JSONNode
            switch member.value.value {
            case .array:
                list = member.value
            case .object:
                guard let colors = member.value.member("colors") else {
                    issues.append(LoadIssue(.invalidStructure, "gradient \"\(member.key)\" has no \"colors\"", at: at, key: member.key, identifier: member.key))
                    continue
                }
                list = colors.value
                if let angle = member.value.member("angle"), angle.value.value.numberValue == nil {
                    issues.append(LoadIssue(.invalidStructure, "\"angle\" of gradient \"\(member.key)\" must be a number, not \(angle.value.value.typeName)", at: Location(file: file, position: angle.value.position), key: "angle", identifier: member.key))
                }
            default:
                issues.append(LoadIssue(.invalidStructure, "gradient \"\(member.key)\" must be a list of colors or an object with \"colors\", not \(member.value.value.typeName)", at: at, key: member.key, identifier: member.key))
                continue
            }
            guard case .array(let elements) = list.value else {
                issues.append(LoadIssue(.invalidStructure, "\"colors\" of gradient \"\(member.key)\" must be a list of colors, not \(list.value.typeName)", at: Location(file: file, position: list.position), key: member.key, identifier: member.key))
                continue
            }
            for (index, element) in elements.enumerated() {
                let name = "\(member.key)[\(index)]"
                let location = Location(file: file, position: element.position)
                guard case .string(let raw) = element.value else {
                    issues.append(LoadIssue(.invalidStructure, "stop \(index) of gradient \"\(member.key)\" must be a color string, not \(element.value.typeName)", at: location, key: member.key, identifier: name))
                    continue
                }
                let parsed = HexColor.parse(raw, alpha: hexAlpha)
                if parsed == nil {
                    let expected = hexAlpha == .leading ? "#RGB, #ARGB, #RRGGBB or #AARRGGBB" : "#RGB, #RGBA, #RRGGBB or #RRGGBBAA"
                    issues.append(LoadIssue(.invalidColor, "stop \(index) of gradient \"\(member.key)\": \"\(raw)\" is not a color (expected \(expected))", at: location, key: member.key, identifier: name))
                }
                stops.append(PaletteColor(name: name, rawValue: raw, color: parsed, location: location, valueLocation: location, hexAlpha: hexAlpha))
            }
        }
        return Palette(file: file, colors: stops)
    }
}
