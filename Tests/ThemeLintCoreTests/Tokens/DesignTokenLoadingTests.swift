import Testing
@testable import ThemeLintCore

/// The design-token adapter on fixtures written from the DTCG 2025.10 Format module and the
/// Tokens Studio files: what each feature loads to, and what the rules report on it.
@Suite struct DesignTokenLoadingTests {
    static func load(_ texts: [String: String], configuration: Configuration = .automatic) throws -> LoadedProject {
        try ProjectLoader(source: InMemorySource(texts: texts), configuration: configuration).load()
    }

    static func lint(_ texts: [String: String], configuration: Configuration = .automatic) throws -> [Finding] {
        Linter().lint(try load(texts, configuration: configuration))
    }

    static func configuration(_ json: String) throws -> Configuration {
        try Configuration.parse(bytes: Array(json.utf8), file: ".themelint.json")
    }

    /// role name → `#RRGGBBAA` of every resolved role of the first scheme named `scheme`.
    static func colors(_ project: LoadedProject, scheme: String = "default") -> [String: String] {
        var result: [String: String] = [:]
        for set in project.themeSets {
            guard let resolved = set.resolved[scheme: scheme] else { continue }
            for role in resolved.roles {
                if let color = role.color { result[role.role.name] = ColorNotation.hex(color, alpha: .trailing) }
            }
        }
        return result
    }

    @Test func groupsTypesAndRootTokensFlattenToDotPaths() throws {
        let project = try Self.load(["colors.tokens.json": """
            {"color": {"$type": "color",
              "accent": {"$root": {"$value": "#2688eb"}, "hover": {"$value": "#1f75cb"}},
              "link": {"$value": "{color.accent.$root}"},
              "link-group": {"$value": "{color.accent}"}},
             "space": {"small": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}}}
            """])
        let colors = Self.colors(project)
        #expect(colors["color.accent.$root"] == "#2688EB")
        #expect(colors["color.accent.hover"] == "#1F75CB")
        #expect(colors["color.link"] == "#2688EB")
        #expect(colors["color.link-group"] == "#2688EB")
        #expect(colors["space.small"] == nil)
        #expect(Linter().lint(project).filter { $0.severity == .error }.isEmpty)
    }

    @Test func extendsCopiesAGroupAndLetsTheGroupOverride() throws {
        let project = try Self.load(["colors.tokens.json": """
            {"base": {"$type": "color", "bg": {"$value": "#ffffff"}, "fg": {"$value": "#000000"}},
             "brand": {"$extends": "{base}", "fg": {"$value": "#2688eb"}}}
            """])
        let colors = Self.colors(project)
        #expect(colors["brand.bg"] == "#FFFFFF")
        #expect(colors["brand.fg"] == "#2688EB")
        #expect(colors["base.fg"] == "#000000")
    }

    @Test func anExtendsLoopIsAnInvalidStructureNotARecursion() throws {
        let findings = try Self.lint(["colors.tokens.json": """
            {"a": {"$extends": "{b}", "x": {"$type": "color", "$value": "#ffffff"}},
             "b": {"$extends": "{a}", "y": {"$type": "color", "$value": "#000000"}}}
            """])
        #expect(findings.contains { $0.rule == "invalid-structure" && $0.message.contains("$extends loops") })
    }

    @Test func aThreeTokenCycleIsReportedOnEveryMember() throws {
        let findings = try Self.lint(["colors.tokens.json": """
            {"color": {"$type": "color",
              "a": {"$value": "{color.b}"},
              "b": {"$value": "{color.c}"},
              "c": {"$value": "{color.a}"},
              "d": {"$value": "{color.a}"}}}
            """])
        let cycles = findings.filter { $0.rule == "alias-cycle" }
        #expect(cycles.map(\.identifier) == ["color.a", "color.b", "color.c"])
        #expect(cycles.map(\.line) == [2, 3, 4])
        #expect(cycles.allSatisfy { $0.message.contains("color.a → color.b → color.c → color.a") || $0.message.contains("→") })
        // d reaches the loop: indeterminate, not unresolved, no cycle finding of its own.
        #expect(!findings.contains { $0.rule == "unresolved-identifier" })
    }

    @Test func refPointersReachTokensOfOtherFiles() throws {
        let project = try Self.load([
            "tokens/base.tokens.json": ##"{"color": {"$type": "color", "blue": {"$value": "#2688eb"}}}"##,
            "tokens/semantic.tokens.json": ##"{"accent": {"$type": "color", "$value": {"$ref": "base.tokens.json#/color/blue"}}}"##,
        ])
        let semantic = project.themeSets.first { $0.definition.schemes == "tokens/semantic.tokens.json" }
        let accent = semantic?.resolved[scheme: "default"]?[role: "accent"]
        #expect(accent?.color.map { ColorNotation.hex($0, alpha: .trailing) } == "#2688EB")
        #expect(accent?.role.reference?.tokenChain?.steps == ["tokens/base.tokens.json#color.blue"])
    }

