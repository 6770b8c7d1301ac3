/// Resolves every role of a scheme file against an ordered list of palettes.
public enum Resolver {
    /// Resolves `schemeFile` against `palettes` (first palette defining an identifier wins).
    /// - Parameter unavailablePalettes: configured palettes that did not load; when any exists,
    ///   an identifier found in no loaded palette is `indeterminate`, not `unresolved`.
    public static func resolve(definition: ThemeSetDefinition, schemeFile: SchemeFile?, palettes: [Palette], unavailablePalettes: [String]) -> ResolvedThemeSet {
        guard let schemeFile else {
            return ResolvedThemeSet(definition: definition, palettes: palettes, schemes: [])
        }
        let schemes = schemeFile.schemes.map { scheme in
            ResolvedScheme(scheme: scheme, roles: scheme.roles.map { role in
                ResolvedRole(scheme: scheme.name, role: role, resolution: resolution(of: role, palettes: palettes, unavailablePalettes: unavailablePalettes))
            })
        }
        return ResolvedThemeSet(definition: definition, palettes: palettes, schemes: schemes)
    }

    /// How one role resolves.
    public static func resolution(of role: Role, palettes: [Palette], unavailablePalettes: [String]) -> Resolution {
        guard let reference = role.reference else {
            return .indeterminate(reason: "no valid \(AppearanceFormat.identifierKey)")
        }
        for palette in palettes {
            if let paletteColor = palette[reference.identifier] {
                guard let color = paletteColor.color else {
                    return .indeterminate(reason: "\(palette.file): \(paletteColor.name) is not a valid color")
                }
                return .resolved(color: color.multiplyingAlpha(by: reference.effectiveAlphaMultiplier), paletteColor: paletteColor, paletteFile: palette.file)
            }
        }
        if let unavailable = unavailablePalettes.first {
            return .indeterminate(reason: "\(unavailable) could not be read")
        }
        return .unresolved
    }
}
