/// One entry of a color set's `colors` array: the idiom and appearances it is for, and its
/// color (a literal, a system color, or nothing: an empty slot).
public struct XcassetsEntry: Sendable, Hashable {
    /// What the entry paints.
    public enum Content: Sendable, Hashable {
        /// No `color`: an empty slot.
        case empty
        /// A literal color, converted to sRGB.
        case literal(XcassetsLiteralColor)
        /// A system color (`systemBlueColor`) on a platform (`ios`, `osx`, `universal`).
        case system(platform: String, reference: String, location: Location)
        /// A `color` that could not be read (its finding is already reported).
        case invalid
    }

    /// `universal`, or a device idiom (`iphone`, `ipad`, `mac`, `tv`, `watch`, `vision`, `car`).
    public var idiom: String
    /// The luminosity appearance (`light`/`dark`), nil for "any".
    public var luminosity: Appearance?
    /// Whether the entry is for high contrast.
    public var highContrast: Bool
    /// A variant that makes no scheme of its own: a `display-gamut` other than sRGB, a
    /// `subtype`, a `locale` (nil when none).
    public var variant: String?
    /// What the entry paints.
    public var content: Content
    /// Where the entry object stands.
    public var location: Location

    /// Creates an entry.
    public init(idiom: String, luminosity: Appearance?, highContrast: Bool, variant: String? = nil, content: Content, location: Location) {
        self.idiom = idiom
        self.luminosity = luminosity
        self.highContrast = highContrast
        self.variant = variant
        self.content = content
        self.location = location
    }

    /// Whether the entry names a system color (whose value depends on the scheme).
    public var isSystemColor: Bool {
        if case .system = content { return true }
        return false
    }

    /// How people name the entry within its set: `any`, `dark`, `any, high contrast`,
    /// `mac, dark, high contrast`, `any, display-P3`.
    public var label: String {
        // Built in one string (asked of every entry: palette names, duplicate checks).
        var label = idiom == "universal" ? "" : idiom + ", "
        label += luminosity?.rawValue ?? "any"
        if highContrast { label += ", high contrast" }
        if let variant { label += ", " + variant }
        return label
    }
}

/// A literal color of an entry.
public struct XcassetsLiteralColor: Sendable, Hashable {
    /// The entry's color space.
    public var space: XcassetsColorSpace
    /// The color in sRGB (clipped), with `isOutOfGamut` and the entry's own `notation`.
    public var color: TokenColor
    /// Where the `color` object stands.
    public var location: Location
}

extension XcassetsEntry {
    /// The device idioms in the order their schemes are listed; others follow alphabetically.
    static let idiomOrder = ["iphone", "ipad", "mac", "tv", "watch", "vision", "car"]

    /// Reads entry `node` of the set at `file`; problems go to `issues` with their position.
    static func read(_ node: JSONNode, file: String, issues: inout [LoadIssue]) -> XcassetsEntry? {
        let at = { (position: SourcePosition) in Location(file: file, position: position) }
        guard node.value.objectMembers != nil else {
            issues.append(LoadIssue(.invalidStructure, "a color entry must be an object, not \(node.value.typeName)", at: at(node.position)))
            return nil
        }
        var idiom = "universal"
        if let value = node["idiom"] {
            guard let text = value.value.stringValue, !text.isEmpty else {
                issues.append(LoadIssue(.invalidStructure, "\"idiom\" must be a string, not \(value.value.typeName)", at: at(value.position), key: "idiom"))
                return nil
            }
            idiom = text
        }
        var luminosity: Appearance?
        var highContrast = false
        if let appearances = node["appearances"] {
            guard let items = appearances.value.arrayElements else {
                issues.append(LoadIssue(.invalidStructure, "\"appearances\" must be an array, not \(appearances.value.typeName)", at: at(appearances.position), key: "appearances"))
                return nil
            }
            for item in items {
                guard let kind = item["appearance"]?.value.stringValue, let value = item["value"]?.value.stringValue else {
                    issues.append(LoadIssue(.invalidStructure, "an appearance must be an object with string \"appearance\" and \"value\"", at: at(item.position), key: "appearances"))
                    return nil
                }
                switch (kind, value) {
                case ("luminosity", "light"): luminosity = .light
                case ("luminosity", "dark"): luminosity = .dark
                case ("contrast", "high"): highContrast = true
                default:
                    issues.append(LoadIssue(.invalidStructure, "unknown appearance \"\(kind)\": \"\(value)\" (expected luminosity light or dark, or contrast high)", at: at(item.position), key: "appearances"))
                    return nil
                }
            }
        }
        var variants: [String] = []
        if let gamut = node["display-gamut"]?.value.stringValue, gamut.lowercased() != "srgb" { variants.append(gamut) }
        if let subtype = node["subtype"]?.value.stringValue { variants.append("subtype \(subtype)") }
        if let locale = node["locale"]?.value.stringValue { variants.append("locale \(locale)") }
        let content: Content
        if let color = node["color"] {
            content = readColor(color, idiom: idiom, file: file, issues: &issues)
        } else {
            content = .empty
        }
        return XcassetsEntry(idiom: idiom, luminosity: luminosity, highContrast: highContrast, variant: variants.isEmpty ? nil : variants.joined(separator: ", "), content: content, location: at(node.position))
    }

