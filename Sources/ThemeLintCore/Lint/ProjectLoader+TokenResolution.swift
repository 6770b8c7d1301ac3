extension ProjectLoader {
    /// The resolution of a token set's schemes: a scheme rebuilt from its previous build reuses
    /// the previous resolution of every role not followed again (its literal's palette color
    /// unchanged); any other scheme is resolved whole. Records the builds in `cache` for the
    /// next load of the set.
    static func resolve(definition: ThemeSetDefinition, builds: [SchemeBuild], palettes: [Palette], unavailable: [String], previous: TokenSetBuild?, cache: DocumentCache?, narrowing: [NameGlob],
                        sourceKeys: [TokenSetSource: String], files: [TokenSetSource: TokenNamespace.ClassifiedFile], madePalettes: [String: MadePalette],
                        inputKey: ResolvedSetKey? = nil) -> ResolvedThemeSet {
        var resolvedSchemes: [ResolvedScheme] = []
        resolvedSchemes.reserveCapacity(builds.count)
        var paletteByFile: [String: Int] = [:]
        for (offset, palette) in palettes.enumerated() where paletteByFile[palette.file] == nil { paletteByFile[palette.file] = offset }
        let samePalettes = previous.map { $0.paletteFiles == palettes.map(\.file) && $0.unavailable == unavailable } ?? false
        var resolvedRoles = 0
        for build in builds {
            let scheme = build.scheme
            if samePalettes, let rebuilt = build.rebuiltRoles, let old = previous?.resolved[scheme.name], old.roles.count == scheme.roles.count {
                // A role not followed again has the same chain to the same unchanged literal
                // (its palette color made from that token alone: no build is reused across
                // color objects that `$ref` other tokens), so the same resolution.
                var roles = old.roles
                for offset in rebuilt {
                    let role = scheme.roles[offset]
                    roles[offset] = ResolvedRole(scheme: scheme.name, role: role, resolution: Resolver.resolution(ofTokenRole: role, palettes: palettes, paletteByFile: paletteByFile, unavailablePalettes: unavailable))
                }
                resolvedRoles += rebuilt.count
                // (`rebuilt` is ascending; role names and order are the previous build's.)
                resolvedSchemes.append(ResolvedScheme(scheme: scheme, roles: roles, derivedFrom: old, changedOffsets: rebuilt))
            } else {
                let single = SchemeFile(file: definition.schemes, schemes: [scheme])
                resolvedSchemes.append(contentsOf: Resolver.resolve(definition: definition, schemeFile: single, palettes: palettes, unavailablePalettes: unavailable).schemes)
                resolvedRoles += scheme.roles.count
            }
        }
        let resolved = ResolvedThemeSet(definition: definition, palettes: palettes, schemes: resolvedSchemes)
        if let cache {
            var next = TokenSetBuild(paletteFiles: palettes.map(\.file), unavailable: unavailable, sourceKeys: sourceKeys, files: files, palettes: madePalettes)
            next.inputKey = inputKey
            for (build, scheme) in zip(builds, resolvedSchemes) {
                next.schemes[scheme.name] = build.state
                next.resolved[scheme.name] = scheme
            }
            cache.store(next, for: definition, narrowing: narrowing)
            cache.noteTokenResolution(chainsFollowed: builds.reduce(0) { $0 + $1.chainsFollowed }, rolesResolved: resolvedRoles)
        }
        return resolved
    }
}
