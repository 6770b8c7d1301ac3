/// Material's `on` convention: `onPrimary` is text drawn on `primary`.
extension RoleNamePairing {
    /// The name of the role a Material `on` role is drawn on, read from the name alone (nil when
    /// the name holds no `on` word): the word removed, whether it stands alone between `_`, `-`,
    /// `.` or `/` (`brand_on_accent_dark` → `brand_accent_dark`, `md.sys.color.on-primary` →
    /// `md.sys.color.primary`) or is a camel-case word (`colorOnPrimary` → `colorPrimary`,
    /// `md_theme_inverseOnSurface` → `md_theme_inverseSurface`). At the start of a word, the
    /// next letter takes the case the `o` had, so the name keeps its style
    /// (`md_theme_onPrimaryContainer` → `md_theme_primaryContainer`, `Brand/OnAccent` →
    /// `Brand/Accent`). `on` must be followed by another word: `online`, `onboarding` and a
    /// trailing `_on` are not the word.
    public static func onBackground(of name: String) -> String? {
        let characters = Array(name)
        let isSeparator: (Character) -> Bool = { $0 == "_" || $0 == "-" || $0 == "." || $0 == "/" }
        var start = 0
        while start < characters.count {
            var end = start
            while end < characters.count, !isSeparator(characters[end]) { end += 1 }
            if let result = onWord(in: characters, from: start, to: end) { return result }
            start = end + 1
        }
        return nil
    }

    /// The name without the `on` word found in the part `characters[start..<end]`, if any.
    private static func onWord(in characters: [Character], from start: Int, to end: Int) -> String? {
        let isUpper: (Character) -> Bool = { $0.isUppercase }
        // A word of its own: `on_`, `-on-`, `.on.` followed by another word.
        if end - start == 2, characters[start].lowercased() == "o", characters[start + 1] == "n" {
            guard end + 1 < characters.count else { return nil }
            return String(characters[..<start] + characters[(end + 1)...])
        }
        var index = start
        while index + 2 < end {
            defer { index += 1 }
            guard characters[index + 1] == "n", isUpper(characters[index + 2]) else { continue }
            if index == start, characters[index] == "o" || characters[index] == "O" {
                // `onPrimary` → `primary`; `OnAccent` → `Accent`.
                var next = characters[index + 2]
                if characters[index] == "o" { next = Character(next.lowercased()) }
                return String(characters[..<index]) + String(next) + String(characters[(index + 3)...])
            }
            if index > start, characters[index] == "O", characters[index - 1].isLowercase || characters[index - 1].isNumber {
                // `colorOnPrimary` → `colorPrimary`.
                return String(characters[..<index] + characters[(index + 2)...])
            }
        }
        return nil
    }
}
