import Testing
@testable import ThemeLintCore

/// Tokens Studio color modifiers on token chains: applied where the plugin applies them (to
/// the token's resolved color, before tokens that alias it), parameters resolved through
/// aliases, anything not reproducible a finding and an unknown color, never the unmodified one.
/// Expected colors: see `StudioColorMathTests` (the plugin's test vectors and coloraide).
@Suite struct TokensStudioModifierTests {
    private static func modify(_ body: String) -> String {
        ##""$extensions": {"studio.tokens": {"modify": \##(body)}}"##
    }

    @Test func aModifiedAliasAndTokensAliasingItGetTheModifiedColor() throws {
        let project = try DesignTokenLoadingTests.load(["colors.tokens.json": """
            {"color": {"$type": "color",
              "red": {"$value": "#ff0033"},
              "slate": {"$value": "#334455"},
              "red-light": {"$value": "{color.red}", \(Self.modify(##"{"type": "lighten", "value": "0.3", "space": "lch"}"##))},
              "link": {"$value": "{color.red-light}"},
              "red-mix": {"$value": "{color.red}", \(Self.modify(##"{"type": "mix", "value": "{amount.mix}", "space": "srgb", "color": "{color.slate}"}"##))},
              "red-faint": {"$value": "#ff0033", \(Self.modify(##"{"type": "alpha", "value": 0.3, "space": "lch"}"##))}},
             "amount": {"mix": {"$type": "number", "$value": 0.3}}}
            """])
        let colors = DesignTokenLoadingTests.colors(project)
        #expect(colors["color.red-light"] == "#FF756B")
        #expect(colors["color.link"] == "#FF756B")
        #expect(colors["color.red-mix"] == "#C5393E")
        #expect(colors["color.red-faint"] == "#FF00334D")
        #expect(colors["color.red"] == "#FF0033")
        let chain = project.themeSets.first?.resolved[scheme: "default"]?[role: "color.link"]?.role.reference?.tokenChain
        #expect(chain?.route.contains("modify: lighten 0.3 in lch") == true)
        let show = ShowReport(project: project)
        let link = show.themes.first?.schemes.first?.roles.first { $0.role == "color.link" }
        #expect(link?.chain == ["color.red-light", "color.red", "#ff0033", "modify: lighten 0.3 in lch"])
        #expect(Linter().lint(project).filter { $0.severity == .error }.isEmpty)
    }

    @Test func aThemeOptionThatChangesOnlyTheNumberAModifierReadsIsItsOwnScheme() throws {
        // The "Emphasis" options define no color token, only the number the modifier reads: they
        // still change `color.faint`, so each is a scheme (not merged as "changes no color").
        let project = try DesignTokenLoadingTests.load([
            "tokens/core.json": """
                {"color": {"base": {"value": "#2688eb", "type": "color"},
                  "faint": {"value": "{color.base}", "type": "color", \(Self.modify(##"{"type": "alpha", "value": "{emphasis.level}", "space": "srgb"}"##))}}}
                """,
            "tokens/emphasis/low.json": #"{"emphasis": {"level": {"value": "0.25", "type": "opacity"}}}"#,
            "tokens/emphasis/high.json": #"{"emphasis": {"level": {"value": "0.75", "type": "opacity"}}}"#,
            "tokens/$themes.json": """
                [{"id": "l", "name": "low", "group": "Emphasis", "selectedTokenSets": {"core": "enabled", "emphasis/low": "enabled"}},
                 {"id": "h", "name": "high", "group": "Emphasis", "selectedTokenSets": {"core": "enabled", "emphasis/high": "enabled"}}]
                """,
        ])
        let schemes = project.themeSets.first?.resolved.schemes ?? []
        #expect(schemes.count == 2)
        let faint = schemes.map { $0[role: "color.faint"]?.color?.cssHex }
        #expect(Set(faint.compactMap { $0 }) == ["#2688EB40", "#2688EBBF"])
    }

    @Test func modifiersChainInTheOrderTheTokensApplyThem() throws {
        // darken(lighten(#2688eb, 0.2 in hsl) = #51a0ef, 0.5 in srgb): #51a0ef's channels halved
        // (15.88%, 31.37%, 46.86%), spelled at 3 significant digits (15.9%, 31.4%, 46.9%): #295078.
        let project = try DesignTokenLoadingTests.load(["colors.tokens.json": """
            {"c": {"$type": "color",
              "base": {"$value": "#2688eb"},
              "light": {"$value": "{c.base}", \(Self.modify(##"{"type": "lighten", "value": 0.2, "space": "hsl"}"##))},
              "deep": {"$value": "{c.light}", \(Self.modify(##"{"type": "darken", "value": 0.5, "space": "srgb"}"##))}}}
            """])
        let colors = DesignTokenLoadingTests.colors(project)
        #expect(colors["c.light"] == "#51A0EF")
        #expect(colors["c.deep"] == "#295078")
    }

