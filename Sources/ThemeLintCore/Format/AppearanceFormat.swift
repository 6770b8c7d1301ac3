/// The VK Appearance format: palette files (identifier → color string) and scheme files
/// (scheme → appearance + colors: role → {color_identifier, alpha_multiplier, flags…}).
///
/// Decoding never fails as a whole: what cannot be used becomes a `LoadIssue`
/// (`invalid-structure`, `invalid-color`) and the rest is kept.
public enum AppearanceFormat {
    /// The member of a role object naming the palette color.
    public static let identifierKey = "color_identifier"
    /// The member of a role object multiplying the color's alpha.
    public static let alphaKey = "alpha_multiplier"

    /// Decodes a palette document. Returns nil (with an issue) when the root is not an object.
    public static func palette(from document: JSONDocument, file: String, hexAlpha: HexAlphaPosition, issues: inout [LoadIssue]) -> Palette? {
        guard case .object(let members) = document.root.value else {
            issues.append(LoadIssue(.invalidStructure, "a palette must be a JSON object of color identifiers to colors, not \(document.root.value.typeName)", at: Location(file: file, position: document.root.position)))
            return nil
        }
        var colors: [PaletteColor] = []
        colors.reserveCapacity(members.count)
        for index in members.indices {
            // Read in place (a member copied is its key, value and position retained and released).
            let keyLocation = Location(file: file, position: members[index].keyPosition)
            let valueLocation = Location(file: file, position: members[index].value.position)
            guard case .string(let raw) = members[index].value.value else {
                let member = members[index]
                issues.append(LoadIssue(.invalidStructure, "color \"\(member.key)\" must be a string like \"#RRGGBB\", not \(member.value.value.typeName)", at: valueLocation, key: member.key, identifier: member.key))
                continue
            }
            let name = members[index].key
            let parsed = HexColor.parse(raw, alpha: hexAlpha)
            if parsed == nil {
                let expected = hexAlpha == .leading ? "#RGB, #ARGB, #RRGGBB or #AARRGGBB" : "#RGB, #RGBA, #RRGGBB or #RRGGBBAA"
                let hint = !raw.hasPrefix("#") && HexColor.parse("#" + raw, alpha: hexAlpha) != nil ? "; missing \"#\"?" : ""
                issues.append(LoadIssue(.invalidColor, "\"\(raw)\" is not a color (expected \(expected)\(hint))", at: valueLocation, key: name, identifier: name))
            }
            colors.append(PaletteColor(name: name, rawValue: raw, color: parsed, location: keyLocation, valueLocation: valueLocation, hexAlpha: hexAlpha))
        }
        return Palette(file: file, colors: colors)
    }

    /// Decodes a scheme document. Returns nil (with an issue) when the root is not an object.
    public static func schemeFile(from document: JSONDocument, file: String, issues: inout [LoadIssue]) -> SchemeFile? {
        guard case .object(let members) = document.root.value else {
            issues.append(LoadIssue(.invalidStructure, "a scheme file must be a JSON object of scheme names to schemes, not \(document.root.value.typeName)", at: Location(file: file, position: document.root.position)))
            return nil
        }
        // Without duplicate keys anywhere in the document, the roles of each scheme have
        // distinct names and need no de-duplication.
        let keysAreUnique = document.duplicateKeys.isEmpty
        var schemes: [Scheme] = []
        var memberNames = RoleMemberNames()
        for member in members {
            if let scheme = self.scheme(member, file: file, keysAreUnique: keysAreUnique, memberNames: &memberNames, issues: &issues) {
                schemes.append(scheme)
            }
        }
        return SchemeFile(file: file, schemes: schemes)
    }

    private static func scheme(_ member: JSONMember, file: String, keysAreUnique: Bool, memberNames: inout RoleMemberNames, issues: inout [LoadIssue]) -> Scheme? {
        let name = member.key
        let location = Location(file: file, position: member.keyPosition)
        guard case .object = member.value.value else {
            issues.append(LoadIssue(.invalidStructure, "scheme \"\(name)\" must be an object with \"appearance\" and \"colors\", not \(member.value.value.typeName)", at: Location(file: file, position: member.value.position), key: name, scheme: name))
            return nil
        }
        var appearance: Appearance?
        if let appearanceMember = member.value.member("appearance") {
            let at = Location(file: file, position: appearanceMember.value.position)
            if case .string(let raw) = appearanceMember.value.value, let parsed = Appearance(rawValue: raw) {
                appearance = parsed
            } else {
                let shown = appearanceMember.value.value.stringValue.map { "\"\($0)\"" } ?? appearanceMember.value.value.typeName
                issues.append(LoadIssue(.invalidStructure, "\"appearance\" of scheme \"\(name)\" must be \"light\" or \"dark\", not \(shown)", at: at, key: "appearance", scheme: name))
            }
        } else {
            issues.append(LoadIssue(.invalidStructure, "scheme \"\(name)\" has no \"appearance\" (\"light\" or \"dark\")", at: location, key: "appearance", scheme: name))
        }
        var roles: [Role] = []
        if let colors = member.value.member("colors") {
            if case .object(let roleMembers) = colors.value.value {
                roles.reserveCapacity(roleMembers.count)
                for index in roleMembers.indices {
                    roles.append(role(at: index, of: roleMembers, scheme: name, file: file, memberNames: &memberNames, issues: &issues))
                }
            } else {
                issues.append(LoadIssue(.invalidStructure, "\"colors\" of scheme \"\(name)\" must be an object of roles, not \(colors.value.value.typeName)", at: Location(file: file, position: colors.value.position), key: "colors", scheme: name))
            }
        } else {
            issues.append(LoadIssue(.invalidStructure, "scheme \"\(name)\" has no \"colors\"", at: location, key: "colors", scheme: name))
        }
        if keysAreUnique {
            return Scheme(name: name, location: location, appearance: appearance, uniquelyNamedRoles: roles)
        }
        return Scheme(name: name, location: location, appearance: appearance, roles: roles)
    }