    private static func readColor(_ node: JSONNode, idiom: String, file: String, issues: inout [LoadIssue]) -> Content {
        let at = { (position: SourcePosition) in Location(file: file, position: position) }
        guard node.value.objectMembers != nil else {
            issues.append(LoadIssue(.invalidStructure, "\"color\" must be an object, not \(node.value.typeName)", at: at(node.position), key: "color"))
            return .invalid
        }
        if let reference = node["reference"] {
            guard let name = reference.value.stringValue else {
                issues.append(LoadIssue(.invalidStructure, "\"reference\" must be a string, not \(reference.value.typeName)", at: at(reference.position), key: "reference"))
                return .invalid
            }
            var platform = idiom == "mac" ? "osx" : "ios"
            if let written = node["platform"] {
                guard let text = written.value.stringValue, ["ios", "osx", "universal"].contains(text) else {
                    issues.append(LoadIssue(.invalidStructure, "\"platform\" must be \"ios\", \"osx\" or \"universal\"", at: at(written.position), key: "platform"))
                    return .invalid
                }
                platform = text
            }
            return .system(platform: platform, reference: name, location: at(reference.position))
        }
        guard let spaceNode = node["color-space"] else {
            issues.append(LoadIssue(.invalidStructure, "\"color\" has neither \"color-space\" and \"components\" nor a system color \"reference\"", at: at(node.position), key: "color"))
            return .invalid
        }
        guard let spaceName = spaceNode.value.stringValue, let space = XcassetsColorSpace(rawValue: spaceName) else {
            let names = XcassetsColorSpace.allCases.map(\.rawValue)
            let written = spaceNode.value.stringValue
            let hint = written.flatMap { Suggestion.closest(to: $0, among: names) }.map { "; did you mean \"\($0)\"?" } ?? ""
            let kind: LoadIssueKind = written == nil ? .invalidStructure : .invalidColor
            issues.append(LoadIssue(kind, "unknown color space \(written.map { "\"\($0)\"" } ?? spaceNode.value.typeName) (expected \(names.joined(separator: ", ")))\(hint)", at: at(spaceNode.position), key: "color-space"))
            return .invalid
        }
        guard let components = node["components"], components.value.objectMembers != nil else {
            issues.append(LoadIssue(.invalidStructure, "\"color\" needs a \"components\" object", at: at(node["components"]?.position ?? node.position), key: "components"))
            return .invalid
        }
        var values: [Double] = []
        var texts: [String] = []
        var valid = true
        values.reserveCapacity(4)
        texts.reserveCapacity(4)
        for key in space.keysWithAlpha {
            guard let component = components[key] else {
                if key == "alpha" {
                    values.append(1)
                    continue
                }
                issues.append(LoadIssue(.invalidStructure, "\(space.rawValue) \"components\" lacks \"\(key)\"", at: at(components.position), key: key))
                valid = false
                continue
            }
            switch XcassetsComponent.read(component.value) {
            case .failure(.wrongType(let found)):
                issues.append(LoadIssue(.invalidStructure, "component \"\(key)\" must be a string or a number, not \(found)", at: at(component.position), key: key))
                valid = false
            case .failure(.unreadable(let text)):
                issues.append(LoadIssue(.invalidColor, "component \"\(key)\" \"\(text)\" is not a float, an 8-bit integer or hex", at: at(component.position), key: key))
                valid = false
            case .failure(.integerOutOfRange(let text)):
                issues.append(LoadIssue(.invalidColor, "component \"\(key)\" \(text) is out of range (integers and hex are 0…255)", at: at(component.position), key: key))
                valid = false
            case .success(let read):
                let bounded = key == "alpha" || !space.isExtended
                if bounded, read.value < 0 || read.value > 1 {
                    let range = key == "alpha" ? "alpha is 0…1" : "\(space.rawValue) components are 0…1"
                    issues.append(LoadIssue(.invalidColor, "component \"\(key)\" \(read.text) is out of range (\(range))", at: at(component.position), key: key))
                    valid = false
                }
                values.append(read.value)
                if key != "alpha" || read.value != 1 { texts.append(read.text) }
            }
        }
        guard valid else { return .invalid }
        // `srgb` reads only the color components, so alpha may stay at the end.
        let channels = space.srgb(values)
        let alpha = values[values.count - 1]
        let count = space.componentKeys.count
        var notation = space.rawValue
        notation += "("
        for offset in 0..<min(count, texts.count) {
            if offset > 0 { notation += " " }
            notation += texts[offset]
        }
        if texts.count > count { notation += " / " + texts[count] }
        notation += ")"
        let color = TokenColor(unclippedRed: channels.x, green: channels.y, blue: channels.z, alpha: alpha, notation: notation)
        return .literal(XcassetsLiteralColor(space: space, color: color, location: at(node.position)))
    }
}