    @Test func whatCannotBeReproducedIsAFindingAndAnUnknownColorNotTheBaseColor() throws {
        let texts = ["colors.tokens.json": """
            {"c": {"$type": "color",
              "base": {"$value": "#2688eb"},
              "odd-type": {"$value": "{c.base}", \(Self.modify(##"{"type": "saturate", "value": 0.2, "space": "hsl"}"##))},
              "odd-space": {"$value": "{c.base}", \(Self.modify(##"{"type": "lighten", "value": 0.2, "space": "oklch"}"##))},
              "math": {"$value": "{c.base}", \(Self.modify(##"{"type": "lighten", "value": "{n} * 2", "space": "hsl"}"##))},
              "no-mix-color": {"$value": "{c.base}", \(Self.modify(##"{"type": "mix", "value": 0.5, "space": "srgb"}"##))},
              "upper-space": {"$value": "{c.base}", \(Self.modify(##"{"type": "lighten", "value": 0.2, "space": "LCH"}"##))},
              "after": {"$value": "{c.odd-type}"}}}
            """]
        let project = try DesignTokenLoadingTests.load(texts)
        let scheme = project.themeSets.first?.resolved[scheme: "default"]
        for role in ["c.odd-type", "c.odd-space", "c.math", "c.no-mix-color", "c.upper-space", "c.after"] {
            #expect(scheme?[role: role]?.color == nil, "\(role)")
        }
        let structure = Linter().lint(project).filter { $0.rule == "invalid-structure" }
        #expect(structure.map(\.line) == [3, 4, 5, 6, 7])
        #expect(structure.first?.message.contains("unsupported type \"saturate\"") == true)
        #expect(structure.contains { $0.message.contains("math expressions are not evaluated") })
    }

    @Test func mixColorsThatLoopAreAFindingOnEachTokenNotARecursion() throws {
        let project = try DesignTokenLoadingTests.load(["colors.tokens.json": """
            {"c": {"$type": "color", "base": {"$value": "#2688eb"},
              "a": {"$value": "{c.base}", \(Self.modify(##"{"type": "mix", "value": 0.5, "space": "srgb", "color": "{c.b}"}"##))},
              "b": {"$value": "{c.base}", \(Self.modify(##"{"type": "mix", "value": 0.5, "space": "srgb", "color": "{c.a}"}"##))},
              "ok": {"$value": "{c.base}", \(Self.modify(##"{"type": "mix", "value": 1, "space": "srgb", "color": "{c.base}"}"##))}}}
            """])
        let scheme = project.themeSets.first?.resolved[scheme: "default"]
        #expect(scheme?[role: "c.a"]?.color == nil)
        #expect(scheme?[role: "c.b"]?.color == nil)
        #expect(DesignTokenLoadingTests.colors(project)["c.ok"] == "#2688EB")
        let structure = Linter().lint(project).filter { $0.rule == "invalid-structure" }
        #expect(structure.map(\.line) == [2, 3], "\(structure.map(\.message))")
        #expect(structure.allSatisfy { $0.message.contains("mix colors loop") })
    }

    @Test func aChangedModifierIsAChainCauseInADiff() throws {
        func project(_ amount: String) throws -> LoadedProject {
            try DesignTokenLoadingTests.load(["colors.tokens.json": """
                {"c": {"$type": "color", "base": {"$value": "#2688eb"},
                  "light": {"$value": "{c.base}", \(Self.modify(##"{"type": "lighten", "value": \##(amount), "space": "hsl"}"##))}}}
                """])
        }
        let base = try project("0.2")
        let head = try project("0.5")
        let report = ThemeDiffer.diff(base: base, head: head)
        let roles = report.changes.compactMap { change -> RoleChange? in
            if case .roleChanged(let role) = change { return role }
            return nil
        }
        #expect(roles.map(\.role) == ["c.light"])
        #expect(roles.first?.causes == [.chain])
        // The snapshot builds its chain (for --explain) when asked: the same steps as the role's.
        func resolved(_ project: LoadedProject) -> ResolvedRole? {
            project.themeSets.first?.resolved.schemes.first?[role: "c.light"]
        }
        let before = try #require(resolved(base)?.referenceChain)
        let after = try #require(resolved(head)?.referenceChain)
        #expect(before.contains { $0.hasPrefix("modify: lighten") }, "\(before)")
        #expect(roles.first?.before.chain == before)
        #expect(roles.first?.after.chain == after)
    }
}
