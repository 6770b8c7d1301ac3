extension DiffWording {
    /// The schemes one change occurs in, named once: a single name as it is; theme combinations
    /// (`Color scheme=Light, Color=accent`) that differ in one group only, with the choices they
    /// share named once and that group's options listed (`Color scheme=Light,
    /// Color=accent|danger (2 schemes)`); any other list in full (`bright_light | vk_light
    /// (2 schemes)`).
    static func schemes(_ names: [String]) -> String {
        guard let first = names.first else { return "" }
        guard names.count > 1 else { return first }
        let suffix = " (\(names.count) schemes)"
        let parsed = names.map(choices)
        if let shape = parsed[0], parsed.allSatisfy({ $0?.map(\.group) == shape.map(\.group) }) {
            let combinations = parsed.compactMap { $0 }
            let varying = shape.indices.filter { column in
                combinations.contains { $0[column].option != shape[column].option }
            }
            if varying.count == 1, let column = varying.first {
                var options: [String] = []
                var seen = Set<String>()
                for combination in combinations where seen.insert(combination[column].option).inserted {
                    options.append(combination[column].option)
                }
                var named: [String] = []
                for (index, choice) in shape.enumerated() {
                    named.append(choice.group + "=" + (index == column ? options.joined(separator: "|") : choice.option))
                }
                return named.joined(separator: ", ") + suffix
            }
        }
        return names.joined(separator: " | ") + suffix
    }

    /// A theme combination's choices (`group=option` joined with `", "`), nil for any other name.
    private static func choices(_ name: String) -> [(group: String, option: String)]? {
        var result: [(group: String, option: String)] = []
        for part in name.split(separator: ", ", omittingEmptySubsequences: false) {
            guard let equals = part.firstIndex(of: "=") else { return nil }
            result.append((String(part[..<equals]), String(part[part.index(after: equals)...])))
        }
        return result
    }
}
