extension ThemeDiffer {
    // MARK: Palettes

    static func diffPalettes(base: LoadedProject, head: LoadedProject, skipping broken: Set<String>, references: ReferenceMover) -> [Change] {
        // Gradient files are compared as palettes of their stops (`gradient_blue[1]`).
        let paths = Set(base.palettes.keys).union(head.palettes.keys).union(base.gradientFiles.keys).union(head.gradientFiles.keys)
            .subtracting(broken).sorted()
        var changes: [Change] = []
        for path in paths {
            let old = base.palettes[path] ?? base.gradientFiles[path]
            let new = head.palettes[path] ?? head.gradientFiles[path]
            if let old, let new, old == new { continue }
            var added: [PaletteColor] = []
            var removed: [PaletteColor] = []
            var fileChanges: [Change] = []
            // Colors are read in place in their arrays and looked up by offset: a palette of
            // 100,000 colors is not copied color by color.
            // A side without the file is an empty palette (unwrapped once, not per color).
            let oldPalette = old ?? Palette(file: path, colors: [])
            let newPalette = new ?? Palette(file: path, colors: [])
            let oldColors = oldPalette.colors
            let newColors = newPalette.colors
            for offset in newColors.indices {
                guard let previous = oldPalette.offset(of: newColors[offset].name) else {
                    added.append(newColors[offset])
                    continue
                }
                if !sameValue(oldColors[previous], newColors[offset]) {
                    let before = PaletteValue(raw: oldColors[previous].rawValue, color: oldColors[previous].color)
                    let after = PaletteValue(raw: newColors[offset].rawValue, color: newColors[offset].color)
                    fileChanges.append(.paletteChanged(PaletteColorChange(file: path, name: newColors[offset].name, before: before, after: after, deltaEOverBases: paletteDeltaE(before, after))))
                }
            }
            for offset in oldColors.indices where newPalette.offset(of: oldColors[offset].name) == nil {
                removed.append(oldColors[offset])
            }
            let renames = RenameDetector.paletteRenames(file: path, removed: removed, added: added, references: references)
            let renamedAway = Set(renames.map(\.previousName))
            let renamedTo = Set(renames.map(\.name))
            for rename in renames { fileChanges.append(.paletteRenamed(rename)) }
            for color in added where !renamedTo.contains(color.name) {
                fileChanges.append(.paletteAdded(PaletteColorPresence(file: path, name: color.name, value: PaletteValue(raw: color.rawValue, color: color.color))))
            }
            for color in removed where !renamedAway.contains(color.name) {
                fileChanges.append(.paletteRemoved(PaletteColorPresence(file: path, name: color.name, value: PaletteValue(raw: color.rawValue, color: color.color))))
            }
            changes += fileChanges
        }
        return pairingMoves(changes)
    }

    /// Whether two palette colors hold the same value (`PaletteValue.means`): equal colors, or
    /// the same text when either is invalid.
    @inline(__always)
    static func sameValue(_ old: PaletteColor, _ new: PaletteColor) -> Bool {
        if let color = old.color, let otherColor = new.color { return color == otherColor }
        return old.color == nil && new.color == nil && old.rawValue == new.rawValue
    }

    /// `changes` with each color removed from one file and added to another under the same path
    /// with the same value taken out, and one `palette-moved` per pair of files put in their
    /// place (where the first of its colors was added).
    static func pairingMoves(_ changes: [Change]) -> [Change] {
        var removedByName: [String: [Int]] = [:]
        for (index, change) in changes.enumerated() {
            if case .paletteRemoved(let removed) = change { removedByName[removed.name, default: []].append(index) }
        }
        guard !removedByName.isEmpty else { return changes }
        var pairedAway = Set<Int>()
        var moves: [String: (at: Int, move: PaletteFileMove)] = [:]
        var movedHere = Set<Int>()
        for (index, change) in changes.enumerated() {
            guard case .paletteAdded(let added) = change, let candidates = removedByName[added.name] else { continue }
            let match = candidates.first { candidate in
                guard !pairedAway.contains(candidate), case .paletteRemoved(let removed) = changes[candidate] else { return false }
                return removed.file != added.file && removed.value.means(added.value)
            }
            guard let match, case .paletteRemoved(let removed) = changes[match] else { continue }
            pairedAway.insert(match)
            movedHere.insert(index)
            let key = removed.file + "\u{1F}" + added.file
            if moves[key] == nil { moves[key] = (index, PaletteFileMove(file: added.file, previousFile: removed.file, names: [])) }
            moves[key]?.move.names.append(added.name)
        }
        guard !moves.isEmpty else { return changes }
        let movesAt = Dictionary(uniqueKeysWithValues: moves.values.map { ($0.at, $0.move) })
        var result: [Change] = []
        result.reserveCapacity(changes.count - pairedAway.count - movedHere.count + moves.count)
        for (index, change) in changes.enumerated() where !pairedAway.contains(index) {
            if let move = movesAt[index] { result.append(.paletteMoved(move)) }
            if !movedHere.contains(index) { result.append(change) }
        }
        return result
    }

    /// ΔE2000 between two palette values as seen over a light scheme's default base (white) and
    /// a dark one's (black); the same number twice when both values are opaque. nil when either
    /// value is invalid. A palette color is not bound to one appearance: a translucent edit
    /// invisible over white can be large over black.
    static func paletteDeltaE(_ before: PaletteValue, _ after: PaletteValue) -> (light: Double, dark: Double)? {
        guard let first = before.color, let second = after.color else { return nil }
        func measured(over base: RGBA) -> Double {
            let old = first.composited(over: base)
            let new = second.composited(over: base)
            return old == new ? 0 : old.deltaE2000(to: new)
        }
        if first.isOpaque && second.isOpaque {
            let deltaE = measured(over: .white)
            return (deltaE, deltaE)
        }
        return (measured(over: .white), measured(over: .black))
    }
}