    /// The role `members[index]` describes (read in place: a member copied is its key, position
    /// and value retained and released, for every role of every scheme).
    private static func role(at index: Int, of members: [JSONMember], scheme: String, file: String, memberNames: inout RoleMemberNames, issues: inout [LoadIssue]) -> Role {
        let name = members[index].key
        let location = Location(file: file, position: members[index].keyPosition)
        guard case .object(let fields) = members[index].value.value else {
            let value = members[index].value
            issues.append(LoadIssue(.invalidStructure, "role \"\(name)\" in \"\(scheme)\" must be an object with \"\(identifierKey)\", not \(value.value.typeName)", at: Location(file: file, position: value.position), key: name, scheme: scheme, role: name))
            return Role(name: name, location: location, reference: nil)
        }
        // The last occurrence of a member wins (an invalid one clears an earlier valid one).
        var identifier: String?
        var identifierPosition = SourcePosition.start
        var alpha: Double?
        var invalidAlpha: String?
        var alphaPosition: SourcePosition?
        var flags: [RoleFlag] = []
        var sawIdentifier = false
        for field in fields.indices {
            let position = fields[field].value.position
            if memberNames.isIdentifierKey(fields[field].key) {
                sawIdentifier = true
                if case .string(let text) = fields[field].value.value {
                    identifier = text
                    identifierPosition = position
                } else {
                    identifier = nil
                    issues.append(LoadIssue(.invalidStructure, "\"\(identifierKey)\" of role \"\(name)\" in \"\(scheme)\" must be a string, not \(fields[field].value.value.typeName)", at: Location(file: file, position: position), key: identifierKey, scheme: scheme, role: name))
                }
            } else if memberNames.isAlphaKey(fields[field].key) {
                alphaPosition = position
                if case .number(let value) = fields[field].value.value, value >= 0, value <= 1 {
                    alpha = value
                    invalidAlpha = nil
                } else {
                    alpha = nil
                    invalidAlpha = ThemeDiffer.canonicalJSON(fields[field].value.value)
                    let shown = fields[field].value.value.numberValue.map { "\($0)" } ?? fields[field].value.value.typeName
                    issues.append(LoadIssue(.invalidStructure, "\"\(alphaKey)\" of role \"\(name)\" in \"\(scheme)\" must be a number from 0 to 1, not \(shown)", at: Location(file: file, position: position), key: alphaKey, scheme: scheme, role: name))
                }
            } else {
                flags.append(RoleFlag(name: fields[field].key, value: fields[field].value.value, location: Location(file: file, position: fields[field].keyPosition)))
            }
        }
        if !sawIdentifier {
            issues.append(LoadIssue(.invalidStructure, "role \"\(name)\" in \"\(scheme)\" has no \"\(identifierKey)\"", at: location, key: identifierKey, scheme: scheme, role: name))
        }
        guard let identifier else {
            return Role(name: name, location: location, reference: nil, flags: flags)
        }
        return Role(name: name, location: location, reference: ColorReference.appearance(
            identifier: identifier, location: Location(file: file, position: identifierPosition),
            alphaMultiplier: alpha, alphaLocation: alphaPosition.map { Location(file: file, position: $0) },
            invalidAlphaMultiplier: invalidAlpha), flags: flags)
    }
}

/// The two member names of a role object that are not flags, compared fast. The parser gives
/// every occurrence of a key in a document the same string storage, and `==` finds a string
/// equal to itself by that identity at once: after the first match, the document's own copy of
/// each name is kept, and later keys are compared to it.
struct RoleMemberNames {
    private var identifier = DocumentKey(AppearanceFormat.identifierKey)
    private var alpha = DocumentKey(AppearanceFormat.alphaKey)

    /// Whether `key` is `color_identifier`.
    mutating func isIdentifierKey(_ key: String) -> Bool { identifier.matches(key) }

    /// Whether `key` is `alpha_multiplier`.
    mutating func isAlphaKey(_ key: String) -> Bool { alpha.matches(key) }
}

/// One member name, compared to keys of one document: after the first match it holds the
/// document's own copy, which later occurrences share and `==` recognizes at once.
struct DocumentKey {
    private var name: String
    private var isTheDocuments = false

    init(_ name: String) { self.name = name }

    /// Whether `key` is this name.
    @inline(__always)
    mutating func matches(_ key: String) -> Bool {
        guard key == name else { return false }
        if !isTheDocuments {
            name = key
            isTheDocuments = true
        }
        return true
    }
}
