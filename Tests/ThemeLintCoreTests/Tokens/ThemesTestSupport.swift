import Foundation
@testable import ThemeLintCore

/// Parses JSON text for a planner test.
func jsonNode(_ text: String) throws -> JSONNode {
    try JSONParser().parse(text).root
}

/// Digests of token sets' color tokens computed from files given as JSON text (or read from a
/// folder), independently of the production token parser: every object with `$value` whose
/// `$type` (own or a group's) is `color`, by dot path and serialized value.
final class TestColorDigests: @unchecked Sendable {
    private var files: [String: String]
    private let folder: URL?
    /// How many times `digest` was asked.
    private(set) var calls = 0

    init(files: [String: String] = [:], folder: URL? = nil) {
        self.files = files
        self.folder = folder
    }

    /// The digest of a set use, nil when its sources hold no color token.
    func digest(_ use: TokenSetUse) -> Int? {
        calls += 1
        var colors: [String: String] = [:]
        for source in use.sources {
            let file: String
            var pointer = ""
            switch source {
            case .file(let path): file = path
            case .inline(let path, let inner): file = path; pointer = inner
            }
            guard var node = load(file) else { continue }
            for token in pointer.split(separator: "/") {
                let key = token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
                if let object = node as? [String: Any], let next = object[key] {
                    node = next
                } else if let array = node as? [Any], let index = Int(key), array.indices.contains(index) {
                    node = array[index]
                } else {
                    node = [:] as [String: Any]
                }
            }
            collect(node, path: [], type: nil, into: &colors)
        }
        guard !colors.isEmpty else { return nil }
        var hasher = Hasher()
        for (path, value) in colors.sorted(by: { $0.key < $1.key }) {
            hasher.combine(path)
            hasher.combine(value)
        }
        return hasher.finalize()
    }

    private func load(_ file: String) -> Any? {
        if let text = files[file] {
            return try? JSONSerialization.jsonObject(with: Data(text.utf8))
        }
        guard let folder, let data = try? Data(contentsOf: folder.appendingPathComponent(file)) else { return nil }
        return try? JSONSerialization.jsonObject(with: data)
    }

    private func collect(_ node: Any, path: [String], type: String?, into colors: inout [String: String]) {
        guard let object = node as? [String: Any] else { return }
        let type = object["$type"] as? String ?? type
        if let value = object["$value"] {
            if type == "color" { colors[path.joined(separator: ".")] = "\(value)" }
            return
        }
        for (key, child) in object where !key.hasPrefix("$") {
            collect(child, path: path + [key], type: type, into: &colors)
        }
    }
}

/// A token file holding one color token `color.bg` of `value`.
func colorFile(_ value: String, path: String = "color.bg") -> String {
    let parts = path.split(separator: ".")
    var text = #"{"$type": "color", "$value": "\#(value)"}"#
    for part in parts.reversed() { text = #"{"\#(part)": \#(text)}"# }
    return text
}

/// A token file holding one dimension token, no color.
let dimensionFile = #"{"space": {"m": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}}}}"#

/// The project checkout's root (this file is four levels below it).
func projectRootFromTokensTests(file: StaticString = #filePath) -> URL {
    var url = URL(fileURLWithPath: "\(file)")
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url
}
