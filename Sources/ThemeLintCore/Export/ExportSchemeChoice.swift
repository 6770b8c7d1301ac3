/// Which source scheme fills each slot of an export target: `--scheme SLOT=SCHEME` where
/// given, else inferred from the schemes' appearances and names.
///
/// Inference: a scheme's appearance is the source's (`"appearance": "dark"`, a `Dark` theme
/// option), else `dark` or `light` read from its name (case-insensitive); a name holding
/// `contrast` makes it a high-contrast scheme. A slot with exactly one such scheme gets it;
/// with several, the one named plainly for the slot (`light` or `default`, `dark` or `night`,
/// as asset catalogs and Android resources name their base schemes) when exactly one is.
/// Otherwise a target holding only its slots refuses and names them and the flag; `css`
/// and `dtcg` (which write every scheme anyway) take the first and say so. With none, the
/// slot stays empty, except `light`, which takes a lone scheme of unknown appearance.
public enum ExportSchemeChoice {
    /// A scheme as the choice sees it.
    public struct Candidate: Sendable, Hashable {
        /// The scheme's name.
        public var name: String
        /// Its appearance, when the source says.
        public var appearance: Appearance?

        /// Creates a candidate.
        public init(name: String, appearance: Appearance?) {
            self.name = name
            self.appearance = appearance
        }

        /// The slot the scheme's appearance and name suggest, if any.
        var inferredSlot: ExportSlot? {
            let lowered = name.lowercased()
            let appearance = appearance ?? (lowered.contains("dark") ? .dark : lowered.contains("light") ? .light : nil)
            guard let appearance else { return nil }
            let contrast = lowered.contains("contrast")
            switch (appearance, contrast) {
            case (.light, false): return .light
            case (.dark, false): return .dark
            case (.light, true): return .lightHighContrast
            case (.dark, true): return .darkHighContrast
            }
        }
    }

    /// The slots filled (slot → index in `schemes`) and the notices of choices made for the user.
    /// - Parameter requested: `--scheme` values, `SLOT=SCHEME` each, in order given.
    /// - Throws: `ExportError` for a malformed or unknown slot or scheme, a slot given twice,
    ///   or a slot several schemes could fill when the target holds only its slots.
    public static func choose(
        schemes: [Candidate], target: ExportTarget, requested: [String]
    ) throws(ExportError) -> (slots: [ExportSlot: Int], notices: [String]) {
        var slots: [ExportSlot: Int] = [:]
        var notices: [String] = []
        let slotNames = target.slots.map(\.rawValue).joined(separator: ", ")
        for request in requested {
            guard let equals = request.firstIndex(of: "=") else {
                throw ExportError("--scheme takes SLOT=SCHEME (slots of \(target.rawValue): \(slotNames)), not '\(request)'")
            }
            let slotName = String(request[..<equals]).lowercased()
            let schemeName = String(request[request.index(after: equals)...])
            guard let slot = target.slots.first(where: { $0.rawValue.lowercased() == slotName }) else {
                throw ExportError("\(target.rawValue) has no slot '\(request[..<equals])' (its slots: \(slotNames))")
            }
            guard slots[slot] == nil else { throw ExportError("--scheme \(slot.rawValue)= is given twice") }
            guard let index = schemes.firstIndex(where: { $0.name == schemeName }) else {
                var message = "no scheme named '\(schemeName)'"
                if let suggestion = Suggestion.closest(to: schemeName, among: schemes.map(\.name)) { message += "; did you mean '\(suggestion)'?" }
                throw ExportError(message + " (schemes: \(ExportWording.list(schemes.map(\.name))))")
            }
            slots[slot] = index
        }
        var byInferredSlot: [ExportSlot: [Int]] = [:]
        for (index, scheme) in schemes.enumerated() {
            if let slot = scheme.inferredSlot { byInferredSlot[slot, default: []].append(index) }
        }
        var ambiguous: [String] = []
        for slot in target.slots where slots[slot] == nil {
            var candidates = byInferredSlot[slot] ?? []
            let plain = candidates.filter { slot.plainNames.contains(schemes[$0].name.lowercased()) }
            if candidates.count > 1, plain.count == 1 { candidates = plain }
            if candidates.count == 1 {
                slots[slot] = candidates[0]
            } else if candidates.count > 1 {
                let names = candidates.map { schemes[$0].name }
                if target.holdsEveryScheme {
                    slots[slot] = candidates[0]
                    notices.append("\(candidates.count) schemes could be the \(slot.rawValue) one (\(ExportWording.list(names))): took '\(names[0])'; --scheme \(slot.rawValue)=NAME picks another")
                } else {
                    ambiguous.append("\(candidates.count) schemes could be the \(slot.rawValue) one: \(ExportWording.list(names)); pick one with --scheme \(slot.rawValue)=NAME")
                }
            } else if slot == .light, schemes.count == 1 {
                slots[slot] = 0
            }
        }
        if !ambiguous.isEmpty { throw ExportError(ambiguous.joined(separator: "\n")) }
        if slots[.light] == nil {
            throw ExportError("no scheme is light (schemes: \(ExportWording.list(schemes.map(\.name)))); pick one with --scheme light=NAME")
        }
        return (slots, notices)
    }
}

extension ExportSlot {
    /// The names a source gives the scheme of this slot when it has variants besides
    /// (`light` beside `mac, light`; `night` beside `night-v31`).
    var plainNames: Set<String> {
        switch self {
        case .light: ["light", "default"]
        case .dark: ["dark", "night"]
        case .lightHighContrast: ["light, high contrast"]
        case .darkHighContrast: ["dark, high contrast"]
        }
    }
}

/// How export messages list names: quoted, comma-separated, at most 20 then a count.
enum ExportWording {
    /// `'a', 'b', 'c'`, or the first 20 and `… and 7 more`.
    static func list(_ names: [String], limit: Int = 20) -> String {
        let shown = names.prefix(limit).map { "'\($0)'" }.joined(separator: ", ")
        return names.count > limit ? shown + " and \(names.count - limit) more" : shown
    }
}
