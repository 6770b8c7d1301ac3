import Testing
@testable import ThemeLintCore

/// The shortcuts that make large theme sets fast (lazy and fast look-up tables, rule fast
/// paths, shared resolutions, trees dropped after decoding) must answer exactly as the plain
/// algorithms do.
@Suite struct LargeSetPathsTests {
    // MARK: Paths

    /// ASCII paths are split by bytes; what they accept and refuse is what the split on
    /// characters accepts and refuses.
    @Test func repositoryPathComponentsSplitByBytesAsByCharacters() throws {
        #expect(try RepositoryPath.components(of: "design-tokens/primitives/modes/light.json") == ["design-tokens", "primitives", "modes", "light.json"])
        #expect(try RepositoryPath.components(of: "a") == ["a"])
        #expect(try RepositoryPath.components(of: ".github/x.gitx/...") == [".github", "x.gitx", "..."])
        #expect(try RepositoryPath.components(of: "tokens/é/e\u{301}.json") == ["tokens", "é", "e\u{301}.json"])
        for refused in ["a//b", "a/", "./a", "a/../b", "a/.git/config", ".GiT/x", "a/.Git", "/a", ""] {
            #expect(throws: RepositoryPath.InvalidPath.self) { try RepositoryPath.components(of: refused) }
        }
        #expect(throws: RepositoryPath.InvalidPath.self) { try RepositoryPath.components(of: "é/.git/x") }
    }

    // MARK: Look-up tables

    @Test func nameTableFindsEveryNameAcrossGrowth() {
        var table = NameTable()
        let names = (0..<5_000).map { "name_\($0)" } + ["", "é", "e\u{301}", "a_name_longer_than_sixteen_bytes_to_hash_in_words"]
        for (offset, name) in names.enumerated() {
            let result = table.insert(name)
            #expect(result.offset == offset && result.inserted)
        }
        #expect(table.count == names.count)
        for (offset, name) in names.enumerated() {
            #expect(table.offset(of: name) == offset)
        }
        let again = table.insert("name_42")
        #expect(again.offset == 42 && !again.inserted)
        #expect(table.offset(of: "name_5000") == nil)
        #expect(table.offset(of: "E\u{301}") == nil)
        #expect(table.names == names)
    }

    @Test func paletteLookUpsFollowTheLastValueOfARepeatedName() {
        let location = Location(file: "palette.json", position: .start)
        func color(_ name: String, _ raw: String) -> PaletteColor {
            PaletteColor(name: name, rawValue: raw, color: HexColor.parse(raw, alpha: .leading), location: location, valueLocation: location)
        }
        var palette = Palette(file: "palette.json", colors: [color("a", "#111111"), color("b", "#222222"), color("a", "#333333")])
        #expect(palette.colors.map(\.name) == ["a", "b"])
        #expect(palette["a"]?.rawValue == "#333333")
        #expect(palette.offset(of: "b") == 1)
        palette.colors.append(color("c", "#444444"))
        #expect(palette.offset(of: "c") == 2)
        #expect(palette == Palette(file: "palette.json", colors: [color("a", "#333333"), color("b", "#222222"), color("c", "#444444")]))
    }

    @Test func schemeAndResolvedSchemeLookUpsFollowChangesToTheirRoles() {
        let location = Location(file: "scheme.json", position: .start)
        func role(_ name: String) -> Role {
            Role(name: name, location: location, reference: ColorReference(identifier: "white", location: location))
        }
        var scheme = Scheme(name: "light", location: location, appearance: .light, roles: [role("a"), role("b")])
        let copy = scheme
        #expect(scheme.offset(ofRole: "b") == 1)
        scheme.roles = [role("b"), role("c")]
        #expect(scheme.offset(ofRole: "b") == 0)
        #expect(scheme[role: "c"]?.name == "c")
        #expect(scheme[role: "a"] == nil)
        // A copy made before the change keeps its own roles and answers for them.
        #expect(copy.offset(ofRole: "a") == 0)
        #expect(copy.offset(ofRole: "c") == nil)

        var resolved = ResolvedScheme(scheme: scheme, roles: scheme.roles.map { ResolvedRole(scheme: "light", role: $0, resolution: .unresolved) })
        #expect(resolved.offset(ofRole: "c") == 1)
        resolved.roles.removeFirst()
        #expect(resolved.offset(ofRole: "c") == 0)
        #expect(resolved[role: "b"] == nil)
    }

