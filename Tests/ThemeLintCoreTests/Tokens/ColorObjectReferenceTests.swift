import Testing
@testable import ThemeLintCore

/// `$ref` JSON Pointers inside DTCG color values (Format module 2025.10, "JSON Pointer
/// references": any part of a value may be `{"$ref": "#/…"}`, targets may be references
/// themselves, loops must be detected), in this file and across files.
@Suite struct ColorObjectReferenceTests {
    private func load(_ texts: [String: String]) throws -> LoadedProject {
        try DesignTokenLoadingTests.load(texts)
    }

    @Test func componentsAndAlphaMayPointIntoAnotherTokensValue() throws {
        let project = try load(["colors.tokens.json": ##"""
            {"color": {"$type": "color",
              "base": {"$value": {"colorSpace": "srgb", "components": [0.2, 0.4, 0.6], "alpha": 0.5}},
              "mixed": {"$value": {"colorSpace": "srgb",
                "components": [{"$ref": "#/color/base/$value/components/0"}, 1, {"$ref": "#/color/base/$value/components/2"}],
                "alpha": {"$ref": "#/color/base/$value/alpha"}}},
              "space": {"$value": {"colorSpace": {"$ref": "#/color/base/$value/colorSpace"}, "components": {"$ref": "#/color/base/$value/components"}}}}}
            """##])
        let colors = DesignTokenLoadingTests.colors(project)
        // 0.2, 1, 0.6 at alpha 0.5: #33FF9980; the whole components array and colorSpace too.
        #expect(colors["color.mixed"] == "#33FF9980")
        #expect(colors["color.space"] == "#336699")
        #expect(Linter().lint(project).filter { $0.severity == .error }.isEmpty)
    }

    @Test func aComponentMayPointIntoAnotherFileAndOnThroughReferencesThere() throws {
        let project = try load([
            "tokens/base.tokens.json": ##"""
                {"blue": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, {"$ref": "#/green/$value"}, 1]}},
                 "green": {"$type": "number", "$value": 0.5}}
                """##,
            "tokens/semantic.tokens.json": ##"""
                {"accent": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, {"$ref": "base.tokens.json#/blue/$value/components/1"}, 0]}}}
                """##,
        ])
        let semantic = project.themeSets.first { $0.definition.schemes == "tokens/semantic.tokens.json" }
        let accent = semantic?.resolved[scheme: "default"]?[role: "accent"]?.color
        // base.tokens.json's components[1] is itself a $ref (relative to base.tokens.json): 0.5.
        #expect(accent.map { ColorNotation.hex($0, alpha: .trailing) } == "#FF8000")
    }

    @Test func aWholeValueReferenceToAnotherTokensValueIsAnAlias() throws {
        let project = try load(["colors.tokens.json": ##"""
            {"color": {"$type": "color", "blue": {"$value": "#2688eb"}, "accent": {"$value": {"$ref": "#/color/blue/$value"}}}}
            """##])
        #expect(DesignTokenLoadingTests.colors(project)["color.accent"] == "#2688EB")
    }

    @Test func aTokenWithARefInPlaceOfItsValueIsAnAlias() throws {
        // The Format module's Example 32 (§7.1.2): `$ref` instead of `$value`.
        let project = try load(["colors.tokens.json": ##"""
            {"colors": {"blue": {"$value": {"colorSpace": "srgb", "components": [0, 0.4, 0.8], "hex": "#0066cc"}, "$type": "color"}},
             "semantic": {"primary": {"$ref": "#/colors/blue/$value", "$type": "color"},
               "primaryHue": {"$ref": "#/colors/blue/$value/components/0", "$type": "number"}}}
            """##])
        let colors = DesignTokenLoadingTests.colors(project)
        #expect(colors["semantic.primary"] == "#0066CC")
        #expect(colors["semantic.primaryHue"] == nil)
        #expect(Linter().lint(project).filter { $0.severity == .error }.isEmpty)
        let both = try DesignTokenLoadingTests.lint(["colors.tokens.json": ##"""
            {"c": {"$type": "color", "a": {"$value": "#2688eb"},
              "b": {"$value": "#000000", "$ref": "#/c/a/$value"}}}
            """##])
        #expect(both.contains { $0.rule == "invalid-structure" && $0.line == 2 && $0.message.contains("not both") })
    }

    @Test func aMissingTargetIsUnresolvedAtTheRefThatNamesIt() throws {
        let findings = try DesignTokenLoadingTests.lint(["colors.tokens.json": ##"""
            {"color": {"$type": "color",
              "base": {"$value": {"colorSpace": "srgb", "components": [0.2, 0.4, 0.6]}},
              "broken": {"$value": {"colorSpace": "srgb",
                "components": [{"$ref": "#/color/bsae/$value/components/0"}, 1, 1]}}}}
            """##])
        let unresolved = findings.filter { $0.rule == "unresolved-identifier" }
        #expect(unresolved.count == 1)
        #expect(unresolved.first?.line == 4)
        #expect(unresolved.first?.identifier == "#/color/bsae/$value/components/0")
        // Not a guessed color: no invalid-color on top, the role is indeterminate.
        #expect(!findings.contains { $0.rule == "invalid-color" })
        let project = try load(["colors.tokens.json": ##"{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [{"$ref": "missing.tokens.json#/x/$value"}, 0, 0]}}}"##])
        #expect(project.themeSets.first?.resolved[scheme: "default"]?[role: "c"]?.color == nil)
    }

    @Test func aLoopOfComponentReferencesIsAnAliasCycleOnEachMemberNotARecursion() throws {
        let findings = try DesignTokenLoadingTests.lint(["colors.tokens.json": ##"""
            {"color": {"$type": "color",
              "a": {"$value": {"colorSpace": "srgb", "components": [{"$ref": "#/color/b/$value/components/0"}, 0, 0]}},
              "b": {"$value": {"colorSpace": "srgb", "components": [{"$ref": "#/color/a/$value/components/0"}, 0, 0]}}}}
            """##])
        let cycles = findings.filter { $0.rule == "alias-cycle" }
        #expect(cycles.map(\.line) == [2, 3])
        #expect(cycles.first?.message.contains("colors.tokens.json#/color/b/$value/components/0 → colors.tokens.json#/color/a/$value/components/0") == true)
    }

    @Test func aTokenThatOnlyReachesALoopIsUnknownWithoutACycleFindingOfItsOwn() throws {
        let project = try load(["colors.tokens.json": ##"""
            {"color": {"$type": "color",
              "a": {"$value": {"colorSpace": "srgb", "components": [{"$ref": "#/color/b/$value/components/0"}, 0, 0]}},
              "b": {"$value": {"colorSpace": "srgb", "components": [{"$ref": "#/color/a/$value/components/0"}, 0, 0]}},
              "d": {"$value": {"colorSpace": "srgb", "components": [{"$ref": "#/color/a/$value/components/0"}, 0, 0]}}}}
            """##])
        // §7.2.3: the error affects the tokens of the loop; d only reaches it (as with {alias} loops).
        #expect(Linter().lint(project).filter { $0.rule == "alias-cycle" }.map(\.identifier) == ["color.a", "color.b"])
        #expect(project.themeSets.first?.resolved[scheme: "default"]?[role: "color.d"]?.color == nil)
    }

    @Test func aPointerToATokenRatherThanIntoItsValueIsATypeMismatch() throws {
        // §7.4.2: `#/color/base/$value/…` is a value; `#/color/base` is the token object.
        let findings = try DesignTokenLoadingTests.lint(["colors.tokens.json": ##"""
            {"color": {"$type": "color",
              "base": {"$value": {"colorSpace": "srgb", "components": [0.2, 0.4, 0.6]}},
              "wrong": {"$value": {"colorSpace": "srgb", "components": {"$ref": "#/color/base"}}}}}
            """##])
        #expect(findings.contains { $0.rule == "invalid-color" && $0.line == 3 && $0.message.contains("names a token, not a value") })
        #expect(!findings.contains { $0.rule == "unresolved-identifier" })
    }

    @Test func aChainLongerThanTheBoundIsAFindingNotARecursion() throws {
        // 40 tokens, each component pointing at the next one's.
        var tokens: [String] = []
        for index in 0..<40 {
            let component = index == 39 ? "0.5" : ##"{"$ref": "#/c\##(index + 1)/$value/components/0"}"##
            tokens.append(##""c\##(index)": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [\##(component), 0, 0]}}"##)
        }
        let project = try load(["colors.tokens.json": "{" + tokens.joined(separator: ",\n") + "}"])
        let findings = Linter().lint(project)
        #expect(findings.contains { $0.rule == "invalid-color" && $0.identifier == "c0" && $0.message.contains("more than 32") })
        // Within the bound, the chain resolves.
        #expect(DesignTokenLoadingTests.colors(project)["c20"] == "#800000")
    }
}
