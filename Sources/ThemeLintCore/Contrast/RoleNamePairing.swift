/// What a role paints, read from its name: the words between `_`, `-` and `.`.
public enum RoleKind: String, Sendable, Hashable {
    /// Text drawn on a background (`text_primary`, `counter_primary_text`, `button_primary_foreground`).
    case text
    /// A glyph that is not text (`icon_secondary`, `tabbar_active_icon`): held to the non-text minimum.
    case nonText = "non-text"
    /// A surface things are drawn on (`background_content`, `button_primary_background`).
    case background
}

/// Reads role names to find which roles are drawn on which: the roles a contrast matrix crosses,
/// and the pairs `infer` derives. Pure name logic, no colors.
///
/// A role whose name has the word `background` (or `bg`) is a background. Otherwise a role with
/// the word `icon` is a non-text foreground, and one with `text` or `foreground` (or `fg`) a
/// text foreground. Anything else (`accent`, `separator_common`, `header_tint`) is neither.
public enum RoleNamePairing {
    /// The words of a role name, split at `_`, `-`, `.`, `/` and where a lowercase letter or
    /// digit meets an uppercase one (`TextPrimary`, an asset catalog's `Brand/BackgroundCard`),
    /// lowercased.
    public static func words(_ name: String) -> [Substring] {
        if let words = asciiWords(name) { return words }
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in name {
            if character == "_" || character == "-" || character == "." || character == "/" {
                if !current.isEmpty { words.append(current) }
                current = ""
                previous = nil
                continue
            }
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(contentsOf: character.lowercased())
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words.map { Substring($0) }
    }

    /// `words(_:)` for a name of ASCII bytes only (nearly every role name), read byte by byte:
    /// the same words without a Unicode property look-up and a lowercased string per character,
    /// which made inferring the pairs of a 2,000-role scheme cost more than the whole check.
    /// Nil when the name has a byte outside ASCII.
    private static func asciiWords(_ name: String) -> [Substring]? {
        var words: [Substring] = []
        var current: [UInt8] = []
        var previous: UInt8?
        func endWord() {
            if !current.isEmpty { words.append(Substring(String(decoding: current, as: UTF8.self))) }
            current.removeAll(keepingCapacity: true)
        }
        for byte in name.utf8 {
            guard byte < 0x80 else { return nil }
            if byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "/") {
                endWord()
                previous = nil
                continue
            }
            let isUppercase = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            if isUppercase, let previous,
               (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(previous) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(previous) {
                endWord()
            }
            current.append(isUppercase ? byte + 32 : byte)
            previous = byte
        }
        endWord()
        return words
    }

    /// What `name` paints, nil when its name does not say.
    public static func kind(of name: String) -> RoleKind? {
        let words = words(name)
        if words.contains(where: { $0 == "background" || $0 == "bg" }) { return .background }
        if words.contains("icon") { return .nonText }
        if words.contains(where: { $0 == "text" || $0 == "foreground" || $0 == "fg" }) {
            // `text_highlight_alpha` is the tint behind highlighted text, not text.
            if words.contains(where: { $0 == "highlight" }) { return nil }
            return .text
        }
        return nil
    }

    /// The background a foreground role belongs to by name, among `exists`, or nil:
    /// the foreground's word (`text`, `foreground`, `icon`) replaced by `background` in place
    /// (`button_secondary_foreground_highlighted` → `button_secondary_background_highlighted`),
    /// else moved to the end (`header_text_alternate` → `header_alternate_background`),
    /// else with the words after it dropped and then, one by one, the state words before it
    /// (`header_tab_inactive_text` → `header_background`, `im_bubble_gift_text_secondary` →
    /// `im_bubble_gift_background`; each earlier word is dropped in turn). A foreground whose word
    /// comes first (`text_primary`, `icon_secondary`) has no family background: it is drawn on the
    /// surfaces. A `X_text` beside an `X_icon` on `X_background` is the icon's label, drawn
    /// beside the background rather than on it (`attach_picker_tab_active_text`): not paired.
    ///
    /// At each of those prefixes, when no `PREFIX_background` exists, a single
    /// `PREFIX_WORD_background` is taken if it is the only one (`siblings(PREFIX)` lists them):
    /// `im_default_theme_outgoing_text_primary` → `im_default_theme_outgoing_bubble_background`.
    public static func familyBackground(of name: String, exists: (String) -> Bool, siblings: (String) -> [String] = { _ in [] }) -> String? {
        let parts = name.split(omittingEmptySubsequences: false) { $0 == "_" || $0 == "-" || $0 == "." }.map(String.init)
        let lowered = parts.map { $0.lowercased() }
        guard let index = lowered.lastIndex(where: { $0 == "foreground" || $0 == "fg" || $0 == "text" || $0 == "icon" }),
              index > 0, !isLeadingForeground(name)
        else { return nil }
        // The separators as written, so that `color.accent.text-default` pairs with
        // `color.accent.background-default` (a name may mix `.`, `-` and `_`).
        let separators = name.filter { $0 == "_" || $0 == "-" || $0 == "." }.map(String.init)
        let fallback = separators.last ?? "_"
        func join(_ words: [String]) -> String {
            var result = words.first ?? ""
            for (offset, word) in words.dropFirst().enumerated() {
                result += (offset < separators.count ? separators[offset] : fallback) + word
            }
            return result
        }
        let before = Array(parts[..<index])
        let after = Array(parts[(index + 1)...])
        var candidates: [[String]] = [before + ["background"] + after]
        if !after.isEmpty { candidates.append(before + after + ["background"]) }
        for candidate in candidates {
            let joined = join(candidate)
            guard joined != name, exists(joined) else { continue }
            if lowered[index] == "text", after.isEmpty, exists(join(before + ["icon"])) {
                return nil
            }
            return joined
        }
        var prefix = before
        while !prefix.isEmpty {
            let joined = join(prefix + ["background"])
            if joined != name, exists(joined) { return joined }
            let only = siblings(join(prefix))
            if only.count == 1 { return only[0] }
            prefix.removeLast()
        }
        return nil
    }

    /// The `PREFIX_WORD_background` roles among `names`, by `PREFIX` (for `familyBackground`);
    /// a WORD that is a state (`active`, `highlighted`, …) does not count.
    public static func siblingBackgrounds(_ names: some Sequence<String>) -> [String: [String]] {
        var index: [String: [String]] = [:]
        for name in names {
            let separator: Character = name.contains("_") ? "_" : (name.contains("-") ? "-" : ".")
            let parts = name.split(separator: separator, omittingEmptySubsequences: false)
            guard parts.count >= 3, parts.last?.lowercased() == "background" else { continue }
            // A state's background (`header_tab_active_background`) is not every sibling's.
            let states: Set<String> = ["active", "inactive", "highlighted", "selected", "pressed", "hover", "disabled", "focused"]
            guard !states.contains(parts[parts.count - 2].lowercased()) else { continue }
            index[parts.dropLast(2).joined(separator: String(separator)), default: []].append(name)
        }
        return index
    }

    /// Whether `name` is a surface other roles are drawn on when they name no background of their
    /// own: `background` alone or with one of the words design systems use for their main
    /// surfaces (`background_content`, `background_page`, `color.background.default`,
    /// `bg-surface`): content, page, default, surface, base, canvas, app, body, primary.
    public static func isSurface(_ name: String) -> Bool {
        var words = words(name)[...]
        if let first = words.first, first == "color" || first == "colors" { words = words.dropFirst() }
        guard let first = words.first, first == "background" || first == "bg", words.count <= 2 else { return false }
        guard let second = words.dropFirst().first else { return true }
        let surfaces: Set<Substring> = ["content", "page", "default", "surface", "base", "canvas", "app", "body", "primary"]
        return surfaces.contains(second)
    }

    /// Whether the foreground word comes first (after a leading `color`): `text_primary`,
    /// `icon_secondary`, `color.text.subtle`. Such roles are drawn on the surfaces.
    public static func isLeadingForeground(_ name: String) -> Bool {
        var words = words(name)[...]
        if let first = words.first, first == "color" || first == "colors" { words = words.dropFirst() }
        guard let first = words.first else { return false }
        return ["text", "icon", "foreground", "fg"].contains(first)
    }
}