    /// A scheme copied from another but for a few roles tells the diff which offsets to
    /// compare, in either direction, and forgets it once either side's roles change.
    @Test func aDerivedSchemeNamesTheOffsetsThatMayDifferUntilChanged() {
        let location = Location(file: "scheme.json", position: .start)
        let roles = ["a", "b", "c"].map { name in
            ResolvedRole(scheme: "light", role: Role(name: name, location: location, reference: ColorReference(identifier: "white", location: location)), resolution: .unresolved)
        }
        let scheme = Scheme(name: "light", location: location, appearance: .light, roles: roles.map(\.role))
        var base = ResolvedScheme(scheme: scheme, roles: roles)
        var rebuilt = roles
        rebuilt[1].role.reference = ColorReference(identifier: "black", location: location)
        var head = ResolvedScheme(scheme: scheme, roles: rebuilt, derivedFrom: base, changedOffsets: [1])
        #expect(head.offsetsThatMayDiffer(from: base) == [1])
        #expect(base.offsetsThatMayDiffer(from: head) == [1])
        #expect(ResolvedScheme(scheme: scheme, roles: rebuilt).offsetsThatMayDiffer(from: base) == nil)
        let copy = base
        base.roles[0].role.reference = ColorReference(identifier: "black", location: location)
        #expect(head.offsetsThatMayDiffer(from: base) == nil)
        #expect(head.offsetsThatMayDiffer(from: copy) == [1])
        head.roles[2].role.reference = nil
        #expect(head.offsetsThatMayDiffer(from: copy) == nil)
    }

