import Testing
@testable import ThemeLintCore

/// The summary's counts and the role matching of `ThemeDiffer` (order, shifts, removals).
@Suite struct DiffSummaryTests {
    @Test func ordinalsArePositionsInAllCases() {
        #expect(ChangeKind.allCases.map(\.ordinal) == Array(ChangeKind.allCases.indices))
        #expect(ContrastEffectStatus.allCases.map(\.ordinal) == Array(ContrastEffectStatus.allCases.indices))
    }

    @Test func summaryCountsEveryKindOfTheReport() throws {
        var palette = DiffFixture.palette
        palette["sky_300"] = "#0000FF"
        palette["brand_new"] = "#123456"
        let head = DiffFixture.standard(palette: palette, scheme: DiffFixture.standardScheme(extraLight: [("extra", DiffFixture.ref("white"))]))
        let report = try DiffFixture.diff(DiffFixture.standard(), head)
        let summary = report.summary
        for kind in ChangeKind.allCases {
            #expect(summary[kind] == report.kinds.filter { $0 == kind }.count)
            #expect(summary.changesByKind[kind] == summary[kind])
        }
        #expect(summary[.paletteChanged] == 1)
        #expect(summary[.paletteAdded] == 1)
        #expect(summary[.roleAdded] == 1)
        #expect(summary.changes == report.changes.count)
        #expect(summary.contrastByStatus.count == ContrastEffectStatus.allCases.count)
    }

    @Test func rolesOutOfOrderAddedAndRemovedAreMatchedByName() throws {
        func ref(_ identifier: String) -> String { DiffFixture.ref(identifier) }
        let base = DiffFixture.schemeJSON([("bright_light", "light", [
            ("a", ref("white")), ("b", ref("black")), ("c", ref("sky_300")), ("d", ref("gray_900")), ("e", ref("white")),
        ])])
        // `new` inserted first, `b` removed, `e` moved before `c` and repainted, `d` unchanged.
        let head = DiffFixture.schemeJSON([("bright_light", "light", [
            ("new", ref("sky_400")), ("a", ref("white")), ("e", ref("black")), ("c", ref("sky_300")), ("d", ref("gray_900")),
        ])])
        let report = try DiffFixture.diff(DiffFixture.standard(scheme: base), DiffFixture.standard(scheme: head))
        #expect(report.roleChanges.map(\.role) == ["e"])
        let added = report.changes.compactMap { if case .roleAdded(let presence) = $0 { presence.role } else { nil } }
        let removed = report.changes.compactMap { if case .roleRemoved(let presence) = $0 { presence.role } else { nil } }
        #expect(added == ["new"])
        #expect(removed == ["b"])
    }

    @Test func invalidAlphaAndUnresolvedRolesCompareAsTheyAreWritten() throws {
        // `marker` differs on every pair of sides, so the set is compared role by role.
        func scheme(_ invalidAlpha: String, marker: String) -> String {
            DiffFixture.schemeJSON([("bright_light", "light", [
                ("odd", DiffFixture.ref("sky_300", extra: ", \"alpha_multiplier\": \"\(invalidAlpha)\"")),
                ("nowhere", DiffFixture.ref("no_such_color")),
                ("plain", DiffFixture.ref("white", alpha: 1)),
                ("marker", DiffFixture.ref(marker)),
            ])])
        }
        let same = try DiffFixture.diff(DiffFixture.standard(scheme: scheme("0.05", marker: "black")), DiffFixture.standard(scheme: scheme("0.05", marker: "white")))
        #expect(same.roleChanges.map(\.role) == ["marker"])
        let changed = try DiffFixture.diff(DiffFixture.standard(scheme: scheme("0.05", marker: "black")), DiffFixture.standard(scheme: scheme("2", marker: "white")))
        #expect(changed.roleChanges.map(\.role) == ["odd", "marker"])
        #expect(changed.roleChanges.first?.causes == [.alpha])
    }
}
