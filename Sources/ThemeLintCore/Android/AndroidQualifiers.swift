/// The configuration qualifiers of an Android resource folder (`values-night-v31` →
/// `night-v31`), and how Android picks among folders: which folders a configuration meets, and
/// which of those is the most specific in Android's qualifier order.
///
/// A scheme is named by a folder's qualifiers as written and stands for the device
/// configuration those qualifiers describe (unset qualifiers at their defaults: no night mode,
/// no minimum version). Source: developer.android.com/guide/topics/resources/providing-resources
/// ("Qualifier name rules", table 2, and "How Android finds the best-matching resource").
public struct AndroidQualifiers: Sendable, Hashable, Comparable {
    /// One qualifier: its kind (its rank in Android's precedence order), the text as written,
    /// and for the numeric kinds (`sw600dp`, `w820dp`, `h720dp`, `v31`) its number.
    struct Qualifier: Sendable, Hashable {
        var rank: Int
        var text: String
        var number: Int?
    }

    /// The qualifiers as written (`night-v31`; `""` for a bare `values`).
    public let text: String
    let parts: [Qualifier]

    /// Reads the qualifiers of a folder name's suffix (the part after `values-` or `color-`).
    public init(_ text: String) {
        self.text = text
        parts = text.isEmpty ? [] : text.split(separator: "-", omittingEmptySubsequences: false).map { Self.classify(String($0)) }
    }

    /// The scheme's name: `default` for no qualifier, else the qualifiers as written.
    public var schemeName: String { text.isEmpty ? "default" : text }

    /// `night` makes a scheme dark; anything else is light.
    public var appearance: Appearance { parts.contains { $0.text == "night" } ? .dark : .light }

    /// Whether a device configured as `self` uses resources of a folder with `folder`'s
    /// qualifiers: each of the folder's qualifiers is one of `self`'s, or, for the numeric kinds,
    /// `self` has the same kind at least as large (`v31` meets `v21`); `notnight` is met by
    /// every configuration without `night`.
    public func meets(_ folder: AndroidQualifiers) -> Bool {
        folder.parts.allSatisfy { wanted in
            if wanted.text == "notnight" { return !parts.contains { $0.text == "night" } }
            if let minimum = wanted.number {
                return parts.contains { $0.rank == wanted.rank && ($0.number ?? 0) >= minimum }
            }
            return parts.contains { $0.text == wanted.text }
        }
    }

    /// Android's precedence among folders a configuration meets: compared kind by kind in
    /// precedence order, a folder that has the kind beats one that lacks it, and among numeric
    /// ones the larger (closer to the device) wins.
    var specificity: [Int] {
        var key = Array(repeating: -1, count: Self.rankCount)
        for part in parts { key[part.rank] = max(key[part.rank], part.number ?? 0) }
        return key
    }

    /// Whether `self` is more specific than `other` for a configuration that meets both.
    func isMoreSpecific(than other: AndroidQualifiers) -> Bool {
        other.specificity.lexicographicallyPrecedes(specificity)
    }

    /// Orders schemes: `default` first, then by text.
    public static func < (lhs: AndroidQualifiers, rhs: AndroidQualifiers) -> Bool {
        if lhs.text.isEmpty != rhs.text.isEmpty { return lhs.text.isEmpty }
        return lhs.text.utf8.lexicographicallyPrecedes(rhs.text.utf8)
    }

    // MARK: Kinds

    static let rankCount = 24
    private static let unknownRank = 22
    private static let versionRank = 23

    /// Word qualifiers by rank (table 2's order: MCC 0, MNC 1, language 2, region 3, layout
    /// direction 4, smallest width 5, width 6, height 7, screen size 8, aspect 9, round 10,
    /// wide color gamut 11, HDR 12, orientation 13, UI mode 14, night mode 15, density 16,
    /// touchscreen 17, keyboard 18, text input 19, navigation keys 20, navigation method 21).
    private static let words: [String: Int] = {
        var table: [String: Int] = [:]
        let groups: [(Int, [String])] = [
            (4, ["ldrtl", "ldltr"]), (8, ["small", "normal", "large", "xlarge"]), (9, ["long", "notlong"]),
            (10, ["round", "notround"]), (11, ["widecg", "nowidecg"]), (12, ["highdr", "lowdr"]),
            (13, ["port", "land", "square"]), (14, ["car", "desk", "television", "appliance", "watch", "vrheadset"]),
            (15, ["night", "notnight"]), (16, ["ldpi", "mdpi", "tvdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi", "nodpi", "anydpi"]),
            (17, ["notouch", "finger", "stylus"]), (18, ["keysexposed", "keyshidden", "keyssoft"]),
            (19, ["nokeys", "qwerty", "12key"]), (20, ["navexposed", "navhidden"]), (21, ["nonav", "dpad", "trackball", "wheel"]),
        ]
        for (rank, names) in groups { for name in names { table[name] = rank } }
        return table
    }()

    static func classify(_ text: String) -> Qualifier {
        if let rank = words[text] { return Qualifier(rank: rank, text: text) }
        func number(after prefix: String, before suffix: String = "") -> Int? {
            guard text.hasPrefix(prefix), text.hasSuffix(suffix), text.count > prefix.count + suffix.count else { return nil }
            let digits = text.dropFirst(prefix.count).dropLast(suffix.count)
            guard digits.count <= 9, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            return Int(digits)
        }
        if number(after: "mcc") != nil { return Qualifier(rank: 0, text: text) }
        if number(after: "mnc") != nil { return Qualifier(rank: 1, text: text) }
        if let value = number(after: "sw", before: "dp") { return Qualifier(rank: 5, text: text, number: value) }
        if let value = number(after: "w", before: "dp") { return Qualifier(rank: 6, text: text, number: value) }
        if let value = number(after: "h", before: "dp") { return Qualifier(rank: 7, text: text, number: value) }
        if let value = number(after: "v") { return Qualifier(rank: versionRank, text: text, number: value) }
        if number(after: "", before: "dpi") != nil { return Qualifier(rank: 16, text: text) }
        let scalars = Array(text.unicodeScalars)
        if text.hasPrefix("b+") || ((2...3).contains(scalars.count) && scalars.allSatisfy({ ("a"..."z").contains($0) })) {
            return Qualifier(rank: 2, text: text)
        }
        if scalars.count == 3, scalars[0] == "r", scalars.dropFirst().allSatisfy({ ("A"..."Z").contains($0) }) {
            return Qualifier(rank: 3, text: text)
        }
        return Qualifier(rank: unknownRank, text: text)
    }
}