    @Test func aResolvedRoleEqualsOneMadeFromACopyOfItsRole() throws {
        let files = [
            "palette.json": palette,
            "scheme.json": scheme(light: #"            "a": {"color_identifier": "white"}, "b": {"color_identifier": "black"}"#, dark: #"            "a": {"color_identifier": "black"}, "b": {"color_identifier": "black"}"#),
        ]
        let resolved = try #require(try load(files).themeSets.first?.resolved[scheme: "bright_light"])
        let shared = try #require(resolved[role: "b"])
        let standalone = ResolvedRole(scheme: shared.scheme, role: shared.role, resolution: shared.resolution)
        #expect(shared.role.name == "b" && shared.role.reference?.identifier == "black")
        #expect(shared == standalone)
        #expect(Set([shared, standalone]).count == 1)
        var changed = shared
        changed.role.name = "c"
        #expect(changed.role.name == "c" && changed.role.reference?.identifier == "black")
        #expect(changed != shared)
        #expect(resolved.roles.map(\.role.name) == ["a", "b"])
    }

    // MARK: Rules

    @Test func missingRoleComparesNamesNotOrder() throws {
        let sameRolesOtherOrder = [
            "palette.json": palette,
            "scheme.json": scheme(
                light: #"            "a": {"color_identifier": "white"}, "b": {"color_identifier": "black"}"#,
                dark: #"            "b": {"color_identifier": "white"}, "a": {"color_identifier": "black"}"#),
        ]
        #expect(try lint(sameRolesOtherOrder).filter { $0.rule == "missing-role" }.isEmpty)

        let sameCountOtherNames = [
            "palette.json": palette,
            "scheme.json": scheme(
                light: #"            "a": {"color_identifier": "white"}, "b": {"color_identifier": "black"}"#,
                dark: #"            "a": {"color_identifier": "white"}, "c": {"color_identifier": "black"}"#),
        ]
        let findings = try lint(sameCountOtherNames).filter { $0.rule == "missing-role" }
        #expect(findings.map(\.scheme) == ["bright_light", "space_gray"])
        #expect(findings.map(\.role) == ["c", "b"])
    }

    @Test func inconsistentFlagsAreReportedInOrderOfFirstAppearance() throws {
        // "b" appears first (unflagged) in the light scheme, "a" is flagged there: the rule
        // orders roles by where they first appear, flagged or not.
        let files = [
            "palette.json": palette,
            "scheme.json": scheme(
                light: #"            "b": {"color_identifier": "white"}, "a": {"color_identifier": "white", "transparent_version": true}"#,
                dark: #"            "a": {"color_identifier": "black"}, "b": {"color_identifier": "black", "deprecated_for_web": true}"#),
        ]
        let findings = InconsistentFlagRule().findings(in: LintContext(project: try load(files)))
        #expect(findings.map(\.role) == ["b", "a"])
        #expect(findings.map(\.key) == ["deprecated_for_web", "transparent_version"])
        #expect(findings.map(\.scheme) == ["bright_light", "space_gray"])
    }

    @Test func unusedColorCountsUsesFromEverySetOfAPalette() throws {
        let files = [
            "palette.json": palette,
            "scheme.json": scheme(light: #"            "a": {"color_identifier": "white"}"#, dark: #"            "a": {"color_identifier": "white"}"#),
            "scheme_x.json": scheme(light: #"            "a": {"color_identifier": "black"}"#, dark: #"            "a": {"color_identifier": "sky_300"}"#),
        ]
        let unused = try lint(files).filter { $0.rule == "unused-color" }
        #expect(unused.map(\.identifier) == ["black_alpha8"])
    }

    @Test func unusedColorSeesAColorShadowedByAnEarlierPaletteAsUnused() throws {
        let files = [
            "palette.json": palette,
            "palette_x.json": ##"{"white": "#FEFEFE", "extra": "#123456"}"##,
            "scheme_x.json": scheme(light: #"            "a": {"color_identifier": "white"}"#, dark: #"            "a": {"color_identifier": "black"}"#),
        ]
        let unused = try lint(files).filter { $0.rule == "unused-color" }
        #expect(unused.map { "\($0.file):\($0.identifier ?? "")" } == [
            "palette.json:white", "palette.json:sky_300", "palette.json:black_alpha8", "palette_x.json:extra",
        ])
    }

    // MARK: Resolution and loading

    @Test func resolutionDependsOnTheIdentifierAndTheAlphaMultiplier() throws {
        let files = [
            "palette.json": palette,
            "scheme.json": scheme(
                light: #"            "a": {"color_identifier": "black_alpha8", "alpha_multiplier": 0.5}, "b": {"color_identifier": "black_alpha8"}, "c": {"color_identifier": "nope"}"#,
                dark: #"            "a": {"color_identifier": "black_alpha8", "alpha_multiplier": 0.5}, "b": {"color_identifier": "black_alpha8", "alpha_multiplier": 1}, "c": {"color_identifier": "nope"}"#),
        ]
        let set = try #require(try load(files).themeSets.first)
        let light = try #require(set.resolved[scheme: "bright_light"])
        let dark = try #require(set.resolved[scheme: "space_gray"])
        #expect(light[role: "a"]?.resolution == dark[role: "a"]?.resolution)
        #expect(light[role: "a"]?.color?.alpha == (0x14 / 255.0) * 0.5)
        #expect(light[role: "b"]?.color?.alpha == 0x14 / 255.0)
        #expect(dark[role: "b"]?.color?.alpha == 0x14 / 255.0)
        #expect(light[role: "c"]?.resolution == .unresolved)
        #expect(dark[role: "c"]?.resolution == .unresolved)
    }

    @Test func aPaletteReadUnderTwoConventionsIsDecodedFromItsOwnBytesEachTime() throws {
        let files = [
            "p.json": ##"{"x": "#11223344", "y": "#zz"}"##,
            "s1.json": #"{"l": {"appearance": "light", "colors": {"r": {"color_identifier": "x"}}}}"#,
            "s2.json": #"{"l": {"appearance": "light", "colors": {"r": {"color_identifier": "x"}}}}"#,
        ]
        let config = """
            {"themes": [{"name": "one", "schemes": "s1.json", "palettes": ["p.json"], "hexAlpha": "leading"},
                        {"name": "two", "schemes": "s2.json", "palettes": ["p.json"], "hexAlpha": "trailing"}]}
            """
        let configuration = try Configuration.parse(bytes: Array(config.utf8), file: ".themelint.json")
        let project = try ProjectLoader(source: InMemorySource(texts: files), configuration: configuration).load()
        let colors = project.themeSets.map { $0.resolved.schemes.first?.roles.first?.color?.cssHex }
        #expect(colors == ["#22334411", "#11223344"])
        // The invalid color is reported once, not once per convention.
        #expect(project.issues.filter { $0.kind == .invalidColor }.count == 1)
    }

    @Test func theOtherSideOfADiffReusesADecodedPaletteWithItsIssues() throws {
        let files: [String: String] = [
            "palette.json": ##"{"white": "#FFFFFF", "white": "#FEFEFE", "bad": "#GG0000", "black": "#000000"}"##,
            "scheme.json": scheme(light: #"            "a": {"color_identifier": "white"}"#, dark: #"            "a": {"color_identifier": "black"}"#),
        ]
        let cache = DocumentCache()
        let base = CountingSource(files: files, spec: "base")
        let head = CountingSource(files: files, spec: "head")
        let baseProject = try ProjectLoader(source: base, configuration: .automatic, cache: cache).load()
        let headProject = try ProjectLoader(source: head, configuration: .automatic, cache: cache).load()
        #expect(head.reads.value == 0)
        // The duplicate key and the invalid color are reported on both sides, once each.
        #expect(headProject.issues.filter { $0.kind == .duplicateKey && $0.location.file == "palette.json" }.count == 1)
        #expect(headProject.issues.filter { $0.kind == LoadIssueKind.invalidColor }.count == 1)
        #expect(headProject.issues == baseProject.issues)
        #expect(headProject.palettes == baseProject.palettes)
        #expect(headProject.themeSets.first?.resolved == baseProject.themeSets.first?.resolved)
    }

    @Test func theOtherSideOfADiffReusesADecodedSchemeFileWithoutKeepingItsTree() throws {
        let files = [
            "palette.json": palette,
            "scheme.json": scheme(
                light: #"            "a": {"color_identifier": "white"}, "a": {"color_identifier": "black"}"#,
                dark: #"            "a": {"color_identifier": "black"}"#),
        ]
        let cache = DocumentCache()
        let base = CountingSource(files: files, spec: "base")
        let head = CountingSource(files: files, spec: "head")
        let baseProject = try ProjectLoader(source: base, configuration: .automatic, cache: cache).load()
        let headProject = try ProjectLoader(source: head, configuration: .automatic, cache: cache).load()
        #expect(head.reads.value == 0)
        // No tree is cached: the scheme file and the palette are cached as decoded.
        #expect(cache.count == 0)
        let duplicates = headProject.issues.filter { $0.kind == .duplicateKey }
        #expect(duplicates.count == 1 && duplicates.first?.location.file == "scheme.json")
        #expect(headProject.issues == baseProject.issues)
        #expect(headProject.files == baseProject.files)
        #expect(headProject.themeSets.first?.resolved == baseProject.themeSets.first?.resolved)
    }

    private func load(_ files: [String: String]) throws -> LoadedProject {
        try ProjectLoader(source: InMemorySource(texts: files), configuration: .automatic).load()
    }
}
