import Foundation

/// The Tokens Studio sample (digdir/designsystemet's `design-tokens/`, MIT) under `examples/`.
public func designsystemetSampleDirectory() -> URL {
    projectRootDirectory().appendingPathComponent("examples/designsystemet")
}

/// An independent resolver for the designsystemet sample, written from the Tokens Studio rules
/// without the production code, for the product's results to be compared against.
///
/// For each combination of a `Color scheme` theme and a `Color` theme (every other group takes
/// its first theme), it merges the selected sets (`enabled` or `source`; `enabled` wins; ordered
/// by `$metadata.json`'s `tokenSetOrder`, a later set overriding an earlier one), follows
/// `{a.b.c}` aliases to a literal hex color, and returns every color token of an `enabled` set.
public enum DesignsystemetReference {
    /// A sample that does not have the expected shape.
    public struct Failure: Error, CustomStringConvertible {
        /// What is wrong.
        public var description: String
    }

    /// Scheme name (`Color scheme=Dark, Color=accent`) → token path → `#RRGGBBAA` (upper case).
    public static func resolve(folder: URL) throws -> [String: [String: String]] {
        guard let themes = try json(folder.appendingPathComponent("$themes.json")) as? [[String: Any]],
              let order = try (json(folder.appendingPathComponent("$metadata.json")) as? [String: Any])?["tokenSetOrder"] as? [String]
        else { throw Failure(description: "unexpected $themes.json or $metadata.json") }
        let group = { (theme: [String: Any]) in theme["group"] as? String ?? "" }
        var fixed: [String: [String: Any]] = [:]
        for theme in themes where fixed[group(theme)] == nil { fixed[group(theme)] = theme }
        var result: [String: [String: String]] = [:]
        for scheme in themes where group(scheme) == "Color scheme" {
            for color in themes where group(color) == "Color" {
                fixed["Color scheme"] = scheme
                fixed["Color"] = color
                var status: [String: String] = [:]
                for theme in fixed.values {
                    for case let (set, state as String) in theme["selectedTokenSets"] as? [String: Any] ?? [:] where state != "disabled" {
                        if status[set] != "enabled" { status[set] = state }
                    }
                }
                var tokens: [String: (value: Any, type: String?)] = [:]
                var output: Set<String> = []
                for set in status.keys.sorted(by: { (order.firstIndex(of: $0) ?? order.count, $0) < (order.firstIndex(of: $1) ?? order.count, $1) }) {
                    let file = try json(folder.appendingPathComponent(set + ".json"))
                    flatten(file, path: [], type: nil) { path, value, type in
                        tokens[path] = (value, type)
                        if status[set] == "enabled" { output.insert(path) }
                    }
                }
                var colors: [String: String] = [:]
                for path in output where tokens[path]?.type == "color" {
                    colors[path] = try literal(path, in: tokens)
                }
                result["Color scheme=\(scheme["name"] ?? ""), Color=\(color["name"] ?? "")"] = colors
            }
        }
        return result
    }

    private static func json(_ url: URL) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    }

    /// Calls `body` for every token (an object with `$value`), with its dot path and `$type`
    /// (its own, else the nearest group's).
    private static func flatten(_ node: Any, path: [String], type: String?, _ body: (String, Any, String?) -> Void) {
        guard let object = node as? [String: Any] else { return }
        let type = object["$type"] as? String ?? type
        if let value = object["$value"] {
            body(path.joined(separator: "."), value, type)
            return
        }
        for (key, child) in object where !key.hasPrefix("$") {
            flatten(child, path: path + [key], type: type, body)
        }
    }

    /// The literal hex a token reaches through `{alias}` values, as `#RRGGBBAA`.
    private static func literal(_ path: String, in tokens: [String: (value: Any, type: String?)]) throws -> String {
        var current = path
        for _ in 0..<100 {
            guard let value = tokens[current]?.value as? String else { throw Failure(description: "\(path): \(current) is missing or not a string") }
            if value.hasPrefix("{"), value.hasSuffix("}") {
                current = String(value.dropFirst().dropLast())
                continue
            }
            var hex = value.uppercased().dropFirst()
            guard value.hasPrefix("#"), hex.allSatisfy(\.isHexDigit) else { throw Failure(description: "\(path): \(value) is not hex") }
            if hex.count <= 4 { hex = Substring(hex.flatMap { [$0, $0] }) }
            if hex.count == 6 { hex += "FF" }
            guard hex.count == 8 else { throw Failure(description: "\(path): \(value) is not hex") }
            return "#" + hex
        }
        throw Failure(description: "\(path): alias chain too long")
    }
}
