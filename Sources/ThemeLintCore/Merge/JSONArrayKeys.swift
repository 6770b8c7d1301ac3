/// Which arrays are merged element by element, and the key each element is matched by.
///
/// - `$metadata.json`'s `tokenSetOrder` (an array of names): each name is its own key, so the
///   list merges as an ordered set (additions after their predecessor, deletions applied).
/// - Xcode `colors` / `images` entries: `idiom` with `appearances` (in any order),
///   `display-gamut`, `subtype` and `scale`.
/// - Arrays of objects that all carry an `id`, a `name` or a `$ref` string (`$themes.json`
///   themes by `id`, falling back to `name`; resolver documents' inline sets and modifiers by
///   `name`, their `resolutionOrder` and `sources` references by `$ref`).
///
/// Every other array (and one whose keys repeat) is one value, merged whole.
enum JSONArrayKeys {
    /// The element keys of `elements` held by the member `memberName`, nil when the array is
    /// merged whole.
    static func keys(of elements: [JSONNode], memberName: String?) -> [String]? {
        var keys: [String] = []
        keys.reserveCapacity(elements.count)
        if memberName == "tokenSetOrder" {
            for element in elements {
                guard let name = element.value.stringValue else { return nil }
                keys.append(name)
            }
        } else {
            let xcode = memberName == "colors" || memberName == "images"
            for element in elements {
                guard let key = xcode ? xcodeEntryKey(element) : namedKey(element) else { return nil }
                keys.append(key)
            }
        }
        return Set(keys).count == keys.count ? keys : nil
    }

    /// An object's `id`, else its `name`, else its `$ref`.
    private static func namedKey(_ element: JSONNode) -> String? {
        guard element.value.objectMembers != nil else { return nil }
        if let id = element["id"]?.value.stringValue { return "id=" + id }
        if let name = element["name"]?.value.stringValue { return "name=" + name }
        if let reference = element["$ref"]?.value.stringValue { return "$ref=" + reference }
        return nil
    }

    /// A color-set or image-set entry's identity: what Xcode picks it by.
    private static func xcodeEntryKey(_ element: JSONNode) -> String? {
        guard let idiom = element["idiom"]?.value.stringValue else { return nil }
        var parts = ["idiom=" + idiom]
        if let appearances = element["appearances"]?.value.arrayElements {
            let names = appearances.map { entry in
                let appearance = entry["appearance"]?.value.stringValue ?? ""
                let value = entry["value"]?.value.stringValue ?? ""
                return appearance + ":" + value
            }
            parts.append("appearances=" + names.sorted().joined(separator: ","))
        }
        for field in ["display-gamut", "subtype", "scale"] {
            if let value = element[field]?.value.stringValue { parts.append(field + "=" + value) }
        }
        return parts.joined(separator: ";")
    }

    /// The items a container is merged by: an object's members, or a keyed array's elements.
    static func items(of node: JSONNode, memberName: String?) -> [JSONMergeItem]? {
        switch node.value {
        case .object(let members):
            return members.map { JSONMergeItem(key: $0.key, node: $0.value, keyPosition: $0.keyPosition) }
        case .array(let elements):
            guard let keys = keys(of: elements, memberName: memberName) else { return nil }
            return zip(keys, elements).map { JSONMergeItem(key: $0, node: $1, keyPosition: nil) }
        default:
            return nil
        }
    }
}
