extension ProjectLoader {
    /// Reads, parses and decodes ahead of time the theme files this loader's source has, into
    /// `cache`: a later load of any source that reads exactly the same bytes at the same path
    /// reuses the work instead of parsing again. Does nothing without a cache.
    ///
    /// It exists to fill time that would otherwise be idle: themelint reads the working tree
    /// this way while libgit2 initialises on another thread, and the files of HEAD or of the
    /// index are usually the working tree's byte for byte. Reuse is decided by comparing bytes,
    /// so a file that differs is simply parsed again by the load that needs it: results never
    /// depend on what was read ahead.
    ///
    /// Files are taken in the order a load reads them (each theme set's scheme file, then its
    /// palettes, then palettes checked on their own). Before each file it stops when
    /// `shouldStop()` is true, and it skips a file that would take it past `byteBudget` bytes in
    /// all. Anything that cannot be listed, read or configured ends it quietly: the load that
    /// follows reports it.
    ///
    /// - Returns: the paths read ahead, in order.
    @discardableResult
    public func readAhead(byteBudget: Int, shouldStop: () -> Bool) -> [String] {
        guard let cache, !shouldStop(), let plan = try? plannedReads(), !shouldStop() else { return [] }
        var remaining = byteBudget
        var done: [String] = []
        for (path, isScheme) in plan {
            guard !shouldStop() else { break }
            guard let bytes = (try? source.contents(of: path)) ?? nil, bytes.count <= remaining else { continue }
            remaining -= bytes.count
            let parsed = LoadState.parse(bytes)
            if isScheme, case .parsed(let document) = parsed {
                cache.storeReadAhead(.schemeFile(LoadState.decodeSchemeFile(document, path: path)), of: bytes, at: path)
            } else {
                cache.storeReadAhead(.document(parsed), of: bytes, at: path)
            }
            done.append(path)
        }
        return done
    }

    /// The files `load()` reads, each once, in its order (each theme set's scheme file, then its
    /// palettes, then palettes checked on their own), marked when it is a scheme file. Lists the
    /// source when the theme sets are auto-detected.
    func plannedReads() throws -> [(path: String, isScheme: Bool)] {
        if let configured = configuration.themes {
            return Self.readingOrder(configured, standalonePalettes: [])
        }
        let detected = Self.detectThemeSets(in: try source.allFilePaths())
        return Self.readingOrder(detected.sets, standalonePalettes: detected.standalonePalettes)
    }

    /// Every file of `sets` once, in the order `load()` reads them, marked when it is a scheme file.
    private static func readingOrder(_ sets: [ThemeSetDefinition], standalonePalettes: [String]) -> [(path: String, isScheme: Bool)] {
        var seen: Set<String> = []
        var order: [(path: String, isScheme: Bool)] = []
        for set in sets {
            if seen.insert(set.schemes).inserted { order.append((set.schemes, true)) }
            for palette in set.palettes where seen.insert(palette).inserted { order.append((palette, false)) }
        }
        for palette in standalonePalettes where seen.insert(palette).inserted { order.append((palette, false)) }
        return order
    }
}
