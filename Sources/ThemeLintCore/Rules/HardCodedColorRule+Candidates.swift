/// The colors of a theme set a literal can be matched against: its palette colors and the
/// colors its roles paint, each under the name to suggest.
extension HardCodedColorRule {
    /// A color of a theme set, under the name a finding suggests for it.
    struct ThemeColor: Hashable {
        /// The palette color's or role's name.
        var name: String
        /// Whether `name` is a role's.
        var isRole: Bool
        /// The color.
        var color: RGBA
        /// The color as the theme writes it, for messages.
        var display: String
    }

    /// The colors of `set`, in palette order then role order. A color is suggested by the role
    /// that paints it when exactly one role paints it in every scheme of the set (one color,
    /// the same in each); else by the palette color. A color only roles paint (a palette color
    /// times an alpha multiplier) is there when exactly one role paints it in every scheme.
    /// Linear in the set's palette colors and resolved roles.
    static func themeColors(of set: LoadedThemeSet) -> [ThemeColor] {
        let schemes = set.resolved.schemes
        // Per role name: the color it paints in every scheme so far (nil once it differs or is
        // missing) and in how many schemes.
        var painted: [String: (color: RGBA?, display: String, count: Int)] = [:]
        var order: [String] = []
        for scheme in schemes {
            for role in scheme.roles {
                let name = role.role.name
                guard let entry = painted[name] else {
                    order.append(name)
                    var display = ""
                    if case .resolved(let color, let paletteColor, _) = role.resolution { display = paletteColor.spelling(of: color) }
                    painted[name] = (role.color, display, 1)
                    continue
                }
                painted[name] = (entry.color == role.color ? entry.color : nil, entry.display, entry.count + 1)
            }
        }
        var rolesByColor: [RGBA: [String]] = [:]
        var colorOrder: [RGBA] = []
        for name in order {
            guard let entry = painted[name], entry.count == schemes.count, let color = entry.color else { continue }
            if rolesByColor[color] == nil { colorOrder.append(color) }
            rolesByColor[color, default: []].append(name)
        }
        var result: [ThemeColor] = []
        var paletteColors = Set<RGBA>()
        for palette in set.palettes {
            for color in palette.colors {
                guard let rgba = color.color else { continue }
                paletteColors.insert(rgba)
                if let roles = rolesByColor[rgba], roles.count == 1 {
                    // The role's own spelling: another palette color of the same sRGB value (an
                    // asset catalog's display-p3 entry clipped to it) is spelled otherwise.
                    let display = painted[roles[0]].map(\.display).flatMap { $0.isEmpty ? nil : $0 } ?? color.rawValue
                    result.append(ThemeColor(name: roles[0], isRole: true, color: rgba, display: display))
                } else {
                    result.append(ThemeColor(name: color.name, isRole: false, color: rgba, display: color.rawValue))
                }
            }
        }
        for color in colorOrder where !paletteColors.contains(color) {
            guard let roles = rolesByColor[color], roles.count == 1, let entry = painted[roles[0]] else { continue }
            result.append(ThemeColor(name: roles[0], isRole: true, color: color, display: entry.display))
        }
        return result
    }

    /// The suggestion for each theme color a literal written as `writing` can use instead, in
    /// order (namings in order, each set's colors in order), each suggestion and color once.
    static func suggestions(for writing: Writing, namings: [(naming: Naming, set: Int)], colors: (Int) -> [ThemeColor]) -> [(color: ThemeColor, suggestion: String)] {
        var result: [(color: ThemeColor, suggestion: String)] = []
        var seen = Set<Suggested>()
        for (naming, set) in namings {
            for color in colors(set) {
                guard let suggestion = naming.spelling(of: color, for: writing),
                      seen.insert(Suggested(suggestion: suggestion, color: color.color)).inserted else { continue }
                result.append((color, suggestion))
            }
        }
        return result
    }

    private struct Suggested: Hashable {
        var suggestion: String
        var color: RGBA
    }
}