    @Test func aMissingTargetIsUnresolvedAtThePlaceThatNamesIt() throws {
        let findings = try Self.lint(["colors.tokens.json": """
            {"color": {"$type": "color",
              "blue": {"$value": "#2688eb"},
              "accent": {"$value": "{color.bleu}"},
              "link": {"$value": "{color.accent}"}}}
            """])
        let unresolved = findings.filter { $0.rule == "unresolved-identifier" }
        // One place (accent's value), however many roles reach it.
        #expect(unresolved.count == 1)
        #expect(unresolved.first?.line == 3)
        #expect(unresolved.first?.identifier == "color.bleu")
        #expect(unresolved.first?.suggestion == "color.blue")
    }

    @Test func aColorAliasToADimensionIsInvalidStructure() throws {
        let findings = try Self.lint(["colors.tokens.json": """
            {"space": {"$type": "dimension", "m": {"$value": {"value": 8, "unit": "px"}}},
             "color": {"accent": {"$type": "color", "$value": "{space.m}"}}}
            """])
        #expect(findings.contains { $0.rule == "invalid-structure" && $0.message.contains("space.m") && $0.message.contains("dimension") })
    }

    @Test func deprecatedTokensOnAChainAreReportedWithTheirMessage() throws {
        let findings = try Self.lint(["colors.tokens.json": """
            {"color": {"$type": "color",
              "old": {"$value": "#2688eb", "$deprecated": "use color.blue"},
              "blue": {"$value": "#2688eb"},
              "link": {"$value": "{color.old}"},
              "legacy": {"$deprecated": true, "x": {"$value": "#000000"}},
              "text": {"$value": "{color.legacy.x}"}}}
            """])
        let deprecated = findings.filter { $0.rule == "deprecated-reference" }
        #expect(deprecated.count == 2)
        #expect(deprecated.contains { $0.role == "color.link" && $0.message.contains("use color.blue") })
        #expect(deprecated.contains { $0.role == "color.text" && $0.identifier == "color.legacy.x" })
    }

    @Test func invalidNamesAreInvalidStructure() throws {
        let findings = try Self.lint(["colors.tokens.json": """
            {"color": {"$type": "color", "a.b": {"$value": "#ffffff"}, "{c}": {"$value": "#ffffff"}, "$custom": 1, "ok": {"$value": "#ffffff"}}}
            """])
        #expect(findings.filter { $0.rule == "invalid-structure" }.count == 3)
    }

    @Test func tokensStudioLegacyKeysDollarReferencesAndRgbaAliases() throws {
        let configuration = try Self.configuration("""
            {"themes": [{"name": "movistar", "format": "tokens-studio", "tokens": "tokens/movistar.json",
              "schemes": {"light": ["global", "light"], "dark": ["global", "dark"]}}]}
            """)
        let project = try Self.load(["tokens/movistar.json": """
            {"global": {"blue": {"value": "#0066ff", "type": "color"}, "white": {"value": "#ffffff", "type": "color"}, "black": {"value": "#000000", "type": "color"}},
             "light": {"bg": {"value": "{white}", "type": "color"}, "accent": {"value": "$blue", "type": "color"}, "scrim": {"value": "rgba({black}, 0.5)", "type": "color"}},
             "dark": {"bg": {"value": "{black}", "type": "color"}, "accent": {"value": "{blue}", "type": "color"}, "scrim": {"value": "rgba($white, 50%)", "type": "color"}},
             "$themes": [], "$metadata": {"tokenSetOrder": ["global", "light", "dark"]}}
            """], configuration: configuration)
        let light = Self.colors(project, scheme: "light")
        let dark = Self.colors(project, scheme: "dark")
        #expect(light["bg"] == "#FFFFFF")
        #expect(light["accent"] == "#0066FF")
        #expect(light["scrim"] == "#00000080")
        #expect(dark["bg"] == "#000000")
        #expect(dark["scrim"] == "#FFFFFF80")
        #expect(project.themeSets.first?.resolved[scheme: "dark"]?.scheme.appearance == .dark)
        #expect(Linter().lint(project).filter { $0.severity == .error }.isEmpty)
    }

    @Test func aFindingInAFileSharedByCombinationsIsOneFindingListingThem() throws {
        let configuration = try Self.configuration("""
            {"themes": [{"name": "app", "format": "dtcg", "tokens": "tokens",
              "schemes": {"light": ["base.json", "light.json", "semantic.json"], "dark": ["base.json", "dark.json", "semantic.json"]}}]}
            """)
        let findings = try Self.lint([
            "tokens/base.json": ##"{"blue": {"$type": "color", "$value": "#2688eb"}}"##,
            "tokens/light.json": ##"{"bg": {"$type": "color", "$value": "#ffffff"}}"##,
            "tokens/dark.json": ##"{"bg": {"$type": "color", "$value": "#000000"}}"##,
            "tokens/semantic.json": ##"{"text": {"$type": "color", "$value": "{fg}"}}"##,
        ], configuration: configuration)
        let unresolved = findings.filter { $0.rule == "unresolved-identifier" }
        #expect(unresolved.count == 1)
        #expect(unresolved.first?.schemes.map(Set.init) == ["light", "dark"])
        #expect(unresolved.first?.scheme == nil)
        #expect(unresolved.first?.message.contains("and 1 other scheme") == true)
    }

