/// One named resource an XML file of a `res` folder defines: a `<color>` (or `<item
/// type="color">`), a number resource an alpha may name (`<dimen>`, `<integer>`, `<fraction>`,
/// `<item type="dimen" format="float">`), or a color state list (`res/color*/name.xml`).
struct AndroidResource: Sendable, Hashable {
    /// What a resource holds.
    enum Value: Sendable, Hashable {
        /// Text as written (trimmed), and where it stands.
        case text(String, Location)
        /// A color state list's color as Android inflates it: the item that wins.
        case stateList(AndroidStateListItem)
        /// A color state list whose color cannot be known (`android:lStar`), with why.
        case unknown(String)
    }

    /// The resource type (`color`, `dimen`, …).
    var type: String
    /// The resource name.
    var name: String
    /// Where the element (or the state list's root) stands.
    var location: Location
    /// What it holds.
    var value: Value
    /// The qualifiers of its folder.
    var qualifiers: AndroidQualifiers
    /// A color state list's other items' `android:color` values (those that do not give the
    /// list its color), in document order: each must still name a color that exists.
    var otherItemColors: [AndroidColorText] = []

    /// `type/name`, the key of a resource table.
    var key: String { type + "/" + name }

    /// Where the value stands: its text, the winning item's color, or the element.
    var valueLocation: Location {
        switch value {
        case .text(_, let location): location
        case .stateList(let item): item.colorLocation
        case .unknown: location
        }
    }
}

/// The item of a color state list that gives its color: `android:color`, and the alpha
/// multiplied into it (`android:alpha`, else `app:alpha`), as written.
struct AndroidStateListItem: Sendable, Hashable {
    var color: String
    var colorLocation: Location
    var alpha: String?
    var alphaLocation: Location?
}

/// A color value as written in an attribute (trimmed), and where the value stands.
struct AndroidColorText: Sendable, Hashable {
    var text: String
    var location: Location
}

/// Reads the resources of one XML file of a `res` folder.
enum AndroidResourceFile {
    /// Resource types kept besides colors: those an alpha may name.
    static let numberTypes: Set<String> = ["dimen", "integer", "fraction", "float"]

    /// The resources of a `values*` file: the `<resources>` root's named children.
    static func values(_ document: XMLDocument, file: String, qualifiers: AndroidQualifiers, issues: inout [LoadIssue]) -> [AndroidResource] {
        guard let root = document.root else { return [] }
        guard root.name == "resources" else {
            issues.append(LoadIssue(.invalidStructure, "the root element of a values file is <\(root.name)>, not <resources>", at: Location(file: file, position: root.position)))
            return []
        }
        var result: [AndroidResource] = []
        for index in root.children {
            let element = document.elements[index]
            let type: String
            switch element.name {
            case "color": type = "color"
            case "item":
                guard let declared = document.attribute("type", of: element)?.value else { continue }
                type = declared
            case let tag where numberTypes.contains(tag): type = tag
            default: continue
            }
            guard type == "color" || numberTypes.contains(type) else { continue }
            let at = Location(file: file, position: element.position)
            guard let name = document.attribute("name", of: element)?.value, !name.isEmpty else {
                if type == "color" { issues.append(LoadIssue(.invalidStructure, "a <\(element.name)> color resource without a name", at: at)) }
                continue
            }
            let valueAt = Location(file: file, position: element.textPosition ?? element.position)
            result.append(AndroidResource(type: type, name: name, location: at, value: .text(element.trimmedText, valueAt), qualifiers: qualifiers))
        }
        return result
    }

    /// The color state list of a `color*` file named `name`: nil for a `<gradient>` (a
    /// gradient color, not a color) and for a root that is no `<selector>` (reported).
    ///
    /// As `ColorStateList.inflate`: the first item's color, replaced by each later item that
    /// has no state attribute (`android:state_*`, `app:state_*`).
    static func stateList(_ document: XMLDocument, file: String, name: String, qualifiers: AndroidQualifiers, issues: inout [LoadIssue]) -> AndroidResource? {
        guard let root = document.root else { return nil }
        let at = Location(file: file, position: root.position)
        if root.name == "gradient" { return nil }
        guard root.name == "selector" else {
            issues.append(LoadIssue(.invalidStructure, "the root element of a color resource file is <\(root.name)>, not <selector>", at: at, identifier: name))
            return nil
        }
        var chosen: XMLElement?
        var chosenIndex = 0
        var items: [Int] = []
        for index in root.children where document.elements[index].name == "item" {
            let item = document.elements[index]
            let stateless = !document.attributes(of: item).contains { Self.localName($0.name).hasPrefix("state_") }
            if chosen == nil || stateless {
                chosen = item
                chosenIndex = items.count
            }
            items.append(index)
        }
        guard let item = chosen else {
            issues.append(LoadIssue(.invalidStructure, "color state list \"\(name)\" has no <item>", at: at, identifier: name))
            return nil
        }
        // Every item paints in some state: the ones that do not give the list its color are
        // checked for what they name too.
        var others: [AndroidColorText] = []
        for (offset, index) in items.enumerated() where offset != chosenIndex {
            guard let color = document.attribute("android:color", of: document.elements[index]) else { continue }
            others.append(AndroidColorText(text: XMLReader.trimmingWhitespace(color.value), location: Location(file: file, position: color.valuePosition)))
        }
        if document.attribute("android:lStar", of: item) != nil || document.attribute("app:lStar", of: item) != nil {
            var resource = AndroidResource(type: "color", name: name, location: at, value: .unknown("\(name): its item sets lStar (a tone computed at run time)"), qualifiers: qualifiers)
            resource.otherItemColors = others
            return resource
        }
        guard let color = document.attribute("android:color", of: item) else {
            issues.append(LoadIssue(.invalidStructure, "the <item> of color state list \"\(name)\" has no android:color", at: Location(file: file, position: item.position), identifier: name))
            return nil
        }
        let alpha = document.attribute("android:alpha", of: item) ?? document.attribute("app:alpha", of: item)
        let entry = AndroidStateListItem(
            color: XMLReader.trimmingWhitespace(color.value), colorLocation: Location(file: file, position: color.valuePosition),
            alpha: alpha.map { XMLReader.trimmingWhitespace($0.value) }, alphaLocation: alpha.map { Location(file: file, position: $0.valuePosition) })
        var resource = AndroidResource(type: "color", name: name, location: at, value: .stateList(entry), qualifiers: qualifiers)
        resource.otherItemColors = others
        return resource
    }
}

extension AndroidResourceFile {
    /// The name without its prefix: `android:state_pressed` → `state_pressed`.
    static func localName(_ qualified: String) -> Substring {
        qualified.lastIndex(of: ":").map { qualified[qualified.index(after: $0)...] } ?? Substring(qualified)
    }
}