    @Test func aChainOfAHundredThousandTokensIsFollowedWithoutRecursion() throws {
        var members: [String] = []
        let count = 100_000
        for index in 0..<count {
            members.append("\"t\(index)\": {\"$value\": \"{c.t\(index + 1)}\"}")
        }
        members.append("\"t\(count)\": {\"$value\": \"#2688eb\"}")
        let project = try Self.load(["long.tokens.json": "{\"c\": {\"$type\": \"color\", \(members.joined(separator: ","))}}"])
        let colors = Self.colors(project)
        #expect(colors.count == count + 1)
        #expect(colors["c.t0"] == "#2688EB")
        let chain = project.themeSets.first?.resolved[scheme: "default"]?[role: "c.t0"]?.role.reference?.tokenChain
        #expect(chain?.steps.count == TokenNamespace.maximumStoredSteps)
    }

    @Test func aTokenFurtherAlongTheChainPointingElsewhereIsTheChainCause() throws {
        let base = ["colors.tokens.json": """
            {"color": {"$type": "color", "blue": {"$value": "#2688eb"}, "red": {"$value": "#e64646"},
              "accent": {"$value": "{color.blue}"}, "link": {"$value": "{color.accent}"}}}
            """]
        let head = ["colors.tokens.json": """
            {"color": {"$type": "color", "blue": {"$value": "#2688eb"}, "red": {"$value": "#e64646"},
              "accent": {"$value": "{color.red}"}, "link": {"$value": "{color.accent}"}}}
            """]
        let report = ThemeDiffer.diff(base: try Self.load(base), head: try Self.load(head))
        let roles = report.changes.compactMap { change -> RoleChange? in
            if case .roleChanged(let role) = change { return role }
            return nil
        }
        #expect(roles.first { $0.role == "color.accent" }?.causes == [.identifier])
        #expect(roles.first { $0.role == "color.link" }?.causes == [.chain])
        #expect(roles.count == 2)
    }

    @Test func aRenamedOptionIsASchemeRename() throws {
        func configuration(_ dark: String) throws -> Configuration {
            try Self.configuration("""
                {"themes": [{"name": "app", "format": "dtcg", "tokens": "tokens",
                  "schemes": {"light": ["base.json", "light.json"], "\(dark)": ["base.json", "dark.json"]}}]}
                """)
        }
        let files = [
            "tokens/base.json": ##"{"blue": {"$type": "color", "$value": "#2688eb"}}"##,
            "tokens/light.json": ##"{"bg": {"$type": "color", "$value": "#ffffff"}, "fg": {"$type": "color", "$value": "{blue}"}}"##,
            "tokens/dark.json": ##"{"bg": {"$type": "color", "$value": "#000000"}, "fg": {"$type": "color", "$value": "{blue}"}}"##,
        ]
        let report = ThemeDiffer.diff(base: try Self.load(files, configuration: try configuration("dark")), head: try Self.load(files, configuration: try configuration("night dark")))
        #expect(report.changes.count == 1)
        #expect(report.changes.contains { change in
            if case .schemeRenamed = change { return true }
            return false
        })
    }

    @Test func aSingleFileExportWithItsOwnThemesPlansLikeAFolder() throws {
        let configuration = try Self.configuration("""
            {"themes": [{"name": "app", "format": "tokens-studio", "tokens": "tokens.json"}]}
            """)
        let project = try Self.load(["tokens.json": """
            {"global": {"blue": {"value": "#0066ff", "type": "color"}, "white": {"value": "#ffffff", "type": "color"}, "black": {"value": "#000000", "type": "color"}},
             "light": {"bg": {"value": "{white}", "type": "color"}, "accent": {"value": "{blue}", "type": "color"}},
             "dark": {"bg": {"value": "{black}", "type": "color"}, "accent": {"value": "{blue}", "type": "color"}},
             "$themes": [
               {"name": "Light", "group": "Mode", "selectedTokenSets": {"global": "source", "light": "enabled"}},
               {"name": "Dark", "group": "Mode", "selectedTokenSets": {"global": "source", "dark": "enabled"}}],
             "$metadata": {"tokenSetOrder": ["global", "light", "dark"]}}
            """], configuration: configuration)
        let schemes = project.themeSets.first?.resolved.schemes ?? []
        #expect(schemes.map(\.name) == ["Mode=Light", "Mode=Dark"])
        #expect(Self.colors(project, scheme: "Mode=Dark") == ["bg": "#000000", "accent": "#0066FF"])
        #expect(schemes.last?.scheme.appearance == .dark)
    }
}
